// Three-card and Celtic Cross reports. Every card paragraph is assembled from the position's
// frame, the card's own text, a card keyword and the question's subject, each with several
// phrasings picked by a hash of the reading, so that two readings rarely share a sentence.
import { cardById, SPREADS, type SpreadId, type TarotCard } from '../tarot/deck';
import type { DrawnCard, TarotDraw } from '../tarot/draw';
import { InputError } from './errors';
import { MAJOR_TEXT, MINOR_TEXT, RANK_TEXT, SUIT_TEXT } from './content/tarot-cards';
import { isYesNoQuestion, POSITION_TEXT, questionTheme, type QuestionTheme } from './content/tarot-positions';
import { capitalise, Chooser, countWords, listJoin, neutralise, quoteUserText } from './text';
import type { CardFact, Reading, TarotFacts } from './types';
import { checkName, checkQuestion } from './validate';

/** Upper word limits of the product's reading lengths, with a small margin. */
const WORD_LIMIT: Record<SpreadId, number> = { 'three-card': 780, 'celtic-cross': 1370 };

export interface TarotReadingInput {
  firstName: string;
  question: string;
  /** A draw from drawSpread, seed revealed. */
  draw: TarotDraw;
}

function cardOf(d: DrawnCard): TarotCard {
  const card = cardById(d.cardId);
  if (!card) throw new InputError('draw', 'invalid_value', `unknown card id ${d.cardId}`);
  return card;
}

const rev = (d: DrawnCard) => d.orientation === 'reversed';

/** "The Tower, reversed" / "the Ace of Cups": card names read naturally mid-sentence. */
function named(card: TarotCard, d: DrawnCard, capital = false): string {
  const base = card.name.startsWith('The ') && !capital ? `the ${card.name.slice(4)}` : card.name;
  return rev(d) ? `${base} reversed` : base;
}

/** One-line meaning of a card in its orientation; stored in the facts for the guide. */
export function cardMeaning(card: TarotCard, reversed: boolean): string {
  const major = MAJOR_TEXT[card.id];
  if (major) return reversed ? major.rev : major.up;
  const minor = MINOR_TEXT[card.id]!;
  return capitalise(`${card.name}${reversed ? ' reversed' : ''}: ${reversed ? minor.rev : minor.up}.`);
}

export function cardAdvice(card: TarotCard, reversed: boolean): string {
  const major = MAJOR_TEXT[card.id];
  if (major) return reversed ? major.revAdvice : major.upAdvice;
  const rank = RANK_TEXT[card.rank!];
  const suit = SUIT_TEXT[card.suit!];
  return `${reversed ? rank.revAdvice : rank.advice}, especially with your ${suit.matters[card.number % suit.matters.length]}`;
}

/** A keyword phrase for the position frames; reversed cards turn the keyword's energy inward or back. */
function keyword(c: Chooser, slot: string, card: TarotCard, reversed: boolean): string {
  const kw = c.pick(`${slot}:kw`, card.keywords);
  if (!reversed) return kw;
  return c.pick(`${slot}:revkw`, [
    `${kw} held back`,
    `${kw} turned inward`,
    `${kw} that needs rebalancing`,
    `a muted form of ${kw}`,
  ]);
}

function opener(
  c: Chooser,
  slot: string,
  d: DrawnCard,
  card: TarotCard,
  pos: (typeof POSITION_TEXT)[string],
): string {
  const scene = MAJOR_TEXT[card.id]?.scene ?? MINOR_TEXT[card.id]!.scene;
  const n = named(card, d);
  return c.cycle('open', d.position, [
    `In the position of ${pos.name}, which shows ${pos.shows}, you drew ${n}: ${scene}.`,
    `The place of ${pos.name} is answered by ${n}, whose picture shows ${scene}.`,
    `For ${pos.name}, the card is ${n}, with ${scene}.`,
    `${capitalise(named(card, d, true))} lies in the place of ${pos.name}; its image is ${scene}.`,
  ]);
}

function meaningSentence(c: Chooser, slot: string, d: DrawnCard, card: TarotCard): string {
  const major = MAJOR_TEXT[card.id];
  if (major) return rev(d) ? major.rev : major.up;
  const minor = MINOR_TEXT[card.id]!;
  const suit = SUIT_TEXT[card.suit!];
  const rank = RANK_TEXT[card.rank!];
  const n = named(card, d);
  if (rev(d)) {
    // The card's own reversed line leads; the rank's generic reversal could contradict it.
    return c.cycle('mean', d.position, [
      `Reversed, this card of ${rank.theme} speaks of ${minor.rev}.`,
      `In the suit of ${card.suit}, ${n} suggests ${minor.rev}.`,
      `${capitalise(n)} turns ${suit.domain} inward: ${minor.rev}.`,
    ]);
  }
  return c.cycle('mean', d.position, [
    `As a card of ${rank.theme} in the suit of ${card.suit}, it speaks of ${minor.up}.`,
    `In the realm of ${suit.domain}, ${n} points to ${minor.up}.`,
    `${capitalise(n)} brings ${rank.theme} to ${suit.domain}: ${minor.up}.`,
  ]);
}

