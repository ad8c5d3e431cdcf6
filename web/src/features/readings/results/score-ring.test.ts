import { describe, expect, it } from 'vitest';
import { RING_CIRCUMFERENCE, RING_RADIUS, ringArc } from './score-ring';

describe('ringArc', () => {
  it('draws the score as a share of 44 on a circumference of 220', () => {
    expect(ringArc(22)).toBe(110);
    expect(ringArc(44)).toBe(220);
    expect(2 * Math.PI * RING_RADIUS).toBeCloseTo(RING_CIRCUMFERENCE);
  });

  it('clamps the arc for scores above 44 or below 0', () => {
    expect(ringArc(58)).toBe(220);
    expect(ringArc(-3)).toBe(0);
    expect(ringArc(Number.NaN)).toBe(0);
  });
});
