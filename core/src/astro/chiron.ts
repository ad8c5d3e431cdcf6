import { AstroTime, Body, C_AUDAY, Ecliptic, HelioState, Vector } from 'astronomy-engine';
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

/**
 * Heliocentric J2000 equatorial position of Chiron (AU) at a TT day number (days from J2000),
 * by four-point Lagrange interpolation on the table's uniform grid; null outside the table.
 */
export function chironHelio(tt: number): [number, number, number] | null {
  const { start_tt, step_days, count } = CHIRON_TABLE;
  const x = (tt - start_tt) / step_days;
  const i0 = Math.floor(x) - 1;
  if (i0 < 0 || i0 + 3 > count - 1) return null;
  const u = x - (i0 + 1);
  // Lagrange weights for nodes at -1, 0, 1, 2 relative to the interval start.
  const w0 = (-u * (u - 1) * (u - 2)) / 6;
  const w1 = ((u + 1) * (u - 1) * (u - 2)) / 2;
  const w2 = (-(u + 1) * u * (u - 2)) / 2;
  const w3 = ((u + 1) * u * (u - 1)) / 6;
  const s = table();
  const out: [number, number, number] = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    out[k] =
      w0 * (s[i0 * 3 + k] as number) +
      w1 * (s[(i0 + 1) * 3 + k] as number) +
      w2 * (s[(i0 + 2) * 3 + k] as number) +
      w3 * (s[(i0 + 3) * 3 + k] as number);
  }
  return out;
}

/**
 * Apparent geocentric longitude of Chiron (true ecliptic of date): light time by iteration, then
 * annual aberration as the Earth's velocity times the light time. Null outside the table.
 */
export function chironLongitude(t: AstroTime): number | null {
  const earth = HelioState(Body.Earth, t);
  let tau = 0;
  let d: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    const p = chironHelio(t.tt - tau);
    if (!p) return null;
    d = [p[0] - earth.x, p[1] - earth.y, p[2] - earth.z];
    tau = Math.hypot(d[0], d[1], d[2]) / C_AUDAY;
  }
  const v = new Vector(d[0] + earth.vx * tau, d[1] + earth.vy * tau, d[2] + earth.vz * tau, t);
  return Ecliptic(v).elon;
}
