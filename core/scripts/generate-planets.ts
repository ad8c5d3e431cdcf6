/**
 * Generates core/src/astro/planet-series.generated.ts: Chebyshev series of astronomy-engine's
 * heliocentric J2000 positions of the Earth and of Mercury to Neptune over 1800-2400, which the
 * engine evaluates instead of summing VSOP87 (see planet-series.ts). Each body has its own
 * segment length and number of terms, chosen as the smallest table whose worst error stays
 * near float32's own rounding (5e-8 AU at 1 AU) or, for the slow outer planets, under 0.05"
 * seen from the Earth; lunar terms in the Earth's motion keep its segments at 32 days. The
 * script prints each body's worst position and velocity error against HelioVector, which stays
 * the reference (planet-series.test.ts).
 *
 * Usage: npx tsx core/scripts/generate-planets.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstroTime, Body, HelioVector, MakeTime } from 'astronomy-engine';
import {
  chebyshevBody,
  chebyshevFit,
  chebyshevNodes,
  encode,
  type ChebyshevTable,
} from '../src/astro/planet-series';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/astro/planet-series.generated.ts');
const JD_J2000 = 2451545;

const BODIES: [name: string, body: Body, segmentDays: number, terms: number][] = [
  ['Earth', Body.Earth, 32, 11],
  ['Mercury', Body.Mercury, 32, 14],
  ['Venus', Body.Venus, 128, 12],
  ['Mars', Body.Mars, 256, 14],
  ['Jupiter', Body.Jupiter, 512, 10],
  ['Saturn', Body.Saturn, 1024, 10],
  ['Uranus', Body.Uranus, 2048, 10],
  ['Neptune', Body.Neptune, 2048, 10],
];

/** The instant at a TT (days from J2000): UT found by fixed-point steps, ΔT being slow. */
function atTT(tt: number): AstroTime {
  let t = MakeTime(tt);
  for (let i = 0; i < 4; i++) t = t.AddDays(tt - t.tt);
  return t;
}

// A few days' margin each side of 1800-01-01 and 2400-01-01 covers light time and speed steps.
const FROM_TT = Math.floor(MakeTime(2378496.5 - JD_J2000).tt) - 4;
const TO_TT = Math.ceil(MakeTime(2597641.5 - JD_J2000).tt) + 4;

/** Coefficients per segment x, y, z, `terms` each. */
function fit(body: Body, segmentDays: number, terms: number): Float64Array {
  const segments = Math.ceil((TO_TT - FROM_TT) / segmentDays);
  const nodes = chebyshevNodes(terms);
  const coef = new Float64Array(segments * 3 * terms);
  for (let s = 0; s < segments; s++) {
    const a = FROM_TT + s * segmentDays;
    const v = nodes.map((x) => HelioVector(body, atTT(a + ((x + 1) * segmentDays) / 2)));
    coef.set(chebyshevFit(v.map((p) => p.x)), (s * 3 + 0) * terms);
    coef.set(chebyshevFit(v.map((p) => p.y)), (s * 3 + 1) * terms);
    coef.set(chebyshevFit(v.map((p) => p.z)), (s * 3 + 2) * terms);
  }
  return coef;
}

function table(coef: Float64Array, segmentDays: number, terms: number, wide: number): ChebyshevTable {
  const segments = coef.length / 3 / terms;
  return {
    start_tt: FROM_TT,
    segment_days: segmentDays,
    terms,
    segments,
    wide,
    ...encode(coef, terms, wide),
  };
}

/** Worst position (AU) and velocity (AU/day) error against HelioVector at 5,000 instants. */
function check(body: Body, t: ChebyshevTable): [number, number] {
  const series = chebyshevBody(t);
  let worst = 0;
  let worstV = 0;
  const h = 1 / 1440;
  for (let k = 0; k < 5000; k++) {
    const tt = FROM_TT + 4 + ((TO_TT - FROM_TT - 8) * (k + 0.5)) / 5000;
    const at = atTT(tt);
    const p = series(at.tt);
    if (!p) throw new Error(`no segment at ${tt}`);
    const a = HelioVector(body, at.AddDays(-h));
    const b = HelioVector(body, at.AddDays(h));
    const r = HelioVector(body, at);
    worst = Math.max(worst, Math.hypot(p.x - r.x, p.y - r.y, p.z - r.z));
    const v = [(b.x - a.x) / (2 * h), (b.y - a.y) / (2 * h), (b.z - a.z) / (2 * h)] as const;
    worstV = Math.max(worstV, Math.hypot(p.vx - v[0], p.vy - v[1], p.vz - v[2]));
  }
  return [worst, worstV];
}

function main(): void {
  const lines: string[] = [];
  let bytes = 0;
  for (const [name, body, segmentDays, terms] of BODIES) {
    const coef = fit(body, segmentDays, terms);
    // As few float32 terms as keep the errors within a quarter of all-float32's.
    const [floorP, floorV] = check(body, table(coef, segmentDays, terms, terms));
    let t = table(coef, segmentDays, terms, 1);
    let [worst, worstV] = check(body, t);
    while (worst > 1.25 * floorP || worstV > 1.25 * floorV) {
      t = table(coef, segmentDays, terms, t.wide + 1);
      [worst, worstV] = check(body, t);
    }
    bytes += t.data.length;
    console.log(
      `${name.padEnd(8)} ${segmentDays} days x ${terms} terms (${t.wide} float32), ${t.segments} segments, ${(t.data.length / 1024).toFixed(0)} KB: worst ${worst.toExponential(2)} AU, ${worstV.toExponential(2)} AU/day`,
    );
    lines.push(
      `  ${name}: { start_tt: ${t.start_tt}, segment_days: ${segmentDays}, terms: ${terms}, segments: ${t.segments}, wide: ${t.wide}, quanta: [${t.quanta.join(', ')}], data: '${t.data}' },`,
    );
  }
  writeFileSync(
    OUT,
    `// Generated by core/scripts/generate-planets.ts: do not edit. Chebyshev series of astronomy-engine's\n` +
      `// heliocentric J2000 equatorial positions (AU, float32) over 1800-2400; see planet-series.ts.\n` +
      `import type { ChebyshevTable } from './planet-series';\n\n` +
      `export const PLANET_SERIES: Record<string, ChebyshevTable> = {\n${lines.join('\n')}\n};\n`,
  );
  console.log(`wrote ${OUT} (${(bytes / 1024 / 1024).toFixed(2)} MB)`);
}

main();
