import { describe, expect, it } from 'vitest';
import { diff180 } from './angles';
import { natalChart } from './chart';
import { Sky, motionAt } from './sky-track';
import { julianDayFromUtcMs } from './time';
import {
  DEFAULT_TRANSIT_ORBS,
  TRANSIT_BODIES,
  TRANSIT_ORB_SETS,
  findTransits,
  rankTransits,
  strongestTransitsAt,
  type ExactPass,
  type Transit,
} from './transits';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Born 21 January 1990, 05:00 in London: the Sun at 0°53' Aquarius, where Pluto stationed in 2024. */
const aquarianInput = {
  name: 'Aquarius Sun',
  year: 1990,
  month: 1,
  day: 21,
  hour: 5,
  minute: 0,
  lat: 51.5074,
  lng: -0.1278,
  tz_str: 'Europe/London',
};
const aquariusSun = natalChart(aquarianInput);

function distanceAt(t: Transit, ms: number, target = t.target_lon): number {
  const m = motionAt(t.body, julianDayFromUtcMs(ms));
  if (!m) throw new Error('no position');
  return Math.abs(diff180(m.lon, target)) * 3600;
}

describe('transits to a natal chart', () => {
  const from = Date.UTC(2025, 0, 1);
  const to = Date.UTC(2026, 0, 1);
  const transits = findTransits(aquariusSun, from, to);

  it('gives every window its entry before its exact passes and its exit after them', () => {
    expect(transits.length).toBeGreaterThan(300);
    for (const t of transits) {
      const times = [t.enter_ms ?? -Infinity, ...t.exact.map((p) => p.at_ms), t.leave_ms ?? Infinity];
      for (let k = 1; k < times.length; k++) expect(times[k]).toBeGreaterThan(times[k - 1] as number);
      // Every window overlaps the year asked for.
      expect(t.enter_ms ?? -Infinity).toBeLessThan(to);
      expect(t.leave_ms ?? Infinity).toBeGreaterThan(from);
    }
  });

  it('times each exact pass where the ephemeris puts the body on the target, to under an arcsecond', () => {
    for (const t of transits) {
      for (const p of t.exact) expect(distanceAt(t, p.at_ms)).toBeLessThan(1);
    }
  });

  it('opens and closes each window where the body is exactly the orb away', () => {
    for (const t of transits) {
      for (const ms of [t.enter_ms, t.leave_ms]) {
        if (ms === null) continue;
        expect(Math.abs(distanceAt(t, ms) - t.orb * 3600)).toBeLessThan(1);
      }
    }
  });

  it('does not leave a transit out: a daily check of every pair finds nothing outside the windows', () => {
    const sun = aquariusSun.points.find((p) => p.name === 'Sun');
    for (let ms = from; ms < to; ms += DAY) {
      const mars = motionAt('Mars', julianDayFromUtcMs(ms));
      if (!mars || !sun) throw new Error('no position');
      for (const angle of [0, 60, 90, 120, 180, -60, -90, -120]) {
        const d = Math.abs(diff180(mars.lon, sun.abs_pos + angle));
        if (d > DEFAULT_TRANSIT_ORBS.Mars - 0.01) continue;
        const window = transits.find(
          (t) =>
            t.body === 'Mars' &&
            t.point === 'Sun' &&
            Math.abs(diff180(t.target_lon, sun.abs_pos + angle)) < 1e-9 &&
            (t.enter_ms ?? -Infinity) <= ms &&
            (t.leave_ms ?? Infinity) >= ms,
        );
        expect(window, `Mars ${angle}° from the Sun on ${new Date(ms).toISOString()}`).toBeDefined();
      }
    }
  });

  it('finds the angles only when the birth time is known', () => {
    expect(transits.some((t) => t.point === 'Ascendant' || t.point === 'Medium_Coeli')).toBe(true);
    const noTime = natalChart({ ...aquarianInput, hour: null, minute: null });
    const without = findTransits(noTime, from, to, { bodies: ['Sun'] });
    expect(without.length).toBeGreaterThan(0);
    expect(without.some((t) => t.point === 'Ascendant' || t.point === 'Medium_Coeli')).toBe(false);
  });
});

