// The Celtic Cross reading, told as one story in Waite's order: the answer first, then the cross
// (the heart of the matter and what crosses it, the root and what is passing, the crown and what
// approaches), then the staff (you, the people around you, your hopes and fears), then the
// outcome and the answer. Each card is placed by its position's own sentence with its whole
// authored theme, then speaks to the question in its authored sentences; the cards a reader looks
// at together are read together, by name; the draw's seed is left to the Verify footer.
import { meaningOf, type TarotLean } from '../tarot/meanings';
import type { Suit } from '../tarot/deck';
import {
  COURT_AS_QUALITY,
  COURT_QUALITY,
  CROSS_POSITIONS,
  CROWN_AND_OUTCOME,
  GENTLE_LEGAL_OUTCOME,
  GENTLE_OUTCOME,
  GENTLE_STORY,
  HEART_AND_CROSS,
  HOPES_AND_OUTCOME,
  LINK_TURN,
  LINKED_PAIR,
  NUMBER_WEIGHT,
  PASSING,
  SHARED_STRAIN,
  STORY_END,
  STORY_END_AGAINST,
  STORY_START,
  SUIT_MATTER,
  SUIT_THREAD,
  SUIT_WEIGHT,
  WAITE_FITS,
  type FitTag,
  type Tone,
} from './content/celtic-cross';
import { readQuestion, type QuestionReading } from './content/tarot-positions';
import { named, rev, type SpreadLean } from './tarot-interplay';
import {
  answerSection,
  ASSUMES_PARTNER,
  cardFacts,
  drawnCards,
  fitsQuestion,
  isCourt,
  leftBehind,
  noVerdictText,
  oneStep,
  placedSubject,
  sensitiveNote,
  splitSentences,
  subjectLine,
  subjectSentences,
  readsLiterally,
  suitsCare,
  usable,
  validate,
  verifySection,
  type Drawn,
  type Step,
  type TarotReadingInput,
} from './tarot-report';
import { capitalise, cardinal, Chooser, countWords, listJoin, neutralise, quoteUserText } from './text';
import type { Reading, TarotFacts } from './types';

/** Words the reading aims for; optional sentences are added until it would pass this. */
const TARGET_WORDS = 1_030;
/** Below this the reading takes the cards' general meanings as well. */
const MIN_WORDS = 860;

/**
 * Sentences of a card's meaning that list Waite's and the modern keywords ("Waite gives distress,
 * adversity…; the modern reading sees…"): a reference list, not a reading, so the story leaves
 * them out.
 */
const KEYWORD_LIST =
  /\bmodern reading\b|\bold meanings?\b|\bWaite (gives|names|named|lists|listed)\b|\bWaite[’']s (list|words)\b/;
/**
 * Other sentences that cite Waite or the older reading: the tradition is named for the heart of
 * the matter and the outcome, the two cards the story turns on, and not for every card.
 */
const CITES_TRADITION = /\bWaite\b|\b(older|traditional) (reading|meaning)\b/;
const CITED_AT = new Set(['present', 'outcome']);

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
const nm = (p: Drawn) => named(p.card, p.d);
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
  /** Applying to a school, a university or a programme. */
  admission: boolean;
  /** Loneliness, which no line may blame on the asker. */
  lonely: boolean;
  matter: string | null;
}

const BETWEEN =
  /\b(relationship|things|get on|mend|heal|repair|reconcil\w*|forgive|rift|fall\w* out|fell out|argu\w*|close to|closer|estranged|speak\w* to)\b/;

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
  const kin =
    (role === 'sibling' || role === 'parent' || role === 'child') && roleWho && BETWEEN.test(lower)
      ? roleWho
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
    /\b(buy|buying|purchase|afford)\b.*\b(house|home|flat|apartment|property|place)\b|\bmortgage\b/.test(
      lower,
    );
  const matter =
    bond === 'married'
      ? 'your marriage'
      : bond === 'divorce'
        ? 'your life after the divorce'
        : kin
          ? `things between you and ${kin}`
          : (application ?? (admission ? 'your application' : purchase ? 'buying a home' : null));
  const lonely = /\b(lonel\w*|alone|isolat\w*)\b/.test(lower);
  return { bond, kin, application, purchase, admission, lonely, matter };
}

/** Love that is only beginning: never said to someone married, divorcing or missing an ex. */
const NEW_LOVE =
  /\b(new romance|romance|new attraction|attraction|flirt\w*|someone you like|planning the wedding|wedding|proposal|first date|dates?|dating|crush|playful|new relationship|new connection|meet someone|single|courtship)\b/i;
