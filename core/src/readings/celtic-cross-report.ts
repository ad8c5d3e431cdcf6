// The Celtic Cross reading, told as one story in Waite's order: the answer first, then the cross
// (the heart of the matter and what crosses it, the root and what is passing, the crown and what
// approaches), then the staff (you, the people around you, your hopes and fears), then the
// outcome and the answer. Each card is placed by its position's own sentence with its whole
// authored theme, then speaks to the question in its authored sentences; the cards a reader looks
// at together are read together, by name; the draw's seed is left to the Verify footer.
import type { TarotLean } from '../tarot/meanings';
import type { Suit } from '../tarot/deck';
import {
  CROSS_POSITIONS,
  CROWN_AND_OUTCOME,
  GENTLE_LEGAL_OUTCOME,
  GENTLE_OUTCOME,
  GENTLE_STORY,
  HEART_AND_CROSS,
  HOPES_AND_OUTCOME,
  NUMBER_WEIGHT,
  PASSING,
  PASSING_PERSON,
  ROOT_AND_AHEAD,
  SELF_AND_OTHERS,
  SHARED_STRAIN,
  STORY_END,
  STORY_START,
  SUIT_WEIGHT,
  type Tone,
} from './content/celtic-cross';
import { readQuestion, type QuestionReading } from './content/tarot-positions';
import { named, rev, spreadLean, type SpreadLean } from './tarot-interplay';
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
  subjectLine,
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

/**
 * Sentences of a card's meaning that list Waite's and the modern keywords ("Waite gives distress,
 * adversity…; the modern reading sees…"): a reference list, not a reading, so the story leaves
 * them out.
 */
const KEYWORD_LIST =
  /\bmodern reading\b|\bWaite (gives|names|named|lists|listed)\b|\bWaite[’']s (list|words)\b/;
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
  /** In the order they are read: the card's meaning first, then what it says to the question. */
  /** `rank` orders the optional ones: the first meaning sentence, then the second for the question, then the rest. */
  sentences: { text: string; optional: boolean; on: boolean; rank: number }[];
}

function frameOf(c: Chooser, p: Drawn, i: number): string {
  const pos = CROSS_POSITIONS[p.d.positionKey]!;
  const options = pos.hard && tone(p) === 'hard' ? pos.hard : isCourt(p.card) ? pos.court : pos.frames;
  const [n, N] = [nm(p), Nm(p)];
  const texts = options.map((_, k) => c.cycle(`frame:${p.d.positionKey}`, i + k, options)(n, N, p.m.theme));
  // A frame whose own verb the theme repeats ("which brings … bringing") gives way to the next.
  return (
    texts.find((t) => !/\b(\w+ing)\b.*\b\1\b/.test(t.replace(/\b(the )?[A-Z][\w ]* of [A-Z]\w*/g, ''))) ??
    texts[0]!
  );
}

/**
 * A card's text: up to two sentences of its meaning (never the keyword lists) and its sentences
 * for the question. The first sentence for the question always stays; a card with none (the
 * people around you, a past card whose sentence looks ahead) keeps both its meaning sentences,
 * the picture and what it means.
 */
function cardText(c: Chooser, p: Drawn, i: number, q: QuestionReading, step: Step | null): CardText {
  const meaning = usable(p.m.meaning, q)
    .filter(
      (s) =>
        !KEYWORD_LIST.test(s) &&
        (CITED_AT.has(p.d.positionKey) || !CITES_TRADITION.test(s)) &&
        !(q.noPartner && ASSUMES_PARTNER.test(s)) &&
        suitsCare(s, q) &&
        !(q.sensitive && q.sensitive !== 'legal' && STARK.test(s)),
    )
    // "The Tower reversed: … Reversed, the card…": the frame has said it already.
    .map((s) => (rev(p.d) && s.startsWith('Reversed, ') ? capitalise(s.slice('Reversed, '.length)) : s))
    .slice(0, 2);
  let subject = placedSubject(p, q).filter((s) => s !== step?.sentence);
  // Finding love: a card whose love sentences all speak to a partner the asker does not have yet
  // speaks instead with its sentences for the inner path, which is where the block is sought.
  if (subject.length === 0 && q.noPartner && q.subject === 'love' && !PAST_OR_OTHERS.has(p.d.positionKey))
    subject = usable(p.m.subjects.spirit, q).filter((s) => fitsQuestion(s, q) && s !== step?.sentence);
  const sentences = [
    ...meaning.map((text, k) => ({ text, optional: subject.length > 0 || k > 1, rank: 2 * k })),
    ...subject.map((text, k) => ({ text, optional: k > 0, rank: 2 * k - 1 })),
  ].map((s) => ({ ...s, on: !s.optional }));
  return { frame: frameOf(c, p, i), sentences };
}

