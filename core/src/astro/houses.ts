import { asind, atan2d, cosd, diff180, norm360, sind, tand } from './angles';
import type { HouseSystem } from './types';

export function midheaven(armc: number, eps: number): number {
  return norm360(atan2d(sind(armc), cosd(armc) * cosd(eps)));
}

export function ascendant(armc: number, eps: number, lat: number): number {
  return norm360(atan2d(cosd(armc), -(sind(eps) * tand(lat) + cosd(eps) * sind(armc))));
}

/** Ecliptic longitude whose right ascension is `ra` (a point on the ecliptic). */
function eclipticFromRa(ra: number, eps: number): number {
  return norm360(atan2d(sind(ra), cosd(ra) * cosd(eps)));
}

/**
 * Placidus cusp: the ecliptic degree that has covered `fraction` of its own semi-arc. The
 * declination depends on the answer, hence the fixed-point iteration. Diurnal cusps (11, 12)
 * sit `fraction` of the diurnal semi-arc east of the MC; nocturnal ones (3, 2) `fraction` of the
 * nocturnal semi-arc east of the Ascendant's side of the IC, counted back from the IC.
 * Returns NaN where the degree never rises or sets (polar latitudes).
 */
function placidusCusp(armc: number, eps: number, lat: number, fraction: number, nocturnal: boolean): number {
  const tanLat = tand(lat);
  const raOf = (sda: number): number =>
    nocturnal ? armc + 180 - fraction * (180 - sda) : armc + fraction * sda;
  const next = (lon: number): number => {
    const x = tanLat * tand(asind(sind(eps) * sind(lon)));
    return Math.abs(x) <= 1 ? eclipticFromRa(raOf(90 + asind(x)), eps) : NaN;
  };
  // The plain iteration converges linearly (16 steps at 51 degrees, 30 near the polar circle);
  // Steffensen's extrapolation from two steps gets there in a few. Should an extrapolated guess
  // leave the domain, the plain iteration resumes from its last good step.
  let lon = eclipticFromRa(raOf(90), eps);
  let accelerate = true;
  let lastPlainStep: number | null = null;
  for (let i = 0; i < 100; i++) {
    const a = next(lon);
    if (Number.isNaN(a)) {
      if (lastPlainStep === null) return NaN;
      lon = lastPlainStep;
      lastPlainStep = null;
      accelerate = false;
      continue;
    }
    const d1 = diff180(a, lon);
    if (Math.abs(d1) < 1e-10) return a;
    if (!accelerate) {
      lon = a;
      continue;
    }
    const b = next(a);
    if (Number.isNaN(b)) return NaN;
    const guess = norm360(lon - (d1 * d1) / (diff180(b, a) - d1));
    lastPlainStep = b;
    lon = Number.isFinite(guess) ? guess : b;
  }
  return NaN;
}

/** Cusps 1-12 for the quadrant systems, or null where the system is undefined. */
function quadrantCusps(
  system: 'P' | 'K' | 'O',
  asc: number,
  mc: number,
  armc: number,
  eps: number,
  lat: number,
): number[] | null {
  let c11: number, c12: number, c2: number, c3: number;
  if (system === 'P') {
    c11 = placidusCusp(armc, eps, lat, 1 / 3, false);
    c12 = placidusCusp(armc, eps, lat, 2 / 3, false);
    c2 = placidusCusp(armc, eps, lat, 2 / 3, true);
    c3 = placidusCusp(armc, eps, lat, 1 / 3, true);
  } else if (system === 'K') {
    // Koch trisects the time the MC degree takes to rise (its diurnal semi-arc) and takes the
    // Ascendant at each third; the IC degree's nocturnal semi-arc is the same length.
    const x = tand(lat) * tand(asind(sind(eps) * sind(mc)));
    if (!(Math.abs(x) < 1)) return null;
    const ad3 = asind(x) / 3;
    c11 = ascendant(armc - 60 - 2 * ad3, eps, lat);
    c12 = ascendant(armc - 30 - ad3, eps, lat);
    c2 = ascendant(armc + 30 + ad3, eps, lat);
    c3 = ascendant(armc + 60 + 2 * ad3, eps, lat);
  } else {
    const upper = norm360(asc - mc) / 3;
    const lower = norm360(mc + 180 - asc) / 3;
    c11 = mc + upper;
    c12 = mc + 2 * upper;
    c2 = asc + lower;
    c3 = asc + 2 * lower;
  }
  const half = [asc, c2, c3, mc + 180, c11 + 180, c12 + 180];
  if (half.some((v) => !Number.isFinite(v))) return null;
  const cusps = [...half, ...half.map((v) => v + 180)].map(norm360);
  // Near the polar circles the formulas can return numbers whose order is not zodiacal; such
  // houses are meaningless, so treat the system as undefined there.
  return inZodiacalOrder(cusps) ? cusps : null;
}

