// Three-card and Celtic Cross reports. Every card paragraph is assembled from the position's
// frame, the card's own text, a card keyword and the question's subject, each with several
// phrasings picked by a hash of the reading, so that two readings rarely share a sentence.
import { cardById, SPREADS, type SpreadId, type Suit, type TarotCard } from '../tarot/deck';
import type { DrawnCard, TarotDraw } from '../tarot/draw';
import { InputError } from './errors';
import { MAJOR_TEXT, MINOR_TEXT, RANK_TEXT, SUIT_TEXT } from './content/tarot-cards';
import {
  isYesNoQuestion,
  POSITION_TEXT,
  questionTheme,
  type PositionText,
  type QuestionTheme,
} from './content/tarot-positions';
import { named, rev, spreadThemes } from './tarot-interplay';
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

/** One-line meaning of a card in its orientation; stored in the facts for the guide. */
export function cardMeaning(card: TarotCard, reversed: boolean): string {
  const major = MAJOR_TEXT[card.id];
  if (major) return reversed ? major.rev : major.up;
  const minor = MINOR_TEXT[card.id]!;
  return capitalise(`${card.name}${reversed ? ' reversed' : ''}: ${reversed ? minor.rev : minor.up}.`);
}

/**
 * A card's advice; `echo` gives a minor card its rank's second advice (for a repeated rank), and
 * `turn` (the card's position) moves the suit's matter the advice is about ("your plans") from
 * card to card. The rank's advice is written around the matter, so every pairing reads as one
 * thought.
 */
export function cardAdvice(card: TarotCard, reversed: boolean, echo = false, turn = 0): string {
  const major = MAJOR_TEXT[card.id];
  if (major) return reversed ? major.revAdvice : major.upAdvice;
  const rank = RANK_TEXT[card.rank!];
  const { matters } = SUIT_TEXT[card.suit!];
  const own = reversed ? undefined : MINOR_TEXT[card.id]?.advice;
  const advice = own ?? (echo ? rank.echoAdvice[reversed ? 1 : 0] : reversed ? rank.revAdvice : rank.advice);
  return advice.replace('{m}', `your ${matters[(card.number + turn) % matters.length]!}`);
}

/** Ways a reversed card turns its keyword; one per position so no phrasing repeats in a spread. */
const REVERSED_KEYWORD: ((kw: string) => string)[] = [
  (kw) => `${kw} held back`,
  (kw) => `${kw} turned inward`,
  (kw) => `${kw} in need of rebalancing`,
  (kw) => `a muted form of ${kw}`,
  (kw) => `${kw} out of balance`,
  (kw) => `stalled ${kw}`,
  (kw) => `${kw} in its shadow form`,
  (kw) => `${kw} waiting for its moment`,
  (kw) => `too little or too much ${kw}`,
  (kw) => `${kw} arriving late`,
  (kw) => `${kw} kept out of sight`,
  (kw) => `${kw} pulled off course`,
  (kw) => `${kw} you hesitate to name`,
  (kw) => `${kw} working against you`,
  (kw) => `${kw} gone quiet`,
  (kw) => `${kw} losing its footing`,
  (kw) => `${kw} without an outlet`,
  (kw) => `${kw} still forming`,
  (kw) => `unspoken ${kw}`,
  (kw) => `${kw} under strain`,
];

/** Two keyword phrases for one card, distinct where the card has two keywords. */
function keywords(c: Chooser, d: DrawnCard, card: TarotCard): [string, string] {
  const [a, b] = c.pickSome(`p${d.position}:kw`, card.keywords, 2);
  const turn = (kw: string, k: number) =>
    rev(d) ? c.cycle('revkw', d.position * 2 + k, REVERSED_KEYWORD)(kw) : kw;
  return [turn(a!, 0), turn(b ?? a!, 1)];
}

type Frame = (n: string, pos: PositionText, scene: string, N: string) => string;

