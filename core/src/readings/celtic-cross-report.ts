// The Celtic Cross reading, told as one story in Waite's order: the answer first, then the cross
// (the heart of the matter and what crosses it, the root and what is passing, the crown and what
// approaches), then the staff (you, the people around you, your hopes and fears), then the
// outcome and the answer. Each card is placed by its position's own sentence with its whole
// authored theme, then speaks to the question in its authored sentences; the cards a reader looks
// at together are read together, by name; the draw's seed is left to the Verify footer.
import { meaningOf, type TarotLean } from '../tarot/meanings';
import {
  APPLY,
  ENV_KIND,
  COURT_AS_QUALITY,
  COURT_AS_QUALITY_MORE,
  BETWEEN_JOBS,
  COURT_PERSON,
  PARTNER_CROSSING,
  PERSON_PLACE,
  COURT_QUALITY,
  SHADOW_SELF,
  CROSS_POSITIONS,
  NEAR_FRAMES,
  type Relation,
  RELEASED,
  GENTLE_LEGAL_OUTCOME,
  GENTLE_OUTCOME,
  GENTLE_STORY,
  HEART_AND_CROSS,
  HEART_AND_CROSS_ANSWERED,
  CROSS_SETTLES,
  CROSS_STUCK,
  CROSS_UNDECIDED,
  type Pair,
  LEAN_CLOSE,
  LEAN_HEAD,
  LEAN_REASON,
  LEAVING_REASON,
  READINESS,
  SHARED_STRAIN,
  THEME_VARIANTS,
  CARE_FEAR,
  COURT_FIGURE,
  ROMANCE_COURT,
  STATE,
  STORY_END,
  STORY_END_AGAINST,
  STORY_START,
  GRIEF_STEPS,
  PREGNANCY_LOSS_STEP,
  KEEP_OR_CHANGE,
  OPTION_REASON,
  PRACTICAL,
  WAITE_FITS,
  WHOLE,
  senseOf,
  SUIT_RULE,
  SUIT_RULE_CARE,
  TURN_HELP,
  TURN_KEEPING,
  TURN_TEST,
  ADVICE_VARIANTS,
  CARE_THEME,
  GRIEF_THEME,
  type FitTag,
  type Tone,
} from './content/celtic-cross';
import { CARE_TEXT } from './content/tarot-care';
import {
  ADVERSE,
  agreeingSteps,
  agrees,
  otherIn,
  pushes,
  towardYou,
  WAITS,
  type AnswerFrame,
} from './celtic-cross-answer';
import { capTopic, domainOf, hookFor, senseFor, domainStep, type Domain } from './celtic-cross-domain';
import { redoes, statedFacts, statedLine, type StatedFacts } from './celtic-cross-events';
import {
  asAsked,
  optionsOf,
  readQuestion,
  type CareKind,
  type QuestionReading,
} from './content/tarot-positions';
import { cardPhrase, LEAN_VALUE, named, paceOf, rev, type SpreadLean } from './tarot-interplay';
import type { Suit } from '../tarot/deck';
import {
  asClause,
  ASSUMES_PARTNER,
  cardFacts,
  drawnCards,
  fitsQuestion,
  isCourt,
  kindOf,
  leaveFavours,
  literalFit,
  matterOf,
  capMentions,
  coSignerLine,
  courtAgeClashes,
  isYoung,
  readsSubject,
  noVerdictText,
  oneStep,
  placedSubject,
  sensitiveNote,
  spokenLean,
  splitSentences,
  subjectSentences,
  readsLiterally,
  suitsCare,
  raisesUnasked,
  unaskedImage,
  careOf,
  usable,
  validate,
  verifySection,
  type Drawn,
  type Step,
  type TarotReadingInput,
} from './tarot-report';
import {
  heavyPull,
  heavyWeight,
  intentCard,
  pulled,
  questionIntent,
  questionLean,
  TOPIC_WEIGHT,
} from './tarot-question-lean';
import { honestySign } from './tarot-themes';
import {
  capitalise,
  cardinal,
  Chooser,
  countWords,
  listJoin,
  neutralise,
  quoteUserText,
  sharesWordRun,
} from './text';
import type { Reading, TarotFacts } from './types';

/** Words the reading aims for; optional sentences are added until it would pass this. */
const TARGET_WORDS = 1_030;
/** Below this the reading takes the cards' general meanings as well. */
const MIN_WORDS = 815;
/** The most a reading may run to; past it, the least relevant sentences go whole. */
const MAX_WORDS = 1_095;

/**
 * Sentences of a card's meaning that list Waite's and the modern keywords ("Waite gives distress,
 * adversity…; the modern reading sees…"): a reference list, not a reading, so the story leaves
 * them out.
 */
const KEYWORD_LIST =
  /\bmodern reading\b|\bold meanings?\b|\bWaite (gives|names|named|lists|listed)\b|\bWaite[’']s (list|words)\b/;
/**
 * Sentences that cite Waite or the older reading. A card's general meaning never cites him: Waite
 * is named only where his sense of the card says something about this question that the modern
 * reading does not (a fit), and at most `WAITE_CITATIONS` times in a reading.
 */
const CITES_TRADITION = /\bWaite\b|\b(older|traditional) (reading|meaning)\b/;
const WAITE_CITATIONS = 2;

/** Positions whose sentences are not the asker's own present: what is passing, and other people. */
const PAST_OR_OTHERS = new Set(['recent-past', 'environment']);

/**
 * Meaning sentences too stark to say beside a body, a loss or a habit ("pain, affliction and
 * desolation"): the card's theme and its sentences for the question carry it there instead.
 */
const STARK =
  /\b(pain\w*|afflict\w*|desolat\w*|wound\w*|suffer\w*|anguish|despair\w*|misfortune|tragedy|grave|mourn\w*|ruin\w*)\b/i;

const toneOf = (lean: TarotLean): Tone => (lean === 'yes' ? 'good' : lean === 'no' ? 'hard' : 'open');
const tone = (p: Drawn) => toneOf(p.m.lean);
/**
 * The heart of the matter as ground to stand on: a kind card reversed ("a happiness clouded for a
 * while") is not good ground, and a welcome crossing card cannot "push it further" (review r25).
 */
/** Where the story goes until the rest of the reading is known. */
const STORY_SLOT = '\n\n[story]';
/**
 * Which the hopes-and-fears card is: a kind card is the hope (and the fear of not getting it), a
 * hard one the fear. An undecided card reversed is kind when it eases a hard card (the Five of
 * Swords reversed, amends after a fight) and the fear when it clouds a kind one (review r26).
 */
const hopeTone = (p: Drawn): Tone =>
  tone(p) !== 'open'
    ? tone(p)
    : rev(p.d)
      ? // A release (the Moon's fog lifting) is the hope, never "the side of fear" (review r27d);
        // Death reversed is an ending refused, stagnation, which nobody hopes for (set j: "Your
        // hope in this is Death reversed: a refusal to let go").
        (meaningOf(p.card, false).lean === 'no' || RELEASED.has(p.card.id)) && !REFUSED_ENDING.has(p.card.id)
        ? 'good'
        : 'hard'
      : 'good';
const REFUSED_ENDING = new Set(['major-13-death']);
const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const groundTone = (p: Drawn): Tone => (rev(p.d) && tone(p) === 'good' ? 'open' : tone(p));
const nm = (p: Drawn) => named(p.card, p.d);

/**
 * A reversed card's authored line, once its "Reversed, " is dropped, must not read as the
 * upright card: "the Ace of Cups can point to love held back" after "the Ace of Cups reversed"
 * told the reader the opposite card. Its opening name becomes "it"; a later one says "reversed".
 */
export function asReversed(sentence: string, p: { card: Drawn['card'] }): string {
  const s = sentence.startsWith('Reversed, ') ? sentence.slice('Reversed, '.length) : sentence;
  const upright = cardPhrase(p.card, { reversed: false, capital: false });
  const bare = upright.replace(/^the /, '');
  const { owner, opening, later } = reversedNamePatterns(bare);
  // "The Lovers lose their harmony" is plural: "it lose" would break the agreement the line had.
  const plural = PLURAL_NAME.test(bare);
  return capitalise(
    s
      .replace(owner, plural ? 'their' : 'its')
      .replace(opening, plural ? 'they' : 'it')
      .replace(later, `${bare} reversed`),
  );
}
/** Each card's patterns, compiled once per card rather than per sentence. */
const REVERSED_NAME_PATTERNS = new Map<string, { owner: RegExp; opening: RegExp; later: RegExp }>();
function reversedNamePatterns(bare: string) {
  let patterns = REVERSED_NAME_PATTERNS.get(bare);
  if (!patterns) {
    patterns = {
      // "The Hierophant's order" opens as "its order", never "it's".
      owner: new RegExp(`^(?:the )?${bare}['’]s\\b`, 'i'),
      opening: new RegExp(`^(?:the )?${bare}\\b(?! reversed)`, 'i'),
      later: new RegExp(`\\b${bare}\\b(?! reversed)(?!['’]s)`, 'g'),
    };
    REVERSED_NAME_PATTERNS.set(bare, patterns);
  }
  return patterns;
}
/**
 * Whether `needle` occurs more than `times` times in `text`: counted without splitting the
 * reading, which is rendered again for every sentence the length budget tries.
 */
function occursMoreThan(text: string, needle: string, times: number): boolean {
  let seen = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length))
    if (++seen > times) return true;
  return false;
}

/** Card names that take a plural verb: the Lovers are two figures, and the line says "lose". */
const PLURAL_NAME = /^lovers$/i;
const Nm = (p: Drawn) => named(p.card, p.d, true);

/**
 * The stated situation as the Celtic Cross frames it, built on the shared reading of the question
 * (`q.situation`): a marriage is not a new romance, a divorce has no partner to stand by, a brother
 * is not a household, a visa application has no court and no opponent, a house purchase is money
 * and planning, not evenings at home. `matter` is how the card frames name it ("your marriage").
 */
export interface CrossSituation {
  bond: 'married' | 'divorce' | 'ex' | null;
  /** The relative the asker's relationship is with ("your brother"). */
  kin: string | null;
  /** An application an office decides, not a court ("your visa application"). */
  application: string | null;
  /** Buying a home. */
  purchase: boolean;
  /** A house or an estate handed down by a parent, the matter of the Ten of Pentacles. */
  inherited: boolean;
  /** Applying to a school, a university or a programme. */
  admission: boolean;
  /** Loneliness, which no line may blame on the asker. */
  lonely: boolean;
  /** A move to another country; a move within one has no visas, tickets or entry rules. */
  abroad: boolean;
  /** Deciding whether to begin study: nothing is under way yet. */
  starting: boolean;
  /**
   * Deciding whether to start a business, or asking whether a band or a venture will "make it":
   * there is no success yet to have made the asker lazy, nor gains built to protect.
   */
  unproven: boolean;
  /** Mending a bond: advice about leaving it does not answer. */
  repair: boolean;
  /** The question names a partner, or a "we": without one, no sentence may give the asker one. */
  partnered: boolean;
  /** The question is a decision to make ("Should I…?", "whether"): only then is one pending. */
  deciding: boolean;
  /** A single asker's question of love, where a court card may be the kind of person hoped for. */
  romance: boolean;
  matter: string | null;
}

const BETWEEN =
  /\b(relationship|things|get on|mend|heal|repair|reconcil\w*|forgive|rift|fall\w* out|fell out|argu\w*|close|closer|estranged|speak\w* to|(make|made|making) (peace|up))\b/;

const KIN =
  /\b(?:my|our) ((?:teenage|teenaged|adult|grown|grown-up|little|young|younger|older|elder|eldest|youngest|step)[ -])?(son|daughter|mother|mom|mum|father|dad|sister|brother)\b(?!-in-law)/;