/** A household, its evenings and visitors: not a brother's estrangement, not a house purchase. */
const HOUSEHOLD =
  /\b(house|household|at home|home project|evenings?|gatherings?|part(y|ies)|visits?|visitors?|guests?|young relative|under one roof|celebrat\w*|busier|kitchen)\b/i;
/** Romance and partners, which a question about a brother or a parent must never meet. */
const ROMANCE = /\b(romance|romantic|lover|attraction|flirt\w*|dates?|dating|your partner|wedding)\b/i;
/** Courts and adversaries, which an application decided by an office does not have. */
const COURTROOM =
  /\b(wills?|courts?|opponents?|the other side|judges?|rulings?|trials?|inheritance|malice|lawsuits?|verdicts?|settlements?|disputes?|property|contracts?|negotiat\w*|competitors?|critics?|rivals?)\b/i;
/** Lines that blame, or make a lesson of, a loss: never said on a divorce or a grief. */
const BLAME =
  /\b(your need to|blocking your (growth|progress)|clinging|fooling yourself|self-pity|wallow\w*|you refuse|your own doing|lessons?|where surrender would|control everything)\b/i;
/** A person the card's figure is, which a quality the asker brings must not become. */
const FIGURE =
  /\b(woman|man|men|women|he|she|her|his|him|lady|youth|boy|girl|person|someone|somebody|colleague|manager|boss|relative|romantic|ruler|figure)\b|\b(a|your) partner\b|\bis the shadow of\b/i;
/** Words after an imperative's first word that make it a description ("Work done without care…"). */
const NOT_A_COMMAND = /^\w+ (done|made|taken|given|left|kept|built|\w+ed)\b/i;
/** A sentence that leans on the one before it ("Let it be playful"), which cannot stand alone. */
const LEANS_BACK = /^(This|That)\b|\b(it|them|they|those|these)\b|\bthe (behaviour|habit|pattern|feeling)\b/i;

/** Whether a sentence fits the asker's situation as the question states it. */
function fitsCrossSituation(sentence: string, sit: CrossSituation, q: QuestionReading): boolean {
  if (sit.bond && NEW_LOVE.test(sentence)) return false;
  if (sit.bond === 'divorce' && ASSUMES_PARTNER.test(sentence)) return false;
  if ((sit.bond === 'divorce' || sit.lonely || q.situation.grief) && BLAME.test(sentence)) return false;
  if (sit.kin && (HOUSEHOLD.test(sentence) || ROMANCE.test(sentence))) return false;
  if (sit.purchase && HOUSEHOLD.test(sentence.replace(/\b(a |the |new |your )+(home|house)\b/gi, '')))
    return false;
  if (sit.application && COURTROOM.test(sentence)) return false;
  return true;
}

const courtKey = (p: Drawn) => `${p.card.rank}-${p.card.suit}`;
/** A court card read as a quality (everywhere but the surroundings, where it is a person). */
const asQuality = (p: Drawn) => isCourt(p.card) && p.d.positionKey !== 'environment';

/**
 * A card with only the authored sentences that fit the asker's situation: its meaning and every
 * subject keep the sentences that fit, a subject's sentences stopping at the first that does not
 * (they run on from one another). A court card read as a quality loses the sentences that make
 * it a man or a woman, all but the picture.
 */
function situated(p: Drawn, sit: CrossSituation, q: QuestionReading): Drawn {
  const quality = asQuality(p);
  const keep = (s: string) => fitsCrossSituation(s, sit, q) && !(quality && FIGURE.test(s));
  // A court card read as a quality keeps only its picture (the upright one, the same card turned):
  // the rest of its meaning describes the figure as a man or a woman.
  const kept = quality
    ? splitSentences(meaningOf(p.card, false).meaning).slice(0, 1)
    : splitSentences(p.m.meaning).filter(keep);
  // A sentence after one that does not fit goes too, when it leans on it ("Let it be playful").
  const subjects = Object.fromEntries(
    Object.entries(p.m.subjects).map(([k, text]) => {
      const out: string[] = [];
      let dropped = false;
      for (const s of splitSentences(text)) {
        if (!keep(s) || (dropped && LEANS_BACK.test(s))) dropped = true;
        else out.push(s);
      }
      return [k, out.join(' ')];
    }),
  ) as Drawn['m']['subjects'];
  return { ...p, m: { ...p.m, meaning: kept.join(' '), subjects } };
}