function inZodiacalOrder(cusps: number[]): boolean {
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const a = cusps[i] as number;
    const b = cusps[(i + 1) % 12] as number;
    const span = norm360(b - a);
    if (span <= 0 || span >= 180) return false;
    total += span;
  }
  return Math.abs(total - 360) < 1e-6;
}

/** Why the house system used differs from the one asked for. */
export type HouseFallbackReason = 'polar_circle' | 'undefined_here';

export interface HouseResult {
  cusps: number[];
  system: HouseSystem;
  /** Set when `system` is not the one asked for. */
  fallback: HouseFallbackReason | null;
  asc: number;
  mc: number;
  /** The Ascendant was moved to the MC's eastern side (inside the polar circles only). */
  ascendantSwapped: boolean;
}

/** Inside the polar circles some ecliptic degrees never rise or set. */
export function insidePolarCircle(lat: number, eps: number): boolean {
  return Math.abs(lat) >= 90 - eps;
}

/**
 * House cusps (index 0 = first house), with Swiss Ephemeris's conventions, which astro.com and
 * most astrology programs show. Inside the polar circles the eastern horizon point can lie on
 * the western side of the meridian; the Ascendant is then taken 180 degrees away, so that it
 * always follows the MC by less than 180 degrees. Placidus and Koch are undefined there and
 * give way to Porphyry; where Placidus cannot be solved just outside the circles, too.
 */
export function computeHouses(system: HouseSystem, armc: number, eps: number, lat: number): HouseResult {
  const mc = midheaven(armc, eps);
  let asc = ascendant(armc, eps, lat);
  const polar = insidePolarCircle(lat, eps);
  const ascendantSwapped = polar && diff180(asc, mc) < 0;
  if (ascendantSwapped) asc = norm360(asc + 180);
  const result = (cusps: number[], used: HouseSystem, fallback: HouseFallbackReason | null): HouseResult => ({
    cusps,
    system: used,
    fallback,
    asc,
    mc,
    ascendantSwapped,
  });
  if (system === 'P' || system === 'K') {
    const cusps = polar ? null : quadrantCusps(system, asc, mc, armc, eps, lat);
    if (cusps) return result(cusps, system, null);
    const porphyry = quadrantCusps('O', asc, mc, armc, eps, lat);
    const reason = polar ? 'polar_circle' : 'undefined_here';
    return porphyry ? result(porphyry, 'O', reason) : result(wholeSign(asc), 'W', reason);
  }
  if (system === 'O') {
    // With the Ascendant on the MC's eastern side Porphyry always has its four quadrants; the
    // Whole Sign branch only guards the degenerate instant where Ascendant and MC coincide.
    const cusps = quadrantCusps('O', asc, mc, armc, eps, lat);
    return cusps ? result(cusps, 'O', null) : result(wholeSign(asc), 'W', 'undefined_here');
  }
  if (system === 'E') {
    return result(
      Array.from({ length: 12 }, (_, i) => norm360(asc + 30 * i)),
      'E',
      null,
    );
  }
  return result(wholeSign(asc), 'W', null);
}

function wholeSign(asc: number): number[] {
  const start = Math.floor(asc / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => norm360(start + 30 * i));
}

// An angle sits exactly on its cusp but the two are computed by different roundings.
const CUSP_TOLERANCE = 1e-9;

/** House 1-12 containing a longitude: the cusp at or before it, going through the zodiac. */
export function houseOf(lon: number, cusps: number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    if (norm360(lon - start + CUSP_TOLERANCE) < norm360(end - start)) return i + 1;
  }
  return 12;
}
