/**
 * Generates core/src/astro/chiron-table.generated.ts: heliocentric J2000 positions of 2060 Chiron
 * every 20 days over 1800-2399, integrated with astronomy-engine's GravitySimulator (the Sun and
 * the major planets perturb it).
 *
 * The orbit comes from JPL Horizons heliocentric state vectors of Chiron (ICRF, AU, AU/day) at
 * 00:00 TDB on 1 January 2000, 2010, 2020, 2030 and 2040. One state is integrated from 2000 and
 * corrected by least squares so the integration passes through all five positions: this absorbs
 * the simulator's own model error (a few arcseconds per decade) across one orbit of Chiron.
 * The reference charts' Chiron longitudes (Swiss Ephemeris, 1879-2050) are not used in the fit;
 * the script prints the errors against them as an independent check.
 *
 * Usage: npm run chiron:generate
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstroTime, Body, GravitySimulator, StateVector } from 'astronomy-engine';
import { diff180 } from '../src/astro/angles';
import { interpolateXyz } from '../src/astro/chiron';
import { JD_J2000, apparentMotion, astroTime, frameAt } from '../src/astro/ephemeris';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../src/astro/chiron-table.generated.ts');
const REFERENCE = join(here, '../src/astro/__fixtures__/astro-reference.json');

type State = [number, number, number, number, number, number];

/** JPL Horizons, 2060 Chiron, heliocentric ICRF/J2000 position (AU) and velocity (AU/day) at 00:00 TDB. */
const HORIZONS: { jd_tdb: number; state: State }[] = [
  {
    jd_tdb: 2451544.5,
    state: [
      -3.532082802845036, -8.673587566387649, -2.935491685233997, 4.97067843310663e-3, -3.627773229067521e-3,
      -8.262541278709376e-4,
    ],
  },
  {
    jd_tdb: 2455197.5,
    state: [
      13.19148992863117, -9.058771972133892, -2.018744306999665, 3.172737184697467e-3, 2.077241872967885e-3,
      8.475052013853388e-4,
    ],
  },
  {
    jd_tdb: 2458849.5,
    state: [
      18.74979015626275, 0.9060856547258316, 1.445166327129911, -5.188250744254794e-5, 2.988627504002276e-3,
      9.318734038577373e-4,
    ],
  },
  {
    jd_tdb: 2462502.5,
    state: [
      13.13185175469694, 10.45171373019759, 4.086005508618447, -2.967275252793649e-3, 1.899724574528414e-3,
      4.099535209360336e-4,
    ],
  },
  {
    jd_tdb: 2466154.5,
    state: [
      -1.878330124332237, 10.99286850835428, 3.325776674355994, -4.676386182330938e-3, -2.50712924119581e-3,
      -1.075315590956888e-3,
    ],
  },
];

/** Integration steps per day; half a day keeps the integrator's own error well under 0.1". */
const SUBSTEPS = 2;
const TABLE_STEP_DAYS = 20;
const ARCMIN_PER_RAD = (180 / Math.PI) * 60;

/**
 * An instant at a TT day number. AstroTime.FromTerrestrialTime iterates to 1e-12 day and can
 * spin for minutes where the Delta T model has a kink; the simulator reads only `tt`, so a few
 * steps of the same iteration and the exact `tt` are enough.
 */
function atTT(tt: number): AstroTime {
  let t = new AstroTime(tt);
  for (let i = 0; i < 4; i++) t = t.AddDays(tt - t.tt);
  t.tt = tt;
  return t;
}

/** Positions every `step` days over [fromTT, toTT] (TT days from J2000), integrating from `epochTT`. */
function integrate(state: State, epochTT: number, fromTT: number, toTT: number, step: number) {
  const before = Math.ceil((epochTT - fromTT) / step);
  const after = Math.ceil((toTT - epochTT) / step);
  const start = epochTT - before * step;
  const out = new Float64Array((before + after + 1) * 3);
  out.set(state.slice(0, 3), before * 3);
  for (const dir of [-1, 1]) {
    const t0 = atTT(epochTT);
    const sim = new GravitySimulator(Body.Sun, t0, [new StateVector(...state, t0)]);
    const n = (dir < 0 ? before : after) * step * SUBSTEPS;
    for (let k = 1; k <= n; k++) {
      const [s] = sim.Update(atTT(epochTT + (dir * k) / SUBSTEPS));
      if (k % (step * SUBSTEPS) === 0 && s)
        out.set([s.x, s.y, s.z], (before + (dir * k) / (step * SUBSTEPS)) * 3);
    }
  }
  return { start, samples: out };
}

/** Misses of the integration at the Horizons epochs, as direction errors in arcmin (three per epoch). */
function misses(state: State, epochTT: number): number[] {
  const last = HORIZONS[HORIZONS.length - 1] as (typeof HORIZONS)[number];
  const { samples, start } = integrate(state, epochTT, epochTT, last.jd_tdb - JD_J2000, 1);
  return HORIZONS.flatMap(({ jd_tdb, state: s }) => {
    const i = Math.round(jd_tdb - JD_J2000 - start);
    const r = Math.hypot(s[0], s[1], s[2]);
    return [0, 1, 2].map((k) => (((samples[i * 3 + k] as number) - s[k]!) / r) * ARCMIN_PER_RAD);
  });
}

