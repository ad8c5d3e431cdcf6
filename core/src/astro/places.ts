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

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Strings shared by many rows (zones, countries, regions), each stored once; rows hold indexes. */
class Interner {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(s, id);
      this.values.push(own(s));
    }
    return id;
  }
}

/**
 * A copy of `s` of its own. A field split from the gazetteer's text may be a slice of it, and
 * keeping one slice would keep the whole file's text alive.
 */
function own(s: string): string {
  return decoder.decode(encoder.encode(s));
}

/**
 * UTF-8 strings end to end in one buffer, which lives off the V8 heap: string i is
 * bytes[offsets[i]] .. bytes[offsets[i + 1] - 1].
 */
interface Packed {
  bytes: Uint8Array;
  offsets: Uint32Array;
}

function pack(strings: readonly string[]): Packed {
  const offsets = new Uint32Array(strings.length + 1);
  let total = 0;
  for (let i = 0; i < strings.length; i++) {
    total += utf8Length(strings[i] as string);
    offsets[i + 1] = total;
  }
  const bytes = new Uint8Array(total);
  for (let i = 0; i < strings.length; i++) {
    encoder.encodeInto(strings[i] as string, bytes.subarray(offsets[i], offsets[i + 1]));
  }
  return { bytes, offsets };
}

function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) n += c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 1 : 2;
  }
  return n;
}

function unpack(packed: Packed, i: number): string {
  const { bytes, offsets } = packed;
  const from = offsets[i] as number;
  const to = offsets[i + 1] as number;
  // Folded names are nearly all ASCII; building those directly is cheaper than TextDecoder.
  let ascii = '';
  for (let j = from; j < to; j++) {
    const b = bytes[j] as number;
    if (b >= 0x80) return decoder.decode(bytes.subarray(from, to));
    ascii += String.fromCharCode(b);
  }
  return ascii;
}

/** Compares string i of `packed` with `q` (UTF-8) byte by byte, which is code point order. */
function comparePacked(packed: Packed, i: number, q: Uint8Array): number {
  const { bytes, offsets } = packed;
  const from = offsets[i] as number;
  const len = (offsets[i + 1] as number) - from;
  const n = Math.min(len, q.length);
  for (let j = 0; j < n; j++) {
    const d = (bytes[from + j] as number) - (q[j] as number);
    if (d !== 0) return d;
  }
  return len - q.length;
}

function startsWithPacked(packed: Packed, i: number, q: Uint8Array): boolean {
  const { bytes, offsets } = packed;
  const from = offsets[i] as number;
  if ((offsets[i + 1] as number) - from < q.length) return false;
  for (let j = 0; j < q.length; j++) if (bytes[from + j] !== q[j]) return false;
  return true;
}

/** Code point order (the order of UTF-8 bytes), which `<` on strings gives only below U+D800. */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/**
 * In-memory place search. Exact (folded) name and alternate-name matches come first, then
 * prefix matches; within each, larger places first, as a person typing "Liverpool" most likely
 * means the city in England. Build it once per process: see places-node.ts.
 *
 * Held column by column in typed arrays and packed UTF-8 rather than one object per place and a
 * Map of names: the index is some 170,000 places and 380,000 names, and as objects it was most
 * of the server's live heap, which every full GC has to mark (decision 0025).
 */
export class PlaceIndex {
  private count = 0;
  /**
   * Place names end to end in one string, name i at nameStart[i] .. nameStart[i + 1]: one flat
   * string on the heap (a few MB, marked as a single object), which a search slices far faster
   * than it could decode UTF-8.
   */
  private allNames = '';
  private nameStart = new Uint32Array(1);
  private lat = new Float64Array(0);
  private lng = new Float64Array(0);
  private population = new Float64Array(0);
  private weight = new Float64Array(0);
  /** Per row, an index into `countryCodes` and `countryNames`. */
  private country = new Uint16Array(0);
  private countryCodes: string[] = [];
  private readonly countryIds = new Map<string, number>();
  private countryNames: string[] = [];
  private tz = new Uint16Array(0);
  private tzs: string[] = [];
  /** Per row, an index into `regions` and `regionNames` (a region code with its name). */
  private region = new Uint32Array(0);
  private regions: string[] = [];
  private regionNames: string[] = [];
  /** Folded names and alternate names, sorted by code point. */
  private keys: Packed = { bytes: new Uint8Array(0), offsets: new Uint32Array(1) };
  /**
   * The row codes of key i (id * 2, plus 1 for a primary name) are
   * keyCodes[keyCodeStart[i]] .. keyCodes[keyCodeStart[i + 1] - 1], in the order they were added.
   */
  private keyCodeStart = new Uint32Array(1);
  private keyCodes = new Int32Array(0);
  /** Per sorted key, the best score any of its places can reach from a prefix match. */
  private keyCeiling = new Float64Array(0);
  private readonly countries = new Map<string, string>();

