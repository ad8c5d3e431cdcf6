import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { composeCelticCross } from './celtic-cross-report';

const draws = Array.from({ length: 20 }, (_, i) =>
  drawSpread({
    seed: createHash('sha256').update(`ivf-${i}`).digest('hex'),
    cut: '',
    spread: 'celtic-cross',
  }),
);

describe('Celtic Cross, review u', () => {
  it('calls the asker’s part in someone’s IVF a part in her treatment, never in her recovery', () => {
    let named = 0;
    for (const draw of draws) {
      const md = composeCelticCross({
        firstName: 'Sam',
        question: 'Will my sister’s IVF work this time?',
        draw,
      }).markdown;
      expect(md).not.toMatch(/your part in her recovery/);
      if (md.includes('your part in her treatment')) named++;
    }
    expect(named).toBeGreaterThan(0);
  });
});