function adviceSentence(c: Chooser, slot: string, d: DrawnCard, card: TarotCard): string {
  const a = cardAdvice(card, rev(d));
  const n = named(card, d);
  return c.cycle('adv', d.position, [
    `The practical step ${n} offers: ${a}.`,
    `So ${a}; that is the invitation of ${n} here.`,
    `If you take one thing from ${n}, let it be this: ${a}.`,
  ]);
}

function weave(c: Chooser, slot: string, theme: QuestionTheme, d: DrawnCard, card: TarotCard): string {
  const lens = c.cycle('lens', d.position, theme.lenses);
  return lens(named(card, d), keyword(c, `${slot}:q`, card, rev(d)));
}

function cardSection(
  c: Chooser,
  d: DrawnCard,
  card: TarotCard,
  theme: QuestionTheme,
  spread: SpreadId,
): string {
  // In the Celtic Cross the question and the practical advice go to the positions that bear on
  // them most directly; giving them to all ten would crowd the reading and overshoot its length.
  const withQuestion = spread === 'three-card' || [1, 7, 10].includes(d.position);
  const withAdvice = spread === 'three-card' || [1, 6, 10].includes(d.position);
  const slot = `p${d.position}`;
  const pos = POSITION_TEXT[`${spread}:${d.positionKey}`] ?? POSITION_TEXT[d.positionKey]!;
  const frame = c.pick(`${slot}:frame`, pos.frames)(keyword(c, slot, card, rev(d)), named(card, d));
  const parts = [opener(c, slot, d, card, pos), meaningSentence(c, slot, d, card), capitalise(frame)];
  if (withQuestion) parts.push(capitalise(weave(c, slot, theme, d, card)));
  if (withAdvice) parts.push(capitalise(adviceSentence(c, slot, d, card)));
  const heading = `### ${spread === 'celtic-cross' ? `${d.position}. ` : ''}${d.positionLabel}: ${card.name}${rev(d) ? ' (reversed)' : ''}`;
  return `${heading}\n\n${parts.join(' ')}`;
}

function suitCounts(cards: TarotCard[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const card of cards) if (card.suit) counts[card.suit] = (counts[card.suit] ?? 0) + 1;
  return counts;
}

