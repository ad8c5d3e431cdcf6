// The one module of the chart engine that touches the file system (Node only): it loads the
// gazetteer once per process and answers zone-by-coordinates queries with geo-tz.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { find } from 'geo-tz/all';
import { ChartInputError } from './errors';
import { PlaceIndex } from './places';

// Found through the package rather than this file's location, so it also works once the
// server is bundled into server/dist.
const DATA_FILE = join(
  dirname(createRequire(import.meta.url).resolve('@orrery/core/package.json')),
  'data/places.tsv.gz',
);

let index: PlaceIndex | null = null;

/** The shared place index, loaded from core/data/places.tsv.gz on first call. */
export function loadPlaceIndex(): PlaceIndex {
  if (!index) index = PlaceIndex.fromTsv(gunzipSync(readFileSync(DATA_FILE)).toString('utf8'));
  return index;
}

/**
 * IANA zone at coordinates, from geo-tz's full-history boundaries (so Tromso is Europe/Oslo, not
 * Europe/Berlin, which agrees with it only since 1970). Throws when the point is in no zone.
 */
export function timeZoneAt(lat: number, lng: number): string {
  if (!(typeof lat === 'number' && lat >= -90 && lat <= 90))
    throw new ChartInputError('lat', `latitude must be from -90 to 90, got ${String(lat)}`);
  if (!(typeof lng === 'number' && lng >= -180 && lng <= 180))
    throw new ChartInputError('lng', `longitude must be from -180 to 180, got ${String(lng)}`);
  const [tz] = find(lat, lng);
  if (!tz) throw new ChartInputError('tz_str', `no time zone found at ${lat}, ${lng}`);
  return tz;
}