export function crossSituation(question: string, q: QuestionReading): CrossSituation {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'");
  const { relation, role, roleWho, proceedings } = q.situation;
  const bond =
    relation === 'ex'
      ? /\b(divorc\w*|separat\w*)\b/.test(lower)
        ? 'divorce'
        : 'ex'
      : relation === 'partnered' && /\b(marri\w*|husband|wife|spouse)\b/.test(lower)
        ? 'married'
        : null;
  // "My teenage son" names a son as plainly as "my son"; the shared reader takes only the latter.
  const relative = KIN.exec(lower);
  const kin =
    (role === 'sibling' || role === 'parent' || role === 'child' || role === 'relative') &&
    roleWho &&
    BETWEEN.test(lower)
      ? roleWho
      : relative && BETWEEN.test(lower)
        ? `your ${relative[2]!.replace(/^(mom|mum)$/, 'mother').replace(/^dad$/, 'father')}`
        : null;
  const admission =
    /\b(get into|admitted|admission|accepted (into|to|at|on|for)|get a place)\b/.test(lower) &&
    /\b(programme|program|master'?s?|university|college|school|course|phd|degree|academy|conservatoire)\b/.test(
      lower,
    );
  const application =
    proceedings === 'administrative' && role === 'authority' && !admission
      ? /\bvisa\b/.test(lower)
        ? 'your visa application'
        : 'your application'
      : null;
  const purchase =
    /\b(buy|buying|purchase|afford)\b.*\b(house|home|flat|apartment|property|place|cottage|bungalow|farmhouse|villa|condo)\b|\bmortgage\b/.test(
      lower,
    );
  // "Buying the cottage" is named by what is bought ("the cottage purchase"); a plain home is "buying a home".
  const bought =
    /\b(?:buy|buying|purchas\w*) (?:the|a|an|my|our) (cottage|bungalow|farmhouse|villa|condo|flat|apartment)\b/.exec(
      lower,
    );
  // A divorce still being negotiated is the matter itself, not the life after it (review w).
  const negotiated = /\b(mediation|settlement|proceedings|hearing)\b/.exec(lower);
  // Another's illness is read for the asker's part in it, never as a forecast of their body, and
  // never as "your marriage" or "things between you and your son".
  const matter =
    q.sensitive === 'medical' && q.thirdPerson
      ? // A parent who is dying is not recovering: the matter is the time left, and the peace to be
        // made in it where the question asks for that (review p: "your part in his recovery").
        q.care === 'dying'
        ? /\b(reconcil\w*|make peace|make up|forgiv\w*|say sorry|apologi[sz]e)\b/.test(lower)
          ? `making peace with ${q.thirdPerson.who} while there is time`
          : `the time you have with ${q.thirdPerson.who}`
        : q.care === 'mental'
          ? `your help through ${q.thirdPerson.who}'s illness`
          : `your support for ${q.thirdPerson.who}`
      : // "Should we move abroad with my husband?" is about the move, which the couple make together.
        bond === 'married' && !q.relocation
        ? 'your marriage'
        : bond === 'divorce'
          ? // A daughter's divorce is hers: the asker's matter is standing by her (review p).
            q.supported
            ? `your support for ${q.supported.who}`
            : negotiated
              ? `the ${negotiated[1]}`
              : 'your life after the divorce'
          : kin
            ? // Said in full a few times, then as "the bond" (`capMentions`).
              `your bond with ${kin}`
            : (application ??
              (admission
                ? 'your application'
                : purchase
                  ? bought
                    ? `the ${bought[1]} purchase`
                    : 'buying a home'
                  : null));
  const inherited =
    /\b(inherit\w*|estate|late (mother|father|mum|mom|dad|parents?|gran\w*)|(mother|father|mum|mom|dad|parents?|gran\w*)'s? (\w+ )?(house|home|flat|property|cottage|farm))\b/.test(
      lower,
    );
  const lonely = /\b(lonel\w*|alone|isolat\w*)\b/.test(lower);
  const abroad = /\b(abroad|overseas|emigrat\w*|another country|visa|immigra\w*)\b/.test(lower);
  const starting =
    /\b(go back to|start|begin|enrol\w*|apply|return to|sign up)\b/.test(lower) &&
    /\b(university|college|school|course|degree|studies|studying|phd|master'?s)\b/.test(lower);
  const unproven =
    (q.ownBusiness && /\b(start|open|set up|setting up|launch|begin|found)\w*\b/.test(lower)) ||
    /\b(make it|break through|get signed|take off)\b/.test(lower);
  return {
    bond,
    kin,
    application,
    purchase,
    inherited,
    admission,
    lonely,
    abroad,
    starting,
    unproven,
    repair: REPAIR.test(lower),
    partnered: PARTNERED.test(lower),
    deciding: DECIDING.test(lower),
    // With a partner in the question, a court card there may be the partner (`courtPerson`).
    romance: (q.subject === 'love' || ROMANCE_Q.test(lower)) && !PARTNERED.test(lower),
    matter,
  };
}

/** The people one dates or is drawn to, named without the word love. */
const ROMANCE_Q = /\b(unavailable|dating|romance|romantic|love life|soulmate|crush|the one)\b/;

const DECIDING =
  /^(should|shall|do|must) (i|we)\b|\b(decide|decision|choos\w*|choice|whether|or (stay|not|keep|leave|go))\b/;
/**
 * Lines that take a decision as pending ("the decision you keep postponing", "decide together
 * whether to stay or go"): on a question that asks none they invent one, and beside "a firm choice
 * made at last" they contradict the heart (review r24).
 */
const PENDING =
  /\bdecision you (keep|have been|have delayed)|\bdecide (together )?whether to (stay or go|go or stay)\b|\byou cannot decide whether\b/i;

/** Love lines that take the relationship as still going, which an ex's is not (review r24). */
const ONGOING =
  /\b(the|your|this) relationship (has|is|grows|moves|needs)\b|\b(an existing one|inside the relationship|in the relationship|together this week|a partner is a)\b/i;

/** A question that has a partner or a couple in it. */
const PARTNERED =
  /\b(partner|husband|wife|boyfriend|girlfriend|spouse|fianc\w*|marri\w*|ex|he|she|him|her|his|we|us|our|relationship|together|couple)\b/;
/** A partner a sentence takes for granted ("bringing fresh energy to your partner"). */
const YOUR_PARTNER = /\byour (partner|husband|wife|boyfriend|girlfriend|spouse)\b/i;

/** Love that is only beginning: never said to someone married, divorcing or missing an ex. */
const NEW_LOVE =
  /\b(new romance|romance|new attraction|attraction|flirt\w*|someone you like|planning the wedding|wedding|proposal|first date|dates?|dating|crush|playful|new relationship|new connection|meet someone|single|courtship|(partner|someone) may (step forward|appear|arrive|enter))\b/i;
/** A household, its evenings and visitors: not a brother's estrangement, not a house purchase. */
const HOUSEHOLD =
  /\b(house|household|at home|the home|home life|home project|evenings?|gatherings?|part(y|ies)|visits?|visitors?|guests?|young relative|under one roof|celebrat\w*|busier|kitchen)\b/i;
/** Romance and partners, which a question about a brother or a parent must never meet. */
const ROMANCE = /\b(romance|romantic|lover|attraction|flirt\w*|dates?|dating|your partner|wedding)\b/i;
/** Courts and adversaries, which an application decided by an office does not have. */
const COURTROOM =
  /\b(wills?|courts?|opponents?|the other side|judges?|rulings?|trials?|inheritance|malice|lawsuits?|verdicts?|settlements?|disputes?|property|contracts?|negotiat\w*|competitors?|critics?|rivals?)\b/i;
/** Lines that blame, or make a lesson of, a loss: never said on a divorce or a grief. */
const BLAME =
  /\b(harden\w*|your need to|blocking your (growth|progress)|clinging|fooling yourself|self-pity|wallow\w*|you refuse|your own doing|lessons?|where surrender would|control everything)\b/i;
/** A person the card's figure is, which a quality the asker brings must not become. */
const FIGURE =
  /\b(woman|man|men|women|he|she|her|his|him|lady|youth|boy|girl|person|someone|somebody|colleague|manager|boss|relative|romantic|ruler|figure)\b|\b(a|your) partner\b|\bis the shadow of\b/i;
/** Borders and journeys, which a move within one country does not cross. */
const BORDER =
  /\b(travel|trips?|visas?|entry rules|passports?|tickets?|customs|abroad|overseas|foreign|flights?|holiday)\b/i;
/** Study already under way, which someone deciding whether to start has not begun. */
const ENROLLED =
  /\b(modules?|extensions?|revision|revise|lectures?|classmates?|tutors?|teachers?|coursework|deadlines?|bursts of study|independent study|hardest topic|exams?|grades?|marks|a good answer|what is actually required)\b/i;
/** Work lines that take a venture as already running, its success reached or its gains built. */
const ALREADY_RUNNING =
  /\b(success has made|the goal you reached|your efforts have brought|what you (have )?built|the standing you have earned|success goes uncelebrated|(established|long-established) compan\w*)\b/i;
/** Lines that hurry a grief along. */
const BRISK = /\b(next new thing|move on|moving on|get over|inertia|snap out|cheer up)\b/i;
/**
 * Lines that read a card's freedom or trickery into a grief: a loss is not a release to enjoy, and
 * the bereaved are not scheming or dishonest.
 */
const GRIEF_MISREAD =
  /\b(freedom|free|enjoy\w*|celebrat\w*|schem\w*|trick\w*|something honest|dishonest\w*|bluff\w*|manipulat\w*|lies|lying|deceiv\w*|deception|cheat\w*|all show)\b/i;
/** Lines that set the body a new exertion, which a hope to conceive is never advised. */
const EXERTION =
  /\b(exercise|way of moving|new (sport|training|regime)|push (yourself|your body|harder)|train harder|workouts?|gym|diet\w*|fasting|detox)\b/i;
/** Lines that point a married asker outside the marriage or at the wrong person. */
const OUTSIDE_MARRIAGE =
  /\b(wrong person|past partner|someone who has shown|someone new|an ex\b|reply while|old flame|first love|someone from your past|third party)\b/i;
/** Words after an imperative's first word that make it a description ("Work done without care…"). */
const NOT_A_COMMAND = /^\w+ (done|made|taken|given|left|kept|built|\w+ed)\b/i;
/**
 * "Rest and recovery come first", "Rest, gentle routines and talking to someone will help": the
 * first word is a noun heading a list, not an order, and said as the one thing to do it is no step.
 */
const LISTED_NOT_ORDERED = /^\w+(,| and) [^.;:]*\b(comes? first|(will|can|would) help)\b/i;
/** A sentence that leans on the one before it ("Let it be playful"), which cannot stand alone. */
const LEANS_BACK = /^(This|That)\b|\b(it|them|they|those|these)\b|\bthe (behaviour|habit|pattern|feeling)\b/i;

/** A couple asking where they are heading: the cards never pronounce the bond over (review r26). */
const couple = (sit: CrossSituation, q: QuestionReading) =>
  sit.bond === 'married' || (sit.partnered && !q.noPartner && q.subject === 'love');
/** Lines that declare a relationship dead, which no card says of a couple still in it. */
const PRONOUNCED_OVER =
  /\bit is over\b|\b(has )?reached its (painful )?end\b|\b(relationship|marriage|bond) (is|has) (over|ended|finished|dead)\b|\bwhere moving on begins\b/i;
/**
 * A card whose theme pronounces an end, as a couple hears it: the Ten of Swords is the end of a
 * painful chapter with the dawn behind it, not the end of the marriage.
 */
const COUPLE_THEME: Record<string, string> = {
  'swords-10-ten': 'the end of a painful chapter, a low point with the dawn already breaking behind it',
};

/** Whether a sentence fits the asker's situation as the question states it. */
function fitsCrossSituation(sentence: string, sit: CrossSituation, q: QuestionReading): boolean {
  if (couple(sit, q) && PRONOUNCED_OVER.test(sentence)) return false;
  if (sit.bond && NEW_LOVE.test(sentence)) return false;
  if (!sit.partnered && YOUR_PARTNER.test(sentence)) return false;
  if (sit.bond === 'divorce' && ASSUMES_PARTNER.test(sentence)) return false;
  if ((sit.bond === 'divorce' || sit.lonely || q.situation.grief) && BLAME.test(sentence)) return false;
  if (sit.kin && (HOUSEHOLD.test(sentence) || ROMANCE.test(sentence))) return false;
  if (!sit.deciding && PENDING.test(sentence)) return false;
  if (sit.bond === 'ex' && ONGOING.test(sentence)) return false;
  if (sit.purchase && HOUSEHOLD.test(sentence.replace(/\b(a |the |new |your )+(home|house)\b/gi, '')))
    return false;
  if (sit.application && COURTROOM.test(sentence)) return false;
  if (q.relocation && !sit.abroad && BORDER.test(sentence)) return false;
  if (sit.bond === 'married' && OUTSIDE_MARRIAGE.test(sentence)) return false;
  if (sit.starting && ENROLLED.test(sentence)) return false;
  if (sit.unproven && ALREADY_RUNNING.test(sentence)) return false;
  if ((q.care === 'pregnancy' || q.care === 'fertility') && EXERTION.test(sentence)) return false;
  if (
    (q.situation.grief || q.sensitive === 'grief') &&
    (BRISK.test(sentence) || GRIEF_MISREAD.test(sentence))
  )
    return false;
  return true;
}

/** The authored texts are fixed, so each is split into sentences once, not once per reading. */
const SPLIT = new Map<string, string[]>();
function sentencesOf(text: string): string[] {
  let out = SPLIT.get(text);
  if (!out) SPLIT.set(text, (out = splitSentences(text)));
  return out;
}

const courtKey = (p: Drawn) => `${p.card.rank}-${p.card.suit}`;
/**
 * A court card read as a quality (everywhere but the surroundings, where it is a person, and on a
 * question of love the hopes and fears, where it is the kind of person hoped for or feared).
 */
const asQuality = (p: Drawn, sit: CrossSituation) =>
  isCourt(p.card) && p.d.positionKey !== 'environment' && !romanceCourt(p, sit);
const romanceCourt = (p: Drawn, sit: CrossSituation) =>
  sit.romance && isCourt(p.card) && p.d.positionKey === 'hopes-fears';

/**
 * A card with only the authored sentences that fit the asker's situation: its meaning and every
 * subject keep the sentences that fit, a subject's sentences stopping at the first that does not
 * (they run on from one another). A court card read as a quality loses the sentences that make
 * it a man or a woman, all but the picture.
 */
function situated(
  p: Drawn,
  sit: CrossSituation,
  q: QuestionReading,
  domain: Domain | null,
  question: string,
): Drawn {
  const quality = asQuality(p, sit);
  // "Impatience with slow returns, or worry over money lent": off a money question the card is
  // read in its other sense, never as a loan nobody mentioned.
  const senses = p.m.theme.split(', or ');
  const grief = q.situation.grief || q.sensitive === 'grief';
  const senseKept = (aboutMoney(q, sit, domain) ? senses : senses.filter((t) => !MONEY_ONLY.test(t))).filter(
    (t) => !(grief && GRIEF_MISREAD.test(t)),
  );
  const theme =
    (q.sensitive === 'medical' ? CARE_THEME[rev(p.d) ? `${p.card.id}-reversed` : p.card.id] : undefined) ??
    (couple(sit, q) ? COUPLE_THEME[rev(p.d) ? `${p.card.id}-reversed` : p.card.id] : undefined) ??
    // A theme written for a grief comes before the card's general one, which may be about money
    // ("generosity that keeps the scales tilted", review d).
    (grief ? GRIEF_THEME[rev(p.d) ? `${p.card.id}-reversed` : p.card.id] : undefined) ??
    (senseKept.length > 0 ? senseKept.join(', or ') : p.m.theme);
  // A theme heard in reading after reading ("a hollow victory won at the cost of goodwill") is said
  // in one of its wordings, chosen by the question, so two customers do not share it (review d5).
  const worded = THEME_VARIANTS[theme];
  const themed = worded ? worded[hashOf(question) % worded.length]! : theme;
  const keep = (s: string) => fitsCrossSituation(s, sit, q) && !(quality && FIGURE.test(s));
  // A court card read as a quality keeps only its picture: the rest of its meaning describes the
  // figure as a man or a woman. The picture is the upright figure at its best, so a card read as
  // its shadow shows none ("studying it with complete attention" under "attention that drifts").
  const kept = quality
    ? rev(p.d)
      ? []
      : sentencesOf(meaningOf(p.card, false).meaning).slice(0, 1)
    : sentencesOf(p.m.meaning).filter(keep);
  // A sentence after one that does not fit goes too, when it leans on it ("Let it be playful").
  const situate = (text: string) => {
    const out: string[] = [];
    let dropped = false;
    for (const s of sentencesOf(text)) {
      // On a grief every sentence after a dropped one goes, so no scolding half is left behind.
      if (!keep(s) || (dropped && (grief || LEANS_BACK.test(s)))) dropped = true;
      else out.push(s);
    }
    return out.join(' ');
  };
  // A reading looks at two or three of a card's nine subjects: each is situated when first read.
  const subjects = {} as Drawn['m']['subjects'];
  for (const [k, text] of Object.entries(p.m.subjects)) {
    let said: string | undefined;
    Object.defineProperty(subjects, k, { enumerable: true, get: () => (said ??= situate(text)) });
  }
  return { ...p, m: { ...p.m, theme: themed, meaning: kept.join(' '), subjects } };
}

/**
 * The question as the Celtic Cross reads it: the situation corrects a few readings of the shared
 * classifier. A sibling's rift is not a body to heal; a visa application is decided by an office,
 * so it gets a lean; a house purchase is read for money and planning, a programme application for
 * study; "leave teaching to start a bakery" asks whether the new venture goes well, so no card's
 * lean is turned.
 */
function crossQuestion(question: string): {
  q: QuestionReading;
  sit: CrossSituation;
  domain: Domain | null;
  facts: StatedFacts;
  /** "Leave teaching and train as a nurse": a yes leaves the old path for the new one. */
  changing: boolean;
} {
  const q = readQuestion(question);
  // "Help my father through his depression" is his illness as much as "through his surgery" is:
  // read as a question about a pair of people, it gave "things between you and your father" and
  // workplace lines (review d5).
  if (q.care === 'mental' && q.sensitive === 'medical' && !q.thirdPerson && q.supported)
    q.thirdPerson = q.supported;
  const sit = crossSituation(question, q);
  const domain = domainOf(question);
  const facts = statedFacts(question);
  let changing = false;
  // Freezing eggs is a fertility question like IVF: a doctor's matter, with the same care note.
  if (domain?.key === 'fertility' && q.care !== 'pregnancy' && q.care !== 'fertility') {
    q.subject = 'health';
    q.sensitive = 'medical';
    q.care = 'pregnancy';
    q.noVerdict = true;
  }
  // A fertility decision is weighed like any decision, its lean held (see crossLean).
  if (q.care === 'fertility') q.noVerdict = false;
  const lower = question.toLowerCase();
  const bodily =
    /\b(ill\w*|sick\w*|disease|surgery|operation|doctor|diagnos\w*|cancer|hospital|treatment|pain|body|health\w*)\b/;
  // "Recover my confidence after redundancy" is a working life to rebuild, not an illness to nurse.
  if (domain?.key === 'jobloss' && q.sensitive === 'medical' && !bodily.test(lower)) {
    q.sensitive = null;
    q.care = null;
    q.noVerdict = false;
    q.subject = 'work';
  }
  // "Will my bakery recover after the flood?" is a livelihood to rebuild, not a body to heal.
  if (facts.property && q.sensitive === 'medical' && !bodily.test(lower)) {
    q.sensitive = null;
    q.care = null;
    q.noVerdict = false;
    q.subject = /\b(home|house|flat|apartment)\b/.test(lower) ? 'home' : 'work';
  }
  // A retiree's year is past the job: the cards speak to purpose, not to a working life.
  if (domain?.key === 'retirement' && q.subject === 'work') q.subject = 'spirit';
  if (sit.kin && q.sensitive === 'medical' && q.care !== 'dying' && !bodily.test(lower)) {
    q.sensitive = null;
    q.care = null;
    q.noVerdict = false;
    q.subject = 'home';
  }
  if (sit.application) {
    q.sensitive = null;
    q.care = null;
    q.court = false;
    q.noVerdict = false;
  }
  if (sit.purchase) q.subject = 'money';
  // A parent, a child or a sibling is family, never romance, however the shared reader filed it.
  if (sit.kin && q.subject === 'love') q.subject = 'home';
  if (sit.kin && !q.situation.role) {
    q.situation.role = /son|daughter/.test(sit.kin)
      ? 'child'
      : /brother|sister/.test(sit.kin)
        ? 'sibling'
        : 'parent';
    q.situation.roleWho = sit.kin;
  }
  // The loss of a pet is a grief like any other: no lean, no body, nothing brisk.
  if (PET_LOSS.test(lower) && q.sensitive !== 'grief') {
    q.sensitive = 'grief';
    q.care = 'grief';
    q.noVerdict = true;
    q.subject = 'spirit';
    q.situation.grief = true;
    q.situation.deceased = true;
  }
  // Standing by someone through an illness is read for the family's care, not the asker's body.
  if (q.supported && q.subject === 'health') q.subject = 'home';
  if (sit.admission) q.subject = 'study';
  if (
    q.leaving &&
    /\b(to|and) (start|open|set up|launch|begin|become|go|join|move|study|train|retrain|re-train|work)\b/.test(
      lower,
    )
  ) {
    q.leaving = false;
    changing = true;
  }
  // "…to retrain as a nurse" is a change of career, whatever else the question mentions.
  if (CAREER_CHANGE.test(lower)) q.subject = 'work';
  return { q, sit, domain, facts, changing };
}

/** A change of work named by its new role ("retrain as a nurse", "start as an electrician"). */
const CAREER_CHANGE =
  /\b(re-?train(?:ing)?|train(?:ing)?|work(?:ing)?|start(?:ing)? out|becom\w*|career) as (an? [a-z-]+(?: (?!(?:in|at|or|and|after|before|when|if|for|with|by|from|so|because|next|this|now|instead|again|abroad)\b)[a-z-]+){0,2})/;

const PET_LOSS =
  /\b(los(t|ing|s of)|death of|died|passed|put (down|to sleep)|grie\w+)\b.*\b(dog|cat|pet|horse|rabbit|puppy|kitten)\b|\b(dog|cat|pet|horse|rabbit)\b.*\b(died|passed away|death|put down|put to sleep)\b/;

/** What an open question asks for, so the opening can answer it in its own terms. */
type AskKind = 'block' | 'heading' | 'cope' | 'understand' | 'moral' | 'when' | 'why' | 'state' | 'other';

/** "What is going on with my partner lately?": a question about how someone is, answered of them. */
const STATE_OF =
  /\bwhat(?:'s| is) (?:going on|happening|up|wrong) with (?:my|our)\b|\bhow is (?:my|our) [\w-]+(?: [\w-]+)? (?:feeling|doing|really)\b/;

/**
 * The question's own terms: what kind of answer it wants, its object told back ("your career
 * progress"), the person a court card may be, and the parts beyond its core (an age, a time
 * frame, the family) that the answer must speak to as well.
 */
export interface CrossAsk {
  kind: AskKind;
  object: string | null;
  /** Who was lost, on a grief ("your dog", "your father"), or null. */
  lost: string | null;
  /** How the question says "blocking" ("holding you back from"), told back. */
  blocking: string;
  person: { who: string; gender: 'male' | 'female' | null } | null;
  age: string | null;
  when: string | null;
  family: boolean;
  /** "How will the hearing go?": answered with how it is likely to go and what helps. */
  how?: boolean;
  /** A custody question: the answer names the children. */
  custody?: boolean;
}

/** A choice that is the asker's to make on moral or family grounds: no bare yes or no. */
const MORAL =
  /\b(forgiv\w*|custody|(have|having|try for) (a|another|a second|a third|more) (child|baby|kids?|children)|cut (him|her|them|my \w+) off|(go|stay|remain) no contact|put (him|her|them|my \w+) in a (care )?home|leave my (husband|wife|partner|marriage)|divorce)\b/;
/** How a divorce or a custody case will be settled is not the asker's choice, so it gets a lean. */
const SETTLES = /\b(settle\w*|settlement|fairly|be fair|finali[sz]\w*|go through)\b/;

/** The parts of life an open question's object may be told back as ("your career progress"). */
const SAYABLE =
  /^(your |finding )?((music|writing|acting|art|teaching|design|nursing|legal|medical|academic|sporting) )?(career( progress)?|marriage|relationship|love life|love|business|studies|health|life|work|job|finances|family|future|plans|progress|startup|company|band|writing)$/;

const toYou = (s: string) =>
  s
    .replace(/\b(I am|I'm|we are|we're)\b/gi, 'you are')
    .replace(/\b(I|me|we|us)\b/gi, 'you')
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\b(myself|ourselves)\b/gi, 'yourself')
    .trim();

const PERSON_GENDER: Record<string, 'male' | 'female'> = {
  son: 'male',
  brother: 'male',
  father: 'male',
  dad: 'male',
  grandfather: 'male',
  grandad: 'male',
  grandpa: 'male',
  grandson: 'male',
  uncle: 'male',
  nephew: 'male',
  husband: 'male',
  boyfriend: 'male',
  daughter: 'female',
  sister: 'female',
  mother: 'female',
  mum: 'female',
  mom: 'female',
  grandmother: 'female',
  grandma: 'female',
  granddaughter: 'female',
  aunt: 'female',
  niece: 'female',
  wife: 'female',
  girlfriend: 'female',
};

/** "your elder sister" is read as her, "the buyer" as them: a named relation sets the pronoun. */
function genderOf(who: string): 'male' | 'female' | null {
  return (
    PERSON_GENDER[
      who.replace(/^(?:your|the) (?:teenage |adult |little |young |older |younger |elder |best )?/, '')
    ] ?? null
  );
}

export function askOf(question: string, q: QuestionReading, sit: CrossSituation): CrossAsk {
  const lower = question
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?!.]+\s*$/, '');
  const block =
    /\b(blocking|holding (?:me|us) back(?: from| in| with)?|stopping (?:me|us)(?: from)?|standing in the way of|in the way of)\s+(.+)$/.exec(
      lower,
    );
  const heading = /\bwhere (?:is|are) (.+?) (?:heading|going)\b/.exec(lower);
  const kind: AskKind =
    // A hope to conceive ("Will we manage to have a baby?") is not a choice to weigh but a sensitive hope.
    (q.yesNo || q.options) && MORAL.test(lower) && !SETTLES.test(lower) && q.care !== 'pregnancy'
      ? 'moral'
      : block || /\bwhat('s| is) (blocking|holding|stopping)\b/.test(lower)
        ? 'block'
        : heading
          ? 'heading'
          : /\bhow (do|can|should|will) (i|we) (cope|deal|get through|live with|handle|heal|carry on|bear)\b/.test(
                lower,
              )
            ? 'cope'
            : /\bwhat (do|should) (i|we) (need to )?(understand|know|see|learn)\b/.test(lower)
              ? 'understand'
              : /^\W*(when|how (long|soon))\b/.test(lower) && !q.yesNo
                ? 'when'
                : /^\W*why\b/.test(lower)
                  ? 'why'
                  : STATE_OF.test(lower)
                    ? 'state'
                    : 'other';
  const told = block ? toYou(block[2]!) : heading ? toYou(heading[1]!) : null;
  // Only a plain name for a part of life is said back; anything else the asker typed is not slotted.
  const object = told && SAYABLE.test(told) ? told : null;
  const blocking = block ? toYou(block[1]!) : 'blocking';
  const who =
    sit.kin ??
    // A single asker looking for a partner has nobody yet for a card to speak for (review r26).
    (q.situation.role && q.situation.role !== 'authority' && !(q.noPartner && q.situation.role === 'partner')
      ? q.situation.roleWho
      : null) ??
    (sit.bond === 'married'
      ? /\bhusband\b/.test(lower)
        ? 'your husband'
        : /\bwife\b/.test(lower)
          ? 'your wife'
          : 'your spouse'
      : null);
  const person = who
    ? {
        who,
        gender: genderOf(who),
      }
    : null;
  const age = /\bat (\d{2})\b/.exec(lower)?.[1] ?? null;
  const when =
    /\b(this (?:year|spring|summer|autumn|winter|month)|next (?:year|spring|summer|month)|(?:over |in |within )?the next [\w-]+ (?:months?|years?|weeks?))\b/.exec(
      lower,
    )?.[1] ?? null;
  const family = /\b(for (our|my|the) family|our family|the kids|our children|my children)\b/.test(lower);
  const pet = PET_LOSS.exec(lower);
  const lost = q.situation.deceased
    ? (q.situation.deceasedWho ?? q.situation.roleWho ?? (pet ? `your ${pet[4] ?? pet[5]}` : null))
    : null;
  return {
    kind,
    object,
    blocking,
    lost,
    person,
    age,
    when: when && toYou(when),
    family,
    how: kind === 'other' && HOW_GOES.test(lower),
    custody: CUSTODY.test(lower),
  };
}