/** The one sentence of a card section that names the card; the rest refer to it as "it". */
const OPENERS: Frame[] = [
  (n, pos, scene) => `In the position of ${pos.name}, which shows ${pos.shows}, you drew ${n}: ${scene}.`,
  (n, pos, scene) => `The place of ${pos.name} is answered by ${n}, whose picture shows ${scene}.`,
  (n, pos, scene) => `For ${pos.name}, the card is ${n}, which pictures ${scene}.`,
  (_n, pos, scene, N) => `${N} falls to ${pos.name}; its image is ${scene}.`,
  (n, pos, scene) => `You drew ${n} for ${pos.name}, a card that shows ${scene}.`,
  (_n, pos, scene, N) => `${N} turns up for ${pos.name}, picturing ${scene}.`,
  (n, pos, scene) => `Drawn for ${pos.name}, ${pos.shows}, ${n} shows ${scene}.`,
  (n, pos, scene) => `The card for ${pos.name} is ${n}; look at ${scene}.`,
  (_n, pos, scene, N) => `${N} answers for ${pos.name}. On it is ${scene}.`,
  (n, pos, scene) => `Where the spread reads ${pos.name}, you have ${n}, showing ${scene}.`,
  (_n, pos, scene, N) => `${N} takes the place that stands for ${pos.shows}; its picture is ${scene}.`,
  (n, pos, scene) => `Here ${n} speaks for ${pos.name}, and its scene is ${scene}.`,
];

const MINOR_UPRIGHT: ((m: string, rank: string, suit: Suit, domain: string) => string)[] = [
  (m, rank, suit) => `As a card of ${rank} in the suit of ${suit}, it speaks of ${m}.`,
  (m, _r, _s, domain) => `In the realm of ${domain}, it points to ${m}.`,
  (m, rank, _s, domain) => `It brings ${rank} to ${domain}: ${m}.`,
  (m) => `Its message is ${m}.`,
  (m, rank) => `Read upright, it describes ${m}, a lesson in ${rank}.`,
  (m, rank) => `The card is about ${m}, a matter of ${rank}.`,
  (m) => `Upright, this card stands for ${m}.`,
  (m, rank, _s, domain) => `What it describes is ${m}: ${rank} played out through ${domain}.`,
  (m) => `Think of it as ${m}.`,
  (m, _r, suit) => `Among the ${suit}, this one means ${m}.`,
];

const MINOR_REVERSED: ((m: string, rank: string, suit: Suit, domain: string) => string)[] = [
  (m, rank) => `Reversed, this card of ${rank} speaks of ${m}.`,
  (m) => `Upside down, it hints at ${m}.`,
  (m, _r, _s, domain) => `It turns ${domain} inward: ${m}.`,
  (m) => `The reversal points to ${m}.`,
  (m) => `Turned around, its message becomes ${m}.`,
  (m) => `In this orientation it describes ${m}.`,
  (m, rank) => `Reversed, the card shows ${m}, the other side of ${rank}.`,
  (m) => `Its reversed meaning is ${m}.`,
  (m, _r, suit) => `Upended, this card of ${suit} speaks of ${m}.`,
  (m, rank) => `What shows here is ${m}, the reversed face of ${rank}.`,
];

const ADVICE: ((a: string) => string)[] = [
  (a) => `The practical step it offers: ${a}.`,
  (a) => `So ${a}; that is its invitation here.`,
  (a) => `If you take one thing from this card, let it be this: ${a}.`,
  (a) => `In practice: ${a}.`,
  (a) => `Its advice is plain: ${a}.`,
  (a) => `One step to try this week: ${a}.`,
];

/**
 * A major's own line with its name replaced by "it" or "this card", so that the card is named
 * once per paragraph (in the opener).
 */