/** Theme paragraphs, most important first; the last ones are dropped if the reading runs long. */
function themeParagraphs(c: Chooser, drawn: DrawnCard[], cards: TarotCard[], spread: SpreadId): string[] {
  const paras: string[] = [];
  const majors = cards.filter((card) => card.arcana === 'major');
  const share = majors.length / cards.length;
  if (majors.length === 0) {
    paras.push(
      c.pick('th:maj', [
        `No Major Arcana appear among ${listJoin(cards.map((x) => x.name))}: this is a matter of everyday choices, fully in your hands.`,
        `With only Minor Arcana on the table (${listJoin(cards.map((x) => x.name))}), the reading stays close to daily life, where small decisions add up quickly.`,
      ]),
    );
  } else {
    const names = listJoin(majors.map((x) => x.name));
    paras.push(
      share >= 0.4
        ? c.pick('th:maj', [
            `${names}: so many Major Arcana suggest a turning point with lessons larger than the immediate question.`,
            `The Major Arcana are strong here (${names}), which marks this as a chapter that matters in the longer story of your life.`,
          ])
        : c.pick('th:maj', [
            `${names} ${majors.length === 1 ? 'is the only Major Arcana card' : 'are the Major Arcana cards'}, the deeper current beneath the everyday detail of the other cards.`,
            `Among the Minor Arcana, ${names} ${majors.length === 1 ? 'stands' : 'stand'} out as the larger theme the rest of the spread serves.`,
          ]),
    );
  }
  const counts = suitCounts(cards);
  const top = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (top && top[1] >= (spread === 'celtic-cross' ? 3 : 2)) {
    const suit = SUIT_TEXT[top[0] as keyof typeof SUIT_TEXT];
    const members = cards.filter((x) => x.suit === top[0]).map((x) => x.name);
    paras.push(
      c.pick('th:suit', [
        `The suit of ${top[0]} leads with ${listJoin(members)}, so ${suit.domain} is where most of the movement is.`,
        `${listJoin(members)} share the suit of ${top[0]}, the element of ${suit.element}: expect this to play out through ${suit.domain}.`,
      ]),
    );
  }
  const reversed = drawn.filter(rev);
  if (reversed.length > 0) {
    const names = listJoin(reversed.map((d) => cardOf(d).name));
    paras.push(
      reversed.length * 2 > drawn.length
        ? c.pick('th:rev', [
            `Most cards came up reversed (${names}), which often means energy that is blocked, delayed or working inwardly first. It is a call to tend to inner work before outer moves.`,
            `With ${names} reversed, much of this reading is about inner adjustment: what you release or rethink matters as much as what you do.`,
          ])
        : c.pick('th:rev', [
            `${names} ${reversed.length === 1 ? 'is' : 'are'} reversed: slower or more inward expressions of ${reversed.length === 1 ? 'its' : 'their'} energy, not bad omens.`,
            `The reversal of ${names} adds a note of delay or reflection, an invitation to look inward at that part of the story.`,
          ]),
    );
  } else {
    paras.push(
      c.pick('th:rev', [
        `Every card is upright, from ${cards[0]!.name} to ${cards[cards.length - 1]!.name}, so the energies are flowing outwardly and are easy to see.`,
        `No reversals: ${cards[0]!.name} through ${cards[cards.length - 1]!.name} all speak plainly and outwardly.`,
      ]),
    );
  }
  const pair = (a: number, b: number, text: (x: string, y: string) => string[]) => {
    const da = drawn[a]!;
    const db = drawn[b]!;
    paras.push(c.pick(`th:pair${a}${b}`, text(named(cardOf(da), da, true), named(cardOf(db), db))));
  };
  if (spread === 'three-card') {
    pair(0, 2, (x, y) => [
      `${x} in the past and ${y} in the future draw the arc of this story: from what shaped you toward what you are growing into.`,
      `Read as a line, ${x} leads to ${y}, showing how the past can become the raw material of the future rather than its script.`,
    ]);
  } else {
    pair(2, 3, (x, y) => [
      `${x} in the crown and ${y} at the foundation show the distance between what you consciously aim for and what drives you underneath.`,
      `${x} above and ${y} below: when aim and foundation pull together, the reading grows stronger.`,
    ]);
    pair(6, 9, (x, y) => [
      `${x} as yourself and ${y} as the outcome link your attitude directly to where things go; change one and the other moves.`,
      `Between ${x} in the self position and ${y} at the outcome lies the real lever of this reading: how you choose to stand.`,
    ]);
  }
  const courts = cards.filter(
    (x) => x.rank === 'page' || x.rank === 'knight' || x.rank === 'queen' || x.rank === 'king',
  );
  if (courts.length > 0) {
    const names = listJoin(courts.map((x) => x.name));
    paras.push(
      c.pick('th:court', [
        `Court cards (${names}) often stand for people in your life, or for a role you are playing yourself; ask who in your situation carries ${courts.length === 1 ? 'this energy' : 'these energies'}.`,
        `${names}: court cards can describe a person involved in the matter as well as a side of you, so notice who comes to mind.`,
      ]),
    );
  }
  const byNumber = new Map<number, string[]>();
  for (const x of cards)
    if (x.arcana === 'minor' && x.number <= 10)
      byNumber.set(x.number, [...(byNumber.get(x.number) ?? []), x.name]);
  for (const [n, names] of byNumber) {
    if (names.length >= 2)
      paras.push(
        `${listJoin(names)} share the number ${n}, repeating the theme of ${RANK_TEXT[cards.find((x) => x.name === names[0])!.rank!].theme}.`,
      );
  }
  return paras;
}

function validate(input: TarotReadingInput, spread: SpreadId): { firstName: string; question: string } {
  const firstName = checkName(input.firstName, 'firstName');
  const question = checkQuestion(input.question, spread as 'three-card' | 'celtic-cross');
  if (input.draw.spread !== spread || input.draw.cards.length !== SPREADS[spread].positions.length) {
    throw new InputError('draw', 'invalid_value', `draw is not a ${spread} draw`);
  }
  return { firstName, question };
}

