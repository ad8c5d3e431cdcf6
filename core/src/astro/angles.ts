import { SIGNS, type SignAbbrev } from './types';

export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;

export function norm360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** Signed smallest difference a - b in (-180, 180]. */
export function diff180(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? d - 360 : d;
}

export function signIndex(lon: number): number {
  // A longitude a hair under 360 can round to sign 12 after norm360; clamp it back.
  return Math.min(11, Math.floor(norm360(lon) / 30));
}

export function signOf(lon: number): SignAbbrev {
  return SIGNS[signIndex(lon)] as SignAbbrev;
}

export function sind(x: number): number {
  return Math.sin(x * DEG);
}

export function cosd(x: number): number {
  return Math.cos(x * DEG);
}

export function tand(x: number): number {
  return Math.tan(x * DEG);
}

export function atan2d(y: number, x: number): number {
  return Math.atan2(y, x) * RAD;
}

export function asind(x: number): number {
  return Math.asin(x) * RAD;
}