/**
 * The question as the Celtic Cross reads it: the situation corrects a few readings of the shared
 * classifier. A sibling's rift is not a body to heal; a visa application is decided by an office,
 * so it gets a lean; a house purchase is read for money and planning, a programme application for
 * study; "leave teaching to start a bakery" asks whether the new venture goes well, so no card's
 * lean is turned.
 */
function crossQuestion(question: string): { q: QuestionReading; sit: CrossSituation } {
  const q = readQuestion(question);
  const sit = crossSituation(question, q);
  const lower = question.toLowerCase();
  const bodily =
    /\b(ill\w*|sick\w*|disease|surgery|operation|doctor|diagnos\w*|cancer|hospital|treatment|pain|body|health\w*)\b/;
  if (sit.kin && q.sensitive === 'medical' && !bodily.test(lower)) {
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
  // Standing by someone through an illness is read for the family's care, not the asker's body.
  if (q.supported && q.subject === 'health') q.subject = 'home';
  if (sit.admission) q.subject = 'study';
  if (
    q.leaving &&
    /\b(to|and) (start|open|set up|launch|begin|become|go|join|move|study|train)\b/.test(lower)
  )
    q.leaving = false;
  return { q, sit };
}

/**
 * How much each place weighs in the Celtic Cross's yes or no: the outcome most, then the heart of
 * the matter and what approaches, then the crossing and the querent; the crown and the hopes a
 * little. The root and the recent past are the story's context: they do not vote.
 */
const CROSS_WEIGHT: Record<string, number> = {
  outcome: 3,
  present: 1.5,
  'near-future': 1.5,
  challenge: 1,
  self: 1,
  crown: 0.5,
  'hopes-fears': 0.5,
  environment: 0.5,
  foundation: 0,
  'recent-past': 0,
};
const LEAN_VALUE: Record<TarotLean, number> = { yes: 1, no: -1, unclear: 0 };

/** What one card says to the yes or no, in a few words. */
function saysOf(p: Drawn, q: QuestionReading, options: [string, string] | null = null): string {
  const l = leanFor(p, q);
  if (l === 'unclear') return 'is open';
  if (options) return `favours “${l === 'yes' ? options[0] : options[1]}”`;
  if (q.leaving) return l === 'yes' ? 'argues for leaving' : 'argues for staying';
  return l === 'yes' ? 'goes your way' : 'goes against it';
}

/**
 * The spread's yes or no, read from its places by their weight, with the cards that carry it
 * named: the outcome, the heart of the matter and what approaches.
 */
export function crossLean(
  cards: Drawn[],
  q: QuestionReading,
  options: [string, string] | null = null,
): SpreadLean {
  let sum = 0;
  let total = 0;
  for (const p of cards) {
    const w = CROSS_WEIGHT[p.d.positionKey] ?? 0;
    sum += w * LEAN_VALUE[leanFor(p, q)];
    total += w;
  }
  const score = sum / total;
  const lean: TarotLean = score >= 0.2 ? 'yes' : score <= -0.2 ? 'no' : 'unclear';
  const strength =
    lean === 'unclear'
      ? null
      : Math.abs(score) >= 0.6
        ? 'clearly'
        : Math.abs(score) >= 0.4
          ? 'fairly'
          : 'slightly';
  const at = (key: string) => cards.find((p) => p.d.positionKey === key)!;
  const says = (p: Drawn) => saysOf(p, q, options);
  const [o, h, f] = [at('outcome'), at('present'), at('near-future')];
  const because = [
    `The outcome, ${nm(o)}, ${says(o)}; the heart of the matter, ${nm(h)}, ${says(h)}; and what approaches, ${nm(f)}, ${says(f)}.`,
  ];
  return { lean, strength, because };
}

/** A card's lean on the question as asked: asked "Should I leave…?", a card for the matter argues for staying. */
function leanFor(p: Drawn, q: QuestionReading): TarotLean {
  const own = p.m.lean;
  return q.leaving && own !== 'unclear' ? (own === 'yes' ? 'no' : 'yes') : own;
}

/** The two paths of "Should I take the job or stay where I am?", told back in the second person. */
export function optionsOf(question: string): [string, string] | null {
  const m =
    /^\s*(?:should|shall|do|would|could|can|must) (i|we) (.+?),? or (?:should (?:i|we) )?(.+?)[\s?!.]*$/i.exec(
      question,
    );
  if (!m) return null;
  const you = (s: string) =>
    s
      .replace(/\b(I am|I'm|we are|we're)\b/gi, 'you are')
      .replace(/\b(I|me|we|us)\b/gi, 'you')
      .replace(/\b(my|our)\b/gi, 'your')
      .replace(/\b(myself|ourselves)\b/gi, 'yourself')
      .trim();
  const [a, b] = [you(m[2]!), you(m[3]!)];
  if (!a || !b || /\bnot\b/i.test(b) || a.split(/\s+/).length > 10 || b.split(/\s+/).length > 10) return null;
  return [neutralise(a), neutralise(b)];
}

/** One card's text: the sentence that places it, then its sentences, some of them optional. */
interface CardText {
  frame: string;
  /** The card's general meaning beyond its picture, said only when the reading would run short. */
  spare: { text: string; on: boolean }[];
  /** In the order they are read: the card's meaning first, then what it says to the question. */
  /** `rank` orders the optional ones: the first meaning sentence, then the second for the question, then the rest. */
  sentences: { text: string; optional: boolean; on: boolean; rank: number }[];
}

function frameOf(c: Chooser, p: Drawn, i: number, sit: CrossSituation): string {
  const key = p.d.positionKey;
  const pos = CROSS_POSITIONS[key]!;
  const [n, N] = [nm(p), Nm(p)];
  const quality = COURT_QUALITY[courtKey(p)];
  if (asQuality(p) && quality && COURT_AS_QUALITY[key]) {
    const q = rev(p.d) ? quality.shadow : quality.gift;
    return naming(COURT_AS_QUALITY[key]![rev(p.d) ? 'shadow' : 'gift'](n, N, q), key, sit);
  }
  const options =
    pos.hard && tone(p) === 'hard'
      ? pos.hard
      : pos.good && tone(p) === 'good'
        ? pos.good
        : isCourt(p.card)
          ? pos.court
          : pos.frames;
  const texts = options.map((_, k) => c.cycle(`frame:${key}`, i + k, options)(n, N, p.m.theme));
  // A frame whose own verb the theme repeats ("which brings … bringing") gives way to the next.
  const frame =
    texts.find((t) => !/\b(\w+ing)\b.*\b\1\b/.test(t.replace(/\b(the )?[A-Z][\w ]* of [A-Z]\w*/g, ''))) ??
    texts[0]!;
  return naming(frame, key, sit);
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
      .replace(/^Where this is heading/, `Where ${m} is heading`)
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
function cardText(
  c: Chooser,
  p: Drawn,
  i: number,
  q: QuestionReading,
  step: Step | null,
  sit: CrossSituation,
): CardText {
  const key = p.d.positionKey;
  const meaning = usable(p.m.meaning, q)
    .filter(
      (s) =>
        !KEYWORD_LIST.test(s) &&
        (CITED_AT.has(key) || !CITES_TRADITION.test(s)) &&
        !(q.noPartner && ASSUMES_PARTNER.test(s)) &&
        suitsCare(s, q) &&
        !(q.sensitive && q.sensitive !== 'legal' && STARK.test(s)) &&
        !(PAST_PLACES.has(key) && STILL_NOW.test(s)),
    )
    // "The Tower reversed: … Reversed, the card…": the frame has said it already.
    .map((s) => (rev(p.d) && s.startsWith('Reversed, ') ? capitalise(s.slice('Reversed, '.length)) : s))
    .slice(0, 2);
  // The root is as much behind the asker as the recent past: its sentence is told in the past.
  const placed = key === 'foundation' ? { ...p, d: { ...p.d, positionKey: 'recent-past' } } : p;
  let subject = placedSubject(placed, q).filter(
    (s) => s !== step?.sentence && !(PAST_PLACES.has(key) && STILL_NOW.test(s)),
  );
  // Finding love: a card whose love sentences all speak to a partner the asker does not have yet
  // speaks instead with its sentences for the inner path, which is where the block is sought.
  if (subject.length === 0 && q.noPartner && q.subject === 'love' && !PAST_OR_OTHERS.has(key))
    subject = usable(p.m.subjects.spirit, q).filter((s) => fitsQuestion(s, q) && s !== step?.sentence);
  const fit = WAITE_FITS.find((f) => f.id === p.card.id && f.reversed === rev(p.d) && fitsTag(f.tag, q, sit));
  // The people around you: the card's sentences for the question that speak of others, not to you.
  if (key === 'environment')
    subject = subjectSentences(p, q)
      .filter((s) => !/\byou/i.test(s) && !COMMAND.test(s))
      .slice(0, 1);
  const own = fit ? meaning.filter((s) => !/\bWaite\b/.test(s)) : meaning;
  // Beyond its picture, a card's general meaning is kept in reserve: it would read the same in
  // every reading where the card falls, so it is said only when the reading would run short.
  let general = own.slice(0, 1);
  // A card every other sentence of which the question ruled out still shows its picture.
  if (general.length === 0 && subject.length === 0 && !fit)
    general = splitSentences(p.m.meaning)
      .filter((s) => !readsLiterally(s))
      .slice(0, 1);
  const sentences = [
    ...(fit ? [{ text: fit.text, optional: false, rank: 0 }] : []),
    ...general.map((text, k) => ({ text, optional: subject.length > 0 || k > 1, rank: 2 * k })),
    ...subject.map((text, k) => ({ text, optional: k > 0, rank: 2 * k - 1 })),
  ].map((s) => ({ ...s, on: !s.optional }));
  const spare = own.slice(general.length, 2).map((text) => ({ text, on: false }));
  return { frame: frameOf(c, p, i, sit), sentences, spare };
}

/** A sentence that tells the asker what to do, which the people around them cannot be told. */
const COMMAND =
  /^(Ask|Be|Let|Keep|Take|Make|Give|Get|Go|Do|Don't|Stop|Start|Look|Trust|Talk|Say|Tell|Find|Check|Choose|Stay|Stand|Speak|Share|Protect|Accept|Rest|Face|Use|Reach|Call|Decide|Plan|Write|Listen|Set|Follow|Try|Show|Meet|Leave|Name|Focus|Avoid|Treat|Seek|Wait|Allow|Hold|Put|Guard|Remember|Count|Settle|Handle|Clarify|Pay|Sort|Step|Enjoy|Spend|Bring|Restore|Delegate|Negotiate|Volunteer|Resist|Work|Play|Mark|Notice|Welcome|Offer|Apply|Cut|Lean|Sign)\b/;

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
    case 'sibling':
      return sit.kin !== null && /brother|sister|sibling/.test(sit.kin);
    case 'purchase':
      return sit.purchase;
    case 'abroad':
      return sit.application !== null || q.relocation;
    case 'spirit':
      return q.subject === 'spirit';
  }
}

function paragraph(t: CardText): string {
  const on = t.sentences.filter((s) => s.on).map((s) => s.text);
  const spare = t.spare.filter((s) => s.on).map((s) => s.text);
  // The general meaning follows the picture, before the sentences for the question.
  return [t.frame, ...on.slice(0, 1), ...spare, ...on.slice(1)].join(' ');
}

/** Two cards a reader looks at together, read by their leans. */
function pair(
  c: Chooser,
  slot: string,
  table: Record<string, ((a: string, b: string, A: string, B: string) => string)[]>,
  a: Drawn,
  b: Drawn,
): string {
  return c.pick(slot, table[`${tone(a)}-${tone(b)}`]!)(nm(a), nm(b), Nm(a), Nm(b));
}

const RANK_PLURAL = [
  '',
  'Aces',
  'Twos',
  'Threes',
  'Fours',
  'Fives',
  'Sixes',
  'Sevens',
  'Eights',
  'Nines',
  'Tens',
];

/**
 * What the spread's make-up says, only when it says something: a suit that holds four or more
 * cards, a number that comes three times, many or no Major Arcana, many or no reversals. Two at most.
 */
function patterns(cards: Drawn[], q: QuestionReading): string[] {
  const out: string[] = [];
  const bySuit = new Map<Suit, Drawn[]>();
  for (const p of cards) if (p.card.suit) bySuit.set(p.card.suit, [...(bySuit.get(p.card.suit) ?? []), p]);
  const [suit, group] =
    [...bySuit].sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0]))[0] ?? [];
  if (suit && group && group.length >= 4 && !(q.sensitive === 'grief' && suit === 'wands'))
    out.push(
      `${capitalise(cardinal(group.length))} of the ten cards are ${capitalise(suit)}, ${SUIT_WEIGHT[suit]}.`,
    );
  const byNumber = new Map<number, Drawn[]>();
  for (const p of cards)
    if (p.card.arcana === 'minor' && p.card.number <= 10)
      byNumber.set(p.card.number, [...(byNumber.get(p.card.number) ?? []), p]);
  const [num, same] = [...byNumber].sort((x, y) => y[1].length - x[1].length || x[0] - y[0])[0] ?? [];
  if (num && same && same.length >= 3)
    out.push(
      `${capitalise(cardinal(same.length))} ${RANK_PLURAL[num]} appear, ${listJoin(same.map(nm))}, and a number that comes ${same.length === 3 ? 'three' : 'four'} times speaks of ${NUMBER_WEIGHT[num]}.`,
    );
  const majors = cards.filter((p) => p.card.arcana === 'major');
  const reversed = cards.filter((p) => rev(p.d));
  // A loss or an illness is not made into a chapter with lessons: the count of Majors goes unsaid.
  const tender = q.situation.grief || q.sensitive === 'grief' || q.sensitive === 'medical';
  if (tender) {
    // nothing: the reversals below may still be said
  } else if (majors.length >= 5)
    out.push(
      `${capitalise(cardinal(majors.length))} of the ten cards are Major Arcana, so larger forces than everyday choice are at work, and this marks a real chapter of your life.`,
    );
  else if (majors.length === 4)
    out.push(
      `Four Major Arcana, ${listJoin(majors.map(nm))}, give this matter more weight than a passing question: it belongs to a larger chapter.`,
    );
  else if (majors.length === 0)
    out.push(
      'No Major Arcana card appears, so this is a matter of everyday choices, and for the most part in your own hands.',
    );
  if (reversed.length >= 6)
    out.push(
      `${capitalise(cardinal(reversed.length))} of the ten cards are reversed, so much of this is held back or working inside you, and it needs to come into the open before things can move.`,
    );
  else if (reversed.length === 0)
    out.push(
      'No card is reversed, so nothing here is stuck or hidden: what the cards show is already in the open.',
    );
  return out.slice(0, 2);
}