function majorLine(c: Chooser, d: DrawnCard, text: string, card: TarotCard): string {
  const bare = card.name.replace(/^The /, '');
  const line = text.replace(
    new RegExp(`(?:\\b[Tt]he )?${bare}(?: card)?`),
    d.position % 2 ? 'this card' : 'it',
  );
  // A lead-in per reading keeps two people who draw the same major from sharing the sentence.
  if (line.startsWith('Reversed, '))
    return (
      c.cycle('major:rev', d.position, [
        'Reversed, ',
        'Upside down, ',
        'In reverse, ',
        'Turned over, ',
        'Reversed here, ',
      ]) + line.slice(10)
    );
  const lead = c.cycle('major:up', d.position, [
    '',
    'Here, ',
    'In this spread, ',
    'At its simplest, ',
    'Put simply, ',
  ]);
  return lead === '' ? capitalise(line) : `${lead}${line}`;
}

function meaningSentence(c: Chooser, d: DrawnCard, card: TarotCard, earlierOfRank: number): string {
  const major = MAJOR_TEXT[card.id];
  if (major) return majorLine(c, d, rev(d) ? major.rev : major.up, card);
  const minor = MINOR_TEXT[card.id]!;
  const suit = card.suit!;
  const rank = RANK_TEXT[card.rank!];
  const theme = earlierOfRank === 0 ? rank.theme : rank.echoes[(earlierOfRank - 1) % 2]!;
  const pool = rev(d) ? MINOR_REVERSED : MINOR_UPRIGHT;
  return c.cycle(rev(d) ? 'mean:r' : 'mean:u', d.position, pool)(
    rev(d) ? minor.rev : minor.up,
    theme,
    suit,
    c.cycle('domain', d.position, [SUIT_TEXT[suit].domain, ...SUIT_TEXT[suit].domainAlternatives]),
  );
}

const LENS_POSITIONS = [1, 2, 6, 7, 10];

/**
 * Which cards carry the question's lens (and its turn among the lens phrasings, so no two cards
 * share one) and the practical advice.
 */
function carries(spread: SpreadId, position: number): { lens: number | null; advice: boolean } {
  // In the Celtic Cross the question and the advice go to the positions that bear on them most
  // directly; giving them to all ten would crowd the reading and overshoot its length.
  if (spread === 'three-card') return { lens: position - 1, advice: true };
  const lens = LENS_POSITIONS.indexOf(position);
  return { lens: lens < 0 ? null : lens, advice: [1, 6, 10].includes(position) };
}

function positionOf(spread: SpreadId, d: DrawnCard): PositionText {
  return POSITION_TEXT[`${spread}:${d.positionKey}`] ?? POSITION_TEXT[d.positionKey]!;
}

