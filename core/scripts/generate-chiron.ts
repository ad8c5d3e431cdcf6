/**
 * Generates core/src/astro/chiron-table.generated.ts: heliocentric J2000 positions of 2060 Chiron
 * every 20 days over 1800-2399, integrated with astronomy-engine's GravitySimulator (Sun and the
 * major planets) from one osculating state.
 *
 * The seed is a set of heliocentric osculating elements of Chiron recalled from JPL's small-body
 * database (no network here). Recalled to about three figures, it puts Chiron a few arcminutes
 * off, so four of the elements are refined by least squares against the Chiron longitudes of
 * the reference charts (Swiss Ephemeris, which uses JPL's Chiron ephemeris). `--seed-only` skips
 * the refinement; `--cross-validate` also prints leave-one-out errors, which measure how well
 * the fitted orbit predicts dates it was not fitted to.
 *
 * Usage: npm run chiron:generate [-- --seed-only | --cross-validate]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstroTime, Body, GravitySimulator, StateVector } from 'astronomy-engine';
import { diff180 } from '../src/astro/angles';
import { interpolateXyz, type Vec3 } from '../src/astro/chiron';
import { JD_J2000, apparentMotion, astroTime, frameAt } from '../src/astro/ephemeris';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../src/astro/chiron-table.generated.ts');
const REFERENCE = join(here, '../src/astro/__fixtures__/astro-reference.json');

const GAUSS_K = 0.01720209895;
const MU_SUN = GAUSS_K * GAUSS_K;
const OBLIQUITY_J2000 = 23.4392911;
const DEG = Math.PI / 180;

/** Recalled JPL osculating elements (heliocentric, ecliptic and equinox J2000), at perihelion 1996. */
const SEED = {
  epoch_jd_tt: 2450128.5,
  a: 13.648,
  e: 0.3789,
  i: 6.931,
  node: 209.3,
  peri: 339.25,
  mean_anomaly: 0,
};

type State = [number, number, number, number, number, number];

function stateFromElements(el: typeof SEED): State {
  const M = el.mean_anomaly * DEG;
  let E = M;
  for (let k = 0; k < 50; k++) E -= (E - el.e * Math.sin(E) - M) / (1 - el.e * Math.cos(E));
  const n = Math.sqrt(MU_SUN / el.a ** 3);
  const b = el.a * Math.sqrt(1 - el.e * el.e);
  const edot = n / (1 - el.e * Math.cos(E));
  const px = el.a * (Math.cos(E) - el.e);
  const py = b * Math.sin(E);
  const vx = -el.a * Math.sin(E) * edot;
  const vy = b * Math.cos(E) * edot;
  const [cw, sw] = [Math.cos(el.peri * DEG), Math.sin(el.peri * DEG)];
  const [cn, sn] = [Math.cos(el.node * DEG), Math.sin(el.node * DEG)];
  const [ci, si] = [Math.cos(el.i * DEG), Math.sin(el.i * DEG)];
  const rot = (x: number, y: number): Vec3 => {
    const x1 = x * cw - y * sw;
    const y1 = x * sw + y * cw;
    return [x1 * cn - y1 * ci * sn, x1 * sn + y1 * ci * cn, y1 * si];
  };
  const toEquator = ([x, y, z]: Vec3): Vec3 => {
    const [c, s] = [Math.cos(OBLIQUITY_J2000 * DEG), Math.sin(OBLIQUITY_J2000 * DEG)];
    return [x, y * c - z * s, y * s + z * c];
  };
  return [...toEquator(rot(px, py)), ...toEquator(rot(vx, vy))] as State;
}

/** Integrates with a one-day step and returns positions every `step` days over [fromTT, toTT]. */
function integrate(state: State, epochTT: number, fromTT: number, toTT: number, step: number) {
  const before = Math.ceil((epochTT - fromTT) / step);
  const after = Math.ceil((toTT - epochTT) / step);
  const start = epochTT - before * step;
  const out = new Float64Array((before + after + 1) * 3);
  const put = (idx: number, s: StateVector) => out.set([s.x, s.y, s.z], idx * 3);
  for (const dir of [-1, 1]) {
    const t0 = AstroTime.FromTerrestrialTime(epochTT);
    const sim = new GravitySimulator(Body.Sun, t0, [new StateVector(...state, t0)]);
    put(before, new StateVector(...state, t0));
    const n = (dir < 0 ? before : after) * step;
    for (let d = 1; d <= n; d++) {
      const [s] = sim.Update(AstroTime.FromTerrestrialTime(epochTT + dir * d));
      if (d % step === 0) put(before + (dir * d) / step, s as StateVector);
    }
  }
  return { start, samples: out };
}

interface Observation {
  id: string;
  jd: number;
  lon: number;
}

function observations(): Observation[] {
  const ref = JSON.parse(readFileSync(REFERENCE, 'utf8')) as {
    subjects: { id: string; expected_time: { julian_day_ut: number }; points: Record<string, { abs_pos: number }> }[];
  };
  return ref.subjects
    .filter((s) => s.points.Chiron)
    .map((s) => ({ id: s.id, jd: s.expected_time.julian_day_ut, lon: (s.points.Chiron as { abs_pos: number }).abs_pos }));
}

const FIT_FROM = -45000; // TT days from J2000: about 1876
const FIT_TO = 19000; // about 2052