/**
 * The overview's one-line story, from the heart of the matter to the outcome; "but" where they
 * differ. With a lean given, an outcome that pulls against it is said to, so the story never
 * promises what the answer withholds.
 */
function story(c: Chooser, at: (key: string) => Drawn, lean: SpreadLean | null): string {
  const [heart, cross, outcome] = [at('present'), at('challenge'), at('outcome')];
  const start = c.pick('story:start', STORY_START[tone(heart)])(nm(heart), nm(cross));
  const o = tone(outcome);
  const against = lean && o !== 'open' && lean.lean !== 'unclear' && toneOf(lean.lean) !== o;
  const end = against
    ? STORY_END_AGAINST[o as 'good' | 'hard'](nm(outcome))
    : c.pick('story:end', STORY_END[o])(nm(outcome));
  const turns = tone(heart) !== 'open' && o !== 'open' && tone(heart) !== o;
  return `${start}, ${turns || against ? 'but' : 'and'} ${end}.`;
}

const FIRMNESS: Record<NonNullable<SpreadLean['strength']>, string> = {
  clearly: 'and clearly',
  fairly: 'fairly firmly',
  slightly: 'though only slightly',
};

/** The answer in the overview's first sentences: the lean and the cards that give it, the path favoured, or the step. */
function overviewAnswer(
  q: QuestionReading,
  lean: SpreadLean | null,
  options: [string, string] | null,
  step: Step | null,
  at: (key: string) => Drawn,
): string {
  const outcome = at('outcome');
  if (q.noVerdict) return `The cards give no yes or no here; they speak to ${noVerdictText(q).help}.`;
  // The overview names the card that weighs most; the answer at the end names the others.
  const weighs = `It rests most on the outcome, ${nm(outcome)}, which ${saysOf(outcome, q, options)}.`;
  if (lean && lean.lean === 'unclear')
    return `The cards give no firm ${options ? 'preference' : 'yes or no'}. ${weighs} What you do next tips the balance.`;
  if (lean) {
    const firm = FIRMNESS[lean.strength ?? 'slightly'];
    const head = options
      ? `Of your two paths, the cards favour “${lean.lean === 'yes' ? options[0] : options[1]}”, ${firm}.`
      : `The cards lean ${lean.lean}, ${firm}${q.leaving ? `: they favour ${lean.lean === 'no' ? 'staying with' : 'leaving'} ${leftBehind(q)}` : ''}.`;
    return `${head} ${weighs}`;
  }
  return step
    ? `The one thing the cards ask of you: ${step.text}.`
    : `The cards give no single step here; what they show is where this stands, with ${nm(at('present'))} at the heart and ${nm(outcome)} at the end.`;
}