  /** Parses the tab-separated gazetteer written by core/scripts/generate-places.ts. */
  static fromTsv(text: string): PlaceIndex {
    const idx = new PlaceIndex();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const countryName = new Map<string, string>();
    const rowNames: string[] = [];
    const lat: number[] = [];
    const lng: number[] = [];
    const population: number[] = [];
    const weight: number[] = [];
    const country: number[] = [];
    const tz: number[] = [];
    const region: number[] = [];
    const countries = new Interner();
    const tzs = new Interner();
    const regions = new Interner();
    const regionPairs: [string, string][] = [];
    /**
     * Folded name -> row codes while building; a single code is stored bare because most names
     * belong to one place.
     */
    const byKey = new Map<string, number | number[]>();
    let highKeys = false;
    const addKey = (raw: string, id: number, primary: boolean): void => {
      const key = normalizePlaceName(raw);
      if (!key) return;
      const code = id * 2 + (primary ? 1 : 0);
      const prev = byKey.get(key);
      if (prev === undefined) {
        byKey.set(key, code);
        if (!highKeys && /[\ud800-\uffff]/.test(key)) highKeys = true;
      } else if (typeof prev === 'number') {
        if (prev >> 1 !== id) byKey.set(key, [prev, code]);
      } else if (!prev.some((c) => c >> 1 === id)) prev.push(code);
    };
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
        latText = '',
        lngText = '',
        cc = '',
        admin1 = '',
        pop = '',
        zone = '',
        feature = '',
        regionName = '',
      ] = f;
      let cn = countryName.get(cc);
      if (cn === undefined) {
        cn = names.of(cc) ?? cc;
        countryName.set(cc, cn);
      }
      const pops = Number(pop) || 0;
      const id = rowNames.length;
      rowNames.push(name);
      lat.push(Number(latText));
      lng.push(Number(lngText));
      population.push(pops);
      // Capitals and regional seats are what people mean more often than their population says.
      weight.push(Math.log10(pops + 10) + (feature === 'PPLC' ? 0.6 : feature === 'PPLA' ? 0.3 : 0));
      country.push(countries.id(cc));
      tz.push(tzs.id(zone));
      const r = regions.id(`${admin1}\t${regionName}`);
      if (r === regionPairs.length) regionPairs.push([admin1, regionName]);
      region.push(r);
      addKey(name, id, true);
      addKey(ascii, id, true);
      if (alts) for (const a of alts.split('|')) addKey(a, id, false);
    }
    if (countries.values.length > 0xffff || tzs.values.length > 0xffff) {
      throw new Error('gazetteer: more than 65,535 countries or zones');
    }
    for (const [cc, cn] of countryName) {
      idx.countries.set(cc.toLowerCase(), cc);
      idx.countries.set(normalizePlaceName(cn), cc);
    }
    idx.count = rowNames.length;
    // join() flattens: the result holds copies, not slices of `text`.
    idx.allNames = rowNames.join('');
    idx.nameStart = new Uint32Array(rowNames.length + 1);
    for (let i = 0; i < rowNames.length; i++) {
      idx.nameStart[i + 1] = (idx.nameStart[i] as number) + (rowNames[i] as string).length;
    }
    idx.lat = Float64Array.from(lat);
    idx.lng = Float64Array.from(lng);
    idx.population = Float64Array.from(population);
    idx.weight = Float64Array.from(weight);
    idx.country = Uint16Array.from(country);
    idx.countryCodes = countries.values;
    countries.values.forEach((cc, i) => idx.countryIds.set(cc, i));
    idx.countryNames = countries.values.map((cc) => countryName.get(cc) ?? cc);
    idx.tz = Uint16Array.from(tz);
    idx.tzs = tzs.values;
    idx.region = Uint32Array.from(region);
    idx.regions = regionPairs.map(([code]) => own(code));
    idx.regionNames = regionPairs.map(([, n]) => own(n));

    // Plain `sort()` orders by UTF-16 code unit, the same as code point order below U+D800.
    const sorted = [...byKey.keys()];
    if (highKeys) sorted.sort(compareCodePoints);
    else sorted.sort();
    let codeCount = 0;
    for (const key of sorted) {
      const v = byKey.get(key) as number | number[];
      codeCount += typeof v === 'number' ? 1 : v.length;
    }
    idx.keys = pack(sorted);
    idx.keyCodeStart = new Uint32Array(sorted.length + 1);
    idx.keyCodes = new Int32Array(codeCount);
    idx.keyCeiling = new Float64Array(sorted.length);
    let at = 0;
    for (let i = 0; i < sorted.length; i++) {
      const v = byKey.get(sorted[i] as string) as number | number[];
      let ceiling = -Infinity;
      for (const code of typeof v === 'number' ? [v] : v) {
        idx.keyCodes[at++] = code;
        ceiling = Math.max(ceiling, idx.codeScore(code, 0));
      }
      idx.keyCodeStart[i + 1] = at;
      idx.keyCeiling[i] = ceiling;
    }
    return idx;
  }

  /** Scratch space for the query as UTF-8; a search reads it before the next search writes it. */
  private scratch = new Uint8Array(256);

  /** `s` as UTF-8, in `scratch` (valid until the next call): TextEncoder.encode costs ~1 µs. */
  private utf8(s: string): Uint8Array {
    if (this.scratch.length < s.length * 3) this.scratch = new Uint8Array(s.length * 3);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) return this.scratch.subarray(0, encoder.encodeInto(s, this.scratch).written);
      this.scratch[i] = c;
    }
    return this.scratch.subarray(0, s.length);
  }

  get size(): number {
    return this.count;
  }

  private codeScore(code: number, bonus: number): number {
    return (this.weight[code >> 1] as number) + bonus + (code & 1 ? 0.5 : 0);
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
    // A country the gazetteer does not hold matches no row (-1).
    const countryId = country === undefined ? -1 : (this.countryIds.get(country) ?? -1);

    // Row id -> best score and the key (its index, or -1 for the query itself) that gave it.
    const scored = new Map<number, { score: number; matched: number }>();
    // The score a candidate must beat to enter the best `limit`. A short prefix ("lon") matches
    // hundreds of names; once the list is full, names whose best place cannot beat it are passed
    // over without looking at their places. The ceilings are over all countries, so they only
    // ever pass over too little, never too much, when a country filter is set.
    let threshold = -Infinity;
    const consider = (code: number, key: number, bonus: number): void => {
      const score = this.codeScore(code, bonus);
      if (score <= threshold) return;
      const id = code >> 1;
      if (country && this.country[id] !== countryId) return;
      const prev = scored.get(id);
      if (prev && prev.score >= score) return;
      scored.set(id, { score, matched: key });
      if (scored.size >= limit) threshold = limitthScore(scored, limit);
    };
    const qBytes = this.utf8(q);
    const keyCount = this.keyCeiling.length;
    let i = lowerBound(this.keys, keyCount, qBytes);
    // The exact match, if any, sorts first among the keys that start with the query.
    if (i < keyCount && comparePacked(this.keys, i, qBytes) === 0) {
      for (let c = this.keyCodeStart[i] as number; c < (this.keyCodeStart[i + 1] as number); c++) {
        consider(this.keyCodes[c] as number, -1, 3);
      }
    }
    // Prefix matches let a half-typed name still find its city; a bounded walk keeps it fast.
    for (let walked = 0; walked < 400 && i < keyCount; i++, walked++) {
      if (!startsWithPacked(this.keys, i, qBytes)) break;
      if ((this.keyCeiling[i] as number) <= threshold) continue;
      if ((this.keys.offsets[i + 1] as number) - (this.keys.offsets[i] as number) === qBytes.length) continue;
      for (let c = this.keyCodeStart[i] as number; c < (this.keyCodeStart[i + 1] as number); c++) {
        consider(this.keyCodes[c] as number, i, 0);
      }
    }
    return topByScore(scored, limit).map(([id, s]) => {
      const c = this.country[id] as number;
      const r = this.region[id] as number;
      return {
        name: this.allNames.slice(this.nameStart[id], this.nameStart[id + 1]),
        region: this.regions[r] as string,
        region_name: this.regionNames[r] as string,
        country: this.countryCodes[c] as string,
        country_name: this.countryNames[c] as string,
        population: this.population[id] as number,
        lat: this.lat[id] as number,
        lng: this.lng[id] as number,
        tz: this.tzs[this.tz[id] as number] as string,
        matched: s.matched < 0 ? q : unpack(this.keys, s.matched),
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

/** The first sorted key not before `q`. */
function lowerBound(keys: Packed, count: number, q: Uint8Array): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (comparePacked(keys, mid, q) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
