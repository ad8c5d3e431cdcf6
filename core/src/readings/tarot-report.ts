// Three-card and Celtic Cross reports, written from the authored card meanings
// (tarot/meanings). A position frames a card's whole theme; the card's meaning and the sentence
// written for the question's subject follow as the writers wrote them. The overview gives the
// answer first; the Celtic Cross reads as one story: the cross, the staff, then the answer.
import { cardById, SPREADS, type SpreadId, type Suit, type TarotCard } from '../tarot/deck';
import type { DrawnCard, TarotDraw } from '../tarot/draw';
import {
  meaningOf,
  TAROT_SUBJECTS,
  type OrientationMeaning,
  type TarotLean,
  type TarotSubject,
} from '../tarot/meanings';
import { InputError } from './errors';
import {
  ADMIN_TEXT,
  CARE_TEXT,
  CARRYING,
  CHILD_ACCESS,
  othersHabitCare,
  PREGNANCY_LOSS_NOTE,
  COURT_FRAME,
  COURT_WHOSE,
  GENERAL_STEPS,
  supportSteps,
  trustSteps,
  feelingsSteps,
  SUBJECT_STEPS,
  supportCare,
  supportMindCare,
  type CareText,
  type StepKind,
} from './content/tarot-care';
import {
  COURT_QUALITY,
  LITERAL_FITS,
  REMEMBERED,
  REMEMBERED_REVERSED,
  ROLE_STEPS,
  SOUGHT_STEPS,
} from './content/tarot-story';
import {
  actionOf,
  declarationOf,
  isMatterPhrase,
  MENDS_WITH,
  nounPronoun,
  POSITION_TEXT,
  readQuestion,
  SUBJECT_TEXT,
  TO_APPLY,
  TO_INTERVIEW,
  TO_SIGN,
  type Presumption,
  type QuestionReading,
  type SensitiveKind,
  type ThirdPerson,
  asAsked,
} from './content/tarot-positions';
import {
  cardPhrase,
  LEAN_VALUE,
  named,
  paceOf,
  rev,
  spreadSynthesis,
  WHEN,
  type Placed,
  type SpreadLean,
} from './tarot-interplay';
import {
  aOrAn,
  capitalise,
  Chooser,
  countWords,
  hash32,
  listJoin,
  neutralise,
  quoteUserText,
  replaceInProse,
  takesPluralVerb,
} from './text';
import type { CardFact, Reading, TarotFacts } from './types';
import { checkName, checkQuestion } from './validate';
import { CARD_THEMES, honestySign, peopleIn, peopleText, themeLinks } from './tarot-themes';
import { heavyWeight, intentCard, pulled, questionIntent, type IntentCard } from './tarot-question-lean';
import { VERIFY_HEADING } from './verify-footer';
import { senseOf } from './content/celtic-cross';
// The guide's Celtic Cross answer is the reading's own lean; only called, never run at load.

export interface TarotReadingInput {
  firstName: string;
  question: string;
  /** A draw from drawSpread, seed revealed. */
  draw: TarotDraw;
}

/**
 * Words a health or legal question must never meet in its reading: the literal sense of the
 * darker cards (Waite lists death, disease and ruin among them, and "bad news" for the Eight of
 * Swords, read as a forecast to a son whose mother faced surgery in review u). Card names are left
 * out before the check, so "Death" the card may be named.
 */
export const LITERAL_HARM =
  /\b(death|deaths|die|dies|dying|dead|deadly|illness(es)?|ill|disease[sd]?|sick\w*|poverty|destitut\w*|miscarr\w*|fatal|terminal|penniless|bankrupt\w*|ruin(ed|s)?|bad news|calamit\w*|disaster\w*|catastroph\w*)\b/i;

function cardOf(d: DrawnCard): TarotCard {
  const card = cardById(d.cardId);
  if (!card) throw new InputError('draw', 'invalid_value', `unknown card id ${d.cardId}`);
  return card;
}

/** Splits authored text into its sentences. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z“"])/u).filter((s) => s.trim() !== '');
}

/** Whether a sentence reads a card literally as death, illness or poverty (card names and the quoted question aside). */
export function readsLiterally(sentence: string): boolean {
  return LITERAL_HARM.test(sentence.replace(/“[^”]*”/g, '').replace(/\bDeath\b(?! of)/g, 'the card'));
}

/** An authored sentence as a clause inside another: first letter lowered, final stop dropped. */
export function asClause(sentence: string): string {
  const s = sentence.trim().replace(/[.!]$/, '');
  return /^(I\b|[A-Z]{2}|[A-Z]\w* of [A-Z])/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

export interface Drawn extends Placed {
  m: OrientationMeaning;
}

/**
 * A sentence that reads on from the one before it ("Waite also read it as…", "That is why…"):
 * said without that sentence, its "also" or "that" points at nothing.
 */
export const READS_ON = /\b(also|too)\b|^(This|That|These|Those|But|So|Yet|Still|Here)\b/;

/**
 * A card's sentences with the ones the reading cannot say set to null, and with them every
 * sentence that reads on from one that is gone, so no kept line leans on a dropped one.
 */
export function keepAntecedents(sentences: (string | null)[]): (string | null)[] {
  const kept: (string | null)[] = [];
  sentences.forEach((s, i) =>
    kept.push(s !== null && i > 0 && kept[i - 1] === null && READS_ON.test(s) ? null : s),
  );
  return kept;
}

/**
 * Whether a card's sentence reads on from the one before it in its authored text and that one is
 * not in what has been said: "Waite also read it as…" alone, after a dropped first line.
 */
export function leansOnUnsaid(sentence: string, m: OrientationMeaning, said: string): boolean {
  if (!READS_ON.test(sentence)) return false;
  for (const text of [m.meaning, ...Object.values(m.subjects)]) {
    const all = splitSentences(text);
    const i = all.indexOf(sentence);
    if (i >= 0) return i > 0 && !said.includes(asClause(all[i - 1]!).slice(1));
  }
  return true;
}

/** The sentences a reading may use from a card's text: all of them, or the safe ones for health and law. */
export function usable(text: string, q: QuestionReading): string[] {
  // Between friends "the relationship" is the friendship, and a reader names it so.
  const all = splitSentences(
    q.friendship ? text.replace(/\b([Tt]he|[Aa]|[Yy]our) relationship\b/g, '$1 friendship') : text,
  );
  return q.sensitive ? all.filter((s) => !readsLiterally(s)) : all;
}

/** Sentences that speak to a couple, written for love and travel questions that have one. */
export const ASSUMES_PARTNER =
  /\b(partner|partners|each want|both want|commitment|incompatible|want different things|one gives more|your heart here|your bond|the bond|both of you|the two of you|one of you|each of you|your partner|each other|between you|you both|your relationship|the relationship|together|the other person|with someone else)\b/i;
/** Sentences about a bond already lived in: its routine, its rules, its shared days. */
const SHARED_LIFE =
  /\b(in limbo|a relationship (may|is|has)|(leave|end|in) a relationship|routine|settled into|rut|house rules|the household|shared|familiar|rekindl\w*|reconnect\w*|stale|your love life together|date night|both|couple|anniversary|the spark)\b/i;
/** Sentences that hand the asker a decision: not theirs when a doctor or a court decides. */
const ASKER_DECIDES = /\b(decision|decide|decided|choice|choose|sleep on|weigh(ing)? up|your call)\b/i;
/** Sentences that send a grieving asker to classes, parties or a fitness regime. */
const TOO_BRISK =
  /\b(taster|class(es)?|sign up|regime|work ?out|play rather|part(y|ies)|celebrat\w*|dates?)\b/i;
/** Joy and pride to show the world, which no one mourning should be told (review r30). */
const SHOWS_JOY =
  /\b(without apology|let your light|feel alive|proud|victory|triumph\w*|applau\w*|show off|good news)\b/i;
/** Household quarrels and gatherings, which misread a family carrying an illness. */
const HOUSEHOLD_STRIFE =
  /\b(short fuse|heavy hand|shout\w*|quarrel\w*|argu\w*|disputes?|tempers?|rows?|fight\w*|invite|part(y|ies)|celebrat\w*|guests?|feels empty|lovely)\b/i;
/** A question that says the asker lives with the relative it names. */
const SHARED_ROOF =
  /\b(live with|living with|lives with|at home|our house|our flat|moved (back )?in|under (my|our|one) roof)\b/;
/** Sentences about running a household: its house, its week, its meals and guests. */
const HOUSEHOLD_LIFE =
  /\b(household|the house|(a|your|the) (home|purchase)|meals?|the week|people you live with|invite people|lived in|at home|move in|moving in)\b/i;
/** Sentences that counsel moderation, which to someone stopping a habit reads as permission. */
const MODERATION =
  /\b(moderation|sensible measure|in measure|treat yourself|a drink|a glass|a little of what)\b/i;
/** Sentences that read travel as a holiday. */
const READS_AS_TRIP =
  /\b(trip|holiday|vacation|getaway|short break|sightseeing|itinerary|bookings?|cancellations?|connections?|flights?|luggage|journey|budget|pack light|travel plans?|choose somewhere|do nothing at all)\b/i;
/**
 * Subject lines that bring in a matter of their own (review r26b): money between people, a trip,
 * a house move. They are said only where the question's own words raise that matter.
 */
const RAISES_MATTER: [RegExp, RegExp][] = [
  [
    /\b(money|debts?|loans?|lend\w*|borrow\w*|the account|favours?|financ\w*|savings|salary|wages|spending|overspend\w*)\b/i,
    /\b(money|debts?|loans?|lend\w*|borrow\w*|pay\w*|salary|wages?|savings|afford\w*|financ\w*|invoices?|profit\w*|business|bakery|shop|cash|price|cost\w*|mortgage|buy\w*|sell\w*|offer|rent|bank|invest\w*|inherit\w*|estate|job|bonus|raise)\b/,
  ],
  [
    /\b(trip|holiday|vacation|travel\w*|bookings?|flights?|itinerary|luggage)\b/i,
    /\b(trip|holiday|vacation|travel\w*|flights?|visit\w*|journey|abroad|tour\w*|overseas)\b/,
  ],
  [
    /\b(house move|move house|moving house|relocat\w*|new home)\b/i,
    /\b(mov(e|ing)|relocat\w*|emigrat\w*|house|flat|apartment|home|homes|live|living|buy\w*|rent\w*)\b/,
  ],
  // Money lent or borrowed is its own matter: "money … lent out of guilt" on selling a house (review a).
  [/\b(lent|lend\w*|borrow\w*)\b/i, /\b(lent|lend\w*|loans?|borrow\w*|owe\w*|debts?|mortgage)\b/],
  // The Ace of Pentacles reversed's delayed purchase, said on a bond with a daughter (review r27d).
  [
    /\b(purchases?|cost more than)\b/i,
    /\b(buy\w*|purchas\w*|money|cost\w*|afford\w*|price|budget|spend\w*|house|home|flat|mov(e|ing)|business|bakery|shop|invest\w*|mortgage|rent\w*|sell\w*|deposit)\b/,
  ],
  // The World reversed's list of "the last three tasks", said on a marriage after an affair.
  [
    /\b(tasks?|to-do list)\b/i,
    /\b(work\w*|job|career|project\w*|stud\w*|exams?|course|degree|thesis|business|bakery|shop|writ\w*|novel|book|build\w*|renovat\w*|apprentic\w*|universit\w*|retire\w*|finish\w*|complet\w*|teach\w*|redundan\w*|laid off|unemploy\w*)\b/,
  ],
];
/** Which of those matters each question raises, worked out once a question. */
const RAISED = new WeakMap<QuestionReading, boolean[]>();
export const raisesUnasked = (sentence: string, q: QuestionReading): boolean => {
  if (q.words === undefined) return false;
  let raised = RAISED.get(q);
  if (!raised) {
    raised = RAISES_MATTER.map(([, asks]) => asks.test(q.words!));
    RAISED.set(q, raised);
  }
  return RAISES_MATTER.some(([says], k) => !raised[k] && says.test(sentence));
};
/** Sentences that read a test of skill as office life. */
const READS_AS_OFFICE = /\b(office|colleagues?|boss|workplace|promotion|politics|career)\b/i;
/** Sentences about the asker's own body, which do not fit when the one who is ill is someone else. */
const ASKERS_BODY = /\byour (own |particular )?body\b|\b[Bb]ody and mind\b/;
/** A prognosis no card may imply on a health question. */
const PROGNOSIS = /\bthe worst is over\b|\brecovery begins\b|\beveryone recovers\b/i;
/** Lines that presume an end no one can stop: "Propping up the walls only delays what must come." */
const FORETOLD =
  /\b(only delays|what must come|cannot be (avoided|stopped)|inevitabl\w*|doomed|no way (out|back)|bound to (fall|fail|collapse|end))\b/i;
/** Lines that put how a matter ends in the asker's hands, which another person's recovery is not. */
const IN_YOUR_HANDS =
  /\b(in your hands|up to you|(you|your choices?|your actions?) (decide|shape|determine)s?|how you act (now )?decides)\b/i;
/** Sentences that read an exam as book study. */
const READS_AS_BOOKS =
  /\b(books?|assignments?|homework|deadlines?|classmates?|teachers?|essays?|thesis|viva|lectures?|tutors?|reading list|dissertation|subjects?|study partner|stud(y|ying)|revis\w*|reading|memory|past questions|notes|module|syllabus)\b/i;
/** Sentences that bring a border into a move inside the country. */
const CROSSES_BORDER =
  /\b(visa|entry rules|passport|tickets?|abroad|overseas|foreign|language|customs|border)\b/i;
/** Sentences that read a custody case as a dispute over property. */
const READS_AS_PROPERTY =
  /\b(property|properties|inheritance|possessions?|fairly yours|assets?|estate|what you own|belongings|money|wealth|riches|fortune|what is owed)\b/i;
/** Sentences that read a matter as a legal fight. */
const LEGAL_FIGHT = /\b(settlement|victory|court|lawyers?|lawsuit|verdict|judge|litigation)\b/i;
/** Sentences that promise a wedding or a marriage. */
const PROMISES_WEDDING = /\b(wedding|marriage|marry|engaged|engagement)\b/i;
/** Sentences that assume the asker is already enrolled or studying. */
const ALREADY_ENROLLED =
  /\b(module|extension|coursework|term|semester|your tutor|your lecturer|classmates?|fellow students|your teachers?|your books)\b/i;

/**
 * What a sentence presupposes about the asker's life, as tags a filter can check against the
 * situation the question states: a partner, a household, a job hunt, a romance, a couple doing
 * well, a family growing.
 */
const ASSUMES_FAMILY =
  /\b(family(?! (firm|business|company))|families|relatives?|household|domestic|kitchen table|in-laws?|parents?|children|kids|siblings?|your partner|partners?|divided loyalties)\b/i;
const ASSUMES_JOB_HUNT =
  /\b(CV|résumé|job search|job hunt|job applications?|interview\w*|recruiters?|hiring|new job|job offers?)\b/i;
const ASSUMES_ROMANCE =
  /\b(attraction|romance|romantic|flirt\w*|dates?|dating|lovers?|in love|kiss\w*|engagement|anniversary|moving-in|soul ?mate|one side)\b/i;
const ASSUMES_COUPLE_WELL =
  /\b(warm, secure|secure time|the two of you|both of you|your bond|engagement|anniversary|moving-in|celebrated together|a wedding|joy together|good sign for commitment)\b/i;
const ASSUMES_NEW_ARRIVAL =
  /\b(household may expand|new arrival|family bonds grow|a household|may expand)\b/i;

/** A bond lived in now or promised back, which a past partner is not: growing, shared plans, a wish in love granted. */
const EX_AS_PRESENT =
  /\b(the relationship (grows|brings|deepens|blossoms|is (growing|strong|solid|warm))|(a|your) shared future|future together|brings you closer|back together|reunion|reunit\w*|rekindl\w*|what you wished for in love|love is within reach|a new chapter together|your partner|each want|both want|drifting (further )?apart)\b/i;
/** Sentences that cast the asker as the one who runs a team. */
const ASKER_IN_CHARGE =
  /\b(you (can )?run things|your (team|staff|employees|reports)|you manage\b|as a (manager|leader)|lead (your|the) team|delegat\w*|those you lead|people you manage)\b/i;

/** Sentences that place the asker in someone else's employ: a boss, a job to keep or leave, a raise. */
const EMPLOYED =
  /\b(boss\w*|employers?|managers?|promotion|promoted|resign\w*|retrain\w*|new job|new role|(a|your|the) (hard |steady |safe |secure |old )?job|jobs|sudden change at work|a restructure|new responsibilit\w*|(unfair|your|the) pay|favouritism|patron|job offers?|job (search|hunt)|colleagues?|interview\w*|pay rise|a raise|salary|office|workplace|CV|career ladder|record of your contribution)\b/i;
/** Sentences that make the other person someone's superior, which a relative in the matter is not. */
const SUPERIOR = /\b(boss\w*|employers?|managers?|superiors?|authority figure)\b/i;
/** Sentences about parents, which a question about a grandparent or a sibling does not have. */
const PARENTS = /\b(a parent|your parents?|parents|parental|parenting|father figure|mother figure)\b/i;

const HOME_LIFE =
  /\b(at home|a row|house gets busier|life at home|the people you live with|under the roof|quiet spell|moving out|help with the boxes)\b/i;

/**
 * What an authored sentence takes for granted about the asker's life. The subject sentences were
 * written for the usual case of their part of life ("the house fills with affection" for home,
 * "you are ready to stop reliving the pain" for the inner path); a question that names no such
 * household, child, romance, investment, creative work, hurt or people close by gets the card's general line.
 */
const PRESUMES: [Presumption, RegExp, TarotSubject?][] = [
  [
    'family',
    /\b(family(?! (firm|business|company))|families|relatives?|household|in-laws?|parents?|siblings?|grandparents?|generations?|births?|kitchen table|reconcil\w*|loved ones|the people you live with|everyone at home|under (your|one) roof|divided loyalties|the house fills|visitors?|guests?|a truce at home|people who make home)\b/i,
  ],
  // Home's own sentences about the house, said only where the question brings a household in.
  ['dwelling', /\b(home|house|under (your|one|the same) roof|open the door|hospitable|household)\b/i, 'home'],
  // Home's own sentences speak of the people under its roof in words that elsewhere mean a team.
  [
    'family',
    /\b(at home|who does what|the others|tensions?|resentment|unnoticed|everyone|falling-out)\b/i,
    'home',
  ],
  [
    'child',
    /\b(a child leaving|children|kids?|young person|young people|young family member|bab(y|ies)|toddlers?|teen\w*|pregnan\w*|conception|your (son|daughter|child))\b/i,
  ],
  [
    'romance',
    /\b(attraction|romance|romantic|flirt\w*|dating|lovers?|in love|kiss\w*|soul ?mate|affection|sweetheart|courtship|proposal)\b/i,
  ],
  // A risk taken with spare money ("a sum you can afford to lose before backing a hunch") is
  // advice for a stake, never for someone paying off a debt or selling a flat.
  [
    'investing',
    /\b(invest\w*|portfolio|shares|stock market|long-term growth|financial decision|afford to lose|backing a hunch|get-rich-quick)\b/i,
  ],
  ['creative', /\b(creativ\w*|inspiration|inspired|uninspired|artistic|muse|project that excites)\b/i],
  // Advice for a quarrel or a wrong done, which a question about an exam or a parcel does not have.
  [
    'conflict',
    /\b(the apology|apologi[sz]e|you owe|fight|argument|provocation|cutting remark|angry impulse|disagreement|grievance|battle|message of peace|forgive|forgiving|grudges?|bitterness)\b/i,
  ],
  [
    'leaving',
    /\b(fear about leaving|plan your leaving|going or staying|stay or go|whether to give up|walk away from (it|the job|them))\b/i,
  ],
  ['trip', /\b(pack only|this side of the water|calmer shore|boat|spread out a map|destination)\b/i],
  // Dating copy, which a marriage or a question with no romance in it does not have.
  [
    'courting',
    /\b(suitors?|declaration|first dates?|meeting someone|an engagement|someone new|new romance|old flame|someone from your past may reappear|ask (him|her|them) out|an idea of someone|a crush|playing at love|new connection|love starts|make the move you have been waiting|let your interest show|drawn to someone|someone older|enters your life|admirer|quietly interested|new attraction|meet someone)\b/i,
  ],
  ['invited', /\b(the (next )?invitation|an invitation you)\b/i],
  ['offered', /\b(the next new thing|whatever is offered|that is offered)\b/i],
  // An offer, a contract or papers to sign, which a question about having or raising a child has none of.
  [
    'dealing',
    /\b((the|an?|any|concrete|modest|reasonable|generous|settlement) (\w+ )?offers?|contracts?|sign(?! up)|the (small print|terms)|the deal)\b/i,
  ],
  ['vocation', /\b(professions?|careers?)\b.*\bsuit you\b/i],
  // Leave from a job, which a novel or a practice has no employer to grant (review r27).
  [
    'employed',
    /\b(the job|your job|your employer|the workplace|take the leave|annual leave|time off work|sick leave)\b/i,
  ],
  ['plans', /\bthe savings habit\b/i],
  // Study lines about who pays for it, which an exam or a course asked about without money misreads.
  ['funding', /\b(a grant|grants|sponsors?|scholarships?|bursar\w*|funding)\b/i],
  ['celebration', /\b(celebrat\w*|mark what you have achieved|reason to celebrate)\b/i],
  ['training', /\b(vigorous exercise|warm up and cool down|training plan|workouts?)\b/i],
  ['pain', /\b(ease pain|the pain in|physio\w*|while you heal|your injur\w*|aches? and pains?)\b/i],
  [
    'enrolled',
    /\b(start the course|the course or the project|on your course|your classes|your coursework|your lecturers?|your tutors?|your studies)\b/i,
  ],
  // A builder's or a team's sentences, which a school, a sale or a deposit does not have.
  [
    'building',
    /\b(home project|a renovation|shoddy job|cheap fix|corner cut|done properly the first time|builders?|tradesm[ae]n|check the work before you pay|the team|your team|teamwork)\b/i,
  ],
  // A partner in the work or the money, whom a question about one's own restaurant has not named.
  ['partnership', /\b(partnerships?|collaborators?|joint deal|shared money)\b/i],
  // An office's people, which a novel, a garden or a family has none of.
  ['workplace', /\b(boss|bosses|colleagues?|co-?workers?|office politics|your manager|workplace)\b/i],
  [
    'jobHunt',
    /\b(apply for the role|apply for (a|the) (job|position|post)|job search|job hunt|CV|résumé|new job|job offers?|job interview|recruiters?|the career step|tell people you are looking|support you are entitled to|out of work)\b/i,
  ],
  // The asker's own spending habits and debts, which do not cause what a landlord or a buyer does.
  [
    'spending',
    /\b(spending|spend less|purchases?|feast then famine|splurg\w*|impulse|overspend\w*|your budget|a budget|wasteful|tighten your belt|debts? or obligations|restructur\w*|your finances)\b/i,
  ],
  [
    'hurt',
    /\b(grief|griev(e|ing)|mourn\w*|heartache|heartbreak\w*|heartbroken|sorrow\w*|the pain|your pain|reliving|tears|wounds?|bereave\w*|(an?|the|old) hurt|what hurt you|who hurt|lonel\w*|sad parting|sadness|grieve)\b/i,
  ],
  // A job said to be at risk, which someone whose job is already gone is not told.
  [
    'jobHeld',
    /\b(sudden change at work|a restructure|redundanc(y|ies) (is|are|may|could)|your job (is|may be|could be) at risk)\b/i,
  ],
  // A job ending or lost, which a question about a jealous coworker or a bullying manager does not
  // speak of: a workplace conflict is not a job at risk (review r34).
  [
    'jobEnding',
    /\b(a job is lost|hours are cut|(a|your) job, a (role|project)\b[^.]*\b(close|finish)|outgrowing a job|leave a job|(job|role) (is|may be|could be) (coming to an end|ending|at risk)|move away from a hard job)\b/i,
  ],
  // Praise and promotion, which someone losing their job is not being offered.
  [
    'rising',
    /\b(promotion|promoted|an award|awards?|praise|spotlight|accept the credit|the credit|public recognition|pay rise|a raise)\b/i,
  ],
  // A partner of the asker's own, which a question about what "he" said at a wedding does not name.
  ['partnered', /\b(your (partner|spouse|husband|wife|boyfriend|girlfriend)|your partner['’]s)\b/i],
  // A choice of what to study, which a bar exam or a thesis already under way is not (review t).
  ['choosingStudy', /\b(choice of subject|choose (a|your) (subject|course|major)|what to study)\b/i],
  // A wrong the asker did, which someone asking whether to forgive has not said.
  [
    'atFault',
    /\b(apology you owe|you owe (an|them|him|her) apolog\w*|make amends|own your (part|share)|your share of the blame|admit (you were|your) (wrong|mistake))\b/i,
  ],
  // Looking after a relative, which a rift with one is not (review t).
  [
    'caregiving',
    /\b(caring for (a|your) (parent|relative)|chores, costs and care|(property|money) or care|over property or care)\b/i,
  ],
  // An inheritance or a windfall, which a question that names none does not have.
  ['inheritance', /\b(inheritance|inherit\w*|a legacy|windfall)\b/i],
  // A move of house, which no forgiveness or neighbour's dog brings ("help with the boxes").
  [
    'moving',
    // "Think about the kind of home you want" is a house to choose, not a teenage son (review x).
    /\b(a (planned |house )?move\b(?! (away|you))|moving out|moving-in|change of address|the boxes|housewarming|a new home|who lives with you|in a new place|the kind of home you want)/i,
  ],
  // An illness or a recovery of the asker's own, which a fertility treatment is not.
  [
    'illness',
    /\b(your (own )?recovery|recovery (is|begins)|convalesc\w*|illness|while you heal|your (treatment|symptoms?)|helps you recover)\b/i,
  ],
  // Friction among the people under the asker's roof (review t: "Feeling overlooked at home is
  // causing friction" on a neighbour's dog).
  [
    'homeQuarrel',
    /\b(friction|quarrels?|squabbles?|(a|blazing|family) row|arguments?|power struggles|tensions? (simmers|between|at home)|(unspoken|small) tensions|clashing personalities|someone at home|family member may be moody|rules the household|tempers|short fuses?|falling-out|resentment|sharp words|walk-outs|family pressure|your position at home|overlooked at home|words fly|guardedness at home|divided loyalties|sulky|acting out)\b/i,
    'home',
  ],
  // Someone whose promises may not hold, which a child or a friend is not cast as (review t).
  [
    'promises',
    /\b(every promise you are given|a promise (made in warmth )?may not|a message or a promise|promises much|promising far more|on charm or a promise)\b/i,
  ],
  ['unapplied', TO_APPLY],
  ['unsigned', TO_SIGN],
  ['uninterviewed', TO_INTERVIEW],
  [
    'people',
    /\b(control someone|someone you have been avoiding|the people you love|those you love|the other person|other people['’]s feelings|ruled by someone|people who will come after you|your family|anyone else|the invitation|old friend|hard conversation|honest conversation|come clean|keeping quiet|the message|the person it concerns|sweet word|the party|the room|a working bond|who owes what|give and take)\b/i,
  ],
];

/** Whether a sentence takes for granted something the question does not name. */
export const presumesUnasked = (sentence: string, q: QuestionReading): boolean =>
  PRESUMES.some(
    ([kind, re, only]) => !q.grants.has(kind) && (!only || only === subjectFor(q)) && re.test(sentence),
  );

/** A couple's words, which a friendship is read without: a partner, commitment, a love life, a wedding. */
const COUPLE_ONLY =
  /\b(partners?|commitment|commit|suitors?|sensual|tender|love life|sweetheart|spark|from love|this is love|more than love|your interest show|marr\w*|wedding|date night|couple|incompatible|old love|ardent|your feelings known|love (has|is)|one evening a week)\b/i;

/** Roles the asker deals with at arm's length: no partner, romance or household is theirs to hear about. */
const ARMS_LENGTH = new Set([
  'flatmate',
  'landlord',
  'neighbour',
  'authority',
  'client',
  'business-partner',
  'boss',
  'colleague',
]);

/**
 * Whether a sentence's presuppositions fit the situation the question states: no partner or family
 * for a landlord, no CV or romance for a business partner, no happy couple for an ex, no growing
 * household where a parent is ill or has died.
 */
export function fitsSituation(sentence: string, q: QuestionReading): boolean {
  const { role, relation, grief } = q.situation;
  // A grown brother or a parent asked about from a distance, a rift or a reunion, is not someone the
  // asker lives with (review r33: "a small effort for the people you live with" on reconciling with a brother).
  if (
    (q.situation.kin.has('sibling') || q.situation.kin.has('parent')) &&
    !SHARED_ROOF.test(q.words ?? '') &&
    /\b(people you live with|under (your|one) roof|everyone at home)\b/i.test(sentence)
  )
    return false;
  if (
    q.friendship &&
    (ASSUMES_ROMANCE.test(sentence) ||
      COUPLE_ONLY.test(sentence) ||
      ASSUMES_FAMILY.test(sentence) ||
      HOUSEHOLD_LIFE.test(sentence) ||
      HOME_LIFE.test(sentence))
  )
    return false;
  if (role && ARMS_LENGTH.has(role) && ASSUMES_FAMILY.test(sentence)) return false;
  // An office deciding an application is no party to a deal; its cards keep their own portraits.
  // A colleague or a flatmate the asker means to tell how they feel is the romance asked about.
  if (role && role !== 'authority' && ARMS_LENGTH.has(role) && !q.declares && ASSUMES_ROMANCE.test(sentence))
    return false;
  if (
    role &&
    ARMS_LENGTH.has(role) &&
    ASSUMES_PARTNER.test(sentence) &&
    !/\bbusiness partner/i.test(sentence)
  )
    return false;
  if (
    (role === 'business-partner' || role === 'client' || role === 'boss') &&
    ASSUMES_JOB_HUNT.test(sentence)
  )
    return false;
  if (relation === 'ex' && (ASSUMES_COUPLE_WELL.test(sentence) || EX_AS_PRESENT.test(sentence))) return false;
  // Someone asking about their manager is not the one running the team.
  if (role === 'boss' && ASKER_IN_CHARGE.test(sentence)) return false;
  // Someone opening or running their own business has no boss to please and no job to resign from.
  if (q.ownBusiness && EMPLOYED.test(sentence)) return false;
  // A sister, a grandmother or a business partner is no one's boss in the question.
  if (role && role !== 'boss' && role !== 'colleague' && role !== 'authority' && SUPERIOR.test(sentence))
    return false;
  const { kin } = q.situation;
  if ((kin.has('grandparent') || kin.has('sibling')) && !kin.has('parent') && PARENTS.test(sentence))
    return false;
  // Someone waiting on a flat has no household in it yet to quarrel or fill up.
  if ((q.homeSearch || q.selling) && (ASSUMES_FAMILY.test(sentence) || HOME_LIFE.test(sentence)))
    return false;
  if ((grief || q.care) && ASSUMES_NEW_ARRIVAL.test(sentence)) return false;
  // A custody case is about the children, never about money or property; a card's own lines included.
  if (q.custody && READS_AS_PROPERTY.test(sentence)) return false;
  // A house sale is a deal with a buyer, not a dispute to settle.
  if (q.selling && LEGAL_FIGHT.test(sentence)) return false;
  // Whether someone met online is honest is no moment to promise a wedding.
  if (q.metOnline && PROMISES_WEDDING.test(sentence)) return false;
  // A visa or a permit is an application to an office, not a dispute: nothing to argue, settle or win
  // (review r27: "compassion can resolve what argument cannot" on a visa).
  if (q.situation.proceedings === 'administrative' && (LEGAL_FIGHT.test(sentence) || DISPUTE.test(sentence)))
    return false;
  return true;
}

/** Sentences about a dispute with another side, which an application to an office has none of. */
const DISPUTE =
  /\b(argument|argue|dispute\w*|opponents?|the other (side|party)|negotiat\w*|compromis\w*|mediat\w*|conflict)\b/i;

/**
 * Whether an authored subject sentence fits what the question says: no partner where the question
 * has none ("finding a lasting relationship", a move asked about alone), no holiday for a move,
 * no books and classmates for a driving test.
 */
/** Advice for someone still to earn a place, which a place already offered has no use for. */
const STILL_TO_GET_IN =
  /\b(appl(y|ying|ication)\w*|revis\w*|exams?|deadlines?|past (questions|papers)|timetable|study sessions?|topic|session)\b/i;
const LETS_GO_OF_PAST =
  /\b(let(ting)? go of (the past|what was)|grip on the past|leave the past behind|move on from the past|holding on to the shore)\b/i;

/**
 * A reading asks the same sentences of the same question many times over (each of a step's retries
 * re-filters every card's lines), so the answers are kept per question. The Celtic Cross adjusts a
 * few of the question's fields once it knows its domain; they are part of the key, so an answer
 * given before that adjustment is never reused after it.
 */
const FITS = new WeakMap<QuestionReading, Map<string, boolean>>();
const fitsKey = (q: QuestionReading) =>
  [
    q.subject,
    q.sensitive,
    q.care,
    q.court,
    q.leaving,
    q.noVerdict,
    q.yesNo,
    q.situation.roleWho,
    q.situation.grief,
    q.situation.deceased,
  ].join('|');

export function fitsQuestion(sentence: string, q: QuestionReading): boolean {
  let known = FITS.get(q);
  if (!known) FITS.set(q, (known = new Map()));
  const key = `${fitsKey(q)}\u0000${sentence}`;
  let fits = known.get(key);
  if (fits === undefined) known.set(key, (fits = fitsAsAsked(sentence, q)));
  return fits;
}

function fitsAsAsked(sentence: string, q: QuestionReading): boolean {
  if (presumesUnasked(sentence, q)) return false;
  if (raisesUnasked(sentence, q)) return false;
  // Someone not yet told has no shared routine, no "together" and no relationship to tend.
  if (q.declares && (ASSUMES_PARTNER.test(sentence) || SHARED_LIFE.test(sentence))) return false;
  // "Does she have feelings for me?" asks whether there is anything yet: she is no partner to confide in.
  if (
    q.asksTheirMind &&
    !q.situation.ownPartner &&
    (/\b(your partner|partners?)\b/i.test(sentence) || SHARED_LIFE.test(sentence))
  )
    return false;
  const coupleSubject = q.subject === 'love' || q.subject === 'travel';
  if (coupleSubject && (!q.company || q.noPartner) && ASSUMES_PARTNER.test(sentence)) return false;
  if (q.relocation && READS_AS_TRIP.test(sentence)) return false;
  if (q.domesticMove && CROSSES_BORDER.test(sentence)) return false;
  if (q.enrolling && ALREADY_ENROLLED.test(sentence)) return false;
  if (othersDecide(q) && ASKER_DECIDES.test(sentence)) return false;
  // Beside a loss, "let go of the past" tells the asker to let go of the one they miss.
  if (q.situation.deceased && LETS_GO_OF_PAST.test(sentence)) return false;
  if (q.accepted && STILL_TO_GET_IN.test(sentence)) return false;
  return (
    suitsCare(sentence, q) &&
    !(q.practicalTest && (READS_AS_BOOKS.test(sentence) || READS_AS_OFFICE.test(sentence)))
  );
}

/** Whether a sentence, even a card's general meaning, is fit to say on grief or to someone stopping a habit. */
export function suitsCare(sentence: string, q: QuestionReading): boolean {
  if (!fitsSituation(sentence, q)) return false;
  if ((q.care === 'child' || q.thirdPerson) && q.sensitive === 'medical' && ASKERS_BODY.test(sentence))
    return false;
  if (q.sensitive === 'medical' && (PROGNOSIS.test(sentence) || FORETOLD.test(sentence))) return false;
  // Someone else's operation is not the asker's to decide (review d3).
  if (q.thirdPerson && q.sensitive === 'medical' && IN_YOUR_HANDS.test(sentence)) return false;
  // Someone in a custody case, a lawsuit or an illness is under strain enough without being called greedy.
  if ((q.sensitive || q.custody) && /\b(greed\w*|careless\w*)\b/i.test(sentence)) return false;
  if (
    q.sensitive === 'grief' &&
    (TOO_BRISK.test(sentence) || SHOWS_JOY.test(sentence) || /\b(wedding|reunion)\b/i.test(sentence))
  )
    return false;
  // A lie, a secret or an affair in the question leaves nothing to celebrate (review r30: "mark the
  // end of this chapter with a celebration" to someone whose affair has come out).
  if (q.doubtsHonesty && /\b(celebrat\w*|happy milestone|feel whole together)\b/i.test(sentence))
    return false;
  // An in-law or a step-relative usually lives elsewhere: the sentences about running a shared
  // household ("the house looks lovely and feels empty") are not about them.
  if (q.situation.role === 'relative' && HOUSEHOLD_LIFE.test(sentence)) return false;
  // A child's illness or a parent's care is no time for household rows or for inviting people round.
  if (
    (q.care === 'child' || q.care === 'elder' || (q.thirdPerson && q.sensitive === 'medical')) &&
    HOUSEHOLD_STRIFE.test(sentence)
  )
    return false;
  // A pregnancy under way is no time to take up new training or push the body.
  if (q.situation.reached === 'pregnant' && PUSHES_BODY.test(sentence)) return false;
  // Hoping for a child is not an illness: no recovery, check-up or body giving out (review r27 set f, IVF).
  if ((q.care === 'pregnancy' || q.care === 'fertility') && TREATS_AS_ILLNESS.test(sentence)) return false;
  return !(q.sensitive === 'addiction' && MODERATION.test(sentence));
}

const TREATS_AS_ILLNESS =
  /\b(recover\w*|check-?up|exhaust\w*|asking you to stop|illness|symptoms?|sick\w*|drain\w*)\b/i;

const PUSHES_BODY =
  /\b(new (form of )?exercise|new (sport|training|regime)|push (yourself|your body|harder)|train harder|diet\w*|fast(ing)?|detox)\b/i;

/** Whether someone other than the asker decides the matter: a doctor for another's care, a court. */
function othersDecide(q: QuestionReading): boolean {
  return (q.sensitive === 'medical' && q.thirdPerson !== null) || (q.sensitive === 'legal' && q.court);
}

/** The subject a card is read for: a relative's health is read as family, for how the asker can help. */
function subjectFor(q: QuestionReading): TarotSubject {
  // A death is read for the one who grieves, not for the household left behind.
  if (q.situation.deceased) return 'spirit';
  // A sale is a deal between strangers, read for its money and its paperwork, never a family's quarrels.
  if (q.selling) return 'money';
  // Telling a flatmate or a friend how you feel is a question of the heart, whoever they are.
  if (q.declares) return 'love';
  // A sister and her husband, a daughter's boyfriend, a father at a wedding: family, not the asker's romance.
  if (q.subject === 'love' && q.situation.kin.size > 0 && !q.situation.ownPartner) return 'home';
  return q.thirdPerson && q.subject === 'health' ? 'home' : q.subject;
}

/**
 * The part of life nearest to each subject, for a card whose own sentence does not fit. Work and
 * money are not near enough (a money sentence on a job question says the asker was broke), nor
 * home for a move (a visitor in the house, news in the family).
 */
const NEAR_SUBJECT: Partial<Record<TarotSubject, TarotSubject>> = {
  love: 'spirit',
  home: 'spirit',
};

/**
 * Whether the cards are read for the question's subject at all. A subject the classifier is not
 * sure of, or another's health (where a subject sentence would be about the asker's own body or
 * household), is read in words that fit any matter instead.
 */
export const readsSubject = (q: QuestionReading) =>
  q.confident &&
  // Beside someone who is dying, a subject's sentences (a move, a change in the family) read as forecasts.
  q.care !== 'dying' &&
  !(q.thirdPerson && (q.subject === 'health' || q.sensitive === 'medical')) &&
  // A son's drinking is his: health sentences would tell the parent to trim their own excess.
  !q.habit &&
  // Hoping for a child, or grieving one lost, is not a fitness plan: the health sentences offer
  // taster classes, habits to break and goals to track (review r33, after a miscarriage).
  q.care !== 'pregnancy' &&
  q.care !== 'fertility' &&
  !(q.care === 'grief' && subjectFor(q) === 'health') &&
  // A friend's breakup is the friend's, a son's first year at university his: the subject's sentences
  // would be about the asker's own love life, revision or job, or, for a son's heartbreak, the
  // asker's own household ("you are the warm heart of the home", review d).
  !(q.supported && ['love', 'study', 'work', 'home'].includes(q.subject)) &&
  // A child settling in at school is not a matter of the household or of the child's revision.
  !q.passage &&
  // A brother's exams or job are his: the subject's sentences would send the asker to revise or apply;
  // a son's place at an academy is his and the academy's, not a matter of the household.
  !(
    q.other?.who.startsWith('your ') &&
    // A colleague, a boss or a client is the asker's own workplace: its work sentences are theirs.
    !(q.subject === 'work' && ['colleague', 'boss', 'client'].includes(q.situation.role ?? '')) &&
    (q.subject === 'study' || q.subject === 'work' || !q.grants.has('enrolled'))
  );

/**
 * A card's sentences for the question's subject that fit the question as asked. They run on
 * from one another ("One of you is carrying too much. Share the load…"), so once one does not
 * fit, the ones after it go too.
 */
export function subjectSentences(p: Drawn, q: QuestionReading): string[] {
  if (!readsSubject(q)) return [];
  const all = usable(p.m.subjects[subjectFor(q)], q);
  const misfit = all.findIndex((s) => !fitsQuestion(s, q));
  return misfit < 0 ? all : all.slice(0, misfit);
}

/** Advice that tells the asker how to treat another person, for a question that names nobody. */
const ADVICE_NEEDS_PERSON =
  /\b(this person|the other person|someone|somebody|them|they|their|him|her|he|she|partner|together|the two of you|both of you|people you love|each other|anyone|everyone)\b/i;

/** How much a position's advice counts toward the one thing to do: the outcome and the present most. */
const ADVICE_WEIGHT: Record<string, number> = {
  outcome: 2,
  future: 2,
  present: 1.5,
  self: 1,
  'near-future': 1,
  crown: 1,
  challenge: 0.5,
  foundation: 0.5,
  environment: 0.5,
  'hopes-fears': 0.5,
  past: 0,
  'recent-past': 0,
};

const ASKED_STOP = new Set([
  'what',
  'when',
  'where',
  'will',
  'would',
  'should',
  'could',
  'have',
  'been',
  'this',
  'that',
  'with',
  'from',
  'your',
  'about',
  'into',
  'next',
  'year',
  'month',
  'right',
  'does',
  'going',
]);
const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z']{4,}/g) ?? [])
      .filter((w) => !ASKED_STOP.has(w))
      .map((w) => w.slice(0, 5)),
  );

/** A sentence that tells the asker what to do. */
const IMPERATIVE =
  /^(Enjoy|Act|Step|Settle|Book|Finish|Loosen|Aim|Rebuild|Think|Deal|Judge|Weigh|Tend|Pack|Double-check|Narrow|Watch|Resist|Ask|Take|Make|Let|Keep|Put|Give|Get|Go|Be|Do|Don't|Stop|Start|Look|Trust|Talk|Say|Tell|Find|Check|Choose|Spend|Hold|Stand|Speak|Share|Protect|Accept|Rest|Face|Fix|Use|Reach|Call|Decide|Drop|Plan|Write|Listen|Build|Set|Follow|Try|Show|Meet|Leave|Stay|Name|Focus|Avoid|Treat|Heed|Seek|Wait|Allow|Learn|Clear|Raise|Turn|Work|Pay|Mark|Thank|Forgive|Notice|Read|Rely|Handle|Prepare|State|Approach|Bring|Sort|Gather|List|Note|Review|Put|Lean|Guard|Tackle|Revisit|Practise|Practice|Budget|Cut|Move|Visit|Offer|Apply|Pace|Ground|Eat|Breathe|Count|Track|Admit|Welcome|Encourage|Pick|Open|Agree|Break|Walk|Honour|Receive|Release|Fill|Slow|Commit|Join|Lighten|Simplify|Sit|Lower|Hand|Forgo)\b/;

/**
 * Advice that belongs to another part of life: a party, sweet words, an apology, a class. It is
 * never the step for a raise, a will, a visa, a debt or a flat search.
 */
const SOCIAL_ADVICE =
  /\b(part(y|ies)|celebrat\w*|sweet words?|apolog\w*|taster|class(es)?|flirt\w*|dates?|romance|romantic|kiss\w*|gifts?|danc\w*|wine|feast\w*|enjoy\w*|indulg\w*|pleasure|treat yourself|dreams?)\b/i;

/**
 * A step that pushes ahead with the matter asked about ("Move while the door is open", "book the
 * meeting"): it goes with a yes only, since under a no or an unclear lean it would argue against
 * the answer it closes.
 */
export const PUSHES_AHEAD =
  /^(act on|go\b(?! back| over| through)|move\b(?! on)|say yes|accept|commit|apply|book|send|sign|seize|propose|speak up|step (up|forward|into|in)\b|take the (lead|leap|plunge|chance|offer|first)|make the (first )?move)|\b(while the (door|energy|window)|while it is (bright|warm|fresh|open)|rather than waiting|don[’']t wait|do not wait|first (concrete |practical )?step|the move you|go boldly|book the meeting|and do it today|start today|this week)\b/i;

/** A step that carries on with the matter: under a yes to closing it, it argues for the other side. */
export const CARRIES_ON =
  /\b(keep going|keep at it|carry on|stay the course|don[’']t give up|do not give up|persist|persevere|the sun has not set|hold on to it|stick with it|listen to (what comes back|him|her|them|each other|your partner)|give each other room|come back to the conversation|real closeness|agree who carries what|meet in the middle|one evening a week|work (it|things) (out|through)|another chance|second chance|reconnect\w*|rebuild (the|your) (bond|relationship|trust))\b/i;
/** A step that holds back: beside a yes to taking a step it would argue for the other side. */
export const HOLDS_BACK =
  /\b(wait\w*|hold off|hold back|pause|not yet|sleep on|before you (act|decide|commit|move|jump)|finished thinking|take your time|slow down|no rush|make no big moves|avoid big commitments|until the picture is clearer|think for a week)\b/i;
/** A step that goes: beside a no to leaving ("stay") it would argue for the other side. */
const LEAVES =
  /\b(walk(ing)? away|ready to leave|leave (him|her|them|it|the relationship|a relationship)|end (it|things)|plan your (exit|leaving)|set a date to go|cut your losses)\b/i;
/** A step that celebrates an outcome, which only a yes has. */
export const CELEBRATES = /\b(celebrat\w*|mark the achievement|toast|savour the win|enjoy the success)\b/i;

/** Whether a step says the same as the lean it closes: no going on with what a yes would close, no celebration without a yes. */
export function agreesWithLean(
  step: string,
  lean: TarotLean | null,
  q: Pick<QuestionReading, 'leaving' | 'acts'>,
): boolean {
  if (lean === null) return true;
  if (lean !== 'yes' && CELEBRATES.test(step)) return false;
  // "Should I tell her?" answered yes is not closed with "wait", nor a no with "go ahead".
  // "Should I sell my car?" or "end it?" is a step too: a yes to it is not closed with "make no big
  // moves" nor "listen to what comes back", nor a no with "walk away" (review r34).
  const weighs = q.acts || q.leaving;
  if (weighs && lean === 'yes' && HOLDS_BACK.test(step)) return false;
  if (q.acts && lean === 'no' && PUSHES_AHEAD.test(step)) return false;
  if (q.leaving && lean === 'no' && LEAVES.test(step)) return false;
  return !(q.leaving && lean === 'yes' && CARRIES_ON.test(step));
}

/**
 * Steps the question itself calls for, when no card's own sentence fits: said plainly, or not at
 * all. A step that goes ahead has a second one for a lean that is not yes: what to prepare first.
 */
const QUESTION_STEPS: [RegExp, RegExp, string, string?][] = [
  // Pain weighed against a job: whether the work is part of the cause is the doctor's to say (review r27).
  [
    /\b(back|neck|knees?|hips?|shoulders?|wrists?|pain|migraines?|health)\b.*\b(change|leave|leaving|quit\w*|new|chang\w*) (my |the )?(jobs?|work|careers?)\b|\b(change|leave|leaving|quit\w*|chang\w*) (my |the )?(jobs?|work|careers?)\b.*\b(back|neck|knees?|hips?|shoulders?|pain|health)\b/i,
    /\b(doctor|physio\w*|cause)\b/i,
    'ask your doctor or a physiotherapist whether the work itself, the desk, the lifting or the strain, is part of the cause, and weigh the job change with their answer in hand',
  ],
  // A settlement is made fair by full disclosure and figures checked, before anything is agreed (review r27).
  [
    /\b(divorce|separation)\b.*\bsettlement\b|\bsettlement\b.*\bfair\w*/i,
    /\b(disclos\w*|figures?|in writing|lawyer|solicitor|mediat\w*)\b/i,
    'ask for full disclosure of both sides’ finances in writing, have your lawyer check every figure, and agree nothing until you have seen it all',
  ],
  // Dividing a business or a home fairly is done with figures and a neutral third party, not by mood.
  [
    /\b(split|divid\w*|share out|carve up)\b.*\bfair\w*|\bfair\w* (split|division|share)\b/i,
    /\b(valu\w*|mediat\w*|in writing|solicitor|accountant)\b/i,
    'get an independent valuation of everything there is to divide, agree the terms with a mediator or a solicitor beside you, and put every term in writing before anything changes hands',
  ],
  // A sale in progress is moved on by the solicitor and the chain, not by the seller's mood.
  [
    /\b(sale|sell\w*)\b.*\b(go(es)? through|complete|completion|fall through|exchange)\b/i,
    /\b(solicitor|conveyanc\w*|chain|exchange|completion)\b/i,
    'ask your solicitor each week where the chain stands and what is still outstanding, and answer every request for papers the same day',
    'find out from your solicitor what is holding the chain up and what you can do to unblock it, and decide now what you would do if a buyer pulled out',
  ],
  // A business's survival is a question of cash before it is one of hope.
  [
    /\b(business|restaurant|caf[eé]|shop|bakery|salon|studio|start-?up|bistro|pub)\b.*\b(survive|make it|stay open|last|get through|keep going)\b/i,
    /\b(cash|cash flow|costs?|figures|numbers|margins?|customers?)\b/i,
    'put the next three months of cash flow on one page, cut the cost that earns least, and ask your best customers what would bring them back more often',
    'put the next three months of cash flow on one page and find the month that runs short, then talk to your accountant or your bank about it before it arrives',
  ],
  // What a former partner feels is theirs; the asker's part is what they themselves want.
  [
    /\bex\b.*\b(think\w*|miss\w*|feel\w*|care\w*|regret\w*)\b/i,
    /\b(what you (want|need)|for yourself|your own)\b/i,
    'leave what they feel with them, and ask yourself what you would want if they did still think of you, and what you need either way',
  ],
  // A break with family is weighed as a boundary, whichever way the cards lean: time apart and
  // saying what hurt, never a family meeting that asks the asker to smooth it over.
  [
    /^(?!.*\b(repair|mend|reconcil\w*|heal|rebuild|reconnect\w*|make (up|amends|peace)|back in touch|win (him|her|them) back)\b).*\b(stop (speaking|talking) to|cut(ting)? (off|ties with|\w+ (out|off))|go(ing)? no.contact|disown\w*|estrang\w*|never speak to)\b/i,
    /\b(boundar\w*|time apart|distance|space|what (hurt|was hurtful))\b/i,
    'take some time apart first, and when you are ready say plainly what was hurtful and what you need from now on; distance is a boundary you can set without deciding forever',
    'before you decide, set a boundary you can keep: a little time apart, and a calm word about what was hurtful and what you need from now on',
  ],
  // Mending a break someone else made is a slow approach on their terms, never a demand or a boundary (review r27 set f).
  [
    // Either order: "Will my sister and I make peace…?" names her first (review a).
    /^(?=.*\b(repair|mend|reconcil\w*|heal|rebuild|reconnect\w*|make (up|amends|peace)|back in touch|close again)\b)(?=.*\b(estrang\w*|son|daughter|mother|mum|mom|father|dad|sister|brother|parents?|family|friend)\b)/i,
    /\b(reach out|first (step|move)|letter|message|apolog\w*|listen\w*|own your part|their own time|patien\w*)\b/i,
    'make the first contact small, a short message that owns your part and asks nothing back, then let them answer in their own time',
    'reach out once, without conditions, and listen to what the distance has meant on their side before you say what you need',
  ],
  [
    /\b(tell|confess\w*|admit\w*|say|let \w+ know|open up)\b.*\b(in love|how i feel|feelings?|i (really |still )?(like|love|fancy)|crush)\b|\b(ask|invite)\w* \w+ (out|on a date|for a date|for a drink|for coffee)\b/i,
    /\b(say it|speak|tell (him|her|them)|honest\w*|plainly|in person|first move|ask (him|her|them))\b/i,
    'say it simply and in person, once, at an unhurried moment, and leave them room to answer in their own time, whatever the answer is',
    'before you speak, be clear with yourself what you hope for and how you will carry on if the answer is no, and wait for a moment that is private and unhurried',
  ],
  [
    /\b(admit|own up|confess)\w*\b.*\b(mistake|error|fault|wrong|blame)\b/i,
    /\b(mistake|own (it|up)|put (it )?right|honest\w*|what happened)\b/i,
    'own it plainly and early: what happened, what it affected and what you propose to put it right',
    'before you go in, write down what happened, what it affected and what you can offer to put it right, so that you arrive with a plan as well as an admission',
  ],
  [
    /\b(tell|telling|warn|confront|say)\b.*\b(l(ie|ies|ied|ying)|cheat\w*|affair|secrets?|hiding)\b/i,
    /\b(truth|honest\w*|first-hand|facts?|in private|what you (know|saw|have seen))\b/i,
    'say it once, in private and plainly: what you have seen or know first-hand, not what you suspect, and leave what to do with it to the person it concerns',
    'before you say anything, separate what you know first-hand from what you have heard or suspect, and choose a private moment when you can say it calmly',
  ],
  // Trust comes back through what is done over time, not through an ending or one big talk.
  [
    /\b(rebuild|regain|win back|earn back|restore)\w* (the |their |his |her )?trust\b/i,
    /\b(keep (each|every|your) (promise|word)|small promises?|consisten\w*|week after week|listen\w*)\b/i,
    'make small promises and keep every one of them, week after week, and listen more than you explain; trust comes back through what is done, not what is said',
  ],
  // Savings put into someone else's venture: what can be lost, and the terms on paper (review r27).
  [
    /\binvest\w*\b.*\b(friend|brother|sister|cousin|family|start-?up|business|company|venture|restaurant|shop)\b/i,
    /\b(afford|in writing|figures|business plan|terms|lose)\b/i,
    'put in only what you could afford to lose, ask to see the business plan and the figures, and agree in writing what your money buys, as you would with a stranger',
    'before you put in anything, ask to see the business plan and the figures, decide what you could afford to lose, and agree in writing what your money buys',
  ],
  [
    /\b(lend|lending|lent)\b.*\bmoney\b|\blend\b/i,
    /\b(lend|lent|loan|repay\w*|in writing|afford)\b/i,
    'lend only what you could afford never to see again, and agree the amount and the date it comes back in writing',
    'work out what you could afford never to see again before you lend anything, and say no kindly if the answer is nothing',
  ],
  [
    /\b(borrowed|owes?|paid back|pay (me|us) back)\b/i,
    /\b(owed|repay\w*|in writing|amount|what was agreed)\b/i,
    'raise it in private and calmly: the amount, what was agreed and what you need now, in plain words, with a date',
    'before you raise it, write down the amount, what was agreed and what you need now, so that the talk is about facts rather than feelings',
  ],
  // Asking to be forgiven is the other side of it: the asker owns what they did, never asks the hurt one to explain.
  [
    /\bforgiv\w* (me|us)\b/i,
    /\b(apolog\w*|sorry|own (it|up|what)|amends|patien\w*|time they need|trust)\b/i,
    'own what you did in plain words, without excuses, and give them the time they need; let what you do from now on, not promises, carry the rest',
  ],
  [
    /\bforgiv\w*\b/i,
    /\b(forgiv\w*|hurt|apolog\w*|how it felt|let (it|this) go)\b/i,
    'decide what, if anything, you need to hear before you can let this go, then tell them plainly how it felt rather than what they did wrong',
  ],
  // A book finds a publisher through agents and submissions sent in rounds, not through a job's leave (review r27).
  [
    /\b(publish\w*|literary agents?|an agent|book deal)\b/i,
    /\b(agents?|publishers?|submi\w*|manuscript|rounds?|query|queries|pitch\w*)\b/i,
    'draw up a list of the agents or publishers who take books like yours, send the manuscript out in small rounds, and use what comes back to sharpen the next round',
  ],
  // Friends in a new place are made by turning up to the same thing, week after week (review r27).
  [
    /\b(make|making|find|finding|meet|meeting) (new |some |real |good |close )?friends\b/i,
    /\b(club|class|group|choir|team|join\w*|regular\w*|every week|weekly|invit\w*|say yes|neighbou?rs?|volunteer\w*)\b/i,
    'join one thing that meets every week, a club, a class, a choir or a team, and keep going until the faces turn into names; then ask one of them for a coffee',
  ],
  [
    /\b(retrain\w*|career change|change careers?|to become an? )\b/i,
    /\b(train\w*|course|skills?|experience|shadow\w*|savings)\b/i,
    'test the new work before you leap: a short course, a day with someone who does it, and a budget for the training months',
    'find out what the training costs, how long it takes and what the work pays, and spend a day with someone who does it before you decide',
  ],
  // A job still to be found is won by applications and contacts, not by leading a project the asker
  // does not have yet (review r33: "set the rules of the project" on finding a job in Berlin).
  [
    // "When will I find a job?" answered with a wait is not told to send more applications.
    /^(?!\W*when\b).*\b(find|get|land)\b (a |an |the |my |some )?(new )?(job|work|role|position)\b/i,
    /\b(appl\w*|CV|interview\w*|contacts?|recruit\w*|network\w*)\b/i,
    'send a few applications each week, each one written for the role, and tell everyone you know what you are looking for',
    // Not "the language, the paperwork and the savings": a job abroad is one case, and a son's
    // first job after graduating was told to emigrate (review w).
    'make a list of the places you would most like to work, find one person at each to talk to, and follow up every lead within the week',
  ],
  // Retiring is a date set with the figures and a plan for the days, not a career step.
  [
    /\bretir(e|ing|ement)\b/i,
    /\b(pension|figures|first year|the days|date)\b/i,
    'sit down with your pension figures and a plan for the first year, what you will do with the days as well as the money, before you set a date',
  ],
  // A loan for a growing business is weighed against its slow months, not treated as a debt crisis.
  [
    /\b(loan|borrow\w*)\b.*\b(expand\w*|grow\w*|business|bakery|shop|restaurant|caf[eé]|salon|studio)\b/i,
    /\b(cash.flow|forecast|repay\w*|slow (season|month))\b/i,
    'put the repayments into a cash-flow forecast for the next two years, test it against your slowest season, and borrow only what the business can repay in that season',
  ],
  // Going back to study is weighed by what the course costs and leads to, before any revision.
  [
    /\b(go(ing)? back to|return(ing)? to|start(ing)?) (university|uni|college|school|study\w*)\b/i,
    /\b(course|costs?|fees?|leads? to|someone who has done it)\b/i,
    'find out what the course costs, how long it runs and what it leads to, talk to someone who has done it, and work out how you would pay for the years of study before you apply',
  ],
  // A fine or a charge is contested with evidence and the deadline, not with a savings plan (review
  // r33: "set a budget you can keep" on whether to contest a parking fine).
  [
    /\b(contest|challenge|appeal\w*|dispute|fight)\b.*\b(fine|ticket|penalty|charge|bill)\b/i,
    /\b(evidence|photo\w*|deadline|in writing|appeal|the rules)\b/i,
    'gather what shows your side, photographs, times, the signs and any receipt, read the rules for challenging it, and send your challenge in writing before the deadline',
    'check the deadline and the grounds on which a challenge can succeed, and weigh the time it will take against the sum before you decide',
  ],
  // Managing the friends one was promoted over asks for fair lines drawn early, not a case for the
  // promotion already won (review r32: "prepare the case for what you are asking").
  [
    /\b(promot\w*|manag\w*|lead\w*|in charge of|boss of)\b.*\bfriends?\b|\bfriends?\b.*\b(promot\w*|manag\w*|my boss|in charge)\b/i,
    /\b(one by one|each of them|fair|the same rules|friendship|lines?|boundar\w*)\b/i,
    'talk to each of your friends one by one before the first hard decision, say plainly that the work will be run by the same rules for everyone, and keep the friendship for after hours',
  ],
  // Helping someone through their divorce or their loss is being there on their terms, never a
  // plan for one's own home (review r32: "think about the kind of home you want" to a father).
  [
    /\b(help|support|be there for|stand by) (my|our|a) (\w+ ){1,3}(through|with|after) .*\b(divorce|separation|break-?up|grief|loss|illness|treatment)\b/i,
    /\b(listen\w*|ask (her|him|them)|what (she|he|they) need|practical|be there|without advice|unasked)\b/i,
    'ask them what would help this week, a meal, a lift, an hour of company or simply someone to listen, and do that without adding advice they did not ask for',
  ],
  // Common decisions whose cards rarely carry a step of their own: the step a professional reader
  // would give for the decision itself, not a card's general advice ("choose your battles" on going
  // freelance, "put into one plain sentence what you most want" on a house offer; review x).
  [
    /\b(go(ing)? freelance|freelanc\w*|self-employ\w*|work for myself|be my own boss)\b/i,
    /\b(clients?|savings|on the side|each month)\b/i,
    'before you hand in your notice, work out what you need to earn each month, line up your first clients, and keep enough savings to carry you through six quiet months',
    'before you commit, try it on the side first: take on one or two clients of your own and see how the work and the money feel',
  ],
  // Wrongdoing seen at work is reported on the record, to the people whose job it is (review a: "look
  // for what others can bring" on a colleague's theft).
  [
    /\b(report|tell (my|the) (boss|manager|hr)|whistle\w*)\b.*\b(colleague|coworker|co-worker|boss|manager|employer|company)\b|\b(colleague|coworker|co-worker|boss|manager)\b.*\b(steal\w*|stole|fraud|harass\w*|bully\w*|lying about)\b/i,
    /\b(dates|in confidence|HR|whistleblowing)\b/i,
    'write down what you saw, with dates, and take it in confidence to your manager or HR, or to the whistleblowing line if your firm has one, rather than confronting them alone',
  ],
  // Telling a friend what her partner did is said once, privately and plainly (review b: "ask the
  // direct question you have been avoiding" to the one who holds the secret).
  [
    /\b(tell|warn)\b.*\b(friend|sister|brother|mother|mum|mom|father|dad|cousin)\b.*\b(husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?)\b/i,
    /\b(privately|plainly|once)\b/i,
    'tell them privately, plainly and once what happened, without passing judgement on the partner, and leave what to do with it to them',
  ],
  // A child's place at university is theirs to win: the parent's part is the practical help asked
  // for (review b: "keep checking in after the first rush of support has faded").
  [
    /\b(son|daughter|child|kids?)\b.*\b(get into|get a place|be accepted|admission|offer from)\b.*\b(universit\w*|college|school|course)\b|\b(son|daughter|child)\b.*\buniversit\w*\b/i,
    /\b(deadlines?|personal statement|open day|second choice)\b/i,
    'help with the practical side when asked, the deadlines, the personal statement, an open day, and talk through a second choice that would also be a good outcome',
  ],
  // A neighbour's noise is raised calmly and on the record, not "shared fairly" (review a: "share time
  // and resources fairly, and thank people out loud").
  [
    /\bneighbou?rs?\b.*\b(noise|noisy|loud|music|parties|barking)\b|\b(noise|noisy|loud|music|parties|barking)\b.*\bneighbou?rs?\b/i,
    /\b(calm\w*|quiet moment|dates)\b/i,
    'knock at a quiet moment rather than in the middle of the noise, say calmly which nights and hours are the problem, and keep a note of the dates in case it has to go further',
  ],
  // Any other neighbour matter, a fence, a hedge, a tree or a parking space, has no noise in it
  // (review d3: "knock … in the middle of the noise" on a quarrel over a fence).
  [
    /\bneighbou?rs?\b.*\b(peace|dispute\w*|argu\w*|fall\w* out|fell out|row\w*|quarrel\w*|feud\w*|fence|hedge|boundary|trees?|branches|roots|parking|drive(way)?|wall|garden|extension|complain\w*|problems?|conflict)\b/i,
    /\b(face to face|what would work for them)\b/i,
    'talk to them face to face rather than by note, ask what would work for them as well, and put anything you agree in a short note so that you both remember it the same way',
  ],
  // Someone's jealousy is seen in how they meet good news, and asked about, not guessed (review a:
  // "judge this by what is done week after week, not by what is promised" on a friend's envy).
  [
    /\b(jealous|envious|envy)\b/i,
    /\b(good news|kindly|guess\w*)\b/i,
    'notice how they respond the next time you share good news, and if something feels off, ask them about it kindly rather than guessing',
  ],
  // Loneliness is eased by company sought, one small step at a time (review p: "decide where you
  // are headed and hold the line").
  [
    /\b(lonely|loneliness|isolated|isolation)\b/i,
    /\b(invitation|class|call|company)\b/i,
    'say yes to one invitation this week, or make one yourself: a walk, a class or a call to someone you have lost touch with, and repeat it until it becomes a habit',
  ],
  // A home bought with a relative or a friend is settled in writing first (review p: first-home
  // advice that never mentioned the brother).
  [
    /\b(buy\w*|purchas\w*|mortgage)\b.*\b(house|flat|home|property|apartment)\b.*\bwith (my|our) (brother|sister|friend|best friend|cousin|mother|father|mum|mom|dad|parents?)\b/i,
    /\b(in writing|solicitor|sell out)\b/i,
    'before you buy together, agree in writing what each of you puts in, who pays if one of you cannot, and how either of you can sell out later, and have a solicitor draw it up',
  ],
  // A pet is a commitment of years and money, weighed before the shelter's form is signed (review a:
  // "put into one plain sentence what you most want now" on a rescue dog).
  [
    /\b(adopt\w*|rescue|get|take in|foster\w*)\b.*\b(dogs?|pupp(y|ies)|cats?|kittens?|pets?|rabbits?)\b/i,
    /\b(shelter|vet|foster\w*|routine)\b/i,
    'visit the shelter more than once, ask about the animal’s history and what it needs, and check honestly that your hours, your home and your budget for food and the vet can carry it for years',
    'before you commit, offer to foster for a few weeks if the shelter allows it, and work out what food, the vet and your time would really cost over the years',
  ],
  // A new animal settles by routine and patience, not by a family conference (review d).
  [
    /\b(new|rescued?|adopted) (dog|pupp(y|ies)|cat|kitten|pet|rabbit|horse|pony)\b.*\b(settle|adjust|get used|fit in|get on|get along|bond|trust)\w*/i,
    /\b(routine|patien\w*|own pace|calm)\b/i,
    'keep the days the same for the first weeks, meals, walks and quiet at the same times, give the newcomer a place of its own to retreat to, and let it come to you at its own pace',
  ],
  // Any other question about an animal is answered by watching the animal, with the vet for what
  // looks wrong: "sit down with the family" or "say what you need from the people you live with" is
  // a household's step (review d).
  [
    /\b(my|our) (\w+ )?(dog|pupp(y|ies)|cat|kitten|horse|pony|rabbit|parrot|pet)s?\b(?![-'’])/i,
    /\b(vet|routine|patien\w*|own pace)\b/i,
    'keep the animal’s routine steady for the next few weeks, watch how it eats, sleeps and moves, and ask the vet about anything that changes',
  ],
  // A comparison with someone is turned inward, never taken to a family meeting (review d: "sit down
  // with the family" on "How can I stop comparing myself to my sister?").
  [
    /\b(compar\w* (myself|me|my \w+) (to|with)|jealous of|envious of|envy)\b/i,
    /\b(your own|yourself|notice)\b/i,
    'each time the comparison starts, notice it and name it to yourself, then turn back to one thing in your own life you are building, measured against where you were a year ago rather than against anyone else',
  ],
  // A habit of mind the asker wants to end is worked on inwardly, one moment at a time.
  [
    /\b((kinder|gentler|easier|nicer) (to|on|with) myself|forgive myself|(love|accept|believe in) myself)\b/i,
    /\b(yourself|a friend|gentl\w*|kind\w*)\b/i,
    'notice the moment you start to speak harshly to yourself, and say instead what you would say to a good friend in your place',
  ],
  [
    /\b(stop (overthinking|worrying|doubting|blaming|critici[sz]ing|judging|hating|punishing|beating|dwelling|obsessing|ruminating|replaying|second-guessing|people-pleasing|feeling)|let(ting)? go of (my |the |this |all (the |my |this )?|old )?(anger|resentment|guilt|shame|past|hurt|bitterness|grudges?|regrets?|jealousy|envy|fears?|worr\w*|what happened))\b/i,
    /\b(your own|yourself|notice|gentl\w*)\b/i,
    'each time the old thought or feeling comes back, notice it and name it to yourself without judging it, then turn to one small thing that is yours to do today',
  ],
  // A couple's hard stretch is met by talking and, where it keeps coming back, with a counsellor
  // (review a: "judge this by what is done week after week" on a marriage in a rough patch).
  [
    /^(?=.*\b(wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|marriage|relationship)\b)(?=.*\b(rough patch|bad patch|hard times?|difficult (time|patch)|crisis|get through|come through|survive)\b)/i,
    /\b(counsell\w*|listen\w*|unhurried)\b/i,
    'set aside one unhurried hour this week to ask each other what would help, listen without defending yourself, and if the same row keeps coming back, book a few sessions with a couples counsellor',
  ],
  // Putting off work is broken by a small fixed start, not by resolve (review a: "lead with your
  // heart in this" on a thesis).
  [
    /\b(procrastinat\w*|stop putting (it )?off|keep putting (it )?off|get started on|motivat\w*)\b/i,
    /\b(minutes|timer|smallest|same time)\b/i,
    'pick the smallest next piece, a paragraph or a single source, and give it forty-five minutes at the same time each day, with your phone in another room',
  ],
  // Opening a business of one's own is tested on paper and on customers before savings go in
  // (review a: "protect your gains and look for the weak point" on a bakery not yet opened).
  [
    /\b(start|open|set up|launch)\w* (my|our|a|an) (own )?(\w+ )?(business|bakery|shop|caf[eé]|restaurant|salon|studio|start-?up|bistro|pub|company|practice)(?!\w)/i,
    /\b(business plan|customers?|costs?|market stall|pop-up|test)\b/i,
    'write a one-page plan with your costs, your prices and how many customers a week you need to break even, then test it small, at a market stall, a pop-up or orders from friends, before you sign a lease',
    'before any savings go in, work out how many customers a week you need to break even and test whether they exist, with a pop-up, a market stall or a month of orders on the side',
  ],
  [
    // Only the asker's own proposal: "Is my boyfriend going to propose?" is his to make (review z).
    // "Should I accept his proposal?" answers one already made (review a).
    /^(?!\W*(is|will|does|would) (he|she|they|my \w+)\b)(?!.*\b(accept\w*|(his|her|their) proposal|say yes)\b).*\b(propos\w*|ask (him|her|them|my (partner|girlfriend|boyfriend)) to marry|marry me|get engaged)\b/i,
    /\b(talk|future|children|money|where to live)\b/i,
    'talk about the future you each want, children, money and where you will live, before you ask, so that the question comes as a joy and not a surprise',
  ],
  // A proposal received is answered after the same talk, had before the yes.
  [
    /\b(accept\w*|say yes to|turn down|refuse)\b.*\b(his|her|their|the) proposal\b/i,
    /\b(talk|future|children|money|where to live)\b/i,
    'before you give your answer, talk through the future you each want, children, money and where you would live, and take the time you need: a proposal can wait a few days for an honest yes',
  ],
  // A career off course is put back by one concrete move, not a mood (review a: "look for a deeper
  // aim" as the one thing to do).
  [
    /\b(career|working life|job)\b.*\b(back on track|off track|stuck|stalled|going nowhere|in a rut)\b|\b(back on track|in a rut)\b.*\b(career|work)\b/i,
    /\b(conversation|course|application|this month)\b/i,
    'write down what a good working year would look like, pick the one change that moves you nearest to it, a conversation, a course or an application, and make it this month',
  ],
  [
    /\b(put in|make|put) an offer\b|\boffer on (the|a|that) (house|flat|cottage|apartment|home|property)\b/i,
    /\b(survey|ceiling|walk away|price|budget)\b/i,
    'set the most you will pay before you bid, get a survey done, and decide now the price at which you walk away',
    'before you bid, get a survey and an honest valuation, and set a ceiling you will not go past however much you love the place',
  ],
  [
    /\b(sell|selling|give away|part with)\b[^?]*\b(late|grandmother's|grandfather's|mother's|father's|inherited|heirloom)\b/i,
    /\b(family|keep|story|photograph)\b/i,
    'ask the family first whether anyone would keep it, and whichever way you decide, keep its story: a photograph and what it meant to the one who left it',
  ],
  [
    /\b(overspend\w*|stop spending|start saving|save more|saving money|budget\w*)\b/i,
    /\b(outgoings?|spending|standing order|payday|budget|track)\b/i,
    'write down every outgoing for one month, then set up a standing order into savings on payday, so the saving happens before the spending',
  ],
  [
    /\b(dating again|date again|start dating|back into dating|dating after)\b/i,
    /\b(slowly|what you are looking for|friends?|pace)\b/i,
    'take it at your own pace: say early what you are looking for, meet somewhere easy, and keep a friend you trust in the loop',
  ],
  [
    /\b(sort out|share|split|arrange|organi[sz]e)\b[^?]*\b(care|looking after)\b[^?]*\b(father|mother|dad|mum|mom|parents?|gran\w*)\b|\b(father's|mother's|dad's|mum's|mom's|parents') care\b/i,
    /\b(list|who does what|hours|write it down|together)\b/i,
    'sit down together with a list of what your parent needs each week, who can give which hours and what you will pay others to do, and write down what you agree',
  ],
  // A lease renewed is a landlord's decision to ask about early, not a dispute for a lawyer ("put
  // every paper in order and take proper legal advice", review x).
  [
    /\b(renew\w*|extend\w*) (the|my|our) (lease|tenancy|rental agreement)\b|\b(lease|tenancy) (renewal|extension)\b/i,
    /\b(ask (your|the) landlord|notice|tenancy agreement|end date)\b/i,
    'ask your landlord well before the end date whether they mean to renew, and read the notice terms in your tenancy agreement so that you know where you stand either way',
  ],
  // A promotion or a job offered is weighed before it is answered; the pay-rise case below ("find
  // out when pay is next reviewed") is for one being asked for (reviews r25 and x).
  [
    /\b(accept|take|turn down|decline|say yes to|refuse)\b[^?]*\b(promotion|job offer|offer|new role|position)\b/i,
    /\b(day to day|duties|in writing|who you would manage|what it pays|support you need)\b/i,
    'before you say yes, ask what the role asks of you day to day, who you would manage and what it pays, and agree the support you need in the first months',
    'before you answer, get the role’s duties and pay in writing and talk to someone who has done the job, so that you weigh what you gain against what you give up',
  ],
  [
    /\b(pay rise|salary|promotion|(a|my|the) raise)\b/i,
    /\b(pay|salary|raise|your case|your worth|ask for|the meeting|what you are owed)\b/i,
    'prepare the case for what you are asking, with what you have delivered set out plainly, and book the meeting',
    'set down what you have delivered and what the role pays elsewhere, and find out when pay is next reviewed, so that the case is ready before you ask',
  ],
  // A co-signer is answerable for someone else's debt, not in debt to creditors of their own.
  [
    /\b(co-?sign\w*|guarantor)\b/i,
    /\b(lender|in writing|co-?sign\w*|guarant\w*|repay\w*|payments?)\b/i,
    'ask the lender in writing what you are liable for as the co-signer and to tell you if a payment is missed, and agree plainly with the borrower how the payments will be kept up',
  ],
  // Someone else's debts asked about with doubt are a talk about honesty, not the asker's budget
  // ("talk to your creditors" to a woman asking whether her partner is honest about his, review y).
  [
    /\b(his|her|their) (debts?|loans?|money|spending|finances)\b/i,
    /\b(sit down|statements?|together|calmly|both)\b/i,
    'ask for one calm conversation with the statements on the table, and agree that from now on the money matters you share are seen by you both',
  ],
  // "Does my new manager rate my work?" is answered by asking, not by waiting (review y).
  [
    /\b(manager|boss|supervisor|team leader)\b[^?]*\b(rate|value|like|think of|happy with|impressed)\b/i,
    /\b(feedback|one-to-one|ask (him|her|them)|going well)\b/i,
    'ask your manager for a short feedback conversation: what is going well, and the one thing that would make the most difference',
  ],
  // A child settling into a new school is helped by small daily questions and the teacher, not by
  // "the costs, the space and who does what" (review y).
  [
    /\b(settle|settling|fit in|make friends)\b[^?]*\b(new )?(school|nursery|class)\b/i,
    /\b(teacher|each day|after school|one good thing)\b/i,
    'ask each day after school about one good thing and one hard one, and talk to the teacher once the first few weeks have passed',
  ],
  [
    /\b(debts?|owe|loans?|overdraft|credit cards?)\b/i,
    /\b(debts?|budget|creditors?|repay\w*|bills?|owed|figures|accounts?|spending|income)\b/i,
    'write down every debt and a monthly budget you can keep, and talk to your creditors before a payment is missed',
  ],
  [
    /\bsell\w* (our|my|the) (family )?(house|home|flat|apartment|property)\b/i,
    /\b(buyers?|sale|price|agent|solicitor|survey|offers?|viewings?|valuations?)\b/i,
    'agree the lowest price you will take before the first offer comes in, and get every promise about dates and price in writing',
    'before you list it, get two valuations and work out what you need from the sale and where you would go next, so that the decision rests on figures',
  ],
  // Bullying or harassment reported is a record kept and a formal complaint, not a case for a raise.
  [
    /\b(bull(y|ied|ying)|harass\w*|discriminat\w*|report \w+ (\w+ )?to hr|grievance)\b/i,
    /\b(writ\w*|records?|dates?|evidence|facts|hr|formal\w*|complain\w*)\b/i,
    'write down each incident with its date, what was said or done and who saw it, and take it to HR in writing, keeping a copy',
    'start a dated record of each incident, what was said or done and who saw it, and read the grievance policy before you decide when to raise it',
  ],
  // A sale that waits on the buyer: the asker's part is the paperwork and the pace, not their spending.
  [
    /\b(buyers?|purchasers?)\b.*\b(go through|pull out|complete|exchange|back out|the purchase|the sale|mortgage)\b/i,
    /\b(buyers?|solicitor|agent|survey|mortgage|exchange|completion|chain|dates?)\b/i,
    'ask your solicitor and the agent where the buyer stands on the survey, the mortgage and the date to exchange, and answer every request the same day',
  ],
  // Saving towards a deposit is a plan of months, not a claim against a landlord (review r: "How
  // can I save money for a deposit?" was told to photograph the flat it moved out of).
  [
    /\bsav\w*\b.*\bdeposit\b|\bdeposit\b.*\b(to buy|for (a|my|our|the) (house|home|flat|first))/i,
    /\b(save|saving|deposit|month\w*|account|budget|payday)\b/i,
    'work out the monthly sum that reaches the deposit by your date, move it on payday into an account you do not touch, and check which first-home savings schemes you can use',
  ],
  [
    /\bdeposit\b/i,
    /\b(deposit|writing|photo\w*|landlord|agent|scheme|condition)\b/i,
    'put your request for the deposit in writing, with the date you moved out, photographs of the flat’s condition and a date by which you expect a reply, and find out which deposit protection scheme applies',
  ],
  [
    /\bapplied for\b.*\b(flat|apartment|house|home|place|rental|room)\b|\b(flat|apartment|house|rental)\b.*\bapplied\b/i,
    /\b(documents?|papers?|references?|deposit|landlord|agent|application)\b/i,
    'have every document the agent or landlord may ask for ready, answer them the same day, and keep other options open until a contract is signed',
  ],
  [
    /\b(find|buy|rent|get|move)\w* (a |an |the |our |my )?(\w+ )?(flat|apartment|house|home|place)\b/i,
    /\b(home|house|flat|space|room|view\w*|budget|search|list)\b/i,
    'write down what you truly need from the next home, set the budget, and view steadily rather than waiting for the perfect place',
    'write down what you truly need from the next home and the budget you can keep to, and let the search wait until both are settled',
  ],
];

/**
 * The matter a question names inside its subject, and the words of a card's sentence that speak
 * to it: an interview gets the sentence about preparing and presenting yourself, a wait for a call
 * the one about your own pace, an exam the one about method.
 */
const MATTERS: [RegExp, RegExp][] = [
  [
    /\binterview/i,
    /\b(prepar\w*|show|speak|say|present\w*|confiden\w*|answers?|strengths?|skills?|worth|questions?|impression|yourself|calm|ready)\b/i,
  ],
  [
    /\b(call|text|message|reach out|hear from|contact|get in touch|write to)\b/i,
    /\b(wait\w*|reach out|message|call|text|space|patien\w*|pace|yourself|your own|pressure|chase|first move)\b/i,
  ],
  [
    /\b(exams?|tests?)\b/i,
    /\b(revis\w*|practi[cs]e\w*|prepar\w*|study\w*|past papers|rest|sleep|method|schedule|plan\w*|steady)\b/i,
  ],
  [
    /\b(propos\w*|marry|marriage|commit\w*|engaged)\b/i,
    /\b(commit\w*|future|talk|honest\w*|ask|want|plain\w*|clear\w*)\b/i,
  ],
];

/**
 * A card's second subject sentence that leans on its first ("Be that presence…", "Look for it in
 * your own values instead"): alone as the step, it points at nothing.
 */
const LEANS_ON_BEFORE = /\b(it|them|instead|those|these)\b|\bthat (presence|way|one|kind|feeling)\b/i;

/** Steps of care, preferred for grief, stopping a habit and another's illness. */
const CARE_STEP =
  /\b(gentl\w*|tears|support\w*|help|rest|sleep|meals|someone|kind\w*|routine|one day|reach out|talk)\b/gi;

/**
 * A step that deals with people: on a question about someone in a role ("a jealous coworker"),
 * a card's step about the asker's own load ("hand something on or renegotiate a deadline") is
 * written for another work matter and passes the person by.
 */
const DEALS_WITH_PEOPLE =
  /\b(someone|people|others?|they|them|their|who|colleagues?|co-?workers?|boss|team|talk\w*|say|speak\w*|conversation|words?|gossip|chatter|credit|trust\w*|boundar\w*|source|ally|allies|help|ask)\b/i;

const meetsRole = (sentence: string, q: QuestionReading): boolean =>
  !q.situation.role || DEALS_WITH_PEOPLE.test(sentence);

/** What a legal step always carries, unless the card's own sentence already says it. */
const LEGAL_ADVICE = /\b(lawyer|solicitor|legal advice|counsel|professional help)\b/i;

/** Advice that could be read as a reason to carry on with a habit the asker wants to stop. */
const KEEPS_HABIT =
  /\b(enjoy\w*|indulg\w*|pleasure|celebrat\w*|treat yourself|as you are|nothing needs to change|let go of control)\b/i;

export interface Step {
  /** The step as a clause ("prepare the case…"). */
  text: string;
  /** The card's sentence it was taken from, which the card's own paragraph then leaves out. */
  sentence: string | null;
  /** The card it comes from, or null when the question's own step is given. */
  from: Drawn | null;
  /**
   * True when the step was chosen by the card's suit rather than taken from its own advice, so it
   * is never credited to the card ("as the Seven of Swords advises" would put words in its mouth).
   */
  bySuit?: boolean;
}

/**
 * The one thing to do: the whole spread is weighed, the outcome and the present first. A card's
 * own sentence for the question's subject is preferred, since it was written for that part of
 * life; its general advice counts only when it speaks the subject's words and is not about
 * another part of life (a party, an apology). A raise, a debt or a home search whose cards say
 * nothing to it gets the step the question itself calls for; otherwise the step may be null,
 * and the reading says less rather than something wrong.
 */
/**
 * Whether a sentence can be given as a step on this question: said safely, long enough to be a
 * step, about the question's part of life, needing no person the question lacks, and never a
 * go-ahead under a lean that is not yes.
 */
function stepFits(sentence: string, q: QuestionReading, holds: boolean): boolean {
  if (q.sensitive && readsLiterally(sentence)) return false;
  // "Pace yourself." is a card's aside, not a step a reader would close a reading on.
  if (sentence.split(/\s+/).length < 5) return false;
  if (!['love', 'home', 'spirit'].includes(subjectFor(q)) && SOCIAL_ADVICE.test(sentence)) return false;
  // "Reach out to someone who can support you" names a helper, not a partner the question lacks.
  const noPerson = !q.company || q.noPartner;
  if (noPerson && ADVICE_NEEDS_PERSON.test(sentence.replace(/\bsomeone (who|you) [^,.;]*/g, '')))
    return false;
  if (!fitsQuestion(sentence, q)) return false;
  if (q.sensitive === 'addiction' && KEEPS_HABIT.test(sentence)) return false;
  return !(holds && PUSHES_AHEAD.test(sentence));
}

/**
 * "How do I…?" asks for a method: a step from each card ahead, in the order the spread runs (the
 * present first, what it asks of you now; then what leads toward the outcome), with the one step
 * already chosen kept in its card's place. A card gives its own imperative sentence for the
 * question's subject, or else its advice when that fits the question; a card with neither is
 * passed over. Two steps at least, or none.
 */
export function howSteps(
  cards: Drawn[],
  q: QuestionReading,
  step: Step | null,
  question: string,
): { text: string; from: Drawn | null }[] {
  if (q.sensitive) return [];
  // A debt or a raise needs steps in its own words, as the one step does.
  const needs = QUESTION_STEPS.find(([re]) => re.test(question))?.[1];
  const asked = contentWords(question);
  const ahead = cards.filter(
    (p) => !PAST_POSITIONS.has(p.d.positionKey) && p.d.positionKey !== 'environment',
  );
  const of = (p: Drawn): string | null => {
    if (step?.from === p) return step.text;
    const fits = (s: string) =>
      !LEANS_ON_BEFORE.test(s) &&
      stepFits(s, q, false) &&
      (!needs || needs.test(s)) &&
      ([...contentWords(s)].some((w) => asked.has(w)) || meetsRole(s, q));
    const own = subjectSentences(p, q).find((s) => IMPERATIVE.test(s) && fits(s));
    if (own) return asClause(own);
    const advice = p.m.advice;
    return !advice.includes(';') && fits(advice) && fitsSubject(advice, q.subject) ? asClause(advice) : null;
  };
  const steps: { text: string; from: Drawn | null }[] = [];
  if (step && !step.from) steps.push({ text: step.text, from: null });
  for (const p of ahead) {
    if (steps.length >= 3) break;
    const text = of(p);
    if (text && !steps.some((x) => x.text === text)) steps.push({ text, from: p });
  }
  // The step the asker's role calls for (a business partner, a landlord) opens a method the cards leave short.
  const role = roleStep(q);
  if (steps.length === 1 && role && !steps.some((x) => x.text === role))
    steps.unshift({ text: role, from: null });
  return steps.length >= 2 ? steps : [];
}

/** The step the asker's role calls for, or the search's when the person is still to be found. */
const roleStep = (q: QuestionReading): string | undefined => {
  const role = q.situation.role;
  if (!role) return undefined;
  return q.situation.sought ? SOUGHT_STEPS[role] : ROLE_STEPS[role];
};

/**
 * The step a sensitive question itself calls for (a settlement's disclosure, a job weighed against a
 * bad back), when it hands the matter to the professional whose it is: never one that leaves them out.
 */
function careQuestionStep(question: string): Step | null {
  const needs = QUESTION_STEPS.find(([re]) => re.test(question));
  return needs && PROFESSIONAL.test(needs[2]) ? { text: needs[2], sentence: null, from: null } : null;
}
const FAMILY_MEETING = /\bsit down with the family\b/;
/** A decision a family makes together: "Should we move my mother in with us?". */
const FAMILY_DECISION =
  /^\W*(should|shall|do|can|could) we\b|^\W*(should|shall|do|can) i\b.*\b(family|we|us|our|kids|children|parents)\b|^\W*is it (time|right|wise)\b.*\b(family|we|us|our|kids|children)\b/i;

const PROFESSIONAL = /\b(lawyer|solicitor|legal advice|doctor|physiotherapist|GP|midwife|counsellor)\b/;

/** The steps of a method, in order, each with the card it comes from. */
export function methodText(steps: { text: string; from: Drawn | null }[]): string {
  // A step drawn from a card's own line already names it ("build on what the Seven of Cups shows").
  const by = (x: { text: string; from: Drawn | null }) =>
    x.from && !x.text.includes(named(x.from.card, x.from.d)) ? ` (${named(x.from.card, x.from.d)})` : '';
  const leads = ['First', 'Then', 'After that'];
  return steps.map((x, i) => `${leads[i]}, ${x.text}${by(x)}.`).join(' ');
}

/** "You and your father" names two people, not a choice: the choice is what to do about the other one. */
const choiceOf = (matter: string) => matter.replace(/^you and (.+)$/, 'what you do about $1');

/** A question step says "them" of anyone; the question may have said "my sister" or "him". */
function forTheOne(text: string, q: QuestionReading): string {
  if (q.about) text = text.replace(/\bthe borrower\b/g, q.about.who);
  // "Forgive my sister": the one named by role is "her" too (review r27: "tell them plainly").
  const roleWho = q.situation.roleWho;
  const named =
    roleWho && /^your \w+$/.test(roleWho) ? { who: roleWho, pronoun: nounPronoun(roleWho.slice(5)) } : null;
  const one = q.other ?? q.thirdPerson ?? q.supported ?? named;
  if (!one || one.pronoun === 'them') return text;
  const [he, his] = one.pronoun === 'her' ? ['she', 'her'] : ['he', 'his'];
  return (
    text
      .replace(/\btell them plainly\b/g, `tell ${one.pronoun} plainly`)
      .replace(/\bask them what would help\b/g, `ask ${one.pronoun} what would help`)
      .replace(/\badvice they did not ask for\b/g, `advice ${he} did not ask for`)
      .replace(/\bwhat they did wrong\b/g, `what ${he} did wrong`)
      .replace(/\bgive them the time they need\b/g, `give ${one.pronoun} the time ${he} needs`)
      .replace(/\bleave them room\b/g, `leave ${one.pronoun} room`)
      // "Let them answer in his own time" (review x): whoever answers is the one named.
      .replace(/\blet them answer\b/g, `let ${one.pronoun} answer`)
      .replace(/\bin their own time\b/g, `in ${his} own time`)
  );
}

/** A span of time ("the year ahead"), which takes no money and has no practical first piece. */
const SPAN_OF_TIME = /\b(year|month|week|season|months|weeks|future|ahead|coming)\b/i;
/** Something made by hand or mind ("your novel"), whose cost is not counted in money. */
const MADE_WORK =
  /\b(novel|book|memoir|album|songs?|painting|poems?|poetry|play|script|screenplay|manuscript|thesis|dissertation|art)\b/i;

/**
 * Whether a step written for any matter fits this one. The earth suit's step counts time and
 * money, which neither a stretch of time nor a novel has a bill for; where it does not fit, the
 * last card's own advice is the step.
 */
function fitsGeneralStep(kind: StepKind, topic: string | null): boolean {
  return kind !== 'pentacles' || !topic || !(SPAN_OF_TIME.test(topic) || MADE_WORK.test(topic));
}

/**
 * The step drawn from the last card's own text for the question's subject, when none of the cards
 * gives a step in so many words: what it shows, to build on, prepare for or watch. A step written
 * for the subject by the card's suit read the same across readings and owed nothing to the card.
 */
function cardStep(last: Drawn, q: QuestionReading, asked: Set<string>): string | null {
  if (!readsSubject(q)) return null;
  // A question that names its matter ("adopt a dog") gets a step about that matter: the card's
  // line for the whole area of life ("a call to someone from your early years") never mentions it.
  const onMatter = (s: string) => !q.topic || [...contentWords(s)].some((w) => asked.has(w));
  const shown = usable(last.m.subjects[subjectFor(q)], q).find(
    (s) =>
      !IMPERATIVE.test(s) &&
      // Said after "shows:", a sentence with its own colon reads as a run of colons.
      !s.includes(':') &&
      fitsQuestion(s, q) &&
      !presumesUnasked(s, q) &&
      !LEANS_ON_BEFORE.test(s) &&
      onMatter(s),
  );
  if (!shown) return null;
  const lead = last.m.lean === 'yes' ? 'build on' : last.m.lean === 'no' ? 'prepare for' : 'watch for';
  // Not "shows: …": every lead before a step ends in a colon already (review a: "To hold that
  // course: build on what the Star shows: peace settles…").
  return `${lead} what ${named(last.card, last.d)} shows, that ${asClause(shown)}`;
}

export function oneStep(
  cards: Drawn[],
  q: QuestionReading,
  question: string,
  lean: TarotLean | null = null,
): Step | null {
  // Under a no or an unclear lean the step is what to prepare or find out, never a go-ahead.
  const holds = lean !== null && lean !== 'yes';
  const asked = contentWords(question);
  const subject = subjectFor(q);
  const needs = QUESTION_STEPS.find(([re]) => re.test(question));
  let best: { text: string; from: Drawn; score: number } | null = null;
  const consider = (p: Drawn, sentence: string, bonus: number) => {
    if (!stepFits(sentence, q, holds) || !agreesWithLean(sentence, lean, q)) return;
    if (needs && !needs[1].test(sentence)) return;
    const shared = [...asked].filter((w) => contentWords(sentence).has(w)).length;
    if (!shared && !meetsRole(sentence, q)) return;
    const caring =
      (q.sensitive && q.sensitive !== 'legal') || q.supported
        ? Math.min(3, sentence.match(CARE_STEP)?.length ?? 0)
        : 0;
    const matter = MATTERS.some(([asks, speaks]) => asks.test(question) && speaks.test(sentence)) ? 2 : 0;
    const score = (ADVICE_WEIGHT[p.d.positionKey] ?? 0.5) + 1.5 * shared + bonus + caring + matter;
    if (!best || score > best.score) best = { text: sentence, from: p, score };
  };
  // "Does she have feelings for me?" of someone not yet a partner: the step is how to let it
  // show, chosen by the card ahead; a card's line for a couple ("meet in the middle") does not fit.
  const courted = q.other && q.asksTheirMind && !q.situation.relation && !q.situation.role ? q.other : null;
  if (courted)
    return { text: feelingsSteps(courted)[kindOf(cards[cards.length - 1]!)], sentence: null, from: null };
  const ahead = cards.filter((p) => !PAST_POSITIONS.has(p.d.positionKey));
  for (const p of ahead)
    for (const sentence of subjectSentences(p, q))
      if (IMPERATIVE.test(sentence) && !LEANS_ON_BEFORE.test(sentence)) consider(p, sentence, 2);
  // A card's general advice was not written for the question's subject, so it is never the step:
  // without a card sentence for the subject, the step written for the subject is given below.
  const found = best as { text: string; from: Drawn } | null;
  if (!found) {
    if (needs) return { text: forTheOne((holds && needs[3]) || needs[2], q), sentence: null, from: null };
    // A legal question always has one safe step, whatever the cards hold.
    if (q.subject === 'legal')
      return {
        text:
          q.situation.proceedings === 'administrative'
            ? 'check every document against the official list before you send it'
            : 'put every paper in order and take proper legal advice',
        sentence: null,
        from: null,
      };
    const role = roleStep(q);
    if (role) return { text: role, sentence: null, from: null };
    // Otherwise the step written for the subject, chosen by the suit of the last card, or one for
    // any matter when the subject is not read.
    const last = cards[cards.length - 1]!;
    const care = readsSubject(q) ? null : careOf(q);
    // "Will my brother get the job?" is his to win: the asker's part is standing by him.
    const stood =
      q.supported ?? ((!readsSubject(q) || passing(q)) && q.other?.who.startsWith('your ') ? q.other : null);
    // "Is my new colleague trustworthy?" asks how to judge them, not how to help them.
    const judged = q.other && (q.doubtsHonesty || /\btrust/i.test(question)) ? q.other : null;
    const stepOf = (kind: StepKind) =>
      care
        ? care.steps[kind]
        : judged
          ? trustSteps(judged)[kind]
          : stood
            ? supportSteps(stood)[kind]
            : // Home's steps speak to a household, which a question about a roof or a pet may not have.
              // and a money step may be about the asker's spending, which a landlord's act is not.
              readsSubject(q) &&
                !(subject === 'home' && !q.grants.has('family')) &&
                !presumesUnasked(SUBJECT_STEPS[subject][kind], q) &&
                // A flat purchase is no family conference (review r26b), nor is a sister one compares
                // oneself with: the family meeting is for a decision the family shares (review d).
                fitsSituation(SUBJECT_STEPS[subject][kind], q) &&
                !(FAMILY_MEETING.test(SUBJECT_STEPS[subject][kind]) && !FAMILY_DECISION.test(question)) &&
                !(q.accepted && STILL_TO_GET_IN.test(SUBJECT_STEPS[subject][kind]))
              ? SUBJECT_STEPS[subject][kind]
              : fitsGeneralStep(kind, q.topic)
                ? GENERAL_STEPS[kind](q.acts ?? q.topic ?? 'this')
                : asClause(last.m.advice);
    // Under a no, an unclear lean or an open question, a card's description is no step to take
    // (set j: "prepare for what the King of Cups reversed shows: a family member may be moody").
    const own = care || stood || judged || lean !== 'yes' ? null : cardStep(last, q, asked);
    if (own && agreesWithLean(own, lean, q) && !(holds && PUSHES_AHEAD.test(own)))
      return { text: own, sentence: null, from: last };
    const text = stepOf(kindOf(last));
    // A go-ahead under a lean that is not yes gives way to the step of groundwork (a no) or of
    // finding out (unclear).
    const fits = (t: string) => !(holds && PUSHES_AHEAD.test(t)) && agreesWithLean(t, lean, q);
    // The subject's steps are tried in turn, groundwork first under a no, so no step argues against the lean.
    const order: StepKind[] =
      lean === 'no'
        ? ['pentacles', 'swords', 'cups', 'wands', 'major']
        : ['swords', 'pentacles', 'cups', 'wands', 'major'];
    const chosen = fits(text)
      ? text
      : (order.map(stepOf).find(fits) ?? stepOf(lean === 'no' ? 'pentacles' : 'swords'));
    return { text: chosen, sentence: null, from: last, bySuit: chosen !== asClause(last.m.advice) };
  }
  const text = asClause(found.text);
  return {
    text:
      q.subject === 'legal' && q.situation.proceedings !== 'administrative' && !LEGAL_ADVICE.test(text)
        ? `${text}, and take proper legal advice`
        : text,
    sentence: found.text,
    from: found.from,
  };
}

function positionName(spread: SpreadId, d: DrawnCard): string {
  return (POSITION_TEXT[`${spread}:${d.positionKey}`] ?? POSITION_TEXT[d.positionKey]!).name;
}

/** The sentence that places the card; `told` when the overview has already given its theme. */
function frame(c: Chooser, spread: SpreadId, p: Drawn, told: boolean): string {
  const pos = POSITION_TEXT[`${spread}:${p.d.positionKey}`] ?? POSITION_TEXT[p.d.positionKey]!;
  const [n, N] = [named(p.card, p.d), named(p.card, p.d, true)];
  if (told && pos.told) return c.pick(`told:${p.d.position}`, pos.told)(n, N);
  if (pos.court && isCourt(p.card)) return pos.court(n, N, p.m.theme);
  // A frame whose own verb the theme repeats ("bringing an eager messenger bringing good news")
  // gives way to the next one.
  const first = pos.frames.indexOf(c.pick(`frame:${p.d.position}`, pos.frames));
  const texts = pos.frames.map((_, k) => pos.frames[(first + k) % pos.frames.length]!(n, N, p.m.theme));
  return (
    texts.find((t) => !/\b(\w+ing)\b.*\b\1\b/.test(t.replace(/\b(the )?[A-Z][\w ]* of [A-Z]\w*/g, ''))) ??
    texts[0]!
  );
}

export const isCourt = (card: TarotCard) =>
  card.rank !== null && /^(page|knight|queen|king)$/.test(card.rank);

/** Positions that lie behind the querent: their sentences are told as looking back. */
const PAST_POSITIONS = new Set(['past', 'recent-past']);
/** A sentence that looks ahead or tells the reader what to do, which a past card cannot say. */
const LOOKS_AHEAD =
  /\b(will|may|might|could|soon|ahead|coming|about to|on its way|next|now|today|this week|yet)\b|^(Ask|Take|Make|Let|Keep|Put|Give|Get|Go|Be|Do|Don't|Stop|Start|Look|Trust|Talk|Say|Tell|Find|Check|Choose|Spend|Hold|Stand|Speak|Share|Protect|Accept|Rest|Face|Fix|Use|Reach|Call|Decide|Drop|Plan|Write|Listen|Build|Set|Follow|Try|Show|Meet|Leave|Stay|Name|Focus|Avoid|Treat|Heed|Seek|Wait|Allow|Learn|Clear|Raise|Turn|Work|Pay|Mark|Thank|Forgive|Notice)\b/;

const PAST_TENSE: Record<string, string> = {
  is: 'was',
  are: 'were',
  has: 'had',
  have: 'had',
  feels: 'felt',
  feel: 'felt',
  seems: 'seemed',
  seem: 'seemed',
};
const PRESENT_VERB =
  /(?<!\b(?:can|could|to|will|would|may|might|must|should|not|do|does|did) )\b(is|are|has|have|feels?|seems?)\b/g;
/** Other present verbs a sentence may carry, which the past tense would leave behind. */
const OTHER_PRESENT =
  /\b(you|they|we|things|people|i) (?!(?:are|have|feel|seem)\b)[a-z]+\b|\b(can|does|do|don't|doesn't)\b|\b(?!(?:always|perhaps|unless|less|across|this|thus|yes|as|its|his|was|kindness|business|success|progress|stress|loss|illness|distress|focus|lens|news|us|plus|chaos|bonus|status|process|access|excess|address|mess|bliss|glass|class|boss|pass|miss|guess|press|cross|gloss|fuss)\b)[a-z]+[^s'\s]s\b(?! (?:of|and|or)\b)/;

/**
 * An authored present-tense sentence told in the past, or null when it has no verb this can
 * turn ("is", "are", "has", "feel", "seem") or another present verb would be left behind.
 */
export function inPastTense(sentence: string): string | null {
  PRESENT_VERB.lastIndex = 0;
  if (!PRESENT_VERB.test(sentence)) return null;
  // Plural nouns ("finances", "plans") are not verbs, but no list can tell them apart, so a
  // sentence with another present verb, or a word that might be one, is left out.
  const rest = sentence.replace(PRESENT_VERB, '').replace(/^\w+/, (w) => w.toLowerCase());
  if (OTHER_PRESENT.test(rest)) return null;
  return sentence.replace(PRESENT_VERB, (v) => PAST_TENSE[v]!);
}

/**
 * A card's subject sentences as its position can say them. The authored sentences speak of now
 * and next: a past card keeps only its first sentence, told in the past tense, and only when it
 * neither looks ahead nor gives advice; the surroundings describe other people, so the querent's
 * own sentences are left to the other cards.
 */
export function placedSubject(p: Drawn, q: QuestionReading): string[] {
  const own = subjectSentences(p, q);
  // When none of the card's sentences for the subject fits the question as asked (a holiday
  // sentence for a move home), its sentence for the nearest part of life speaks for it.
  // A roof or a pet has no inner path to stand in for the household sentences it was spared.
  // A business of one's own is nearer to money than to the job its work sentences assume.
  // Nor has a bond with a parent or a sibling: "solitude feels like peace" on forgiving a father (review b).
  const near =
    readsSubject(q) &&
    !(
      subjectFor(q) === 'home' &&
      (!q.grants.has('family') || q.situation.roleWho || q.situation.kin.size > 0)
    )
      ? q.ownBusiness && subjectFor(q) === 'work'
        ? 'money'
        : NEAR_SUBJECT[subjectFor(q)]
      : undefined;
  const sentences =
    own.length > 0 || !near
      ? own
      : usable(p.m.subjects[near], q)
          .filter((s) => fitsQuestion(s, q) && !IMPERATIVE.test(s))
          .slice(0, 1);
  if (p.d.positionKey === 'environment') return [];
  if (!PAST_POSITIONS.has(p.d.positionKey)) return sentences;
  // A past card says its first sentence in the past tense, or the nearest subject's when its own cannot be turned.
  const nearFirst = near ? usable(p.m.subjects[near], q).find((s) => fitsQuestion(s, q)) : undefined;
  for (const first of [sentences[0], nearFirst]) {
    const past = first && !LOOKS_AHEAD.test(first) ? inPastTense(first) : null;
    if (!past) continue;
    // A second sentence that can be told in the past fills out what that time was like.
    const second =
      first === sentences[0] && sentences[1] && !LOOKS_AHEAD.test(sentences[1])
        ? inPastTense(sentences[1])
        : null;
    return second ? [past, second] : [past];
  }
  return [];
}

/**
 * A card's sentences for the question in its own three-card paragraph. Its library advice ("Track
 * every purchase for a week", "Check that you have really finished thinking") was written for its
 * part of life in general: where the question brings its own step (someone to tell how you feel,
 * a sale), the answer gives that step, so the card's advice is left out; and where a step is
 * weighed, a card's advice to wait or to go ahead against the lean is left out too.
 */
function cardSays(p: Drawn, q: QuestionReading, lean: TarotLean | null): string[] {
  return placedSubject(p, q).filter(
    (s) => !IMPERATIVE.test(s) || (!q.declares && !q.selling && agreesWithLean(s, lean, q)),
  );
}

/**
 * What a card in a position says to the question when none of its own subject sentences can be
 * said there (a past card whose sentence looks ahead, the surroundings, a sentence that did not
 * fit): one sentence by the card's lean, told in the position's time.
 */
const POSITION_TIE: Record<string, Record<'good' | 'hard' | 'open', string>> = {
  'recent-past': {
    good: 'That support is passing now, so what it gave you has to be carried on by your own effort.',
    hard: 'That strain is passing now, and it need not set the terms for what comes next.',
    open: 'That chapter is closing, and what it taught you is yours to keep.',
  },
  challenge: {
    good: 'What crosses you here is not an enemy: used well, it helps.',
    hard: 'This is the obstacle to get past, and it is named so that it can be met.',
    open: 'How much this obstacle weighs depends on how you meet it.',
  },
  foundation: {
    good: 'The roots of this are sound.',
    hard: 'This old strain sits under the whole matter, and easing it eases everything above.',
    open: 'The roots of this are mixed, neither a help nor a hindrance yet.',
  },
  crown: {
    good: 'That is the best this can become, and it is within reach.',
    hard: 'A hard card as the best this can become is not a fate: it names what has to be faced or let go before the matter can settle, and the cards below show how.',
    open: 'The best this can become is still being decided, and the cards below show what tips it.',
  },
  'near-future': {
    good: 'What comes next is a help: be ready to use it.',
    hard: 'What comes next asks for care, and being forewarned is half of meeting it.',
    open: 'What comes next can be shaped by how you meet it.',
  },
  self: {
    good: 'What you bring to this is a strength.',
    hard: 'How you are meeting this is part of the difficulty, and the part most in your hands.',
    open: 'How you meet this can still go either way.',
  },
  environment: {
    good: 'On this question, those around you are more help than hindrance: let them in.',
    hard: 'Expect some resistance or low spirits from those around you, and do not take it as the last word.',
    open: 'Those around you could go either way, so say plainly what you need from them.',
  },
  'hopes-fears': {
    good: 'It is as much a hope as a fear: you want this, and you are afraid of wanting it.',
    hard: 'It is mostly a fear, and naming it is the first step to making it smaller.',
    open: 'It holds hope and fear in equal measure, so neither should decide for you.',
  },
  outcome: {
    good: 'That is where this is heading, and it is worth working toward.',
    hard: 'That is where this heads if nothing changes, and the cards before it show what to change.',
    open: 'Where this ends is not fixed, and the rest of the spread shows what tips it.',
  },
};

/** Whether the question is about the asker's own family: a child, a parent, a sibling. */
const familyMatter = (q: QuestionReading): boolean =>
  q.situation.kin.size > 0 ||
  (q.situation.role !== null && ['child', 'parent', 'sibling', 'relative'].includes(q.situation.role));
/** A hard past card on a family matter: something the family lived through, with no blame in it. */
const FAMILY_PAST: ((m: string) => string)[] = [
  (m) =>
    `It is part of the story of ${m}, not a verdict on anyone, and it helps explain how things feel now.`,
  (m) => `Read it as part of the background to ${m}: something lived through, not a fault to carry.`,
  (m) =>
    `Some of what feels hard about ${m} now may go back to this; naming it is a way in, not an accusation.`,
];

/**
 * What a three-card position says to the matter when no subject sentence does: true of any
 * matter, and told with the asker's own words for it.
 */
const THREE_CARD_TIE: Record<
  string,
  Record<'good' | 'hard' | 'open', ((m: string, t: string, s: string) => string)[]>
> = {
  // Each tie names the card's own theme, so no two clients with the same card in a different matter,
  // or the same matter under a different card, hear the same sentence (review r31). The theme is
  // never a verb's subject: "plans held up in port is where this is heading" (review: stock lines).
  past: {
    // A kind past card is tied by its own lesson (pastLesson), or not at all.
    good: [],
    hard: [
      (m, t) => `Part of the story of ${m} lies in ${t}, and some of what feels hard now began there.`,
      (m, t) => `For ${m}, the difficulty began with ${t}, and some of it is still felt.`,
      (m, t) => `Part of what makes ${m} hard today goes back to ${t}.`,
      (m, t) => `For ${m}, the hard part started with ${t}, and it helps to see that clearly.`,
    ],
    open: [
      // The matter may hold a "you" of its own ("you and your daughter"), so no template puts one beside
      // it; and it may be an act ("adopting a rescue dog"), so it is never a place something sits under (review w).
      (m, t) => `For ${m}, the starting ground was ${t}, with its good and its bad.`,
      // Said of the card's own theme: "Some of how X began still shows" closed readings across a
      // whole batch (review r30).
      (m, t) => `For ${m}, it began with ${t}, and some of that still shows.`,
      (m, t) => `For ${m}, ${t} set the tone at the start.`,
    ],
  },
  present: {
    good: [
      (m, t) => `For ${m}, what you have to work with now is ${t}, and it is on your side.`,
      (m, t) => `The best thing going for ${m} today is ${t}.`,
    ],
    hard: [
      (m, t) => `For ${m}, the difficulty to work through now is ${t}, and it is the part in your hands.`,
      (m, t) => `The sticking point for ${m} today is ${t}, and that is where your effort counts most.`,
    ],
    open: [
      (m, t) => `For ${m}, everything turns on ${t} now, and it could still go either way.`,
      // "Today you and your daughter rests on…" (review r33): a matter of two people takes no verb of its own.
      (m, t) => `Today it all rests on ${t} for ${m}, and it can be tipped by what you do.`,
    ],
  },
  future: {
    good: [
      // "Where things are heading for things with him" (review r34): the matter leads, the card follows.
      (m, t) => `Left as it is, the road for ${m} leads to ${t}, and that is worth working toward.`,
      (m, t) => `If you hold your course, the direction for ${m} is ${t}.`,
    ],
    hard: [
      (m, t) =>
        `For ${m}, things head for ${t} if nothing changes, and the present card shows what to change.`,
      (m, t) => `For ${m}, things drift towards ${t} if they are left alone, and they can still be turned.`,
      (m, t) => `For ${m}, the road you are on now leads to ${t}, and you can still leave it.`,
    ],
    open: [
      (m, t) => `Nothing is fixed yet for ${m}: how you act now decides what comes of ${t}.`,
      (m, t) => `It is still open what ${t} will bring to ${m}, and that leans on what you do next.`,
    ],
  },
};

/**
 * Ties for a matter that is someone else's to change (a father's drinking, a brother's debt): what
 * the asker does is their own response, never the other person's choices.
 */
const THEIRS_TIE: Record<
  'present' | 'future',
  Record<'good' | 'hard' | 'open', (m: string, p: ThirdPerson) => string>
> = {
  present: {
    good: (m, p) =>
      `For ${m}, that is what is working now; what ${subjectOf(p)} ${p.pronoun === 'them' ? 'do' : 'does'} with it is ${possessivePronoun(p)}, and what you do with it is yours.`,
    hard: (m, p) =>
      `For ${m}, that is the difficulty now; the part in your hands is your own response, not ${possessive(p.pronoun)} choices.`,
    open: (m) => `For ${m}, that is where things stand now, and it could still go either way.`,
  },
  future: {
    good: (m, p) => `That is where ${m} can go, though the choice to go there is ${possessivePronoun(p)}.`,
    hard: (m, p) =>
      `Left alone, things drift this way for ${m}; you cannot turn it for ${p.pronoun}, only choose your own part.`,
    open: (m, p) => `Nothing is fixed yet for ${m}, and the next move is ${possessivePronoun(p)} to make.`,
  },
};
const subjectOf = (p: ThirdPerson) => ({ her: 'she', him: 'he', them: 'they' })[p.pronoun];
const possessivePronoun = (p: ThirdPerson) => ({ her: 'hers', him: 'his', them: 'theirs' })[p.pronoun];

/**
 * The relative a question asks after ("Will my daughter settle in?"), whose matter the past and the
 * future are read for: the present is read for them too, or, where its court card cannot be them,
 * for the asker's backing of them, never as the asker's own matter (review d3: "the sticking point
 * for her settling in … is where your effort counts most").
 */
const relativeAsked = (q: QuestionReading): ThirdPerson | null => {
  const who = q.thirdPerson ?? q.supported;
  // "Will my sister and I make peace?" is the asker's matter as much as hers.
  const askerIsParty = /\b(and i|we|us|our)\b|\bwith (my|her|his|him|them)\b/.test(q.words ?? '');
  return who && !who.animal && !q.sensitive && q.situation.kin.size > 0 && !theirMatter(q) && !askerIsParty
    ? who
    : null;
};

/** A court card now on a relative's matter that cannot be them (a Queen for a young daughter): the asker's part. */
const askersPart = (p: Drawn, q: QuestionReading): boolean => {
  const who = q.thirdPerson ?? q.supported;
  return p.d.positionKey === 'present' && isCourt(p.card) && !!who && courtGenderClashes(p, who);
};

const RELATIVE_NOW: Record<
  'yours' | 'theirs',
  Record<'good' | 'hard' | 'open', (m: string, t: string, p: ThirdPerson) => string>
> = {
  yours: {
    good: (m, t, p) => `For ${m}, ${t} is what you bring to backing ${objectOf(p)} now, and it helps.`,
    hard: (m, _t, p) =>
      `For ${m}, that is the part to keep an eye on in yourself; it says more about your own strain than about ${objectOf(p)}.`,
    open: (m, t, p) =>
      `For ${m}, ${t} is how you stand beside ${objectOf(p)} now, and it can tip either way.`,
  },
  theirs: {
    good: (m, t, p) =>
      `For ${m}, ${t} is what ${subjectOf(p)} ${p.pronoun === 'them' ? 'have' : 'has'} to work with now.`,
    hard: (m, t, p) =>
      `For ${m}, ${t} is what ${subjectOf(p)} ${p.pronoun === 'them' ? 'are' : 'is'} up against now, and where your backing counts most.`,
    open: (m, t, p) => `For ${m}, it turns on ${t} now, and it could still go either way for ${objectOf(p)}.`,
  },
};

/** The card ahead on a relative's matter is where things head for them, not a road the asker is on. */
const RELATIVE_AHEAD: Record<'good' | 'hard' | 'open', (m: string, t: string, p: ThirdPerson) => string> = {
  good: (m, t, p) =>
    `For ${m}, ${t} is where things can go for ${objectOf(p)}, with you behind ${objectOf(p)}.`,
  hard: (m, t, p) =>
    `For ${m}, things could head towards ${t} if nothing changes, and your backing can help ${objectOf(p)} steer clear of it.`,
  open: (m, t, p) => `For ${m}, it is still open what ${t} will bring ${objectOf(p)}.`,
};

/** Whose the matter is when it is not the asker's to change: a habit, or a debt the asker co-signed. */
const theirMatter = (q: QuestionReading): ThirdPerson | null =>
  q.habit?.who ?? (q.situation.askerRole === 'co-signer' && q.lending ? q.about : null);

/** Whose health the question asks after when it is not the asker's own: theirs to go through, the asker's to support. */
const besideTheirHealth = (q: QuestionReading): ThirdPerson | null =>
  q.sensitive === 'medical' ? q.thirdPerson : null;

const objectOf = (p: ThirdPerson) => (p.pronoun === 'them' ? 'them' : p.pronoun);

/** "your mother’s recovery": a person's own, or "their" where the question named them by a pronoun. */
const recoveryOf = (p: ThirdPerson) =>
  `${/^(your|my|our) /.test(p.who) ? `${p.who}’s` : { her: 'her', him: 'his', them: 'their' }[p.pronoun]} ${p.ageing ? 'comfort' : 'recovery'}`;

/** A card now or ahead on someone else's recovery: what the asker can bring beside them, never a forecast. */
function besideTie(p: Drawn, who: ThirdPerson): string {
  const [them, theirs] = [objectOf(who), recoveryOf(who)];
  // A card whose theme is only its name ("the Magician") is said by what it stands for.
  const theme = tieTheme(p) === named(p.card, p.d) ? senseOf(p.card, rev(p.d)) : tieTheme(p);
  const kind = p.m.lean === 'yes' ? 'good' : p.m.lean === 'no' ? 'hard' : 'open';
  if (p.d.positionKey === 'present')
    return {
      good: `For ${theirs}, ${theme} is what you can bring beside ${them} now.`,
      hard: `For ${theirs}, it shows the strain you carry beside ${them} now, not how things will go, and it eases when it is shared.`,
      open: `For ${theirs}, it asks how you can best stand beside ${them} now, and says nothing of how things will go.`,
    }[kind];
  return {
    good: `For ${theirs}, it speaks to the weeks after, and to your part in them: ${theme}.`,
    hard: `For ${theirs}, it is a stretch for you to be ready for in the weeks after, not a forecast for ${them}.`,
    open: `For ${theirs}, it speaks to the weeks after and what you can carry for ${them} then, not to how things go.`,
  }[kind];
}

/** The future of a question that weighs a step is where the step leads, never where things drift. */
const STEP_TIE: Record<'good' | 'hard', (step: string) => string> = {
  good: (step) => `That is where ${step} leads if you go ahead.`,
  hard: (step) =>
    `That is what ${step} runs into as things stand, and the present card shows what to settle first.`,
};

/**
 * What a hard card behind the asker was for them on an illness, by its suit: the strain they
 * carried, never a fault or deceit that caused it, since no card in the past is read as the cause of
 * someone's illness.
 */
const PAST_STRAIN: Record<Suit | 'major', string> = {
  wands: 'the pressure',
  cups: 'the worry and hurt',
  swords: 'the anxious thoughts',
  pentacles: 'the practical burdens',
  major: 'the upheaval',
};

const onHealth = (q: QuestionReading): boolean => q.sensitive === 'medical' || q.subject === 'health';

/**
 * Words that tie a sentence to one area of life: a card's advice written for work ("finish one
 * small piece of the stalled project") pasted onto a question about a mother reads as a misfire.
 */
const AREA_WORDS: Partial<Record<TarotSubject, RegExp>> = {
  work: /\b(project|job|career|boss|colleagues?|office|clients?|workload|deadline|promotion|business)\b/i,
  money: /\b(money|spend\w*|budget|savings?|invest\w*|debts?|pay|loan|accounts?|purchase)\b/i,
  love: /\b(partner|lover|date|romance|romantic|flirt\w*)\b/i,
  study: /\b(exams?|stud(y|ies)|course|lessons?|revision|teacher)\b/i,
  legal: /\b(contract|court|lawyer|papers|sign)\b/i,
  health: /\b(body|doctor|symptoms?|diet|exercise)\b/i,
  travel: /\b(trip|journey|travel\w*|luggage)\b/i,
};

/** Whether a card's advice fits the question's area of life: it names no other area's matters. */
const fitsSubject = (sentence: string, subject: TarotSubject): boolean =>
  Object.entries(AREA_WORDS).every(([area, words]) => area === subject || !words.test(sentence));

/**
 * A kind past card's line for the subject that holds at any time, "Mastery grows through patient
 * repetition": a general truth, not the asker's state now or a forecast, so it can be said of what
 * the card gave them then.
 */
function pastLesson(p: Drawn, q: QuestionReading): string | null {
  const subject = p.m.subjects[subjectFor(q)];
  return (
    usable(subject, q).find(
      (s) =>
        !/\b(you|your|yours|yourself|one of you|I|we|it|this|that|these|those|here|there)\b/i.test(s) &&
        !/\b(is|are) \w+ing\b/.test(s) &&
        // A line about the house or the home is the home's own, not a friendship's or a path's.
        !/\b(home|house|household)\b/i.test(s) &&
        !LOOKS_AHEAD.test(s) &&
        !IMPERATIVE.test(s) &&
        !READS_ON.test(s) &&
        fitsQuestion(s, q) &&
        !presumesUnasked(s, q),
    ) ?? null
  );
}

/** The tie for a position whose card has no sentence for the question; `matter` names it for three cards. */
function positionTie(c: Chooser, spread: SpreadId, p: Drawn, matter: string, q: QuestionReading): string[] {
  // Another person's recovery is neither the cards' to forecast nor the asker's to change: the card
  // is read for how the asker stands beside them, named as theirs (review d3).
  const beside = besideTheirHealth(q);
  if (beside && p.d.positionKey !== 'past') return [besideTie(p, beside)];
  const acts = q.acts;
  const kind = p.m.lean === 'yes' ? 'good' : p.m.lean === 'no' ? 'hard' : 'open';
  if (spread === 'three-card' && acts && p.d.positionKey === 'future' && kind !== 'open')
    return [STEP_TIE[kind](acts)];
  const theirs = theirMatter(q);
  if (spread === 'three-card' && theirs && (p.d.positionKey === 'present' || p.d.positionKey === 'future'))
    return [THEIRS_TIE[p.d.positionKey][kind](matter, theirs)];
  const relative = relativeAsked(q);
  if (
    spread === 'three-card' &&
    relative &&
    p.d.positionKey !== 'past' &&
    !(isCourt(p.card) && !askersPart(p, q))
  ) {
    const theme = tieTheme(p) === named(p.card, p.d) ? senseOf(p.card, rev(p.d)) : tieTheme(p);
    const ties =
      p.d.positionKey === 'future' ? RELATIVE_AHEAD : RELATIVE_NOW[askersPart(p, q) ? 'yours' : 'theirs'];
    return [ties[kind](matter, theme, relative)];
  }
  if (spread === 'three-card') {
    if (p.d.positionKey === 'past' && kind === 'hard' && onHealth(q))
      // An operation still ahead has not been carried through: the strain is what led up to it (review r29).
      return [
        `It shows ${PAST_STRAIN[p.card.suit ?? 'major']} you have carried ${q.care === 'surgery' ? 'up to now, before the operation' : `through ${matter}`}.`,
      ];
    // A kind card behind the asker is tied by what it taught, in its own words for the part of
    // life asked about; "its drive is still there for…" says nothing of the card, so a card with
    // no such line is left untied.
    if (p.d.positionKey === 'past' && kind === 'good') {
      const lesson = pastLesson(p, q);
      return [
        lesson
          ? c.pick('tie:lesson', [
              `What it taught you then still holds for ${matter}: ${asClause(lesson)}.`,
              `The lesson of that time still holds for ${matter}: ${asClause(lesson)}.`,
            ])
          : isCourt(p.card)
            ? // A figure behind the asker is a quality they brought (its paragraph has named it): never
              // "the calm, generous man from back then" said of the asker (review r27).
              c.pick('tie:court', [
                `You still carry that, and ${matter} will call on it again.`,
                `Your ${growsInto(p)} is a strength you have shown before, and ${matter} asks for it again.`,
              ])
            : // "The lasting legacy was part of how this began, and it still counts for your visa" said
              // nothing (review r27), and "…is not used up", "…it has not gone, even where it feels
              // far off now" closed it the same way in any reading (review x): the kind card behind
              // is what the asker brings, said in its own theme and no more.
              // "You come to you and your ex" (review r34): a matter with its own "you" takes "this".
              `You come to ${/^you\b/.test(matter) ? 'this' : matter} with ${themeHead(p.m.theme)} behind you.`,
      ];
    }
    // A hard past card on a family matter is what the family went through, never the asker's fault.
    if (p.d.positionKey === 'past' && kind === 'hard' && familyMatter(q))
      return [c.pick('tie:past:family', FAMILY_PAST)(matter)];
    // On a hope for a child, a loss or an illness a hard card ahead is no road the asker is on:
    // "the World reversed is the road you are on now" read to an IVF patient as failure (review r33).
    // A fertility decision gets a lean from this card, so the card is not said to decide nothing.
    if (p.d.positionKey === 'future' && kind === 'hard' && q.care && q.care !== 'fertility')
      return [
        c.pick('tie:future:care', [
          `For ${matter}, ${tieTheme(p)} ahead is a stretch to be ready for, not a verdict.`,
          `${capitalise(tieTheme(p))} ahead asks you to pace yourself through ${matter}; it says nothing of how it ends.`,
        ]),
      ];
    // A figure ahead is a quality grown into, or someone who brings it, never a place: "the Queen of
    // Cups is where this is heading" (review a).
    if (p.d.positionKey === 'future' && isCourt(p.card) && !rev(p.d) && kind !== 'hard')
      return [`For ${matter}, that is who you can become from here, or the kind of help that comes to you.`];
    const ties = THREE_CARD_TIE[p.d.positionKey]?.[kind];
    // A card whose theme gives no head to tie by (a court card, "haste") is tied by what it stands
    // for, never by its name: "the difficulty began with the Knight of Swords" fit any knight.
    const theme = tieTheme(p) === named(p.card, p.d) ? senseOf(p.card, rev(p.d)) : tieTheme(p);
    return ties ? [c.pick(`tie:${p.d.positionKey}`, ties)(matter, theme, dated(matter, q))] : [];
  }
  const tie = POSITION_TIE[p.d.positionKey]?.[kind];
  return tie ? [tie] : [];
}

/**
 * A sentence that says what the card means ("The Six of Cups is memories…", "Waite read it as…"):
 * about the card, so true in any position and never turned to the past.
 */
/**
 * A card's picture in a clause: "A bandaged man leans on his staff." The full scene is in every
 * reading that draws the card, so only its main clause is said, cut where a participle or a detail
 * ("his face hidden") begins; a scene whose comma joins a list or two adjectives ("an ornate,
 * closed cup"), or that would leave too little to see, is kept whole.
 */
/**
 * Cards whose picture bears on their place in a past, present, future spread: the children in the
 * old garden and the mourner over spilled cups look back; the bound, blindfolded or suspended
 * figure is where things stand; the watcher of the ships, the walker leaving the cups and the boat
 * crossing look ahead. Elsewhere the picture adds nothing the meaning does not say.
 */
const PICTURE_BEARS: Record<string, Set<string>> = {
  past: new Set(['cups-06-six', 'cups-05-five', 'pentacles-10-ten']),
  present: new Set([
    'swords-02-two',
    'swords-08-eight',
    'major-12-hanged-man',
    'cups-04-four',
    'pentacles-04-four',
  ]),
  future: new Set(['wands-03-three', 'wands-02-two', 'cups-08-eight', 'swords-06-six', 'major-00-fool']),
};

/** Whether a sentence is the card's picture and the picture says nothing about its place. */
const idlePicture = (sentence: string, p: Drawn): boolean =>
  sentence === splitSentences(meaningOf(p.card, false).meaning)[0] &&
  !PICTURE_BEARS[p.d.positionKey]?.has(p.card.id);

export function shortPicture(sentence: string, card: TarotCard): string {
  if (sentence !== splitSentences(meaningOf(card, false).meaning)[0]) return sentence;
  const m =
    /^([^,;]+?)(?:[,;] (?=(?:\w+ing|crowned|his|her|their|its|the|one|two|three|four|five|six|seven|eight|nine|ten)\b)| while )/.exec(
      sentence,
    );
  return m && m[1]!.split(' ').length >= 7 ? `${m[1]}.` : sentence;
}

const aboutTheCard = (sentence: string, card: TarotCard): boolean =>
  /^(Waite|The modern reading|Modern readers|Readers today)\b/.test(sentence) ||
  sentence.replace(/^The /, '').startsWith(`${card.name.replace(/^The /, '')} is `);

/**
 * A three-card position's tie to the matter when the card has no subject sentence that fits: a
 * line of the card's own meaning not yet said, told of the matter, so the tie changes with the
 * card (a stock tie by the card's lean read the same in one reading in seven). The stock tie is
 * kept for a card whose meaning has no such line left.
 */
function spareTie(c: Chooser, p: Drawn, spare: string[], matter: string, q: QuestionReading): string[] {
  const own = spare.find(
    (s) =>
      !aboutTheCard(s, p.card) &&
      !s.includes(p.card.name.replace(/^The /, '')) &&
      !/^(Reversed|Upright|Sometimes|It can also)\b/.test(s) &&
      !READS_ON.test(s) &&
      fitsQuestion(s, q) &&
      !presumesUnasked(s, q) &&
      !IMPERATIVE.test(s),
  );
  return own ? [forMatter(c, p, own, matter)] : positionTie(c, 'three-card', p, matter, q);
}

/** Lines that suspect someone of fakery or deceit, which wound a question about a body or a loss. */
const ACCUSES =
  /\b(all show|could be you|may be you|someone may be (taking|offering|playing|spinning)|manipulat\w*|deceiv\w*)\b/i;

/**
 * A line of a card's meaning, beyond its definition, that brings in a household, a romance, a deal
 * or a suspicion the question has none of: "Family tensions… may be at work" on a driving test, "the
 * attraction was stronger on one side" on a loan to a brother, "someone may be all show, and that
 * someone could be you" on IVF.
 */
export function unaskedImage(sentence: string, q: QuestionReading): boolean {
  if ((q.sensitive === 'medical' || q.sensitive === 'grief') && ACCUSES.test(sentence)) return true;
  return PRESUMES.some(
    ([kind, re, only]) =>
      (kind === 'family' || kind === 'romance' || kind === 'dealing') &&
      !only &&
      !q.grants.has(kind) &&
      (kind === 'dealing' || subjectFor(q) !== (kind === 'family' ? 'home' : 'love')) &&
      re.test(sentence),
  );
}

/** Words that already set a sentence in what is to come. */
const SAYS_AHEAD =
  /\b(will|may|might|could|would|soon|ahead|coming|comes|next|about to|on its way|heading|begins?|arrives?|returns?|starts?|grows?|opens?|turns?|future|eventually|in time)\b/i;

/** A line that tells the asker's state as a fact of now: "you are", "success has made you lazy". */
const STATES_NOW =
  /\b(you are|you're|you have|you've|has you|(has|have) (made|left|become|been|turned|grown|stopped|lost)|is being|are being)\b/i;

/** A card's paragraph: the position's frame, the first sentences of its meaning, the subject's sentences. */
/** A card's sentence for the subject, said of the asker's own matter ("For selling the house, …"). */
function forMatter(c: Chooser, p: Drawn, sentence: string, matter: string): string {
  if (sentence.toLowerCase().includes(matter.replace(/^(your|the) /, ''))) return sentence;
  // "What is between you grows…" names a couple's matter already: "For things between you and Tom"
  // before it is said twice once the matter is shortened (review a).
  if (/^things between you and /.test(matter) && /\bbetween you\b/i.test(sentence)) return sentence;
  // The card ahead says what is coming: its line written in the present ("Success has made you
  // lazy") is framed as that, never told as how things are now (review r31).
  if (p.d.positionKey === 'future' && STATES_NOW.test(sentence) && !SAYS_AHEAD.test(sentence)) {
    const clause = asClause(sentence);
    return clause.includes(':')
      ? `Ahead for ${matter}, ${clause}.`
      : `${c.pick(`ahead:${p.d.position}`, [`What lies ahead for ${matter} is this`, `The card shows what is coming for ${matter}`])}: ${clause}.`;
  }
  return `${c.pick(`matter:${p.d.position}`, /^(things with\b|your dealings\b|\w+ing\b)/.test(matter) ? ['For', 'As for'] : ['For', 'As for', 'With'])} ${matter}, ${asClause(sentence)}${/[?!]$/.test(sentence) ? '' : '.'}`;
}

/**
 * A court card's own sentences tied to the question: the first said of the matter, or the
 * position's tie when it has none, so that no two questions' readings share its paragraph whole.
 */
function courtTied(c: Chooser, p: Drawn, q: QuestionReading, own: string[], matter: string): string[] {
  if (own.length === 0) return positionTie(c, 'three-card', p, matter, q);
  return matter === focusOf(q) ? own : [forMatter(c, p, own[0]!, matter), ...own.slice(1)];
}

/** The most meaning lines a card paragraph says before its reading counts as running short. */
const SHORT_DEPTH = 4;

/** A reversed card's second, older sense, set beside the one its meaning leads with. */
const OLDER_SENSE = /^(The older reading|The traditional meanings? (is|are)|Waite also read it as)\b/;

function cardParagraph(
  c: Chooser,
  spread: SpreadId,
  p: Drawn,
  q: QuestionReading,
  meaningSentences: number,
  step: Step | null,
  told = false,
  said: string | null = null,
  matter: string | null = null,
  fit: string | null = null,
  lean: TarotLean | null = null,
): string {
  const past = PAST_POSITIONS.has(p.d.positionKey);
  const all = keepAntecedents(
    splitSentences(p.m.meaning).map((s, i) =>
      (i > 0 && !aboutTheCard(s, p.card) && unaskedImage(s, q)) ||
      (q.sensitive && readsLiterally(s)) ||
      (q.noPartner && ASSUMES_PARTNER.test(s)) ||
      !suitsCare(s, q) ||
      (spread === 'three-card' && idlePicture(s, p)) ||
      // One meaning per card (review r26b): a reversed card's second, older sense ("The older
      // reading speaks of confusion…") stacks a contradiction on the one the reading follows.
      (spread === 'three-card' && i > 0 && rev(p.d) && OLDER_SENSE.test(s))
        ? null
        : // A past card's lines about the asker are told in the past, or not at all, and a later
          // line takes the place of one that cannot be; the picture and the tradition's meaning
          // describe the card and stay as they are.
          past && /\b(you|your)\b/i.test(s) && !aboutTheCard(s, p.card)
          ? inPastTense(s)
          : s,
    ),
  ).filter((s): s is string => s !== null);
  const meaning = all
    .slice(0, meaningSentences)
    .map((s) => (spread === 'three-card' ? shortPicture(s, p.card) : s));
  let subject = cardSays(p, q, lean).filter((s) => s !== step?.sentence && s !== said);
  if (subject.length === 0)
    subject =
      // Beside someone who is dying, where things "go" would be read as how long they have.
      q.care === 'dying' && spread === 'three-card' && p.d.positionKey === 'future'
        ? [`For ${matter ?? focusOf(q)}, read it for what you can still bring, never as a forecast.`]
        : spread === 'three-card'
          ? spareTie(c, p, all.slice(meaningSentences), matter ?? focusOf(q), q)
          : positionTie(c, spread, p, matter ?? focusOf(q), q);
  else if (matter) subject[0] = forMatter(c, p, subject[0]!, matter);
  // A hard card as the best this can become is reconciled even when it has its own sentences.
  else if (p.d.positionKey === 'crown' && p.m.lean === 'no') subject = [...subject, POSITION_TIE.crown!.hard];
  // A card that names the matter outright says so first; one sentence of its own follows, and no
  // stock tie where the fit has already tied it to the question.
  if (fit)
    subject = [
      fit,
      ...cardSays(p, q, lean)
        .filter((s) => s !== step?.sentence && s !== said)
        .slice(0, 1),
    ];
  // Under its own heading, a card whose theme the overview has told needs no sentence to place it:
  // "What comes next is the Star." only repeats the heading, and read across readings it is a
  // stock line. A meaning that opens on the card's pronoun ("He is vigilance…") names it instead.
  // A reading gone short of its cards' own lines still places each card by name.
  const ownHeading = spread === 'three-card' || p.d.positionKey === 'outcome';
  const cardName = p.card.name.replace(/^The /, '');
  const opensOnCard = !!meaning[0] && new RegExp(`^(He|She|It|They|(The )?${cardName})\\b`).test(meaning[0]);
  // The past is told as past: its card's own first line is set behind the asker ("Behind you, the
  // Two of Wands speaks of planning"), and a line that does not open on the card keeps its frame.
  const placed =
    told &&
    ownHeading &&
    (!!meaning[0]?.includes(cardName) ||
      (meaningSentences <= SHORT_DEPTH && (p.d.positionKey !== 'past' || opensOnCard)));
  if (placed && meaning[0]) {
    meaning[0] = meaning[0].replace(/^(He|She|It|They)\b/, named(p.card, p.d, true));
    if (p.d.positionKey === 'past' && opensOnCard)
      meaning[0] = `Behind you, ${meaning[0].replace(/^The /, 'the ')}`;
  }
  const framed = placed ? [] : [frame(c, spread, p, told)];
  // "Ahead lies Temperance reversed. Reversed, …": the frame has said it already.
  if (framed[0]?.includes(' reversed') && meaning[0]?.startsWith('Reversed, '))
    meaning[0] = capitalise(meaning[0].slice('Reversed, '.length));
  return [...framed, ...meaning, ...subject].join(' ');
}

const LEAN_WORDS: Record<SpreadLean['lean'], string> = {
  yes: 'leaning yes',
  no: 'leaning no',
  unclear: 'unclear',
};

const possessive = (pronoun: 'her' | 'him' | 'them') =>
  pronoun === 'her' ? 'her' : pronoun === 'him' ? 'his' : 'their';

/** For a question the cards give no yes or no on: whose decision or care it is, and what the cards speak to. */
export function noVerdictText(q: QuestionReading): { whose: string; help: string } {
  if (q.care === 'recovery')
    return {
      whose: 'Staying sober is your own work and your own achievement, and no card argues against it',
      help: 'what keeps you steady',
    };
  const habit = q.habit;
  if (habit)
    return {
      whose: `Whether ${habit.who.who} stops ${habit.stops} is ${possessive(habit.who.pronoun)} decision, not yours and not the cards’`,
      help: `your part beside ${habit.who.pronoun}, what you can and cannot control and how you look after yourself`,
    };
  if (q.sensitive === 'addiction')
    return {
      whose:
        'Whether and how you stop is your decision, made with the people who can help you do it safely; no card argues against stopping',
      help: 'what will carry you through it',
    };
  if (q.sensitive === 'grief')
    return {
      whose: 'Grief keeps its own time, and no card can say when it eases',
      help: 'what can help you through it',
    };
  // A parent who is dying: the time left is not the cards' to say, and what they speak to is what
  // can still be said (review p: "how your father comes through this is for his doctors").
  if (q.care === 'dying' && q.thirdPerson)
    return {
      whose: CARE_TEXT.dying.whose.replace(/\.$/, ''),
      help: 'what you can still say and do while you are together',
    };
  if (q.sensitive === 'medical')
    return q.thirdPerson
      ? {
          whose: q.thirdPerson.animal
            ? `How ${q.thirdPerson.who} comes through this is for the vet to say, not the cards`
            : `How ${q.thirdPerson.who} comes through this is for ${possessive(q.thirdPerson.pronoun)} doctors to say, not the cards, and the choices in ${possessive(q.thirdPerson.pronoun)} care are ${{ her: 'hers', him: 'his', them: 'theirs' }[q.thirdPerson.pronoun]} and the doctors’`,
          help: `how you can support ${q.thirdPerson.pronoun}`,
        }
      : {
          whose: 'How this turns out for your body is for your doctor to say, not the cards',
          help: 'how to look after yourself through it',
        };
  if (q.situation.proceedings === 'administrative')
    return {
      whose: 'The decision belongs to the office handling your application, not to you and not to the cards',
      help: 'how to prepare',
    };
  return q.court
    ? {
        whose:
          'The decision is the court’s or the authority’s, not yours and not the cards’, and your lawyer is the one to prepare it with',
        help: 'how to prepare',
      }
    : {
        whose: 'Whether this is the right legal step is for you to settle with a lawyer, not the cards',
        help: 'how to go into it',
      };
}

/** What leaving would leave behind, for a "Should I leave…?" lean. */
export const leftBehind = (q: QuestionReading) => q.topic ?? 'what you have';

/** What a "Should I leave…?" lean favours: a sale is made or not, never "left". */
export const leaveFavours = (lean: 'yes' | 'no', q: QuestionReading) =>
  q.selling
    ? lean === 'no'
      ? `keeping ${/\bflat\b/.test(q.topic ?? '') ? 'the flat' : /\bhome\b/.test(q.topic ?? '') ? 'the home' : 'the house'} for now`
      : 'selling'
    : q.sellsThing
      ? sellOrKeep(lean, q.topic)
      : `${lean === 'no' ? 'staying with' : 'leaving'} ${leftBehind(q)}`;

/**
 * A ring or a car is sold or kept, never "left" (review r30: "the Hanged Man reversed ahead leans
 * toward leaving" on a grandmother's ring).
 */
const sellOrKeep = (lean: 'yes' | 'no', topic: string | null) => {
  // Shares or shoes are sold as "them" (review a: "the cards favour selling it" of shares).
  const them = topic && /[^s]s$/.test(topic) && !/\b(bus|news|series|species|chess)$/.test(topic);
  return `${lean === 'yes' ? 'selling' : 'keeping'} ${them ? 'them' : 'it'}`;
};

/** Words by which a love question speaks of a bond it already has. */
const PARTNERED =
  /\b(partner|husband|wife|boyfriend|girlfriend|fianc[ée]e?|spouse|relationship|marriage|married|engaged|together|we|us|our|he|she|him|her|they|them|ex)\b/;

/** What every card is read for: the subject's focus, or who and what the question is about. */
export function focusOf(q: QuestionReading): string {
  if (!readsSubject(q) && !q.care) return q.topic ?? 'what you asked about';
  if (q.noPartner && q.subject === 'love') return 'finding love';
  // "What does my future hold in love?" names no one: "the relationship" gave the asker a partner
  // the question never mentioned (review a).
  if (q.subject === 'love' && !q.other && q.words !== undefined && !PARTNERED.test(q.words))
    return 'your love life';
  if (q.habit) return `your part beside ${q.habit.who.who}`;
  if (q.thirdPerson && q.subject === 'health') return `how you support ${q.thirdPerson.who}`;
  if (q.supported) return `${q.supported.who} and how you can support ${q.supported.pronoun}`;
  if (q.sensitive === 'grief') return 'how you heal';
  if (q.sensitive === 'legal' && q.court) return 'how you prepare your case';
  if (q.practicalTest) return 'your driving test';
  return SUBJECT_TEXT[q.subject].focus;
}

/** The closing section: the lean and the cards behind it, what the cards can speak to, or the one thing to do. */
export function answerSection(
  lean: SpreadLean | null,
  step: Step | null,
  outcome: Drawn,
  present: Drawn,
  spread: SpreadId,
  q: QuestionReading,
): string {
  const todo = step?.text;
  if (q.noVerdict) {
    const { whose, help } = noVerdictText(q);
    return `**No yes or no here.** ${whose}. What the cards do speak to is ${help}${todo ? `: ${todo}` : ''}.`;
  }
  if (lean) {
    const turned =
      q.leaving && lean.lean !== 'unclear' ? `: the cards favour ${leaveFavours(lean.lean, q)}` : '';
    const head = `**${capitalise(LEAN_WORDS[spokenLean(lean.lean, q)])}${headFirmness(lean.strength)}${turned}.**`;
    const tip = !todo
      ? []
      : lean.lean === 'yes'
        ? [`What keeps it that way: ${todo}.`]
        : lean.lean === 'no'
          ? [`What could change it: ${todo}.`]
          : [`What would settle it: ${todo}.`];
    return [head, ...lean.because, ...tip].join(' ');
  }
  const heading = named(outcome.card, outcome.d);
  if (!step)
    return `**What the cards leave you with:** ${named(present.card, present.d)} shows where things stand, and ${heading} where they are heading; no single card gives a step that fits this question, so take the one that matches what you already know needs doing.`;
  const link =
    step.from === null
      ? `This is the step your question itself calls for; ${heading}, the outcome, shows where things are heading.`
      : step.from === outcome
        ? `${named(present.card, present.d, true)} shows where things stand ${spread === 'three-card' ? 'now' : 'at heart'}, and ${heading} where they are heading; this is the step between them.`
        : `The step is drawn from ${named(step.from.card, step.from.d)}, ${step.from.where}, read for ${focusOf(q)}; ${heading}, the outcome, shows where things are heading.`;
  return [`**The one thing to do${q.topic ? ` about ${q.topic}` : ''}:** ${todo}.`, link].join(' ');
}

/**
 * Nerves before a performance, an exam or an interview: a crisis line beside audition nerves reads
 * as out of proportion (review w), so the note says what is normal and when to get help.
 */
const EVENT_NERVES =
  /\b(nerves|nervous|anxi\w*|stage fright|panic\w*)\b.*\b(before|about|for|at) (the |my |an? |this |next )?(\w+ )?(audition|exams?|interview|presentation|performance|speech|test(?! results)|flight|gig|match|race|recital|concert|wedding)\b/;
const NERVES_NOTE =
  'The cards can help you think this through: nerves before something that matters are normal, and if the worry starts to run your days or your nights, a GP or a counsellor can help.';
/**
 * Burnout and stress are worn-out, not in danger: a crisis line beside "as I recover from burnout"
 * reads as out of proportion (review x), unless the question speaks of despair itself.
 */
const WORN_OUT =
  /^(?!.*\b(depress\w*|suicid\w*|self-harm\w*|hopeless\w*|despair\w*|can't go on|cannot go on)\b).*\b(burn-?out|burnt out|burned out|stress(ed)?|exhaust\w*|overwork\w*|worn out)\b/;
const WORN_OUT_NOTE =
  'The cards can help you think this through, but they do not replace a doctor: being worn out for weeks is worth telling your GP about, and if the weight starts to feel like more than tiredness, a counsellor can help.';
const mindNote = (q: QuestionReading) =>
  EVENT_NERVES.test(q.words ?? '')
    ? NERVES_NOTE
    : WORN_OUT.test(q.words ?? '')
      ? WORN_OUT_NOTE
      : CARE_TEXT.mental.note;

/** Who to turn to, for each kind of sensitive question. */
const SUPPORT_NOTE: Record<SensitiveKind, (q: QuestionReading) => string> = {
  addiction: (q) => {
    const habit = q.habit;
    return habit
      ? othersHabitCare(habit.who, habit.stops, habit.habit).note
      : 'The cards can help you think this through, but they do not replace a doctor or a support service: your GP, a counsellor or a support group can help you stop and stay stopped, and stopping alcohol or some drugs after heavy use should be planned with a doctor.';
  },
  grief: (q) =>
    q.situation.pregnancyLoss
      ? PREGNANCY_LOSS_NOTE
      : 'The cards can keep you company in this, but they do not replace people who can: your doctor, a bereavement counsellor or a bereavement support group are there for exactly this.',
  medical: (q) =>
    q.care === 'dying' || q.care === 'fertility'
      ? CARE_TEXT[q.care].note
      : q.care === 'pregnancy' && q.situation.reached === 'pregnant'
        ? CARRYING.note
        : q.thirdPerson?.animal
          ? 'The cards can help you think this through, but they do not replace the vet; ask what to watch for, and ring early if anything worries you.'
          : // The mind's own note names the crisis line, in both spreads (review r29: the cross had none).
            q.care === 'mental' && q.supported
            ? supportMindCare(q.supported).note
            : q.care === 'mental' && !q.thirdPerson
              ? mindNote(q)
              : q.thirdPerson
                ? `The cards can help you think this through, but they do not replace ${possessive(q.thirdPerson.pronoun)} doctors; ask them what ${q.thirdPerson.pronoun === 'them' ? 'they need' : `${q.thirdPerson.pronoun === 'her' ? 'she needs' : 'he needs'}`} from you, and look after yourself too.`
                : 'The cards can help you think this through, but they do not replace a doctor; for anything about your body or your mind, a professional’s advice comes first.',
  legal: (q) => (q.situation.proceedings === 'administrative' ? ADMIN_TEXT.note : CARE_TEXT.legal.note),
};

/** The cards whose pictures are of ending and collapse, read on a sensitive question as change. */
const CHANGE_CARDS = ['major-13-death', 'major-16-tower'];

/** A note for sensitive questions, one for the ending cards drawn on them, one for investing. */
export function sensitiveNote(q: QuestionReading, cards: Drawn[]): string | null {
  if (q.investing)
    return 'This is a reading, not financial advice: for an investment, look at the facts, the fees and your own timescale, with a qualified adviser if the sum matters.';
  if (!q.sensitive) return null;
  const dark = cards.filter((p) => CHANGE_CARDS.includes(p.card.id));
  // The one whose matter it is, when it is not the asker's own body.
  const other = q.thirdPerson ?? q.habit?.who ?? q.supported;
  return [
    SUPPORT_NOTE[q.sensitive](q),
    ...(dark.length > 0
      ? [
          `${capitalise(listJoin(dark.map((p) => cardPhrase(p.card))))} ${dark.length > 1 ? 'are' : 'is'} read here as change in the matter, never as a forecast about ${q.sensitive === 'legal' ? 'your safety' : other ? other.who : q.care === 'dying' ? (q.situation.roleWho ?? 'anyone’s life') : 'your body'}.`,
        ]
      : []),
  ].join(' ');
}

export function verifySection(draw: TarotDraw): string {
  return `${VERIFY_HEADING}\n\nThe shuffle was committed before the cards were drawn (commitment ${draw.commitment.slice(0, 16)}…). Seed ${draw.seed}, cut ${draw.cut || 'none'}: replaying them with the Orrery tarot tool gives exactly these cards in these orientations.`;
}

/**
 * On an illness a bright card is read for what holds, never as a celebration, and a card of
 * rising again never as a prognosis: "every piece at last in place" and "the worst is over" are
 * no things to say beside a hospital bed. Keyed by card id, with ":reversed" for a reversal.
 */
const CARE_THEMES: Record<string, string> = {
  'major-21-world': 'the wholeness of what holds you together, the bond that carries you both',
  'major-19-sun': 'warmth and plain daily comfort, the light you can still give each other',
  'major-17-star': 'a quiet hope to hold on to, one day at a time',
  'swords-10-ten:reversed': 'a little room to breathe after a very hard stretch, to be used gently',
};
/** The same, said to someone asking about their own health: no "you both" beside one person (review r29). */
const OWN_CARE_THEMES: Record<string, string> = {
  ...CARE_THEMES,
  'major-21-world': 'the wholeness of what holds you together, the ground that still carries you',
  'major-19-sun': 'warmth and plain daily comfort, the light still to be found in ordinary days',
};

/** On a custody question the family card is read for the children's home, never for money or an inheritance. */
const CUSTODY_THEMES: Record<string, string> = {
  'pentacles-10-ten': 'a settled family life across the generations, the stable home children need',
  'pentacles-10-ten:reversed': 'a family under strain, its old structures cracking around the children',
};

/**
 * On a question about work, money or the law, or someone met through work, the cards of the heart
 * are read for the bond a deal rests on: the Lovers is the choice made on values (Waite's trial
 * and choice), the Two of Cups the partnership and agreement Waite also gives it, and the Cups
 * courts keep their person without the heart, never a romance the question does not have. Each
 * keeps the opening words of its authored theme, so the card is still recognised by them.
 */
const WORKPLACE_THEMES: Record<string, string> = {
  'major-06-lovers': 'a choice made on shared values, and people who pull the same way',
  'major-06-lovers:reversed': 'values out of step, and a choice made against your own judgement',
  'cups-02-two': 'a meeting of equals and an agreement made in good faith',
  'cups-02-two:reversed': 'a bond out of balance, where one side of the deal gives more than the other',
  'cups-01-ace': 'an overflowing of goodwill, and work you can care about',
  'cups-12-knight': 'an arrival bearing an invitation, a proposal or an offer',
  'cups-11-page': 'a tender message and a young, dreamy talent eager to give',
  'cups-11-page:reversed': 'an immature streak given to moods, daydreams and sweet deceptions',
  'cups-13-queen': 'an intuitive, loving woman who reads people well',
  'cups-13-queen:reversed': 'a moody, smothering presence that loses itself in its own feelings',
};

/**
 * The family cards told without the household on a question that names no family or home: the
 * Ten of Cups reversed on a driving test is a happy picture gone hollow, not "a household out of
 * harmony". Each keeps the words that recognise the card.
 */
const HOMELESS_THEMES: Record<string, string> = {
  'cups-10-ten': 'lasting contentment and peace among the people who matter',
  'cups-10-ten:reversed':
    'a happy picture that no longer matches the feeling inside it, where the rainbow has faded',
  'wands-04-four': 'a celebration, with harmony and a harvest gathered in',
  'wands-04-four:reversed': 'a quieter happiness, or a celebration put off',
  'pentacles-10-ten': 'a lasting legacy of wealth, security and belonging',
  'pentacles-10-ten:reversed': 'old structures cracking, with strife over money or what is owed',
};

/** Waite's loan line of the Seven of Pentacles reversed, which only a question about a loan is served by. */
const MONEY_LENT = / Waite warned of anxiety over money one may lend\.|, or worry over money lent/g;

/**
 * Waite's forecasts of a particular event (a marriage, an inheritance, letters, voyages), said only
 * where the question raises that matter (review r27): "a fortunate marriage" pasted into a flat
 * search, or "an unexpected inheritance" into a father's question, reads as a card catalogue. The
 * card's general sense around them stays.
 */
const UNASKED_FORECASTS: [RegExp, string, (q: QuestionReading) => boolean][] = [
  [
    /, a fortunate marriage and /,
    ' and ',
    (q) =>
      q.subject === 'love' ||
      q.grants.has('romance') ||
      /\b(marr\w*|wedding|engag\w*|husband|wife|spouse)\b/.test(q.words ?? ''),
  ],
  [
    /\bWaite gives marriage, alliance and /,
    'Waite gives alliance and ',
    (q) =>
      q.subject === 'love' ||
      q.grants.has('romance') ||
      /\b(marr\w*|wedding|engag\w*|husband|wife|spouse)\b/.test(q.words ?? ''),
  ],
  [
    /, (sometimes with an unexpected inheritance|as well as gift and inheritance)/,
    '',
    (q) =>
      q.situation.deceased ||
      /\b(inherit\w*|estate|legacy|probate|a will|heirs?|family (money|business|firm|farm))\b/.test(
        q.words ?? '',
      ),
  ],
  [
    /, and tied it to letters and documents/,
    '',
    (q) =>
      /\b(letters?|documents?|papers?|paperwork|contracts?|forms?|visa|applications?|post|mail|emails?)\b/.test(
        q.words ?? '',
      ),
  ],
  [
    /, reward, voyages, emigration and change of place/,
    ' and reward',
    (q) =>
      q.relocation ||
      q.subject === 'travel' ||
      /\b(abroad|emigrat\w*|mov(e|ing)|relocat\w*|travel\w*|trip|journey|voyage)\b/.test(q.words ?? ''),
  ],
];
export const withoutUnaskedForecasts = (text: string, q: QuestionReading | undefined): string =>
  q
    ? UNASKED_FORECASTS.reduce(
        (t, [re, by, raised]) => (re.test(t) && !raised(q) ? t.replace(re, by) : t),
        text,
      )
    : text;

/** A question that suspects someone: of lying or cheating, of being trusted or not, or met online. */
const suspicious = (q: QuestionReading): boolean =>
  q.suspects ||
  q.doubtsHonesty ||
  q.metOnline ||
  /\b(trust\w*|distrust\w*|steal\w*|stole\w*|theft|fraud\w*)\b/.test(q.words ?? '');

/**
 * The cards of deceit as read where the question suspects nobody: Waite's Seven of Swords is
 * "design, attempt" as much as theft, so a friend who moved away or a decision about one's own
 * body meets a plan tried alone, never a schemer no one asked about.
 */
const UNSUSPECTING_THEMES: Record<string, string> = {
  'swords-07-seven': 'a plan tried alone, a way round that may or may not come off',
  'swords-07-seven:reversed': 'sound advice taken at last, and a plan brought into the open',
  'major-02-high-priestess:reversed': 'an inner voice drowned out by noise, and a knowing ignored',
  'major-01-magician:reversed': 'a talent misused, or skill scattered before it can do its work',
  'cups-12-knight:reversed': 'a charming offer that may not last, or a promise made too lightly',
  'wands-05-five:reversed': 'a rivalry turned sour, with disputes that drag on',
};
/** The modern reading's theft in the Seven of Swords' meaning, said only where someone is suspected. */
const MODERN_THIEF = /; the modern reading adds deception and getting away with something\./;

/** The drawn cards with their meanings; on a health question a few themes are read for care. */
export function drawnCards(draw: TarotDraw, q?: QuestionReading): Drawn[] {
  // A contract, a deal or a debt is as far from romance as a workplace is.
  const workplace =
    !!q &&
    ((['work', 'money', 'legal'].includes(q.subject) && !q.grants.has('romance')) ||
      (!!q.situation.role && ARMS_LENGTH.has(q.situation.role)));
  return draw.cards.map((d) => {
    const card = cardOf(d);
    const m = meaningOf(card, rev(d));
    const key = rev(d) ? `${card.id}:reversed` : card.id;
    // A card with no care theme still takes its workplace or household-free one: anxiety at work
    // was read as "a family at odds over money, inheritance" (review r29).
    const theme =
      (q?.sensitive === 'medical'
        ? (q.thirdPerson || q.supported ? CARE_THEMES : OWN_CARE_THEMES)[key]
        : undefined) ??
      (q?.custody
        ? CUSTODY_THEMES[key]
        : workplace
          ? (WORKPLACE_THEMES[key] ?? (q.grants.has('family') ? undefined : HOMELESS_THEMES[key]))
          : q && !q.grants.has('family') && q.subject !== 'home'
            ? HOMELESS_THEMES[key]
            : undefined);
    const trusting = !!q && !suspicious(q);
    const plain = trusting ? UNSUSPECTING_THEMES[key] : undefined;
    const read = theme || plain ? { ...m, theme: (theme ?? plain)! } : m;
    const lent =
      key === 'pentacles-07-seven:reversed' && !q?.lending
        ? {
            ...read,
            theme: read.theme.replace(MONEY_LENT, ''),
            meaning: read.meaning.replace(MONEY_LENT, ''),
          }
        : read;
    // Where nobody is suspected, the Seven of Swords is Waite's design and attempt, not the modern thief.
    const meaning = withoutUnaskedForecasts(
      trusting ? lent.meaning.replace(MODERN_THIEF, '.') : lent.meaning,
      q,
    );
    return {
      d,
      card,
      where: positionName(draw.spread, d),
      m: meaning === lent.meaning ? lent : { ...lent, meaning },
    };
  });
}

/**
 * The spread's answer to a question put to it, in plain text for the guide: the lean and the
 * cards behind it (yes/no) or the one thing to do, then what the outcome card says on the subject.
 */
/** The three-card lean the reading gives, in the shape the guide's answer takes, so the two agree. */
export function asSpreadLean(cards: Drawn[], q: QuestionReading): SpreadLean {
  const l = threeCardLean(cards, q);
  const because = leanOpening(new Chooser('guide'), l, cards, q, 'this').slice(1);
  return { lean: l.lean, strength: l.strength, because };
}

export function validate(
  input: TarotReadingInput,
  spread: SpreadId,
): { firstName: string; question: string } {
  const firstName = checkName(input.firstName, 'firstName');
  const question = checkQuestion(input.question, spread as 'three-card' | 'celtic-cross');
  if (input.draw.spread !== spread || input.draw.cards.length !== SPREADS[spread].positions.length) {
    throw new InputError('draw', 'invalid_value', `draw is not a ${spread} draw`);
  }
  return { firstName, question };
}

export function subjectLine(c: Chooser, q: QuestionReading, name: string): string {
  if (q.subject === 'spirit')
    return c.pick('ov:subject', [
      `Your question is about your path as a whole, ${name}, so that is how the cards are read.`,
      `Your question touches the road you are on, ${name}, so each card is read for it.`,
    ]);
  if (q.declares)
    return `Nothing has been said yet, ${name}, so each card is read for where speaking up leads, not for a relationship you do not yet have.`;
  if (q.noPartner && q.subject === 'love')
    return `Because your question is about finding love, ${name}, each card is read for what stands between you and a lasting bond.`;
  if (q.thirdPerson && q.subject === 'health')
    return `Because your question is about ${q.thirdPerson.who}’s health, ${name}, each card is read for how you can support ${q.thirdPerson.pronoun}.`;
  if (q.supported)
    return `Because your question is about ${q.supported.who}, ${name}, each card is read for what ${q.supported.pronoun === 'them' ? 'they are' : q.supported.pronoun === 'her' ? 'she is' : 'he is'} going through and how you can support ${q.supported.pronoun}.`;
  const { label } = SUBJECT_TEXT[q.subject];
  const focus = focusOf(q);
  return c.pick('ov:subject', [
    `Because your question is about ${label}, ${name}, each card is read for ${focus}.`,
    `Your question concerns ${label}, ${name}, so that is the lens for every card.`,
  ]);
}

/** The drawn cards as a stored reading records them. */
export function cardFacts(cards: Drawn[]): CardFact[] {
  return cards.map((p) => ({
    position: p.d.position,
    positionKey: p.d.positionKey,
    positionLabel: p.d.positionLabel,
    cardId: p.d.cardId,
    name: p.d.name,
    orientation: p.d.orientation,
    arcana: p.card.arcana,
    suit: p.card.suit,
    meaning: p.m.meaning,
    advice: p.m.advice,
  }));
}

const at3 = (p: Drawn) => `${named(p.card, p.d)} ${WHEN[p.d.positionKey]}`;

export interface ThreeCardLean {
  lean: TarotLean;
  strength: 'slightly' | 'fairly' | 'clearly' | null;
  /** The cards that give the lean, the future first. */
  pro: Drawn[];
  /** The cards that say the opposite. */
  con: Drawn[];
  /** Whether the question, not the cards, keeps the lean from being firm (someone else's mind, a care step). */
  held?: boolean;
  /**
   * Reversed cards that point the same way as a yes but more weakly ("the Sun reversed ahead"):
   * never cited as the reason for it, only said to soften it.
   */
  softened?: Drawn[];
  /** An unclear lean because the present and the future pull opposite ways: the answer names both. */
  split?: boolean;
}

/**
 * How firm a lean is, as the overview says it. A
 * reader says a plain lean plainly and qualifies only a weak one: "lean no, clearly" is not how
 * anyone speaks, and a graded adverb overstates what three cards can settle. A weak lean with a
 * card against it, or a future that leans neither way, is qualified by that card, named in the next
 * breath, not by a stock "not firmly"; a lean held back by the question itself is still said to be.
 */
const firmness = (l: ThreeCardLean, future: Drawn): string =>
  l.strength === 'slightly' && (l.held || (!l.con.length && l.pro.includes(future)))
    ? ', though not firmly'
    : '';

/** The same weak lean as the answer's bold heading says it, so the overview's words are not echoed. */
const headFirmness = (strength: ThreeCardLean['strength']): string =>
  strength === 'slightly' ? ', but not strongly' : '';

/**
 * A card's own lean, turned for "Should I leave…?", where a card that favours the matter argues for
 * staying; the cards of departure upright are the leaving itself, whatever their tone (set i: the
 * Six of Swords, "leaving a painful time behind", was said to pull against ending an engagement).
 */
export const leanFor = (p: Drawn, q: QuestionReading): number => {
  const goes = q.leaving || q.relocation;
  if (goes && DEPARTURE_CARDS.has(p.card.id) && !rev(p.d)) return 1;
  // The Eight of Cups reversed is the leaving that does not happen: it keeps you, or brings you back
  // (review r29: "leans neither way" on a move abroad).
  if (goes && p.card.id === 'cups-08-eight' && rev(p.d)) return -1;
  // A card whose meaning speaks to what is asked answers it (the Six of Cups on a reunion), whatever
  // its tone on other questions; only the cards of honesty answer a suspicion.
  const topical = topicalCard(p, q);
  if (topical) return LEAN_VALUE[topical.lean];
  // A reversed figure ahead warns how the asker might meet what comes, whichever way they choose:
  // it is no picture of staying, so it cannot argue for going (review d3: the Page of Swords
  // reversed ahead "shows what staying holds" and alone tipped a band member towards leaving).
  if (goes && p.d.positionKey === 'future' && isCourt(p.card) && rev(p.d)) return 0;
  const v = cardVote(p, q);
  // A heavy card its own lean leaves open pulls its way here: the Moon on a question of trust.
  if (p.m.lean === 'unclear' && v === 0) return LEAN_VALUE[pulled('unclear', p.card.id, rev(p.d), q, false)];
  return q.leaving ? -v : v;
};

/** What the card says to the question's intent ("the card of old bonds returning"), or null. */
const topicalCard = (p: Drawn, q: QuestionReading): IntentCard | null =>
  q.suspects ? null : intentCard(questionIntent(q), p.card.id, rev(p.d));

/** Waite's cards of leaving: the journey by water, the walk away from the cups, the Knight of Wands' departure and emigration. */
const DEPARTURE_CARDS = new Set(['swords-06-six', 'cups-08-eight', 'wands-12-knight']);

/**
 * A card's own vote, as its paragraph read it. Death on a test or a course is read as a stage of
 * learning complete, which argues neither for a pass nor against it, so it gives no vote rather
 * than a "no" its own paragraph contradicts.
 */
const cardVote = (p: Drawn, q: QuestionReading): number => {
  // Whether someone deceives the asker is told by the cards of deceit and of honesty alone: Death
  // upright leans no on most questions, and read on "Is my business partner hiding something?" as
  // "a slight lean towards yes" it made an ending into a lie (review r30).
  if (q.suspects) return honestySign(p);
  if (p.card.id === 'major-13-death' && !rev(p.d) && q.subject === 'study') return 0;
  // The asker's own mood, a court card now that cannot be the relative asked after, does not decide
  // how things go for them (review d3: a daughter's settling in answered no on her mother's card).
  if (q.yesNo && relativeAsked(q) && askersPart(p, q)) return 0;
  const v = LEAN_VALUE[p.m.lean];
  // The card of deception never carries a yes on a question that doubts someone's honesty: its
  // paragraph names what is being hidden, so the verdict cannot rest on it (review r26b).
  if (v > 0 && q.doubtsHonesty && CARD_THEMES[p.card.id]?.includes('deception')) return 0;
  // The Nine of Cups is the wish card: reversed on a yes/no question it is the wish that misses its
  // mark, never a card that "leans neither way" on a wish.
  if (p.card.id === 'cups-09-nine' && rev(p.d) && v === 0 && q.yesNo) return -1;
  // The Three of Cups reversed on money or business with a friend is the friendship put at risk
  // (its literal fit says so), a warning against, never a card that "leans neither way" (review r27).
  if (p.card.id === 'cups-03-three' && rev(p.d) && v === 0 && q.yesNo && FRIEND_MONEY.test(q.words ?? ''))
    return -1;
  return v;
};

/** A question about money or a venture shared with a friend. */
const FRIEND_MONEY =
  /^(?=.*\bfriends?\b)(?=.*\b(invest\w*|money|savings|lend\w*|lent|loan\w*|business|start-?up|company|shop|venture|partner\w*)\b)/;

/**
 * The three-card lean, from the same per-card leans the card texts were written to, weighed as a
 * reader weighs the whole spread: the future and the present both count, the future a little more,
 * and the past less, as the ground the answer stands on. When the present and the future pull
 * opposite ways in earnest the answer is unclear, and the overview says which card pulls each way
 * (review r31: "The Two of Cups ahead decides it" over a hard card now read the future alone). A card that says
 * the opposite is named beside the ones that give it, so the answer and the card paragraphs cannot
 * disagree.
 */
export function threeCardLean(cards: Drawn[], q: QuestionReading, careStep = false): ThreeCardLean {
  const [past, present, future] = cards as [Drawn, Drawn, Drawn];
  // On a step in someone's care ("Is it time for a care home?"), a hard card now is an arrangement
  // that is not holding, which argues for the step, and a good one against it; what came before
  // the care is no vote on it.
  const arranged = careStep && ARRANGED_KINDS.has(q.care ?? '');
  const strained = arranged && STRAIN.has(cardKey(present));
  // Each card's own lean on the question, read once: the votes below turn it for a care step, and
  // a heavy card's weight follows the card's own lean.
  const own = new Map(cards.map((p) => [p, leanFor(p, q)]));
  const [a, b, z] = [
    arranged ? 0 : own.get(past)!,
    strained ? 1 : (arranged ? -1 : 1) * own.get(present)!,
    own.get(future)!,
  ];
  /** How much a card's lean weighs: Waite's heavy cards more than the rest. */
  const weight = (p: Drawn) => {
    const v = own.get(p)!;
    return heavyWeight(v > 0 ? 'yes' : v < 0 ? 'no' : 'unclear', p.card.id, rev(p.d), q);
  };
  // Where the present and the future pull opposite ways, a reversed card that still leans yes pulls
  // with half the force, its good held back: two cards pulling in earnest against each other leave
  // the answer open, while a held-back yes does not outweigh a plain no.
  // A heavy card (the Tower, the Sun) pulls harder than a card of mild mood, so a light card the
  // other way does not cancel it, and two light cards now and behind do not outvote it ahead.
  const force = (p: Drawn, v: number) => (b * z < 0 && rev(p.d) && v > 0 ? v / 2 : v) * weight(p);
  const ahead = 2 * force(future, z) + 1.5 * force(present, b);
  // The past only tips an answer the present and the future leave close.
  const tips = Math.abs(ahead) < 1;
  const score = tips ? ahead + 0.5 * force(past, a) : ahead;
  // The answer never goes against the card ahead: what is coming is what the question asks about.
  const lean: TarotLean = score >= 1 && z >= 0 ? 'yes' : score <= -1 && z <= 0 ? 'no' : 'unclear';
  const vote = (p: Drawn) => (p === present ? b : p === future ? z : tips ? a : 0);
  const order = [future, present, past];
  // A yes rests on an upright card now or ahead: a reversed card that still leans yes (the Sun
  // reversed, the Five of Cups reversed) is that yes held back, so it softens the answer and is
  // never its reason (review r26).
  const voting = [future, present].filter((p) => vote(p) > 0);
  const onlyReversed = lean === 'yes' && voting.length > 0 && voting.every((p) => rev(p.d));
  const sign = LEAN_VALUE[lean];
  const softened = sign > 0 && !onlyReversed ? voting.filter((p) => rev(p.d)) : [];
  const pro = sign ? order.filter((p) => vote(p) === sign && !softened.includes(p)) : [];
  // What is behind the asker is context, never a card that argues against the answer.
  const con = sign ? order.filter((p) => p !== past && vote(p) === -sign) : [];
  const strength =
    onlyReversed && lean === 'yes'
      ? 'slightly'
      : lean === 'unclear'
        ? null
        : Math.abs(score) >= 3.5
          ? 'clearly'
          : Math.abs(score) >= 2 && z !== 0
            ? 'fairly'
            : 'slightly';
  // A lie in the cards, or a break with family, is never answered with a firm yes.
  // What someone else feels or thinks is theirs: the cards show the ground between you, so a lean
  // on it is never firm.
  // Every card reversed is every stage held back (the story says so), which no firm lean can sit beside.
  const guarded =
    cards.every((p) => rev(p.d)) ||
    q.estranging ||
    q.asksTheirMind ||
    (q.doubtsHonesty && lean === 'yes' && cards.some((p) => CARD_THEMES[p.card.id]?.includes('deception')));
  // A step in someone's care is leaned on, never settled: the professionals have the last word,
  // so the lean is always said as not firm.
  const capped = careStep && strength ? 'slightly' : strength;
  const held = (guarded || careStep) && capped !== null;
  return {
    lean,
    strength: guarded && capped ? 'slightly' : capped,
    pro,
    con,
    held,
    softened,
    split: lean === 'unclear' && b * z < 0,
  };
}

/**
 * The answer as the question hears it: the lean is how favourable the cards are, so for "Is he
 * cheating?" favourable cards say no.
 */
export function spokenLean<L extends TarotLean>(lean: L, q: Pick<QuestionReading, 'fearedYes'>): L {
  if (!q.fearedYes || lean === 'unclear') return lean;
  // Swapping yes and no keeps a lean that was yes or no inside that same pair.
  return (lean === 'yes' ? 'no' : 'yes') as L;
}

/** Cards that give no lean: on a suspicion, because none of them is a card of deceit or of honesty. */
const noSign = (q: QuestionReading) =>
  q.suspects ? 'speak neither of deceit nor of honesty' : 'give no clear sign either way';

/** What the lean says, turned into leaving or staying for "Should I leave…?". */
function leanSays(lean: TarotLean, q: QuestionReading): string {
  if (!q.leaving) return spokenLean(lean, q);
  if (q.sellsThing) return `toward ${sellOrKeep(lean === 'yes' ? 'yes' : 'no', q.topic)}`;
  return lean === 'yes' ? 'toward leaving' : 'toward staying';
}

/**
 * The card ahead that does not tip the answer, said by what it means for this question where its
 * meaning speaks to it (review t: "<card> ahead leans neither way on it" in five readings of
 * fifteen told the client nothing). Its general theme is told in its own paragraph, never twice.
 */
function undecided(future: Drawn, q: QuestionReading): string {
  const open = topicalCard(future, q);
  // The card and the question choose the words, so one line does not close every such overview
  // (review a: 15% of three-card readings).
  const neither = [
    'leans neither way on it',
    'takes no side in it',
    'leaves that part open',
    'does not settle it either way',
    'says nothing either way on it',
    'tips it neither way',
  ][hash32(`${future.card.id}${rev(future.d) ? 'r' : ''}${q.words ?? ''}`) % 6];
  return `${capitalise(at3(future))} ${open ? `is ${open.why}, and ` : ''}${neither}.`;
}

/** The overview's first two sentences for a yes/no question: the lean, then the cards that give it. */
function leanOpening(
  c: Chooser,
  l: ThreeCardLean,
  cards: Drawn[],
  q: QuestionReading,
  matter: string,
): string[] {
  const on = `${matter}${q.when ? ` ${q.when}` : ''}`;
  // "On a second dog" does not read; "For a second dog" does.
  const On = /^an? /.test(matter) ? 'For' : c.pick('on', ['On', 'For']);
  const opener = c.pick('lean:on', [`${On} ${on}`, `Asked about ${on}`]);
  if (l.lean === 'unclear') {
    const ahead = cards.filter((p) => !PAST_POSITIONS.has(p.d.positionKey));
    const yes = ahead.filter((p) => leanFor(p, q) > 0);
    const no = ahead.filter((p) => leanFor(p, q) < 0);
    const said =
      yes.length && no.length
        ? `${capitalise(listJoin(yes.map(at3)))} ${yes.length > 1 ? 'lean' : 'leans'} ${leanSays('yes', q)}, but ${listJoin(no.map(at3))} ${no.length > 1 ? 'lean' : 'leans'} ${leanSays('no', q)}, ${c.pick('lean:even', ['and neither side outweighs the other', 'and the two pull about evenly', 'with nothing to tip the balance'])}.`
        : `${capitalise(listJoin(ahead.map(at3)))} ${noSign(q)}.`;
    // What the card ahead means for this very question, when it pulls one way: the reason the
    // answer cannot yet be given, not only that the cards disagree.
    const pulls = [...ahead].reverse().find((p) => topicalCard(p, q) && leanFor(p, q) !== 0);
    const why = pulls
      ? [`On this question, ${named(pulls.card, pulls.d)} is ${topicalCard(pulls, q)!.why}.`]
      : [];
    return [
      c.pick('lean:unclear', [
        `${opener}, the cards give no firm yes or no.`,
        `The cards give no firm yes or no about ${on}.`,
      ]),
      said,
      ...why,
    ];
  }
  const firm = firmness(l, cards[2]!);
  const head = q.leaving
    ? `The cards lean ${l.lean}${firm}: they favour ${leaveFavours(l.lean, q)}.`
    : `${opener}, ${c.pick('lean:who', ['the cards lean', 'the answer leans'])} towards ${spokenLean(l.lean, q)}${firm}.`;
  const pro = capitalise(listJoin(l.pro.map(at3)));
  const many = l.pro.length > 1;
  const give = c.pick('give', [
    `${pro} ${many ? 'give' : 'gives'} that answer`,
    `${pro} ${many ? 'decide' : 'decides'} it`,
    `The weight comes from ${listJoin(l.pro.map(at3))}`,
  ]);
  const against = l.con.length
    ? `, while ${listJoin(l.con.map(at3))} ${c.pick('against', [
        `${l.con.length > 1 ? 'pull' : 'pulls'} the other way`,
        `${l.con.length > 1 ? 'hold' : 'holds'} it back from being firmer`,
        `${l.con.length > 1 ? 'argue' : 'argues'} against it`,
      ])}`
    : '';
  // A will-it-last question is read for the card ahead, so it is named even when it gives no sign.
  const future = cards[2]!;
  const silent = [...l.pro, ...l.con].includes(future)
    ? []
    : l.softened?.includes(future)
      ? [
          `${capitalise(at3(future))} points the same way, but reversed it says the good comes slower or smaller than hoped.`,
        ]
      : [undecided(future, q)];
  // The reason a reader gives: what the deciding card means for this very question, said of the
  // card just named when it is the only one ("The Seven of Swords ahead gives that answer. The
  // Seven of Swords ahead is…" named it twice running).
  const decisive = l.pro.find((p) => topicalCard(p, q));
  const reason = decisive && topicalCard(decisive, q)!.why;
  if (reason && l.pro.length === 1 && !against)
    return [head, `${give}; on this question it is ${reason}.`, ...silent];
  const why = decisive ? [`On this question, ${named(decisive.card, decisive.d)} is ${reason}.`] : [];
  return [head, `${give}${against}.`, ...why, ...silent];
}

/**
 * The verdict as the story of the spread closes on it: the same lean, strength and cards as the
 * overview and the answer, decided once by threeCardLean or compareOptions.
 */
export function verdictOf(
  l: ThreeCardLean | null,
  cmp: Comparison | null,
  q: QuestionReading,
  cards: Drawn[] = [],
): string | null {
  if (cmp) {
    const o = q.options!;
    if (cmp.favour === null) return null;
    const pick = cmp.favour === 0 ? o.a : o.b;
    return `the three cards add up to ${quoteOpt(pick)} over ${quoteOpt(pick === o.a ? o.b : o.a)}${cmp.slight ? ', though only slightly' : ''}.`;
  }
  if (!l) return null;
  if (l.lean === 'unclear') {
    // A mixed draw names the card that pulls each way, so "unclear" is seen to come from the cards.
    const yes = l.pro.length
      ? l.pro
      : cards.filter((p) => !PAST_POSITIONS.has(p.d.positionKey) && leanFor(p, q) > 0);
    const no = l.con.length
      ? l.con
      : cards.filter((p) => !PAST_POSITIONS.has(p.d.positionKey) && leanFor(p, q) < 0);
    // The close names what the present card gives the asker to work with: "what you do now counts
    // for more than any forecast" closed every unclear reading alike (review r32).
    const present = cards.find((p) => p.d.positionKey === 'present');
    // A theme's head is a card's gloss ("the charming offer", "the lasting legacy") that the asker
    // never spoke of (review d): the close gives what the present card asks, in its own plain words,
    // where they fit the question.
    const asks =
      present && fitsQuestion(present.m.advice, q) && !/^(Do not|Don’t|Never)\b/.test(present.m.advice)
        ? asClause(present.m.advice)
        : null;
    const pull = present ? cardVote(present, q) : 0;
    const decides = asks
      ? `it comes down to what the present card asks of you, which is to ${asks}`
      : pull > 0
        ? 'it comes down to how well you use the strength the present card gives you'
        : pull < 0
          ? 'it comes down to how you handle the strain the present card shows'
          : 'it comes down to what you do now';
    return yes.length && no.length
      ? `the answer is unclear: ${listJoin(yes.map(at3))} ${yes.length > 1 ? 'pull' : 'pulls'} ${leanSays('yes', q)} and ${listJoin(no.map(at3))} ${leanSays('no', q)}, so ${decides}.`
      : `the answer is unclear, and ${decides}.`;
  }
  const firm = l.strength === 'slightly';
  // "leans towards leaving": leanSays carries its own "toward", which the wordings below supply.
  const says = q.sellsThing
    ? sellOrKeep(l.lean, q.topic)
    : q.leaving
      ? l.lean === 'yes'
        ? 'leaving'
        : 'staying'
      : spokenLean(l.lean, q);
  const [first, ...more] = l.pro;
  const against = l.con.length
    ? `, and ${listJoin(l.con.map(orientationOf))} ${l.con.length > 1 ? 'are' : 'is'} ${['all that pulls against it', 'the weight on the other side', 'what keeps it from being surer'][hash32(l.con[0]!.card.id) % 3]}`
    : '';
  // Said from the card that carries the answer, so the line changes with the draw.
  const carried = `${orientationOf(first!)}${more.length ? `${rev(first!.d) ? ',' : ''} with ${listJoin(more.map(at3))},` : ''}`;
  // The heading and the overview say how firm the lean is; the story says it in its own words.
  // A hard card read for a "Should I leave…?" question gives its lean by showing what staying
  // holds: said so, or setback cards read as reasons to go (review r25).
  // The card ahead is where the present course runs, not staying itself (review d3).
  if (q.leaving && l.lean === 'yes' && first!.m.lean === 'no')
    return `${carried} shows ${first!.d.positionKey === 'future' ? 'where things run if nothing changes' : `what ${q.sellsThing ? 'keeping it' : 'staying'} holds`}, and that is why it leans ${firm ? 'a little ' : ''}towards ${leaveFavours('yes', q)}${against}.`;
  const gives = [
    `gives it a ${firm ? 'slight ' : ''}lean towards ${says}`,
    `tips it towards ${says}${firm ? ', if only just' : ''}`,
    `is why it leans ${firm ? 'a little ' : ''}towards ${says}`,
  ][hash32(first!.card.id) % 3];
  return `${carried} ${gives}${against}.`;
}

/**
 * The card's orientation beside the lean it gives ("upright" is said, since the card's name
 * already says "reversed"). The reason is the card's own theme, told in the story just before;
 * a suit's stock word ("with its stalled or scattered effort") read the same for ten cards.
 */
const orientationOf = (p: Drawn) => `${at3(p)}${rev(p.d) ? '' : ', upright,'}`;

/** A card's key with its orientation, as the theme tables spell it. */
const cardKey = (p: Drawn) => (rev(p.d) ? `${p.card.id}:reversed` : p.card.id);

/**
 * Cards of a load that is not holding or a wait that serves nothing: the Ten of Wands' burden,
 * the Nine of Wands worn out, the Hanged Man reversed's delay without purpose, the Eight of
 * Swords' bound waiting. On a care step or an operation now or later, they argue for acting.
 */
const STRAIN = new Set([
  'wands-10-ten',
  'wands-09-nine:reversed',
  'major-12-hanged-man:reversed',
  'swords-08-eight',
  'swords-04-four:reversed',
  'swords-02-two',
]);
/** Cards of rest and suspension ahead: on a choice of two roads, they ask for time before either. */
const REST = new Set(['swords-04-four', 'major-12-hanged-man']);
/** Cards of a pause worth taking: rest, suspension, patience. On a choice of now or later, they argue for waiting. */
const PAUSE = new Set(['swords-04-four', 'major-12-hanged-man', 'major-14-temperance', 'pentacles-07-seven']);

/** Cards of setting out and of change, in the Waite tradition: the globe, the ships, the boat, the walk away. */
const SETS_OUT = new Set([
  'major-00-fool',
  'major-07-chariot',
  'major-10-wheel-of-fortune',
  'major-13-death',
  'major-16-tower',
  'major-20-judgement',
  'major-21-world',
  'wands-01-ace',
  'wands-02-two',
  'wands-03-three',
  'wands-08-eight',
  'wands-12-knight',
  'cups-08-eight',
  'cups-12-knight',
  'swords-06-six',
]);
/**
 * Death and the Tower upright ahead: a transformation the asker goes through, never a fate the
 * reading can tell them to steer away from (Death is never literal, and its card says the old
 * has to go).
 */
const TRANSFORMS = new Set(['major-13-death', 'major-16-tower']);
const transforms = (p: Drawn) => TRANSFORMS.has(p.card.id) && !rev(p.d);
/** Majors whose reversal is a change resisted, not a change cancelled. */
const CLINGING = new Set(['major-13-death', 'major-16-tower', 'major-20-judgement']);
/** Cards of roots and holding on: the garland, the family house, the home, the coins held close. */
const STAYS_PUT = new Set([
  'major-04-emperor',
  'major-05-hierophant',
  'wands-04-four',
  'cups-06-six',
  'cups-10-ten',
  'pentacles-04-four',
  'pentacles-09-nine',
  'pentacles-10-ten',
  'pentacles-12-knight',
  'pentacles-13-queen',
  'pentacles-14-king',
]);

/** What a card of the suit asks the asker to choose by, when the two options are both new roads. */
const CHOOSE_BY: Record<StepKind, string> = {
  wands: 'the one that fires you up and that you could start on soonest',
  cups: 'the one your heart is in, and where the people you care about are',
  swords: 'the one that stands up to hard thinking, with the facts of each written side by side',
  pentacles: 'the one that is practical and will still pay its way in a few years',
  major: 'the one that fits the larger change your life is making, not the easier one',
};

export interface Comparison {
  /** The option the cards favour (0 or 1), or null when no card can name either (two new roads). */
  favour: 0 | 1 | null;
  /** The cards favour it by a little: a tie is broken by the present card, never left open. */
  slight?: boolean;
  /** Sentences that say why, naming the cards. */
  why: string[];
  /** The card ahead asks for rest before either road (the Four of Swords): not yet, rather than neither. */
  rest?: boolean;
}

export const kindOf = (p: Drawn): StepKind => (p.card.arcana === 'major' ? 'major' : p.card.suit!);
const quoteOpt = (o: string) =>
  `“${quoteUserText(
    // The option as said to the asker: "have the operation on your knee now", never "my knee" (review r27).
    o
      .replace(/^\w/, (x) => x.toLowerCase())
      .replace(/\b(my|our)\b/gi, 'your')
      .replace(/\bmyself\b/gi, 'yourself')
      .replace(/\bmine\b/gi, 'yours')
      .replace(/\b(me|I)\b/g, 'you'),
    12,
  )}”`;

/**
 * An either/or question answered as a comparison. Where one option keeps things as they are, the
 * present card speaks for staying and the future card for the change, and cards of setting out
 * (the Two of Wands' globe, the Six of Swords' boat, the Eight of Cups' walk away) or of roots (the
 * Four of Wands, the Ten of Pentacles) add their weight. Where both options are new roads, no card
 * can name one, so the cards say what to choose by.
 */
export function compareOptions(cards: Drawn[], q: QuestionReading): Comparison {
  const [, present, future] = cards as [Drawn, Drawn, Drawn];
  const o = q.options!;
  if (o.stay === null) {
    return {
      favour: null,
      why: [`${capitalise(at3(future))} says what to choose by instead: ${CHOOSE_BY[kindOf(future)]}.`],
    };
  }
  const change = o.stay === 0 ? 1 : 0;
  // "Now or wait until spring" is a choice of timing: waiting is no home to stay in, so cards of
  // roots and of setting out say nothing about it; a stalled wait argues for now, a good pause for later.
  const timing = /\b(wait|later|delay|put (it )?off|postpone)\b/i.test(o.stay === 0 ? o.a : o.b);
  // The Four of Swords ahead is rest and truce: it asks for time before either road, and names neither.
  if (!timing && !rev(future.d) && REST.has(future.card.id))
    return {
      favour: null,
      rest: true,
      why: [
        `${capitalise(at3(future))} asks for a pause and a clear head before you choose either way: rest first, then decide.`,
      ],
    };
  const weight: Record<string, number> = { present: 1, future: 1.5 };
  // The card ahead is where the change leads, so it outweighs the strain of where you stand: a
  // hard card ahead is not overruled by a hard card now.
  let score = leanFor(future, q) - 0.5 * leanFor(present, q);
  // What each card says about the choice, gathered per card so that a card is named once.
  const said = new Map<Drawn, string[]>();
  const add = (p: Drawn, clause: string) => said.set(p, [...(said.get(p) ?? []), clause]);
  for (const p of [future, present]) {
    const up = !rev(p.d);
    const w = weight[p.d.positionKey]!;
    if (timing) {
      if (STRAIN.has(cardKey(p))) {
        score += 2 * w;
        add(p, 'is a wait that serves no purpose');
      } else if (PAUSE.has(cardKey(p))) {
        score -= 2 * w;
        add(p, 'is a pause worth taking');
      }
    } else if (p.card.arcana === 'major' && !up && CLINGING.has(p.card.id)) {
      // Death or the Tower reversed is a change already under way and resisted: it argues for
      // the change, as its own text does ("accept the shift").
      score += 2 * w;
      add(p, 'warns against holding on to what has already ended');
    } else if (SETS_OUT.has(p.card.id)) {
      score += up ? w : -w;
      add(p, up ? 'is a card of setting out' : 'is a departure held back');
    } else if (STAYS_PUT.has(p.card.id)) {
      score += up ? -w : w / 2;
      add(p, up ? 'is a card of roots and holding on' : 'shows roots that no longer hold');
    }
  }
  const now = leanFor(present, q);
  const next = leanFor(future, q);
  // A card of setting out or of roots has said its piece; the others speak by their lean.
  // Each card is tied to the option it speaks for, so a choice is answered in its own words.
  const [keep, go] = [quoteOpt(o.stay === 0 ? o.a : o.b), quoteOpt(change === 0 ? o.a : o.b)];
  if (now !== 0 && !said.has(present))
    add(
      present,
      now > 0
        ? `shows that what you have is worth something, which speaks for ${keep}`
        : `shows strain in where you stand, which speaks for ${go}`,
    );
  if (next !== 0 && !said.has(future))
    add(
      future,
      next > 0
        ? `promises well for a change, which speaks for ${go}`
        : `warns that the change is hard going, which counts against ${go}`,
    );
  const reasons = [future, present]
    .filter((p) => said.has(p))
    .map((p) => `${at3(p)} ${said.get(p)!.join(' and ')}`);
  // Someone asking which of two to take wants one named: an even score goes with the present card,
  // for staying when what they have is good, for the change otherwise.
  const favour = score > 0 || (score === 0 && now <= 0) ? change : o.stay;
  const why = reasons.length ? [`${capitalise(reasons.join('; '))}.`] : [];
  return { favour, why, slight: Math.abs(score) < 1 };
}

/** The overview's first two sentences for an either/or question. */
function comparisonOpening(cmp: Comparison, q: QuestionReading): string[] {
  const o = q.options!;
  const pick = cmp.favour === null ? null : cmp.favour === 0 ? o.a : o.b;
  const head = pick
    ? `The cards favour ${quoteOpt(pick)} over ${quoteOpt(pick === o.a ? o.b : o.a)}${cmp.slight ? ', though only slightly' : ''}.`
    : cmp.rest
      ? `The cards do not choose between ${quoteOpt(o.a)} and ${quoteOpt(o.b)} yet.`
      : `The cards do not choose between ${quoteOpt(o.a)} and ${quoteOpt(o.b)} for you, since no card names either.`;
  return [head, ...cmp.why];
}

/**
 * What the asker's matter is called in the story of the spread: the deposit, things with the
 * business partner, the first year of grief. Only vetted phrases, never the question's own words.
 */
export function matterOf(q: QuestionReading, question: string): string {
  return asAsked(matterInLowerCase(q, question), question);
}

function matterInLowerCase(q: QuestionReading, question: string): string {
  const t = question.toLowerCase();
  const { role, roleWho, deceased, proceedings } = q.situation;
  if (/\bdeposit\b/.test(t)) return 'your deposit';
  // Comparing oneself with a sister is the asker's own seeing, not "the two of you" (review d3).
  const compared = /\bcompar\w* (?:myself|me) (?:to|with) (?:my|our) (\w+)\b/.exec(t);
  if (compared) return `comparing yourself with your ${compared[1]}`;
  // "Does my husband still find me attractive?" asks after his feelings for the asker: each card is
  // tied to that, never to a venture or the couple's plans (review d3).
  if (
    q.thirdPerson &&
    /\b(find|finds|see|sees) me (attractive|beautiful|desirable|sexy)\b|\battracted to me\b|\b(want|wants|desire|desires) me\b/.test(
      t,
    )
  )
    return `${q.thirdPerson.who}’s feelings for you`;
  // "my energy back after the flu": the getting back is the matter, not the illness it follows (review u).
  const back = /\bget (?:my|our) (energy|strength|health|fitness|confidence|voice|sleep) back\b/.exec(t);
  if (back) return `getting your ${back[1]} back`;
  // A move already made: life in the new place is the matter, never "the move" (review r27).
  if (
    q.situation.reached === 'moved' &&
    q.topic &&
    /^(making friends|settling|feeling at home)\b/.test(q.topic)
  )
    return q.topic;
  // "Our late mother's house" is what she left, shared with the living sibling the question names.
  if (deceased && q.situation.deceasedWho && q.topic?.includes(' late ')) return q.topic;
  // "Sell my late father's house or keep it?" is a choice about what he left, not the grief itself.
  const left =
    /\b(?:my|our) late (\w+)['’]s (house|home|flat|farm|land|business|shop|things|belongings)\b/.exec(t);
  if (deceased && q.options && left) return `your ${left[1]}’s ${left[2]}`;
  const lost = q.situation.deceasedWho ?? roleWho;
  // "Make peace with my brother after our father's funeral": the mending is the matter and the
  // grief its occasion, never "your grief for your father" fourteen times (review u).
  const living = q.thirdPerson?.who ?? roleWho;
  if (deceased && MENDS_WITH.test(t) && living && living !== lost) return `making peace with ${living}`;
  // "Should I sell my late grandmother's piano?" asks about the piano, not the grief (review y).
  const heirloom =
    /\b(?:sell\w*|keep\w*|give away|part with)\b[^?]*\b(?:my|our) late (\w+)['’]s (\w+)\b/.exec(t);
  if (deceased && heirloom) return `your late ${heirloom[1]}’s ${heirloom[2]}`;
  if (deceased && lost) return `your grief for ${lost}`;
  if (q.habit) return `${q.habit.who.who}’s ${q.habit.habit}`;
  if (q.situation.askerRole === 'co-signer' && q.about && q.lending)
    return `${q.about.who}’s ${/\bmortgage\b/.test(t) ? 'mortgage' : 'debt'}`;
  const pet = /\b(dog|cat|pet|puppy|kitten|horse)\b/.exec(t);
  if (q.situation.grief && pet) return `your grief for your ${pet[1]}`;
  // "Will the new puppy settle in with our cat?" is about the newcomer settling in (review b).
  const newcomer = /\b(?:the|a|our|my) new (dog|cat|pet|puppy|kitten|rabbit)\b[^?]*\bsettle\b/.exec(t);
  if (newcomer) return `the new ${newcomer[1]} settling in`;
  // The animal is the matter, named as the asker names it, never "the home" (review d).
  if (q.thirdPerson?.ageing) return `${q.thirdPerson.who}’s comfort`;
  const own =
    /\b(?:my|our) (?:(?:old|older|elderly|senior|little|rescue|new) )?(dog|cat|pet|puppy|kitten|horse|pony|rabbit)\b(?![-'’])/.exec(
      t,
    );
  if (own && q.subject === 'home') return `your ${own[1]}`;
  if (q.care === 'elder' && roleWho) return `caring for ${roleWho}`;
  if (q.care === 'dying') return roleWho ? `the time you have with ${roleWho}` : 'the time you have together';
  if (q.care === 'pregnancy')
    return q.situation.reached === 'pregnant' ? 'your care through the pregnancy' : 'your hope for a child';
  if (q.care === 'fertility') return 'this decision';
  if (q.situation.reached === 'together' && /\blong[- ]distance\b/.test(t))
    return 'your relationship across the distance';
  // "How can I sleep better while I recover?": the aim is the sleep.
  if (/\bsleep\w*\b/.test(t) && q.care === 'illness') return 'your sleep';
  // "Make peace with my brother before his operation": the asker's part with him is the matter.
  const mends = MENDS_WITH.test(t);
  // The asker who manages a team: their leading is the matter, not an employer (review r30).
  if (
    q.subject === 'work' &&
    /\b(manager|leader|boss|team lead(er)?) (to|of|for) (my|our) (team|staff|people)\b|\b(lead|manage) (my|our) (team|staff)\b/.test(
      t,
    )
  )
    return 'leading your team';
  const mendedWith = q.thirdPerson?.who ?? (q.situation.kin.size > 0 ? roleWho : undefined);
  if (mends && mendedWith) return `making peace with ${mendedWith}`;
  // "Stop speaking to my mother": a step back from her, never "stopping speaking".
  const estranged = q.estranging ? (q.thirdPerson?.who ?? peopleIn(question)[0]) : undefined;
  if (estranged) return `stepping back from ${estranged}`;
  if (q.care === 'illness' && q.thirdPerson && !q.thirdPerson.animal) {
    const event = /\b(chemo\w*|radiotherapy|treatment)\b/.test(t) ? 'treatment' : 'recovery';
    return `${q.thirdPerson.who}’s ${event}`;
  }
  if (q.care === 'surgery')
    return q.thirdPerson
      ? `${q.thirdPerson.who}’s operation and ${possessive(q.thirdPerson.pronoun)} recovery`
      : 'the operation and your recovery';
  if (q.care === 'child' && roleWho) return `what ${roleWho} is going through`;
  // A custody question settled out of court has no hearing to speak of.
  if (/\bcustody\b/.test(t)) return q.court ? 'the custody hearing' : 'the custody case';
  if (proceedings === 'court') return 'the case';
  // "The planning application", "your visa appeal": the asker's own name for it where there is one.
  if (proceedings === 'administrative') return q.topic ?? 'your application';
  // "The man I met at the climbing gym": the reading is about him, not the place.
  const met =
    /\bthe (man|woman|guy|girl|person) (?:I|i) (met|like|matched with|work with|(?:am|'m|have been|'ve been) seeing)\b/.exec(
      question.replace(/[’‘]/g, "'"),
    );
  if (met) return `the ${met[1]} you ${met[2]!.replace(/^'/, 'a')}`;
  if (
    q.relocation &&
    role === 'parent' &&
    roleWho &&
    /\b(care for|look after|be near|be closer to)\b/.test(t)
  )
    return `the move to care for ${roleWho}`;
  // A child settling in is the matter, not the school's name or the two of you.
  if (q.passage && roleWho && /\b(settl|fit in|make friends)/.test(t)) {
    const at =
      /\b(?:at|in|to) ((?:(?:her|his|their) )?(?:new )?(?:school|nursery|college|university|uni|class))\b/.exec(
        t,
      );
    return `${roleWho} settling in${at ? ` at ${at[1]}` : ''}`;
  }
  if (q.passage && roleWho) return `${roleWho}’s chance of a place`;
  // Telling someone how you feel is the matter, not the friendship, the flat or the office it happens in.
  const declared = q.declares ? declarationOf(question) : null;
  if (declared) return declared.acts;
  // "Will I find a flatmate?": no one is there yet, so the matter is the search (review r27).
  if (q.situation.sought) return `finding ${q.situation.sought}`;
  // "What is left between you and your ex" presumed there was something left, and said eight times
  // in one reading was a drumbeat (review r34): the two of you are the matter, as with any other tie.
  if (role === 'ex') return 'you and your ex';
  // "Should I tell my sister…?" is about the telling, not about a noun further on ("a nurse").
  const step = q.relocation || q.options || q.care ? null : actionOf(question);
  if (step) return step;
  // "The money I lent my cousin": the loan is the matter, said once with whom it went to.
  const lent =
    /\b(?:money|cash|loan) (?:that )?(?:i|we) (?:lent|loaned|gave) (?:to )?((?:my|our) \w+|him|her|them)\b/.exec(
      t,
    );
  if (lent) return `the loan to ${lent[1]!.replace(/^(my|our) /, 'your ')}`;
  // A question about prices or a programme names its matter; the people in it are part of it.
  if (!readsSubject(q) && !q.care && q.topic) return q.topic;
  if (
    role &&
    ['landlord', 'neighbour', 'flatmate', 'business-partner', 'client', 'boss', 'colleague'].includes(role)
  )
    return `things with ${roleWho}`;
  // "Your sister’s new boyfriend" is the one asked about, not someone the asker is bound to.
  if (role && roleWho?.includes('’s ')) return roleWho;
  const people = peopleIn(question);
  // "Why does my mother keep favouring my brother?" is about all three of you.
  if (
    role &&
    ['sibling', 'parent', 'child'].includes(role) &&
    people.length > 1 &&
    !people.some((w) => w.includes('’s '))
  )
    return `you, ${listJoin(people)}`;
  // "Finding a partner who wants the same things" names no partner yet: there is no "you and your partner".
  if (
    role &&
    ['sibling', 'parent', 'child', 'friend', 'partner', 'relative'].includes(role) &&
    !(role === 'partner' && q.noPartner)
  )
    return `you and ${roleWho}`;
  // "Is Daniel cheating on me?" is about Daniel.
  const name = people.find((w) => /^[A-Z]/.test(w));
  if (name && q.subject === 'love') return `you and ${name}`;
  if (/\bforgiv\w*\b/.test(t)) return 'the hurt between you';
  if (q.practicalTest) return 'your driving test';
  if (/\bband\b/.test(t)) return 'the band';
  // The asker's own words for the sale and where it leads: no "family" they did not say, and the place kept.
  const sale =
    /\bsell\w* (?:our|my|the) (family )?(home|house)(?: and (?:move|moving) to ([A-Z][\w-]*(?: [A-Z][\w-]*)*))?/.exec(
      question,
    );
  if (sale) return `selling the ${sale[1] ?? ''}${sale[2]}${sale[3] ? ` and moving to ${sale[3]}` : ''}`;
  if (/\b(flat|apartment)\b/.test(t)) return 'the flat';
  if (/\bnovel\b/.test(t)) return 'your novel';
  if (/\bbar exam\b/.test(t)) return 'the bar exam';
  if (/\bspiritual\b/.test(t)) return 'your spiritual practice';
  if (q.options) return 'your choice';
  if (q.relocation) return 'the move';
  // "Will he ever apologise?": what passes between the asker and him, not the place it happened.
  // "Is he lying?" is told as "you and him"; "Is Mark honest?" by his name.
  if (!q.topic && q.other && !q.other.who.includes(' '))
    return `things between you and ${/^[A-Z]/.test(q.other.who) ? q.other.who : q.other.pronoun}`;
  // "Is my knee going to heal?": the knee is the body part, its healing the matter ("how your knee began").
  if (q.topic && !isMatterPhrase(q.topic) && /\b(heal(?!th)\w*|recover\w*|injur\w*|mend\w*)\b/.test(t))
    return `${q.topic}’s recovery`;
  // "Will my back pain get better if I change jobs?": the back and the work, not the work alone (review r27).
  const part = /\b(back|neck|knee|hip|shoulder|wrist)\b/.exec(t);
  if (q.sensitive === 'medical' && part && /\b(jobs?|work|career)\b/.test(t))
    return `your ${part[1]} and your work`;
  // "Will my divorce settlement be fair?": the settlement, never "the decision" (review r27).
  const legal = /\b(divorce settlement|settlement|divorce|claim|appeal|lawsuit|contract|tribunal)\b/.exec(t);
  if (!q.topic && q.sensitive === 'legal' && legal) return `your ${legal[1]}`;
  return q.topic ?? focusOf(q);
}

/** Things one owns or lives in, which have no root or centre of their own in a sentence. */
const THING = /\b(house|home|flat|apartment|car|garden|cottage|property|farm|land)$/;

/** How often a reading says the matter in full before it shortens it to its head noun. */
const FULL_MENTIONS = 3;

/** Matters said as "your …" whose head reads as well with "the" ("your health" does not). */
const OWNED_SHORT = /^(job|relationship|marriage|friendship|business|plan|application|offer|case|novel)$/;

/**
 * What a three-card reading calls its matter once it has said it in full: "you and your ex" is the
 * two of you, "things with your colleague" things with them, "your car" the car; a matter with no
 * short form of its own keeps the head-noun rule of `capMentions`.
 */
function shortMatter(matter: string, q: QuestionReading): string | undefined {
  if (/^you and (?!.*\band\b)[^,]+$/.test(matter)) return 'the two of you';
  // Their head nouns, "the feelings" and "the comparing", lose whose feelings and what way.
  if (q.thirdPerson && matter.endsWith('’s feelings for you'))
    return `${{ her: 'her', him: 'his', them: 'their' }[q.thirdPerson.pronoun]} feelings for you`;
  if (matter.startsWith('comparing yourself')) return 'how you see yourself';
  // "For things with them, set limits" is no one's speech; dealings are what a work tie is made of.
  if (/^things with /.test(matter))
    return `your dealings with ${q.situation.rolePronoun ?? q.thirdPerson?.pronoun ?? 'them'}`;
  // "Your dog’s comfort" is "the comfort" by its head noun: the dog is what stays named.
  if (q.thirdPerson?.ageing && matter.startsWith(q.thirdPerson.who)) return q.thirdPerson.who;
  const owned = /^your (\w+)$/.exec(matter);
  return owned && (THING.test(matter) || OWNED_SHORT.test(owned[1]!)) ? `the ${owned[1]}` : undefined;
}

/**
 * The matter as frames that date it take it ("was there when … began", "where … started"): a thing
 * owned, a person or a step still weighed has no beginning of its own ("when your car began",
 * review r34), and a couple's start is not the cards' to date, so those frames say "this".
 */
function dated(matter: string, q: QuestionReading): string {
  // An animal, like a person, has no start of its own: "where your dog’s comfort started".
  const person =
    [q.situation.roleWho, q.thirdPerson?.who, q.other?.who].includes(matter) || !!q.thirdPerson?.animal;
  return person ||
    THING.test(matter) ||
    /^(\w+ing|you and|you,|things with|your dealings|things between)\b/.test(matter)
    ? 'this'
    : matter;
}
/** Words that follow a noun without being one: "the year ahead", "the move abroad". */
const AFTER_NOUN = /^(ahead|abroad|overseas|away|ago|together|again|here|there|now|soon|next)$/;

/**
 * A reading names its matter in full a few times, then by its head ("your dog-grooming business",
 * then "the business"), so the asker's phrase does not become a drumbeat. Headings and the quoted
 * question keep their words.
 */
export function capMentions(
  markdown: string,
  matter: string,
  shortened?: string,
  full = FULL_MENTIONS,
): string {
  // "Your back and your work" has two heads: "the back" alone would lose the half asked about.
  if (!shortened && / and (your|the) /.test(matter)) return markdown;
  const words = matter.split(' ');
  if (!shortened && (words.length < 3 || !/^(your|the)$/.test(words[0]!))) return markdown;
  // The head comes before any clause or preposition: "the man you met" is "the man".
  // "Your recovery from burnout" is "the recovery": "your hope for the burnout" lost it (review x).
  const stop = words.findIndex(
    (w, k) =>
      k > 0 && /^(you|to|for|with|of|in|at|between|and|from|after|before|about|on|into|over|as)$/.test(w),
  );
  // "The year ahead" is "the year": a word after the noun ("ahead", "abroad") is no head.
  let end = (stop < 0 ? words.length : stop) - 1;
  while (end > 0 && AFTER_NOUN.test(words[end]!)) end--;
  const head = words[end]!;
  if (!shortened && (end === 0 || /^(time|hurt|things)$/.test(head))) return markdown;
  const short = shortened ?? `the ${head}`;
  let seen = 0;
  return replaceInProse(markdown, matter, (said) => {
    seen++;
    if (seen <= full) return said;
    return /^[A-Z]/.test(said) ? capitalise(short) : short;
  });
}

/** The card whose Waite meaning names the matter outright, and the sentence a reader says of it. */
export function literalFit(p: Drawn, question: string, q: QuestionReading): string | null {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  const o = rev(p.d) ? 'reversed' : 'upright';
  // Someone ill or mourned is not described by a card's portrait of them.
  const portraits = !(q.sensitive === 'medical' || q.sensitive === 'grief' || q.situation.deceased);
  const fit = LITERAL_FITS.find(
    (f) =>
      f.card === p.card.id &&
      (f.orientation === 'any' || f.orientation === o) &&
      (portraits || !f.person) &&
      // Justice just behind the asker is a ruling that has been and gone, not the judgement still awaited (review r27 set f).
      !(f.ahead && (PAST_POSITIONS.has(p.d.positionKey) || p.d.positionKey === 'foundation')) &&
      // Death and the Tower are read as change on a body or a loss, never pictured as the matter itself.
      !(q.sensitive && q.sensitive !== 'legal' && CHANGE_CARDS.includes(f.card)) &&
      f.when.test(t) &&
      !(q.sensitive && readsLiterally(f.says)) &&
      suitsCare(f.says, q),
  );
  return fit?.says ?? null;
}

/**
 * The spread as one story about the asker's matter: what lay behind it, where it stands, where it
 * goes, each card told by its own theme, and any card whose meaning names the matter outright
 * said so plainly. The past is told in the past; the present and future carry the weight.
 */
/** A theme of leaving or ending, which beside someone who is dying reads as their death. */
const PARTING = /\b(depart\w*|absence|flight|leav\w*|end(s|ing)?|farewell|goodbye|loss)\b/i;

/**
 * Whether the court card ahead is read as the person asked about (the story's people line and its
 * own paragraph say so), which leaves a court card behind it to be the asker's own part.
 */
const futureIsOther = (cards: Drawn[], q: QuestionReading): boolean => {
  const future = cards[2]!;
  return (
    isCourt(future.card) &&
    hasOtherPerson(q) &&
    !q.care &&
    !q.situation.deceased &&
    !courtGenderClashes(future, q.other ?? q.supported, q.situation.roleWho, q.situation.rolePronoun) &&
    !flatters(future, q)
  );
};

export function threeCardStory(
  c: Chooser,
  cards: Drawn[],
  q: QuestionReading,
  question: string,
  verdict: string | null = null,
): string {
  const [past, present, future] = cards as [Drawn, Drawn, Drawn];
  const [b, z] = [cardVote(present, q), cardVote(future, q)];
  const [P, N, F] = [past, present, future].map((p) => named(p.card, p.d)) as [string, string, string];
  // On a health or legal question a theme that names death, illness or ruin is said as a hard turn.
  const safe = (p: Drawn) =>
    q.sensitive && (readsLiterally(p.m.theme) || (q.care === 'dying' && PARTING.test(p.m.theme)))
      ? 'a change that asks for care'
      : p.m.theme;
  const [pt, nt, ft] = [safe(past), safe(present), safe(future)];
  const matter = matterOf(q, question);
  // A search or a couple has no root and no start of its own: "the root of you and your boyfriend",
  // "where finding love started" (review r29).
  const searchOrCouple = /^(\w+ing\b|you and |things with )/.test(matter);
  const remembered =
    q.situation.deceased && isCourt(past.card) && (q.situation.deceasedWho ?? q.situation.roleWho);
  const opening = remembered
    ? `The story of ${matter} begins with ${P}, which may well stand for ${remembered} as you remember ${nounPronoun(remembered)}, and for all that was shared and hard at the end.`
    : isCourt(past.card) &&
        (futureIsOther(cards, q) ||
          q.care ||
          !hasOtherPerson(q) ||
          courtGenderClashes(past, q.other ?? q.supported, q.situation.roleWho, q.situation.rolePronoun) ||
          flatters(past, q))
      ? `The story of ${matter} begins with ${P}, and with ${COURT_QUALITY[past.card.id]![rev(past.d) ? 'reversed' : 'upright'].replace(CARD_OWNER, 'your ')}.`
      : isCourt(past.card)
        ? // Its own paragraph has drawn this person's portrait from its theme; said twice, it reads as filler.
          `The story of ${matter} begins with ${P}, the other person as ${{ her: 'she was', him: 'he was', them: 'they were' }[personPronoun(q.other?.who ?? q.situation.roleWho ?? '', q)]} then.`
        : c.pick('story:past', [
            `${capitalise(P)} lies behind ${matter}: ${pt}.`,
            // "The root of your knee", "the root of the house": only a matter has a root.
            // "The root of your knee’s recovery" is the knee's again (review r26): no possessive takes it.
            isMatterPhrase(matter) && !THING.test(matter) && !searchOrCouple && !matter.includes('’s ')
              ? `${capitalise(P)} lies at the root of ${matter}: ${pt}.`
              : `${capitalise(P)} is where this began: ${pt}.`,
            `Looking back, ${P} shows ${pt}.`,
            `${capitalise(P)}, in the past, remembers ${pt}.`,
            `${capitalise(P)} is where ${dated(matter, q) === 'this' ? 'it' : matter} started: ${pt}.`,
            `${capitalise(P)} stands behind ${matter}, with ${pt}.`,
          ]);
  // A court card read as the part the asker plays is told as that part, never as its portrait.
  const courtNow = isCourt(present.card)
    ? // A hard part is named by its card, whose paragraph has just said its shadow: "and that is the
      // part to work on" after it was the same for every hard court card (ten readings in sixty).
      `${c.pick('story:court', ['Today the part you play is', 'Your own part in it now is', 'You come to it now as'])} ${N}${b > 0 ? `, bringing ${withoutCardOwner(COURT_QUALITY[present.card.id]![rev(present.d) ? 'reversed' : 'upright'])}` : b < 0 ? '' : ', and much depends on how you carry it'}.`
    : null;
  const courtAhead =
    isCourt(future.card) && !hasOtherPerson(q) && !q.selling
      ? // The figure's own quality, not a stock "the attitude that will serve you" (four in fifteen, review r27 set f).
        `${c.pick('story:courtAhead', ['Ahead,', 'For what comes next,', 'Looking forward,'])} ${F} ${rev(future.d) ? 'warns against' : 'asks for'} ${withoutCardOwner(COURT_QUALITY[future.card.id]![rev(future.d) ? 'reversed' : 'upright'])}.`
      : null;
  const now =
    courtNow ??
    (b > 0
      ? // The card's theme is what stands in the asker's favour; "and that is solid ground to stand
        // on" after it was the same in a sixth of readings (review x).
        c.pick('story:now+', [
          `Today ${N} gives you ${nt}.`,
          `${capitalise(N)} is on your side now, with ${nt}.`,
        ])
      : b < 0
        ? q.care || theirMatter(q)
          ? `Where it stands now, ${N} shows ${nt}, and that is where to put your attention and ask for help.`
          : c.pick('story:now-', [
              `Today ${N} brings ${nt}, and that is the part of ${matter} still to be worked through.`,
              `Where it stands now, ${N} shows ${nt}: the hard part, and the one in your hands.`,
              `The difficulty is now, with ${N}: ${nt}.`,
            ])
        : c.pick('story:now0', [
            `Today ${N} shows ${nt}, and ${matter} ${takesPluralVerb(matter) ? 'hang' : 'hangs'} on it.`,
            `Where it stands now, ${N} shows ${nt}, with nothing yet settled.`,
            `At this moment ${N} holds ${nt}, and it could tip either way.`,
          ]));
  // The past is told as what led to the present: the thread between them, by how each card fell.
  // Two good cards need none: the present card's own sentence says what carried on.
  const a = cardVote(past, q);
  const thread =
    q.situation.grief || q.care === 'dying' || remembered
      ? null
      : a < 0 && b < 0
        ? // Named by the card behind: "That strain has not gone away" closed the past in any spread.
          c.pick('thread:strain', [
            // A card's name is no strain that lingers ("Death has not gone away"): it keeps the plain words.
            tieTheme(past) === named(past.card, past.d)
              ? 'That strain has not gone away, and'
              : `${capitalise(tieTheme(past))} ${takesPluralVerb(tieTheme(past)) ? 'have' : 'has'} not gone away, and`,
            `None of what ${named(past.card, past.d)} left is settled yet, and`,
          ])
        : a < 0 && b > 0
          ? c.pick('thread:rise', [
              'Out of that hard start,',
              'From there things have turned, and',
              'Since then,',
            ])
          : a > 0 && b < 0
            ? c.pick('thread:tested', [
                'That is being tested now, and',
                'That footing is under pressure now, and',
                'Things have grown harder since, and',
              ])
            : null;
  // "Judgement" and "Strength" are names with no article: only a sentence's own first word is lowered.
  const led = thread
    ? `${thread} ${now.startsWith(N) ? now : now.replace(/^[A-Z](?=[a-z])/, (x) => x.toLowerCase())}`
    : now;
  const weighs = q.acts !== null || ((ASKS_CHANGE.test(question) || ASKS_STEP.test(question)) && !q.leaving);
  const beside = besideTheirHealth(q);
  const ahead =
    courtAhead ??
    (beside && z >= 0
      ? // Another person's recovery is neither forecast nor the asker's to decide (review d3: "how you
        // act now decides how it turns out" on a mother's operation).
        `Ahead, ${F} brings ${ft}, read here for the weeks after and the help you can give ${objectOf(beside)} through them.`
      : z > 0
        ? b < 0
          ? `Ahead, ${F} shows it turning: ${ft}.`
          : c.pick('story:ahead:good', [
              `Ahead, ${F} carries it on to ${ft}.`,
              `From there it runs on to ${F}: ${ft}.`,
              `${capitalise(F)} is where it is going: ${ft}.`,
            ])
        : z < 0
          ? transforms(future) && !q.care && !verdict
            ? `Ahead, ${F} shows ${ft}: a change to go through, not one to steer away from.`
            : q.care
              ? // The closing line says where support is needed: said here too, it is said twice.
                `Ahead, ${F} shows ${ft}: the stretch to prepare for.`
              : b > 0
                ? c.pick('story:ahead-drift', [
                    `Ahead, ${F} shows ${ft}, which is where things drift if the strength of now is not used.`,
                    `Ahead, ${F} shows ${ft}; what you have now is what keeps that from setting in.`,
                    `${capitalise(F)} waits ahead with ${ft}, unless the good of the present is put to work.`,
                  ])
                : weighs
                  ? `Ahead, ${F} shows ${ft}: that is what ${q.acts ?? 'the step'} runs into as things stand.`
                  : c.pick('story:ahead-course', [
                      `Ahead, ${F} shows ${ft}: for ${matter}, that is the course if nothing changes.`,
                      `If nothing changes, ${F} lies ahead for ${matter}, with ${ft}.`,
                      `${capitalise(F)} lies ahead with ${ft}, and for ${matter} that is where things go unless something is done differently.`,
                    ])
          : c.pick('story:ahead0', [
              `Ahead, ${F} brings ${ft}, and how you act now decides how it turns out.`,
              `${capitalise(F)} waits ahead with ${ft}, and what you do now leans it one way or the other.`,
              `Next comes ${F}: ${ft}, not yet fixed either way.`,
            ]));
  // Grief is not a matter to be tipped or turned, so its close only keeps the asker company; nor
  // is the time left with someone dying, so its close makes no forecast.
  // A question with a verdict closes on that verdict, in the words the overview and the answer use.
  const close = verdict
    ? `For ${matter}, ${verdict}`
    : q.situation.grief
      ? `For ${matter}, nothing has to be hurried: the cards ask only that you let each day carry what it can.`
      : q.care === 'dying'
        ? `For ${matter}, the cards make no forecast; what they ask is that you say and do what matters to you while you can.`
        : beside && z <= 0
          ? `For ${matter}, ${N} shows where your support counts now, and ${F} ahead speaks to the weeks after, not to how it goes.`
          : z > 0
            ? b < 0
              ? c.pick('story:hopeful', [
                  `For ${matter}, the hardest stretch is the one you are in now, with ${N}, not the one ahead.`,
                  `For ${matter}, ${N} is the worst of it, and ${F} shows the way out of it.`,
                ])
              : q.court || q.noVerdict
                ? // A ruling or a choice of conscience is not the cards' to favour: only the asker's footing is.
                  // Said of the cards drawn, not as one stock line on every ruling and every body (review y).
                  c.pick('story:no-verdict', [
                    `For ${matter}, the cards make no forecast; what they show is ground to stand on, ${N} now and ${F} ahead.`,
                    `For ${matter}, whatever is decided, ${N} now and ${F} ahead are a way of meeting it, and that is what to build on.`,
                  ])
                : ASKS_HOW.test(question)
                  ? // An open "how" is asked for a way to go about it, not for a verdict in the asker's favour.
                    `For ${matter}, the way in is through ${N}: start from what it asks of you now, and ${F} shows what that can grow into.`
                  : ASKS_WHY.test(question)
                    ? `For ${matter}, the cards show more strength around it than the question suggests, so the cause lies in what the present card asks of you.`
                    : ASKS_BLOCK.test(question)
                      ? // "What is holding it back?" is answered with a card, never with "keep things as they are".
                        `For ${matter}, the cards are kinder than the question fears: the block is less a wall than a habit, and ${N} is where it sits.`
                      : ASKS_WHEN.test(question)
                        ? // Something still awaited is not yet there to protect or keep going with.
                          `For ${matter}, the cards point the right way: it is coming, at its own pace, and ${F} shows what it looks like when it does.`
                        : weighs
                          ? `For ${matter}, the cards back the step you are weighing${q.when ? ` ${q.when}` : ''}, so this is a time to act on it rather than wait.`
                          : q.leaving
                            ? // "In your favour" on a lean to stay would read as a go-ahead for the step asked about.
                              `For ${matter}, the cards favour ${leaveFavours('no', q)}: what you have is worth more to you now than the change.`
                            : q.care || q.sensitive
                              ? // Someone burnt out or unwell is never told to keep going as they are.
                                `For ${matter}, ${F} ahead is a good sign, and it comes from looking after yourself, not from pushing on.`
                              : // "Worth protecting rather than changing" beside a present card that asks for change
                                // contradicted it (review r29: the Four of Pentacles, "clinging … keeps you small").
                                c.pick('story:keep', [
                                  `For ${matter}, the cards run in your favour: ${F} ahead is what ${N} can grow into.`,
                                  `For ${matter}, the cards fall in your favour, and ${F} ahead is the ground to build towards from ${N}.`,
                                ])
            : z < 0
              ? transforms(future) && !q.care
                ? `For ${matter}, the change ${F} brings is under way, and how you meet it starts with ${N}.`
                : q.care
                  ? // One line for every care reading read as stock across a batch (review r27).
                    c.pick('story:care', [
                      `For ${matter}, the cards point to where support is most needed, so that you are not carrying it alone.`,
                      `For ${matter}, ${F} ahead is a stretch to prepare for, not a verdict, and ${N} is where to begin.`,
                      `For ${matter}, what ${F} warns of is met best with help beside you, starting from ${N}.`,
                    ])
                  : q.moral && !q.other
                    ? // A choice of conscience is the asker's: a hard card ahead is where things head, not a no.
                      `For ${matter}, ${F} ahead is where things head if nothing shifts, not a ruling on what you should do; ${N} is how to meet it.`
                    : weighs
                      ? `For ${matter}, the cards do not back it yet: what the present card shows needs settling before you make it.`
                      : b > 0
                        ? // A strong present card is no call to change course (review d): it is what turns the card ahead.
                          `For ${matter}, the strength is in the present card: lean on what ${N} gives you now, and ${F} ahead need not be where this ends.`
                        : c.pick('story:turn', [
                            `For ${matter}, the spread asks for a change of course now, while there is time to make one.`,
                            `For ${matter}, the cards warn that more of the same leads where the last card shows, so something has to change first.`,
                            `For ${matter}, ${F} ahead is where things run if nothing changes: meet differently what ${N} shows now, and the outcome changes with it.`,
                          ])
              : b < 0
                ? `For ${matter}, ${N} is what to work on now, and ${F} ahead is still open to how you do it.`
                : c.pick('story:open', [
                    `For ${matter}, nothing is settled yet, and the present is where it can be tipped your way.`,
                    `For ${matter}, the outcome is still open, and ${N} is the card to work with first.`,
                  ]);
  return [opening, led, ahead, close].filter((x) => x).join(' ');
}

/** Words that end a theme's head noun: what follows qualifies it. */
const QUALIFIES =
  /^(of|on|in|into|to|from|at|with|that|which|who|and|or|for|by|over|after|before|where|as|but|than|built|kept|thrown|left|won|made|held|brought|gone|given|taken|set|shown|grown|worn|broken|chosen|spent|laid|told)$|\w(ed|ing)$/;
/** Adjectives that open a theme whose noun is a gerund ("a slow mending after sorrow"). */
const GERUND_ADJECTIVE =
  /^(fair|slow|lively|quick|long|steady|gentle|painful|hard|deep|sudden|swift|new|careful)$/;
/** Nouns that end in -ly like an adverb. */
const NOUN_IN_LY =
  /^(family|ally|folly|rally|bully|holy|jelly|belly|melancholy|assembly|supply|reply|monopoly)$/;
/** Nouns too vague to stand alone, which keep their "of" or "to" phrase ("the return to activity"). */
const VAGUE =
  /^(time|sense|feeling|way|kind|chance|call|moment|spark|clearing|renewal|release|return|swing|stirring|blending|passage|meeting|breakthrough)$/;

/**
 * A theme said again as "the" and its head noun ("a rivalry turned sour, with trickery" is "the
 * rivalry"), so the thread points back to what the story has just told instead of telling it twice.
 */
/**
 * What a tie calls the card: its theme's head where that still says what the card is ("the delay",
 * "the painful end"), its name where one bare word would lose the card's sense ("the bond" for the
 * Lovers reversed, "the comfort" for the Nine of Pentacles reversed).
 */
function tieTheme(p: Drawn): string {
  const head = themeHead(p.m.theme);
  return !isCourt(p.card) && head.replace(/^(a|an|the) /i, '').split(' ').length > 1
    ? head
    : named(p.card, p.d);
}

function themeHead(theme: string): string {
  const words = theme.split(' ');
  // A theme with no article of its own ("warmth and plain daily comfort, the light…") is its own
  // head up to the comma: taking its first word for an article gave "the and plain daily comfort".
  if (!/^(a|an|the)$/i.test(words[0] ?? '')) return theme.split(/[,;:]/)[0]!.trim();
  const head: string[] = [];
  // A word ending in a comma closes the head with it; a gerund before "of" ("a quiet leaving of")
  // is the noun itself.
  const take = (from: number, afterOf: boolean) => {
    let i = from;
    for (; i < words.length; i++) {
      const w = words[i]!;
      const bare = w.replace(/[,;:]$/, '');
      const first = i === from;
      const kept =
        first ||
        bare !== w ||
        words[i - 1] === 'being' ||
        (afterOf && i === from + 1 && /ing$/.test(bare)) ||
        // "a fair reckoning", "a slow mending": after an adjective the gerund is the noun.
        (i === from + 1 && /ing$/.test(bare) && GERUND_ADJECTIVE.test(words[from]!)) ||
        (/ing$/.test(bare) && words[i + 1] === 'of');
      if (!kept && QUALIFIES.test(bare)) break;
      head.push(bare);
      if (bare !== w) return i + 1;
    }
    return i;
  };
  // "a warm, practical, generous woman who…": a comma between adjectives does not end the head
  // ("the warm", review r23); one before an article starts a list ("a gift, a loan") and does.
  if (
    /,$/.test(words[1] ?? '') &&
    words[2] &&
    !/^(a|an|the|your|their|his|her|or|and|with|without|in|on|at|for|from|by|to)$/.test(words[2])
  ) {
    // After the last comma the head runs to its noun: up to a comma or before a word that
    // qualifies it ("who", "that", "straight at").
    const series: string[] = [];
    for (let i = 1; i < words.length; i++) {
      series.push(words[i]!);
      if (i > 1 && !/,$/.test(words[i - 1]!) && /[,;:]$/.test(words[i]!)) break;
      const next = words[i + 1]?.replace(/[,;:]$/, '');
      if (!/,$/.test(words[i]!) && next && (QUALIFIES.test(next) || /^(whose|straight)$/.test(next))) break;
    }
    return `the ${series.join(' ').replace(/[,;:]$/, '')}`;
  }
  const end = take(1, false);
  if (VAGUE.test(head[head.length - 1]!) && /^(of|to)$/.test(words[end] ?? '')) take(end, true);
  // An adverb belongs to the participle cut off after it, and a particle to the phrase after it: "a
  // love freely chosen" is "the love", "a bond out of balance" "the bond", never "the love freely"
  // or "the bond out" (review r33).
  while (
    head.length > 1 &&
    ((/ly$/.test(head[head.length - 1]!) && !NOUN_IN_LY.test(head[head.length - 1]!)) ||
      /^(out|up|off|away|down|back|over)$/.test(head[head.length - 1]!))
  )
    head.pop();
  return `the ${head.join(' ')}`;
}

/**
 * Any question that asks whether to take a step, whatever the step: a no to it is never told to
 * change course now, and a yes never to wait.
 */
const ASKS_STEP =
  /^\W*(should|shall) (i|we)\b|^\W*is (it|now) (the )?(right |a good )?(time|wise|right|worth|a good idea)\b|^\W*would it be (wise|right|a good idea)\b|^\W*(is|are) \w+ing\b.*\bworth\b/i;

/** A question that asks whether to make a change, where a yes means making it. */
const ASKS_CHANGE =
  /^\W*(is it time to|should (i|we)|shall (i|we)|do (i|we) (go|move|take|accept)|is (moving|leaving|quitting|selling|starting|going back))\b.*\b(leave|leaving|quit\w*|move|moving|sell\w*|start\w*|go back|going back|change|resign|accept|take|launch|open|retire|apply)\b/i;

/** "what he does is his", "what your ex does is theirs": another person's act is their own. */
/**
 * A child settling in somewhere new, or a place a school, an academy or a panel gives: not a
 * choice the child makes, so never "theirs to decide", and never a question about the two of you.
 */
const INSTITUTION =
  /\b(school|academy|nursery|college|university|uni|conservatoire|squad|team|programme|course)\b/i;

function passing(q: QuestionReading): ThirdPerson | null {
  return q.passage ? q.other : null;
}

function passageLine(p: ThirdPerson, question: string): string {
  const [he, his, him] =
    p.pronoun === 'her'
      ? ['she', 'her', 'her']
      : p.pronoun === 'him'
        ? ['he', 'his', 'him']
        : ['they', 'their', 'them'];
  const place = INSTITUTION.exec(question)?.[1]?.toLowerCase();
  if (/\b(settl|fit in|make friends)/i.test(question))
    return `Settling in is something ${p.who} does at ${his} own pace, so the cards are read for where ${he} ${he === 'they' ? 'stand' : 'stands'} and for how you can back ${him} while ${he} ${he === 'they' ? 'find' : 'finds'} ${his} feet.`;
  return `Whether ${p.who} gets a place is for the ${place ?? 'people choosing'} to decide, so the cards are read for how ${he} ${he === 'they' ? 'prepare' : 'prepares'} and how you can back ${him}.`;
}

function theirsToDecide(other: ThirdPerson, question: string): string {
  const feeling = /\b(love|feel\w*|think\w*|miss|want|like|care)\b/i.test(question);
  const plural = takesPluralVerb(other.who);
  // "Is he the one?" asks about who he is; what he makes of it is his choice.
  const being = /^\W*(is|are)\b/i.test(question);
  const verb = feeling
    ? plural
      ? 'feel'
      : 'feels'
    : being
      ? plural
        ? 'choose'
        : 'chooses'
      : plural
        ? 'do'
        : 'does';
  const own = other.pronoun === 'them' ? 'theirs' : other.pronoun === 'him' ? 'his' : 'hers';
  // Whether someone tells the truth is not a card's to say (review r27 set f: "Is Mark being honest?").
  if (/\b(honest\w*|lying|lie|lies|truth\w*|faithful|cheat\w*)\b/i.test(question)) {
    const subjectWord = /^[A-Z]/.test(other.who)
      ? other.who
      : { him: 'he', her: 'she', them: 'they' }[other.pronoun];
    return `whether ${other.who} is being straight with you is something only ${subjectWord} can answer`;
  }
  // Passing an exam is not decided by anyone's choice: "what your son does is his to decide" on his
  // exams (review a).
  if (!feeling && /\b(pass\w*|exams?|tests?|results?|grades?|interview|get into|win)\b/i.test(question)) {
    const his = other.pronoun === 'them' ? 'their' : other.pronoun === 'him' ? 'his' : 'her';
    return `how ${other.who} ${plural ? 'do' : 'does'} on the day comes down to ${his} own work, not yours`;
  }
  return feeling
    ? `what ${other.who} ${verb} is ${own} alone`
    : `what ${other.who} ${verb} is ${own} to decide`;
}

/**
 * Whether a court card's picture contradicts the stated gender of the one asked about (a Queen
 * for "he", a King or Knight for "she"): then it is a way of acting, never that person.
 */
/** A child or a young person by how the question names them, unless it says they are grown. */
export const isYoung = (who: string | null | undefined) =>
  !!who &&
  /\b(son|daughter|child|children|kids?|baby|toddler|teen\w*|boy|girl|grand(son|daughter|child|kids?))\b/.test(
    who,
  ) &&
  !/\b(adult|grown|grown-up|older)\b/.test(who);
/** A parent or grandparent, whom a Page, the youngest figure, does not portray. */
const isElder = (who: string | null | undefined) =>
  !!who &&
  /\b(mother|mum|mom|father|dad|parents?|grand(mother|father|ma|pa|parents?)|aunt|uncle)\b/.test(who);

/** Kings and Queens are grown; a Page is no parent: a figure whose age the person cannot have. */
export const courtAgeClashes = (card: TarotCard, who: string | null | undefined) =>
  (isYoung(who) && /-(king|queen)$/.test(card.id)) || (isElder(who) && /-page$/.test(card.id));

const courtGenderClashes = (
  p: Drawn,
  other: ThirdPerson | null,
  roleWho: string | null = null,
  rolePronoun: 'her' | 'him' | 'them' | undefined = undefined,
) => {
  if (courtAgeClashes(p.card, other?.who ?? roleWho)) return true;
  // "Your brother" is a man even when he is not the question's grammatical subject.
  const pronoun =
    other?.pronoun ??
    (/(mother|sister|daughter|wife|girlfriend|grandmother|aunt|niece|landlady)$/.test(roleWho ?? '')
      ? 'her'
      : /(father|brother|son|husband|boyfriend|grandfather|uncle|nephew)$/.test(roleWho ?? '')
        ? 'him'
        : // "My manager bullies me, should I report him?": the question's own pronoun (review r34).
          (rolePronoun ?? null));
  return (
    (pronoun === 'him' && /-queen$/.test(p.card.id)) ||
    (pronoun === 'her' && /-(king|knight)$/.test(p.card.id))
  );
};

/**
 * An upright court card read as someone who has wronged the asker would praise them ("your manager
 * at their best: practical care") to the one they bully (review r34), so it stays the asker's own part.
 */
const flatters = (p: Drawn, q: QuestionReading): boolean => !!q.situation.harmed && !rev(p.d);

/** The pronoun of someone the question names: the question's own for them, else their noun's. */
const personPronoun = (who: string, q: QuestionReading): 'her' | 'him' | 'them' =>
  [q.other, q.thirdPerson, q.supported].find((t) => t?.who === who)?.pronoun ??
  (who === q.situation.roleWho ? q.situation.rolePronoun : undefined) ??
  nounPronoun(who);

/**
 * The asker's own child the question is about ("my daughter", "my teenage son"), while nothing
 * about them is ill or mourned: someone a Page can portray.
 */
function childAsked(q: QuestionReading): ThirdPerson | null {
  const who = q.other?.who ?? q.about?.who ?? q.supported?.who ?? q.situation.roleWho;
  if (!who || !q.situation.kin.has('child') || !isYoung(who) || q.sensitive || q.situation.deceased)
    return null;
  return { who, pronoun: nounPronoun(who) };
}

/** Court cards in a question about another person: the card may be that person, reversed their shadow side. */
function courtAsOther(p: Drawn, other: ThirdPerson): string | null {
  if (!isCourt(p.card) || courtGenderClashes(p, other)) return null;
  const them =
    other.who === 'he' ? 'him' : other.who === 'she' ? 'her' : other.who === 'they' ? 'them' : other.who;
  const subj = other.pronoun === 'him' ? 'he' : other.pronoun === 'her' ? 'she' : 'they';
  const [acts, says] = subj === 'they' ? ['act', 'say'] : ['acts', 'says'];
  const N = named(p.card, p.d, true);
  // A parent is never told to distrust a child: reversed, the card shows a young person struggling.
  if (rev(p.d) && isYoung(other.who))
    return `${N} may well be ${them} as things stand, and reversed it shows ${them} struggling, so notice what ${subj} ${subj === 'they' ? 'need' : 'needs'} more than what ${subj} ${says}.`;
  return rev(p.d)
    ? `${N} may well be ${them} as things stand, and reversed it shows ${them} under strain, so watch how ${subj} ${acts} more than what ${subj} ${says}.`
    : `This court card may well be ${them}: court cards often stand for the person a question is about, and this is ${them} as the cards see ${other.pronoun} now.`;
}

/**
 * What the spread shows about the people the question names, by name: a court card ahead or now
 * that can be one of them, or else the card on the question's own theme. Nothing when the
 * question names no one, or when its one person is already read in a court card's paragraph.
 */
function peopleLine(
  cards: Drawn[],
  q: QuestionReading,
  question: string,
  readAsOther: Drawn | undefined,
  arc: string,
): string | null {
  const people = peopleIn(question);
  if (people.length === 0 || q.care || q.situation.deceased) return null;
  const who = peopleText(people.slice(0, 2), personPronoun(people[0]!, q));
  // One card is one person: the last named of the two, never "their husband" torn from its owner.
  const person = people.slice(0, 2).pop()!;
  const court = cards.find(
    (p) =>
      isCourt(p.card) &&
      p !== readAsOther &&
      // The present is the asker's own place; the card ahead may be someone else.
      p.d.positionKey === 'future' &&
      !courtGenderClashes(p, null, person, personPronoun(person, q)) &&
      !flatters(p, q),
  );
  if (court) {
    const card = `${capitalise(named(court.card, court.d))} ${WHEN[court.d.positionKey]} may well stand for ${person}`;
    // Reversed, a figure's shadow is never laid on someone the asker loves (review r26b): the card
    // stays the asker's own pressure, read once, in the answer.
    if (rev(court.d)) return null;
    // The story has just told this card's theme: said again, the same words would stand twice.
    return `${card}, and it shows that person at their best${arc.includes(court.m.theme) ? '' : `: ${court.m.theme}`}.`;
  }
  // A card on the question's own theme (a move, money) is already the overview's heart; it says
  // nothing of the person, so it is not named as the card that "says most about" them.
  // No card stands for them and none is on their theme: the story still names them once, through
  // the card that leans hardest of the present and the future, with its own theme.
  if (arc.includes(who)) return null;
  // A card already read as them ("the King of Wands, your friend as they were then") has named
  // them: "the present card is the one to read for your friend" beside it is filler (review r27).
  // A figure the story has read as them ("the King of Wands, the other person as they were then")
  // is their card: "the present card is the one to read for your friend" beside it would point
  // at another (review r27).
  const standing =
    readAsOther ??
    cards.find(
      (p) =>
        isCourt(p.card) &&
        (arc.includes(`${named(p.card, p.d)}, the other person`) ||
          arc.includes(`${named(p.card, p.d)}, which may well`)),
    );
  if (standing && /\b(the other person|may well (be|stand for))\b/.test(arc))
    return `${capitalise(named(standing.card, standing.d))} ${WHEN[standing.d.positionKey] ?? ''} is the card that stands for ${who} here.`.replace(
      '  ',
      ' ',
    );
  const [, present, future] = cards as [Drawn, Drawn, Drawn];
  const p = future.m.lean !== 'unclear' || present.m.lean === 'unclear' ? future : present;
  // The story has just named this card and told its theme, so the line points at it by its place.
  // A baby on the way is no one yet to read a card for.
  if (/\bbab(y|ies)\b/.test(who)) return null;
  // "Your daughter" is "her", not "them", when the question has said so.
  // "Your friend and her husband" are two people, never "him" (review r34).
  const them = people.length > 1 ? 'them' : personPronoun(who, q);
  const they = them === 'her' ? 'she' : them === 'him' ? 'he' : 'they';
  const theirs = them === 'her' ? 'hers' : them === 'him' ? 'his' : 'theirs';
  // A reversed card that keeps its yes has just been read as good with a catch ("security is there,
  // though it may feel fragile"): calling it a good sign outright contradicts that (review d).
  const ahead: Record<TarotLean, string> = {
    yes: rev(p.d)
      ? `The card ahead is the one to read for ${who}: the good it shows for ${them} is real, but reversed it comes slower or smaller than hoped.`
      : `The card ahead is the one to read for ${who}, and it is a good sign for ${them}.`,
    no: `The card ahead is the one to read for ${who}: the strain it shows is where ${they} will need patience, yours included.`,
    unclear: `The card ahead is the one to read for ${who}, and for ${them} too it is not yet decided.`,
  };
  const now: Record<TarotLean, string> = {
    yes: rev(p.d)
      ? `For ${who}, the present card is the one to read: reversed, what it shows is on your side with ${them}, though not yet at full strength.`
      : `For ${who}, the present card is the one to read, and what it shows works in your favour with ${them}.`,
    no: `For ${who}, the present card is the one to read: the difficulty it shows is ${theirs} as much as yours.`,
    unclear: `For ${who}, the present card is the one to read, and it could still tip either way.`,
  };
  return (p === future ? ahead : now)[p.m.lean];
}

/** Whether the question names someone a court card could be: the other party, an ex, a relative. */
const hasOtherPerson = (q: QuestionReading) =>
  q.other !== null || (q.situation.role !== null && q.situation.role !== 'authority');

/** A sentence that hands the querent a person ("a sharp, experienced woman"), not a quality. */
const PERSONA = /\b(man|woman|men|women|he|she|him|her|his|hers|someone|person|ally|mentor|figure)\b/i;

/**
 * "Confidence and warmth make you magnetic, or a vibrant, loyal person enters your life": in the
 * asker's own place only the half about them stands, so the card keeps a sentence of its own.
 */
function withoutPersonaClause(sentence: string): string {
  if (!PERSONA.test(sentence)) return sentence;
  const [own] = sentence.split(', or ');
  return own && own !== sentence && !PERSONA.test(own) ? `${own}.` : sentence;
}

const CARD_OWNER = /^the [A-Z][a-z]+ of [A-Z][a-z]+’ /;
/** A court card's quality without its owner ("deep care and intuition"), for a figure ahead. */
const growsInto = (p: Drawn): string =>
  COURT_QUALITY[p.card.id]![rev(p.d) ? 'reversed' : 'upright'].replace(CARD_OWNER, '');
/** "the Queen of Wands’ warmth" after the card was just named reads as "warmth". */
const withoutCardOwner = (quality: string) => withArticle(quality.replace(CARD_OWNER, ''));
/**
 * A quality whose first noun counts ("alert, questioning mind", "open heart and gentle curiosity")
 * takes an article once its owner is gone: "asks for alert, questioning mind" (review a).
 */
const withArticle = (quality: string) =>
  /^(?:[\w-]+,? )+?(mind|heart|head|wish)\b/.test(quality) ? aOrAn(quality) : quality;
/** The quality as the card's own ("its clear head") where the sentence has named the card already. */
const itsQuality = (quality: string, card: TarotCard) => quality.replace(CARD_OWNER, `${courtOwner(card)} `);
/** A court figure's own possessive: a queen's clear head is "her" clear head, never "its" (review r26b). */
const courtOwner = (card: TarotCard): string =>
  card.rank === 'queen'
    ? 'her'
    : card.rank === 'king' || card.rank === 'knight' || card.rank === 'page'
      ? 'his'
      : 'its';

/**
 * A court card in the querent's own place or in the past: in the present it is a quality the
 * querent brings (reversed, its shadow), never a gendered persona; in the past it is someone who
 * was part of the story, and for a death it may be the one who died, remembered with tenderness.
 * Other positions are read as any card.
 */
function courtParagraph(
  c: Chooser,
  p: Drawn,
  q: QuestionReading,
  step: Step | null,
  said: string | null,
  matter: string,
  lean: TarotLean | null,
  otherAhead = false,
): string | null {
  if (!isCourt(p.card)) return null;
  const N = named(p.card, p.d, true);
  const image = shortPicture(usable(p.m.meaning, q).filter((s) => suitsCare(s, q))[0] ?? '', p.card);
  // Reversed, the card's first line is its shadow portrait, which the quality already says; the
  // picture itself is the same either way up.
  const picture = splitSentences(meaningOf(p.card, false).meaning)
    .slice(0, 1)
    .filter((s) => !idlePicture(s, p))
    .map((s) => shortPicture(s, p.card));
  if (p.d.positionKey === 'present') {
    const quality = COURT_QUALITY[p.card.id]![rev(p.d) ? 'reversed' : 'upright'];
    // A Page, Waite's youth with a message, may be the child the question is about rather than a
    // part the parent plays (review r30: the Page of Cups never read as the asker's daughter).
    const child = p.card.rank === 'page' ? childAsked(q) : null;
    if (child)
      return [
        `${capitalise(named(p.card, p.d))} holds the present, with ${itsQuality(quality, p.card)}.`,
        ...picture,
        courtAsOther(p, child)!,
      ].join(' ');
    const own = cardSays(p, q, lean)
      .map(withoutPersonaClause)
      .filter((s) => s !== step?.sentence && s !== said && !PERSONA.test(s));
    return [
      // Reversed, a court card in the asker's place is a pressure, never a verdict on who they are.
      rev(p.d)
        ? `${capitalise(named(p.card, p.d))} ${relativeAsked(q) ? `is the side to watch in yourself as you back ${objectOf(relativeAsked(q)!)}` : c.pick('court:now:rev', ['is the pressure on you now', 'is the side to watch in yourself today', 'shows what the strain brings out at present'])}: under strain you may slip into ${withoutCardOwner(quality).replace(/^your /, '')}.`
        : `${capitalise(named(p.card, p.d))} ${c.pick('court:now', ['is how you meet this now', 'is the part you play today', 'shows what you bring to it at present'])}: ${withoutCardOwner(quality)}.`,
      ...picture,
      ...courtTied(c, p, q, own, matter),
    ].join(' ');
  }
  if (p.d.positionKey === 'future') {
    const quality = COURT_QUALITY[p.card.id]![rev(p.d) ? 'reversed' : 'upright'];
    if (q.selling)
      return [
        `Ahead, ${named(p.card, p.d)} may well be someone on the other side of the sale, a buyer or an agent, who brings ${quality}.`,
        rev(p.d)
          ? 'Reversed, a court card is the shadow side of that person, so get every promise about dates and price in writing and keep your solicitor close to it.'
          : 'Upright, that is someone you can deal with straightforwardly, so keep the lines open and answer their questions quickly.',
      ].join(' ');
    if (hasOtherPerson(q)) return null;
    const own = cardSays(p, q, lean).filter((s) => s !== step?.sentence && s !== said && !PERSONA.test(s));
    return [
      rev(p.d)
        ? // One warning said alike in every batch read as stock (review d3): the figure is named in each.
          c.pick('court:ahead:rev', [
            `Ahead, ${named(p.card, p.d)} is a warning about how you might meet what comes: watch for ${withoutCardOwner(quality)}.`,
            `Ahead, ${named(p.card, p.d)} marks what could catch you out next: ${withoutCardOwner(quality)}.`,
            `${capitalise(named(p.card, p.d))} ahead shows what to catch in yourself before it takes hold: ${withoutCardOwner(quality)}.`,
          ])
        : c.pick('court:ahead', [
            `Ahead, ${named(p.card, p.d)} is the way to meet what comes, with ${itsQuality(quality, p.card)}.`,
            `Ahead, ${named(p.card, p.d)} asks you to bring ${withoutCardOwner(quality)} to what comes.`,
            `What comes next is best met as ${named(p.card, p.d)} would meet it, with ${itsQuality(quality, p.card)}.`,
          ]),
      ...(rev(p.d) ? picture : [image].filter((s) => !idlePicture(s, p))),
      ...courtTied(c, p, q, own, matter),
    ].join(' ');
  }
  if (p.d.positionKey !== 'past') return null;
  const lay = `${N} ${c.pick('court:past', ['lay in the past', 'stands behind you', 'sits in the past'])}`;
  if (q.situation.deceased)
    return [
      `${lay}.`,
      REMEMBERED[p.card.suit as keyof typeof REMEMBERED],
      ...(rev(p.d) ? [REMEMBERED_REVERSED] : []),
    ].join(' ');
  const told = cardSays(p, q, lean).filter((s) => s !== step?.sentence && s !== said && !PERSONA.test(s));
  // A past court card whose sentences cannot be told in the past still gets the tradition's
  // reading and what that time left behind, as deep as any other card.
  const cardLine = usable(p.m.meaning, q)
    .filter((s) => aboutTheCard(s, p.card) && !READS_ON.test(s) && suitsCare(s, q))
    .slice(0, 1);
  const own = told.length ? told : [...cardLine, ...positionTie(c, 'three-card', p, matter, q)];
  // Only a question with someone else in it has a person for a past court card to be; otherwise
  // it is the stance the asker took then, never a stranger's character laid on them. One person
  // is one card: when the court card ahead is read as them, this one is the asker's own part.
  if (
    otherAhead ||
    q.care ||
    !hasOtherPerson(q) ||
    courtGenderClashes(p, q.other ?? q.supported, q.situation.roleWho, q.situation.rolePronoun) ||
    flatters(p, q)
  ) {
    const quality = COURT_QUALITY[p.card.id]![rev(p.d) ? 'reversed' : 'upright'];
    // The card is named by `lay` and again by its meaning: its quality is "its", not a third name.
    // Where the picture is left out, the tradition's reading of the card takes its place.
    const tradition = picture.length
      ? picture
      : usable(p.m.meaning, q)
          .filter(
            (s) =>
              aboutTheCard(s, p.card) &&
              !READS_ON.test(s) &&
              suitsCare(s, q) &&
              !own.includes(s) &&
              !(rev(p.d) && SHADOW_PORTRAIT.test(s)),
          )
          .slice(0, 1);
    return [
      // The quality can end in a clause of its own ("your haste, which says things before they are
      // thought through"), which a closing "to it" would dangle from.
      rev(p.d)
        ? `${lay}: under strain back then, you may have slipped into ${quality.replace(CARD_OWNER, '').replace(/^your /, '')}.`
        : `${lay}: what you brought to it back then was ${quality.replace(CARD_OWNER, 'your ')}.`,
      ...tradition,
      ...(told.length ? courtTied(c, p, q, told, matter) : own),
    ].join(' ');
  }
  const who =
    q.situation.roleWho ??
    (q.other ? q.other.who.replace(/^(he|she|they)$/, 'the person you ask about') : null);
  return [
    who
      ? `${lay}, and it may well be ${who} as ${{ her: 'she was', him: 'he was', them: 'they were' }[personPronoun(who, q)]} then: ${
          // Reversed, the figure is someone under strain, not Waite's worst of them: "a man whose
          // wealth has hardened into greed" said of the asker's best friend (review p).
          rev(p.d) ? withoutCardOwner(COURT_QUALITY[p.card.id]!.reversed) : p.m.theme
        }.`
      : `${lay}: someone who played a part in this, and what they brought to it, ${p.m.theme}.`,
    ...picture,
    // The card is the other person here: the tie that reads a figure behind as the asker's own
    // strength ("You still carry that") would make it both (review a, the Queen of Swords as a landlord).
    ...(told.length ? told : cardLine),
  ].join(' ');
}

/**
 * A card's paragraph without its subject lines about the asker ("Your need to control everything…"),
 * for a court card read as someone else: one card is one person in a reading.
 */
function withoutAskersLines(paragraph: string, p: Drawn): string {
  const lines = new Set(
    TAROT_SUBJECTS.flatMap((s) => splitSentences(p.m.subjects[s]))
      .filter((s) => /\b(you|your|yourself)\b/i.test(s))
      .map((s) => s.toLowerCase()),
  );
  // "For your marriage, your need to…" is the same line, said for the matter.
  const own = (s: string) => lines.has(s.toLowerCase()) || lines.has(s.replace(/^[^,]*, /, '').toLowerCase());
  return splitSentences(paragraph)
    .filter((s) => !own(s))
    .join(' ');
}

/** A co-signed debt: repaying it is the borrower's, and the asker's part is what they signed up to. */
export const coSignerLine = (p: ThirdPerson) =>
  `Paying it back is ${possessivePronoun(p)} to do, not yours; as the one who co-signed, your part is what you can ask of ${p.pronoun} and what the lender can ask of you, so the cards are read for that.`;

/** The care text for a sensitive question: someone else's illness or operation is read for support. */
/** A legal question about how something ends ("Will the settlement be fair?"), not about a step to take. */
const LEGAL_OUTCOME = /^\W*(will|would|is|are|does|do|can|could)\b(?!.*\bshould (i|we)\b)/;

export function careOf(q: QuestionReading): CareText | null {
  if (!q.care) return null;
  const dying = q.care === 'dying' ? (q.thirdPerson ?? q.supported) : null;
  if (dying && dying.pronoun !== 'them') return dyingCare(dying.pronoun);
  const habit = q.habit;
  if (habit) return othersHabitCare(habit.who, habit.stops, habit.habit);
  if (q.care === 'pregnancy' && q.situation.reached === 'pregnant') return CARRYING;
  if (q.care === 'grief' && q.situation.pregnancyLoss)
    return { ...CARE_TEXT.grief, note: PREGNANCY_LOSS_NOTE };
  if (q.care === 'legal' && q.situation.proceedings === 'administrative') return ADMIN_TEXT;
  const other = q.thirdPerson ?? q.supported;
  if (other && (q.care === 'surgery' || q.care === 'illness')) return supportCare(other);
  if (other && q.care === 'mental') return supportMindCare(other);
  if (q.care === 'legal' && q.court) return { ...CARE_TEXT.legal, frame: COURT_FRAME, whose: COURT_WHOSE };
  // "Will my divorce settlement be fair?" asks how something ends, not whether to take a step
  // (review r27): the frame speaks of the terms, not of "the right legal step".
  if (q.care === 'legal' && LEGAL_OUTCOME.test(q.words ?? ''))
    return {
      ...CARE_TEXT.legal,
      frame:
        'How this ends is for the negotiation, your lawyer and, if it comes to it, a court to settle, not the cards; what the cards speak to is how you go into it.',
    };
  if (q.care === 'mental' && !q.thirdPerson && !q.supported)
    return { ...CARE_TEXT.mental, note: mindNote(q) };
  // The care text is written for a parent; a grandparent in care is named as the asker named them.
  if (q.care === 'elder' && q.situation.role === 'grandparent' && q.situation.roleWho)
    return renamedCare(CARE_TEXT.elder, q.situation.roleWho);
  if (q.care === 'child' && q.seeksAccess) return { ...CARE_TEXT.child, ...CHILD_ACCESS };
  return CARE_TEXT[q.care];
}

/** Care text for a parent, said of another relative: "your parent" becomes "your grandmother". */
function renamedCare(care: CareText, who: string): CareText {
  const female = /(mother|ma|granny|nan|nana)$/.test(who);
  const male = /(father|pa|grandad)$/.test(who);
  const [subject, possessive, object] = female
    ? ['she', 'her', 'her']
    : male
      ? ['he', 'his', 'him']
      : ['they', 'their', 'them'];
  const swap = (text: string) =>
    text
      .replace(/\bCaring for a parent\b/g, `Caring for ${who}`)
      .replace(/\byour parent’s\b/g, `${who}’s`)
      .replace(/\byour parent\b/g, who)
      .replace(/\bas they age\b/g, `as ${subject} ${subject === 'they' ? 'age' : 'ages'}`)
      .replace(/\btheir doctors\b/g, `${possessive} doctors`)
      .replace(/\blet them have their say\b/g, `let ${object} have ${possessive} say`);
  return {
    ...care,
    frame: swap(care.frame),
    whose: swap(care.whose),
    note: swap(care.note),
    steps: Object.fromEntries(Object.entries(care.steps).map(([k, v]) => [k, swap(v)])) as CareText['steps'],
  };
}

/** "…support him and myself?": the asker's own half of the question. */
const ASKS_FOR_SELF = /\b(myself|me too|and me)\b/i;
const CHILD_SELF =
  'And for yourself: eat and sleep when you can, let one person you trust take a turn so that you can rest, and tell your own GP if the worry stops you sleeping; a parent running on empty cannot hold a child up for long.';

/** Steps for a driving or other practical test, where revision advice does not fit. */
const PRACTICAL_STEPS = [
  'ask your instructor for a mock test on the roads around the test centre, and drive the junctions that worry you until they are dull',
  'drive the test routes once more with your instructor, and practise the manoeuvre you like least until it stops being the one you dread',
  'get a full night’s sleep before the test, arrive early, and treat a small mistake as something to drive on from, not a reason to give up',
];

/**
 * Cards that warn of money trouble or deceit, which on a question about someone met online call
 * for a plain safety warning: Waite's "evil side of wealth", the thief, the card of deception.
 */
const MONEY_RED_FLAGS = (p: Drawn) =>
  (p.card.suit === 'pentacles' && rev(p.d)) ||
  ['swords-07-seven', 'major-18-moon'].includes(p.card.id) ||
  (p.card.id === 'major-01-magician' && rev(p.d));

const ONLINE_SAFETY =
  'Whatever else the cards say, never send money, gift cards or bank details to someone you have not met in person, and ask for a live video call before you trust any story that ends in a request for help.';

/**
 * A thin card paragraph of a short reading filled out to about 70 words with the card's own
 * text: the sentences of its meaning, then of its subject's text, that the paragraph does not already say
 * and that fits the question (the picture only where it bears on the position) (a past card's lines about "you" only if they can be told in the past).
 */
function filledOut(
  paragraph: string,
  p: Drawn,
  q: QuestionReading,
  elsewhere: string,
  cite = true,
  room = 70,
): string {
  const past = PAST_POSITIONS.has(p.d.positionKey);
  // "Reversed, the lion breaks free" is said already when the frame has taken its "Reversed".
  const said = (s: string) =>
    [paragraph, elsewhere].some((t) => t.includes(asClause(s.replace(/^Reversed, /, '')).slice(1)));
  const subject = usable(p.m.subjects[subjectFor(q)], q);
  const more = [...usable(p.m.meaning, q), ...subject]
    .filter((s) => !said(s) && !idlePicture(s, p) && (cite || !CITES.test(s)))
    .filter((s) => fitsQuestion(s, q) && !presumesUnasked(s, q) && suitsCare(s, q) && !IMPERATIVE.test(s))
    // A subject sentence speaks of now and next: in the past it is told in the past tense or not at all.
    .map((s) =>
      past && (subject.includes(s) || /\b(you|your)\b/i.test(s)) && !aboutTheCard(s, p.card)
        ? inPastTense(s)
        : s,
    )
    .filter(
      (s): s is string =>
        !!s &&
        !(past && LOOKS_AHEAD.test(s)) &&
        ![paragraph, elsewhere].some((t) => t.includes(asClause(s).slice(1))),
    );
  let out = paragraph;
  for (const s of more) {
    if (countWords(out) >= room) break;
    if (!leansOnUnsaid(s, p.m, out)) out = `${out} ${s}`;
  }
  return out;
}

/** Words under which a three-card reading reads thin (the product's target is 350-600). */
export const THREE_CARD_FLOOR = 350;

export function composeThreeCard(input: TarotReadingInput): Reading<'three-card'> {
  const { firstName, question } = validate(input, 'three-card');
  const { draw } = input;
  const c = new Chooser(`three-card|${draw.seed}|${draw.cut}|${firstName}|${question}`);
  const q = readQuestion(question);
  const cards = drawnCards(draw, q);
  const future = cards[2]!;
  const name = neutralise(firstName);
  const title = `Past, Present, Future Reading for ${name}`;
  const care = careOf(q);
  // A step in someone's care that the asker has to take (a care home, an operation now or later)
  // gets a lean; the details stay with the professionals.
  const careStep = !!care && CARE_STEP_KINDS.has(q.care!) && (ASKS_STEP.test(question) || !!q.options);
  const compared = q.options && (!care || careStep) ? compareOptions(cards, q) : null;
  // On an operation or a move into care the lean is never firm: the professionals have the last word.
  const cmp = compared && careStep ? { ...compared, slight: true } : compared;
  const redFlag = q.metOnline ? (cards.find(MONEY_RED_FLAGS) ?? null) : null;
  const counted =
    q.yesNo && (!q.noVerdict || careStep) && !cmp ? threeCardLean(cards, q, careStep && !q.options) : null;
  // A money warning on someone met online outweighs any warmth elsewhere in the spread.
  const lean: ThreeCardLean | null =
    counted && redFlag && counted.lean === 'yes' ? { ...counted, lean: 'unclear', strength: null } : counted;
  // A sensitive matter gets its own steps; every other question the card's sentence for its subject.
  // Making peace before someone's operation is the asker's own step toward them, not care of their body.
  const mending = care && q.thirdPerson && matterOf(q, question).startsWith('making peace with');
  const found: Step | null = mending
    ? {
        text: `reach ${q.thirdPerson!.pronoun} before the day with a short, plain word: what you regret and that you want things right between you, with no demand for an answer now`,
        sentence: null,
        from: null,
      }
    : care
      ? // A legal matter with a step of its own (a settlement's disclosure) gets that step, which names
        // the lawyer, before the suit's general one (review r27).
        (careQuestionStep(question) ?? { text: care.steps[kindOf(future)], sentence: null, from: future })
      : oneStep(cards, q, question, lean?.lean ?? null);
  // A driving test is passed on the road, so a step about books gives way to one about driving.
  const step =
    found && q.practicalTest && READS_AS_BOOKS.test(found.text)
      ? { ...found, text: c.pick('drive', PRACTICAL_STEPS), sentence: null }
      : found;
  const arc = threeCardStory(c, cards, q, question, verdictOf(lean, cmp, q, cards));
  const open = openOpening(step, cards, q, question, arc);
  // A care question keeps to its own framing; elsewhere a card on the question's own theme leads.
  const links = care || q.sensitive ? [] : themeLinks(cards, question, q.acts);

  const verdictLines = cmp
    ? comparisonOpening(cmp, q)
    : lean
      ? leanOpening(c, lean, cards, q, ourMatter(matterOf(q, question), question))
      : null;
  const strain =
    careStep && ARRANGED_KINDS.has(q.care!) && lean && !cmp && STRAIN.has(cardKey(cards[1]!))
      ? [
          `${capitalise(at3(cards[1]!))} shows ${cards[1]!.m.theme}: the way things are arranged now is not holding, and that argues for the change.`,
        ]
      : [];
  const opening = care ? [care.frame, ...(verdictLines ?? []), ...strain] : (verdictLines ?? open.lines);
  const overview = [
    `${name}, you asked: “${quoteUserText(question, 25)}”`,
    ...opening,
    ...links.slice(0, 1).map((l) => l.heart),
  ];
  // Choosing what to do with what someone left is part of losing them, and is said as such.
  if (q.situation.deceased && !care) {
    const who = q.situation.deceasedWho ?? q.situation.roleWho ?? 'the one you lost';
    // "My sister and I split our late mother's house": the sister is living, and the sharing is hers too.
    const living = q.situation.roleWho && q.situation.roleWho !== who ? q.situation.roleWho : null;
    overview.push(
      cmp ||
        /\b(late \w+'s|left (me|us)|belongings|things|inherit\w*|estate|sell|keep|give away|clear out|split|divid\w*|shar\w*)\b/i.test(
          question.replace(/[’‘]/g, "'"),
        )
        ? `Deciding what to do with what ${who} left ${living ? `you and ${living}` : 'you'} is part of missing ${nounPronoun(who)}, so give the choice the time it needs${living ? `; the cards are read for what is left to settle between you, and for the memory you share` : ''}.`
        : `The loss of ${who} is part of this question, so give it the time it needs.`,
    );
  }
  const passage = passing(q);
  if (passage) overview.push(passageLine(passage, question));
  else if (q.situation.askerRole === 'co-signer' && q.about && q.lending)
    overview.push(coSignerLine(q.about));
  else if (q.other && !care)
    overview.push(
      `${capitalise(theirsToDecide(q.other, question))}, ${c.pick('theirs', [
        'so the cards are read for where things stand between you and what is yours to do',
        'so the cards speak to the ground between you and to your own part in it',
        'so what the cards can show is the state of things between you, and the part that is yours',
      ])}.`,
    );
  else if (q.supported || q.declares || (q.noPartner && q.subject === 'love'))
    overview.push(subjectLine(c, q, name));
  const note = care ? careNote(care, cards, q) : sensitiveNote(q, cards);
  if (note) overview.push(note);
  if (redFlag)
    overview.push(
      `${capitalise(named(redFlag.card, redFlag.d))} is a card of money and of what is hidden, and on a question about someone met online it is a warning to take seriously.`,
    );

  const told = arc + overview.join(' ');
  const matter = matterOf(q, question);
  // On "Is it time to close my restaurant?" a card speaks of the restaurant, whose good news argues
  // for staying: "For closing your restaurant, a new venture is favoured" reads as the opposite.
  const cardMatter = q.leaving && q.topic ? q.topic : matter;
  const asOther = [...cards].reverse().find((p) => isCourt(p.card));
  // Waite and the modern reading are cited for one card only, the one the answer rests on; a card
  // whose own fit names the matter in Waite's words takes its place, and where the answer's card
  // cites no one, the card nearest the future that does.
  const answerCard =
    [...cards].reverse().find((p) => /\bWaite/.test(literalFit(p, question, q) ?? '')) ??
    lean?.pro[0] ??
    (step?.from && cards.includes(step.from) ? step.from : future);
  const citedIn = (raw: string[]) =>
    [answerCard, ...[...cards].reverse()].find((p) => CITES.test(raw[cards.indexOf(p)]!)) ?? null;
  const paragraph = (p: Drawn, depth: number) => {
    const said = !cmp && !lean && !care ? open.said : null;
    // A card whose theme neither the overview nor the story of the spread tells is placed with it.
    // The paragraph has named the card twice already (its place and its meaning): the fit says "it".
    const fit =
      literalFit(p, question, q)?.replace(
        new RegExp(`^The ${p.card.name.replace(/^The /, '')}( reversed)? is `),
        (_, reversed?: string) => (reversed ? 'Reversed, it is ' : 'It is '),
      ) ??
      links.find((l) => l.p === p)?.sentence ??
      null;
    const portrait = courtParagraph(
      c,
      p,
      q,
      step,
      said,
      cardMatter,
      lean?.lean ?? null,
      futureIsOther(cards, q),
    );
    // A court card whose picture names the matter (Waite's Knight of Cups as the trickster in a deal) says so too.
    const body = portrait
      ? [portrait, fit].filter(Boolean).join(' ')
      : cardParagraph(
          c,
          'three-card',
          p,
          q,
          depth,
          step,
          p === future || told.includes(p.m.theme),
          said,
          cardMatter === focusOf(q) ? null : cardMatter,
          fit,
          lean?.lean ?? null,
        );
    // One court card, the one nearest the future, may be the person asked about; a past card
    // was part of the story and is never "them as they are now".
    // The present is the asker's own place, already read as the part they play, so only the card
    // ahead can be the other person; and a card read as them keeps none of its lines about "you".
    const other = q.other ?? (p.card.rank === 'page' ? childAsked(q) : null);
    const court =
      other && q.sensitive !== 'medical' && p === asOther && p.d.positionKey === 'future'
        ? courtAsOther(p, other)
        : null;
    return court ? `${withoutAskersLines(body, p)} ${court}` : body;
  };
  const finished = (p: Drawn, whole: string, depth: number, cited: Drawn | null) => {
    const read = withoutShadowPortrait(
      withMeaning(
        p === cited || depth > 5 ? whole : uncited(whole, p, literalFit(p, question, q), depth > 4),
        p,
        q,
      ),
      p,
      literalFit(p, question, q),
    );
    return depth > 3
      ? filledOut(
          read,
          p,
          q,
          `${told} ${answer}`,
          p === cited || depth > 5,
          depth > 4 ? (p === cited ? 140 : 100) : 70,
        )
      : read;
  };
  const people = peopleLine(cards, q, question, q.other ? asOther : undefined, arc);
  // Two majors in three cards are common, so they are remarked on only where the reading is thin.
  const wholeOf = (thin: boolean) =>
    [
      people ? `${arc} ${people}` : arc,
      // A visa office or a court decides, as a body does its own healing: "the feelings involved carry
      // this" would put the ruling in the asker's heart (review r27).
      spreadSynthesis(cards, c, {
        outOfHand: q.sensitive === 'medical' || q.court || q.situation.proceedings === 'administrative',
        thin,
      }),
    ]
      .filter((x) => x)
      .join('\n\n');
  const vary = traditionVarier(c);
  const baseAnswer = threeCardAnswer(c, lean, cmp, care, step, cards, q, arc, question, matter);
  const grounded = answerGrounded(baseAnswer, cards);
  // The line that grounds the answer in its cards does not stand in for a card's own meaning: the
  // depth each card is read to is judged without it.
  const extra = countWords(grounded) - countWords(baseAnswer);
  const answer = [grounded, ...(redFlag ? [ONLINE_SAFETY] : [])].join(' ');
  const paragraphs = (depth: number) => {
    const raw = cards.map((p) => paragraph(p, depth));
    // Past the last depth, a reading whose cards have little more to say keeps every citation
    // rather than fall under the floor (about one reading in a hundred).
    const cited = depth > 5 ? null : citedIn(raw);
    return cards.map((p, i) => finished(p, raw[i]!, depth, cited));
  };
  // "Telling your flatmate how you feel" said five times is a drumbeat; after three it is speaking up.
  // A step weighed ("lending your brother money again") is, after three, the step.
  const shortened =
    q.declares && matter === q.acts
      ? 'speaking up'
      : // "Things between you and him" said five times is a drumbeat; after three it is what is between you.
        /^things between you and /.test(matter)
        ? 'what is between you'
        : passage && matter.includes(' settling in')
          ? `${possessive(passage.pronoun)} settling in`
          : // "Finding love" is a hope, not a step: only a step weighed is shortened, to "this
            // decision" ("For this step" read as a placeholder left in, review r30).
            /^\w+ing\b/.test(matter) && matter.includes(' ') && (q.acts || q.selling || q.leaving)
            ? 'this decision'
            : shortMatter(matter, q);
  // The matter is said in full once where the cards are read and once where they are drawn together,
  // for a reader who turns straight to the whole; past that it is a drumbeat (review r34).
  // "This decision" is every weighed step's short form, so the cards keep the step's own words once
  // more: two questions on one draw must not read the same card paragraph (review r10).
  const capped = (sections: string[], full = 1) =>
    capMentions(sections.join('\n\n'), matter, shortened, full);
  const write = (depth: number, thin = false) =>
    withoutRepeats(
      [
        capped(
          [
            `# ${title}`,
            `## Overview\n\n${overview.join(' ')}`,
            `## The Cards`,
            ...citedOnce(paragraphs(depth)).map(
              (text, i) =>
                `### ${cards[i]!.d.positionLabel}: ${cards[i]!.card.name}${rev(cards[i]!.d) ? ' (reversed)' : ''}\n\n${vary(text)}`,
            ),
          ],
          shortened === 'this decision' ? 2 : 1,
        ),
        capped([
          `## The Spread as a Whole\n\n${wholeOf(thin)}`,
          `## Your Answer\n\n${answer}`,
          verifySection(draw),
        ]),
      ].join('\n\n'),
      cards.map((p) => p.card.name),
    );
  // A reading that comes out short (cards whose sentences did not fit the question) says one more
  // line of each card's own meaning, never a filler sentence.
  const plain = write(3);
  const short = (md: string) => countWords(md) - extra < THREE_CARD_FLOOR;
  // A thin reading with two majors says where the one minor card falls before it says more of each card.
  const thin = short(plain);
  const full = thin ? write(3, true) : plain;
  const fuller = short(full) ? write(4, thin) : full;
  // With the citations said for one card only, a reading of cards with short meanings may still be
  // thin: each paragraph then says a little more of its own card.
  const fullest = short(fuller) ? write(5, thin) : fuller;
  const markdown = short(fullest) ? write(6, thin) : fullest;
  return {
    kind: 'three-card',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: tarotFacts(firstName, question, draw, cards),
  };
}

/** A sentence that cites the tradition or the modern reading by name. */
const CITES =
  /\bWaite\b|\bWaite’s\b|\bmodern (reading|practice|readers)\b|\breaders (now|today)\b|\btoday’s reading\b|\bthe (older |Rider-Waite )?tradition\b|\btraditional(ly\b| meanings?\b| sense\b)|\b1911\b|\busual reading\b|\boldest sources\b|\bold meanings\b/i;
/** A line that only makes sense after the citation before it ("Either way, the matter…"). */
const AFTER_CITATION = /^(Either way|Both)\b/;

/**
 * A card paragraph without its citations of Waite and the modern reading: stapled to every card,
 * the keyword lists read as a catalogue (review r24), so only the card the answer rests on keeps
 * them. A definition with a citation tacked on keeps the definition; the modern sense is said once,
 * plainly, without its name; the card's own fit to the question stays whole.
 */
export function uncited(paragraph: string, p: Drawn, fit: string | null, thin = false): string {
  const out: string[] = [];
  // The modern sense is the card's meaning in today's words: said once, plainly, it keeps the card
  // recognisable where its citations were most of what the paragraph said of it.
  let spoken = false;
  let second = false;
  let afterCite = false;
  let droppedLast = false;
  const meaning = splitSentences(p.m.meaning);
  const sentences = splitSentences(paragraph);
  const fits = (s: string) => !!fit && fit.endsWith(s.replace(/^(Reversed, it|It) is /, ''));
  const cites = (s: string) => CITES.test(s) && !fits(s);
  const modernOf = (s: string) =>
    /(?:^|; |, while |, and | but )(?:the modern reading|modern practice) (?:sees|adds|stresses) (.+)$/i.exec(
      s,
    )?.[1];
  const waiteOf = (s: string) =>
    /^(?:Waite (?:also )?(?:gives|gave|names|named|lists|listed|notes|noted|speaks of|spoke of|wrote of|warned of|called (?:it|him|her)|read it as|saw(?: in it)?)|Waite’s words (?:for (?:it|him|her) )?are|(?:The|Its) traditional meanings are) (.+)$/.exec(
      s,
    )?.[1];
  // The modern sense if the paragraph cites one, else Waite's own words, said only where nothing
  // else of the card's meaning past its opening line is left to say what it means.
  const [, ...told] = splitSentences(p.m.meaning).filter((x) => !CITES.test(x));
  const bare = !told.some(
    (x) => sentences.includes(x) || sentences.includes(capitalise(x.replace(/^Reversed, /, ''))),
  );
  const plainSense =
    bare || thin || isCourt(p.card)
      ? (sentences.map((s) => (cites(s) ? modernOf(s) : undefined)).find(speakableSense) ??
        sentences.map((s) => (cites(s) ? waiteOf(s) : undefined)).find(speakableSense))
      : undefined;
  for (const s of sentences) {
    if (!cites(s)) {
      // "Either way" reads on from a citation however it was said; "Waite also…"-style lines only
      // from one left out.
      const leans = AFTER_CITATION.test(s) || (droppedLast && READS_ON.test(s) && meaning.includes(s));
      if (!(afterCite && leans)) out.push(s);
      afterCite = false;
      droppedLast = false;
      continue;
    }
    afterCite = true;
    droppedLast = false;
    // "…kindly authority, Waite’s man of business…": the apposition is the citation, the head the card.
    const head =
      /^(.+?)(?:;|:|, while| but|,(?= Waite’s)) (?:the modern reading|modern practice|Waite|readers|the older tradition)\b/.exec(
        s,
      );
    // "Waite made this queen the card of mourning…" is her own description once his name is gone.
    const made = /^Waite made this (queen|king|knight|page) (.+)$/.exec(s);
    if (made && !CITES.test(made[2]!)) out.push(`This ${made[1]} is ${made[2]}`);
    else if (head && !CITES.test(head[1]!)) out.push(`${head[1]!.replace(/,$/, '')}.`);
    else if (!spoken && plainSense && [modernOf(s), waiteOf(s)].includes(plainSense)) {
      spoken = true;
      out.push(`${out.length ? 'It' : capitalise(named(p.card, p.d))} speaks of ${plainSense}`);
    } else if (thin && spoken && !second) {
      // A thin reading says the card's other sense too, still without the names.
      const other = [modernOf(s), waiteOf(s)].find((x) => x !== plainSense && speakableSense(x));
      if (other) {
        second = true;
        out.push(`It can also mean ${other}`);
      } else droppedLast = true;
    } else droppedLast = true;
  }
  // A thin reading whose paragraph lost the card's senses with its past-tense lines says them
  // plainly, still without the names.
  if (thin && !second && out.length > 0) {
    const all = splitSentences(p.m.meaning);
    const senses = [...all.map(modernOf), ...all.map(waiteOf)].filter(
      (x): x is string => speakableSense(x) && !out.some((o) => o.includes(x)),
    );
    const add = senses
      .slice(0, spoken ? 1 : 2)
      .map((x, k) => (spoken || k > 0 ? `It can also mean ${x}` : `It speaks of ${x}`));
    out.splice(spoken ? out.length : 1, 0, ...add);
  }
  return out.join(' ');
}

/**
 * A sense given as adjectives ("useful, serviceable and responsible, a man of rectitude"), which
 * "It speaks of …" cannot take (review r26).
 */
const ADJECTIVE_LIST = /^\w+(ful|ous|ive|able|ible|ent|ant|al|ic|ly|ed),/;
/**
 * A sense that is a clause of its own ("Waite noted it is not especially a card of violent
 * death"), which "It speaks of …" cannot take either (set i: "It speaks of it is not especially…").
 */
const CLAUSE = /^(it|this|that|he|she|they|there|what|one)\b (is|was|are|were|has|had|can|does|will)\b/i;
/** A sense that can follow "It speaks of": free of the names it was cited under, and a noun phrase. */
const speakableSense = (x: string | undefined): x is string =>
  !!x && !CITES.test(x) && !ADJECTIVE_LIST.test(x) && !CLAUSE.test(x);

/**
 * The opening of a sentence, tense and the card's name aside: "Effort without meaning had become a
 * grind" and "…has become a grind", or "The Page of Swords is vigilance…" and "He is vigilance…",
 * open alike. Exported for the review tests.
 */
// A reading compares many sentences against the same few card names: each set's pattern is
// compiled once, since compiling it per sentence was most of a three-card reading's time.
const NAMES_PATTERNS = new Map<string, RegExp>();
const namesPattern = (names: string[]) => {
  const key = names.join('|');
  let pattern = NAMES_PATTERNS.get(key);
  if (!pattern) {
    pattern = new RegExp(
      `(?:^reversed, )?(?:\\bthe )?\\b(?:${names.map((n) => n.toLowerCase().replace(/^the /, '')).join('|')})(?: reversed)?\\b`,
      'g',
    );
    NAMES_PATTERNS.set(key, pattern);
  }
  return pattern;
};
const TENSE: Record<string, string> = {
  had: 'has',
  have: 'has',
  was: 'is',
  were: 'are',
  did: 'does',
  do: 'does',
};

export function sentenceOpening(sentence: string, names: string[] | RegExp = []): string {
  let s = sentence.toLowerCase().replace(/[’']/g, "'").replace(/\*+/g, '');
  const pattern = Array.isArray(names) ? (names.length ? namesPattern(names) : null) : names;
  if (pattern) s = s.replace(pattern, 'it');
  return s
    .replace(/^(he|she)\b/, 'it')
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => TENSE[w] ?? w)
    .join(' ');
}

/** Whether two sentences share most of their words. */
function nearlySame(a: string, b: string): boolean {
  const words = (x: string) =>
    new Set(
      x
        .toLowerCase()
        .split(/[^a-z’']+/)
        .filter(Boolean),
    );
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.max(x.size, y.size) >= 0.75;
}

/**
 * A reading that says a sentence twice (a past card's line and its present-tense twin, a court's
 * definition and the same definition padded in for length) keeps the first: in the cards and the
 * story of the spread, a sentence that opens as an earlier one did is left out (review r25).
 */
function withoutRepeats(markdown: string, cardNames: string[]): string {
  const names = namesPattern(cardNames);
  const seen = new Set<string>();
  const said = new Map<string, string>();
  const cardsAt = markdown.indexOf('## The Cards');
  const answerAt = markdown.indexOf('## Your Answer');
  return markdown
    .split('\n\n')
    .map((block) => {
      const at = markdown.indexOf(block);
      const sentences = splitSentences(block);
      if (block.startsWith('#') || at < cardsAt || (answerAt >= 0 && at >= answerAt)) {
        for (const x of sentences) {
          seen.add(sentenceOpening(x, names));
          said.set(sentenceOpening(x, names), x);
        }
        return block;
      }
      const here = new Set<string>();
      const kept = sentences.filter((x) => {
        const key = sentenceOpening(x, names);
        // Two cards' own sentences may open alike and still say different things: across blocks,
        // only a near-identical sentence is left out.
        const twin = seen.has(key) && (here.has(key) || nearlySame(x, said.get(key)!));
        if (key.split(' ').length >= 5 && twin) return false;
        seen.add(key);
        here.add(key);
        said.set(key, x);
        return true;
      });
      return kept.length ? kept.join(' ') : block;
    })
    .join('\n\n');
}

/** The words of a sentence that say what a card means, not its picture or how it is placed. */
const meaningWords = (sentence: string) => sentence.split(/\s+/).length;

/**
 * Whether a card's paragraph says what the card means: a sentence of its authored meaning past the
 * picture (or a plain "it speaks of…"), long enough to be more than an image ("The Ace's fire
 * sputters" alone is not a meaning). Exported for the review tests.
 */
export function statesMeaning(paragraph: string, p: Drawn): boolean {
  const picture = splitSentences(meaningOf(p.card, false).meaning)[0];
  const own = splitSentences(p.m.meaning)
    .filter((s) => s !== picture && !CITES.test(s))
    .map((s) => asClause(s.replace(/^Reversed, /, '')).slice(1));
  const sentences = splitSentences(paragraph);
  const words = sentences
    .filter(
      (s) =>
        /\b(speaks of|can also mean|is about|stands for)\b/.test(s) ||
        own.some((o) => o.length > 12 && s.includes(o)) ||
        (CITES.test(s) && s !== picture),
    )
    .reduce((n, s) => n + meaningWords(s), 0);
  return words >= 12;
}

/**
 * A card paragraph that has lost its meaning (its citations dropped, its lines about "you" not
 * sayable in the past) says it plainly, without the names: the modern sense, else Waite's, else
 * the card's theme, placed after the opening line so the tie to the question still closes it
 * (review r25: "the Seven of Pentacles reversed gets no meaning at all").
 */
function withMeaning(paragraph: string, p: Drawn, q: QuestionReading): string {
  if (statesMeaning(paragraph, p)) return paragraph;
  const sentences = splitSentences(paragraph);
  const all = splitSentences(p.m.meaning);
  const picture = splitSentences(meaningOf(p.card, false).meaning)[0];
  const short = p.card.name.replace(/^The /, '');
  const past = PAST_POSITIONS.has(p.d.positionKey);
  // A line of the card's own meaning not yet said, one that describes the card (so true in any
  // position) or, outside the past, any that does not lean on the line before it.
  // Only what the card's other lines may say on this question: no household, romance or literal
  // harm it does not ask about; a courtship in the added line would read as the asker's own.
  const sayable = (x: string) =>
    !unaskedImage(x, q) &&
    suitsCare(x, q) &&
    fitsQuestion(x, q) &&
    !presumesUnasked(x, q) &&
    !(q.sensitive && readsLiterally(x)) &&
    !(q.noPartner && ASSUMES_PARTNER.test(x)) &&
    !/\b(romantic|romance|courtship|proposal|lovers?)\b/i.test(x);
  // "This is the start of a journey…" after the picture is the card's own definition: "It is…".
  const own = all
    .map((s) => s.replace(/^This is /, 'It is '))
    .find(
      (s) =>
        s !== picture &&
        !CITES.test(s) &&
        !READS_ON.test(s) &&
        !AFTER_CITATION.test(s) &&
        !sentences.some((x) => x.includes(asClause(s.replace(/^Reversed, /, '')).slice(1))) &&
        (s.includes(short) || !(past && /\b(you|your)\b/i.test(s)) || !!inPastTense(s)) &&
        sayable(s),
    );
  const sense = all
    .map(
      (s) =>
        /(?:^|; |, while |, and | but )(?:the modern reading|modern practice|today’s reading|the usual reading(?: now)?) (?:sees|adds|stresses|gives) (.+?)\.?$/i.exec(
          s,
        )?.[1] ??
        /^Waite (?:also )?(?:gives|gave|names|named|lists|listed|notes|noted|speaks of|spoke of|wrote of|warns of|warned of|read it as) ([^;]+?)(?:(?:;|, and the modern|, while).*)?\.?$/.exec(
          s,
        )?.[1] ??
        /: Waite’s ([^;]+?)\.?$/.exec(s)?.[1],
    )
    // Waite's loan line is for a question about a loan only.
    .find(
      (x) =>
        speakableSense(x) &&
        !/\blen[dt]\b/.test(x) &&
        // The tradition's list is the card's general sense, kept unless it brings in what the
        // question has none of.
        !unaskedImage(x, q) &&
        !(q.sensitive && readsLiterally(x)) &&
        !/\b(romantic|romance|courtship|proposal|lovers?)\b/i.test(x),
    );
  // The opening line has named the card: the line added says "it" (or "she", "he" of a court card).
  const pronoun = /^Queen\b/.test(short) ? 'She' : /^(King|Knight|Page)\b/.test(short) ? 'He' : 'It';
  // The modern sense, said plainly, is the fullest statement of the card; its own lines ("Reversed,
  // the Queen shows her shadow") may say less.
  // A bare pair of Waite's words ("folly and extravagance") says less than the card's own line.
  const full = sense && sense.split(' ').length >= 5 ? sense : null;
  const line = full
    ? `${pronoun} speaks of ${full}.`
    : own
      ? (past && !own.includes(short) && /\b(you|your)\b/i.test(own) ? inPastTense(own)! : own).replace(
          new RegExp(`^(?:Reversed, )?[Tt]he ${short} (?=is|shows|can|speaks|stands)`),
          `${pronoun} `,
        )
      : sense
        ? `${pronoun} speaks of ${sense}.`
        : null;
  // The theme is the story's to tell; said here too it would be said twice.
  if (!line) return paragraph;
  // A sense the paragraph already gives ("Waite gives an honest … man") is not said again as
  // "He speaks of an honest … man" (review r27), and a paragraph that already says what the card
  // speaks of takes no second one (set i: "She speaks of a friendly… woman. It speaks of confidence…").
  const spoken = /speaks of (.+)\.$/.exec(line)?.[1];
  if (spoken && (paragraph.includes(spoken) || / speaks of /.test(paragraph))) return paragraph;
  // A reversed court card's shadow portrait ("someone who cannot be trusted", "a readiness to cut
  // moral corners") is a verdict on a person: its quality has said it as a pressure (review r26b).
  if (isCourt(p.card) && rev(p.d) && SHADOW_PORTRAIT.test(line)) return paragraph;
  // After the opening line and any line of the card's own text that follows it, before the tie to
  // the question.
  const text = p.m.meaning.toLowerCase();
  const at = Math.min(
    sentences.length,
    sentences.length > 2 &&
      text.includes(
        asClause(sentences[1]!.replace(/^Reversed, /, ''))
          .slice(1)
          .toLowerCase(),
      )
      ? 2
      : 1,
  );
  sentences.splice(at, 0, line);
  return sentences.join(' ');
}

/** A court card's own line for its shadow side: "She is the shadow of this queen: bitter, harsh…". */
const SHADOW_LINE = /^(?:He|She|It) (?:speaks of|is) the shadow of [^:]+: /;
const GENDERED = /\b(he|she|him|her|his|hers|himself|herself)\b/i;

/** The lines of a court card's shadow that judge a person rather than name a pressure. */
const SHADOW_PORTRAIT =
  /\b(cannot be trusted|greed\w*|corrupt\w*|vice|moral corners|cruel\w*|deceit\w*|swindl\w*|trickery|untrustworth\w*|liars?|bigot\w*|malic\w*|spite\w*)\b/i;

/**
 * A reversed court card's paragraph without the lines that judge a person ("Waite warned of someone
 * who cannot be trusted"): the opening line has said its shadow as a pressure (review r26b).
 */
function withoutShadowPortrait(paragraph: string, p: Drawn, fit: string | null): string {
  if (!isCourt(p.card) || !rev(p.d)) return paragraph;
  const [first, ...rest] = splitSentences(paragraph);
  // A literal fit ("the Knight of Cups reversed as artifice and trickery" on a withheld deposit)
  // reads the card for the matter, not for a person, and stays.
  return [
    first,
    ...rest
      .filter((s) => !SHADOW_PORTRAIT.test(s) || (!!fit && fit.includes(s.replace(/^(It|He|She) /, ''))))
      // "He speaks of the shadow of this rider: reckless…" is said of the card by name: "Left
      // unchecked, its shadow shows:" was the same in every batch, and the figure's he or she is
      // never the asker's, so a shadow told with one ("neglecting herself" to Karl) is left to the
      // opening line (review d3).
      .flatMap((s) =>
        !SHADOW_LINE.test(s)
          ? [s]
          : GENDERED.test(s.replace(SHADOW_LINE, ''))
            ? []
            : [s.replace(SHADOW_LINE, `${capitalise(named(p.card, p.d))} at its worst: `)],
      ),
  ].join(' ');
}

/** A sentence that cites Waite and nothing else: the modern reading is not in it. */
const WAITE_ONLY = (sentence: string) =>
  /\bWaite\b/.test(sentence) && !/\b(modern|today|readers|usual reading)\b/i.test(sentence);

/**
 * Waite is cited where he adds something: a card that names the matter outright in his words
 * (the Knight of Wands as a change of residence) is not cited a second time from its meaning.
 */
function citedOnce(paragraphs: string[]): string[] {
  const sentences = paragraphs.map(splitSentences);
  const fitted = sentences.map((ss) => ss.filter((x) => /\bWaite\b/.test(x)).length > 1);
  const out = sentences.map((ss, i) => {
    if (!fitted[i]) return ss;
    // The first Waite sentence is the meaning's; the literal fit, which follows, says it for this
    // question. A first citation that also carries the modern reading stays.
    const first = ss.findIndex((x) => /\bWaite\b/.test(x));
    return WAITE_ONLY(ss[first]!) ? ss.filter((_, k) => k !== first) : ss;
  });
  return out.map((ss) => ss.join(' '));
}

const MODERN_VERB: Record<string, string> = { sees: 'see', adds: 'add', stresses: 'stress' };
const TRADITION = /Waite gives ([^;.]+)[;.] [Tt]he modern reading (sees|adds|stresses) ([^.]+)\./;
/** Other names for the tradition after Waite has been named once, each taking his verb as it stands. */
const WAITE_AGAIN = ['the older tradition', 'the 1911 key', 'the Rider-Waite tradition'];
/** Names for the modern reading, singular like it, so its verb agrees as written. */
const MODERN_NAMES = ['the modern reading', 'today’s reading', 'modern practice', 'the usual reading now'];

/**
 * A reading names Waite once and says "the modern reading" in more than one way: later cards give
 * the same two senses in other words, and readings differ in how they start, so the frame does
 * not become a drumbeat within a reading or across them.
 */
export function traditionVarier(c: Chooser): (paragraph: string) => string {
  let seen = 0;
  let waite = 0;
  let modern = 0;
  return (paragraph) => {
    const m = TRADITION.exec(paragraph);
    let out = paragraph;
    if (m) {
      seen += 1;
      if (seen > 1) {
        const [, old, verb, now] = m as unknown as [string, string, string, string];
        const v = MODERN_VERB[verb]!;
        out = out.replace(
          TRADITION,
          c.cycle('tradition', seen, [
            `Its traditional sense is ${old}; readers now ${v} ${now}.`,
            `The old meanings are ${old}, and readers today ${v} ${now}.`,
            `In the oldest sources it means ${old}; modern readers ${v} ${now}.`,
          ]),
        );
      }
    }
    out = out.replace(/(^|[.;:,] |\b(?:while|and|but|though) )Waite (?=[a-z])/g, (all, lead: string) => {
      waite += 1;
      if (waite === 1) return all;
      const name = c.cycle('waite', waite, WAITE_AGAIN);
      return `${lead}${/[.] $|^$/.test(lead) ? capitalise(name) : name} `;
    });
    return out.replace(/\b([Tt])he modern reading\b/g, (all, t: string) => {
      const name = c.cycle('modern', modern++, MODERN_NAMES);
      return t === 'T' ? capitalise(name) : name;
    });
  };
}

/**
 * The overview's answer to an open question: what the future card says on the question's
 * subject, which its own paragraph then leaves out; the step itself closes the reading.
 */
function openOpening(
  step: Step | null,
  cards: Drawn[],
  q: QuestionReading,
  question: string,
  arc: string,
): { lines: string[]; said: string | null } {
  const [past, present, future] = cards as [Drawn, Drawn, Drawn];
  // "What is blocking me?" is answered by the hardest card before the future, the block itself.
  if (ASKS_BLOCK.test(question)) {
    const block = blockOf(cards);
    if (kindBlock(block))
      return {
        lines: [
          `In short, no card here works against ${matterOf(q, question)}, so the block is the card you are leaning on: ${at3(block)}, ${themeHead(block.m.theme)}, good in itself but held onto past its time.`,
          arc.includes(future.m.theme)
            ? `${capitalise(at3(future))} shows what opens up once you move on from it.`
            : `${capitalise(at3(future))} shows what opens up once you move on from it: ${future.m.theme}.`,
        ],
        said: null,
      };
    const sentence = placedSubject(block, q).find((s) => !IMPERATIVE.test(s) && s !== step?.sentence) ?? null;
    // A block is never "ahead" (review r26b): the last card, when it names the block, is what you
    // are holding off now, and what opens up is told by the present instead.
    if (block === future)
      return {
        lines: [
          `In short, the block is what ${named(block.card, block.d)}, the last card, names: ${block.m.theme}, which you are holding off now rather than meeting later.`,
          `${capitalise(at3(present))} shows where you stand with it.`,
        ],
        said: null,
      };
    return {
      lines: [
        sentence
          ? `In short, the block is ${at3(block)}: ${asClause(sentence)}.`
          : arc.includes(block.m.theme)
            ? `In short, the block is ${at3(block)}.`
            : `In short, the block is what ${at3(block)} shows: ${block.m.theme}.`,
        arc.includes(future.m.theme)
          ? `${capitalise(at3(future))} shows what opens up once it is eased.`
          : `${capitalise(at3(future))} shows what opens up once it is eased: ${future.m.theme}.`,
      ],
      said: sentence,
    };
  }
  // "What will it be like?" asks for a picture: the present and the future cards give it.
  if (ASKS_LIKE.test(question)) {
    // A court card is a person, not a time: "begin with an impatient youth, all talk and no
    // follow-through" read as an insult to the asker (review w); its quality is what the time asks.
    const timeOf = (p: Drawn) => {
      const quality = COURT_QUALITY[p.card.id]?.[rev(p.d) ? 'reversed' : 'upright'];
      // The card is named after the time: "guard against the Knight of Swords' haste, which…, which
      // is what the Knight of Swords reversed now shows" named it twice and ran two "which" (review a).
      return !quality
        ? p.m.theme
        : rev(p.d)
          ? `a time to guard against ${withoutCardOwner(quality)}`
          : `a time that calls for ${withoutCardOwner(quality)}`;
    };
    const ahead = timeOf(future);
    return {
      lines: [
        `In short, ${matterOf(q, question)}${q.when ? ` ${q.when}` : ''} looks set to begin with ${timeOf(present)}: that is ${at3(present)}.`,
        `After that, ${at3(future)} points to ${ahead}.`,
      ],
      said: null,
    };
  }
  // "When…?" gets the pace the cards ahead show, never a date.
  if (ASKS_WHEN.test(question))
    return {
      lines: [
        `In short, the cards give a pace rather than a date, and the pace is ${paceOf([present, future]).short}.`,
      ],
      said: null,
    };
  // "Why…?" asks for the cause: the past card that set it going and the present that keeps it so.
  if (ASKS_WHY.test(question)) return { lines: [`In short, ${causeOf(past, present)}`], said: null };
  // "How can I…?" asks for a step: its head answers, and the whole step closes the reading; a step
  // with no clean head is not said twice, and the future card answers instead.
  const stepHead = step?.text.split(/; |, and |, then /)[0];
  // "Say plainly" cut from "say plainly, and calmly, what you need" is no sentence (review r26b): a
  // head has a verb and its object, four words at least.
  if (
    step &&
    stepHead &&
    stepHead !== step.text &&
    stepHead.split(' ').length >= 4 &&
    ASKS_HOW.test(question)
  ) {
    const by = step.from && !step.bySuit ? `, as ${at3(step.from)} advises` : '';
    return { lines: [`In short: ${stepHead}${by}.`], said: null };
  }
  const [n, z] = [present.m.lean, future.m.lean];
  const own = placedSubject(future, q).filter((s) => s !== step?.sentence);
  const said = own.find((s) => !IMPERATIVE.test(s)) ?? own[0] ?? null;
  const relation =
    n === 'yes' && z === 'yes'
      ? 'points the same way, so the ground for this is already under you'
      : n === 'no' && z === 'yes'
        ? 'is what has to be got through first'
        : n === 'yes' && z === 'no'
          ? 'is the strength to draw on so that it goes better'
          : n === 'no' && z === 'no'
            ? 'carries the same strain, so the change has to start now'
            : // An open question has no outcome to decide: the present is where to begin (review r27).
              q.yesNo
              ? 'is where the outcome will be decided'
              : 'is where to begin';
  // A court card in the present is a quality the asker brings, never the portrait in its theme.
  const now =
    arc.includes(present.m.theme) || isCourt(present.card)
      ? [`${capitalise(at3(present))} ${relation}.`]
      : [`Where you stand, ${at3(present)} shows ${present.m.theme}; it ${relation}.`];
  // "Should I forgive my sister?" is the asker's own choice of conscience: the cards show where
  // things head and what to draw on, never a yes or a no (review r27: "lean towards no" stood on
  // the Emperor reversed, whose rigidity argues for letting go).
  // "Will my best friend forgive me?" is the friend's choice, though no relative is named.
  const theirsToForgive = /\bforgiv\w* (me|us)\b/.test(q.words ?? question.toLowerCase());
  if (q.yesNo && q.moral && !q.other && !theirsToForgive) {
    const ahead = arc.includes(future.m.theme) ? '' : `: ${future.m.theme}`;
    return {
      lines: [
        `In short, ${choiceOf(matterOf(q, question))} is your choice, and the cards do not make it for you; ${at3(future)} shows where things head as they stand${ahead}.`,
        ...now,
      ],
      said: null,
    };
  }
  // A yes/no question left without a verdict (another's choice to make) still gets the cards'
  // lean, never a subject line it did not ask about ("home life is stuck" on a sister's forgiveness).
  if (q.yesNo && q.sensitive === null) {
    const lean =
      z === 'yes'
        ? `the cards lean towards yes: ${at3(future)} is a hopeful card for this`
        : z === 'no'
          ? `the cards lean towards no for now: ${at3(future)} is a hard card for this, though not a final one`
          : `the cards do not settle it yet: ${at3(future)} could still fall either way`;
    return { lines: [`In short, ${lean}.`, ...now], said: null };
  }
  const head = said
    ? `In short, ${at3(future)} gives the answer: ${asClause(said)}.`
    : isCourt(future.card) && COURT_QUALITY[future.card.id]
      ? // A figure ahead is a quality to grow into or someone who arrives, never a person to become.
        rev(future.d)
        ? `In short, ${at3(future)} shows the turn to steer clear of from here: ${growsInto(future)}.`
        : `In short, ${at3(future)} shows what you grow into from here: ${growsInto(future)}, whether in yourself or in someone who arrives to help.`
      : arc.includes(future.m.theme)
        ? // The story tells the card's theme; said here too, the same words would stand twice in a
          // few lines, so the overview gives the card's weight and the story its sense.
          `In short, ${at3(future)} shows where this is heading, and ${z === 'yes' ? 'it is a good card to have ahead' : z === 'no' ? 'it is a hard card to have ahead' : 'it could still fall either way'}.`
        : `In short, ${at3(future)} shows where this is heading: ${future.m.theme}.`;
  return { lines: [head, ...now], said };
}

/**
 * The card that names what holds a matter back: the hardest card before the future, or the
 * future's own when only it leans against, so a bright card ahead is never given as the block.
 */
const blockOf = (cards: Drawn[]): Drawn => {
  const [past, present, future] = cards as [Drawn, Drawn, Drawn];
  // "What is holding it back?" always gets a card: the hardest one, then a reversed or unclear one
  // before the future, and when every card is kind, the present, a strength leaned on too long.
  return (
    [present, past, future].find((p) => p.m.lean === 'no') ??
    [present, past].find((p) => rev(p.d) || p.m.lean === 'unclear') ??
    present
  );
};
/** A block that is a kind card: good in itself, but leaned on too long it keeps things as they are. */
const kindBlock = (p: Drawn) => p.m.lean === 'yes' && !rev(p.d);

/** A question that asks when. */
const ASKS_WHEN = /^\W*(when|how (long|soon))\b/i;
/** A question that asks why. */
const ASKS_WHY = /^\W*why\b/i;

/** The cause a "Why…?" question is answered with: the past card, and the present that keeps it going. */
function causeOf(past: Drawn, present: Drawn): string {
  // A card's name is no cause: the cause is said in the card's own meaning, and the card named as
  // its sign. A court card is a person, who is named before their portrait so the sentence still
  // reads as a cause.
  const told = (p: Drawn) =>
    isCourt(p.card)
      ? `a person in the story, as ${at3(p)} shows: ${p.m.theme}`
      : `${p.m.theme}, as ${at3(p)} shows`;
  if (past.m.lean === 'no') {
    const keeps =
      present.m.lean === 'yes' ? 'is the strength that can break the pattern' : 'is what keeps it going';
    return isCourt(past.card)
      ? `the cause lies with ${told(past)}. ${capitalise(at3(present))} ${keeps}.`
      : `the cause lies in ${told(past)}, and ${at3(present)} ${keeps}.`;
  }
  if (present.m.lean === 'no')
    return isCourt(present.card)
      ? `the cause sits in the present more than in anything behind you, with a person in the story, as ${at3(present)} shows: ${present.m.theme}.`
      : `the cause sits in the present, in ${told(present)}, more than in anything behind you.`;
  return `no card here names a fault: the pattern lies in how ${at3(past)} and ${at3(present)} meet, and in what you expect of them.`;
}

/** A question that asks what something will be like. */
const ASKS_LIKE = /\bwhat will .+ be like\b|\bwhat (does|will) .+ hold\b|\bhow will .+ (go|turn out)\b/i;

/** A question that asks what to do. */
const ASKS_HOW =
  /^\W*(how (can|do|should|could|might) (i|we)|what (should|can|could) (i|we) do|what do (i|we) need to do|what (should|do) (i|we) (need to )?focus on)\b/i;

/** The worry a "how" question names: "without burning out", "without losing my savings". */
const CONCERN =
  /\bwithout ((?:burning|wearing|stressing|losing|hurting|upsetting|damaging|falling|giving|going|breaking|exhausting|ruining|neglecting|sacrificing|feeling|getting|spending|risking|wrecking|making)\b(?: \w+){0,4}?|burnout|stress|exhaustion|guilt|debt)\s*[?.!]*$/i;
/** Burnout and its kin: the worry of someone overloaded. */
const BURNOUT =
  /\b(burn\w* out|burnout|wear\w* (myself|yourself) out|exhaust\w*|stress\w*|overwhelm\w*|falling apart|breaking down|running (myself|yourself) into the ground)\b/i;

/**
 * The sentence that answers the worry a "how" question names, from the hardest card in the
 * spread, or from the pace the cards leave room for when none is hard; null when none is named.
 */
function concernLine(cards: Drawn[], question: string): string | null {
  const m = CONCERN.exec(question.replace(/[’‘]/g, "'").trim());
  if (!m) return null;
  const worry = m[1]!
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\b(myself|ourselves)\b/gi, 'yourself')
    .replace(/\b(me|us)\b/gi, 'you');
  const [past, present, future] = cards as [Drawn, Drawn, Drawn];
  const risk =
    [present, future, past].find((p) => p.m.lean === 'no') ?? [present, future].find((p) => rev(p.d)) ?? null;
  const head = /^(burnout|stress|exhaustion|guilt|debt)$/i.test(worry) ? worry : `not ${worry}`;
  if (BURNOUT.test(worry))
    return risk
      ? `**On ${head}:** ${at3(risk)} is where the strain shows, with ${risk.m.theme}, so set your hours, take one full day off each week and guard your sleep; pace is what gets you to the end, not a luxury.`
      : `**On ${head}:** no card here is one of exhaustion, so keep the pace you can hold: set hours, one full day off each week and your sleep guarded, and the cards’ good run has room to carry you.`;
  return risk
    ? `**On ${head}:** watch what ${at3(risk)} shows, ${risk.m.theme}: that is where it could slip, so deal with it first.`
    : `**On ${head}:** no card here warns of it, so keep to a pace and a plan you can hold, and check in with yourself along the way.`;
}

/** A question that asks what stands in the way. */
const ASKS_BLOCK =
  /\b(block\w*|holding (\w+ ){0,3}back|hold(s)? (\w+ ){1,3}back|in (my|our|the) way|stopping (me|us)|obstacles?)\b/i;

/**
 * "Should we sell the house?" is a step the couple or the family takes together, and the lean says
 * so once; the rest of the reading's "you" already reads as plural.
 */
function ourMatter(matter: string, question: string): string {
  return /^\W*(should|shall|can|could|will|do|are|is it time for) we\b/i.test(question) &&
    /^\w+ing\b/.test(matter) &&
    !/\b(you and|together|between you)\b/.test(matter)
    ? `${matter} together`
    : matter;
}

/** The note of a sensitive question, with Death or the Tower read as change when they appear. */
function careNote(care: CareText, cards: Drawn[], q: QuestionReading): string {
  const dark = cards.filter((p) => CHANGE_CARDS.includes(p.card.id));
  if (dark.length === 0) return care.note;
  const about =
    q.care === 'legal'
      ? 'your safety'
      : q.thirdPerson
        ? q.thirdPerson.who
        : q.care === 'child'
          ? 'your child'
          : 'anyone’s body';
  return `${care.note} ${capitalise(listJoin(dark.map((p) => cardPhrase(p.card))))} ${dark.length > 1 ? 'are' : 'is'} read here as change in the matter, never as a forecast about ${about}.`;
}

/** How the step after a lean is introduced, by the way the cards lean. */
/** The answer's lead to its step when the question weighs a step of its own: how to take it, or what to settle first. */
const STEP_LEADS: Record<TarotLean, string> = {
  yes: 'How to go about it:',
  no: 'What to settle first:',
  unclear: 'What would settle it:',
};
const TIP_LEADS: Record<TarotLean, string[]> = {
  yes: ['What keeps it that way:', 'To hold that course:', 'What helps it along:'],
  no: ['What could change it:', 'What could still turn it:', 'Where you can still make a difference:'],
  unclear: ['What would settle it:', 'What could tip it:', 'Where to put your effort:'],
};

/** Kinds of care where the asker weighs a step of their own: a parent's move into care, an operation, a treatment. */
const CARE_STEP_KINDS = new Set(['elder', 'surgery', 'illness', 'fertility']);
/**
 * Care steps that change an arrangement already in place (a parent's care, a body under strain): a
 * hard card now is that arrangement not holding. A fertility decision changes no arrangement.
 */
const ARRANGED_KINDS = new Set(['elder', 'surgery', 'illness']);

/**
 * The steps beside a dying parent, said of him or her: "read it to them or leave it by them" named
 * the asker's own father as "them" (review p).
 */
function dyingCare(pronoun: 'him' | 'her'): CareText {
  const [they, their] = pronoun === 'him' ? ['he', 'his'] : ['she', 'her'];
  const steps = Object.fromEntries(
    Object.entries(CARE_TEXT.dying.steps).map(([kind, text]) => [
      kind,
      text
        .replace(/\bthey have\b/g, `${they} has`)
        .replace(/\bthey are\b/g, `${they} is`)
        .replace(/\bthem\b/g, pronoun)
        .replace(/\btheir\b/g, their),
    ]),
  ) as CareText['steps'];
  return { ...CARE_TEXT.dying, steps };
}

/** Who settles the details of a care step the cards lean on. */
function deferTo(q: QuestionReading): string {
  const who = q.thirdPerson?.who ?? q.situation.roleWho;
  if (q.care === 'elder')
    return `The details, what care and where, are for ${who ?? 'your parent'}’s doctors, a social worker and your family to settle${who ? ' together' : ''}, with ${who ? 'them' : 'your parent'} heard.`;
  if (q.care === 'surgery')
    return 'The timing itself is for your surgeon to confirm: take this to them as your own leaning, with your reasons.';
  if (q.care === 'fertility')
    return 'What is possible, and when, is for a fertility specialist to say, and the decision is yours to make with them.';
  return 'The details are for your doctor to settle with you.';
}

/**
 * The reason for a lean: what the cards that give it, and any that pull against it, show for the
 * matter. A card's name alone tells the client nothing about why the answer goes as it does.
 */
function restsOn(
  l: ThreeCardLean,
  matter: string,
  arc = '',
  cards: Drawn[] = [],
  q: QuestionReading | null = null,
): string {
  // A court card now is the quality the asker brings, not the portrait in its theme.
  // A court card now is the quality the asker brings, and ahead the way to meet what comes: never
  // the portrait in its theme.
  const theme = (p: Drawn) => {
    if (!isCourt(p.card)) return p.m.theme;
    const quality = COURT_QUALITY[p.card.id]![rev(p.d) ? 'reversed' : 'upright'];
    return p.d.positionKey === 'present'
      ? quality.replace(CARD_OWNER, 'your ')
      : `${withoutCardOwner(quality)}, ${rev(p.d) ? 'a warning about how you meet what comes' : 'the way to meet what comes'}`;
  };
  // A theme the story of the spread has just told is not said again in the same words: the
  // answer then names the card and points back to it.
  const told = (p: Drawn) => arc.includes(theme(p));
  // Cards whose themes are new are told; a told one stands beside them by name, never as a bare
  // clause of its own ("…; and the Four of Cups reversed now.").
  const shows = (ps: Drawn[]) => {
    const fresh = ps.filter((p) => !told(p));
    const described = fresh.map((p) => `${at3(p)} shows ${theme(p)}`).join('; and ');
    const known = ps.filter(told);
    // "With the Nine of Wands ahead behind it" put a card ahead and behind at once (review r32).
    return known.length ? `${described}, with ${listJoin(known.map(at3))} pointing the same way` : described;
  };
  const pro = l.pro.filter((p) => !told(p));
  const con = l.con.length
    ? l.con.every(told)
      ? ` ${capitalise(listJoin(l.con.map(at3)))} ${l.con.length > 1 ? 'pull' : 'pulls'} the other way.`
      : ` Against that, ${shows(l.con)}.`
    : '';
  // Led by the card that carries the answer, so the sentence opens differently with each draw. The
  // story of the spread has just said the lean for the matter in its own words: the answer names
  // the matter no more, nor points back to "the story above" (review r25: the matter nine times).
  const why =
    pro.length === 0
      ? [
          // Never "for the reasons its paragraph gives": a reader hears the template (review r26c);
          // nor "read with the rest of the spread", said six times in fifteen readings (review w).
          `What settles it is ${listJoin(l.pro.map(at3))}.`,
          `It comes down to ${listJoin(l.pro.map(at3))}.`,
        ][hash32(l.pro[0]!.card.id) % 2]!
      : l.pro.length > 1
        ? `${capitalise(shows(l.pro))}.`
        : `${capitalise(at3(l.pro[0]!))} carries it: it shows ${theme(l.pro[0]!)}.`;
  return [`${why}${con}`, ...(q ? missing(l, cards, q) : [])].join(' ');
}

/**
 * What a weak lean lacks for a clear answer, said from the cards (review t: the heading's "but not
 * strongly" was the only reason nine readings of fifteen gave): the card ahead that does not
 * commit, or a yes that rests on reversed cards alone. A card against the lean has been named already; a lean held back by the
 * question itself (someone else's mind) has been said to be.
 */
function missing(l: ThreeCardLean, cards: Drawn[], q: QuestionReading): string[] {
  const future = cards[2];
  if (l.strength !== 'slightly' || l.lean === 'unclear' || l.held || l.con.length || !future) return [];
  const spoken = q.leaving ? 'answer' : spokenLean(l.lean, q);
  if (l.lean === 'yes' && l.pro.every((p) => rev(p.d)))
    return [
      `${capitalise(listJoin(l.pro.map((p) => named(p.card, p.d))))} ${l.pro.length > 1 ? 'promise' : 'promises'} a good that comes slower or smaller than hoped, so the yes is real but modest.`,
    ];
  if ([...l.pro, ...(l.softened ?? [])].includes(future)) return [];
  return [
    `For a clear ${spoken}, the card ahead would have to agree, and ${named(future.card, future.d)} does not commit.`,
  ];
}

/** The answer's opening for a lean or a comparison: the verdict and the cards it rests on. */
function verdictHead(
  lean: ThreeCardLean | null,
  cmp: Comparison | null,
  q: QuestionReading,
  matter: string,
): string {
  if (cmp) {
    const o = q.options!;
    const pick = cmp.favour === null ? null : cmp.favour === 0 ? o.a : o.b;
    return pick
      ? `**The cards favour ${quoteOpt(pick)}.** That is ${cmp.slight ? 'a slight' : 'a clear'} lean over ${quoteOpt(pick === o.a ? o.b : o.a)}.`
      : cmp.rest
        ? '**Not yet: rest before you choose.**'
        : '**Neither option clearly.**';
  }
  const l = lean!;
  const head = `**${capitalise(LEAN_WORDS[spokenLean(l.lean, q)])}${headFirmness(l.strength)}.**`;
  return l.lean === 'unclear' ? head : `${head} ${restsOn(l, matter)}`;
}

/**
 * An answer names the cards it rests on, at least two (review r26b: "let someone in, even a little"
 * was the whole answer on a second child): those it leaves unnamed are cited after its last
 * sentence, the present first. A sentence of its own ("That is the step that lets you meet what the
 * Two of Pentacles now asks of you") said nothing the step had not, and every reviewer of set h
 * quoted it as stock.
 */
function answerGrounded(answer: string, cards: Drawn[]): string {
  const [, present, future] = cards as [Drawn, Drawn, Drawn];
  const names = (p: Drawn) => answer.includes(p.card.name.replace(/^The /, ''));
  if (cards.filter(names).length >= 2 || !answer.endsWith('.')) return answer;
  const cited = [present, future].filter((p) => !names(p)).map(at3);
  // A step that already cites its card takes the others into the same brackets: two citations in a
  // row ("(the Four of Pentacles reversed) (the Knight of Cups ahead)") read as a glitch (review r31).
  const last = /\(([^()]*)\)\.$/.exec(answer);
  return last
    ? `${answer.slice(0, last.index)}(${listJoin([last[1]!, ...cited])}).`
    : `${answer.slice(0, -1)} (${listJoin(cited)}).`;
}

/** The closing section of a three-card reading: the lean, the comparison, the care step or the one thing to do. */
function threeCardAnswer(
  c: Chooser,
  lean: ThreeCardLean | null,
  cmp: Comparison | null,
  care: CareText | null,
  step: Step | null,
  cards: Drawn[],
  q: QuestionReading,
  arc: string,
  question: string,
  matter: string,
): string {
  const future = cards[2]!;
  // The future's theme is said once: in the story of the spread, or here.
  const toldTheme = arc.includes(future.m.theme);
  if (care) {
    const said = (cmp ?? lean) ? `${verdictHead(lean, cmp, q, matter)} ${deferTo(q)} ` : null;
    const head = said ?? (q.yesNo ? `**No yes or no here.** ${care.whose} ` : '');
    const self = q.care === 'child' && ASKS_FOR_SELF.test(question) ? ` ${CHILD_SELF}` : '';
    // An office or a court keeps its own time, and the cards' pace is said only of that, never of a body.
    const pace =
      q.care === 'legal' && ASKS_WHEN.test(question)
        ? ` **On timing:** ${paceOf([cards[1]!, future]).full}`
        : '';
    // "How can I sleep better while I recover?" asks about the nights, so the answer speaks to them.
    const nights =
      q.care === 'illness' && /\bsleep\w*\b/i.test(question)
        ? ` **For the nights:** keep the same bedtime and waking time, wind down without a screen, and ${
            q.grants.has('pain')
              ? 'ask your doctor or physiotherapist how to ease pain and lie comfortably while you heal'
              : 'write down what is on your mind before bed, so it waits on paper until morning; if sleep stays poor for weeks, tell your doctor'
          }.`
        : '';
    return `${head}**What can help now:** ${step!.text}.${self}${pace}${nights}`;
  }
  const todo = step?.text;
  const from = '';
  const theirs =
    // The overview has said whose choice it is; the answer gives only the asker's part.
    q.other && todo
      ? `${c.pick('yours', ['The part that is yours:', 'What is in your hands:'])} ${todo}.`
      : null;
  if (cmp) {
    const o = q.options!;
    const pick = cmp.favour === null ? null : cmp.favour === 0 ? o.a : o.b;
    const head = pick
      ? `**The cards favour ${quoteOpt(pick)}.** That is ${cmp.slight ? 'a slight' : 'a clear'} lean over ${quoteOpt(pick === o.a ? o.b : o.a)}.`
      : cmp.rest
        ? '**Not yet: rest before you choose.**'
        : '**Neither option clearly.**';
    const tip = todo ? [`**Whichever you choose:** ${todo}.${from}`] : [];
    return [head, ...tip].join(' ');
  }
  if (lean) {
    const turned =
      q.leaving && lean.lean !== 'unclear' ? `: the cards favour ${leaveFavours(lean.lean, q)}` : '';
    // Another's feelings are theirs: a lean on them is a lean on what the cards show between you.
    const seen =
      theirs && lean.lean !== 'unclear' && !passing(q) ? ', on what the cards show between you' : '';
    const head = `**${capitalise(LEAN_WORDS[spokenLean(lean.lean, q)])}${headFirmness(lean.strength)}${turned}${seen}.**`;
    const f = named(future.card, future.d, true);
    // The cards that give the lean are named in the answer itself, even when the story told their themes.
    // The answer names the cards behind the lean; their meanings were told in the cards' own
    // paragraphs and the story, so they are not said a third time. An unclear future card that the
    // story did not tell is still described, since nothing else says what it brings.
    const because =
      lean.lean === 'unclear'
        ? lean.split
          ? [
              [
                `${capitalise(at3(future))} and ${at3(cards[1]!)} pull against each other.`,
                `${capitalise(at3(future))} pulls one way and ${at3(cards[1]!)} the other.`,
                `Between ${at3(future)} and ${at3(cards[1]!)} the weight is even.`,
                `${capitalise(at3(cards[1]!))} and ${at3(future)} point opposite ways, and neither outweighs the other.`,
              ][hash32(`${future.card.id}${cards[1]!.card.id}`) % 4]!,
            ]
          : toldTheme || isCourt(future.card)
            ? [`Neither ${named(cards[1]!.card, cards[1]!.d)} nor ${named(future.card, future.d)} tips it.`]
            : [
                `${f}, ahead, brings ${future.m.theme}, and the cards around it do not settle which way that falls.`,
              ]
        : [restsOn(lean, matter, arc, cards, q)];
    const tip = !todo
      ? []
      : theirs
        ? [theirs]
        : [
            `${q.acts ? STEP_LEADS[lean.lean] : c.pick(`tip:${lean.lean}`, TIP_LEADS[lean.lean])} ${todo}.${from}`,
          ];
    return [head, ...because, ...tip].join(' ');
  }
  if (ASKS_WHEN.test(question)) {
    const then = todo
      ? ` ${c.pick('when:step', ['Meanwhile:', 'What you can do while you wait:'])} ${todo}.`
      : '';
    return `**On timing:** ${paceOf([cards[1]!, future]).full}${then}`;
  }
  if (ASKS_BLOCK.test(question) && !lean) {
    const block = blockOf(cards);
    const then = todo ? ` **What changes it:** ${todo}.` : '';
    return kindBlock(block)
      ? `**What holds it back, as the cards show it:** ${at3(block)}: ${themeHead(block.m.theme)} is good in itself, but leaned on too long it keeps things where they are.${then}`
      : `**What holds it back, as the cards show it:** ${block.m.theme}, as ${block === future ? `${named(block.card, block.d)}, the last card,` : at3(block)} shows${block === future ? `, with ${at3(cards[1]!)} for where you stand` : ''}.${then}`;
  }
  if (ASKS_WHY.test(question)) {
    const [past, present] = cards as [Drawn, Drawn];
    const then = todo ? ` **What changes it:** ${todo}.` : '';
    // A kind card ahead is what opens once the cause is dealt with, not a fate to avoid (review r30:
    // the Ten of Cups "shows where it leads if nothing changes").
    const ahead =
      future.m.lean === 'yes'
        ? 'shows what opens once the cause is dealt with'
        : 'shows where it leads if nothing changes';
    return `**The cause, as the cards show it:** ${causeOf(past, present)} ${named(future.card, future.d, true)} ahead ${ahead}.${then}`;
  }
  const method = ASKS_HOW.test(question) && !theirs ? howSteps(cards, q, step, question) : [];
  // "…without burning out?": the worry the asker names is answered too, never left for them to infer.
  const worry = ASKS_HOW.test(question) ? concernLine(cards, question) : null;
  if (method.length > 0)
    return `**${/\bfocus on\b/i.test(question) ? 'Where to put your focus' : 'How to go about it'}:** ${methodText(method)}${worry ? ` ${worry}` : ''}`;
  if (!step)
    return `**What the cards leave you with:** ${at3(cards[1]!)} shows where things stand, and ${at3(future)} where they are heading: ${future.m.theme}.`;
  const F = named(future.card, future.d, true);
  // The step is tied to what the card ahead means for the matter, in its words, since "what this
  // step guards against" with only a card's name says nothing the client can use.
  const ahead = toldTheme ? themeHead(future.m.theme) : future.m.theme;
  const toward =
    step.from === future
      ? ''
      : future.m.lean === 'unclear'
        ? toldTheme
          ? `${capitalise(at3(future))} brings ${ahead}, and this step decides whether that works for you or against you.`
          : `${F}, ahead, brings ${future.m.theme}, and how you act now shapes which way that falls.`
        : isCourt(future.card) && COURT_QUALITY[future.card.id]
          ? rev(future.d)
            ? `${capitalise(at3(future))} is the turn to steer clear of, ${growsInto(future)}, and this step is how you keep from it.`
            : `${capitalise(at3(future))} is the ${growsInto(future)} you grow into, or someone who brings it into your life, and this step is how you make room for it.`
          : future.m.lean === 'yes'
            ? `${capitalise(at3(future))} points to ${ahead}, and this step is how you get there.`
            : transforms(future)
              ? `${capitalise(at3(future))} points to ${future.m.theme}, and this step is how you go through that change rather than fight it.`
              : rev(future.d) && CLINGING.has(future.card.id)
                ? `${capitalise(at3(future))} points to ${future.m.theme}, and this step is how you let that change come rather than hold it off.`
                : // A hard card's theme cut to its head ("to the gift") praises what it warns of (review r26b).
                  toldTheme
                  ? `If nothing changes, things head where ${at3(future)} points, and this step is how you turn that.`
                  : `If nothing changes, things head where ${at3(future)} points, to ${future.m.theme}, and this step is how you turn that.`;
  return [
    // "The part that is yours:" is a label of its own, so it takes the place of the heading.
    theirs
      ? `**${theirs.replace(/:/, ':**')}`
      : `**${c.pick('todo', ['The one thing to do', 'Your next step', ...(/\bnow\b/.test(todo ?? '') ? [] : ['What to do now']), 'Where to begin'])}${q.topic ? ` about ${q.topic}` : ''}:** ${todo}.`,
    from.trim(),
    toward,
    worry,
  ]
    .filter(Boolean)
    .join(' ');
}

function tarotFacts(firstName: string, question: string, draw: TarotDraw, cards: Drawn[]): TarotFacts {
  return {
    firstName,
    question,
    spread: draw.spread,
    draw,
    cards: cardFacts(cards),
  };
}