/** Gauss-Newton on the six components of the 2000 state. */
function fitToHorizons(epochTT: number): State {
  let x = [...(HORIZONS[0] as (typeof HORIZONS)[number]).state] as State;
  const steps = [1e-6, 1e-6, 1e-6, 1e-9, 1e-9, 1e-9];
  for (let iter = 0; iter < 8; iter++) {
    const r = misses(x, epochTT);
    const J = steps.map((h, k) => {
      const xp = x.map((v, i) => (i === k ? v + h : v)) as State;
      return misses(xp, epochTT).map((v, j) => (v - (r[j] as number)) / h);
    });
    const A = J.map((ck) => J.map((cl) => ck.reduce((s, v, j) => s + v * (cl[j] as number), 0)));
    const g = J.map((ck) => ck.reduce((s, v, j) => s + v * (r[j] as number), 0));
    const dx = solve(
      A,
      g.map((v) => -v),
    );
    x = x.map((v, k) => v + (dx[k] as number)) as State;
    const rms = Math.sqrt(r.reduce((s, v) => s + v * v, 0) / r.length) * 60;
    console.log(`  iteration ${iter}: rms miss ${rms.toFixed(3)} arcsec (heliocentric) before this step`);
    if (dx.every((v, k) => Math.abs(v) < (steps[k] as number) * 1e-3)) break;
  }
  return x;
}

function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return M.map((row, i) => row[n]! / row[i]!);
}

/** Geocentric errors against the reference charts, which the fit never saw. */
function reportReference(table: Float32Array, start: number): void {
  const ref = JSON.parse(readFileSync(REFERENCE, 'utf8')) as {
    subjects: {
      id: string;
      expected_time: { julian_day_ut: number };
      points: Record<string, { abs_pos: number }>;
    }[];
  };
  const helio = (t: { tt: number }) => {
    const p = interpolateXyz(table, start, TABLE_STEP_DAYS, t.tt);
    return p && { x: p[0], y: p[1], z: p[2] };
  };
  const rows = ref.subjects
    .filter((s) => s.points.Chiron)
    .map((s) => {
      const m = apparentMotion(helio, frameAt(astroTime(s.expected_time.julian_day_ut)));
      const err = m ? diff180(m.lon, (s.points.Chiron as { abs_pos: number }).abs_pos) * 60 : NaN;
      return `${s.id} ${err.toFixed(3)}'`;
    });
  console.log(`error against the reference (arcmin, not fitted): ${rows.join(', ')}`);
}

/** Largest direction error of the shipped (float32, 20-day) table against the daily integration. */
function reportInterpolationError(
  daily: { start: number; samples: Float64Array },
  table: Float32Array,
  start: number,
  to: number,
): void {
  let worst = 0;
  for (let tt = Math.ceil(start) + 45; tt < to - 45; tt += 7) {
    const a = interpolateXyz(table, start, TABLE_STEP_DAYS, tt);
    const b = interpolateXyz(daily.samples, daily.start, 1, tt);
    if (!a || !b) continue;
    worst = Math.max(worst, Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / Math.hypot(...b));
  }
  console.log(
    `table interpolation error: at most ${(worst * ARCMIN_PER_RAD * 60).toFixed(4)} arcsec heliocentric`,
  );
}

function main(): void {
  const epochTT = (HORIZONS[0] as (typeof HORIZONS)[number]).jd_tdb - JD_J2000;
  const state = fitToHorizons(epochTT);
  // A margin of two months each side keeps the four-point interpolation inside the table.
  const from = astroTime(2378496.5 - 60).tt; // 1800-01-01
  const to = astroTime(2597641.5 + 60).tt; // 2400-01-01
  const daily = integrate(state, epochTT, from, to, 1);
  // Every 20th daily sample, aligned on the epoch, is the table; the rest measure its interpolation.
  const first = (((epochTT - daily.start) % TABLE_STEP_DAYS) + TABLE_STEP_DAYS) % TABLE_STEP_DAYS;
  const start = daily.start + first;
  const count = Math.floor((daily.samples.length / 3 - 1 - first) / TABLE_STEP_DAYS) + 1;
  const f32 = new Float32Array(count * 3);
  for (let i = 0; i < count; i++)
    f32.set(
      daily.samples.subarray((first + i * TABLE_STEP_DAYS) * 3, (first + i * TABLE_STEP_DAYS) * 3 + 3),
      i * 3,
    );
  reportInterpolationError(daily, f32, start, to);
  reportReference(f32, start);
  const data = Buffer.from(f32.buffer).toString('base64');
  writeFileSync(
    OUT,
    `// Generated by core/scripts/generate-chiron.ts: do not edit. Heliocentric J2000 equatorial\n` +
      `// positions of 2060 Chiron (AU, float32 x y z) every step_days TT days from start_tt (days from J2000 TT).\n` +
      `export const CHIRON_TABLE = { start_tt: ${start}, step_days: ${TABLE_STEP_DAYS}, count: ${f32.length / 3}, data: '${data}' };\n`,
  );
  console.log(`wrote ${OUT} (${f32.length / 3} samples, ${(data.length / 1024).toFixed(0)} KB)`);
}

main();