function residuals(state: State, epochTT: number, obs: Observation[]): number[] {
  const { start, samples } = integrate(state, epochTT, FIT_FROM, FIT_TO, 1);
  return obs.map((o) => {
    const helio = (tt: number) => {
      const p = interpolateXyz(samples, start, 1, tt);
      return p && { x: p[0], y: p[1], z: p[2] };
    };
    const m = apparentMotion(helio, frameAt(astroTime(o.jd)));
    if (!m) throw new Error(`observation ${o.id} outside the fit range`);
    return diff180(m.lon, o.lon);
  });
}

/** The elements the fit adjusts; inclination and node stay as recalled (see the header). */
const FIT_KEYS = ['a', 'e', 'peri', 'mean_anomaly'] as const;
const FIT_STEPS = [1e-4, 1e-5, 1e-4, 1e-4];

/**
 * Gauss-Newton on a, e, argument of perihelion and mean anomaly. Longitudes alone hardly
 * constrain the orbit's tilt, so inclination and node are kept from the recalled elements.
 */
function refine(seed: typeof SEED, epochTT: number, obs: Observation[], log: boolean): typeof SEED {
  let el = { ...seed };
  for (let iter = 0; iter < 12; iter++) {
    const r = residuals(stateFromElements(el), epochTT, obs);
    const J = FIT_KEYS.map((key, k) => {
      const h = FIT_STEPS[k] as number;
      const rp = residuals(stateFromElements({ ...el, [key]: el[key] + h }), epochTT, obs);
      return rp.map((v, j) => (v - (r[j] as number)) / h);
    });
    const A = J.map((ck) => J.map((cl) => ck.reduce((s, v, j) => s + v * (cl[j] as number), 0)));
    const g = J.map((ck) => ck.reduce((s, v, j) => s + v * (r[j] as number), 0));
    const dx = solve(A, g.map((v) => -v));
    el = { ...el };
    FIT_KEYS.forEach((key, k) => (el[key] += dx[k] as number));
    if (log) {
      const rms = Math.sqrt(r.reduce((s, v) => s + v * v, 0) / r.length) * 60;
      console.log(`  iteration ${iter}: rms ${rms.toFixed(4)} arcmin before this step`);
    }
    if (dx.every((v, k) => Math.abs(v) < (FIT_STEPS[k] as number) * 1e-3)) break;
  }
  return el;
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

function report(label: string, state: State, epochTT: number, obs: Observation[]): void {
  const r = residuals(state, epochTT, obs);
  console.log(`${label}: ` + obs.map((o, j) => `${o.id} ${((r[j] as number) * 60).toFixed(3)}'`).join(', '));
}

/** Largest direction error of the shipped (float32, 20-day) table against the daily integration. */
function reportInterpolationError(state: State, epochTT: number, from: number, to: number, table: Float32Array, start: number): void {
  const daily = integrate(state, epochTT, from, to, 1);
  let worst = 0;
  for (let tt = Math.ceil(start) + 45; tt < to - 45; tt += 7) {
    const a = interpolateXyz(table, start, 20, tt);
    const b = interpolateXyz(daily.samples, daily.start, 1, tt);
    if (!a || !b) continue;
    const d = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / Math.hypot(...b);
    worst = Math.max(worst, d);
  }
  // Seen from the Earth the angle is at most about 1.2 times the heliocentric one (q = 8.4 AU).
  console.log(`table interpolation error: at most ${((worst * 180) / Math.PI * 3600).toFixed(4)} arcsec heliocentric`);
}

function main(): void {
  const seedOnly = process.argv.includes('--seed-only');
  const epochTT = SEED.epoch_jd_tt - JD_J2000;
  const obs = observations();
  report('seed error (arcmin)', stateFromElements(SEED), epochTT, obs);
  let elements = SEED;
  if (!seedOnly) {
    elements = refine(SEED, epochTT, obs, true);
    console.log('fitted elements', JSON.stringify(elements));
    report('fitted error (arcmin)', stateFromElements(elements), epochTT, obs);
    if (process.argv.includes('--cross-validate')) {
      for (let k = 0; k < obs.length; k++) {
        const held = obs[k] as Observation;
        const el = refine(SEED, epochTT, obs.filter((_, j) => j !== k), false);
        const [r] = residuals(stateFromElements(el), epochTT, [held]);
        console.log(`leave-one-out ${held.id}: ${((r as number) * 60).toFixed(3)} arcmin`);
      }
    }
  }
  const state = stateFromElements(elements);
  // A margin of two months each side keeps the four-point interpolation inside the table.
  const from = astroTime(2378496.5 - 60).tt; // 1800-01-01
  const to = astroTime(2597641.5 + 60).tt; // 2400-01-01
  const { start, samples } = integrate(state, epochTT, from, to, 20);
  const f32 = new Float32Array(samples);
  reportInterpolationError(state, epochTT, from, to, f32, start);
  const data = Buffer.from(f32.buffer).toString('base64');
  writeFileSync(
    OUT,
    `// Generated by core/scripts/generate-chiron.ts: do not edit. Heliocentric J2000 equatorial\n` +
      `// positions of 2060 Chiron (AU, float32 x y z) every step_days TT days from start_tt (days from J2000 TT).\n` +
      `export const CHIRON_TABLE = { start_tt: ${start}, step_days: 20, count: ${f32.length / 3}, data: '${data}' };\n`,
  );
  console.log(`wrote ${OUT} (${f32.length / 3} samples, ${(data.length / 1024).toFixed(0)} KB)`);
}

main();
