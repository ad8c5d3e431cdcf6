import { describe, expect, it } from 'vitest';
import { diff180 } from './angles';
import { eclipses, ingresses, lunarPhases, moonAt, retrogradeAt, stations, voidOfCourse } from './sky-events';
import { PLANETS, Sky, motionAt } from './sky-track';
import { julianDayFromUtcMs, utcMsFromJulianDay } from './time';

const MINUTE = 60_000;

function minutesFrom(ms: number, iso: string): number {
  return Math.abs(ms - Date.parse(iso)) / MINUTE;
}

const year2024 = new Sky(Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1));

describe('eclipses', () => {
  it('finds the total solar eclipse of 8 April 2024 at 19° Aries and the year’s other three', () => {
    const found = eclipses(Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1));
    expect(found.map((e) => `${e.eclipse} ${e.kind}`)).toEqual([
      'lunar penumbral',
      'solar total',
      'lunar partial',
      'solar annular',
    ]);
    const total = found[1];
    // NASA: greatest eclipse 18:17:16 UT (TD 18:18:29).
    expect(minutesFrom(total?.at_ms ?? 0, '2024-04-08T18:17:16Z')).toBeLessThan(2);
    expect(total?.sign).toBe('Ari');
    expect(Math.floor(total?.degree ?? 0)).toBe(19);
  });
});

describe('lunar phases', () => {
  const phases = lunarPhases(year2024);

  it('finds the new moon of the eclipse and every quarter of the year in turn', () => {
    const newMoon = phases.find((p) => p.phase === 'new_moon' && p.at_ms > Date.UTC(2024, 3, 1));
    // Published: 8 April 2024, 18:21 UT, 19°24' Aries.
    expect(minutesFrom(newMoon?.at_ms ?? 0, '2024-04-08T18:21Z')).toBeLessThan(2);
    expect(newMoon?.sign).toBe('Ari');
    expect(newMoon?.degree).toBeCloseTo(19.4, 1);
    expect(phases.length).toBeGreaterThanOrEqual(49);
    const order = ['new_moon', 'first_quarter', 'full_moon', 'last_quarter'];
    for (let k = 1; k < phases.length; k++) {
      const prev = order.indexOf(phases[k - 1]?.phase ?? '');
      expect(phases[k]?.phase).toBe(order[(prev + 1) % 4]);
    }
  });

  it('times each phase where the Moon is the phase angle from the Sun, to under an arcsecond', () => {
    const angle = { new_moon: 0, first_quarter: 90, full_moon: 180, last_quarter: 270 };
    for (const p of phases) {
      const jd = julianDayFromUtcMs(p.at_ms);
      const elongation = (motionAt('Moon', jd)?.lon ?? NaN) - (motionAt('Sun', jd)?.lon ?? NaN);
      expect(Math.abs(diff180(elongation, angle[p.phase])) * 3600).toBeLessThan(1);
    }
  });
});

