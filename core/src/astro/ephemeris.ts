import {
  AstroTime,
  Body,
  C_AUDAY,
  GeoMoon,
  HelioState,
  HelioVector,
  MakeTime,
  Rotation_EQJ_ECT,
  e_tilt,
  type RotationMatrix,
} from 'astronomy-engine';
import { RAD, atan2d, cosd, diff180, norm360, sind } from './angles';
import { sampledHelio } from './chiron';
import { PLANET_SERIES } from './planet-series.generated';
import { chebyshevBody, type ChebyshevTable, type PositionVelocity } from './planet-series';
import { PLUTO_TABLE } from './pluto-table.generated';

/** Julian day of the astronomy-engine epoch (J2000.0, 2000-01-01 12:00 UT). */
export const JD_J2000 = 2451545.0;

export function astroTime(jdUt: number): AstroTime {
  return MakeTime(jdUt - JD_J2000);
}

export type BodyName =
  'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto';

export const BODIES: readonly BodyName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

/**
 * Heliocentric J2000 equatorial position (AU) at an instant, or null if unknown. A function
 * that is piecewise, like a series in segments, takes the piece that holds `anchor` when given.
 */
export type HelioFn = (t: AstroTime, anchor?: AstroTime) => { x: number; y: number; z: number } | null;

/**
 * The Earth's heliocentric state and the J2000-to-true-ecliptic-of-date rotation at one instant,
 * and the instant one speed step later, shared by every body's speed.
 */
export interface Frame {
  t: AstroTime;
  later: AstroTime;
  earth: PositionVelocity;
  rot: RotationMatrix;
}

const earthSeries = chebyshevBody(PLANET_SERIES.Earth as ChebyshevTable);

export function frameAt(t: AstroTime): Frame {
  return {
    t,
    later: t.AddDays(SPEED_STEP_DAYS),
    earth: earthSeries(t.tt) ?? HelioState(Body.Earth, t),
    rot: Rotation_EQJ_ECT(t),
  };
}

function eclipticLongitude(rot: RotationMatrix, x: number, y: number, z: number): number {
  const r = rot.rot;
  const ex = (r[0]?.[0] ?? 0) * x + (r[1]?.[0] ?? 0) * y + (r[2]?.[0] ?? 0) * z;
  const ey = (r[0]?.[1] ?? 0) * x + (r[1]?.[1] ?? 0) * y + (r[2]?.[1] ?? 0) * z;
  return norm360(Math.atan2(ey, ex) * RAD);
}

export interface Motion {
  lon: number;
  /** Degrees per day. */
  speed: number;
}

/**
 * Apparent geocentric longitude and speed of a body given by heliocentric positions: light time
 * from one correction step (the next would move Neptune by 1e-7 AU), annual aberration as the
 * Earth's velocity times the light time. Two evaluations serve both the position and the speed:
 * now and one minute later; the body's position a light time earlier is taken along the velocity
 * between them (Mercury, the worst case, curves away by at most 1e-7 AU, 0.015", in that time),
 * and one minute later the Earth has moved by its velocity. This evaluates the Earth's series
 * once per chart instead of several times per planet, which is most of the cost of
 * astronomy-engine's GeoVector.
 */
export function apparentMotion(helio: HelioFn, f: Frame): Motion | null {
  const { earth, rot, t } = f;
  const d = SPEED_STEP_DAYS;
  const now = helio(t);
  const later = helio(f.later, t);
  if (!now || !later) return null;
  const tau = Math.hypot(now.x - earth.x, now.y - earth.y, now.z - earth.z) / C_AUDAY;
  // Back along the body's velocity by the light time, then aberration: both shifts are shared.
  const k = tau / d;
  const ax = earth.vx * tau - earth.x - (later.x - now.x) * k;
  const ay = earth.vy * tau - earth.y - (later.y - now.y) * k;
  const az = earth.vz * tau - earth.z - (later.z - now.z) * k;
  const lon0 = eclipticLongitude(rot, now.x + ax, now.y + ay, now.z + az);
  const lon1 = eclipticLongitude(
    rot,
    later.x + ax - earth.vx * d,
    later.y + ay - earth.vy * d,
    later.z + az - earth.vz * d,
  );
  return { lon: lon0, speed: speedFrom(lon0, lon1, d) };
}

const SUN_AT_ORIGIN = () => ({ x: 0, y: 0, z: 0 });

/**
 * Pluto from a table of astronomy-engine's own positions (1800-2399), interpolated: its
 * HelioVector integrates the orbit on every call and cost more than all other planets together.
 * The table agrees with it to 3e-5 AU, 0.003 arcmin seen from the Earth.
 */
