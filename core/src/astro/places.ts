import { ChartInputError } from './errors';

/** One gazetteer entry. GeoNames data, CC-BY 4.0 (see PLACES_CREDITS.md). */
export interface Place {
  name: string;
  /** GeoNames admin1 code of the region (a US state's postal code, "ENG" for England, ...). */
  region: string;
  /** GeoNames name of that region ("England", "Illinois", "Île-de-France"); "" if it has none. */
  region_name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  country_name: string;
  population: number;
  lat: number;
  lng: number;
  /** IANA zone with full history at these coordinates. */
  tz: string;
}

export interface PlaceCandidate extends Place {
  /** The name or alternate name that matched the query. */
  matched: string;
}

export interface PlaceSearchOptions {
  /** ISO code ("GB") or English name ("United Kingdom"); also accepts a few common aliases. */
  country?: string;
  /** Most candidates to return (default 10). */
  limit?: number;
}

const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Lower case, accents and punctuation removed: "Saint-Étienne" and "saint etienne" are equal. */
export function normalizePlaceName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæøœđłıþð]/g, (c) => FOLD[c] ?? c)
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  holland: 'NL',
  'south korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'czech republic': 'CZ',
  turkey: 'TR',
  'ivory coast': 'CI',
  burma: 'MM',
  persia: 'IR',
};

interface Row extends Place {
  weight: number;
}

/**
 * In-memory place search. Exact (folded) name and alternate-name matches come first, then
 * prefix matches; within each, larger places first, as a person typing "Liverpool" most likely
 * means the city in England. Build it once per process: see places-node.ts.
 */
export class PlaceIndex {
  private readonly rows: Row[] = [];
  /**
   * Folded name -> row code (id * 2, plus 1 for a primary name); a single code is stored bare
   * because most names belong to one place and arrays would double the index's memory.
   */
  private readonly byKey = new Map<string, number | number[]>();
  private sortedKeys: string[] = [];
  /** Per sorted key, the best score any of its places can reach from a prefix match. */
  private keyCeiling = new Float64Array(0);
  private readonly countries = new Map<string, string>();

