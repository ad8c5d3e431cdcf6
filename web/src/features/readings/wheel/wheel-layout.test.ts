import { describe, expect, it } from 'vitest';
import {
  aspectStroke,
  houseMidpoint,
  norm360,
  nudgeBodies,
  polar,
  rovingTarget,
  screenAngle,
} from './wheel-layout';

const gap = (a: number, b: number) => Math.min(norm360(a - b), norm360(b - a));

describe('wheel geometry', () => {
  it('puts the Ascendant at 9 o’clock and runs the zodiac counter-clockwise', () => {
    expect(screenAngle(100, 100)).toBe(180);
    const asc = polar(300, 200, 100, 100);
    expect(asc.x).toBeCloseTo(100);
    expect(asc.y).toBeCloseTo(300);
    // 90° further along the zodiac is the bottom of the wheel (the IC side).
    const below = polar(300, 200, 190, 100);
    expect(below.x).toBeCloseTo(300);
    expect(below.y).toBeCloseTo(500);
  });

  it('finds house midpoints across 0° Aries', () => {
    expect(houseMidpoint(350, 20)).toBeCloseTo(5);
    expect(houseMidpoint(10, 40)).toBeCloseTo(25);
  });
});

describe('nudgeBodies', () => {
  it('leaves bodies alone when none is within the threshold of another', () => {
    const placed = nudgeBodies([
      { name: 'Sun', longitude: 10 },
      { name: 'Moon', longitude: 100 },
      { name: 'Mars', longitude: 250 },
    ]);
    expect(placed.map((b) => [b.name, b.displayLongitude, b.level])).toEqual([
      ['Sun', 10, 0],
      ['Moon', 100, 0],
      ['Mars', 250, 0],
    ]);
  });

  it('alternates rings within a cluster and spreads glyphs on each ring', () => {
    const bodies = ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => ({ name, longitude: 40 + i * 0.5 }));
    const placed = nudgeBodies(bodies, { minSeparation: 8 });
    expect(placed.map((b) => b.level)).toEqual([0, 1, 0, 1, 0, 1]);
    for (const level of [0, 1]) {
      const ring = placed.filter((b) => b.level === level);
      for (let i = 0; i < ring.length; i++) {
        for (let j = i + 1; j < ring.length; j++)
          expect(gap(ring[i]!.displayLongitude, ring[j]!.displayLongitude)).toBeGreaterThanOrEqual(8 - 1e-3);
      }
    }
    for (const b of placed) expect(gap(b.displayLongitude, b.longitude)).toBeLessThan(20);
  });

  it('keeps a cluster that crosses 0° Aries together', () => {
    const placed = nudgeBodies([
      { name: 'A', longitude: 359 },
      { name: 'B', longitude: 1 },
      { name: 'C', longitude: 180 },
    ]);
    expect(placed.find((b) => b.name === 'A')!.level).toBe(0);
    expect(placed.find((b) => b.name === 'B')!.level).toBe(1);
    expect(placed.find((b) => b.name === 'C')).toMatchObject({ displayLongitude: 180, level: 0 });
  });

  it('copes with a crowd that cannot keep the full separation', () => {
    const bodies = Array.from({ length: 40 }, (_, i) => ({ name: `P${i}`, longitude: i * 0.1 }));
    const placed = nudgeBodies(bodies, { minSeparation: 30 });
    expect(placed).toHaveLength(40);
    for (const b of placed) expect(Number.isFinite(b.displayLongitude)).toBe(true);
  });
});

describe('aspect lines and keyboard navigation', () => {
  it('colours aspect lines by nature and thins them as the orb widens', () => {
    expect(aspectStroke('trine', 0)).toEqual({ nature: 'harmonious', width: 3.5 });
    expect(aspectStroke('sextile', 4).nature).toBe('harmonious');
    expect(aspectStroke('square', 1).nature).toBe('challenging');
    expect(aspectStroke('opposition', 8)).toEqual({ nature: 'challenging', width: 0.75 });
    expect(aspectStroke('conjunction', 2).nature).toBe('blending');
    expect(aspectStroke('square', 1).width).toBeGreaterThan(aspectStroke('square', 5).width);
    expect(aspectStroke('square', 12).width).toBe(0.75);
  });

  it('moves focus with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(rovingTarget('ArrowRight', 0, 5)).toBe(1);
    expect(rovingTarget('ArrowDown', 4, 5)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 5)).toBe(4);
    expect(rovingTarget('ArrowUp', 3, 5)).toBe(2);
    expect(rovingTarget('Home', 3, 5)).toBe(0);
    expect(rovingTarget('End', 0, 5)).toBe(4);
    expect(rovingTarget('Tab', 0, 5)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