const plutoHelio = sampledHelio(PLUTO_TABLE);

/** A planet from its Chebyshev series (1800-2400), or astronomy-engine's VSOP87 outside it. */
function planetHelio(body: Body, name: string): HelioFn {
  const series = chebyshevBody(PLANET_SERIES[name] as ChebyshevTable);
  return (t, anchor) => series(t.tt, anchor?.tt) ?? HelioVector(body, t);
}

const HELIO: Record<Exclude<BodyName, 'Moon'>, HelioFn> = {
  Sun: SUN_AT_ORIGIN,
  Mercury: planetHelio(Body.Mercury, 'Mercury'),
  Venus: planetHelio(Body.Venus, 'Venus'),
  Mars: planetHelio(Body.Mars, 'Mars'),
  Jupiter: planetHelio(Body.Jupiter, 'Jupiter'),
  Saturn: planetHelio(Body.Saturn, 'Saturn'),
  Uranus: planetHelio(Body.Uranus, 'Uranus'),
  Neptune: planetHelio(Body.Neptune, 'Neptune'),
  Pluto: (t) => plutoHelio(t) ?? HelioVector(Body.Pluto, t),
};

/** Apparent longitude and speed of Sun to Pluto (not the Moon) in a frame. */
export function planetMotion(body: Exclude<BodyName, 'Moon'>, f: Frame): Motion {
  return apparentMotion(HELIO[body], f) as Motion;
}

/** Gauss's constant squared: the Sun's GM in AU^3/day^2. */
const GM_SUN = 2.959122082855911e-4;
/** G(M_Earth + M_Moon) in AU^3/day^2, for the Moon's Keplerian acceleration about the Earth. */
const GM_EARTH_MOON = 8.997011390199872e-10;

/**
 * The Moon's longitude, its speed, the True Node and the node's speed, from two geocentric
 * positions of astronomy-engine's lunar theory a little before and after the instant.
 * The velocity is their central difference; the position is their midpoint less the Earth's pull
 * over the half-step (without it the midpoint is 0.5" inside the orbit; what is left, from the
 * Sun's pull, is under 0.01").
 *
 * The node lies along h = r x v, the orbit's angular momentum, and moves only through the
 * torque of the forces that are not central: h' = r x a with a the Sun's tidal acceleration.
 * Taking that acceleration from the Sun's position, rather than differencing the lunar series
 * twice, matters: the truncated series' second difference is off by about 1% of the tidal
 * term, which made the node's speed wrong by up to 0.002 degree a day and its retrograde flag
 * wrong near its stations. The frame is the true ecliptic of date held fixed over the instant;
 * the equinox's precession moves the node's longitude by 50.29" a year more.
 */
export function moonAndTrueNode(f: Frame): { moon: Motion; node: Motion } {
  const d = MOON_DIFFERENCE_STEP_DAYS;
  const before = GeoMoon(f.t.AddDays(-d));
  const after = GeoMoon(f.t.AddDays(d));
  const mx = (before.x + after.x) / 2;
  const my = (before.y + after.y) / 2;
  const mz = (before.z + after.z) / 2;
  const k = (GM_EARTH_MOON * d * d) / 2 / Math.pow(mx * mx + my * my + mz * mz, 1.5);
  const r: Vec3 = [mx * (1 + k), my * (1 + k), mz * (1 + k)];
  const v: Vec3 = [
    (after.x - before.x) / (2 * d),
    (after.y - before.y) / (2 * d),
    (after.z - before.z) / (2 * d),
  ];
  // The Sun's pull on the Moon less its pull on the Earth (J2000 equatorial, AU/day^2).
  const { earth } = f;
  const sx = -earth.x - r[0];
  const sy = -earth.y - r[1];
  const sz = -earth.z - r[2];
  const ks = GM_SUN / Math.pow(sx * sx + sy * sy + sz * sz, 1.5);
  const ke = GM_SUN / Math.pow(earth.x * earth.x + earth.y * earth.y + earth.z * earth.z, 1.5);
  const tidal: Vec3 = [sx * ks + earth.x * ke, sy * ks + earth.y * ke, sz * ks + earth.z * ke];
  const at = toEcliptic(f.rot, r);
  const vel = toEcliptic(f.rot, v);
  const [x, y] = at;
  const moonSpeed = ((x * vel[1] - y * vel[0]) / (x * x + y * y)) * RAD;
  // Rotations keep cross products, so h and h' can be formed in either frame.
  const h = cross(at, vel);
  const hRate = cross(at, toEcliptic(f.rot, tidal));
  // The node is atan2(hx, -hy); its rate follows from h's.
  const nodeSpeed =
    ((hRate[1] * h[0] - hRate[0] * h[1]) / (h[0] * h[0] + h[1] * h[1])) * RAD + PRECESSION_DEG_PER_DAY;
  return {
    moon: { lon: norm360(Math.atan2(y, x) * RAD), speed: moonSpeed },
    node: { lon: norm360(Math.atan2(h[0], -h[1]) * RAD), speed: nodeSpeed },
  };
}