/** The closing answer for a choice between two paths, read as the first path asked yes or no. */
function choiceSection(lean: SpreadLean, options: [string, string], step: Step | null): string {
  const head =
    lean.lean === 'unclear'
      ? '**Neither path is clearly favoured.**'
      : `**The cards favour “${lean.lean === 'yes' ? options[0] : options[1]}”, ${lean.strength}.**`;
  const how = `The cards were read for the first path, “${options[0]}”, as a yes or a no.`;
  const tip = step
    ? lean.lean === 'unclear'
      ? `What would settle it: ${step.text}.`
      : `Whichever you choose, the step the cards give is this: ${step.text}.`
    : '';
  return [head, how, ...lean.because, tip].filter((s) => s !== '').join(' ');
}

/**
 * The one thing to do, as the shared chooser finds it, with two corrections: a sentence that only
 * looks like a command ("Work done without care loses its meaning") is passed over, and an
 * application an office decides needs no lawyer.
 */
function stepFor(cards: Drawn[], q: QuestionReading, question: string, sit: CrossSituation): Step | null {
  let pool = cards;
  for (let tries = 0; tries < 4; tries++) {
    const step = oneStep(pool, q, question);
    if (!step?.sentence || !step.from || !NOT_A_COMMAND.test(step.sentence)) {
      if (!step) return null;
      // The answer names the card the step came from by the drawn card itself, not its copy.
      const from = step.from && cards.find((p) => p.d.positionKey === step.from!.d.positionKey)!;
      const text = sit.application ? step.text.replace(/, and take proper legal advice$/, '') : step.text;
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

/** The one line that names the asker's situation, when the question states one. */
function situationLine(sit: CrossSituation, name: string): string | null {
  if (sit.bond === 'married')
    return `Your question is about your marriage, ${name}, so each card is read for the two of you as a married couple.`;
  if (sit.bond === 'divorce')
    return `Your question is about your life after the divorce, ${name}, so each card is read for how you rebuild it on your own terms.`;
  if (sit.kin)
    return `Your question is about you and ${sit.kin}, ${name}, so each card is read for what stands between you and how it can mend.`;
  if (sit.application)
    return `Your question is about ${sit.application}, ${name}: the decision is the office’s, so the cards read how the application stands and what you can still do for it.`;
  if (sit.admission)
    return `Your question is about your application for a place, ${name}, so each card is read for your studies and your chances.`;
  if (sit.purchase)
    return `Your question is about buying a home, ${name}, so each card is read for the money, the planning and the timing.`;
  return null;
}

/**
 * Two cards a reader looks at together, said only when they are truly linked: both of one suit,
 * read from both cards' leans. Cards with nothing in common are left to their own paragraphs.
 */
function linked(slot: keyof typeof LINKED_PAIR, a: Drawn, b: Drawn): string[] {
  const suit = a.card.suit;
  if (!suit || suit !== b.card.suit) return [];
  const [ta, tb] = [tone(a), tone(b)];
  const turn = ta === 'hard' && tb === 'good' ? 'better' : ta === 'good' && tb === 'hard' ? 'worse' : 'same';
  return [LINKED_PAIR[slot](Nm(a), nm(b), SUIT_THREAD[suit], capitalise(LINK_TURN[turn](SUIT_MATTER[suit])))];
}

/**
 * The crown and the hopes read against the outcome: the crown when the two share a suit, or when a
 * hard crown needs reconciling with where things go; the hopes always. A pairing that would promise
 * what the lean withholds (a good outcome under a "no") is left out.
 */
function outcomePairs(c: Chooser, at: (key: string) => Drawn, lean: SpreadLean | null): string[] {
  const [crown, hopes, outcome] = [at('crown'), at('hopes-fears'), at('outcome')];
  const o = tone(outcome);
  if (lean && lean.lean !== 'unclear' && o !== 'open' && toneOf(lean.lean) !== o) return [];
  // A hard crown is reconciled with the outcome first: what weighs on the mind against where it goes.
  const crownLine =
    tone(crown) === 'hard'
      ? [pair(c, 'crown-outcome', CROWN_AND_OUTCOME, crown, outcome)]
      : linked('crown-outcome', crown, outcome);
  return [...crownLine, pair(c, 'hopes-outcome', HOPES_AND_OUTCOME, hopes, outcome)];
}

export function composeCelticCross(input: TarotReadingInput): Reading<'celtic-cross'> {
  const { firstName, question } = validate(input, 'celtic-cross');
  const { draw } = input;
  const c = new Chooser(`celtic-cross|${draw.seed}|${draw.cut}|${firstName}|${question}`);
  const { q, sit } = crossQuestion(question);
  const options = q.yesNo ? null : optionsOf(question);
  // A choice between two paths on a body or a court case gets no verdict either.
  if (options && q.sensitive) q.noVerdict = true;
  const cards = drawnCards(draw, q).map((p) => situated(p, sit, q));
  const at = (key: string) => cards.find((p) => p.d.positionKey === key)!;
  const name = neutralise(firstName);
  const title = `Celtic Cross Reading for ${name}`;
  const lean = (q.yesNo || options) && !q.noVerdict ? crossLean(cards, q, options) : null;
  const step = stepFor(cards, q, question, sit);

  const overview = [
    `${name}, you asked: “${quoteUserText(question, 25)}” ${overviewAnswer(q, lean, options, step, at)}`,
    q.sensitive
      ? GENTLE_STORY(nm(at('present')), nm(at('challenge')), nm(at('outcome')))
      : story(c, at, lean),
    situationLine(sit, name) ?? subjectLine(c, q, name),
  ];
  const note = sensitiveNote(q, cards);
  if (note) overview.push(note);

  const texts = new Map(cards.map((p, i) => [p.d.positionKey, cardText(c, p, i, q, step, sit)]));
  const t = (key: string) => texts.get(key)!;
  const heading = (...keys: string[]) =>
    keys.map((k) => `${at(k).card.name}${rev(at(k).d) ? ' (reversed)' : ''}`).join(', ');
  const reading = q.sensitive
    ? (q.sensitive === 'legal' ? GENTLE_LEGAL_OUTCOME : GENTLE_OUTCOME)[tone(at('outcome'))](
        nm(at('outcome')),
      )
    : outcomePairs(c, at, lean).join(' ');
  const pattern = patterns(cards, q).join(' ');
  const answer =
    options && lean && !q.noVerdict
      ? choiceSection(lean, options, step)
      : answerSection(lean, step, at('outcome'), at('present'), 'celtic-cross', q);
  const render = () =>
    [
      `# ${title}`,
      `## Overview\n\n${overview.join(' ')}`,
      `## The Cross`,
      `### The heart of the matter and what crosses it: ${heading('present', 'challenge')}`,
      paragraph(t('present')),
      paragraph(t('challenge')),
      pair(c, 'heart-cross', HEART_AND_CROSS, at('present'), at('challenge')),
      `### The root and what is passing: ${heading('foundation', 'recent-past')}`,
      paragraph(t('foundation')),
      paragraph(t('recent-past')),
      c.pick('passing', PASSING[tone(at('recent-past'))])(
        nm(at('recent-past')),
        nm(at('present')),
        Nm(at('recent-past')),
        Nm(at('present')),
      ),
      `### The crown and what approaches: ${heading('crown', 'near-future')}`,
      paragraph(t('crown')),
      paragraph(t('near-future')),
      ...linked('root-ahead', at('foundation'), at('near-future')),
      `## The Staff`,
      `### You and the people around you: ${heading('self', 'environment')}`,
      paragraph(t('self')),
      paragraph(t('environment')),
      q.sensitive &&
      q.sensitive !== 'legal' &&
      tone(at('self')) === 'hard' &&
      tone(at('environment')) === 'hard'
        ? SHARED_STRAIN(nm(at('self')), nm(at('environment')))
        : linked('self-others', at('self'), at('environment')).join(''),
      `### Your hopes and fears: ${heading('hopes-fears')}`,
      paragraph(t('hopes-fears')),
      `## The Answer`,
      `### The outcome: ${heading('outcome')}`,
      paragraph(t('outcome')),
      reading,
      ...(pattern ? [pattern] : []),
      answer,
      verifySection(draw),
    ]
      .filter((part) => part !== '')
      .join('\n\n');

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
  let words = countWords(render());
  for (let round = 0; round < 3; round++)
    for (const key of order) {
      const next = t(key)
        .sentences.filter((x) => x.optional && !x.on)
        .sort((x, y) => x.rank - y.rank)[0];
      if (!next) continue;
      const cost = countWords(next.text);
      if (words + cost > TARGET_WORDS) continue;
      words += cost;
      next.on = true;
    }
  // A short reading takes the cards' general meanings too, the story's cards first, until it is
  // long enough; they are the same in every reading, so they are the last thing added.
  for (const key of order) {
    if (words >= MIN_WORDS) break;
    const next = t(key).spare.find((x) => !x.on);
    if (!next) continue;
    next.on = true;
    words += countWords(next.text);
  }
  const markdown = render();
  const facts: TarotFacts = { firstName, question, spread: 'celtic-cross', draw, cards: cardFacts(cards) };
  return {
    kind: 'celtic-cross',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts,
  };
}