/**
 * The places a reader weighs for a Celtic Cross yes or no (review r31: the outcome alone decided
 * it): the outcome most, then what approaches, your own card as the advice, and the heart, the
 * crossing and the hopes and fears. The crown, the people around you, the root and the recent past
 * describe the matter; they do not vote.
 */
const CROSS_WEIGHT: Record<string, number> = {
  outcome: 3,
  'near-future': 2,
  self: 1.5,
  present: 1,
  challenge: 1,
  'hopes-fears': 1,
};
/** A card line that calls the asker's matter favoured, which a no would contradict. */
const FAVOURED = /(?<!\bnot (?:\w+ )?)\bfavou?red\b/i;
/** A card line that calls the matter unfavoured, which a yes would contradict. */
const UNFAVOURED = /\bnot (\w+ )?favou?red\b|\bunfavou?rable\b/i;

/** Places whose card speaks for the matter now or ahead: the root, the past and the hopes do not. */
const POSITIONS = [
  'present',
  'challenge',
  'foundation',
  'recent-past',
  'crown',
  'near-future',
  'self',
  'environment',
  'hopes-fears',
  'outcome',
];
const TOPIC_PLACES = ['present', 'near-future', 'challenge', 'self', 'crown', 'environment', 'outcome'];

/** The card whose own line for the question calls the matter favoured, if one lies where it counts. */
function topicalOf(cards: Drawn[], q: QuestionReading): Drawn | undefined {
  if (q.leaving) return undefined;
  return cards.find(
    (p) =>
      TOPIC_PLACES.includes(p.d.positionKey) &&
      leanFor(p, q) === 'yes' &&
      FAVOURED.test(p.m.subjects[q.subject] ?? ''),
  );
}

/** Cards that hold their ground under strain: at the end they are a guarded answer, never a clear one. */
export const GUARDED = new Set(['wands-09-nine', 'wands-07-seven', 'swords-02-two', 'wands-05-five']);

/** The cards that vote on a yes or no, each with its lean on the question and its weight. */
interface Vote {
  p: Drawn;
  lean: TarotLean;
  w: number;
}

function votesOf(cards: Drawn[], q: QuestionReading): Vote[] {
  // A card whose own line for this question says the matter is favoured ("journeys, moves and ties
  // across borders are favoured") is the card of the topic: a reader weighs it as heavily as the
  // outcome, wherever it lies (review r24).
  const topical = topicalOf(cards, q);
  // A card whose meaning answers what is asked (the Six of Cups on a reunion) outweighs one read by
  // its general lean, and where the matter is read now or ahead it votes even from the crown or
  // the people around you.
  const intent = questionIntent(q);
  const weightOf = (p: Drawn) => {
    const base = CROSS_WEIGHT[p.d.positionKey] ?? 0;
    if (!intentCard(intent, p.card.id, rev(p.d))) return base;
    return TOPIC_PLACES.includes(p.d.positionKey) ? Math.max(base, 1) * TOPIC_WEIGHT : base;
  };
  // Waite's heavy cards (the Tower, the Sun) weigh more than a card of mild mood wherever they vote.
  return cards
    .map((p) => {
      const lean = leanFor(p, q);
      const w = p === topical ? Math.max(CROSS_WEIGHT.outcome!, weightOf(p)) : weightOf(p);
      return { p, lean, w: w * heavyWeight(lean, p.card.id, rev(p.d), q) };
    })
    .filter((v) => v.w > 0);
}

/**
 * Against the outcome, more weight than its own from the other voting cards leaves the answer open
 * (what approaches with your own card, say): they pull the other way harder than the end pulls.
 */
const CONTESTED = 3.5;

/**
 * The spread's yes or no, weighed from the outcome, what approaches, your own card, the crossing
 * and the hopes and fears. The outcome's paragraph is told from the outcome card, so the lean never
 * goes against it: where the others outweigh it the answer is open, and the reason names both sides.
 */
export function crossLean(cards: Drawn[], q: QuestionReading): SpreadLean {
  const votes = votesOf(cards, q);
  const sum = votes.reduce((n, v) => n + v.w * LEAN_VALUE[v.lean], 0);
  const total = votes.reduce((n, v) => n + v.w, 0);
  const score = sum / total;
  const outcome = votes.find((v) => v.p.d.positionKey === 'outcome')!;
  const o = LEAN_VALUE[outcome.lean];
  const rest = sum - outcome.w * o;
  const open: SpreadLean = { lean: 'unclear', strength: null, because: [] };
  // A heavy outcome (the Ten of Swords, the Sun) takes as much more to contest as it weighs.
  const contested = CONTESTED * heavyWeight(outcome.lean, outcome.p.card.id, rev(outcome.p.d), q);
  if (o !== 0 && Math.sign(rest) === -o && Math.abs(rest) >= contested) return open;
  // With the last card open, one light card (the hopes alone) is too little to answer on.
  if (o === 0 && Math.abs(rest) < 1.5) return open;
  const lean: TarotLean = (o || Math.sign(rest)) > 0 ? 'yes' : 'no';
  // A yes is never given over a heavy warning in what approaches (the Tower, the Ten of Swords): a
  // client would act on it. A heavy promise there against a no outcome only narrows the no.
  const near = votes.find((v) => v.p.d.positionKey === 'near-future');
  if (lean === 'yes' && near && heavyPull(near.p.card.id, rev(near.p.d), q) === 'no' && near.lean === 'no')
    return open;
  // Any voting card against the lean keeps it from being clear, two or more make it narrow, and a
  // guarded card at the end (the Nine of Wands, wounded and on watch) is never a clear answer.
  const against = votes.filter((v) => LEAN_VALUE[v.lean] === -LEAN_VALUE[lean]).reduce((n, v) => n + v.w, 0);
  // A heavy card pulling the other way anywhere in the ten (the Tower at the root) is no clear
  // answer either: "Yes, clearly" was read beside it (review z).
  const heavyAgainst = cards.some(
    (p) => heavyPull(p.card.id, rev(p.d), q) === (lean === 'yes' ? 'no' : 'yes'),
  );
  const size =
    against >= 2
      ? Math.min(Math.abs(score), 0.39)
      : against > 0 || heavyAgainst || GUARDED.has(outcome.p.card.id) || coreAgainst(cards, lean).length > 0
        ? Math.min(Math.abs(score), 0.59)
        : Math.abs(score);
  // A fertility decision is leaned on, never settled: the specialist guides the medical side.
  if (q.care === 'fertility') return { lean, strength: 'slightly', because: [] };
  return { lean, strength: size >= 0.6 ? 'clearly' : size >= 0.4 ? 'fairly' : 'slightly', because: [] };
}

/**
 * The heart of the matter and the crown set against a lean: a hard card there, or a kind card
 * reversed (hope dimmed, a wish that misses), under a yes; a kind card there under a no. They do
 * not vote, but "Yes, clearly… no weighing card holds back" over the Star reversed at the heart and
 * the Nine of Cups reversed in the crown read as a reader not looking (review d5).
 */
function coreAgainst(cards: Drawn[], lean: TarotLean): Drawn[] {
  return cards.filter(
    (p) =>
      (p.d.positionKey === 'present' || p.d.positionKey === 'crown') &&
      (lean === 'yes'
        ? tone(p) === 'hard' || (rev(p.d) && tone(p) !== 'good' && meaningOf(p.card, false).lean === 'yes')
        : lean === 'no' && tone(p) === 'good'),
  );
}

/**
 * The lean the reading gives, with its reason, for the voice guide: asked about the reading, the
 * guide must give the answer the reading shows, and the reason that reading names.
 */
export function crossAnswerLean(cards: Drawn[], q: QuestionReading): SpreadLean {
  const lean = crossLean(cards, q);
  const at = (key: string) => cards.find((p) => p.d.positionKey === key)!;
  return { ...lean, because: [leanReason(new Chooser('guide'), lean, q, at)] };
}

/**
 * The places that decide a choice between two paths: where it ends, the heart, what comes next and
 * the asker's own stance. The crossing card is the obstacle, and the crown, hopes and people around
 * colour the choice without choosing: a card laid across the matter never names the path.
 */
const CHOICE_PLACES = ['outcome', 'present', 'near-future', 'self'];

/** A two-path answer: the lean, the overview's reason and the closing's short one. */
interface ChoiceRead {
  lean: SpreadLean;
  reason: string;
  rests: string;
}

/**
 * "Should I sell it or keep it?" answered from the cards whose sense speaks to keeping or to
 * changing (the Ten of Pentacles on a parent's house), never from how kind the spread is: a
 * dispute at the end says nothing about selling. `stay` is which option keeps things as they are.
 */
function choiceLean(
  at: (key: string) => Drawn,
  options: [string, string],
  stay: 0 | 1,
  q: QuestionReading,
  sit: CrossSituation,
): ChoiceRead {
  const speaks = CHOICE_PLACES.map(at).flatMap((p) => {
    const sense = KEEP_OR_CHANGE[rev(p.d) ? `${p.card.id}-reversed` : p.card.id];
    // A card whose Waite sense is the matter itself (the Ten of Pentacles on a parent's house) is
    // the key card, as weighty as the outcome wherever among these places it falls.
    const key = WAITE_FITS.some(
      (f) => f.id === p.card.id && f.reversed === rev(p.d) && fitsTag(f.tag, q, sit),
    );
    if (!sense) return [];
    return [{ p, ...sense, w: key ? 3 : Math.max(CROSS_WEIGHT[p.d.positionKey] ?? 0, 0.5) }];
  });
  const weight = (side: 'keep' | 'change') =>
    speaks.filter((x) => x.side === side).reduce((n, x) => n + x.w, 0);
  const [keep, change] = [weight('keep'), weight('change')];
  const path = (side: 'keep' | 'change') => options[side === 'keep' ? stay : 1 - stay]!;
  const named = (x: (typeof speaks)[number]) => `${nm(x.p)}, ${WHERE[x.p.d.positionKey]}`;
  const h = at('present');
  if (speaks.length === 0)
    return {
      lean: { lean: 'unclear', strength: null, because: [] },
      reason: OPTION_REASON.none(options[0], options[1], nm(h), gist(h)),
      rests: OPTION_REASON.open,
    };
  const side = keep >= change ? 'keep' : 'change';
  const top = speaks.filter((x) => x.side === side).sort((x, y) => y.w - x.w)[0]!;
  const other = speaks.filter((x) => x.side !== side).sort((x, y) => y.w - x.w)[0];
  const reason = [
    // The head names the favoured path; only an even balance names both here.
    OPTION_REASON.one(named(top), top.says, keep === change ? path(side) : null),
    ...(other ? [OPTION_REASON.against(named(other), other.says, path(other.side))] : []),
  ].join(' ');
  const margin = Math.abs(keep - change);
  if (margin === 0)
    return { lean: { lean: 'unclear', strength: null, because: [] }, reason, rests: OPTION_REASON.open };
  const favoured = side === 'keep' ? stay : 1 - stay;
  return {
    lean: {
      lean: favoured === 0 ? 'yes' : 'no',
      strength: margin >= 2.5 ? 'clearly' : margin >= 1 ? 'fairly' : 'slightly',
      because: [],
    },
    reason,
    rests: OPTION_REASON.rests(nm(top.p), top.says),
  };
}

/** A card's lean on the question as asked, from what its meaning says to the question's intent. */
function leanFor(p: Drawn, q: QuestionReading): TarotLean {
  // Only the cards of deceit and of honesty answer whether someone deceives the asker (review r30).
  if (q.suspects) {
    const sign = honestySign(p);
    return sign > 0 ? 'yes' : sign < 0 ? 'no' : 'unclear';
  }
  // The card read for what the question asks ("Will we get back together?": the Eight of Cups is
  // someone walking away), else its own lean, turned on "Should I leave…?".
  const { lean, topical } = questionLean(q.leaving, questionIntent(q), p.card.id, rev(p.d), p.m.lean);
  // A heavy card its own lean leaves open pulls its way here: the Moon on a question of trust.
  return pulled(lean, p.card.id, rev(p.d), q, topical !== null);
}

/** The two paths of "Should I take the job or stay where I am?", told back in the second person. */
export function pathsOf(question: string): [string, string] | null {
  const options = optionsOf(question);
  if (!options) return null;
  return [neutralise(toYou(options.a)), neutralise(toYou(options.b))];
}

/** One card's text: the sentence that places it, then its sentences, some of them optional. */
interface CardText {
  frame: string;
  court: boolean;
  /** The card's general meaning beyond its picture, said only when the reading would run short. */
  spare: { text: string; on: boolean }[];
  /** In the order they are read: the card's meaning first, then what it says to the question. */
  /** `rank` orders the optional ones: the first meaning sentence, then the second for the question, then the rest. */
  sentences: { text: string; optional: boolean; on: boolean; rank: number; picture?: true }[];
}

/** A gerund said twice in one frame, once the card names (which may hold "-ing" words) are set aside. */
const REPEATED_GERUND = /\b(\w+ing)\b.*\b\1\b/;
const CARD_NAME = /\b(the )?[A-Z][\w ]* of [A-Z]\w*/g;

/**
 * The card's kind, for choosing its frame: the Major Arcana, then the suits in Waite's order, each
 * upright or reversed.
 */
const KINDS = [null, 'wands', 'cups', 'swords', 'pentacles'];
const kindIndex = (p: Drawn) => Math.max(0, KINDS.indexOf(p.card.suit)) + (rev(p.d) ? KINDS.length : 0);

/** The line a card's kind, and its neighbour's where one is read with it, chooses from a list. */
const pickBy = <T>(list: readonly T[], p: Drawn, other?: Drawn): T =>
  list[(kindIndex(p) + (other ? kindIndex(other) : 0)) % list.length]!;

/** How a card stands to its neighbour, from the two cards' own leans. */
function relation(p: Drawn, other: Drawn): Relation {
  // A kind card reversed is good held back, not firm ground to build on or lean against.
  const [a, b] = [groundTone(p), groundTone(other)];
  if (a === 'open') return 'open';
  if (b === 'open') return a === 'good' ? 'good-open' : 'hard-open';
  if (a === b) return a === 'good' ? 'both-good' : 'both-hard';
  return a === 'good' ? 'eases' : 'strains';
}

function frameOf(
  p: Drawn,
  sit: CrossSituation,
  person: boolean,
  of: (key: string) => Drawn,
  partner = false,
): string {
  const key = p.d.positionKey;
  const pos = CROSS_POSITIONS[key]!;
  const [n, N] = [nm(p), Nm(p)];
  const quality = COURT_QUALITY[courtKey(p)];
  // The neighbour a reader weighs this card against (the heart of the matter under the root, the
  // crossing card over the recent past; the outcome for the hopes and fears).
  const near = NEAR_FRAMES[key];
  const other = of(near?.of ?? 'outcome');
  // A court card read as the person the question names is that person throughout, never also a
  // part of the asker ("may well be your partner" beside "your need to control everything").
  if (!person && asQuality(p, sit) && quality && COURT_AS_QUALITY[key]) {
    const q = rev(p.d) ? quality.shadow : quality.gift;
    const side = rev(p.d) ? 'shadow' : 'gift';
    const ways = [COURT_AS_QUALITY[key]![side], ...(COURT_AS_QUALITY_MORE[key]?.[side] ?? [])];
    // The court card's suit and its neighbour choose the line, as they choose a plain card's frame.
    return naming(ways[(KINDS.indexOf(p.card.suit) + kindIndex(other)) % ways.length]!(n, N, q), key, sit);
  }
  if (romanceCourt(p, sit)) return pickBy(pos.court, p)(n, N, COURT_FIGURE[courtKey(p)]![rev(p.d) ? 1 : 0]);
  // A reversed crown that reads as undecided is a warning about the aim, never "the best this can
  // come to"; one that reads as a release (the Devil reversed) is the aim freed, not a warning.
  // The hopes and fears say which the card is, the hope or the fear, in the frame itself.
  const hopes = key === 'hopes-fears' && !isCourt(p.card) ? hopeTone(p) : null;
  const options =
    hopes && pos.hard && pos.good
      ? hopes === 'hard'
        ? pos.hard
        : pos.good
      : pos.hard &&
          (tone(p) === 'hard' ||
            (key === 'crown' && rev(p.d) && tone(p) === 'open' && !RELEASED.has(p.card.id)))
        ? pos.hard
        : pos.good && tone(p) === 'good'
          ? pos.good
          : isCourt(p.card)
            ? pos.court
            : pos.frames;
  // The asker's partner, reversed, is framed by the strain, not by the portrait of a corrupt man.
  const theme = partner && quality ? quality.shadow : p.m.theme;
  // A plain card's frame says what it does to its neighbour (the root under the heart of the
  // matter, the stretch the crossing card cuts across); the special lists above keep their say.
  const nearList = options === pos.frames && near ? near.by[relation(p, other)] : undefined;
  const list: ((n: string, N: string, t: string, x: string) => string)[] = nearList ?? options;
  // The two cards' kinds (a Major Arcana card, or a suit, upright or reversed) choose among the
  // lines, never the reading's seed: a frame belongs to the card and its neighbour.
  // A kind card across the heart is common and its frames few: the two cards themselves, not
  // only their kinds, choose among them, so two readings of a batch do not open the crossing alike
  // (review d5: "the answer to it more than the obstacle" over two different pairs).
  const first =
    kindIndex(p) +
    kindIndex(other) +
    (key === 'challenge' && options === pos.good ? hashOf(`${p.card.id}|${other.card.id}`) >>> 8 : 0);
  const frameAt = (k: number) => list[(first + k) % list.length]!(n, N, theme, nm(other));
  // A frame whose own verb the theme repeats ("which brings … bringing") gives way to the next.
  // Filled one at a time: the first frame nearly always fits, so the rest are never built.
  for (let k = 0; k < list.length; k++) {
    const text = frameAt(k);
    if (!REPEATED_GERUND.test(text.replace(CARD_NAME, ''))) return naming(text, key, sit);
  }
  return naming(frameAt(0), key, sit);
}