/** General precession in longitude, 50.29" a year, in degrees a day. */
const PRECESSION_DEG_PER_DAY = 50.29 / 3600 / 365.25;

type Vec3 = [number, number, number];

function toEcliptic(rot: RotationMatrix, v: Vec3): Vec3 {
  const r = rot.rot;
  return [
    (r[0]?.[0] ?? 0) * v[0] + (r[1]?.[0] ?? 0) * v[1] + (r[2]?.[0] ?? 0) * v[2],
    (r[0]?.[1] ?? 0) * v[0] + (r[1]?.[1] ?? 0) * v[1] + (r[2]?.[1] ?? 0) * v[2],
    (r[0]?.[2] ?? 0) * v[0] + (r[1]?.[2] ?? 0) * v[1] + (r[2]?.[2] ?? 0) * v[2],
  ];
}

function cross(u: Vec3, w: Vec3): Vec3 {
  return [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]];
}

/** Half the interval between the two lunar positions, in days. */
export const MOON_DIFFERENCE_STEP_DAYS = 0.01;

/**
 * Longitudes and speeds of everything that does not depend on the observer: Sun to Pluto, the
 * mean and true nodes, Mean Lilith, and Chiron when `chiron` knows the date.
 */
export function skyMotions(
  t: AstroTime,
  chiron: HelioFn,
): Partial<Record<BodyName | 'Chiron' | 'Mean_Node' | 'True_Node' | 'Mean_Lilith', Motion>> {
  const f = frameAt(t);
  const out: Partial<Record<BodyName | 'Chiron' | 'Mean_Node' | 'True_Node' | 'Mean_Lilith', Motion>> = {};
  const { moon, node } = moonAndTrueNode(f);
  for (const b of BODIES) out[b] = b === 'Moon' ? moon : (apparentMotion(HELIO[b], f) as Motion);
  const c = apparentMotion(chiron, f);
  if (c) out.Chiron = c;
  const T = centuriesTT(t);
  const dpsi = nutationLongitudeDeg(t);
  // The nutation changes by under 0.001" in the one-minute step, so it is shared.
  const dT = SPEED_STEP_DAYS / 36525;
  const mean0 = meanNode(T, dpsi);
  const lil0 = meanLilith(T, dpsi);
  out.Mean_Node = { lon: mean0, speed: speedFrom(mean0, meanNode(T + dT, dpsi), SPEED_STEP_DAYS) };
  out.Mean_Lilith = { lon: lil0, speed: speedFrom(lil0, meanLilith(T + dT, dpsi), SPEED_STEP_DAYS) };
  out.True_Node = node;
  return out;
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
function meanNode(T: number, dpsi: number): number {
  return norm360(meanNodeMeanEquinox(T) + dpsi);
}

const LUNAR_INCLINATION = 5.1453964;

/**
 * Mean Lilith, the mean lunar apogee. Meeus gives the mean perigee's longitude measured along
 * the orbit; Swiss Ephemeris projects the apogee onto the ecliptic through the mean node, which
 * moves it by up to 7 arcmin, so the projection is needed to agree with it.
 */
function meanLilith(T: number, dpsi: number): number {
  const perigee = 83.3532465 + T * (4069.0137287 + T * (-0.01032 + T * (-1 / 80053 + T / 18999000)));
  const node = meanNodeMeanEquinox(T);
  const u = perigee + 180 - node;
  const lon = node + atan2d(sind(u) * cosd(LUNAR_INCLINATION), cosd(u));
  return norm360(lon + dpsi);
}

/** Speed in degrees per day from two longitudes `dt` days apart, unwrapping across 0 degrees. */
export function speedFrom(lon0: number, lon1: number, dt: number): number {
  return diff180(lon1, lon0) / dt;
}

/** Step for the finite-difference speeds: short enough that the Moon's acceleration is invisible. */
export const SPEED_STEP_DAYS = 1 / 1440;
