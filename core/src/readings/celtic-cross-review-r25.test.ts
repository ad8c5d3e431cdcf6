// The professional review of batch r25 (Celtic Cross): a card's theme is never spliced into a
// sentence frame as if it were a clause; a kind card reversed at the heart is not good ground and a
// welcome crossing cannot push it further; a good card in the asker's place is not something they
// are "up against"; a move back home is a relocation and a promotion offered is not a pay rise;
// Death read for another person is change, not resistance; the hopes-and-fears card is read one
// way; and a card's theme is said at most twice in a reading.
import { describe, expect, it } from 'vitest';
import { cardById, DECK } from '../tarot/deck';
import type { TarotDraw } from '../tarot/draw';
import { meaningOf } from '../tarot/meanings';
import { readQuestion } from './content/tarot-positions';
import { domainOf } from './celtic-cross-domain';
import { composeCelticCross, storyHead } from './celtic-cross-report';
import { crossWithCard, seriesReadings } from './__fixtures__/tarot-draws';
import { named } from './tarot-interplay';

const cc = (question: string, n = 60) => seriesReadings('cc25', question, n, ['celtic-cross']);

const compose = (question: string, draw: TarotDraw) =>
  composeCelticCross({ firstName: 'Noa', question, draw }).markdown;

describe('Celtic Cross review r25', () => {
  it('does not read a kind card reversed at the heart as good ground, nor push it further', () => {
    let seen = 0;
    for (const id of ['major-19-sun', 'cups-10-ten', 'major-17-star', 'wands-06-six']) {
      const card = cardById(id)!;
      if (meaningOf(card, true).lean !== 'yes') continue;
      const name = named(card, { orientation: 'reversed' } as never);
      for (let i = 0; i < 12; i++) {
        const md = compose(
          'How can I find love again after my divorce?',
          crossWithCard('cc25w', i, 'present', id, true),
        );
        seen++;
        for (const bad of [
          `good ground with ${name}`,
          `begins well, with ${name}`,
          `pushes ${name} further`,
          `something better at the centre, ${name}`,
        ])
          expect(md, bad).not.toContain(bad);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('says "something better at the centre" only for an uncrossed present', () => {
    for (const md of cc('Where is my marriage heading?')) {
      // A heart "come through to something better" and then "made harder" or "held back" in one breath.
      expect(md).not.toMatch(/something better at the centre, [^.]*(held back|made harder) by/);
    }
  });

  it('never has the asker "up against" their own card', () => {
    for (const md of [
      ...cc('What do I need to know about my health this winter?'),
      ...cc('Will my novel get published?'),
    ])
      expect(md).not.toMatch(/you are up against/);
  });

  it('reads a move back home as a relocation, with no holiday or visa advice', () => {
    expect(domainOf('Should I move back to my hometown?')?.key).toBe('relocation');
    for (const md of cc('Should I move back to my hometown?'))
      expect(md).not.toMatch(/\b(pick a destination|book it|planning becomes real|visas?)\b/i);
  });

  it('reads a promotion offered as a role to weigh, not a pay rise to ask for or a boss', () => {
    const question = 'Should I accept the promotion to manager?';
    expect(readQuestion(question).situation.role).not.toBe('boss');
    expect(readQuestion('Should I tell my manager I am leaving?').situation.role).toBe('boss');
    for (const md of cc(question)) {
      expect(md).not.toMatch(/pay is next reviewed|the case for what you are asking/);
      expect(md).not.toMatch(/your employer/);
    }
  });

  it('reads Death for another person as change, not resistance', () => {
    for (let i = 0; i < 12; i++) {
      const md = compose(
        'How can I rebuild trust with my teenage son?',
        crossWithCard('cc25w', i, 'environment', 'major-13-death', false),
      );
      expect(md).not.toMatch(/shows resistance/);
    }
  });

  it('reads the hopes-and-fears card one way: a hope is never then called a fear', () => {
    let seen = 0;
    for (let i = 0; i < 20; i++) {
      for (const outcome of ['major-12-hanged-man', 'swords-10-ten', 'cups-05-five']) {
        let draw = crossWithCard('cc25w', i, 'hopes-fears', 'swords-02-two', false);
        if (draw.cards.some((d) => d.cardId === outcome)) continue;
        const card = cardById(outcome);
        if (!card) continue;
        draw = {
          ...draw,
          cards: draw.cards.map((d) =>
            d.positionKey === 'outcome'
              ? { ...d, cardId: outcome, name: card.name, image: card.image, orientation: 'upright' }
              : d,
          ),
        };
        const md = compose('How can I rebuild trust with my teenage son?', draw);
        if (
          !/side of hope|more hope than fear|hope that keeps you going|outcome you would like|what you would like/.test(
            md,
          )
        )
          continue;
        seen++;
        expect(md).not.toMatch(/fear in the Two of Swords/);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('says a card’s theme at most twice in a reading', () => {
    const heads = DECK.flatMap((card) =>
      [false, true]
        .map((r) => storyHead(meaningOf(card, r).theme))
        // Two-word heads ("a fair") occur inside other phrases; a theme's head is longer.
        .filter((h): h is string => !!h && h.split(' ').length > 2),
    );
    for (const question of [
      'Where is my marriage heading?',
      'Should I accept the promotion to manager?',
      'Will my novel get published?',
    ])
      for (const md of cc(question, 40))
        for (const head of heads) expect(md.split(head).length - 1, head).toBeLessThanOrEqual(2);
  });
});
