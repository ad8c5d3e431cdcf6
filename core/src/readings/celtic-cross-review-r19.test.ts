// The professional review of batch r19 (Celtic Cross): a grammatical hope-against-outcome line,
// grief read without freedom or trickery, a hope to conceive read as a sensitive hope rather than a
// decision, and a career already held never read as a plan to enter it.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';

const readings = (question: string, n = 40) =>
  Array.from({ length: n }, (_, i) => {
    const draw = seriesDraw('cc19', 'celtic-cross', i);
    return { draw, md: composeCelticCross({ firstName: 'Noa', question, draw }).markdown };
  });

describe('Celtic Cross review r19', () => {
  it('never says a card "is a hope the outcome … neither grants nor refuses"', () => {
    for (const { md } of readings('Should I sell my share of the business to my partner?'))
      expect(md).not.toMatch(/is a hope the outcome/);
  });

  it('reads a grief without freedom to enjoy or a will to bring back to honesty', () => {
    for (const { md } of readings('What do I need to understand about my grief after losing my father?'))
      expect(md.split('## Verify')[0]).not.toMatch(
        /\b(freedom|something honest|trickery|schemes?|manipulation)\b/i,
      );
  });

  it('reads a hope to conceive with no decision, no exercise, no verdict and the doctor named', () => {
    let ace = 0;
    for (const { draw, md } of readings('Will we manage to have a baby next year?', 60)) {
      const body = md.split('## Verify')[0]!;
      expect(body).not.toMatch(/yours to decide|\bexercise\b|way of moving/i);
      expect(body).not.toMatch(/\*\*(The answer is|Yes,|No,|On balance)/);
      expect(body).toMatch(/doctor/);
      if (draw.cards.some((c) => c.cardId === 'wands-01-ace' && c.orientation === 'upright')) {
        ace++;
        expect(body).toMatch(/includes birth/);
      }
    }
    expect(ace).toBeGreaterThan(0);
  });

  it('reads a career already held as that career, not a plan to enter it', () => {
    for (const { md } of readings('What is my next step in my career as a nurse?'))
      expect(md).not.toMatch(/plan to work as a nurse/);
  });
});
