import { describe, expect, it } from 'vitest';
import { AmbiguousLocalTimeError, ChartInputError } from './errors';
import { natalChart } from './chart';
import { resolveBirthTime, resolveLocalTime } from './time';

const at = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('resolveLocalTime', () => {
  it('uses the zone history, including wartime and local mean time', () => {
    expect(resolveLocalTime(at(1945, 6, 15, 12, 0), 'Europe/Berlin').utc_offset_minutes).toBe(180);
    expect(resolveLocalTime(at(1943, 6, 15, 12, 0), 'Asia/Kolkata').utc_offset_minutes).toBe(390);
    expect(resolveLocalTime(at(1879, 3, 14, 11, 30), 'Europe/Berlin').utc_offset_minutes).toBeCloseTo(
      53 + 28 / 60,
      6,
    );
    const london = resolveLocalTime(at(1940, 10, 9, 18, 30), 'Europe/London');
    expect(london.utc_offset_minutes).toBe(60);
    expect(london.dst).toBe(true);
    expect(resolveLocalTime(at(2000, 1, 1, 0, 0), 'Europe/London').dst).toBe(false);
    expect(resolveLocalTime(at(2000, 1, 15, 12, 0), 'Australia/Sydney').dst).toBe(true);
  });

  it('reports a daylight-saving gap with both offsets and accepts a chosen one', () => {
    const t = at(2021, 3, 28, 2, 30);
    try {
      resolveLocalTime(t, 'Europe/Berlin');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AmbiguousLocalTimeError);
      const err = e as AmbiguousLocalTimeError;
      expect(err.field).toBe('time');
      expect(err.issue).toBe('nonexistent');
      expect(err.offsets_minutes).toEqual([60, 120]);
    }
    const r = resolveLocalTime(t, 'Europe/Berlin', 60);
    expect(r.issue).toBe('nonexistent');
    expect(new Date(r.utc_ms).toISOString()).toBe('2021-03-28T01:30:00.000Z');
  });

  it('reports an overlap with both offsets', () => {
    const t = at(2021, 10, 31, 2, 30);
    expect(() => resolveLocalTime(t, 'Europe/Berlin')).toThrow(/happens twice/);
    expect(new Date(resolveLocalTime(t, 'Europe/Berlin', 120).utc_ms).toISOString()).toBe(
      '2021-10-31T00:30:00.000Z',
    );
    expect(new Date(resolveLocalTime(t, 'Europe/Berlin', 60).utc_ms).toISOString()).toBe(
      '2021-10-31T01:30:00.000Z',
    );
    expect(() => resolveLocalTime(t, 'Europe/Berlin', 30)).toThrow(ChartInputError);
  });

  it('rejects an offset that contradicts the zone', () => {
    expect(() => resolveLocalTime(at(2021, 6, 1, 12, 0), 'Europe/Berlin', 60)).toThrow(/utc_offset_minutes/);
  });

  it('names the bad field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as ChartInputError).field;
      }
      return null;
    };
    expect(field(() => resolveLocalTime(at(2021, 2, 29, 12, 0), 'UTC'))).toBe('day');
    expect(field(() => resolveLocalTime(at(2021, 13, 1, 12, 0), 'UTC'))).toBe('month');
    expect(field(() => resolveLocalTime(at(2021, 1, 1, 24, 0), 'UTC'))).toBe('hour');
    expect(field(() => resolveLocalTime(at(2021, 1, 1, 12, 60), 'UTC'))).toBe('minute');
    expect(field(() => resolveLocalTime(at(99999, 1, 1, 12, 0), 'UTC'))).toBe('year');
    expect(field(() => resolveLocalTime(at(2021, 1, 1, 12, 0), 'Mars/Olympus'))).toBe('tz_str');
    expect(field(() => resolveLocalTime(at(2021, 1, 1, 12, 0), ''))).toBe('tz_str');
  });
});