describe('a retrograde planet', () => {
  it('makes three exact passes in one window: Pluto over a natal Sun at 0°53′ Aquarius in 2024', () => {
    const pluto = findTransits(aquariusSun, Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1), {
      bodies: ['Pluto'],
    });
    const conjunction = pluto.find((t) => t.point === 'Sun' && t.aspect === 'conjunction');
    expect(conjunction?.exact.map((p) => p.retrograde)).toEqual([false, true, false]);
    const [first, second, third] = conjunction?.exact.map((p) => p.at_ms) ?? [];
    // Direct in February 2024, retrograde in July, direct again at the end of December.
    expect(new Date(first ?? 0).toISOString().slice(0, 7)).toBe('2024-02');
    expect(new Date(second ?? 0).toISOString().slice(0, 7)).toBe('2024-07');
    expect(new Date(third ?? 0).toISOString().slice(0, 7)).toBe('2024-12');
    expect(conjunction?.enter_ms).toBeLessThan(first ?? 0);
    expect(conjunction?.leave_ms).toBeGreaterThan(third ?? Infinity);
  });

  it('splits into separate windows when a tighter orb lets it leave between the passes', () => {
    const tight = findTransits(aquariusSun, Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1), {
      bodies: ['Pluto'],
      orbs: { Pluto: 0.5 },
    });
    const windows = tight.filter((t) => t.point === 'Sun' && t.aspect === 'conjunction');
    expect(windows.length).toBe(3);
    for (const w of windows) {
      expect(w.exact.length).toBe(1);
      expect(w.orb).toBe(0.5);
    }
  });

  it('refuses an orb that is not between 0 and 30 degrees', () => {
    expect(() => findTransits(aquariusSun, 0, DAY, { orbs: { Sun: 0 } })).toThrow(RangeError);
  });

  it('refuses a shared sky that does not cover the range asked for', () => {
    const sky = new Sky(Date.UTC(2025, 0, 1), Date.UTC(2025, 1, 1));
    expect(() => findTransits(aquariusSun, Date.UTC(2025, 0, 1), Date.UTC(2025, 2, 1), { sky })).toThrow(
      RangeError,
    );
    expect(findTransits(aquariusSun, Date.UTC(2025, 0, 1), Date.UTC(2025, 1, 1), { sky })).toEqual(
      findTransits(aquariusSun, Date.UTC(2025, 0, 1), Date.UTC(2025, 1, 1)),
    );
  });
});

describe('a shared sky wider than the range', () => {
  // The true Node can linger within its orb longer than its pad (60 days), so a day's search
  // finds windows open at either end of its sampled span. (Where the Node grazes the edge of an
  // orb, curves sampled on different grids can disagree on whether it touched: 2024 has no such
  // graze for this chart.)
  const sky = new Sky(Date.UTC(2022, 0, 1), Date.UTC(2027, 0, 1));
  const days = Array.from({ length: 52 }, (_, i) => Date.UTC(2024, 0, 1) + i * 7 * DAY);
  const near = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) < MINUTE;
  const same = (got: Transit[], want: Transit[]) => {
    expect(got.map((t) => `${t.aspect} ${t.point} ${t.exact.length}`)).toEqual(
      want.map((t) => `${t.aspect} ${t.point} ${t.exact.length}`),
    );
    got.forEach((t, i) => {
      const w = want[i] as Transit;
      expect(near(t.enter_ms, w.enter_ms), `enter ${t.enter_ms} ${w.enter_ms}`).toBe(true);
      expect(near(t.leave_ms, w.leave_ms), `leave ${t.leave_ms} ${w.leave_ms}`).toBe(true);
      t.exact.forEach((p, j) => expect(near(p.at_ms, (w.exact[j] as ExactPass).at_ms)).toBe(true));
    });
  };

  it('gives the windows a sky of the range gives, open ends included, and overlapping keeps to its span', () => {
    let open = 0;
    for (const from of days) {
      const own = findTransits(aquariusSun, from, from + DAY, { bodies: ['True_Node'] });
      same(findTransits(aquariusSun, from, from + DAY, { bodies: ['True_Node'], sky }), own);
      open += own.filter((t) => t.enter_ms === null || t.leave_ms === null).length;
      const at = from + DAY / 2;
      const now = findTransits(aquariusSun, from, from + DAY, {
        bodies: ['True_Node'],
        sky,
        overlapping: { fromMs: at, toMs: at },
      });
      same(
        now,
        own.filter((t) => (t.enter_ms ?? -Infinity) <= at && (t.leave_ms ?? Infinity) >= at),
      );
    }
    expect(open).toBeGreaterThan(0);
  });
});