function paragraph(t: CardText): string {
  return [t.frame, ...t.sentences.filter((s) => s.on).map((s) => s.text)].join(' ');
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
  if (majors.length >= 5)
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

/** The overview's one-line story, from the heart of the matter to the outcome; "but" where they differ. */
function story(c: Chooser, at: (key: string) => Drawn): string {
  const [heart, cross, outcome] = [at('present'), at('challenge'), at('outcome')];
  const start = c.pick('story:start', STORY_START[tone(heart)])(nm(heart), nm(cross));
  const end = c.pick('story:end', STORY_END[tone(outcome)])(nm(outcome));
  const turns = tone(heart) !== 'open' && tone(outcome) !== 'open' && tone(heart) !== tone(outcome);
  return `${start}, ${turns ? 'but' : 'and'} ${end}.`;
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
  const [outcome, self] = [at('outcome'), at('self')];
  if (q.noVerdict) return `The cards give no yes or no here; they speak to ${noVerdictText(q).help}.`;
  if (lean && lean.lean === 'unclear')
    return `The cards give no firm ${options ? 'preference' : 'yes or no'}: the outcome, ${nm(outcome)}, and your own card, ${nm(self)}, do not settle it, and what you do next tips the balance.`;
  if (lean) {
    const firm = FIRMNESS[lean.strength ?? 'slightly'];
    const head = options
      ? `Of your two paths, the cards favour “${lean.lean === 'yes' ? options[0] : options[1]}”, ${firm}.`
      : `The cards lean ${lean.lean}, ${firm}${q.leaving ? `: they favour ${lean.lean === 'no' ? 'staying with' : 'leaving'} ${leftBehind(q)}` : ''}.`;
    const [o, s] = [leanFor(outcome, q), leanFor(self, q)];
    const own = `your own card, ${nm(self)}`;
    const selfSays =
      s === lean.lean
        ? `${own}, agrees`
        : s === 'unclear'
          ? `${own}, is undecided`
          : `${own}, pulls the other way`;
    return o === lean.lean
      ? `${head} The outcome, ${nm(outcome)}, gives that answer, ${s === lean.lean ? 'and' : 'though'} ${selfSays}.`
      : `${head} The outcome, ${nm(outcome)}, is open, so the answer comes from the rest of the spread; ${selfSays}.`;
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

export function composeCelticCross(input: TarotReadingInput): Reading<'celtic-cross'> {
  const { firstName, question } = validate(input, 'celtic-cross');
  const { draw } = input;
  const c = new Chooser(`celtic-cross|${draw.seed}|${draw.cut}|${firstName}|${question}`);
  const q = readQuestion(question);
  const options = q.yesNo ? null : optionsOf(question);
  // A choice between two paths on a body or a court case gets no verdict either.
  if (options && q.sensitive) q.noVerdict = true;
  const cards = drawnCards(draw);
  const at = (key: string) => cards.find((p) => p.d.positionKey === key)!;
  const name = neutralise(firstName);
  const title = `Celtic Cross Reading for ${name}`;
  const lean = (q.yesNo || options) && !q.noVerdict ? spreadLean(cards, 'celtic-cross', q.leaving) : null;
  const step = oneStep(cards, q, question);

  const overview = [
    `${name}, you asked: “${quoteUserText(question, 25)}” ${overviewAnswer(q, lean, options, step, at)}`,
    q.sensitive ? GENTLE_STORY(nm(at('present')), nm(at('challenge')), nm(at('outcome'))) : story(c, at),
    subjectLine(c, q, name),
  ];
  const note = sensitiveNote(q, cards);
  if (note) overview.push(note);

  const texts = new Map(cards.map((p, i) => [p.d.positionKey, cardText(c, p, i, q, step)]));
  const t = (key: string) => texts.get(key)!;
  const heading = (...keys: string[]) =>
    keys.map((k) => `${at(k).card.name}${rev(at(k).d) ? ' (reversed)' : ''}`).join(', ');
  const reading = q.sensitive
    ? (q.sensitive === 'legal' ? GENTLE_LEGAL_OUTCOME : GENTLE_OUTCOME)[tone(at('outcome'))](
        nm(at('outcome')),
      )
    : [
        pair(c, 'crown-outcome', CROWN_AND_OUTCOME, at('crown'), at('outcome')),
        pair(c, 'hopes-outcome', HOPES_AND_OUTCOME, at('hopes-fears'), at('outcome')),
      ].join(' ');
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
      (isCourt(at('recent-past').card)
        ? PASSING_PERSON[tone(at('recent-past'))]
        : c.pick('passing', PASSING[tone(at('recent-past'))]))(
        nm(at('recent-past')),
        nm(at('present')),
        Nm(at('recent-past')),
        Nm(at('present')),
      ),
      `### The crown and what approaches: ${heading('crown', 'near-future')}`,
      paragraph(t('crown')),
      paragraph(t('near-future')),
      pair(c, 'root-ahead', ROOT_AND_AHEAD, at('foundation'), at('near-future')),
      `## The Staff`,
      `### You and the people around you: ${heading('self', 'environment')}`,
      paragraph(t('self')),
      paragraph(t('environment')),
      q.sensitive &&
      q.sensitive !== 'legal' &&
      tone(at('self')) === 'hard' &&
      tone(at('environment')) === 'hard'
        ? SHARED_STRAIN(nm(at('self')), nm(at('environment')))
        : pair(c, 'self-others', SELF_AND_OTHERS, at('self'), at('environment')),
      `### Your hopes and fears: ${heading('hopes-fears')}`,
      paragraph(t('hopes-fears')),
      `## The Answer`,
      `### The outcome: ${heading('outcome')}`,
      paragraph(t('outcome')),
      reading,
      ...(pattern ? [pattern] : []),
      answer,
      verifySection(draw),
    ].join('\n\n');

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
