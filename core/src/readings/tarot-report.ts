// Three-card and Celtic Cross reports, written from the authored card meanings
// (tarot/meanings). A position frames a card's whole theme; the card's meaning and the sentence
// written for the question's subject follow as the writers wrote them. The overview gives the
// answer first; the Celtic Cross reads as one story: the cross, the staff, then the answer.
import { cardById, SPREADS, type SpreadId, type TarotCard } from '../tarot/deck';
import type { DrawnCard, TarotDraw } from '../tarot/draw';
import { meaningOf, type OrientationMeaning, type TarotSubject } from '../tarot/meanings';
import { InputError } from './errors';
import { POSITION_TEXT, readQuestion, SUBJECT_TEXT, type QuestionReading } from './content/tarot-positions';
import {
  cardPhrase,
  named,
  pairSentence,
  rev,
  spreadLean,
  spreadThemes,
  type Placed,
  type RelationCount,
  type SpreadLean,
} from './tarot-interplay';
import { capitalise, Chooser, countWords, listJoin, neutralise, quoteUserText } from './text';
import type { CardFact, Reading, TarotFacts } from './types';
import { checkName, checkQuestion } from './validate';
import { VERIFY_HEADING } from './verify-footer';

export interface TarotReadingInput {
  firstName: string;
  question: string;
  /** A draw from drawSpread, seed revealed. */
  draw: TarotDraw;
}

/** The Celtic Cross runs to 800-1,100 words; meaning sentences are added up to this target. */
const CELTIC_CROSS_TARGET = 1_050;

/**
 * Words a health or legal question must never meet in its reading: the literal sense of the
 * darker cards (Waite lists death, disease and ruin among them). Card names are left out before
 * the check, so "Death" the card may be named.
 */
export const LITERAL_HARM =
  /\b(death|deaths|die|dies|dying|dead|deadly|illness(es)?|ill|disease[sd]?|sick\w*|poverty|destitut\w*|miscarr\w*|fatal|terminal|penniless|bankrupt\w*|ruin(ed|s)?)\b/i;

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

interface Drawn extends Placed {
  m: OrientationMeaning;
}

/** The sentences a reading may use from a card's text: all of them, or the safe ones for health and law. */
function usable(text: string, q: QuestionReading): string[] {
  const all = splitSentences(text);
  return q.sensitive ? all.filter((s) => !readsLiterally(s)) : all;
}

function positionName(spread: SpreadId, d: DrawnCard): string {
  return (POSITION_TEXT[`${spread}:${d.positionKey}`] ?? POSITION_TEXT[d.positionKey]!).name;
}

/** The sentence that places the card; `told` when the overview has already given its theme. */
function frame(c: Chooser, spread: SpreadId, p: Drawn, told: boolean): string {
  const pos = POSITION_TEXT[`${spread}:${p.d.positionKey}`] ?? POSITION_TEXT[p.d.positionKey]!;
  const [n, N] = [named(p.card, p.d), named(p.card, p.d, true)];
  return told && pos.told ? pos.told(n, N) : c.pick(`frame:${p.d.position}`, pos.frames)(n, N, p.m.theme);
}

/** A card's paragraph: the position's frame, the first sentences of its meaning, the subject's sentences. */
function cardParagraph(
  c: Chooser,
  spread: SpreadId,
  p: Drawn,
  q: QuestionReading,
  meaningSentences: number,
  told = false,
): string {
  const meaning = usable(p.m.meaning, q).slice(0, meaningSentences);
  const subject = usable(p.m.subjects[q.subject], q);
  // Under its own heading, a card whose meaning opens by naming it needs no sentence to place it.
  const ownHeading = spread === 'three-card' || p.d.positionKey === 'outcome';
  const placed = told && ownHeading && meaning[0]?.includes(p.card.name.replace(/^The /, ''));
  return [...(placed ? [] : [frame(c, spread, p, told)]), ...meaning, ...subject].join(' ');
}

const LEAN_WORDS: Record<SpreadLean['lean'], string> = {
  yes: 'leaning yes',
  no: 'leaning no',
  unclear: 'unclear',
};

/** The answer in one sentence, for the overview's opening. */
function answerLine(lean: SpreadLean | null, advice: string): string {
  if (!lean) return `In short: ${asClause(advice)}.`;
  if (lean.lean === 'unclear')
    return 'The cards give no firm yes or no: they are split, and what you do next tips the balance.';
  return `The cards lean ${lean.lean}, ${lean.strength === 'clearly' ? 'and clearly' : lean.strength === 'fairly' ? 'fairly firmly' : 'though only slightly'}.`;
}

