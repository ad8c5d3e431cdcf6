import { CHIRON_TABLE } from './chiron-table.generated';

/** Years the shipped Chiron table covers (inclusive). */
export const CHIRON_FIRST_YEAR = 1800;
export const CHIRON_LAST_YEAR = 2399;

let samples: Float32Array | null = null;

// Decoded on first use so that importing the engine costs nothing for callers without Chiron.
function table(): Float32Array {
  if (!samples) {
    const bin = atob(CHIRON_TABLE.data);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    samples = new Float32Array(bytes.buffer);
  }
  return samples;
}

export type Vec3 = [number, number, number];

/**
 * Four-point Lagrange interpolation of xyz samples on a uniform grid (`start` and `step` in the
 * same time unit as `x`); null outside the grid.
 */
export function interpolateXyz(
  samples: ArrayLike<number>,
  start: number,
  step: number,
  x: number,
): Vec3 | null {
  const count = samples.length / 3;
  const f = (x - start) / step;
  const i0 = Math.floor(f) - 1;
  if (i0 < 0 || i0 + 3 > count - 1) return null;
  const u = f - (i0 + 1);
  // Weights for the nodes at -1, 0, 1, 2 relative to the interval's start.
  const w0 = (-u * (u - 1) * (u - 2)) / 6;
  const w1 = ((u + 1) * (u - 1) * (u - 2)) / 2;
  const w2 = (-(u + 1) * u * (u - 2)) / 2;
  const w3 = ((u + 1) * u * (u - 1)) / 6;
  const out: Vec3 = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    out[k] =
      w0 * (samples[i0 * 3 + k] as number) +
      w1 * (samples[(i0 + 1) * 3 + k] as number) +
      w2 * (samples[(i0 + 2) * 3 + k] as number) +
      w3 * (samples[(i0 + 3) * 3 + k] as number);
  }
  return out;
}

/** Heliocentric J2000 equatorial position of Chiron (AU); null outside the table. */
export function chironHelio(t: { tt: number }): { x: number; y: number; z: number } | null {
  if (CHIRON_TABLE.count === 0) return null;
  const p = interpolateXyz(table(), CHIRON_TABLE.start_tt, CHIRON_TABLE.step_days, t.tt);
  return p && { x: p[0], y: p[1], z: p[2] };
}
