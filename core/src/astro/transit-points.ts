import { ASPECT_POINTS } from './aspects';
import type { SkyBody } from './sky-track';
import { POINT_NAMES, type PointName } from './types';

/** Bodies whose transits are followed (the Moon's, several a day, are left to the sky events). */
export type TransitBody = Exclude<SkyBody, 'Moon'>;

// Spelled out rather than built from the ephemeris's body list, so the API schemas that name
// these points do not pull the ephemeris into the browser bundle.
export const TRANSIT_BODIES: readonly TransitBody[] = [
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'True_Node',
];

/**
 * The orb sets a reader chooses from in the profile (their degrees are TRANSIT_ORB_SETS in
 * transits.ts); named here, away from the ephemeris, for the API schemas.
 */
export const TRANSIT_ORB_SET_NAMES = ['tight', 'standard', 'wide'] as const;
export type TransitOrbSet = (typeof TRANSIT_ORB_SET_NAMES)[number];
export const DEFAULT_TRANSIT_ORB_SET: TransitOrbSet = 'standard';

/** Natal points a transit can touch; the angles only when the birth time is known. */
export type NatalPoint = Extract<
  PointName,
  | 'Sun'
  | 'Moon'
  | 'Mercury'
  | 'Venus'
  | 'Mars'
  | 'Jupiter'
  | 'Saturn'
  | 'Uranus'
  | 'Neptune'
  | 'Pluto'
  | 'Chiron'
  | 'True_Node'
  | 'Ascendant'
  | 'Medium_Coeli'
>;

/** The points whose aspects a chart lists, less Mean Lilith. */
export const NATAL_POINTS: readonly NatalPoint[] = POINT_NAMES.filter(
  (p): p is NatalPoint => ASPECT_POINTS.has(p) && p !== 'Mean_Lilith',
);
