import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { birthClockCaution, birthClockLine, birthClockLineDe, utcOffsetLabel } from './birth-clock';

describe('utcOffsetLabel', () => {
  it('writes offsets to the minute with a true minus sign', () => {
    expect(utcOffsetLabel(-300)).toBe('UTC−5');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-25.35)).toBe('UTC−0:25');
    expect(utcOffsetLabel(0)).toBe('UTC+0');
  });
});

describe('birthClockLine', () => {
  // 01:30 came twice in Chicago on 28 October 1990; the caller chose the daylight reading.
  const overlap = natalChart({
    name: 'R',
    year: 1990,
    month: 10,
    day: 28,
    hour: 1,
    minute: 30,
    lat: 41.8781,
    lng: -87.6298,
    tz_str: 'America/Chicago',
    city: 'Chicago',
    nation: 'US',
    utc_offset_minutes: -300,
  });

  it('says which reading of a doubled hour was taken', () => {
    expect(birthClockLine(overlap)).toBe(
      '- **Birth time**: 01:30 in Chicago, UTC−5 (America/Chicago daylight time), 06:30 UT; the clocks went back that night and the hour came twice, so this is the reading chosen.',
    );
    expect(birthClockLineDe(overlap)).toBe(
      '- **Geburt**: 28. Oktober 1990, 01:30 Uhr Ortszeit in Chicago, UTC−5 (Sommerzeit laut America/Chicago), 06:30 UT; in dieser Nacht wurden die Uhren zurückgestellt und die Stunde kam zweimal vor, gewählt ist diese Lesart.',
    );
    expect(birthClockCaution(overlap)).toBeNull();
  });

  it('names a Canadian town in the caution', () => {
    const chart = natalChart({
      name: 'R',
      year: 1950,
      month: 7,
      day: 1,
      hour: 9,
      minute: 0,
      lat: 43.2557,
      lng: -79.8711,
      tz_str: 'America/Toronto',
      city: 'Hamilton',
      nation: 'CA',
    });
    expect(birthClockCaution(chart)).toBe(
      'Before 1967 Canadian towns chose their own summer time; this chart reads 09:00 as daylight time (UTC−4), as Toronto kept it. If Hamilton kept standard time that morning, the angles and house cusps all move by about 15° (one hour).',
    );
  });
});
