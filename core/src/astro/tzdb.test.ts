import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allZoneDisagreements, BACKZONE_LINKS, tzReference as reference } from './__fixtures__/tz-reference';
import { resolveLocalTime } from './time';
import { canonicalZone, TZDB_VERSION } from './tzdb';

const placeZones = [
  ...new Set(
    gunzipSync(readFileSync(new URL('../../data/places.tsv.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .map((line) => line.split('\t')[8])
      .filter((tz): tz is string => Boolean(tz)),
  ),
].sort();

describe('time-zone history', () => {
  it('comes from the same tzdata release as the reference', () => {
    expect(reference.meta.tzdata).toBe(`# version ${TZDB_VERSION}`);
  });

  it('has a reference for every zone the place index returns', () => {
    expect(placeZones.length).toBeGreaterThan(300);
    expect(placeZones.filter((tz) => !reference.zones[tz])).toEqual([]);
  });

  it("agrees to the second with Python's zoneinfo on every change from 1850 to 2100", () => {
    expect(Object.keys(reference.zones).length).toBeGreaterThan(400);
    expect(allZoneDisagreements()).toEqual([]);
  });

  it('follows backzone for the names Debian still builds as aliases', () => {
    for (const [name, target] of Object.entries(BACKZONE_LINKS)) expect(canonicalZone(name)).toBe(target);
    expect(reference.zones['Europe/Oslo']?.length).toBeGreaterThan(10);
  });

  it('keeps the local times that runtimes without backzone get wrong', () => {
    const amsterdam = resolveLocalTime(
      { year: 1935, month: 5, day: 1, hour: 12, minute: 0 },
      'Europe/Amsterdam',
    );
    expect(new Date(amsterdam.utc_ms).toISOString()).toBe('1935-05-01T11:40:28.000Z');
    const reykjavik = resolveLocalTime(
      { year: 1950, month: 1, day: 15, hour: 12, minute: 0 },
      'Atlantic/Reykjavik',
    );
    expect(new Date(reykjavik.utc_ms).toISOString()).toBe('1950-01-15T13:00:00.000Z');
  });

  it('still asks about a wall time in a gap of the backzone history', () => {
    // Reykjavik moved its clocks from 01:00 to 02:00 (-1:00 to +0:00) on 1949-04-03.
    expect(() =>
      resolveLocalTime({ year: 1949, month: 4, day: 3, hour: 1, minute: 30 }, 'Atlantic/Reykjavik'),
    ).toThrow(/does not exist/);
  });

  it('accepts links and any letter case, and rejects unknown names', () => {
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('europe/amsterdam')).toBe('Europe/Amsterdam');
    expect(canonicalZone('Mars/Olympus')).toBeNull();
  });
});