describe('ranking a day', () => {
  it('puts a slow planet on a personal point above faster and lesser transits', () => {
    const at = Date.UTC(2024, 6, 22, 12);
    const transits = findTransits(aquariusSun, at - 30 * DAY, at + 30 * DAY);
    const ranked = rankTransits(transits, at);
    expect(ranked[0]?.transit.body).toBe('Pluto');
    expect(ranked[0]?.transit.point).toBe('Sun');
    for (let k = 1; k < ranked.length; k++) {
      expect(ranked[k]?.weight).toBeLessThanOrEqual(ranked[k - 1]?.weight ?? Infinity);
    }
    // Only windows holding the instant are ranked.
    for (const r of ranked) {
      expect(r.transit.enter_ms ?? -Infinity).toBeLessThanOrEqual(at);
      expect(r.transit.leave_ms ?? Infinity).toBeGreaterThanOrEqual(at);
      expect(r.orb_now).toBeLessThanOrEqual(r.transit.orb + 1e-6);
    }
  });

  it('weighs an applying transit above the same one separating', () => {
    const sunToSun = findTransits(aquariusSun, Date.UTC(2025, 0, 15), Date.UTC(2025, 0, 25), {
      bodies: ['Sun'],
    }).find((t) => t.point === 'Sun' && t.aspect === 'conjunction');
    const exact = sunToSun?.exact[0]?.at_ms ?? 0;
    expect(sunToSun).toBeDefined();
    const before = rankTransits([sunToSun as Transit], exact - 6 * 60 * MINUTE)[0];
    const after = rankTransits([sunToSun as Transit], exact + 6 * 60 * MINUTE)[0];
    expect(before?.applying).toBe(true);
    expect(after?.applying).toBe(false);
    expect(before?.weight).toBeGreaterThan(after?.weight ?? Infinity);
  });
});

describe('the strongest transits at an instant', () => {
  const from = Date.UTC(2025, 0, 1);
  const to = Date.UTC(2026, 0, 1);
  const sky = new Sky(from - 200 * DAY, to + 200 * DAY);
  const search = { fromMs: from - 200 * DAY, toMs: to + 200 * DAY, sky };
  const ranked = (atMs: number) =>
    rankTransits(
      findTransits(aquariusSun, search.fromMs, search.toMs, {
        sky,
        overlapping: { fromMs: atMs, toMs: atMs },
      }),
      atMs,
    );
  // Instants through the year, and instants minutes either side of windows opening and closing,
  // where the curve alone cannot tell whether the transit is in orb.
  const edges = findTransits(aquariusSun, from, to, { sky })
    .filter((_, i) => i % 25 === 0)
    .flatMap((t) => [t.enter_ms, t.leave_ms])
    .filter((ms): ms is number => ms !== null)
    .flatMap((ms) => [ms - 10 * MINUTE, ms - MINUTE, ms + MINUTE, ms + 10 * MINUTE]);
  const instants = [...Array.from({ length: 24 }, (_, i) => from + i * 15.2 * DAY), ...edges];

  it('are those the full ranking puts first, refined the same', () => {
    expect(edges.length).toBeGreaterThan(40);
    for (const atMs of instants)
      expect(strongestTransitsAt(aquariusSun, atMs, 3, search)).toEqual(ranked(atMs).slice(0, 3));
  });
});

describe('the orb sets a reader chooses', () => {
  it('make standard the default orbs, tight half of them and wide half as much again', () => {
    expect(TRANSIT_ORB_SETS.standard).toEqual(DEFAULT_TRANSIT_ORBS);
    for (const body of TRANSIT_BODIES) {
      expect(TRANSIT_ORB_SETS.tight[body]).toBe(DEFAULT_TRANSIT_ORBS[body] / 2);
      expect(TRANSIT_ORB_SETS.wide[body]).toBe(DEFAULT_TRANSIT_ORBS[body] * 1.5);
    }
  });

  it('widen every window of a narrower set and open windows it does not have', () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2025, 6, 1);
    const sky = new Sky(from, to);
    const windows = (set: keyof typeof TRANSIT_ORB_SETS) =>
      findTransits(aquariusSun, from, to, { sky, orbs: TRANSIT_ORB_SETS[set] });
    const key = (t: Transit) => `${t.body} ${t.aspect} ${t.point} ${t.target_lon}`;
    const [tight, standard, wide] = [windows('tight'), windows('standard'), windows('wide')];
    expect(tight.length).toBeLessThan(standard.length);
    for (const [narrow, broad] of [
      [tight, standard],
      [standard, wide],
    ] as const) {
      const keys = new Set(broad.map(key));
      expect(broad.some((t) => !narrow.some((n) => key(n) === key(t)))).toBe(true);
      for (const t of narrow) {
        expect(keys.has(key(t))).toBe(true);
        // The narrow window lies inside one of the broad set's windows of the same pair.
        const around = broad.filter(
          (b) =>
            key(b) === key(t) &&
            (b.enter_ms ?? -Infinity) <= (t.enter_ms ?? -Infinity) &&
            (b.leave_ms ?? Infinity) >= (t.leave_ms ?? Infinity),
        );
        expect(around.length).toBe(1);
      }
    }
  });
});
