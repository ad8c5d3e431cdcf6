import { describe, expect, it } from 'vitest';
import { chartSchema } from '../api/reading-content';
import { synastryAspects } from './aspects';
import { natalChart } from './chart';
import { AmbiguousLocalTimeError, ChartInputError } from './errors';
import { relationshipScoreFromInputs } from './score';
import { HOUSE_KEYS, POINT_NAMES, type ChartInput } from './types';

const lennon: ChartInput = {
  name: 'John Lennon',
  year: 1940,
  month: 10,
  day: 9,
  hour: 18,
  minute: 30,
  lat: 53.4084,
  lng: -2.9916,
  tz_str: 'Europe/London',
  city: 'Liverpool',
  nation: 'GB',
};

function fieldOf(f: () => unknown): string | null {
  try {
    f();
  } catch (e) {
    return e instanceof ChartInputError ? e.field : 'not a ChartInputError';
  }
  return null;
}

describe('natalChart', () => {
  it('gives every point, Kerykeion top-level fields and the time used', () => {
    const c = natalChart(lennon);
    expect(c.points.map((p) => p.name)).toEqual([...POINT_NAMES]);
    expect(c.sun).toEqual(c.points[0]);
    expect(c.true_node).toBeDefined();
    for (const k of HOUSE_KEYS) expect(typeof (c[k] as { abs_pos: number }).abs_pos).toBe('number');
    expect(c.utc_offset_minutes).toBe(60);
    expect(c.dst).toBe(true);
    expect(c.ut).toBe('1940-10-09T17:30:00.000Z');
    expect(c.iso_formatted_local_datetime).toBe('1940-10-09T18:30:00+01:00');
    // Moon 303.5, Sun 196.3: 107 degrees past new moon.
    expect(c.lunar_phase).toMatchObject({ moon_phase: 9, moon_phase_name: 'First Quarter' });
    expect(c.house_system).toBe('P');
    expect(c.city).toBe('Liverpool');
    expect(c.warnings).toEqual([]);
    expect(c.aspects.length).toBeGreaterThan(5);
    for (const a of c.aspects) expect(a.orb).toBeLessThanOrEqual(10);
    const asc = c.points.find((p) => p.name === 'Ascendant');
    expect(asc?.house).toBe(1);
    expect(c.points.find((p) => p.name === 'Medium_Coeli')?.house).toBe(10);
  });

  it('computes every house system', () => {
    for (const hs of ['P', 'W', 'E', 'K', 'O'] as const) {
      const c = natalChart({ ...lennon, house_system: hs });
      expect(c.house_system).toBe(hs);
      expect(c.houses).toHaveLength(12);
    }
  });

  it('inside the polar circle uses Porphyry for Placidus and says which system and why', () => {
    const c = natalChart({
      ...lennon,
      lat: 78.22,
      lng: 15.65,
      tz_str: 'Arctic/Longyearbyen',
      month: 1,
      day: 1,
      hour: 12,
      minute: 0,
    });
    expect(c.house_system_requested).toBe('P');
    expect(c.house_system).toBe('O');
    const fallback = c.warnings.find((w) => w.code === 'polar_house_fallback');
    expect(fallback?.message).toMatch(
      /Placidus houses are undefined inside the polar circle.*Porphyry houses are used/,
    );
    expect(chartSchema.parse(c).warnings).toEqual(c.warnings);
  });

  it('inside the polar circle keeps the Ascendant after the MC, as Swiss Ephemeris does', () => {
    // Swiss Ephemeris: Ascendant 60.96 (not 240.96) and the Sun in house 8 of Equal houses.
    const c = natalChart({
      name: 'Tromso',
      year: 2000,
      month: 1,
      day: 1,
      hour: 8,
      minute: 0,
      lat: 69.65,
      lng: 18.96,
      tz_str: 'UTC',
      house_system: 'E',
    });
    const point = (name: string) => c.points.find((p) => p.name === name);
    expect(point('Ascendant')?.abs_pos).toBeCloseTo(60.96, 1);
    expect(point('Sun')?.house).toBe(8);
    expect(c.house_system).toBe('E');
    expect(c.warnings.map((w) => w.code)).toContain('polar_ascendant');
  });

  it('without a birth time leaves out houses and angles and marks the Moon uncertain', () => {
    // The Moon entered Leo on 1990-06-24 (UT about 15h).
    const c = natalChart({
      ...lennon,
      year: 1990,
      month: 6,
      day: 24,
      hour: null,
      minute: null,
      lat: 51.5,
      lng: -0.13,
    });
    expect(c.birth_time_known).toBe(false);
    expect(c.houses).toBeNull();
    expect(c.house_system).toBeNull();
    expect(c.points.some((p) => p.name === 'Ascendant' || p.name === 'Medium_Coeli')).toBe(false);
    expect(c.first_house).toBeUndefined();
    const moon = c.points.find((p) => p.name === 'Moon');
    expect(moon?.house).toBeNull();
    expect(moon?.uncertain?.signs).toEqual(['Can', 'Leo']);
    expect(c.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['unknown_birth_time', 'uncertain_moon_sign']),
    );
    const sun = c.points.find((p) => p.name === 'Sun');
    expect(sun?.uncertain).toBeUndefined();
  });

  it("gives the True Node's speed and retrograde flag as Swiss Ephemeris does", () => {
    // Swiss Ephemeris 2.10 with its data files: -0.01029 degrees a day, retrograde.
    const c = natalChart({
      name: 'slow node',
      year: 1906,
      month: 4,
      day: 15,
      hour: 9,
      minute: 2,
      lat: -30.15,
      lng: 112.4031,
      tz_str: 'UTC',
    });
    const node = (name: string) => c.points.find((p) => p.name === name);
    expect(node('True_Node')?.speed).toBeCloseTo(-0.01029, 3);
    expect(node('True_Node')?.retrograde).toBe(true);
    expect(node('True_South_Node')?.retrograde).toBe(true);
  });

  it('warns when Chiron is outside its table', () => {
    const c = natalChart({ ...lennon, year: 2450 });
    expect(c.points.some((p) => p.name === 'Chiron')).toBe(false);
    expect(c.warnings.map((w) => w.code)).toContain('chiron_out_of_range');
  });

  it('requires an explicit offset in a daylight-saving gap, then records the choice', () => {
    const gap = { ...lennon, year: 2021, month: 3, day: 28, hour: 2, minute: 30, tz_str: 'Europe/Berlin' };
    expect(() => natalChart(gap)).toThrow(AmbiguousLocalTimeError);
    const c = natalChart({ ...gap, utc_offset_minutes: 120 });
    expect(c.utc_offset_minutes).toBe(120);
    expect(c.warnings.map((w) => w.code)).toContain('nonexistent_local_time');
  });

  it('names the bad field', () => {
    expect(fieldOf(() => natalChart({ ...lennon, lat: 91 }))).toBe('lat');
    expect(fieldOf(() => natalChart({ ...lennon, lng: Number.NaN }))).toBe('lng');
    expect(fieldOf(() => natalChart({ ...lennon, tz_str: 'Nowhere/City' }))).toBe('tz_str');
    expect(fieldOf(() => natalChart({ ...lennon, month: 2, day: 30 }))).toBe('day');
    expect(fieldOf(() => natalChart({ ...lennon, year: 200 }))).toBe('year');
    expect(fieldOf(() => natalChart({ ...lennon, hour: null }))).toBe('hour');
    expect(fieldOf(() => natalChart({ ...lennon, house_system: 'X' as never }))).toBe('house_system');
  });
});

describe('synastry and score', () => {
  it('lists aspects from the first chart to the second', () => {
    const a = natalChart(lennon);
    const b = natalChart({ ...lennon, year: 1942, month: 6, day: 18, hour: 15 });
    const asp = synastryAspects(a.points, b.points);
    expect(asp.some((x) => x.p1 === 'Sun' && x.p2 === 'Moon' && x.aspect === 'sextile')).toBe(true);
  });

  it('drops the Ascendant rules and gives a range without birth times', () => {
    const a = { ...lennon, hour: null, minute: null };
    const b = { ...lennon, year: 1942, month: 6, day: 18, hour: null, minute: null };
    const s = relationshipScoreFromInputs(a, b);
    expect(s.max_score).toBe(46);
    expect(s.aspects.some((h) => h.rule === 'sun_ascendant' || h.rule === 'moon_ascendant')).toBe(false);
    expect(s.range).toBeDefined();
    expect(s.range?.min).toBeLessThanOrEqual(s.score_value);
    expect(s.range?.max).toBeGreaterThanOrEqual(s.score_value);
  });
});