describe('births before standard time', () => {
  // Einstein: Ulm, 14 March 1879, 11:30 local mean time (Astro-Databank, Rodden AA), Ascendant
  // 11°38' Cancer and Midheaven 12°50' Pisces there. Berlin's mean time would put both 3° early.
  it("take the birthplace's own mean time, not the zone city's", () => {
    const ulm = resolveBirthTime(
      { year: 1879, month: 3, day: 14, hour: 11, minute: 30 },
      'Europe/Berlin',
      9.9833,
    );
    expect(ulm.utc_offset_minutes).toBeCloseTo(39.933, 2);
    const berlin = resolveLocalTime({ year: 1879, month: 3, day: 14, hour: 11, minute: 30 }, 'Europe/Berlin');
    expect((ulm.utc_ms - berlin.utc_ms) / 60_000).toBeCloseTo(53.467 - 39.933, 2);
    const chart = natalChart({
      name: 'Albert',
      year: 1879,
      month: 3,
      day: 14,
      hour: 11,
      minute: 30,
      lat: 48.4,
      lng: 9.9833,
      tz_str: 'Europe/Berlin',
    });
    const point = (name: string) => chart.points.find((p) => p.name === name)!;
    expect(point('Ascendant').sign).toBe('Can');
    expect(Math.abs(point('Ascendant').position - (11 + 38 / 60))).toBeLessThan(3 / 60);
    expect(point('Medium_Coeli').sign).toBe('Pis');
    expect(Math.abs(point('Medium_Coeli').position - (12 + 50 / 60))).toBeLessThan(3 / 60);
  });

  // Gandhi: Porbandar (21°38'N 69°36'E), 2 October 1869, 07:12 local mean time (Astro-Databank,
  // Rodden AA): Ascendant about 27° Libra, Midheaven about 27° Cancer, the Sun in the 12th. tzdb
  // gives Asia/Kolkata Calcutta's mean time (+5:53:20) then, which put the Sun on the Ascendant.
  it("take the birthplace's mean time over a distant city's mean time kept by the zone (Gandhi)", () => {
    const t = { year: 1869, month: 10, day: 2, hour: 7, minute: 12 };
    expect(resolveLocalTime(t, 'Asia/Kolkata').utc_offset_minutes).toBeCloseTo(353.333, 2);
    expect(resolveBirthTime(t, 'Asia/Kolkata', 69.6).utc_offset_minutes).toBeCloseTo(278.4, 2);
    const chart = natalChart({ name: 'Mohandas', ...t, lat: 21.6333, lng: 69.6, tz_str: 'Asia/Kolkata' });
    const point = (name: string) => chart.points.find((p) => p.name === name)!;
    expect(point('Ascendant').sign).toBe('Lib');
    expect(Math.abs(point('Ascendant').position - 27)).toBeLessThan(1);
    expect(point('Medium_Coeli').sign).toBe('Can');
    expect(Math.abs(point('Medium_Coeli').position - 27)).toBeLessThan(1);
    expect(point('Sun').house).toBe(12);
  });

  it("keep a mean time that was the country's legal clock (Paris time in Nice, 1900)", () => {
    const t = { year: 1900, month: 6, day: 1, hour: 12, minute: 0 };
    expect(resolveBirthTime(t, 'Europe/Paris', 7.27)).toEqual(resolveLocalTime(t, 'Europe/Paris'));
  });

  // Jung: Kesswil (47°36'N 9°19'E), 26 July 1875, 19:32 local mean time (Astro-Databank). tzdb
  // gives Europe/Zurich Bern's mean time then (+0:29:46), only 7.5 minutes off, which put the
  // Midheaven in Sagittarius and the Sun below the horizon.
  it("take the birthplace's mean time over a nearby city's that was not national law (Jung)", () => {
    const t = { year: 1875, month: 7, day: 26, hour: 19, minute: 32 };
    expect(resolveLocalTime(t, 'Europe/Zurich').utc_offset_minutes).toBeCloseTo(29.767, 2);
    expect(resolveBirthTime(t, 'Europe/Zurich', 9.3167).utc_offset_minutes).toBeCloseTo(37.267, 2);
    const chart = natalChart({ name: 'Carl', ...t, lat: 47.6, lng: 9.3167, tz_str: 'Europe/Zurich' });
    const point = (name: string) => chart.points.find((p) => p.name === name)!;
    expect(point('Medium_Coeli').sign).toBe('Sco');
    expect(point('Ascendant').sign).toBe('Aqu');
    expect(point('Sun').house).toBe(7);
  });

  it('keep a mean time once it became national law (Amsterdam time in Groningen, 1909 on)', () => {
    const before = { year: 1905, month: 6, day: 1, hour: 12, minute: 0 };
    const after = { ...before, year: 1910 };
    expect(resolveBirthTime(before, 'Europe/Amsterdam', 6.57).utc_offset_minutes).toBeCloseTo(26.28, 2);
    expect(resolveBirthTime(after, 'Europe/Amsterdam', 6.57)).toEqual(
      resolveLocalTime(after, 'Europe/Amsterdam'),
    );
  });

  // Malaya's +7:20 (1933-1941) was a decreed clock after standard time began, not a city's mean
  // time: Penang, 40 minutes from its own, kept it.
  it('keep a rounded legal offset that follows standard time (Penang, 1938)', () => {
    const t = { year: 1938, month: 6, day: 1, hour: 12, minute: 0 };
    expect(resolveBirthTime(t, 'Asia/Singapore', 100.33).utc_offset_minutes).toBe(440);
  });

  it('keep the zone clock once standard time began', () => {
    const t = { year: 1940, month: 10, day: 9, hour: 18, minute: 30 };
    expect(resolveBirthTime(t, 'Europe/London', -2.9916)).toEqual(resolveLocalTime(t, 'Europe/London'));
  });
});