describe('planets in the sky', () => {
  it('finds the Jupiter-Saturn conjunction of 21 December 2020 at 0° Aquarius', () => {
    const sky = new Sky(Date.UTC(2020, 11, 1), Date.UTC(2021, 0, 1));
    const gap = sky.difference('Jupiter', 'Saturn');
    const found: number[] = [];
    gap?.crossings(0, found);
    expect(found.length).toBe(1);
    const ms = utcMsFromJulianDay(gap?.refine(found[0] ?? 0, 0) ?? 0);
    // Swiss Ephemeris puts it at 18:20:36 UT; the two ephemerides differ by 1.6" in the gap
    // between the planets, which they close by only 0.11° a day: 5.6 minutes.
    expect(minutesFrom(ms, '2020-12-21T18:20:36Z')).toBeLessThan(8);
    const jupiter = motionAt('Jupiter', julianDayFromUtcMs(ms))?.lon ?? NaN;
    expect(jupiter).toBeGreaterThan(300);
    expect(jupiter).toBeLessThan(300.5);
  });

  it('finds Mercury’s three retrograde stations of 2024 and the direct ones after them', () => {
    const mercury = stations(year2024).filter((s) => s.body === 'Mercury');
    expect(mercury.map((s) => s.station)).toEqual([
      'direct',
      'retrograde',
      'direct',
      'retrograde',
      'direct',
      'retrograde',
      'direct',
    ]);
    // Published (UT): 1 April 22:14 at 27°13' Aries, 5 August 04:56, 26 November 02:42. A station's
    // time is ill-conditioned: the speed changes by only 0.0007° a day per hour around it.
    const retrograde = mercury.filter((s) => s.station === 'retrograde');
    expect(minutesFrom(retrograde[0]?.at_ms ?? 0, '2024-04-01T22:14Z')).toBeLessThan(20);
    expect(minutesFrom(retrograde[1]?.at_ms ?? 0, '2024-08-05T04:56Z')).toBeLessThan(20);
    expect(minutesFrom(retrograde[2]?.at_ms ?? 0, '2024-11-26T02:42Z')).toBeLessThan(20);
    expect(retrograde[0]?.sign).toBe('Ari');
    expect(retrograde[0]?.degree).toBeCloseTo(27.2, 1);
    for (const s of mercury) {
      expect(Math.abs(motionAt('Mercury', julianDayFromUtcMs(s.at_ms))?.speed ?? NaN)).toBeLessThan(0.001);
    }
  });

  it('lists the planets retrograde at an instant', () => {
    const during = retrogradeAt(Date.UTC(2024, 3, 10));
    expect(during).toContain('Mercury');
    expect(during).not.toContain('Mars');
    expect(retrogradeAt(Date.UTC(2024, 4, 10))).not.toContain('Mercury');
  });

  it('finds sign ingresses, including a retrograde planet backing into the sign behind', () => {
    const found = ingresses(year2024);
    const pluto = found.filter((i) => i.body === 'Pluto').map((i) => `${i.sign} ${i.retrograde}`);
    // Pluto entered Aquarius on 21 January 2024, backed into Capricorn on 1 September and
    // returned to Aquarius on 19 November.
    expect(pluto).toEqual(['Aqu false', 'Cap true', 'Aqu false']);
    const sunIntoAries = found.find((i) => i.body === 'Sun' && i.sign === 'Ari');
    // The March equinox of 2024: 20 March, 03:06 UT.
    expect(minutesFrom(sunIntoAries?.at_ms ?? 0, '2024-03-20T03:06Z')).toBeLessThan(2);
    for (const i of found) {
      const lon = motionAt(i.body, julianDayFromUtcMs(i.at_ms))?.lon ?? NaN;
      expect(Math.abs(diff180(lon, Math.round(lon / 30) * 30)) * 3600).toBeLessThan(1);
    }
  });
});

describe('the void-of-course Moon', () => {
  const periods = voidOfCourse(new Sky(Date.UTC(2024, 0, 1), Date.UTC(2024, 2, 1)));

  it('ends each period exactly as the Moon enters the next sign', () => {
    expect(periods.length).toBeGreaterThan(20);
    for (const p of periods) {
      const moon = motionAt('Moon', julianDayFromUtcMs(p.end_ms))?.lon ?? NaN;
      expect(Math.abs(diff180(moon, Math.round(moon / 30) * 30)) * 3600).toBeLessThan(1);
      expect(moonAt(p.end_ms + MINUTE).sign).toBe(p.sign);
      expect(moonAt(p.end_ms - MINUTE).sign).not.toBe(p.sign);
    }
  });

  it('starts each period at an exact aspect of the Moon, with none after it before the ingress', () => {
    const angles = {
      conjunction: [0],
      sextile: [60, 300],
      square: [90, 270],
      trine: [120, 240],
      opposition: [180],
    };
    for (const p of periods) {
      expect(p.start_ms).toBeLessThan(p.end_ms);
      const at = julianDayFromUtcMs(p.start_ms);
      const gap = (motionAt('Moon', at)?.lon ?? NaN) - (motionAt(p.last_aspect.body, at)?.lon ?? NaN);
      const off = Math.min(...angles[p.last_aspect.aspect].map((a) => Math.abs(diff180(gap, a))));
      expect(off * 3600).toBeLessThan(1);
      // No exact aspect to any planet in between, checked every 15 minutes.
      for (const body of PLANETS) {
        let before = NaN;
        for (let ms = p.start_ms + MINUTE; ms < p.end_ms; ms += 15 * MINUTE) {
          const jd = julianDayFromUtcMs(Math.min(ms, p.end_ms - MINUTE));
          const now = (motionAt('Moon', jd)?.lon ?? NaN) - (motionAt(body, jd)?.lon ?? NaN);
          if (!Number.isNaN(before)) {
            for (const a of [0, 60, 90, 120, 180, 240, 270, 300]) {
              const crossed =
                diff180(before, a) < 0 !== diff180(now, a) < 0 && Math.abs(diff180(now, a)) < 10;
              expect(crossed, `${body} ${a} in ${new Date(p.start_ms).toISOString()}`).toBe(false);
            }
          }
          before = now;
        }
      }
    }
    // 2 January 2024: the Moon's last aspect in Virgo, a trine to Pluto at 23:36 UT; Libra at 00:46.
    const first = periods[0];
    expect(first?.last_aspect).toEqual({ body: 'Pluto', aspect: 'trine' });
    expect(first?.sign).toBe('Lib');
  });
});