function composeTarot(input: TarotReadingInput, spread: SpreadId): Reading<'three-card' | 'celtic-cross'> {
  const { firstName, question } = validate(input, spread);
  const { draw } = input;
  const c = new Chooser(`${spread}|${draw.seed}|${draw.cut}|${firstName}|${question}`);
  const cards = draw.cards.map(cardOf);
  const theme = questionTheme(question);
  const name = neutralise(firstName);
  const q = quoteUserText(question, 25);
  const title =
    spread === 'celtic-cross'
      ? `Celtic Cross Reading for ${name}`
      : `Past, Present, Future Reading for ${name}`;
  // Ten cards are too many to list here; the Celtic Cross names its first and last instead.
  const cardList =
    spread === 'celtic-cross'
      ? `ten cards, from ${named(cards[0]!, draw.cards[0]!)} at the heart of the matter to ${named(cards[9]!, draw.cards[9]!)} at the outcome`
      : listJoin(draw.cards.map((d, i) => `${named(cards[i]!, d)} (${d.positionLabel.toLowerCase()})`));

  const overview: string[] = [
    c.pick('ov:open', [
      `${name}, you came to the cards with this question: “${q}” The spread you chose is the ${SPREADS[spread].name}, and the cards that answered are ${cardList}.`,
      `Your question, ${name}, was “${q}” In the ${SPREADS[spread].name} spread, the deck answered with ${cardList}.`,
      `“${q}” That is what you asked, ${name}, and the ${SPREADS[spread].name} spread replied with ${cardList}.`,
    ]),
    c.pick('ov:theme', [
      `Because your question touches on ${theme.label}, each card below is read with that in mind, beginning with ${named(cards[0]!, draw.cards[0]!)}.`,
      `The reading keeps ${theme.label} in view throughout, from ${named(cards[0]!, draw.cards[0]!)} onward.`,
    ]),
  ];
  if (isYesNoQuestion(question)) {
    overview.push(
      c.pick('ov:yn', [
        `Your question asks for a yes or a no; ${named(cards[cards.length - 1]!, draw.cards[cards.length - 1]!)} and the rest describe the forces at play, so the answer stays yours to make.`,
        `Tarot describes rather than decides, so instead of a bare yes or no, ${named(cards[1]!, draw.cards[1]!)} and its companions show what would make each answer more likely.`,
      ]),
    );
  }
  overview.push(
    `The draw can be checked: the seed committed before the shuffle was ${draw.commitment.slice(0, 12)}…, and the stored seed and cut replay these exact cards.`,
  );

  const sections = draw.cards.map((d, i) => cardSection(c, d, cards[i]!, theme, spread));

  const last = draw.cards[draw.cards.length - 1]!;
  const present = draw.cards[spread === 'celtic-cross' ? 0 : 1]!;
  const guidance = [
    c.pick('gd:1', [
      `For your question about ${theme.label}, ${named(cardOf(present), present)} shows where to begin: ${cardAdvice(cardOf(present), rev(present))}.`,
      `Start with ${named(cardOf(present), present)}, which speaks most directly to ${theme.label} today: ${cardAdvice(cardOf(present), rev(present))}.`,
    ]),
    c.pick('gd:2', [
      `${capitalise(named(cardOf(last), last))} shows a direction, not a sentence; the choices you make after this reading are part of how it unfolds.`,
      `Remember that ${named(cardOf(last), last)} describes the current course, and courses can be corrected with small, steady changes.`,
      `Nothing in ${named(cardOf(last), last)} is fixed: treat it as weather to prepare for, and adjust your sails as you learn more.`,
    ]),
    c.pick('gd:3', [
      `Come back to these cards in a few weeks, ${name}, and notice which of them has proved most true.`,
      `Perhaps write down the one sentence from this reading that stayed with you, ${name}, and let it guide your next step.`,
      `Take what helps, ${name}, leave what does not, and trust yourself to know the difference.`,
    ]),
  ];

  const head = [
    `# ${title}`,
    `## Overview\n\n${overview.join(' ')}`,
    `## The Cards\n\n${sections.join('\n\n')}`,
  ];
  const tail = `## Guidance\n\n${guidance.join(' ')}`;
  // Optional theme paragraphs (court cards, repeated numbers) give way when the spread's word
  // limit would be exceeded; the first three always stay.
  const limit = WORD_LIMIT[spread];
  let budget = limit - countWords(head.join(' ')) - countWords(tail) - 1;
  const themes = themeParagraphs(c, draw.cards, cards, spread).filter((p, i) => {
    const words = countWords(p);
    if (i >= 3 && words > budget) return false;
    budget -= words;
    return true;
  });
  const markdown = [...head, `## Themes\n\n${themes.join('\n\n')}`, tail].join('\n\n');

  const facts: TarotFacts = {
    firstName,
    question,
    spread,
    draw,
    cards: draw.cards.map((d, i): CardFact => ({
      position: d.position,
      positionKey: d.positionKey,
      positionLabel: d.positionLabel,
      cardId: d.cardId,
      name: d.name,
      orientation: d.orientation,
      arcana: cards[i]!.arcana,
      suit: cards[i]!.suit,
      meaning: cardMeaning(cards[i]!, rev(d)),
      advice: cardAdvice(cards[i]!, rev(d)),
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