/** The heart of the matter and the outcome name what the question is about ("your marriage"). */
function naming(frame: string, key: string, sit: CrossSituation): string {
  const m = sit.matter;
  if (!m) return frame;
  if (key === 'present')
    return frame
      .replace(/\bthe matter\b/, m)
      .replace(/^(.+? covers you), the situation as it stands/, `$1, where ${m} stands`);
  if (key === 'outcome')
    return frame
      .replace(/^Where this is heading/, `Where ${m} ${/^things\b/.test(m) ? 'are' : 'is'} heading`)
      .replace(/^The outcome is\b/, `The outcome for ${m} is`)
      .replace(/^The last card, the outcome,/, `The last card, the outcome for ${m},`);
  return frame;
}

/**
 * A card's text: up to two sentences of its meaning (never the keyword lists) and its sentences
 * for the question. The first sentence for the question always stays; a card with none (the
 * people around you, a past card whose sentence looks ahead) keeps both its meaning sentences,
 * the picture and what it means.
 */
/** Places whose card is still to come: its sentences for the question are said as what is coming. */
const COMING = new Set(['near-future', 'outcome']);
/** A present-tense statement a reader would say of what is coming with "will" (review r31). */
const PRESENT_FACT: [RegExp, string][] = [
  [/^You are\b/, 'You will be'],
  [/^You['’]re\b/, 'You will be'],
  [/^(This|That|It|There) is\b/, '$1 will be'],
  [/^There are\b/, 'There will be'],
  [/^(You|They) (feel|find|see|know|have|get|need|want)\b/, '$1 will $2'],
];
/**
 * The first statement the table above does not reach is framed as arriving; commands, and lines
 * that already hedge or look ahead ("may", "will", "This comes soon"), are left as they are.
 */
const AHEAD =
  /\b(may|might|can|could|will|would|soon|next|ahead|yet|has|have|had)\b|^(It asks|This comes)\b/i;
/**
 * The imperatives that open the cards' sentences for a question: a lead-in would turn a command
 * into nonsense ("In the end, study…").
 */
const BIDDING =
  /^(Accept|Acknowledge|Act|Adapt|Address|Adjust|Admit|Agree|Aim|Allow|Answer|Apologise|Appeal|Apply|Approach|Ask|Avoid|Back|Be|Blend|Book|Break|Breathe|Bring|Build|Call|Carry|Celebrate|Change|Channel|Charge|Check|Choose|Claim|Clarify|Close|Come|Commit|Confirm|Consider|Consult|Control|Count|Cut|Deal|Decide|Defend|Delegate|Do|Document|Double-check|Drop|Earn|Ease|Embrace|Encourage|Enjoy|Expect|Explore|Face|Fill|Find|Finish|Fix|Focus|Follow|Gather|Give|Go|Guard|Hand|Handle|Have|Heed|Help|Hold|Host|Indulge|Invest|Invite|Join|Keep|Lay|Learn|Leave|Let|Listen|Live|Look|Loosen|Lower|Make|Map|Mark|Measure|Meet|Move|Name|Negotiate|Notice|Observe|Open|Pace|Pack|Pass|Pay|Pick|Pin|Pitch|Plan|Plant|Play|Postpone|Pour|Practise|Prepare|Press|Protect|Push|Put|Question|Raise|Reach|Read|Rebalance|Rebuild|Receive|Reconnect|Reconsider|Refresh|Regain|Regroup|Rein|Release|Rely|Remember|Remind|Renew|Resist|Resit|Respond|Rest|Restore|Return|Review|Revisit|Ride|Salvage|Savour|Say|Scale|Scrutinise|Seek|Separate|Set|Settle|Share|Shore|Show|Sign|Simplify|Sit|Sleep|Slow|Soften|Sort|Speak|Spend|Stand|Start|State|Stay|Steer|Step|Stick|Stop|Study|Supplement|Support|Surrender|Tackle|Take|Talk|Tell|Tend|Test|Thank|Think|Throw|Track|Treat|Trim|Trust|Try|Turn|Use|Verify|Wait|Walk|Watch|Weigh|Welcome|Widen|Withdraw|Work|Write)\b/;
const LEAD: Record<string, string[]> = {
  'near-future': ['As it arrives, ', 'In the weeks ahead, ', 'When it comes, '],
  outcome: ['By the end, ', 'As this plays out, ', 'In the end, '],
};

function asComing(c: Chooser, sentences: string[], key: string): string[] {
  let led = false;
  return sentences.map((s) => {
    const swap = PRESENT_FACT.find(([re]) => re.test(s));
    if (swap) return s.replace(swap[0], swap[1]);
    if (
      led ||
      COMMAND.test(s) ||
      BIDDING.test(s) ||
      AHEAD.test(s) ||
      !/^[A-Z][a-z]/.test(s) ||
      /^I\b/.test(s)
    )
      return s;
    led = true;
    return `${c.pick(`coming:${key}`, LEAD[key]!)}${s[0]!.toLowerCase()}${s.slice(1)}`;
  });
}

function cardText(
  c: Chooser,
  p: Drawn,
  q: QuestionReading,
  step: Step | null,
  sit: CrossSituation,
  told: Told,
  of: (key: string) => Drawn,
): CardText {
  const key = p.d.positionKey;
  // A loss is not read as money worries ("worry about material things crowds out peace" beside a
  // grief for a grandmother, review d) unless the question is about an estate or a debt.
  const moneyOff = (s: string) =>
    (q.situation.grief || q.sensitive === 'grief') && !aboutMoney(q, sit, told.domain) && MATERIAL.test(s);
  const meaning = usable(p.m.meaning, q)
    .filter(
      (s) =>
        !KEYWORD_LIST.test(s) &&
        !CITES_TRADITION.test(s) &&
        !(q.noPartner && ASSUMES_PARTNER.test(s)) &&
        suitsCare(s, q) &&
        !(q.sensitive && q.sensitive !== 'legal' && STARK.test(s)) &&
        !(PAST_PLACES.has(key) && STILL_NOW.test(s)) &&
        !raisesUnasked(s, q) &&
        // "The attraction was stronger on one side" is the Two of Cups reversed on a romance, never
        // on a father's stroke (review a).
        !unaskedImage(s, q) &&
        !moneyOff(s) &&
        !(told.unwell && WORKPLACE.test(s)) &&
        !told.domain?.off.test(s),
    )
    // "The Tower reversed: … Reversed, the card…": the frame has said it already.
    .map((s) => (rev(p.d) ? asReversed(s, p) : s))
    .slice(0, 2);
  // The root is as much behind the asker as the recent past: its sentence is told in the past.
  const placed = key === 'foundation' ? { ...p, d: { ...p.d, positionKey: 'recent-past' } } : p;
  const said = placedSubject(placed, q);
  const keeps = (s: string) =>
    s !== step?.sentence &&
    // One meaning per card: a theme of fear is not followed by a warning against haste, nor the
    // other way round (review r26: the Two of Wands reversed as both).
    !againstTheme(p.m.theme, s) &&
    !restatesTheme(p.m.theme, s) &&
    !LEAKED.test(s) &&
    !(PAST_PLACES.has(key) && STILL_NOW.test(s)) &&
    // The asker's own places read the asker: "malice on the other side" belongs to another card.
    !(OWN_PLACES.has(key) && OTHER_SIDE.test(s)) &&
    // Under a yes or a no, no card line urges the other way, command or not ("it may as well be you").
    !((COMMAND.test(s) || URGING.test(s) || DECIDED.has(told.frame.verdict)) && !agrees(s, told.frame)) &&
    // "Relocation is favoured" under a no (or "not favoured" under a yes) says the other answer.
    !(told.frame.verdict === 'hold' && FAVOURED.test(s)) &&
    !(told.frame.verdict === 'go' && UNFAVOURED.test(s)) &&
    !moneyOff(s) &&
    !(told.unwell && WORKPLACE.test(s)) &&
    !(COMMAND.test(s) && literalBuilding(s, told.question)) &&
    !told.domain?.off.test(s);
  // A short line leans on the one before ("Choose something simpler."): it goes where that went,
  // and one left first has lost it already.
  // A card's subject lines state facts and give orders ("Your vitality is strong… Get outside"):
  // in the hopes and fears they would read as the outcome, so that place says only which the card
  // is, a hope or a fear, and what it pictures.
  const hopes = key === 'hopes-fears';
  const keptAt = hopes ? [] : said.map(keeps);
  let subject = hopes
    ? []
    : said.filter((s, i) => keptAt[i] && (s.split(' ').length > SHORT_LINE || (i > 0 && keptAt[i - 1])));
  // Finding love: a card whose love sentences all speak to a partner the asker does not have yet
  // speaks instead with its sentences for the inner path, which is where the block is sought.
  if (subject.length === 0 && !hopes && q.noPartner && q.subject === 'love' && !PAST_OR_OTHERS.has(key))
    subject = usable(p.m.subjects.spirit, q).filter((s) => fitsQuestion(s, q) && s !== step?.sentence);
  const waite = WAITE_FITS.find(
    (f) => f.id === p.card.id && f.reversed === rev(p.d) && fitsTag(f.tag, q, sit),
  );
  // A card whose picture names the matter outright (the Chariot on a driving test) says so too.
  const found = waite ? null : literalFit(p, told.question, q);
  // "Leave accounting" is not a journey: a card pictured as the move fits only a move.
  const literal = found && !q.relocation && MOVE_FIT.test(found) ? null : found;
  const hook = waite ? null : hookFor(told.domain, told.question, p.card.id, rev(p.d));
  const fitted =
    waite ??
    (hook ? { text: hook } : null) ??
    (literal &&
    fitsCrossSituation(literal, sit, q) &&
    !told.domain?.off.test(literal) &&
    agrees(literal, told.frame)
      ? { text: literal }
      : null);
  const cites = fitted !== null && CITES_TRADITION.test(fitted.text);
  const fit =
    (cites && told.citations >= WAITE_CITATIONS) || (fitted && told.fits.has(fitted.text)) ? null : fitted;
  if (fit && cites) told.citations++;
  if (fit) told.fits.add(fit.text);
  // The people around you: the card's sentences for the question that speak of others, not to you.
  if (key === 'environment')
    subject = subjectSentences(p, q)
      .filter((s) => !/\byou/i.test(s) && !COMMAND.test(s) && keeps(s))
      .slice(0, 1);
  if (COMING.has(key)) subject = asComing(c, subject, key);
  // Beyond its picture, a card's general meaning is kept in reserve: it would read the same in
  // every reading where the card falls, so it is said only when the reading would run short.
  // A fit that describes the picture itself ("The figure holds a globe…") takes the picture's place,
  // so the card's picture is never described twice.
  // A reversed card's first meaning sentence often says its theme again ("a gift with strings
  // attached… The Six of Pentacles shows giving turned sour"): the picture is said instead.
  // A shadow card in the asker's own place is read as a pressure on them; its picture (the thief
  // tiptoeing away) would read as their portrait, so it is not described.
  const shadow = key === 'self' && !rev(p.d) ? SHADOW_SELF[p.card.id] : undefined;
  const restates = rev(p.d) && meaning.length > 0 && /^The [A-Z][\w' ]* shows\b/.test(meaning[0]!);
  let general =
    shadow || (fit && FIT_PICTURE.test(fit.text))
      ? []
      : restates
        ? sentencesOf(meaningOf(p.card, false).meaning).slice(0, 1)
        : meaning.slice(0, 1);
  // A card every other sentence of which the question ruled out still shows its picture.
  if (general.length === 0 && subject.length === 0 && !fit && !shadow)
    general = sentencesOf(p.m.meaning)
      .filter((s) => !readsLiterally(s) && suitsCare(s, q))
      .slice(0, 1);
  // A card none of whose own sentences speaks to this question is applied to it in so many words.
  // A court card the fit already names as someone (Waite's King of Swords as the judge) is not
  // also the person the question names (review r26b: "the judgement your case rests on" and "may
  // well be your employer" in one paragraph).
  const person = fit && OTHER_ROLE.test(fit.text) ? [] : courtPerson(p, told);
  // The person the question names is read in the people around you, unless a court card is them.
  const who = told.ask.person;
  const toward =
    key === 'environment' &&
    who &&
    person.length === 0 &&
    told.persons === 0 &&
    !told.deceased &&
    !told.unwell &&
    // A parent with dementia is cared for, not won over: the card is read for the carer instead.
    q.care !== 'elder' &&
    q.care !== 'dying' &&
    q.situation.askerRole !== 'carer' &&
    // A move for a wife's job is made with her, not against her: no card is read as her stance (review r27 set f).
    !/\bfor (my|our) \w+['’]s\b/i.test(told.question)
      ? [
          towardYou(
            c,
            who.who,
            tone(p),
            who.gender,
            ADVERSE.test(told.question),
            p.card.id === 'major-13-death' && !rev(p.d),
            told.domain?.key === 'infidelity' || HIGH_STAKES.test(told.question),
          ),
        ]
      : [];
  // The person is read in one card only: a court card later in the spread stays a quality.
  if (toward.length > 0) told.persons++;
  // Behind the asker a card with no line of its own for the question says its sense instead (never
  // its picture, kept for the heart and the outcome): the stock tie there was the same in any
  // reading ("Some of the weight in … comes from here, and it has not been cleared away" in a third).
  const picture = sentencesOf(meaningOf(p.card, false).meaning)[0];
  const sense = meaning.find((s) => s !== picture);
  const behind =
    PAST_PLACES.has(key) &&
    subject.length === 0 &&
    !fit &&
    !shadow &&
    toward.length === 0 &&
    person.length === 0
      ? sense
      : undefined;
  // Its picture stays in reserve, for a reading that runs short.
  if (behind) general = [behind, ...general.filter((g) => g !== behind)];
  // Hopes and fears always says which the card is for this question, a hope or a fear.
  const applied =
    key === 'hopes-fears' || (subject.length === 0 && !fit && !shadow && toward.length === 0 && !behind);
  const sentences = [
    ...(fit
      ? [
          {
            text: fit.text.replace(/\byour child\b/g, told.ask.person?.who ?? 'your child'),
            optional: false,
            rank: 0,
          },
        ]
      : []),
    // Outside the heart and the outcome a picture waits until the reading runs short.
    ...general.map((text, k) => ({
      text,
      optional: !(behind && k === 0) && (subject.length > 0 || !PICTURED.has(key) || k > 1),
      rank: 2 * k,
      // The sense said in place of a stock tie is no picture: the card may still take a spare line.
      ...(behind && k === 0 ? {} : { picture: true as const }),
    })),
    ...subject.map((text, k) => ({ text, optional: k > 0, rank: 2 * k - 1 })),
    ...[
      ...person,
      ...toward,
      ...(applied
        ? [applyTo(c, p, q, sit, told, step, key === 'challenge' ? of('present') : undefined)]
        : []),
    ].map((text) => ({
      text,
      optional: false,
      rank: 0,
    })),
  ].map((s) => ({ ...s, on: !s.optional }));
  const spare = meaning
    .slice(general.length, 2)
    .filter((text) => text !== behind)
    .map((text) => ({ text, on: false }));
  const partner = person.length > 0 && rev(p.d) && PARTNER_WHO.test(told.ask.person?.who ?? '');
  // A court card the reading names as someone else (Waite's King of Swords as the judge) is that
  // person only, never also "the part you play" (review r26: one card, one role).
  const other = isCourt(p.card) && sentences.some((s) => s.on && OTHER_ROLE.test(s.text)) && key !== 'self';
  return {
    frame: shadow ? shadow(nm(p), told.matter) : frameOf(p, sit, person.length > 0 || other, of, partner),
    court: isCourt(p.card),
    sentences,
    spare,
  };
}

/**
 * A card's line that says its theme over again ("a quieter happiness, or a celebration put off"
 * and then "Happiness is real though not on show, or a celebration you planned is put off"): the
 * theme has just been said after the card's name, so the line adds nothing (review r27).
 */
function restatesTheme(theme: string, s: string): boolean {
  const words = theme.toLowerCase().match(/[a-z]{5,}/g) ?? [];
  const said = s.toLowerCase();
  return words.length >= 3 && words.filter((w) => said.includes(w)).length * 3 >= words.length * 2;
}

/** Fear and holding back, against haste and rushing: a card is read one way in a reading. */
const FEARFUL = /\b(fear\w*|afraid|timid\w*|hesitat\w*|holding back|inside the walls|too cautious)\b/i;
const HASTY = /\b(hast\w*|rush\w*|too fast|impulsiv\w*|reckless\w*|careless\w*|half-made|slow down)\b/i;
function againstTheme(theme: string, s: string): boolean {
  // A theme of two senses ("a leap made carelessly, or one refused out of fear") holds both.
  if (theme.includes(', or ')) return false;
  const fear = FEARFUL.test(theme);
  const haste = HASTY.test(theme);
  return (
    (fear && !haste && HASTY.test(s) && !FEARFUL.test(s)) ||
    (haste && !fear && FEARFUL.test(s) && !HASTY.test(s))
  );
}

/** A card line that makes a court card someone else in the matter: a judge, a lawyer, an official. */
const OTHER_ROLE = /\b(judge|lawyer|solicitor|barrister|magistrate|mediator|official|examiner)s?\b/i;

/** A bond at stake, where another's feelings are never foretold (review r26b). */
const HIGH_STAKES =
  /\b(affairs?|cheat\w*|unfaithful|infidelit\w*|betray\w*|divorc\w*|separat\w*|estranged|abus\w*)\b/i;

/** The places whose card's picture is described whenever there is room. */
const PICTURED = new Set(['present', 'outcome']);

/** A literal fit that reads the card as a change of home or country. */
const MOVE_FIT = /\bthe move\b|\ba move\b|\bemigrat\w*|\bthe journey\b/;

/** A literal fit that describes the card's picture, not only its meaning. */
// "Your question in a picture" is a picture, whatever it shows: the Sun's child riding out was
// followed by the Sun's walled garden (review d).
const FIT_PICTURE =
  /\b(figures?|boat|ships|globe|cup of flowers|snow|coins|sphinxes|tiptoeing|craftsman|archway|old garden|in a picture)\b/;

/** What every card's text shares: the question's terms, the matter's name, the people already named. */
interface Told {
  ask: CrossAsk;
  /** The question as the asker typed it. */
  question: string;
  /** The asker's matter as the cards are applied to it ("your marriage"). */
  matter: string;
  /** The person in the question has died. */
  deceased: boolean;
  /** Cards applied to the matter so far. */
  applied: number;
  /** Court cards already read as the person in the question: one at most, so no two cards claim them. */
  persons: number;
  /** Fits so far that cite Waite. */
  citations: number;
  /** Fits already said: one shared by several cards (the Pages on a hope for a child) is said once. */
  fits: Set<string>;
  /** The person is ill: no court card reads their character while the asker stands by them. */
  unwell: boolean;
  /** The reading's one answer, which every card's advice agrees with. */
  frame: AnswerFrame;
  /** The kind of question (a tenancy, a lawsuit): its label, and the advice that does not belong. */
  domain: Domain | null;
  /** The next steps' lines: a card's paragraph leaves its advice to the list rather than say it twice. */
  steps: Set<string>;
  /** The crossing card's own line has read it against the heart of the matter already. */
  crossRead?: boolean;
}

/**
 * Card lines written for a quicker reading that read as leaked into this one: a clock time ("before
 * lunch") where the spread speaks of weeks, and the three-card reading's stock advice on a strained
 * partnership, which a client who buys both would read twice.
 */
const LEAKED = /\b(before lunch|tonight|this evening|revisit the terms before)\b/i;

/**
 * Lines about a workplace or a plan being built, which beside another's illness read as about the
 * wrong thing ("The plan may be sound, but nobody is building it with care" on a father's
 * depression, review d5).
 */
const WORKPLACE =
  /\b(plans?|team|colleagues?|workplace|office|boss|career|projects?|jobs?|credit|business|promotion|clients?|deals?|building it)\b/i;

/** Advice that does not belong on a reading's list of steps, whatever the question. */
const OFF_ADVICE = /\b(party|tonight|drinks?|dates?|flirt\w*|wedding)\b/i;
/**
 * Advice in the language of building ("let the damaged structure go, and build the next one on
 * honest foundations", the Tower) on a question about a house reads as the house itself falling
 * down or being rebuilt (review d5).
 */
const HOME_QUESTION = /\b(house|home|flat|apartment|property|cottage|bungalow)\b/i;
const BUILDING =
  /\b(structures?|foundations?|build\w*|rebuild\w*|walls?|collapse\w*|demolish\w*|tear (it )?down|roofs?|bricks?)\b/i;
const literalBuilding = (line: string, question: string) =>
  HOME_QUESTION.test(question) && BUILDING.test(line);

/** A question about mending a bond, which advice about leaving it does not answer. */
const REPAIR = /\b(rebuild|repair|mend|heal|reconcil\w*|trust|close again|forgive|get on)\b/i;
const EXIT = /\b(exit|leav\w*|drift back|walk away|resign\w*|cut ties)\b/i;
/** Advice to force the pace, which a bond being mended does not take. */
const FORCED = /\b(act decisively|act fast|act now|at once|strike while|charge in)\b/i;
/** Advice about deals and money, which a question about a son or a mother is not. */
const MONEY_DEAL = /\b(deals?|money|savings|pays?|invest\w*|prices?|contracts?|penny|budget)\b/i;
/**
 * Advice and senses about deals, gifts and loans: a card's money reading, said only where the
 * question is about money or work ("refuse the deal that pays well" invents a deal on a move).
 */
/** Money and possessions, which a grief is not read as unless it asks about them. */
const MATERIAL =
  /\b(money|material|financ\w*|savings|deals?|debts?|bills|wealth|prosper\w*|pays?|invest\w*|prices?|budget|security)\b/i;
const MONEY_ONLY = /\b(deals?|gifts?|pays well|bribe\w*|lend\w*|lent|loans?|invest\w*)\b/i;
const MONEY_DOMAINS = new Set(['investment', 'partnership', 'jobloss']);
const aboutMoney = (q: QuestionReading, sit: CrossSituation, domain: Domain | null) =>
  q.subject === 'money' || q.subject === 'work' || sit.purchase || MONEY_DOMAINS.has(domain?.key ?? '');
/** Advice that needs another person in the question. */
const NEEDS_PERSON =
  /\b(the other person|this person|the two of you|both of you|each other|your partner|him|her|he|she|they|them)\b/i;

/** A card's own advice as a clause, when it fits the question as asked; otherwise null. */
const HABIT = /\bhabit that\b|\bthe habit\b/i;
const ASSUMES_WRONG = /\bwhat went wrong\b|\bmake amends\b|\bthe mistake you\b/i;
/** A question that says something went wrong between people, or that a case is being fought. */
const WRONG_DONE =
  /\b(wrong|fight|fought|argu\w*|fell out|falling out|break ?up|broke up|split|ex|divorc\w*|betray\w*|cheat\w*|blame\w*|fault|mistakes?|conflict|dispute|court|lawsuit|sue|suing|row|quarrel\w*|hurt|estranged|make up|reconcil\w*|forgiv\w*|fired|sacked|failed|lost)\b/i;

/**
 * A card's advice is weighed for the next steps and again for its own paragraph, with the same
 * question and answer: the second time is read from here. A drawn card belongs to one reading.
 */
const ADVICE = new WeakMap<Drawn, string | null>();
function adviceOf(
  p: Drawn,
  q: QuestionReading,
  sit: CrossSituation,
  ask: CrossAsk,
  frame: AnswerFrame,
  domain: Domain | null,
  question: string,
): string | null {
  let a = ADVICE.get(p);
  if (a === undefined) ADVICE.set(p, (a = weighAdvice(p, q, sit, ask, frame, domain, question)));
  return a;
}

function weighAdvice(
  p: Drawn,
  q: QuestionReading,
  sit: CrossSituation,
  ask: CrossAsk,
  frame: AnswerFrame,
  domain: Domain | null,
  question: string,
): string | null {
  // A card whose general advice would turn the asker's role round on this kind of question (the
  // Seven of Swords to the one who had the affair) gives its step for that question (review r26b).
  const own = domainStep(domain, question, p.card.id, rev(p.d));
  if (own) return own;
  // A stock line of advice that many readings would share is said in one of its variants, chosen
  // by the question, so two customers do not hear it word for word (review r26).
  const variants = ADVICE_VARIANTS[p.m.advice];
  const a = variants ? variants[hashOf(question) % variants.length]! : p.m.advice;
  if (domain?.off.test(a)) return null;
  // A card's general advice was written for the asker's own life; on another's illness it misleads.
  if ((q.sensitive === 'medical' && q.thirdPerson) || q.care === 'dying') return null;
  if (
    !fitsCrossSituation(a, sit, q) ||
    !fitsQuestion(a, q) ||
    readsLiterally(a) ||
    OFF_ADVICE.test(a) ||
    LEAKED.test(a)
  )
    return null;
  if (!ask.person && !q.company && NEEDS_PERSON.test(a)) return null;
  if (sit.kin && MONEY_DEAL.test(a)) return null;
  // Savings and offers are no advice for finding or keeping love (review r26).
  if (q.subject === 'love' && MONEY_DEAL.test(a) && !aboutMoney(q, sit, domain)) return null;
  if (MONEY_ONLY.test(a) && !aboutMoney(q, sit, domain)) return null;
  // Trust is mended slowly: "act decisively today" to a parent rebuilding trust with a son
  // argues with every line about listening and keeping small promises (review r27).
  if (sit.repair && FORCED.test(a)) return null;
  // Advice in two halves ("take one step; the swords do not close the path") breaks a list of steps.
  if (a.includes(';') || !agrees(a, frame)) return null;
  // "Identify the habit that controls you" is a reading about a habit, not a court case.
  if (HABIT.test(a) && (q.sensitive === 'legal' || q.court)) return null;
  // "Own your part in what went wrong" assumes a wrong the question never mentions.
  if (ASSUMES_WRONG.test(a) && !WRONG_DONE.test(question)) return null;
  if (literalBuilding(a, question)) return null;
  return asClause(a);
}

/** Places whose applied line is chosen by the question as well as the card. */
const SALTED = new Set(['environment', 'hopes-fears']);

/** A fear line that waves the fear away, which a body, a mind or a loss never hears. */
const DISMISSES = /\byour worry speaking\b|\bnot what will happen\b|\bit will shrink\b|\bsome of its size\b/i;

/** The same word twice in a row, as a filled template says it when its slot repeats the frame. */
const DOUBLED_WORD = /\b(\w+) \1\b/i;

/** A small stable hash of the question, to pick among variants without a chooser. */
function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** What the asker's part is in someone else's care, by the care the question names: IVF is a treatment, no recovery. */
const CARER_PART: Partial<Record<CareKind, string>> = { elder: 'care', pregnancy: 'treatment' };

/** The sentence that applies a card to the asker's matter, with its own advice where that fits. */
function applyTo(
  c: Chooser,
  p: Drawn,
  q: QuestionReading,
  sit: CrossSituation,
  told: Told,
  step: Step | null,
  heart?: Drawn,
): string {
  // The people around you take no advice, and a hard card in your own place is a risk named,
  // not a rule to live by ("check who benefits" from the Seven of Swords).
  const own =
    p.d.positionKey === 'environment' || (p.d.positionKey === 'self' && tone(p) === 'hard')
      ? null
      : adviceOf(p, q, sit, told.ask, told.frame, told.domain, told.question);
  // A card's own advice never argues with the next steps ("act decisively today" in a paragraph
  // when the steps say "wait for clearer light"): the reading gives one direction (review r26).
  const steps = [...told.steps];
  const argues =
    own !== null &&
    ((pushes(own) && steps.some((x) => WAITS.test(x))) || (WAITS.test(own) && steps.some((x) => pushes(x))));
  const advice = own && own !== step?.text && !told.steps.has(own) && !argues ? own : null;
  // A guarded card at the end is not a road that "runs well": it is read as undecided.
  const guarded = p.d.positionKey === 'outcome' && GUARDED.has(p.card.id) && tone(p) === 'good';
  // Hopes and fears says which the card is: an undecided card reversed is read as the fear.
  const hoped = p.d.positionKey === 'hopes-fears' && tone(p) === 'open' && rev(p.d) ? hopeTone(p) : null;
  const texts = APPLY[p.d.positionKey]![hoped ?? (guarded ? 'open' : tone(p))];
  // A long name for the matter is said in turns with a shorter one, so it does not ring on.
  const carer = q.thirdPerson && /^your (support for|help through)\b/.test(told.matter);
  const matter =
    carer && told.applied++ % 2 === 0
      ? `your part in ${{ her: 'her', him: 'his', them: 'their' }[q.thirdPerson!.pronoun]} ${CARER_PART[q.care!] ?? 'recovery'}`
      : told.matter;
  // A matter that opens on the frame's own word ("It is leaving leaving teaching behind") takes
  // another frame of the same tone.
  // likewise a gerund matter after the frame's own gerund ("stepping out of leaving teaching").
  const after = /^\w+ing\b/.test(matter) ? new RegExp(`\\b\\w+ing (?:out of )?${escapeRe(matter)}`) : null;
  // A kind card among the people around you says what it shows of them, unless that is a
  // celebration beside a loss.
  const kind =
    p.d.positionKey === 'environment' && tone(p) === 'good'
      ? ENV_KIND[rev(p.d) ? `${p.card.id}-reversed` : p.card.id]
      : undefined;
  if (kind && !((q.situation.grief || q.sensitive === 'grief') && GRIEF_MISREAD.test(kind))) return kind;
  const h = heart && { n: nm(heart), s: sense(heart), tone: groundTone(heart), x: nm(p) };
  if (romanceCourt(p, sit))
    return (told.ask.kind === 'why' ? ROMANCE_COURT.pattern : ROMANCE_COURT.hope)(matter);
  // Beside another's illness a fear is never brushed off as "your worry speaking": it may be the
  // thing to act on (review d5).
  if (told.unwell && p.d.positionKey === 'hopes-fears' && (hoped ?? tone(p)) === 'hard')
    return CARE_FEAR(sense(p));
  const fits = texts.filter((t) => {
    const said = t(matter, capitalise(matter), advice, sense(p), h);
    return !DOUBLED_WORD.test(said) && !after?.test(said) && !(q.sensitive && DISMISSES.test(said));
  });
  // The people around you and the hopes are read in every reading, and their lines are few:
  // chosen by the question as well as the card, two readings of one batch do not share "in
  // circumstances and people you do not control" or "it is a fair thing to want" (review d5).
  const pool = fits.length ? fits : texts;
  // A fear's lines stay with the card alone: they were spread so that no one fear line is
  // heard in more than one reading in ten (issue 26).
  const salted =
    SALTED.has(p.d.positionKey) && !(p.d.positionKey === 'hopes-fears' && (hoped ?? tone(p)) === 'hard')
      ? hashOf(`${p.d.positionKey}|${p.card.id}|${told.question}`) >>> 12
      : 0;
  const line = pool[(kindIndex(p) + salted) % pool.length]!(matter, capitalise(matter), advice, sense(p), h);
  // A crossing line that has read the two cards together leaves the pair line nothing to add.
  if (heart && line.includes(nm(heart))) told.crossRead = true;
  return line;
}

const COURT_SEX: Record<string, 'male' | 'female' | null> = {
  page: null,
  knight: 'male',
  queen: 'female',
  king: 'male',
};

/** The asker's own partner, whom a reversed court card never accuses. */
const PARTNER_WHO = /^your (partner|husband|wife|spouse|boyfriend|girlfriend|fianc\w*)$/;

/** A court card away from the asker's own places whose figure fits the person the question names. */
function mayStandFor(p: Drawn, person: CrossAsk['person']): boolean {
  if (!person || !isCourt(p.card) || ['present', 'self', 'crown'].includes(p.d.positionKey)) return false;
  // A kind court card across the heart is framed as what the situation asks of the asker: named
  // as the other side too, it was both the cure and the opponent in a lawsuit (review r27d).
  if (p.d.positionKey === 'challenge' && tone(p) === 'good' && !rev(p.d)) return false;
  const sex = COURT_SEX[p.card.rank ?? ''] ?? null;
  return !(sex && person.gender && sex !== person.gender) && !courtAgeClashes(p.card, person.who);
}

/**
 * The people around you, or a court card that may be the person the question names: its advice
 * would tell the asker to act like the other side ("speak first" from the landlord's Queen).
 */
function readAsPerson(p: Drawn, person: CrossAsk['person']): boolean {
  return person !== null && (p.d.positionKey === 'environment' || mayStandFor(p, person));
}

/**
 * A court card away from the asker's own places, on a question about a named person, may be that
 * person: said of the first such card whose figure does not contradict the person's sex.
 */
function courtPerson(p: Drawn, told: Told): string[] {
  const person = told.ask.person;
  if (!person || told.unwell || told.persons >= 1 || !mayStandFor(p, person)) return [];
  // Someone who has died is remembered, never watched.
  if (told.deceased && rev(p.d)) return [];
  told.persons++;
  const [their, they, does, says] =
    person.gender === 'male'
      ? ['his', 'he', 'does', 'says']
      : person.gender === 'female'
        ? ['her', 'she', 'does', 'says']
        : ['their', 'they', 'do', 'say'];
  const them = their === 'his' ? 'him' : their === 'her' ? 'her' : 'them';
  // Someone the asker supports or cares for, like a partner, is read as under strain, never watched
  // (review r27 set h: "watch what he does" of an ageing father in the asker's care).
  const cared = /\b(support|care for|look after|looking after|help)\b/i.test(told.question);
  if (rev(p.d) && !told.deceased && (PARTNER_WHO.test(person.who) || cared))
    return [COURT_PERSON.partner(person.who, them, they, they === 'they' ? 'are' : 'is')];
  return [
    told.deceased
      ? COURT_PERSON.remembered(person.who, them, their)
      : rev(p.d) && isYoung(person.who)
        ? COURT_PERSON.young(person.who, they, they === 'they' ? 'need' : 'needs', says, them)
        : rev(p.d)
          ? COURT_PERSON.reversed(person.who, their, they, does, says)
          : COURT_PERSON.upright(person.who, their, them),
    ...(told.deceased || !PERSON_PLACE[p.d.positionKey]
      ? []
      : [
          p.d.positionKey === 'challenge' && PARTNER_WHO.test(person.who)
            ? PARTNER_CROSSING(person.who)
            : PERSON_PLACE[p.d.positionKey]!(shortWho(person.who)),
        ]),
  ];
}

/**
 * The person the question names, said again: "your teenage daughter" is "your daughter" once the
 * reading has named her in full (review d).
 */
const shortWho = (who: string) => who.replace(/^(your|the) (?:[\w-]+ )+([\w-]+)$/, '$1 $2');
/** Mentions of the person in full before the shorter name takes over. */
const FULL_PERSON = 2;

/** Answers a card line may not argue against, whatever its form. */
const DECIDED = new Set<AnswerFrame['verdict']>(['go', 'hold']);

/** A card line that urges going ahead without opening as a command ("The world is open, so go."). */
const URGING = /\bso go\b|\bgo (ahead|for it)\b/i;

/** A sentence that tells the asker what to do, which the people around them cannot be told. */
const COMMAND =
  /^(Ask|Be|Let|Keep|Take|Make|Give|Get|Go|Do|Don't|Stop|Start|Look|Trust|Talk|Say|Tell|Find|Check|Choose|Stay|Stand|Speak|Share|Protect|Accept|Rest|Face|Use|Reach|Call|Decide|Plan|Write|Listen|Set|Follow|Try|Show|Meet|Leave|Name|Focus|Avoid|Treat|Seek|Wait|Allow|Hold|Put|Guard|Remember|Count|Settle|Handle|Clarify|Pay|Sort|Step|Enjoy|Spend|Bring|Restore|Delegate|Negotiate|Volunteer|Resist|Work|Play|Mark|Notice|Welcome|Offer|Apply|Cut|Lean|Sign)\b/;

/** A matter named as life past an event ("your life after the divorce"). */
const AFTER_EVENT = /^your \w+ (after|since) /;

/**
 * A matter that is an act ("leaving accounting", "selling your house") has no head noun to shorten
 * to, so it was said in full in every card (review r32: "leaving teaching" sixteen times); after a
 * few mentions it becomes the act's noun.
 */
const ACT_SHORT: [RegExp, string][] = [
  // "Going back to university" is a return to study, not a move of house (review w: "For the move"
  // on a question about a degree at 45); only leaving and moving are "the move".
  [/^going back to (university|uni|college|school|study|studies|education)\b/, 'the return to study'],
  // Leaving a firm to start a practice is a change of work, not "the move" (review x); leaving home
  // or the country is a move.
  [
    /^(leaving|quitting) (home|the country|your (home|country|city|town))\b|^(moving|relocating)\b/,
    'the move',
  ],
  [/^(leaving|quitting)\b/, 'the change'],
  // "Things between you and your boyfriend" three times in one paragraph is a drumbeat (review x).
  [/^things between you and /, 'what is between you'],
  // "The illness" alone, said of the outcome, read as a prognosis.
  [/^your help through /, 'your help'],
  [/^(switching|changing)\b/, 'the change'],
  [/^selling\b/, 'the sale'],
  [/^buying\b/, 'the purchase'],
  [/^(starting|opening|launching)\b/, 'the new venture'],
  [/^ending\b/, 'the ending'],
  [/^\w+ing\b/, 'this step'],
];
const actShort = (matter: string) => ACT_SHORT.find(([act]) => act.test(matter))?.[1];

/** The asker's own places, and a line that reads the opposing party instead. */
const OWN_PLACES = new Set(['present', 'self']);
const OTHER_SIDE = /\bthe other side\b/i;
/** Words in a line too short to stand without the sentence before it. */
const SHORT_LINE = 4;

/** The places behind the asker, and the words that would put their sentences in the present. */
const PAST_PLACES = new Set(['foundation', 'recent-past']);
const STILL_NOW = /\b(now|at the moment|currently|these days|today|this week)\b/i;

/** Whether a literal Waite fit speaks to this question. */
function fitsTag(tag: FitTag, q: QuestionReading, sit: CrossSituation): boolean {
  switch (tag) {
    case 'study':
      return sit.admission || q.subject === 'study';
    case 'marriage':
      return sit.bond === 'married';
    case 'couple':
      return couple(sit, q);
    case 'sibling':
      return sit.kin !== null && /brother|sister|sibling/.test(sit.kin);
    case 'purchase':
      return sit.purchase;
    case 'inheritance':
      return sit.inherited;
    case 'abroad':
      return sit.application !== null || (q.relocation && sit.abroad);
    case 'spirit':
      return q.subject === 'spirit' && !q.situation.grief;
    case 'grief':
      return q.situation.grief || q.sensitive === 'grief';
    case 'child':
      return sit.kin !== null && /son|daughter|child/.test(sit.kin);
  }
}

function paragraph(t: CardText): string {
  const on = t.sentences.filter((s) => s.on).map((s) => s.text);
  const spare = t.spare.filter((s) => s.on).map((s) => s.text);
  // The general meaning follows the picture, before the sentences for the question.
  return [t.frame, ...on.slice(0, 1), ...spare, ...on.slice(1)].join(' ');
}

/** The answer as the crossing line must agree with it: a yes or a no, a path chosen, or not settled. */
type Answered = TarotLean | 'chosen' | null;

/** Whether a crossing line argues with the answer ("what settles it" beside "not settled either way"). */
function arguesWith(line: string, answered: Answered): boolean {
  if (answered === 'unclear') return CROSS_SETTLES.test(line) || CROSS_STUCK.test(line);
  if (answered === 'yes') return CROSS_UNDECIDED.test(line) || CROSS_STUCK.test(line);
  if (answered === 'no') return CROSS_UNDECIDED.test(line) || CROSS_SETTLES.test(line);
  return answered === 'chosen' && CROSS_UNDECIDED.test(line);
}

/**
 * The heart of the matter and what crosses it, read together by their leans, in a line that
 * agrees with the answer: the crossing is never "what settles it" when the answer is that nothing
 * is settled, nor "still being decided" under a yes (review r34).
 */
function heartAndCross(c: Chooser, h: Drawn, x: Drawn, matter: string, answered: Answered): string {
  const pair = `${groundTone(h)}-${tone(x)}` as const;
  const said = (line: Pair) => line(nm(h), nm(x), Nm(h), Nm(x), matter, sense(h), sense(x));
  const lines = HEART_AND_CROSS[pair];
  const fits = lines.filter((line) => !arguesWith(said(line), answered));
  return said(c.pick('heart-cross', fits.length > 0 ? fits : (HEART_AND_CROSS_ANSWERED[pair] ?? lines)));
}

/**
 * The overview's one-line story, from the heart of the matter to the outcome; "but" where they
 * differ. With a lean given, an outcome that pulls against it is said to, so the story never
 * promises what the answer withholds.
 */
function story(c: Chooser, at: (key: string) => Drawn, lean: SpreadLean | null): string {
  const [heart, cross, outcome] = [at('present'), at('challenge'), at('outcome')];
  const start = c.pick('story:start', STORY_START[groundTone(heart)])(nm(heart), nm(cross));
  const o = tone(outcome);
  const against = lean && o !== 'open' && lean.lean !== 'unclear' && toneOf(lean.lean) !== o;
  const end = against
    ? STORY_END_AGAINST[o as 'good' | 'hard'](nm(outcome))
    : c.pick('story:end', STORY_END[o])(nm(outcome));
  const turns = groundTone(heart) !== 'open' && o !== 'open' && groundTone(heart) !== o;
  return `${start}, ${turns || against ? 'but' : 'and'} ${end}.`;
}

/**
 * A no-verdict question's story, told from the heart to the outcome by their leans; where either
 * is open there is no story to tell beyond the cards' own paragraphs, so it is left out.
 */
function gentleStory(c: Chooser, at: (key: string) => Drawn): string {
  const [h, o] = [at('present'), at('outcome')];
  const lines = GENTLE_STORY[`${tone(h)}-${tone(o)}`];
  return lines ? c.pick('gentle-story', lines)(nm(h), Nm(h), nm(o)) : '';
}

/**
 * The spread read as a whole, as a reader sums it up after the cards (review r31): what the
 * leading suit and the count of Major Arcana say about the matter, whether the crossing is got
 * past by the outcome, the root under the crown, whether your own card's advice and the outcome
 * agree, and the hopes and fears as what is both wanted and dreaded. Each line relates cards; no
 * card's meaning is said again. On a body, a loss or a court case the end is no forecast, so the
 * lines that weigh the outcome are left out.
 */
function spreadWhole(
  c: Chooser,
  cards: Drawn[],
  at: (key: string) => Drawn,
  matter: string,
  carried: boolean,
  care = false,
  // A court card read as a person in the hopes and fears is no quality to hope for (review d5:
  // "What you want from it is authority of mind, as the King of Swords shows").
  personHope = false,
): string {
  const majors = cards.filter((p) => p.card.arcana === 'major');
  const bySuit = new Map<Suit, number>();
  for (const p of cards) if (p.card.suit) bySuit.set(p.card.suit, (bySuit.get(p.card.suit) ?? 0) + 1);
  const ranked = [...bySuit].sort((x, y) => y[1] - x[1]);
  const [top, next] = ranked;
  const lead = top && top[1] >= 3 && (!next || next[1] < top[1]) ? top : null;
  // The Major Arcana in the places that weigh most come first: their themes are what is at stake.
  const weight = (p: Drawn) => WEIGHTY.indexOf(p.d.positionKey) + 1 || WEIGHTY.length + 1;
  const [m1] = [...majors].sort((x, y) => weight(x) - weight(y));
  const M = WHOLE.majors;
  const leader = lead
    ? cards.filter((p) => p.card.suit === lead[0]).sort((x, y) => weight(x) - weight(y))[0]
    : null;
  const majorsSaid =
    majors.length >= 4
      ? M.many(cardinal(majors.length), nm(m1!))
      : // A lone Major Arcana in a place the relation lines name is named there already.
        majors.length === 1 && WEIGHTY.indexOf(m1!.d.positionKey) < UNNAMED
        ? (carried ? M.oneCarried : M.one)(nm(m1!), sense(m1!))
        : '';
  const lines = lead
    ? [
        c.pick('whole:suit', WHOLE.suit)(
          capitalise(cardinal(lead[1])),
          capitalise(lead[0]),
          SUIT_RULE[lead[0]].element,
          care ? SUIT_RULE_CARE[lead[0]] : SUIT_RULE[lead[0]].on,
          matter,
          majorsSaid,
          nm(leader!),
        ),
      ]
    : majors.length >= 4
      ? [WHOLE.mixed(cardinal(majors.length), nm(m1!), sense(m1!), matter)]
      : [];
  // The suit, crossing and root lines name the matter in full; your own card and the hopes say "it",
  // since five lines each naming "things between you and your teenage son" read as a drumbeat (review w).
  const again = 'it';
  const said = (
    slot: keyof typeof WHOLE & ('crossing' | 'root' | 'advice' | 'hopes'),
    a: Drawn,
    b: Drawn,
    aTone = tone(a),
  ) => {
    const m = slot === 'advice' || slot === 'hopes' ? again : matter;
    // The two cards' kinds choose the line, as they choose the frames: the cards decide, not the seed.
    const list = WHOLE[slot][`${aTone}-${tone(b)}`];
    const first = list.indexOf(pickBy(list, a, b));
    const written = list.map((_, k) =>
      list[(first + k) % list.length]!(nm(a), nm(b), Nm(a), Nm(b), m, sense(a), sense(b)),
    );
    // Two lines that open alike ("With the Five of Pentacles reversed still open at the end…" twice
    // in one paragraph, review a) read as a template: the next line of the list is taken instead.
    // The matter and the cards are named on purpose and do not count as a repeat.
    const unnamed = (line: string) => line.replaceAll(matter, '|').replace(CARD_NAMED, '|');
    return (
      written.find((line) => !lines.some((said) => sharesWordRun(unnamed(said), unnamed(line), 6))) ??
      written[0]!
    );
  };
  const [x, root, crown, me, hopes, o] = [
    'challenge',
    'foundation',
    'crown',
    'self',
    'hopes-fears',
    'outcome',
  ].map(at) as [Drawn, Drawn, Drawn, Drawn, Drawn, Drawn];
  if (carried) {
    // A root or a crown read from a reversed kind card is the good held back, as their paragraphs say.
    lines.push(said('root', root, crown, groundTone(root)));
    return [
      ...lines,
      WHOLE.carriedHopes(Nm(hopes), sense(hopes), nm(me), again, c.pick('whole:carried', WHOLE.carriedClose)),
    ].join(' ');
  }
  // A card read in your own place as a pressure (the Four of Pentacles' grip) is not advice to follow.
  const own: Tone = tone(me) === 'open' && !rev(me.d) && SHADOW_SELF[me.card.id] ? 'hard' : tone(me);
  // One at a time, so that each line is chosen knowing the lines before it.
  lines.push(said('crossing', x, o));
  lines.push(said('root', root, crown, groundTone(root)));
  lines.push(said('advice', me, o, own));
  if (!personHope) lines.push(said('hopes', hopes, o, hopeTone(hopes)));
  return lines.join(' ');
}

/** A card named in a line: "the Five of Pentacles reversed", "the Moon". */
export const CARD_NAMED = /\b[Tt]he (?:[A-Z][a-z]+ )*(?:[A-Z][a-z]+)(?: of [A-Z][a-z]+)?(?: reversed)?/g;

/**
 * The head of a card's theme ("a sorrow over what has spilled", "a load", "haste"): the card
 * paragraphs give each theme whole, and the story joins causes by their heads, as a reader sums up
 * ("grief, over-giving and overdoing"), rather than saying every theme a second time.
 */
export const storyHead = (theme: string) => {
  // A comma between adjectives ("the quick, watchful mind") is inside the head; any other ends it.
  // "Care spread so thin" waits for its "that…": cut there, it says "too thin", which stands alone.
  const clause = theme.split(CLAUSE_COMMA)[0]!.replace(/ so (\w+)(?= that )/, ' too $1');
  const [head, next] = clause.split(
    / (?=(?:that|which|in which|where|who|with|after|before|until|and|or|from) )/,
  );
  if (head!.split(' ').length >= 3) return head!;
  // "The warmth" cut from "the warmth, confidence and the energy to carry others along" is a
  // clipped phrase, not a summary: the card is named alone.
  if (/^the \S+$/.test(head!)) return '';
  if (!next) return head!;
  // "A fall" says nothing alone: a two-word head keeps a short phrase after it ("a fall from favour").
  // "A dawn" alone is the relief without the nights it ends, which is the Nine of Swords reversed.
  if (/^(from|with|after) \S+( \S+)?$/.test(next)) return `${head} ${next}`;
  // A bare noun cut from its qualifier says the opposite of a reversed card ("generosity" for
  // generosity that keeps the scales tilted): it keeps the clause, or the card is named alone.
  // "A turn" without "from the past toward what is coming next" has lost what it turns to.
  if (/^(from|with|after) /.test(next)) return '';
  // "A fair exchange of giving" has lost its "and receiving": the pair is kept when short.
  if (/^(and|or) /.test(next) && / of \S+$/.test(head!) && `${head} ${next}`.split(' ').length <= 6)
    return `${head} ${next}`;
  if (!/^(that|which|where|who) /.test(next)) return head!;
  const whole = `${head} ${next}`;
  return whole.split(' ').length <= 6 ? whole : '';
};
/** A comma that ends a clause, not one between the adjectives the themes list ("a calm, generous man"). */
const CLAUSE_COMMA =
  /(?<!\b(?:long|quick|calm|slow|steady|warm|cold|deep|fast|practical|confident|cutting|generous|intuitive|reliable)), /;

/**
 * The order in which the spread-as-a-whole picks the card to name for a suit or the Major Arcana:
 * the heart of the matter and the cards no relation line names come first, so the summing up takes
 * in the whole spread and names no card more than its lines already do.
 */
const WEIGHTY = [
  'present',
  'near-future',
  'environment',
  'recent-past',
  'crown',
  'foundation',
  'challenge',
  'self',
];
/** How many of `WEIGHTY`'s first places no relation line names. */
const UNNAMED = 4;

/** What a card stands for (`CARD_SENSE`), in the lines that relate cards or close a paragraph. */
const sense = (p: Drawn) => senseOf(p.card, rev(p.d));

/** What a card shows, as a noun phrase: a court card's quality, any other card's theme. */
function gist(p: Drawn): string {
  const quality = COURT_QUALITY[courtKey(p)];
  if (isCourt(p.card) && quality) return rev(p.d) ? quality.shadow : `the ${quality.gift}`;
  return p.m.theme;
}

/** Where a card lies, said after its name ("the Four of Cups, laid across the heart of the matter"). */
const WHERE: Record<string, string> = {
  present: 'at the heart of the matter',
  challenge: 'laid across the heart of the matter',
  foundation: 'at the root',
  'recent-past': 'just behind you',
  crown: 'in the crown, what you are aiming at',
  'near-future': 'in what approaches',
  self: 'in your own card',
  environment: 'in the people around you',
  'hopes-fears': 'in your hopes and fears',
  outcome: 'at the end of the spread',
};

/** The card that names the block: the first hard card where a block is read, or the crossing card. */
function blockCard(at: (key: string) => Drawn): Drawn {
  // The crown is the aim: read as the block too, one card was told two ways (review r24).
  const places = ['challenge', 'self', 'outcome', 'present', 'hopes-fears', 'near-future'];
  return places.map(at).find((p) => tone(p) === 'hard') ?? at('challenge');
}

/** Where a voting card lies, said after its name, short enough to list three. */
const VOTE_PLACE: Record<string, string> = {
  outcome: 'at the end',
  present: 'at the heart of the matter',
  'near-future': 'in what approaches',
  self: 'in your own card',
  challenge: 'across the heart of the matter',
  'hopes-fears': 'in your hopes and fears',
};
const placed = (v: Vote) => `${nm(v.p)} ${VOTE_PLACE[v.p.d.positionKey] ?? WHERE[v.p.d.positionKey]}`;
const heaviest = (vs: Vote[], most: number) => [...vs].sort((x, y) => y.w - x.w).slice(0, most);

/**
 * The reason for a lean, naming the cards that give it and those that pull against it (review
 * r31: the reason named the outcome and the heart alone, whatever the rest of the spread said).
 */
function leanReason(c: Chooser, lean: SpreadLean, q: QuestionReading, at: (key: string) => Drawn): string {
  const votes = votesOf(POSITIONS.map(at), q);
  const side = (l: TarotLean) => votes.filter((v) => v.lean === l);
  const list = (vs: Vote[], most: number) => listJoin(heaviest(vs, most).map(placed));
  if (lean.lean === 'unclear') {
    const [yes, no] = [side('yes'), side('no')];
    if (yes.length === 0 || no.length === 0)
      return LEAN_REASON.none(listJoin(heaviest(votes, 3).map(placed)));
    // The card to meet is the heaviest one pulling against the end, or against the hope if the end is open.
    const o = votes.find((v) => v.p.d.positionKey === 'outcome')!;
    const turn =
      heaviest(
        (o.lean === 'no' ? yes : no).filter((v) => v !== o),
        1,
      )[0] ?? heaviest(no, 1)[0]!;
    // Two cards a side: five cards with their places in one sentence read as a ledger (review a).
    return LEAN_REASON.split(
      list(yes, 2),
      spokenLean('yes', q),
      list(no, 2),
      spokenLean('no', q),
      nm(turn.p),
      o.lean === 'unclear' ? nm(o.p) : null,
      Math.min(yes.length, 2) > 1,
    );
  }
  const by = side(lean.lean);
  const against = side(lean.lean === 'yes' ? 'no' : 'yes');
  // With no weighing card against it, the heart or the crown that holds the lean back is named.
  const core = coreAgainst(POSITIONS.map(at), lean.lean);
  const given = q.leaving
    ? leavingReason(heaviest(by, 2), lean.lean, heaviest(against, 1), q)
    : LEAN_REASON.given(
        capitalise(list(by, 2)),
        Math.min(by.length, 2) > 1,
        against.length
          ? list(against, 1)
          : core.length
            ? listJoin(core.map((p) => `${nm(p)} ${WHERE[p.d.positionKey]}`))
            : null,
        c.pick('lean-reason', [0, 1, 2]),
      );
  const end = at('outcome');
  return by.some((v) => v.p === end) || against.some((v) => v.p === end)
    ? given
    : `${given} ${c.pick('open-end', LEAN_REASON.openEnd)(nm(end))}`;
}

/**
 * The reason for a lean on selling or leaving, in words about going and staying: each card named
 * with what it shows, and why that points the way it does (`LEAVING_REASON`).
 */
function leavingReason(by: Vote[], lean: 'yes' | 'no', against: Vote[], q: QuestionReading): string {
  const told = (vs: Vote[], way: 'yes' | 'no') => {
    const kinds = new Map<'hard' | 'good' | 'topical', Vote[]>();
    for (const v of vs) {
      // A card the question turned is read by its own kind; one that leans the same way on any
      // question (the Eight of Cups on leaving) speaks to the path itself.
      const own = tone(v.p);
      const kind =
        own === 'hard' && way === 'yes' ? 'hard' : own === 'good' && way === 'no' ? 'good' : 'topical';
      kinds.set(kind, [...(kinds.get(kind) ?? []), v]);
    }
    return [...kinds].map(([kind, vs]) =>
      LEAVING_REASON[kind](
        capitalise(listJoin(vs.map((v) => `${placed(v)}, ${sense(v.p)},`))),
        vs.length > 1,
        leaveFavours(way, q),
      ),
    );
  };
  const other = lean === 'yes' ? 'no' : 'yes';
  const [first, ...more] = told(against, other);
  return [...told(by, lean), ...(first ? [LEAVING_REASON.against(first), ...more] : [])].join(' ');
}

/**
 * The head of a yes or no: how firm, and for "Should I leave…?", which way that is; the closing
 * says it again in other words.
 */
function leanHead(
  lean: SpreadLean,
  q: QuestionReading,
  options: [string, string] | null,
  closing = false,
): string {
  if (lean.lean === 'unclear')
    return closing
      ? 'Still open'
      : options
        ? 'Neither path is clearly favoured yet'
        : 'Not settled either way yet';
  if (options)
    return closing
      ? `On balance, “${lean.lean === 'yes' ? options[0] : options[1]}”`
      : `The cards favour “${lean.lean === 'yes' ? options[0] : options[1]}”${lean.strength === 'slightly' ? ', though not firmly' : ''}`;
  const head = (closing ? LEAN_CLOSE : LEAN_HEAD)[spokenLean(lean.lean, q)][lean.strength ?? 'slightly'];
  return q.leaving ? `${head}: the cards favour ${leaveFavours(lean.lean, q)}` : head;
}

/**
 * The answer in the overview's first sentences, in the question's own terms: a lean and why; on a
 * moral or family choice what the cards show instead of a yes or no; the block named; the
 * direction named; or the step.
 */
function overviewAnswer(
  c: Chooser,
  q: QuestionReading,
  ask: CrossAsk,
  lean: SpreadLean | null,
  options: [string, string] | null,
  step: Step | null,
  at: (key: string) => Drawn,
  choice: ChoiceRead | null,
): string {
  const [o, h] = [at('outcome'), at('present')];
  if (ask.kind === 'moral')
    return `${q.court ? 'A court decides this, not you and not the cards, so they are read for what you can do meanwhile.' : 'This is yours to decide, and the cards give no bare yes or no on it.'} ${READINESS[tone(o)](nm(h), gist(h), nm(o), gist(o))}`;
  // A step no card gave (the doctor, the lawyer) is not said to come from the cards.
  const before = step && !step.from ? `The first thing to do comes before the cards: ${step.text}.` : null;
  if (q.noVerdict) {
    const { whose, help } = noVerdictText(q);
    const first = q.yesNo ? `The cards give no yes or no here; they speak to ${help}.` : `${whose}.`;
    return step ? `${first} ${before ?? `The first thing they ask of you: ${step.text}.`}` : first;
  }
  // On the body, the doctor is named before any cause the cards show.
  if (before && q.sensitive === 'medical') return before;
  if (lean) return `${leanHead(lean, q, options)}. ${choice?.reason ?? leanReason(c, lean, q, at)}`;
  if (ask.kind === 'block') {
    const b = blockCard(at);
    const what = ask.object ? `${ask.blocking} ${ask.object}` : 'in your way';
    const head =
      b.d.positionKey === 'crown'
        ? `What is ${what} is ${nm(b)} in the crown: ${gist(b)}, held as what you are aiming at.`
        : `What is ${what} is ${nm(b)}, ${WHERE[b.d.positionKey]}: ${gist(b)}.`;
    return step ? `${head} What frees it is to ${step.text}.` : head;
  }
  if (ask.kind === 'heading') {
    const f = at('near-future');
    const M = capitalise(ask.object ?? 'this');
    const road =
      tone(o) === 'hard'
        ? `${M} is heading toward ${gist(o)}, if nothing changes`
        : `${M} is heading toward ${gist(o)}`;
    // What approaches is told in its own paragraph: here it is named, not described twice.
    return `${road}: that is ${nm(o)}, the last card, and the next stretch of the road is ${nm(f)}.`;
  }
  if (ask.kind === 'when' && !q.noVerdict)
    return `The cards give a pace rather than a date, and the pace is ${paceOf([at('near-future'), o]).short}.${step ? ` While you wait: ${step.text}.` : ''}`;
  if (ask.kind === 'why')
    return `${capitalise(causeIn(at).text)}${step ? ` What changes it: ${step.text}.` : ''}`;
  if (ask.kind === 'state' && ask.person) return stateOf(at, ask.person);
  if (ask.kind === 'understand')
    return `What you most need to understand sits at the heart of the spread: ${nm(h)}, ${gist(h)}, with ${nm(at('challenge'))} laid across it, ${gist(at('challenge'))}.`;
  // "How will the hearing go?" is answered: how it is likely to go, and what helps (review r26).
  if (ask.how) return howItGoes(at, ask.custody ?? false);
  // The one thing to do closes the reading: said here as well, it was read twice word for word
  // (review r24). The overview tells the story instead, or on a grief what the cards can show.
  if (q.care === 'grief') return CARE_TEXT.grief.frame;
  return step && !q.sensitive
    ? ''
    : `At the heart of this is ${nm(h)}, ${gist(h)}, and at the end ${nm(o)}, ${gist(o)}.`;
}

/**
 * "What is going on with my partner?" answered of the partner (review d5: the overview told the
 * spread's story and never said): the heart of the matter as what they are living with, the card
 * across it, and a court card where the people around you or what approaches may be them.
 */
function stateOf(at: (key: string) => Drawn, person: NonNullable<CrossAsk['person']>): string {
  const [h, x] = [at('present'), at('challenge')];
  const them = person.gender === 'male' ? 'him' : person.gender === 'female' ? 'her' : 'them';
  const court = ['environment', 'near-future', 'hopes-fears', 'outcome']
    .map(at)
    .find((p) => mayStandFor(p, person));
  const quality = court && COURT_QUALITY[courtKey(court)];
  return [
    STATE.heart[groundTone(h)](person.who, them, nm(h), gist(h)),
    STATE.cross[tone(x)](nm(x), sense(x)),
    ...(court && quality
      ? [
          STATE.court(
            Nm(court),
            WHERE[court.d.positionKey]!,
            person.who,
            rev(court.d) ? null : quality.gift,
            rev(court.d) ? quality.shadow : null,
          ),
        ]
      : []),
  ].join(' ');
}

/** "How will the hearing go (for me)?": a question about how something goes, not whether to act. */
const HOW_GOES = /^\W*how (will|is|would|does|do) .+ (go|turn out|end|play out|unfold)\b/i;
/** A custody question, where the children are named in the answer. */
const CUSTODY = /\bcustody\b|\bcontact (order|arrangements?)\b/i;

/**
 * The answer to "How will it go?": how it is likely to go, read from the outcome, and what helps,
 * read from the best card the asker holds; on custody, the children come first.
 */
function howItGoes(at: (key: string) => Drawn, custody: boolean): string {
  const o = at('outcome');
  const likely =
    tone(o) === 'good'
      ? `The cards lean toward this going well for you: the outcome is ${nm(o)}, ${gist(o)}.`
      : tone(o) === 'hard'
        ? `The cards show a hard passage: the outcome is ${nm(o)}, ${gist(o)}, a warning to prepare for rather than a ruling.`
        : `The cards show it contested rather than settled: the outcome is ${nm(o)}, ${gist(o)}, so expect it to be argued, and expect preparation to count.`;
  const help = ['self', 'present', 'challenge', 'near-future', 'environment']
    .map(at)
    .find((p) => tone(p) === 'good' && !isCourt(p.card));
  const helps = help
    ? ` What helps most is ${nm(help)}, ${WHERE[help.d.positionKey]}: ${gist(help)}.`
    : ' What helps most is steady preparation, since no card here does the work for you.';
  const children = custody
    ? ' Above all, keep the children at the centre: a court looks for the parent who puts their needs before the quarrel.'
    : '';
  return `${likely}${helps}${children}`;
}

/**
 * The answer to "Why…?": the root of the matter, and what crosses it now; a root that is a
 * strength sends the cause to the crossing card instead.
 */
function causeIn(at: (key: string) => Drawn): { card: Drawn; text: string } {
  const [root, cross, past] = [at('foundation'), at('challenge'), at('recent-past')];
  if (tone(root) === 'hard')
    return {
      card: root,
      text: `the cause lies at the root, in ${nm(root)}: ${gist(root)}, and ${nm(cross)}, laid across the heart of the matter, keeps it in play.`,
    };
  if (tone(past) === 'hard')
    return {
      card: past,
      text: `the cause is recent, ${nm(past)} just behind you: ${gist(past)}, and ${nm(cross)}, laid across the heart of the matter, is how it still shows.`,
    };
  return {
    card: cross,
    text: `the cause is what crosses you, ${nm(cross)}: ${gist(cross)}, set against a root that is sound.`,
  };
}

/** An open answer's turning card, worded in turns so that open readings do not share a line. */
const OPEN_TURNS = [
  (f: string) => `It turns on ${f}, in what approaches.`,
  (f: string) => `What approaches, ${f}, is what tips it one way or the other.`,
  (f: string) => `The next card to arrive, ${f}, decides which way this falls.`,
];

/** What could turn or test a lean: the hard card on the way to a yes, the good card against a no. */
function turningCard(c: Chooser, lean: SpreadLean, at: (key: string) => Drawn, q: QuestionReading): string {
  // Said by where the card lies, in a few wordings: "The card that could turn it is…, in your own
  // card" closed reading after reading (review r31). A card is weighed as it leans on the question
  // asked: on "Should I end it?" a hard card argues for the ending, so it is no test of that yes
  // (review r32: Judgement reversed gave the yes and was "what the yes has to survive").
  if (lean.lean === 'yes') {
    const test = ['near-future', 'challenge', 'self'].map(at).find((p) => leanFor(p, q) === 'no');
    if (!test) return '';
    // On selling or leaving, a good card argues for keeping things as they are: it is no hardship to
    // "get through" (review a: the Three of Wands ahead on "Should I sell my shares?").
    if ((q.selling || q.leaving) && tone(test) === 'good')
      return TURN_KEEPING(nm(test), test.d.positionKey, sense(test), leaveFavours('no', q));
    return c.pick('turning-yes', TURN_TEST[test.d.positionKey]!)(nm(test));
  }
  if (lean.lean === 'no') {
    const help = ['self', 'near-future', 'crown', 'environment'].map(at).find((p) => leanFor(p, q) === 'yes');
    return help ? c.pick('turning-no', TURN_HELP[help.d.positionKey]!)(nm(help)) : '';
  }
  const f = at('near-future');
  return c.pick('turning', OPEN_TURNS)(nm(f));
}

/** A name for the matter cut off mid-phrase ("your plan to retrain as a software"): it ends on a word no noun phrase ends on. */
const DANGLING =
  /\b(a|an|the|to|of|as|for|with|in|on|at|and|or|my|your|his|her|their|our|this|that|some|new|software|web|data|part-time|full-time)$/i;

/** A part of life named as the matter of a question that names none of its own. */
const PART_OF_LIFE: Partial<Record<QuestionReading['subject'], string>> = {
  work: 'your working life',
  money: 'your finances',
  study: 'your studies',
  health: 'your health',
  home: 'home and family',
};

/**
 * The matter as every slot says it, whole or not at all: a phrase cut off mid-way falls back to
 * its head ("your plan", "the move") or to "what you asked about" (review r26).
 */
export function wholeMatter(m: string): string {
  const t = m.trim();
  if (t && !DANGLING.test(t)) return t;
  const head = /^(your plan|the move|your career|your studies)\b/.exec(t);
  return head ? head[1]! : 'what you asked about';
}

/** What every card is applied to: the question's own matter, never a stand-in like "your path". */
function matterFor(q: QuestionReading, question: string, sit: CrossSituation, ask: CrossAsk): string {
  return wholeMatter(asAsked(rawMatterFor(q, question, sit, ask), question));
}

function rawMatterFor(q: QuestionReading, question: string, sit: CrossSituation, ask: CrossAsk): string {
  const lost = q.situation.deceasedWho ?? q.situation.roleWho;
  // "Our late mother's house" is what she left, and it is named as the asker named it.
  if (q.situation.deceased && q.situation.deceasedWho && q.topic?.includes(' late ')) return q.topic;
  if (q.situation.deceased && lost) return `your grief for ${lost}`;
  // Someone else's habit or a debt the asker co-signed is theirs: the cards are read for what lies between you.
  if (q.habit) return `things between you and ${q.habit.who.who}`;
  if (q.situation.askerRole === 'co-signer' && q.about && q.lending) return matterOf(q, question);
  // "My career after I finish my PhD" is the career, not the PhD (review r26b).
  const after =
    /\b(career|life|work|job)\b[^?]*?\bafter (?:i (?:finish|complete|leave)|finishing|completing) (?:my|the) (phd|doctorate|degree|masters?|training|studies)\b/i.exec(
      question,
    );
  if (after)
    return `your ${after[1]!.toLowerCase()} after the ${after[2]!.toLowerCase() === 'phd' ? 'PhD' : after[2]!.toLowerCase()}`;
  // "Why do I keep choosing friends who…?" is about friendships, not one friendship.
  if (/\bfriends\b/i.test(question) && !/\bfriendship with\b|\bfriend [A-Z]/.test(question))
    return 'your choice of friends';
  // "Why do I keep choosing people who are unavailable?" asks about a pattern: "what you asked
  // about" stood in for it (review d5).
  if (/^\W*why do (i|we) keep\b/i.test(question)) return 'the pattern you want to break';
  // "The man I met at the gym" is the matter, not the gym.
  const met = matterOf(q, question);
  if (/^the (man|woman|guy|girl|person) you /.test(met)) return met;
  // Ten cards say the matter often: the reason for the move is told once, in the question.
  if (met.startsWith('the move to ')) return 'the move';
  if (sit.matter) return sit.matter;
  // The shared matter calls any house sold "the family home"; only an asker who said so hears it.
  if (met === 'selling the family home' && !/\bfamily\b/i.test(question))
    return /\bhouse\b/i.test(question) ? 'selling your house' : 'selling your home';
  const career = CAREER_CHANGE.exec(question.toLowerCase());
  // "My career as a nurse" is a working life already under way, not a plan to enter it.
  if (career?.[1] === 'career') return `your career as ${career[2]}`;
  // Said in full a few times, then as "the plan" (`capMentions`).
  if (career) return `your plan to ${/train/.test(career[1]!) ? 'retrain' : 'work'} as ${career[2]}`;
  // A subject the reading is unsure of is named in the asker's words ("your prices"), not by the people in it.
  if (!readsSubject(q) && !q.care && q.topic) return q.topic;
  // "Your career progress" is what is blocked; the cards are applied to "your career".
  if (ask.object) return ask.object.replace(/ (progress|growth|success|development)$/, '');
  // "Should I move abroad with my husband?" is about the move, not the marriage.
  if (q.relocation) return sit.abroad ? 'the move abroad' : 'the move';
  if (ask.person) return `things between you and ${ask.person.who}`;
  // A single asker looking for love has no "you and your partner" yet: the matter is the search (review r26).
  if (q.noPartner && q.subject === 'love') return 'your search for love';
  if (PET_LOSS.test(question.toLowerCase())) return 'your grief';
  const m = matterOf(q, question);
  // A question that names no matter of its own is said by its part of life where that reads well:
  // "what you asked about" thirteen times in one reading was a placeholder (review r33).
  return /\byour path\b|^the decision$/.test(m) ? (PART_OF_LIFE[q.subject] ?? 'what you asked about') : m;
}

/** The note on a pet's death: company, and the people who can help, without a doctor for the asker. */
const PET_NOTE =
  'The cards can keep you company in this, but they do not replace people: those who knew your companion too, your vet, or a pet bereavement support line are there for exactly this.';

/** "Over the next two years" as the answer says it: "the next two years". */
const bareSpan = (when: string) => when.replace(/^(over|in|within) /, '').replace(/^next\b/, 'the next');

/**
 * The closing answer: the verdict in plain words and what tests or could turn it, every other
 * part of the question (a time frame, an age, the family), and next steps from across the spread.
 */
function closing(
  c: Chooser,
  q: QuestionReading,
  ask: CrossAsk,
  lean: SpreadLean | null,
  options: [string, string] | null,
  step: Step | null,
  at: (key: string) => Drawn,
  sit: CrossSituation,
  frame: AnswerFrame,
  steps: string,
  choice: ChoiceRead | null,
): string[] {
  const [o, f, self, env] = [at('outcome'), at('near-future'), at('self'), at('environment')];
  const head =
    ask.kind === 'moral' && q.court
      ? `**The court decides; your part is how you prepare.** Your own card, ${nm(self)}, shows ${gist(self)}, and that is what you bring to it.`
      : ask.kind === 'moral'
        ? `**Yours to decide, at your own pace.** Your own card, ${nm(self)}, shows ${gist(self)}, and that is the part you can work on whichever way you choose.`
        : q.noVerdict
          ? q.yesNo
            ? `**No yes or no here.** ${noVerdictText(q).whose}. What the cards do speak to is ${noVerdictText(q).help}${step ? `: ${step.text}` : ''}.`
            : ''
          : lean
            ? [
                `**${leanHead(lean, q, options, true)}.**`,
                choice?.rests ?? turningCard(c, lean, at, q),
                leanStep(lean, step, options),
              ]
                .filter((x) => x)
                .join(' ')
            : ask.kind === 'block'
              ? `**The block, named:** ${nm(blockCard(at))}, ${WHERE[blockCard(at).d.positionKey]}.`
              : ask.kind === 'heading'
                ? `**Where it is heading:** toward ${nm(o)}${tone(o) === 'hard' ? ', unless something changes' : ''}.`
                : ask.kind === 'when' && !q.noVerdict
                  ? `**On timing:** ${paceOf([f, o]).full}`
                  : ask.kind === 'why'
                    ? `**The cause, as the cards show it:** ${nm(causeIn(at).card)}, ${WHERE[causeIn(at).card.d.positionKey]}; ${nm(o)}, at the end, shows where the pattern leads if nothing changes.`
                    : step
                      ? `**The one thing to do:** ${step.text}.`
                      : '';
  const parts: string[] = [];
  if (ask.when)
    parts.push(
      `Within ${bareSpan(ask.when)}, the nearer part belongs to ${nm(f)} and the later part to ${nm(o)}.`,
    );
  if (ask.age)
    parts.push(
      `As for being ${ask.age}: the cards speak to readiness rather than years, and your own card, ${nm(self)}, shows ${gist(self)}.`,
    );
  if (ask.family)
    parts.push(
      `For the family as a whole, ${nm(env)} around you shows ${gist(env)}, ${
        tone(env) === 'good'
          ? 'so they are readier for this than you may think'
          : tone(env) === 'hard'
            ? 'so their doubts need hearing before anything is decided'
            : 'so talk it through with them before you decide'
      }.`,
    );
  return [[head, ...parts].filter((x) => x).join(' '), steps].filter((x) => x);
}

/**
 * "When…?" answered with a wait ("pushing will not hurry it") takes no step that hurries; answered
 * "quickly, once it starts", no step that waits.
 */
function paceVerdict(pace: string): AnswerFrame['verdict'] {
  if (/^(not soon|slowly|on its own time)/.test(pace)) return 'careful';
  return /^(quickly|fairly soon|suddenly)/.test(pace) ? 'go' : 'open';
}

/** Whether the closing's head gives the one thing to do itself. */
const givesStep = (q: QuestionReading, ask: CrossAsk, lean: SpreadLean | null) =>
  ask.kind !== 'moral' &&
  (q.noVerdict ? q.yesNo : lean !== null || !['block', 'heading', 'when', 'why'].includes(ask.kind));

/**
 * The step under a lean: what keeps a yes, what could change a no, what would settle it. Between
 * two options a "no" favours the second one, so its step is for whichever is chosen.
 */
function leanStep(lean: SpreadLean, step: Step | null, options: [string, string] | null): string {
  if (!step) return '';
  const lead = options
    ? 'Whichever you choose'
    : lean.lean === 'yes'
      ? 'What keeps it that way'
      : lean.lean === 'no'
        ? 'What could change it'
        : 'What would settle it';
  return `${lead}: ${step.text}.`;
}

/**
 * Next steps from across the spread: the one thing to do, then the own advice of the crossing
 * card, your own card and what approaches, the outcome and the crown, where it fits the question.
 */
function stepPicks(
  question: string,
  q: QuestionReading,
  ask: CrossAsk,
  lean: SpreadLean | null,
  options: [string, string] | null,
  step: Step | null,
  at: (key: string) => Drawn,
  sit: CrossSituation,
  frame: AnswerFrame,
  domain: Domain | null,
  facts: StatedFacts,
): Pick[] {
  const holds = lean !== null && lean.lean !== 'yes' && !options;
  // The closing's head may already give the step; it still rules out a step that argues against it.
  // So may the overview ("What frees it is to…"): a step it gave is not listed again word for word.
  const head =
    step &&
    (givesStep(q, ask, lean) || (!q.noVerdict && !lean && ['block', 'when', 'why'].includes(ask.kind)));
  const picks: { text: string; from: Drawn | null; said?: false }[] = step
    ? [{ text: step.text, from: step.from, ...(head ? { said: false as const } : {}) }]
    : [];
  const grief = q.situation.grief || q.sensitive === 'grief';
  const dying = q.care === 'dying';
  // What a professional would name first for this kind of question leads the list.
  const practical = practicalStep(question, q, sit, domain, facts);
  if (practical && practical !== step?.text) picks.unshift({ text: practical, from: null });
  // On a grief, or beside someone dying, the cards' everyday advice (a wish, a plan, an
  // achievement) gives way to care.
  for (const key of grief || dying ? [] : ['challenge', 'self', 'near-future', 'outcome', 'crown']) {
    const p = at(key);
    // A card that may be the other side ("this may be your landlord") is never advice to act like them.
    if (picks.some((x) => x.from === p) || readAsPerson(p, ask.person)) continue;
    // On a choice the crossing card is the obstacle: its advice never picks the path for you.
    if (options && key === 'challenge' && KEEP_OR_CHANGE[rev(p.d) ? `${p.card.id}-reversed` : p.card.id])
      continue;
    // A hard card in the asker's own place is a risk named, not a rule to live by.
    if (key === 'self' && tone(p) === 'hard') continue;
    const a = adviceOf(p, q, sit, ask, frame, domain, question);
    // Under a no or an unclear lean a step that goes ahead would argue against the answer.
    if (a && ((holds && pushes(a)) || redoes(a, facts))) continue;
    if (a && !picks.some((x) => x.text === a)) picks.push({ text: a, from: p });
  }
  // A grief always gets its steps, one of them for the one who was lost.
  // A pregnancy lost has no photographs or walks shared to remember it by (review r33).
  if (grief)
    for (const care of q.situation.pregnancyLoss
      ? [PREGNANCY_LOSS_STEP, ...GRIEF_STEPS.slice(1)]
      : GRIEF_STEPS) {
      if (picks.length >= 3) break;
      picks.push({
        text: care(
          ask.lost ?? q.situation.deceasedWho ?? q.situation.roleWho ?? lateParent(question) ?? 'them',
        ),
        from: null,
      });
    }
  if (dying)
    for (const text of Object.values(CARE_TEXT.dying.steps)) {
      if (picks.length >= 2) break;
      if (text !== step?.text && !picks.some((x) => x.text === text)) picks.push({ text, from: null });
    }
  // Steps that would argue with the answer or with each other ("act now" beside "wait") go.
  const kept = agreeingSteps(picks, frame)
    .filter((x) => x.said !== false)
    .slice(0, 3);
  return kept.length < 2 ? [] : kept;
}

/** "My late mother's house": the one remembered is "your mother". */
function lateParent(question: string): string | null {
  const m = /\blate (mother|father|mum|mom|dad|grandmother|grandfather|gran|grandad)\b/i.exec(question);
  return m ? `your ${m[1]!.toLowerCase()}` : null;
}

/** The step a professional would name first for this kind of question (`PRACTICAL`), or null. */
function practicalStep(
  question: string,
  q: QuestionReading,
  sit: CrossSituation,
  domain: Domain | null,
  facts: StatedFacts,
): string | null {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'");
  // A visa appeal is a court's matter, not a move to plan.
  const moving = domain?.key === 'relocation' || (q.relocation && sit.abroad);
  const step = PRACTICAL.find((x) => (x.when === 'relocation' ? moving : x.when.test(lower)))?.step ?? null;
  if (step && redoes(step, facts)) return null;
  // "Each of you" is for a household moving together, not one person asking about their own move.
  return step && !TOGETHER.test(lower) ? step.replace('what each of you needs', 'what you need') : step;
}

const TOGETHER = /\b(we|us|our|family|partner|wife|husband|boyfriend|girlfriend|kids|children|together)\b/;

/** A step from the spread: its text, and the card it comes from. */
type Pick = { text: string; from: Drawn | null };

function nextSteps(kept: Pick[]): string {
  if (!kept.length) return '';
  const said = kept.map((x) => (x.from ? `${x.text} (${nm(x.from)})` : x.text));
  const [one, two, three] = said;
  // A step with its own "then" ("write down what you fear, then decide…") is not led by another:
  // "then write down…, then decide" (review a).
  const second = two && / then /.test(two) ? `next, ${two}` : `then ${two}`;
  return `**Next steps:** first, ${one}; ${second}${three ? `; and ${three}` : ''}.`;
}

/**
 * The one thing to do, as the shared chooser finds it, with two corrections: a sentence that only
 * looks like a command ("Work done without care loses its meaning") is passed over, and an
 * application an office decides needs no lawyer.
 */
function stepFor(
  cards: Drawn[],
  q: QuestionReading,
  question: string,
  sit: CrossSituation,
  lean: TarotLean | null,
  frame: AnswerFrame,
  domain: Domain | null,
  person: CrossAsk['person'],
  facts: StatedFacts,
): Step | null {
  // Beside someone who is dying the step is one of the authored ones for saying and doing what
  // matters, guided by the outcome's suit, never a card's everyday advice.
  // A grief is the same: "how can I heal" is answered with care, never a card's everyday advice
  // ("someone needs to take their foot off the accelerator", review r24).
  if (q.care === 'dying' || q.care === 'grief') {
    const outcome = cards.find((p) => p.d.positionKey === 'outcome')!;
    return { text: (careOf(q) ?? CARE_TEXT[q.care]).steps[kindOf(outcome)], sentence: null, from: outcome };
  }
  let pool = cards.filter((p) => !readAsPerson(p, person));
  for (let tries = 0; tries < 4; tries++) {
    const step = oneStep(pool, q, question, lean);
    const misfit =
      step?.sentence &&
      (NOT_A_COMMAND.test(step.sentence) ||
        LISTED_NOT_ORDERED.test(step.sentence) ||
        LEAKED.test(step.sentence) ||
        redoes(step.text, facts) ||
        (REPAIR.test(question) && EXIT.test(step.sentence)) ||
        domain?.off.test(step.text) ||
        !agrees(step.sentence, frame));
    if (!step?.sentence || !step.from || !misfit) {
      // A step from the shared table written for another kind of life (a pay review on a move).
      // Nor one the asker has already taken ("plan the budget" for a grant already applied for).
      if (!step || domain?.off.test(step.text) || redoes(step.text, facts)) return null;
      // The answer names the card the step came from by the drawn card itself, not its copy.
      const from = step.from && cards.find((p) => p.d.positionKey === step.from!.d.positionKey)!;
      // An application needs no lawyer, and "rely on proper advice" already says it once.
      const text =
        sit.application || /\bproper advice\b/.test(step.text)
          ? step.text.replace(/, and take proper legal advice$/, '')
          : step.text;
      return { ...step, text, from };
    }
    const [from, bad] = [step.from, step.sentence];
    pool = pool.map((p) =>
      p === from
        ? {
            ...p,
            m: {
              ...p.m,
              subjects: Object.fromEntries(
                Object.entries(p.m.subjects).map(([k, t]) => [k, t.replace(bad, '').trim()]),
              ) as Drawn['m']['subjects'],
            },
          }
        : p,
    );
  }
  return null;
}

export function composeCelticCross(input: TarotReadingInput): Reading<'celtic-cross'> {
  const { firstName, question } = validate(input, 'celtic-cross');
  const { draw } = input;
  const c = new Chooser(`celtic-cross|${draw.seed}|${draw.cut}|${firstName}|${question}`);
  const { q, sit, domain, facts: stated, changing } = crossQuestion(question);
  // "…or keep looking for an agent?" reads as a yes/no by its opening word, but the shared reader
  // has found its two options: it is answered with the option the cards favour, never a bare no.
  const options = q.yesNo && !q.options ? null : pathsOf(question);
  if (options) q.yesNo = false;
  // A choice between two paths on a body or a court case gets no verdict either.
  if (options && q.sensitive) q.noVerdict = true;
  const ask = askOf(question, q, sit);
  const cards = drawnCards(draw, q)
    .map((p) => situated(p, sit, q, domain, question))
    // The Six of Swords on a friendship is drifting apart, not calmer water: the sense and lean
    // the question's kind gives a card replace its general ones.
    .map((p) => ({ ...p, m: { ...p.m, ...senseFor(domain, question, p.card.id, rev(p.d)) } }))
    .map((p) => {
      const again = domain?.key === 'jobloss' && !rev(p.d) ? BETWEEN_JOBS[p.card.id] : undefined;
      return again
        ? { ...p, m: { ...p.m, theme: again.theme, subjects: { ...p.m.subjects, work: again.work } } }
        : p;
    });
  const at = (key: string) => cards.find((p) => p.d.positionKey === key)!;
  const name = neutralise(firstName);
  const title = `Celtic Cross Reading for ${name}`;
  const stay = optionsOf(question)?.stay ?? null;
  // Between keeping and changing, the cards that speak to the paths give the answer, once.
  const choice =
    options && stay !== null && !q.noVerdict && ask.kind !== 'moral'
      ? choiceLean(at, options, stay, q, sit)
      : null;
  const lean =
    choice?.lean ??
    ((q.yesNo || options) && !q.noVerdict && ask.kind !== 'moral' ? crossLean(cards, q) : null);
  // Between two options a "no" favours the second, so it holds nothing back.
  const holds = lean && !options && lean.lean !== 'yes' ? lean.lean : null;
  // The answer is decided once, here; the story, the cards' advice and the steps are told from it.
  const frame: AnswerFrame = {
    verdict: lean
      ? options || lean.lean === 'unclear'
        ? 'open'
        : lean.lean === 'yes'
          ? 'go'
          : 'hold'
      : q.noVerdict || q.sensitive || ask.kind === 'moral'
        ? 'careful'
        : ask.kind === 'when'
          ? paceVerdict(paceOf([at('near-future'), at('outcome')]).short)
          : 'open',
    leaving: q.leaving,
    changing,
  };
  // Someone the question names whom no other reading of it has named ("the buyer") is read too.
  const other = ask.person ? null : otherIn(question);
  if (other) ask.person = { who: other, gender: genderOf(other) };
  const found = stepFor(cards, q, question, sit, holds, frame, domain, ask.person, stated);
  // The shared steps name a new career by its role ("the time and money a nurse will take").
  const career = CAREER_CHANGE.exec(question.toLowerCase());
  // The step a professional would name first comes before anything the cards advise: the doctor
  // before "rest restores you", the runway before "revisit the terms".
  // Another's illness is theirs to take to a doctor: the asker's step is their own part.
  const practical =
    q.sensitive === 'medical' && q.thirdPerson ? null : practicalStep(question, q, sit, domain, stated);
  const step = practical
    ? { text: practical, sentence: null, from: null }
    : found && career && q.topic && found.text.includes(q.topic)
      ? { ...found, text: found.text.replace(q.topic, matterFor(q, question, sit, ask)) }
      : found;
  const told: Told = {
    ask,
    question,
    matter: wholeMatter(domain?.matter ?? matterFor(q, question, sit, ask)),
    deceased: q.situation.deceased,
    applied: 0,
    persons: 0,
    citations: 0,
    fits: new Set(),
    unwell: q.sensitive === 'medical' && q.thirdPerson !== null,
    frame,
    domain,
    steps: new Set(),
  };
  const picks = stepPicks(question, q, ask, lean, options, step, at, sit, frame, domain, stated);
  for (const x of picks) told.steps.add(x.text);

  const overview = [
    `${name}, you asked: “${quoteUserText(question, 25)}” ${overviewAnswer(c, q, ask, lean, options, step, at, choice)}`.trim(),
    // An answer that already names the heart and the end needs no story line to repeat them.
    q.sensitive
      ? gentleStory(c, at)
      : lean || ['moral', 'heading', 'understand', 'state'].includes(ask.kind)
        ? ''
        : story(c, at, lean),
    q.situation.askerRole === 'co-signer' && q.about && q.lending ? coSignerLine(q.about) : '',
    // The flood, or the application already in, is said once, so the reading answers the situation asked about.
    statedLine(stated, told.matter),
  ].filter((x) => x);
  // A case about a tenancy or a job is a dispute over rights: the shared note's "your safety" fits
  // a criminal matter, not a tribunal.
  // Someone else's depression or anxiety gets the three-card reading's note for standing by them
  // (their GP, a crisis line), not "ask his doctors what he needs" nor the asker's own mind note.
  const mind =
    q.care === 'mental' && !q.supported
      ? (q.thirdPerson ??
        (q.situation.roleWho && q.situation.rolePronoun
          ? { who: q.situation.roleWho, pronoun: q.situation.rolePronoun }
          : null))
      : null;
  const noted = mind ? { ...q, supported: mind } : q;
  const note = PET_LOSS.test(question.toLowerCase())
    ? PET_NOTE
    : domain && ['litigation', 'tenancy'].includes(domain.key)
      ? sensitiveNote(noted, cards)?.replace('a forecast about your safety', 'a forecast of the ruling')
      : sensitiveNote(noted, cards);
  if (note) overview.push(note);

  const texts = new Map(cards.map((p) => [p.d.positionKey, cardText(c, p, q, step, sit, told, at)]));
  const t = (key: string) => texts.get(key)!;
  const heading = (...keys: string[]) =>
    keys.map((k) => `${at(k).card.name}${rev(at(k).d) ? ' (reversed)' : ''}`).join(', ');
  const reading = q.sensitive
    ? (q.sensitive === 'legal' ? GENTLE_LEGAL_OUTCOME : GENTLE_OUTCOME)[tone(at('outcome'))](
        nm(at('outcome')),
        sense(at('outcome')),
      )
    : '';
  const answer = closing(c, q, ask, lean, options, step, at, sit, frame, nextSteps(picks), choice).join(
    '\n\n',
  );
  // Another's illness gets no summing up: the cards' course would read as a prognosis.
  const whole = told.unwell
    ? ''
    : spreadWhole(
        c,
        cards,
        at,
        told.matter,
        q.sensitive !== null,
        q.sensitive !== null && q.sensitive !== 'legal',
        romanceCourt(at('hopes-fears'), sit),
      );
  const renderRest = () =>
    [
      `# ${title}`,
      `## Overview\n\n${overview.join(' ')}`,
      `## The Cross`,
      `### The heart of the matter and what crosses it: ${heading('present', 'challenge')}`,
      paragraph(t('present')),
      paragraph(t('challenge')),
      told.crossRead
        ? ''
        : heartAndCross(
            c,
            at('present'),
            at('challenge'),
            told.matter,
            lean && options && lean.lean !== 'unclear' ? 'chosen' : (lean?.lean ?? null),
          ),
      `### The root and what is passing: ${heading('foundation', 'recent-past')}`,
      paragraph(t('foundation')),
      paragraph(t('recent-past')),
      `### The crown and what approaches: ${heading('crown', 'near-future')}`,
      paragraph(t('crown')),
      paragraph(t('near-future')),
      `## The Staff`,
      `### You and the people around you: ${heading('self', 'environment')}`,
      paragraph(t('self')),
      paragraph(t('environment')),
      q.sensitive &&
      q.sensitive !== 'legal' &&
      tone(at('self')) === 'hard' &&
      tone(at('environment')) === 'hard'
        ? SHARED_STRAIN(nm(at('self')), nm(at('environment')), sense(at('self')), sense(at('environment')))
        : '',
      `### Your hopes and fears: ${heading('hopes-fears')}`,
      paragraph(t('hopes-fears')),
      `## The Answer`,
      `### The outcome: ${heading('outcome')}`,
      paragraph(t('outcome')),
      reading,
      STORY_SLOT.trim(),
      answer,
      verifySection(draw),
    ]
      .filter((part) => part !== '')
      .join('\n\n');
  // A card's theme is said at most twice in a reading: after that a line that led the card by its
  // theme names it alone, the story first (review r25: one head heard ten times over a batch).
  const heads = cards.map((p) => [p, storyHead(gist(p))] as const);
  const render = () => {
    let md = renderRest().replace(STORY_SLOT, () =>
      whole ? `\n\n**The story of the spread.** ${whole}` : '',
    );
    for (const [p, head] of heads) {
      if (!head || !occursMoreThan(md, head, 2)) continue;
      const led = new RegExp(`${escapeRe(head)} \\(${escapeRe(nm(p))}\\)`, 'gi');
      for (let n = md.split(head).length - 1; n > 2; n--) {
        const last = [...md.matchAll(led)].at(-1);
        if (!last) break;
        const i = last.index;
        const start = i === 0 || /(?:[.!?](?:\*\*)?\s+|\n)$/.test(md.slice(Math.max(0, i - 5), i));
        md = md.slice(0, i) + (start ? Nm(p) : nm(p)) + md.slice(i + last[0].length);
      }
      // The card's own line may name it by its theme again ("the dancer inside the wreath, the
      // card of a cycle completed, and"): an appositive that can go without harm to the sentence.
      if (occursMoreThan(md, head, 2)) md = md.replace(`, the card of ${head},`, ',');
    }
    return md;
  };

  // Optional sentences go in by rounds, the cards that carry the story first, while they fit.
  const order = [
    'present',
    'outcome',
    'challenge',
    'self',
    'crown',
    'foundation',
    'hopes-fears',
    'near-future',
    'environment',
    'recent-past',
  ];
  // The question's phrase is said a few times, then the domain's short label ("the investment").
  // "Your life after the divorce" is not "the divorce" once shortened: it is the chapter after it.
  const after = AFTER_EVENT.test(told.matter) ? 'this new chapter' : actShort(told.matter);
  const who = ask.person?.who;
  const short = who && shortWho(who);
  const capped = (md: string) => {
    const topical = domain ? capTopic(md, told.matter, domain.label) : capMentions(md, told.matter, after);
    return who && short && short !== who ? capMentions(topical, who, short, FULL_PERSON) : topical;
  };
  let words = countWords(render());
  for (let round = 0; round < 3; round++)
    for (const key of order) {
      // A picture is described for the two cards the story turns on; elsewhere the card's
      // sentences for the question come first, and its picture only if the reading runs short.
      const next = t(key)
        .sentences.filter((x) => x.optional && !x.on && (!x.picture || PICTURED.has(key)))
        .sort((x, y) => x.rank - y.rank)[0];
      if (!next) continue;
      const cost = countWords(next.text);
      if (words + cost > TARGET_WORDS) continue;
      words += cost;
      next.on = true;
    }
  // A short reading takes the cards' general meanings too, the story's cards first, until it is
  // long enough; they are the same in every reading, so they are the last thing added. Counted
  // after the question's phrase is shortened, since that is the length the reader gets.
  let markdown = capped(render());
  words = countWords(markdown);
  // The reading is rendered again only when a sentence has gone in or out since it last was.
  let changed = false;
  for (let round = 0; round < 3; round++)
    for (const key of order) {
      if (words >= MIN_WORDS) break;
      // A card described by its picture already reads the same across questions in one sentence;
      // its general meaning would make two, so it takes the picture or the meaning, not both.
      const pictured = t(key).sentences.some((x) => x.picture && x.on);
      const next = pictured
        ? undefined
        : (t(key).spare.find((x) => !x.on) ?? t(key).sentences.find((x) => x.picture && !x.on));
      if (!next) continue;
      next.on = true;
      changed = true;
      words += countWords(next.text);
    }
  if (changed) markdown = capped(render());
  // A spread whose own sentences already run long loses whole sentences, never half of one: first
  // the optional ones of the cards the story leans on least, then their pictures, while each card
  // keeps its placing and at least one sentence for the question.
  let total = countWords(markdown);
  const last = [...order].reverse().map(t);
  const pictures = (court: boolean) =>
    last
      .filter((x) => x.court === court)
      .flatMap((x) => x.sentences.filter((y) => y.on && y.picture).map((y) => ({ y, of: x })));
  // In this order: optional sentences, the pictures of the cards the story leans on least, and
  // last the pictures of court cards, which without them are a bare quality.
  const stages = [
    () => last.flatMap((x) => x.sentences.filter((y) => y.on && y.optional).map((y) => ({ y, of: x }))),
    () => pictures(false),
    () => pictures(true),
  ];
  for (const stage of stages) {
    let over = total - MAX_WORDS;
    if (over <= 0) break;
    changed = false;
    for (const { y, of } of stage()) {
      if (over <= 0) break;
      if (of.sentences.filter((z) => z.on).length < 2) continue;
      y.on = false;
      changed = true;
      over -= countWords(y.text);
    }
    if (!changed) continue;
    markdown = capped(render());
    total = countWords(markdown);
  }
  const facts: TarotFacts = { firstName, question, spread: 'celtic-cross', draw, cards: cardFacts(cards) };
  return {
    kind: 'celtic-cross',
    title,
    markdown,
    writer: 'composer',
    wordCount: total,
    facts,
  };
}
