/**
 * Heliocentric positions of the Earth and the planets Mercury to Neptune from Chebyshev series
 * (as JPL's ephemerides store them), fitted to astronomy-engine's VSOP87 by
 * core/scripts/generate-planets.ts for 1800-2400. Evaluating a short series is far cheaper than
 * summing VSOP87's terms; astronomy-engine stays the reference the tests compare against and
 * answers outside the table's years.
 */

/**
 * One body's series as the generator writes it. The first `wide` coefficients of each
 * coordinate are float32; the smaller ones after them are int16 multiples of a quantum per
 * coordinate and term, which keeps the table a third smaller at the same precision.
 */
export interface ChebyshevTable {
  /** TT days from J2000 where the first segment starts. */
  start_tt: number;
  segment_days: number;
  /** Coefficients per coordinate and segment. */
  terms: number;
  segments: number;
  wide: number;
  /** AU per int16 unit, for x, y, z in turn, each for terms `wide` to `terms - 1`. */
  quanta: number[];
  /**
   * Base64 of float32 coefficients per segment (x, y, z, `wide` each), then int16 ones per
   * segment (x, y, z, `terms - wide` each); J2000 equatorial, AU.
   */
  data: string;
}

export interface PositionVelocity {
  x: number;
  y: number;
  z: number;
  /** AU per day. */
  vx: number;
  vy: number;
  vz: number;
}

/** All coefficients as float32, per segment x, y, z, `terms` each. */
function decode(table: ChebyshevTable): Float32Array {
  const { terms, segments, wide, quanta } = table;
  const bin = atob(table.data);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const narrow = terms - wide;
  const f32 = new Float32Array(bytes.buffer, 0, segments * 3 * wide);
  const i16 = new Int16Array(bytes.buffer, f32.byteLength, segments * 3 * narrow);
  const out = new Float32Array(segments * 3 * terms);
  for (let s = 0; s < segments * 3; s++) {
    for (let k = 0; k < wide; k++) out[s * terms + k] = f32[s * wide + k] as number;
    for (let k = 0; k < narrow; k++) {
      out[s * terms + wide + k] = (i16[s * narrow + k] as number) * (quanta[(s % 3) * narrow + k] as number);
    }
  }
  return out;
}

/** Packs coefficients (per segment x, y, z, `terms` each) the way decode reads them. */
export function encode(
  coef: ArrayLike<number>,
  terms: number,
  wide: number,
): { quanta: number[]; data: string } {
  const rows = coef.length / terms;
  const narrow = terms - wide;
  const quanta: number[] = [];
  for (let c = 0; c < 3; c++) {
    for (let k = wide; k < terms; k++) {
      let max = 0;
      for (let s = c; s < rows; s += 3) max = Math.max(max, Math.abs(coef[s * terms + k] as number));
      quanta.push(Math.fround(max / 32767) || 1);
    }
  }
  const f32 = new Float32Array(rows * wide);
  const i16 = new Int16Array(rows * narrow);
  for (let s = 0; s < rows; s++) {
    for (let k = 0; k < wide; k++) f32[s * wide + k] = coef[s * terms + k] as number;
    for (let k = 0; k < narrow; k++) {
      i16[s * narrow + k] = Math.round(
        (coef[s * terms + wide + k] as number) / (quanta[(s % 3) * narrow + k] as number),
      );
    }
  }
  const bytes = new Uint8Array(f32.byteLength + i16.byteLength);
  bytes.set(new Uint8Array(f32.buffer), 0);
  bytes.set(new Uint8Array(i16.buffer), f32.byteLength);
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i] as number);
  return { quanta, data: btoa(bin) };
}

/**
 * A body's position and velocity at a TT (days from J2000) from its table, or null outside it.
 * The segment is the one holding `anchorTt` (by default `tt` itself): a speed taken as a
 * difference of two positions a minute apart must take both from one segment, since
 * neighbouring segments disagree by up to their fitting error (1e-7 AU, a Sun speed 0.008
 * degree a day off). A polynomial is as good a minute past its segment's end. The table is
 * decoded on first use.
 */
export function chebyshevBody(
  table: ChebyshevTable,
): (tt: number, anchorTt?: number) => PositionVelocity | null {
  let coef: Float32Array | null = null;
  const { start_tt, segment_days, terms, segments } = table;
  return (tt, anchorTt = tt) => {
    const f = (tt - start_tt) / segment_days;
    const seg = Math.floor((anchorTt - start_tt) / segment_days);
    if (!(seg >= 0 && seg < segments)) return null;
    coef ??= decode(table);
    // The segment's time as -1..1; T_k by the recurrence, its derivative alongside.
    const x = 2 * (f - seg) - 1;
    const base = seg * 3 * terms;
    let t0 = 1;
    let t1 = x;
    let d0 = 0;
    let d1 = 1;
    let px = coef[base] as number;
    let py = coef[base + terms] as number;
    let pz = coef[base + 2 * terms] as number;
    let vx = 0;
    let vy = 0;
    let vz = 0;
    for (let k = 1; k < terms; k++) {
      const cx = coef[base + k] as number;
      const cy = coef[base + terms + k] as number;
      const cz = coef[base + 2 * terms + k] as number;
      px += cx * t1;
      py += cy * t1;
      pz += cz * t1;
      vx += cx * d1;
      vy += cy * d1;
      vz += cz * d1;
      const t2 = 2 * x * t1 - t0;
      const d2 = 2 * t1 + 2 * x * d1 - d0;
      t0 = t1;
      t1 = t2;
      d0 = d1;
      d1 = d2;
    }
    const scale = 2 / segment_days;
    return { x: px, y: py, z: pz, vx: vx * scale, vy: vy * scale, vz: vz * scale };
  };
}

/** Chebyshev coefficients of f over -1..1 from its values at the n Chebyshev nodes. */
export function chebyshevFit(values: ArrayLike<number>): number[] {
  const n = values.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += (values[j] as number) * Math.cos((Math.PI * k * (j + 0.5)) / n);
    out.push(((k === 0 ? 1 : 2) * s) / n);
  }
  return out;
}

/** The n Chebyshev nodes on -1..1 that chebyshevFit expects values at, in its order. */
export function chebyshevNodes(n: number): number[] {
  return Array.from({ length: n }, (_, j) => Math.cos((Math.PI * (j + 0.5)) / n));
}