  /** Parses the tab-separated gazetteer written by core/scripts/generate-places.ts. */
  static fromTsv(text: string): PlaceIndex {
    const idx = new PlaceIndex();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const countryName = new Map<string, string>();
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const f = text.slice(start, end).split('\t');
      start = end + 1;
      if (f.length < 10) continue;
      const [
        name = '',
        ascii = '',
        alts = '',
        lat = '',
        lng = '',
        cc = '',
        admin1 = '',
        pop = '',
        tz = '',
        feature = '',
        regionName = '',
      ] = f;
      let cn = countryName.get(cc);
      if (cn === undefined) {
        cn = names.of(cc) ?? cc;
        countryName.set(cc, cn);
      }
      const population = Number(pop) || 0;
      const id = idx.rows.length;
      idx.rows.push({
        name,
        region: admin1,
        region_name: regionName,
        country: cc,
        country_name: cn,
        population,
        lat: Number(lat),
        lng: Number(lng),
        tz,
        // Capitals and regional seats are what people mean more often than their population says.
        weight: Math.log10(population + 10) + (feature === 'PPLC' ? 0.6 : feature === 'PPLA' ? 0.3 : 0),
      });
      idx.addKey(name, id, true);
      idx.addKey(ascii, id, true);
      if (alts) for (const a of alts.split('|')) idx.addKey(a, id, false);
    }
    for (const [cc, cn] of countryName) {
      idx.countries.set(cc.toLowerCase(), cc);
      idx.countries.set(normalizePlaceName(cn), cc);
    }
    idx.sortedKeys = [...idx.byKey.keys()].sort();
    idx.keyCeiling = Float64Array.from(idx.sortedKeys, (key) =>
      Math.max(...idx.codes(key).map((code) => idx.codeScore(code, 0))),
    );
    return idx;
  }

  get size(): number {
    return this.rows.length;
  }

  private addKey(raw: string, id: number, primary: boolean): void {
    const key = normalizePlaceName(raw);
    if (!key) return;
    const code = id * 2 + (primary ? 1 : 0);
    const prev = this.byKey.get(key);
    if (prev === undefined) this.byKey.set(key, code);
    else if (typeof prev === 'number') {
      if (prev >> 1 !== id) this.byKey.set(key, [prev, code]);
    } else if (!prev.some((c) => c >> 1 === id)) prev.push(code);
  }

  private codeScore(code: number, bonus: number): number {
    return (this.rows[code >> 1] as Row).weight + bonus + (code & 1 ? 0.5 : 0);
  }

  private codes(key: string): readonly number[] {
    const v = this.byKey.get(key);
    return v === undefined ? [] : typeof v === 'number' ? [v] : v;
  }

  /** ISO code for a country given as code, English name or alias; throws if unknown. */
  countryCode(country: string): string {
    const key = normalizePlaceName(country);
    const code = this.countries.get(key) ?? COUNTRY_ALIASES[key];
    if (!code) throw new ChartInputError('country', `unknown country "${country}"`);
    return code;
  }

  /**
   * Candidates for a typed place name, best first. "Liverpool, GB" is read as name and country.
   * Throws ChartInputError('city') for an empty query; returns [] when nothing matches.
   */
  search(query: string, options: PlaceSearchOptions = {}): PlaceCandidate[] {
    if (typeof query !== 'string' || normalizePlaceName(query) === '') {
      throw new ChartInputError('city', 'place name is empty');
    }
    let text = query;
    let country = options.country?.trim() ? this.countryCode(options.country) : undefined;
    const comma = query.lastIndexOf(',');
    if (country === undefined && comma > 0) {
      const tail = normalizePlaceName(query.slice(comma + 1));
      const code = this.countries.get(tail) ?? COUNTRY_ALIASES[tail];
      if (code) {
        country = code;
        text = query.slice(0, comma);
      }
    }
    const q = normalizePlaceName(text);
    if (!q) throw new ChartInputError('city', 'place name is empty');
    const limit = options.limit ?? 10;

    const scored = new Map<number, { score: number; matched: string }>();
    // The score a candidate must beat to enter the best `limit`. A short prefix ("lon") matches
    // hundreds of names; once the list is full, names whose best place cannot beat it are passed
    // over without looking at their places. The ceilings are over all countries, so they only
    // ever pass over too little, never too much, when a country filter is set.
    let threshold = -Infinity;
    const consider = (code: number, key: string, bonus: number): void => {
      const score = this.codeScore(code, bonus);
      if (score <= threshold) return;
      const id = code >> 1;
      if (country && (this.rows[id] as Row).country !== country) return;
      const prev = scored.get(id);
      if (prev && prev.score >= score) return;
      scored.set(id, { score, matched: key });
      if (scored.size >= limit) threshold = limitthScore(scored, limit);
    };
    for (const code of this.codes(q)) consider(code, q, 3);
    // Prefix matches let a half-typed name still find its city; a bounded walk keeps it fast.
    let i = lowerBound(this.sortedKeys, q);
    for (let walked = 0; walked < 400 && i < this.sortedKeys.length; i++, walked++) {
      const key = this.sortedKeys[i] as string;
      if (!key.startsWith(q)) break;
      if (key === q || (this.keyCeiling[i] as number) <= threshold) continue;
      for (const code of this.codes(key)) consider(code, key, 0);
    }
    return topByScore(scored, limit).map(([id, s]) => {
      const row = this.rows[id] as Row;
      // Written out: copying with object rest and spread was a third of the search's time.
      return {
        name: row.name,
        region: row.region,
        region_name: row.region_name,
        country: row.country,
        country_name: row.country_name,
        population: row.population,
        lat: row.lat,
        lng: row.lng,
        tz: row.tz,
        matched: s.matched,
      };
    });
  }

  /** The best candidate; throws ChartInputError('city') when nothing matches. */
  resolve(city: string, country?: string): PlaceCandidate {
    const [best] = this.search(city, country === undefined ? {} : { country });
    if (!best) {
      throw new ChartInputError('city', `no place named "${city}"${country ? ` in ${country}` : ''}`);
    }
    return best;
  }
}

/**
 * The `limit` best-scored entries, best first, ties in insertion order (as a stable sort would
 * give). A short prefix such as "San" scores thousands of places; keeping only the best few is
 * much cheaper than sorting them all.
 */
function topByScore<V extends { score: number }>(scored: Map<number, V>, limit: number): [number, V][] {
  const best: [number, V][] = [];
  if (limit < 1) return best;
  for (const entry of scored) {
    const score = entry[1].score;
    if (best.length === limit && score <= (best[limit - 1] as [number, V])[1].score) continue;
    let i = best.length;
    while (i > 0 && (best[i - 1] as [number, V])[1].score < score) i--;
    best.splice(i, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best;
}

/** The score a candidate must beat to enter the best `limit` (there are at least `limit`). */
function limitthScore(scored: Map<number, { score: number }>, limit: number): number {
  const top = topByScore(scored, limit);
  return (top[top.length - 1] as [number, { score: number }])[1].score;
}

function lowerBound(arr: string[], x: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((arr[mid] as string) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