/** The closing section: the lean and the cards behind it, or the one thing to do. */
function answerSection(
  lean: SpreadLean | null,
  outcome: Drawn,
  present: Drawn,
  spread: SpreadId,
  sensitive: QuestionReading['sensitive'] = null,
): string {
  const step = asClause(outcome.m.advice);
  if (lean) {
    const head = [
      `**${capitalise(LEAN_WORDS[lean.lean])}${lean.strength ? `, ${lean.strength}` : ''}.**`,
      ...(sensitive
        ? [
            `On a ${sensitive} matter the lean speaks to how this stretch will feel and what helps, never to the result, which is for ${sensitive === 'medical' ? 'your doctor' : 'your lawyer'} to judge.`,
          ]
        : []),
    ].join(' ');
    const tip =
      lean.lean === 'yes'
        ? `What keeps it that way: ${step}.`
        : lean.lean === 'no'
          ? `What could change it: ${step}.`
          : `What would settle it: ${step}.`;
    return [head, ...lean.because, tip].join(' ');
  }
  return [
    `**The one thing to do:** ${step}.`,
    `${named(present.card, present.d, true)} shows where things stand ${spread === 'three-card' ? 'now' : 'at heart'}, and ${named(outcome.card, outcome.d)} where they are heading; this is the step between them.`,
  ].join(' ');
}

/** A note for health and legal questions, and for dark cards drawn on them. */
function sensitiveNote(q: QuestionReading, cards: Drawn[]): string | null {
  if (!q.sensitive) return null;
  const who = q.sensitive === 'medical' ? 'a doctor' : 'a lawyer';
  const dark = cards.filter((p) =>
    ['major-13-death', 'major-16-tower', 'swords-10-ten', 'swords-03-three', 'swords-09-nine'].includes(
      p.card.id,
    ),
  );
  return [
    `The cards can help you think this through, but they do not replace ${who}; ${q.sensitive === 'medical' ? 'for anything about your body or your mind, a professional’s advice comes first' : 'for anything with legal weight, take qualified advice'}.`,
    ...(dark.length > 0
      ? [
          `${capitalise(listJoin(dark.map((p) => cardPhrase(p.card))))} ${dark.length > 1 ? 'are' : 'is'} read here as change in the matter, never as a forecast about ${q.sensitive === 'medical' ? 'your body' : 'your safety'}.`,
        ]
      : []),
  ].join(' ');
}

function verifySection(draw: TarotDraw): string {
  return `${VERIFY_HEADING}\n\nThe shuffle was committed before the cards were drawn (commitment ${draw.commitment.slice(0, 16)}…). Seed ${draw.seed}, cut ${draw.cut || 'none'}: replaying them with the Orrery tarot tool gives exactly these cards in these orientations.`;
}

function drawnCards(draw: TarotDraw): Drawn[] {
  return draw.cards.map((d) => {
    const card = cardOf(d);
    return { d, card, where: positionName(draw.spread, d), m: meaningOf(card, rev(d)) };
  });
}

/**
 * The spread's answer to a question put to it, in plain text for the guide: the lean and the
 * cards behind it (yes/no) or the one thing to do, then what the outcome card says on the subject.
 */
export function tarotAnswer(draw: TarotDraw, subject: TarotSubject, yesNo: boolean): string {
  const cards = drawnCards(draw);
  const outcome = cards[cards.length - 1]!;
  const present = cards[draw.spread === 'three-card' ? 1 : 0]!;
  const lean = yesNo ? spreadLean(cards, draw.spread) : null;
  const answer = answerSection(lean, outcome, present, draw.spread).replace(/\*\*/g, '');
  return `${answer} On this question, ${named(outcome.card, outcome.d)} says: ${outcome.m.subjects[subject]}`;
}

function validate(input: TarotReadingInput, spread: SpreadId): { firstName: string; question: string } {
  const firstName = checkName(input.firstName, 'firstName');
  const question = checkQuestion(input.question, spread as 'three-card' | 'celtic-cross');
  if (input.draw.spread !== spread || input.draw.cards.length !== SPREADS[spread].positions.length) {
    throw new InputError('draw', 'invalid_value', `draw is not a ${spread} draw`);
  }
  return { firstName, question };
}

function subjectLine(c: Chooser, subject: TarotSubject, name: string): string {
  if (subject === 'spirit')
    return c.pick('ov:subject', [
      `Your question is an open one, ${name}, so the cards are read for your path as a whole.`,
      `You left the question open, ${name}, so each card is read for the road you are on.`,
    ]);
  const { label, focus } = SUBJECT_TEXT[subject];
  return c.pick('ov:subject', [
    `Because your question is about ${label}, ${name}, each card is read for ${focus}.`,
    `Your question concerns ${label}, ${name}, so that is the lens for every card.`,
  ]);
}

