/**
 * Generates core/data/places.tsv.gz, the offline gazetteer: GeoNames cities with 1,000 or more
 * people (the `cities1000` package, CC-BY 4.0 GeoNames data), with Latin-script alternate names
 * (so "Munchen", "Cologne" and "Bombay" are found) and the time zone from geo-tz's full-history
 * boundaries (`geo-tz/all`), which keeps zones that differ from their neighbours only before 1970.
 *
 * Columns: name, ascii name, alternate names joined by "|", lat, lng, country code, admin1 code,
 * population, time zone, GeoNames feature code.
 *
 * Usage: npx tsx core/scripts/generate-places.ts
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { find } from 'geo-tz/all';
import { normalizePlaceName } from '../src/astro/places';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../data/places.tsv.gz');
const require = createRequire(import.meta.url);
const SOURCE = join(dirname(require.resolve('cities1000/package.json')), 'cities1000.txt');

// Alternate names in other scripts cannot be typed into a Latin search box after folding, and
// a long tail of historical spellings only bloats the file and the index, so keep a Latin subset
// bounded by size: exonyms such as Cologne or Bombay exist mostly for large cities.
function maxAlternates(population: number): number {
  return population >= 100_000 ? 60 : population >= 20_000 ? 12 : 4;
}
const LATIN = /^[\p{Script=Latin}0-9 .'’()-]+$/u;

function main(): void {
  const lines = readFileSync(SOURCE, 'utf8').split('\n');
  const out: string[] = [];
  let zoneDiffers = 0;
  for (const line of lines) {
    if (!line) continue;
    const f = line.split('\t');
    const [, name = '', ascii = '', altRaw = '', latS = '', lngS = ''] = f;
    const cc = f[8] ?? '';
    const admin1 = f[10] ?? '';
    const pop = f[14] ?? '0';
    const geonamesTz = f[17] ?? '';
    const feature = f[7] ?? '';
    const lat = Number(latS);
    const lng = Number(lngS);
    const seen = new Set([normalizePlaceName(name), normalizePlaceName(ascii)]);
    const alts: string[] = [];
    for (const alt of altRaw.split(',')) {
      if (alts.length >= maxAlternates(Number(pop))) break;
      if (alt.length < 2 || alt.length > 40 || !LATIN.test(alt)) continue;
      const key = normalizePlaceName(alt);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      alts.push(alt.replace(/[|\t]/g, ' '));
    }
    const zones = find(lat, lng);
    // At sea or on a border geo-tz may return nothing or several; GeoNames' own zone decides then.
    const tz =
      zones.length === 1
        ? (zones[0] as string)
        : zones.includes(geonamesTz)
          ? geonamesTz
          : (zones[0] ?? geonamesTz);
    if (tz !== geonamesTz) zoneDiffers++;
    out.push([name, ascii, alts.join('|'), lat, lng, cc, admin1, pop, tz, feature].join('\t'));
  }
  mkdirSync(dirname(OUT), { recursive: true });
  const gz = gzipSync(out.join('\n') + '\n', { level: 9 });
  writeFileSync(OUT, gz);
  console.log(
    `wrote ${OUT}: ${out.length} places, ${(gz.length / 1e6).toFixed(2)} MB; zone differs from GeoNames for ${zoneDiffers}`,
  );
}

main();
