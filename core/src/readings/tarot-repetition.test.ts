// Stock lines across readings (review batch of 15 three-card and 8 Celtic Cross readings): the
// same sentence in many readings ("that deeper strength has not left you", "a meeting of two
// hearts" on a contract, "an echo, not a verdict") reads as a form being filled in.
import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { LABELLED_QUESTIONS } from './__fixtures__/questions';
import { seriesDraw, TAROT_SPREADS, type TarotSpread } from './__fixtures__/tarot-draws';
import { stockPhrases } from './__fixtures__/tarot-stock';
import { composeThreeCard, THREE_CARD_FLOOR } from './tarot-report';
import { countWords } from './text';

const readings = (spread: TarotSpread, n: number) =>
  Array.from({ length: n }, (_, i) =>
    TAROT_SPREADS[spread]({
      firstName: 'Ana',
      question: LABELLED_QUESTIONS[(i * 7) % LABELLED_QUESTIONS.length]![0],
      draw: seriesDraw('stock', spread, i),
    }),
  );

/**
 * Phrases that are the spread's own labels, said in every Celtic Cross reading on purpose: the
 * story's heading, the position names and the crown's one definition.
 */
const LABELS = [
  'the story of the spread',
  'the crown what you are aiming at the best within reach as things stand',
  'the heart of the matter',
  'the root of the matter',
];
const isLabel = (phrase: string) => LABELS.some((l) => l.includes(phrase));

describe('stock lines across readings', () => {
  it('says no 5-word phrase outside a card name in more than 25% of 200 three-card readings', () => {
    // Before: "the three cards add up to a lean" in 59%, "neither wholly a help nor a hindrance" in 13%.
    const { phrases } = stockPhrases(readings('three-card', 200).map((r) => r.markdown));
    const [top, count] = phrases[0]!;
    expect(count / 200, top).toBeLessThanOrEqual(0.25);
    for (const gone of ['has not left you', 'neither wholly a help', 'add up to a lean'])
      expect(
        phrases.some(([p]) => p.includes(gone)),
        gone,
      ).toBe(false);
  });

  it('says no 5-word phrase other than the spread’s labels in more than 55% of 100 Celtic Cross readings', () => {
    // Before: "and what is leaving it now is" in 98%, "the heart of it now" in 73%.
    const { phrases } = stockPhrases(readings('celtic-cross', 100).map((r) => r.markdown));
    const [top, count] = phrases.find(([p]) => !isLabel(p))!;
    expect(count / 100, top).toBeLessThanOrEqual(0.55);
    expect(phrases.some(([p]) => p.includes('an echo not a verdict'))).toBe(false);
  });
});

/** A draw of the series with the card set in a place: the first draw that does not hold it already. */
function withCard(spread: TarotSpread, place: number, cardId: string, reversed: boolean, i0: number) {
  let i = i0;
  while (seriesDraw('two-cups', spread, i).cards.some((d) => d.cardId === cardId)) i++;
  const draw = seriesDraw('two-cups', spread, i);
  const card = cardById(cardId)!;
  return {
    ...draw,
    cards: draw.cards.map((d, k) =>
      k === place
        ? {
            ...d,
            cardId,
            name: card.name,
            image: card.image,
            orientation: reversed ? ('reversed' as const) : ('upright' as const),
          }
        : d,
    ),
  };
}

/** A three-card section by its heading's start ("### Past"), or the whole reading for the Celtic Cross. */
const cardText = (md: string, spread: TarotSpread, place: number) =>
  spread === 'three-card'
    ? md.split(`### ${['Past', 'Present', 'Future'][place]}:`)[1]!.split('\n#')[0]!
    : md;

describe('cards of the heart on a question of business', () => {
  it('never reads the Two of Cups or the Lovers as romance on a contract, a partnership or money', () => {
    const questions = [
      'Should I sign the contract with the new client?',
      'Should I open a shop with my partner?',
      'Will the business partnership with my cousin work out?',
      'Will my loan application be approved?',
    ];
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (const question of questions)
        for (const cardId of ['cups-02-two', 'major-06-lovers'])
          for (const reversed of [false, true])
            for (let place = 0; place < (spread === 'three-card' ? 3 : 10); place++) {
              const md = TAROT_SPREADS[spread]({
                firstName: 'Ana',
                question,
                draw: withCard(spread, place, cardId, reversed, place),
              }).markdown;
              const at = `${spread} ${question} ${cardId} ${reversed} ${place}`;
              // Their themes, wherever the reading says them; and in their own paragraph, no heart at all.
              expect(md, at).not.toMatch(
                /\b(two hearts|a love freely chosen|from the heart|against the heart)\b/i,
              );
              if (spread === 'three-card')
                expect(cardText(md, spread, place).replace(/\bthe Lovers\b/gi, 'the card'), at).not.toMatch(
                  /\b(hearts?|lovers?|romance|romantic)\b/i,
                );
            }
  });
});

describe('the advice', () => {
  it('has no card text for work that tells you to stay focused against rivals', () => {
    const chariot = meaningOf(cardById('major-07-chariot')!, false);
    expect(chariot.subjects.work).not.toMatch(/rivals distract/);
  });
});

describe('the lean', () => {
  it('names the card that gives it, with its orientation, in the spread as a whole', () => {
    let leaned = 0;
    for (let i = 0; i < 40; i++) {
      const md = composeThreeCard({
        firstName: 'Ana',
        question: 'Will I get the promotion?',
        draw: seriesDraw('lean', 'three-card', i),
      }).markdown;
      const whole = md.split('## The Spread as a Whole')[1]!.split('\n## ')[0]!;
      if (!/\*\*Leaning/.test(md)) continue;
      leaned++;
      expect(whole).toMatch(
        /(ahead|now)(, upright,)?(,? with .+,)? (gives it a (slight )?lean|tips it|is why it leans( a little)?) towards (yes|no)/,
      );
    }
    expect(leaned).toBeGreaterThan(15);
  });
});

describe('the length of a three-card reading', () => {
  // Before the floor 1.4% of readings were under it; a draw whose cards have no line left to add may
  // still be, and since the answer's stock closing line went (set i) two such draws fall 2-17 words short.
  it(`is at least ${THREE_CARD_FLOOR} words in all but two of 300 readings over the labelled questions`, () => {
    const short = Array.from({ length: 300 }, (_, i) =>
      composeThreeCard({
        firstName: 'Ana',
        question: LABELLED_QUESTIONS[(i * 11) % LABELLED_QUESTIONS.length]![0],
        draw: seriesDraw('floor', 'three-card', i),
      }),
    ).filter((r) => countWords(r.markdown) < THREE_CARD_FLOOR);
    expect(
      short.length,
      short.map((r) => `${r.facts.question}: ${countWords(r.markdown)}`).join('; '),
    ).toBeLessThanOrEqual(2);
  });
});
