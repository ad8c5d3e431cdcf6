// Rule tests read many readings of one question over a fixed series of draws: a rule must hold on
// any draw, and a fixed series keeps a failure reproducible.
import { createHash } from 'node:crypto';
import { cardById } from '../../tarot/deck';
import { drawSpread, type TarotDraw } from '../../tarot/draw';
import { composeCelticCross } from '../celtic-cross-report';
import { readQuestion } from '../content/tarot-positions';
import { composeThreeCard, drawnCards, threeCardLean } from '../tarot-report';

export const TAROT_SPREADS = { 'three-card': composeThreeCard, 'celtic-cross': composeCelticCross } as const;
export type TarotSpread = keyof typeof TAROT_SPREADS;

/** The draw dealt from a seed text, as the review batches are generated: the same text, the same cards. */
export const seededDraw = (seedText: string, spread: TarotSpread, cut = '') =>
  drawSpread({ seed: createHash('sha256').update(seedText).digest('hex'), cut, spread });

/** The i-th draw of the series named by tag: the same tag and index always deal the same cards. */
export const seriesDraw = (tag: string, spread: TarotSpread, i: number) => seededDraw(`${tag}${i}`, spread);

/** The markdown of the reading of the question on the i-th draw of the series named by tag. */
export const seriesReading = (spread: TarotSpread, question: string, tag: string, i: number, firstName: string) =>
  TAROT_SPREADS[spread]({ firstName, question, draw: seriesDraw(tag, spread, i) }).markdown;

/**
 * A three-card draw of the series with one card set in a place, to read what the reading says of
 * it: the first draw that does not hold the card already, so it is never dealt twice.
 */
export function drawWithCard(tag: string, place: number, cardId: string, reversed: boolean): TarotDraw {
  let i = 0;
  while (seriesDraw(tag, 'three-card', i).cards.some((d) => d.cardId === cardId)) i++;
  const draw = seriesDraw(tag, 'three-card', i);
  return { ...draw, cards: draw.cards.map((d, k) => (k === place ? dealt(d, cardId, reversed) : d)) };
}

/** The i-th Celtic Cross series draw of a tag with one place set to a card, from a draw that does not hold it. */
export function crossWithCard(tag: string, i: number, place: string, cardId: string, reversed: boolean): TarotDraw {
  let k = i;
  while (seriesDraw(tag, 'celtic-cross', k).cards.some((d) => d.cardId === cardId)) k++;
  const draw = seriesDraw(tag, 'celtic-cross', k);
  return { ...draw, cards: draw.cards.map((d) => (d.positionKey === place ? dealt(d, cardId, reversed) : d)) };
}

/** The first three-card draw of the series with all three cards set, as [id, reversed] from past to future. */
export function drawWithCards(tag: string, set: [string, boolean][]): TarotDraw {
  const draw = seriesDraw(tag, 'three-card', 0);
  return { ...draw, cards: draw.cards.map((d, k) => dealt(d, ...set[k]!)) };
}

/** A place of a draw holding another card, in the orientation given. */
function dealt(d: TarotDraw['cards'][number], cardId: string, reversed: boolean): TarotDraw['cards'][number] {
  const card = cardById(cardId)!;
  return { ...d, cardId, name: card.name, image: card.image, orientation: reversed ? 'reversed' : 'upright' };
}

/** A section of a reading by its heading ("Your Answer"), up to the next section; empty when absent. */
export const section = (md: string, heading: string) => md.split(`## ${heading}`)[1]?.split(/\n## /)[0] ?? '';

/** The card sections of a three-card reading, past to future, each from its heading on. */
export const cardSections = (md: string) =>
  md.split('## The Cards')[1]!.split('## The Spread')[0]!.split('### ').slice(1);

/** The first n readings of a question over the series, for each spread given. */
export const seriesReadings = (
  tag: string,
  question: string,
  n = 30,
  spreads: TarotSpread[] = ['three-card', 'celtic-cross'],
) =>
  spreads.flatMap((spread) =>
    Array.from(
      { length: n },
      (_, i) => TAROT_SPREADS[spread]({ firstName: 'Mara', question, draw: seriesDraw(tag, spread, i) }).markdown,
    ),
  );

/** The closing answer of a reading, without the draw's verification footer. */
export const answerOf = (md: string) =>
  md
    .split(/## (?:Your|The) Answer/)[1]!
    .split('## Verify')[0]!
    .trim();

/** The three-card lean a question gets from the series draw of a tag with all three cards set. */
export function leanWithCards(tag: string, question: string, set: [string, boolean][]) {
  const q = readQuestion(question);
  return threeCardLean(drawnCards(drawWithCards(tag, set), q), q);
}

/** Reviewed Celtic Cross readings, each dealt again from its own seed and cut: [name, question, seed, cut]. */
export const sealedCrosses = (batch: [string, string, string, string][]) =>
  batch.map(([firstName, question, seed, cut]) => {
    const draw = drawSpread({ seed, cut, spread: 'celtic-cross' });
    return { question, draw, md: composeCelticCross({ firstName, question, draw }).markdown };
  });
