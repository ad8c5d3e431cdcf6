import { CHIRON_TABLE } from './chiron-table.generated';

/** Years the shipped Chiron table covers (inclusive). */
export const CHIRON_FIRST_YEAR = 1800;
export const CHIRON_LAST_YEAR = 2399;

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

/** A table of float32 heliocentric positions, as the generators write it. */
export interface SampledOrbit {
  /** TT days from J2000 of the first sample. */
  start_tt: number;
  step_days: number;
  count: number;
  /** Base64 of float32 x, y, z per sample (J2000 equatorial, AU). */
  data: string;
}

/**
 * Heliocentric J2000 equatorial position (AU) interpolated from a sampled orbit; null outside
 * it. The table is decoded on first use, so importing the engine costs nothing for callers that
 * never need that body.
 */
export function sampledHelio(
  orbit: SampledOrbit,
): (t: { tt: number }) => { x: number; y: number; z: number } | null {
  let samples: Float32Array | null = null;
  return (t) => {
    if (orbit.count === 0) return null;
    if (!samples) {
      const bin = atob(orbit.data);
      const bytes = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      samples = new Float32Array(bytes.buffer);
    }
    const p = interpolateXyz(samples, orbit.start_tt, orbit.step_days, t.tt);
    return p && { x: p[0], y: p[1], z: p[2] };
  };
}

/** Heliocentric J2000 equatorial position of Chiron (AU); null outside the table. */
export const chironHelio = sampledHelio(CHIRON_TABLE);
