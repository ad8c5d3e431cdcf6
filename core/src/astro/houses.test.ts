import { describe, expect, it } from 'vitest';
import { diff180, norm360 } from './angles';
import { computeHouses, houseOf } from './houses';

const EPS = 23.44;

describe('computeHouses', () => {
  it('starts every system at the Ascendant, and quadrant systems put the MC on cusp 10', () => {
    for (const sys of ['P', 'K', 'O', 'E'] as const) {
      const h = computeHouses(sys, 100, EPS, 48);
      expect(h.cusps[0]).toBeCloseTo(h.asc, 9);
      if (sys !== 'E') expect(Math.abs(diff180(h.cusps[9] as number, h.mc))).toBeLessThan(1e-9);
      for (let i = 0; i < 12; i++) {
        expect(Math.abs(diff180(h.cusps[(i + 6) % 12] as number, (h.cusps[i] as number) + 180))).toBeLessThan(1e-9);
      }
    }
  });

  it('agrees between Placidus, Koch and Porphyry on the equator at an equinoctial MC', () => {
    const p = computeHouses('P', 0, EPS, 0).cusps;
    const k = computeHouses('K', 0, EPS, 0).cusps;
    p.forEach((c, i) => expect(Math.abs(diff180(c, k[i] as number))).toBeLessThan(1e-6));
  });

  it('Whole Sign and Equal follow the Ascendant', () => {
    const w = computeHouses('W', 100, EPS, 48);
    expect(w.cusps[0]).toBe(Math.floor(w.asc / 30) * 30);
    const e = computeHouses('E', 100, EPS, 48);
    expect(e.cusps[3]).toBeCloseTo(norm360(e.asc + 90), 9);
  });

  it('falls back to Whole Sign where Placidus and Koch are undefined', () => {
    let fallbacks = 0;
    for (let armc = 0; armc < 360; armc += 15) {
      const h = computeHouses('P', armc, EPS, 75);
      if (h.fallback) {
        fallbacks++;
        expect(h.system).toBe('W');
      }
    }
    expect(fallbacks).toBeGreaterThan(0);
    expect(computeHouses('K', 0, EPS, 80).system).toBe('W');
    expect(computeHouses('O', 0, EPS, 80).fallback).toBe(false);
  });

  it('places a longitude in the house whose cusp precedes it, across 0 Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
  });
});
