import { Body, HelioState, HelioVector } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { diff180 } from './angles';
import {
  JD_J2000,
  apparentMotion,
  astroTime,
  frameAt,
  skyMotions,
  type Frame,
  type Motion,
} from './ephemeris';
import { PLANET_SERIES } from './planet-series.generated';
import { chebyshevBody, chebyshevFit, chebyshevNodes, encode, type ChebyshevTable } from './planet-series';

const PLANETS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;

/** The frame as astronomy-engine itself gives it, without the Earth's series. */
function referenceFrame(jd: number): Frame {
  const f = frameAt(astroTime(jd));
  return { ...f, earth: HelioState(Body.Earth, f.t) };
}

describe('planets from Chebyshev series', () => {
  it('fits a polynomial exactly and differentiates it', () => {
    const p = (x: number) => 3 - 2 * x + 0.5 * x * x * x;
    const c = chebyshevFit(chebyshevNodes(5).map(p));
    // Two segments, the second twice the first; terms after the first two as int16.
    const packed = encode([...c, ...c, ...c, ...c.map((v) => 2 * v), ...c, ...c], 5, 2);
    const body = chebyshevBody({ start_tt: 10, segment_days: 2, terms: 5, segments: 2, wide: 2, ...packed });
    // Day 13.5 is x = 0.5 on the second segment; d/dt = dp/dx * 2 / 2.
    const at = body(13.5);
    expect(at?.x).toBeCloseTo(2 * p(0.5), 4);
    expect(at?.vz).toBeCloseTo(-2 + 1.5 * 0.25, 4);
    expect(body(11)?.y).toBeCloseTo(p(0), 4);
    expect(body(9.99)).toBeNull();
    expect(body(14)).toBeNull();
  });

  it("agrees with astronomy-engine's VSOP87, the reference, in apparent longitude and speed", () => {
    const worst: Record<string, [arcmin: number, speed: number]> = {};
    for (let k = 0; k < 400; k++) {
      const jd = 2378497 + (k + 0.37) * 547.6; // 1800-2399
      const ours = skyMotions(astroTime(jd), () => null);
      const f = referenceFrame(jd);
      for (const name of ['Sun', ...PLANETS] as const) {
        const reference = apparentMotion(
          name === 'Sun' ? () => ({ x: 0, y: 0, z: 0 }) : (t) => HelioVector(Body[name], t),
          f,
        ) as Motion;
        const got = ours[name] as Motion;
        const [a, s] = worst[name] ?? [0, 0];
        worst[name] = [
          Math.max(a, Math.abs(diff180(got.lon, reference.lon)) * 60),
          Math.max(s, Math.abs(got.speed - reference.speed)),
        ];
      }
    }
    for (const [name, [arcmin, speed]] of Object.entries(worst)) {
      expect(arcmin, name).toBeLessThan(0.002);
      expect(speed, name).toBeLessThan(0.00005);
    }
  });

  it.each(PLANETS)('gives %s the right speed across the end of a segment', (name) => {
    const table = PLANET_SERIES[name] as ChebyshevTable;
    // Half a minute before the end of a segment in 1990: the speed step crosses into the next.
    const end =
      table.start_tt + Math.ceil((-3650 - table.start_tt) / table.segment_days) * table.segment_days;
    let jd = JD_J2000 + end - 0.5 / 1440;
    for (let i = 0; i < 3; i++) jd += end - 0.5 / 1440 - astroTime(jd).tt;
    const ours = skyMotions(astroTime(jd), () => null)[name] as Motion;
    const reference = apparentMotion((t) => HelioVector(Body[name], t), referenceFrame(jd)) as Motion;
    expect(Math.abs(ours.speed - reference.speed)).toBeLessThan(0.00005);
  });

  it('covers 1800-2400 and falls back to VSOP87 outside', () => {
    const earth = chebyshevBody(PLANET_SERIES.Earth as ChebyshevTable);
    expect(earth(astroTime(2378496.5).tt)).not.toBeNull(); // 1800-01-01
    expect(earth(astroTime(2597641.5).tt)).not.toBeNull(); // 2400-01-01
    const jd = 2341973; // 1700
    expect(earth(astroTime(jd).tt)).toBeNull();
    const mars = skyMotions(astroTime(jd), () => null).Mars as Motion;
    const reference = apparentMotion((t) => HelioVector(Body.Mars, t), referenceFrame(jd)) as Motion;
    expect(mars.lon).toBe(reference.lon);
  });
});