function cardSection(
  c: Chooser,
  d: DrawnCard,
  card: TarotCard,
  theme: QuestionTheme,
  spread: SpreadId,
  /** Cards of the same rank drawn before this one, so the rank's theme is put another way. */
  earlierOfRank: number,
): string {
  const pos = positionOf(spread, d);
  const scene = MAJOR_TEXT[card.id]?.scene ?? MINOR_TEXT[card.id]!.scene;
  const [kw1, kw2] = keywords(c, d, card);
  const { lens, advice } = carries(spread, d.position);
  const parts = [
    c.cycle('open', d.position, OPENERS)(named(card, d), pos, scene, named(card, d, true)),
    meaningSentence(c, d, card, earlierOfRank),
    capitalise(
      c.pick(`p${d.position}:frame`, pos.frames)(
        kw1,
        c.cycle('frame:ref', d.position, ['this card', 'the card', 'this draw', 'this image']),
      ),
    ),
  ];
  if (lens !== null) parts.push(capitalise(c.cycle('lens', lens, theme.lenses)('it', kw2)));
  if (advice)
    parts.push(
      c.cycle('adv', d.position, ADVICE)(cardAdvice(card, rev(d), earlierOfRank % 2 === 1, d.position)),
    );
  const heading = `### ${spread === 'celtic-cross' ? `${d.position}. ` : ''}${d.positionLabel}: ${card.name}${rev(d) ? ' (reversed)' : ''}`;
  return `${heading}\n\n${parts.join(' ')}`;
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
  const answered =
    spread === 'celtic-cross'
      ? `ten cards answered, from ${named(cards[0]!, draw.cards[0]!)} at the heart of the matter to ${named(cards[9]!, draw.cards[9]!)} at the outcome`
      : `the cards that answered are ${cardList}`;

  const overview: string[] = [
    c.pick('ov:open', [
      `${name}, you came to the cards with this question: “${q}” The spread you chose is the ${SPREADS[spread].name}, and ${answered}.`,
      `Your question, ${name}, was “${q}” In the ${SPREADS[spread].name} spread, the deck answered with ${cardList}.`,
      `“${q}” That is what you asked, ${name}, and the ${SPREADS[spread].name} spread replied with ${cardList}.`,
    ]),
    // An open question has no subject to name, so its sentence says so rather than echo "what is
    // on your mind" back at the reader.
    c.pick(
      'ov:theme',
      theme.id === 'general'
        ? [
            `Your question is an open one, ${name}, so each card below is read for whatever is most on your mind.`,
            `You left the question open, ${name}, so the cards are read for the matter you carry most, whatever it is.`,
            `With an open question like yours, ${name}, each card speaks to whatever weighs on you most right now.`,
            `An open question lets the cards choose their subject, ${name}; read each one against what is most on your mind.`,
          ]
        : [
            `Because your question touches on ${theme.label}, ${name}, each card below is read with ${theme.focus} in mind.`,
            `The reading keeps ${theme.label} in view throughout, ${name}, asking at each card what it means for ${theme.focus}.`,
            `Your question is about ${theme.label}, ${name}, so every card below is also read for what it says about ${theme.focus}.`,
            `Since your question concerns ${theme.label}, ${name}, that is the lens for each card that follows.`,
          ],
    ),
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

  const sections = draw.cards.map((d, i) =>
    cardSection(
      c,
      d,
      cards[i]!,
      theme,
      spread,
      cards.slice(0, i).filter((x) => x.rank !== null && x.rank === cards[i]!.rank).length,
    ),
  );

  const placed = draw.cards.map((d, i) => ({ d, card: cards[i]!, where: positionOf(spread, d).name }));
  const last = placed[placed.length - 1]!;
  const present = placed[spread === 'celtic-cross' ? 0 : 1]!;
  const guidance = [
    c.pick('gd:1', [
      `For your question about ${theme.label}, begin with what ${named(present.card, present.d)} asks of you, in one concrete step this week.`,
      `Start with ${named(present.card, present.d)}, which speaks most directly to ${theme.focus} today, and put your attention there first.`,
      `If you do one thing after this reading, let it come from ${named(present.card, present.d)} and let it touch ${theme.focus}.`,
    ]),
    c.pick('gd:2', [
      `${named(last.card, last.d, true)} shows a direction, not a sentence; the choices you make after this reading are part of how it unfolds.`,
      `Remember that ${named(last.card, last.d)} describes the current course, and courses can be corrected with small, steady changes.`,
      `Nothing in ${named(last.card, last.d)} is fixed: treat it as weather to prepare for, and adjust your sails as you learn more.`,
      `Where the present road leads is ${named(last.card, last.d)}; a different step today draws a different road.`,
    ]),
    c.pick('gd:3', [
      `Come back to these cards in a few weeks, ${name}, and notice which of them has proved most true.`,
      `Perhaps write down the one sentence from this reading that stayed with you, ${name}, and let it guide your next step.`,
      `Take what helps, ${name}, leave what does not, and trust yourself to know the difference.`,
      `The cards have had their say, ${name}; the next move, as always, is yours.`,
      `Keep this reading somewhere you will see it, ${name}, and check in a month which card spoke loudest.`,
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
  const themes = spreadThemes(c, placed, spread, theme).filter((p, i) => {
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
