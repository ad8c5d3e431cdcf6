import { describe, expect, it } from 'vitest';
import {
  birthDataSchema,
  chartInputSchema,
  civilDateSchema,
  civilTimeSchema,
  placeQuerySchema,
} from './schemas';

describe('request schemas', () => {
  it('accepts birth data with coordinates or a city, and an unknown time', () => {
    expect(
      chartInputSchema.parse({
        year: 1940,
        month: 10,
        day: 9,
        hour: 18,
        minute: 30,
        lat: 53.4,
        lng: -3,
        tz_str: 'Europe/London',
      }).name,
    ).toBe('');
    expect(
      birthDataSchema.safeParse({
        name: 'A',
        year: 1990,
        month: 1,
        day: 2,
        hour: null,
        minute: null,
        city: 'Liverpool',
      }).success,
    ).toBe(true);
    expect(placeQuerySchema.safeParse({ city: 'Liverpool', country: 'GB' }).success).toBe(true);
  });

  it('rejects out-of-range values and half-given times, naming the path', () => {
    const bad = chartInputSchema.safeParse({
      year: 1940,
      month: 13,
      day: 9,
      hour: 18,
      minute: 30,
      lat: 95,
      lng: 0,
      tz_str: 'UTC',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['month', 'lat']));
    const half = birthDataSchema.safeParse({
      year: 1990,
      month: 1,
      day: 2,
      hour: 3,
      minute: null,
      city: 'X',
    });
    expect(half.error?.issues[0]?.path).toEqual(['minute']);
    expect(placeQuerySchema.safeParse({ city: '  ' }).success).toBe(false);
  });

  it('parses the form strings for date and time', () => {
    expect(civilDateSchema.parse('1940-10-09')).toEqual({ year: 1940, month: 10, day: 9 });
    expect(civilDateSchema.safeParse('1940-13-09').success).toBe(false);
    expect(civilDateSchema.safeParse('9/10/1940').success).toBe(false);
    expect(civilTimeSchema.parse('18:30')).toEqual({ hour: 18, minute: 30 });
    expect(civilTimeSchema.parse('')).toEqual({ hour: null, minute: null });
    expect(civilTimeSchema.parse(null)).toEqual({ hour: null, minute: null });
    expect(civilTimeSchema.safeParse('25:00').success).toBe(false);
  });
});