function composeTarot(input: TarotReadingInput, spread: SpreadId): Reading<'three-card' | 'celtic-cross'> {
  const { firstName, question } = validate(input, spread);
  const { draw } = input;
  const c = new Chooser(`${spread}|${draw.seed}|${draw.cut}|${firstName}|${question}`);
  const q = readQuestion(question);
  const { focus } = SUBJECT_TEXT[q.subject];
  const cards = drawnCards(draw);
  const name = neutralise(firstName);
  const quoted = quoteUserText(question, 25);
  const title =
    spread === 'celtic-cross'
      ? `Celtic Cross Reading for ${name}`
      : `Past, Present, Future Reading for ${name}`;
  const outcome = cards[cards.length - 1]!;
  const present = cards[spread === 'three-card' ? 1 : 0]!;
  const spreadAnswer = q.yesNo ? spreadLean(cards, spread) : null;
  // Cards never give a firm verdict on a body or a court case.
  const lean =
    spreadAnswer && q.sensitive && spreadAnswer.strength === 'clearly'
      ? { ...spreadAnswer, strength: 'fairly' as const }
      : spreadAnswer;

  const story =
    spread === 'three-card'
      ? `The story begins with ${cards[0]!.m.theme}; now it holds ${present.m.theme}; ahead lies ${outcome.m.theme}.`
      : `At its heart lies ${present.m.theme}, crossed by ${cards[1]!.m.theme}; if nothing changes, it leads to ${outcome.m.theme}.`;
  const overview = [
    `${name}, you asked: “${quoted}” ${answerLine(lean, outcome.m.advice)}`,
    story,
    subjectLine(c, q.subject, name),
  ];
  const note = sensitiveNote(q, cards);
  if (note) overview.push(note);

  const relations: RelationCount = new Map();
  const themes = spreadThemes(c, cards, spread, focus);
  const answer = answerSection(lean, outcome, present, spread, q.sensitive);
  let body: string[];
  if (spread === 'three-card') {
    body = [
      `## The Cards`,
      ...cards.map(
        (p) =>
          `### ${p.d.positionLabel}: ${p.card.name}${rev(p.d) ? ' (reversed)' : ''}\n\n${cardParagraph(c, spread, p, q, 9, true)}`,
      ),
      `## The Spread as a Whole\n\n${themes.join('\n\n')}`,
      `## Your Answer\n\n${answer}`,
    ];
  } else {
    const at = (key: string) => cards.find((p) => p.d.positionKey === key)!;
    const heading = (ps: Drawn[]) =>
      ps.map((p) => `${p.card.name}${rev(p.d) ? ' (reversed)' : ''}`).join(', ');
    // Meaning sentences per card, added in this order until the reading reaches its target.
    const priority = [
      'present',
      'challenge',
      'outcome',
      'self',
      'hopes-fears',
      'foundation',
      'crown',
      'near-future',
      'environment',
      'recent-past',
    ];
    const budget = new Map<string, number>(priority.map((k) => [k, 0]));
    const render = () => {
      const para = (key: string) =>
        cardParagraph(
          c,
          spread,
          at(key),
          q,
          budget.get(key)!,
          ['present', 'challenge', 'outcome'].includes(key),
        );
      const heart = at('present');
      const cross = at('challenge');
      return [
        `## The Cross`,
        `### The heart of the matter and what crosses it: ${heading([heart, cross])}`,
        para('present'),
        para('challenge'),
        pairSentence(c, 0, heart, cross, `Read together, the two cards cross each other`, relations),
        `### Beneath and above: ${heading([at('foundation'), at('crown')])}`,
        para('foundation'),
        para('crown'),
        `### Behind and ahead: ${heading([at('recent-past'), at('near-future')])}`,
        para('recent-past'),
        para('near-future'),
        `## The Staff`,
        `### You, the people around you, your hopes and fears: ${heading([at('self'), at('environment'), at('hopes-fears')])}`,
        para('self'),
        para('environment'),
        para('hopes-fears'),
        `## The Answer`,
        `### The outcome: ${heading([outcome])}`,
        para('outcome'),
        ...themes,
        answer,
      ];
    };
    // Rendered once without meaning sentences; each added sentence then costs its own words.
    let words = countWords([title, ...overview, verifySection(draw), ...render()].join(' '));
    const meanings = new Map(priority.map((k) => [k, usable(at(k).m.meaning, q)]));
    for (let round = 0; round < 4; round++)
      for (const key of priority) {
        const next = meanings.get(key)![budget.get(key)!];
        if (next === undefined) continue;
        const cost = countWords(next);
        if (words + cost > CELTIC_CROSS_TARGET) continue;
        words += cost;
        budget.set(key, budget.get(key)! + 1);
      }
    relations.clear();
    body = render();
  }

  const markdown = [`# ${title}`, `## Overview\n\n${overview.join(' ')}`, ...body, verifySection(draw)].join(
    '\n\n',
  );
  const facts: TarotFacts = {
    firstName,
    question,
    spread,
    draw,
    cards: cards.map((p): CardFact => ({
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
    })),
  };
  return { kind: spread, title, markdown, writer: 'composer', wordCount: countWords(markdown), facts };
}

export function composeThreeCard(input: TarotReadingInput): Reading<'three-card'> {
  return composeTarot(input, 'three-card') as Reading<'three-card'>;
}

export function composeCelticCross(input: TarotReadingInput): Reading<'celtic-cross'> {
  return composeTarot(input, 'celtic-cross') as Reading<'celtic-cross'>;
}
