import { describe, expect, it } from 'vitest';
import { DECK } from './deck';
import { commitSeed, drawSpread, DrawError, prepareDraw, verifyDraw } from './draw';

const SEED = '00'.repeat(31) + '01';

describe('drawSpread', () => {
  it('is a deterministic function of seed, cut and spread', () => {
    const a = drawSpread({ seed: SEED, cut: 'hello', spread: 'celtic-cross' });
    const b = drawSpread({ seed: SEED.toUpperCase(), cut: 'hello', spread: 'celtic-cross' });
    expect(b.cards).toEqual(a.cards);
    // Pinned so a change to the byte layout cannot silently break replay of stored readings.
    expect(a.cards.map((c) => `${c.cardId}${c.orientation === 'reversed' ? '*' : ''}`)).toEqual([
      'pentacles-14-king',
      'wands-14-king*',
      'cups-13-queen',
      'wands-03-three',
      'wands-02-two*',
      'swords-04-four',
      'wands-09-nine*',
      'swords-12-knight',
      'major-12-hanged-man*',
      'pentacles-07-seven',
    ]);
    expect(a.commitment).toBe('ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5');
  });

  it('changes with the cut and the spread, and never repeats a card', () => {
    const a = drawSpread({ seed: SEED, cut: 'a', spread: 'celtic-cross' });
    const b = drawSpread({ seed: SEED, cut: 'b', spread: 'celtic-cross' });
    expect(a.cards).not.toEqual(b.cards);
    const three = drawSpread({ seed: SEED, cut: 'a', spread: 'three-card' });
    expect(three.cards.map((c) => c.positionKey)).toEqual(['past', 'present', 'future']);
    for (const d of [a, b, three]) expect(new Set(d.cards.map((c) => c.cardId)).size).toBe(d.cards.length);
  });

  it('treats canonically equivalent cuts alike (NFC)', () => {
    const composed = drawSpread({ seed: SEED, cut: 'Zo\u00eb', spread: 'three-card' });
    const decomposed = drawSpread({ seed: SEED, cut: 'Zoe\u0308', spread: 'three-card' });
    expect(decomposed.cards).toEqual(composed.cards);
  });

  it('rejects bad seeds, long cuts and unknown spreads with the field named', () => {
    expect(() => drawSpread({ seed: 'xyz', spread: 'three-card' })).toThrow(DrawError);
    const thrown = (() => {
      try {
        drawSpread({ seed: SEED, cut: 'x'.repeat(501), spread: 'three-card' });
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(DrawError);
    expect((thrown as DrawError).field).toBe('cut');
    expect(() => drawSpread({ seed: SEED, spread: 'nope' as 'three-card' })).toThrow(/spread/);
  });
});

describe('commit and verify', () => {
  it('publishes SHA-256 of the seed and replays a stored draw', () => {
    const { seed, commitment } = prepareDraw();
    expect(commitment).toBe(commitSeed(seed));
    const draw = drawSpread({ seed, cut: 'my cut', spread: 'celtic-cross' });
    expect(verifyDraw(draw)).toEqual({ ok: true, problems: [] });
    const forged = { ...draw, cards: [...draw.cards].reverse() };
    expect(verifyDraw(forged).ok).toBe(false);
    expect(verifyDraw({ ...draw, commitment: '0'.repeat(64) }).problems[0]).toMatch(/commitment/);
  });
});

// Chi-square critical values at the 0.001 level.
const CHI2_001: Record<number, number> = { 1: 10.828, 77: 121.1, 155: 215.0 };

function chiSquare(observed: number[], expected: number): number {
  return observed.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
}

describe('draw distribution', () => {
  // A million card draws: seconds of CPU, more on a loaded machine, so it gets its own time limit.
  it('shows no card, position or orientation bias over 100,000 shuffles', { timeout: 60_000 }, () => {
    const N = 100_000;
    const prefix = 'ab'.repeat(28);
    // counts[position][card] for the Celtic Cross; orientation counted per card.
    const positions = 10;
    const counts = Array.from({ length: positions }, () => new Array<number>(DECK.length).fill(0));
    const reversedByCard = new Array<number>(DECK.length).fill(0);
    const seenByCard = new Array<number>(DECK.length).fill(0);
    const index = new Map(DECK.map((c, i) => [c.id, i]));
    for (let n = 0; n < N; n++) {
      const seed = prefix + n.toString(16).padStart(8, '0');
      const draw = drawSpread({ seed, cut: '', spread: 'celtic-cross' });
      draw.cards.forEach((c, p) => {
        const i = index.get(c.cardId)!;
        counts[p]![i]!++;
        seenByCard[i]!++;
        if (c.orientation === 'reversed') reversedByCard[i]!++;
      });
    }
    // Each position separately: 78 cards, df 77. Ten tests at 0.001 each keep a false alarm rare.
    for (const row of counts) expect(chiSquare(row, N / DECK.length)).toBeLessThan(CHI2_001[77]!);
    // Orientation: reversed versus upright per card, pooled into one 156-cell table (df 155).
    const cells = DECK.flatMap((_, i) => [reversedByCard[i]!, seenByCard[i]! - reversedByCard[i]!]);
    const expected = (N * positions) / cells.length;
    expect(chiSquare(cells, expected)).toBeLessThan(CHI2_001[155]!);
    // Overall share of reversed cards (df 1).
    const rev = reversedByCard.reduce((a, b) => a + b, 0);
    expect(chiSquare([rev, N * positions - rev], (N * positions) / 2)).toBeLessThan(CHI2_001[1]!);
  });
});
