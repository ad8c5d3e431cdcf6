import {
  AstroTime,
  Body,
  Ecliptic,
  EclipticGeoMoon,
  GeoMoonState,
  GeoVector,
  MakeTime,
  RotateState,
  Rotation_EQJ_ECT,
  SunPosition,
  e_tilt,
} from 'astronomy-engine';
import { RAD, atan2d, cosd, diff180, norm360, sind } from './angles';

/** Julian day of the astronomy-engine epoch (J2000.0, 2000-01-01 12:00 UT). */
export const JD_J2000 = 2451545.0;

export function astroTime(jdUt: number): AstroTime {
  return MakeTime(jdUt - JD_J2000);
}

export type BodyName =
  | 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';

export const BODIES: readonly BodyName[] = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
];

const ENGINE_BODY: Record<BodyName, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

/** Apparent geocentric longitude, true ecliptic and equinox of date (what Swiss Ephemeris reports by default). */
export function bodyLongitude(body: BodyName, t: AstroTime): number {
  if (body === 'Sun') return SunPosition(t).elon;
  if (body === 'Moon') return EclipticGeoMoon(t).lon;
  return Ecliptic(GeoVector(ENGINE_BODY[body], t, true)).elon;
}

/** Julian centuries of TT from J2000. */
function centuriesTT(t: AstroTime): number {
  return t.tt / 36525;
}

function nutationLongitudeDeg(t: AstroTime): number {
  return e_tilt(t).dpsi / 3600;
}

/** Meeus (47.7) mean ascending node of the Moon, referred to the mean equinox of date. */
function meanNodeMeanEquinox(T: number): number {
  return 125.0445479 + T * (-1934.1362891 + T * (0.0020754 + T * (1 / 467441 - T / 60616000)));
}

/** Mean lunar node plus nutation, so it is on the true equinox of date like the planets. */
export function meanNodeLongitude(t: AstroTime): number {
  return norm360(meanNodeMeanEquinox(centuriesTT(t)) + nutationLongitudeDeg(t));
}

const LUNAR_INCLINATION = 5.1453964;

/**
 * Mean Lilith, the mean lunar apogee. Meeus gives the mean perigee's longitude measured along
 * the orbit; Swiss Ephemeris projects the apogee onto the ecliptic through the mean node, which
 * moves it by up to 7 arcmin, so the projection is needed to agree with it.
 */
export function meanLilithLongitude(t: AstroTime): number {
  const T = centuriesTT(t);
  const perigee = 83.3532465 + T * (4069.0137287 + T * (-0.01032 + T * (-1 / 80053 + T / 18999000)));
  const node = meanNodeMeanEquinox(T);
  const u = perigee + 180 - node;
  const lon = node + atan2d(sind(u) * cosd(LUNAR_INCLINATION), cosd(u));
  return norm360(lon + nutationLongitudeDeg(t));
}

/**
 * True (osculating) node: where the plane of the Moon's instantaneous geocentric orbit,
 * h = r x v in the true ecliptic of date, cuts the ecliptic.
 */
export function trueNodeLongitude(t: AstroTime): number {
  const s = GeoMoonState(t);
  const rs = RotateState(Rotation_EQJ_ECT(t), s);
  const r = { x: rs.x, y: rs.y, z: rs.z };
  const v = { x: rs.vx, y: rs.vy, z: rs.vz };
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return norm360(Math.atan2(hx, -hy) * RAD);
}

/** Speed in degrees per day from two longitudes `dt` days apart, unwrapping across 0 degrees. */
export function speedFrom(lon0: number, lon1: number, dt: number): number {
  return diff180(lon1, lon0) / dt;
}

/** Step for the finite-difference speeds: short enough that the Moon's acceleration is invisible. */
export const SPEED_STEP_DAYS = 1 / 1440;

