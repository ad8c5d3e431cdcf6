import {
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  type AstroTime,
} from 'astronomy-engine';
import { norm360, signIndex } from './angles';
import type { AspectName } from './aspects';
import { lunarPhase } from './chart';
import { PAD_DAYS, PLANETS, Sky, motionAt, type Planet, type SkyBody, type Track } from './sky-track';
import { julianDayFromUtcMs, utcMsFromJulianDay } from './time';
import { SIGNS, type LunarPhaseName, type SignAbbrev } from './types';

/** Where a point stands: its sign and the degrees into it. */
export interface ZodiacPlace {
  lon: number;
  sign: SignAbbrev;
  /** 0 <= degree < 30. */
  degree: number;
}

function placeOf(lon: number): ZodiacPlace {
  const l = norm360(lon);
  const si = signIndex(l);
  return { lon: l, sign: SIGNS[si] as SignAbbrev, degree: l - si * 30 };
}

export type LunarPhaseEventName = 'new_moon' | 'first_quarter' | 'full_moon' | 'last_quarter';

/** A quarter of the lunation; new and full moons are the lunations. `place` is the Moon's. */
export interface LunarPhaseEvent extends ZodiacPlace {
  phase: LunarPhaseEventName;
  at_ms: number;
}

export interface EclipseEvent extends ZodiacPlace {
  /** Solar at a new moon, lunar at a full moon; `place` is the Sun's (solar) or the Moon's (lunar). */
  eclipse: 'solar' | 'lunar';
  /** As astronomy-engine classifies it: a solar eclipse is partial, annular or total anywhere on Earth. */
  kind: 'penumbral' | 'partial' | 'annular' | 'total';
  /** Greatest eclipse. */
  at_ms: number;
}

/** A body entering a sign; a retrograde body re-enters the sign behind it. */
export interface IngressEvent {
  body: SkyBody;
  at_ms: number;
  sign: SignAbbrev;
  retrograde: boolean;
}

export interface StationEvent extends ZodiacPlace {
  body: SkyBody;
  at_ms: number;
  /** `retrograde`: the body stops and turns back; `direct`: it stops and goes forward again. */
  station: 'retrograde' | 'direct';
}

/** From the Moon's last major aspect to Sun..Pluto until it enters the next sign. */
export interface VoidOfCourseEvent {
  start_ms: number;
  end_ms: number;
  last_aspect: { body: Planet; aspect: AspectName };
  /** The sign the Moon enters at the end. */
  sign: SignAbbrev;
}

export const INGRESS_BODIES: readonly SkyBody[] = PLANETS;
export const STATION_BODIES: readonly SkyBody[] = [...PLANETS.slice(1), 'Chiron'];

function inRange(sky: Sky, jd: number): boolean {
  return jd >= sky.fromJd && jd < sky.toJd;
}

const PHASES: readonly [number, LunarPhaseEventName][] = [
  [0, 'new_moon'],
  [90, 'first_quarter'],
  [180, 'full_moon'],
  [270, 'last_quarter'],
];

/** New moons, quarters and full moons in the range: roots of the Moon's elongation from the Sun. */
export function lunarPhases(sky: Sky): LunarPhaseEvent[] {
  const elongation = sky.difference('Moon', 'Sun');
  const sun = sky.track('Sun');
  if (!elongation || !sun) return [];
  const out: LunarPhaseEvent[] = [];
  const found: number[] = [];
  for (const [angle, phase] of PHASES) {
    found.length = 0;
    elongation.crossings(angle, found);
    for (const guess of found) {
      if (!inRange(sky, guess)) continue;
      const jd = elongation.refine(guess, angle);
      // The Moon is the Sun's longitude plus the angle, and the Sun's curve is far smoother.
      out.push({ phase, at_ms: utcMsFromJulianDay(jd), ...placeOf(sun.at(jd).lon + angle) });
    }
  }
  return out.sort((a, b) => a.at_ms - b.at_ms);
}

function msOf(t: AstroTime): number {
  return t.date.getTime();
}

/** Solar and lunar eclipses in the range, from astronomy-engine's searches. */
export function eclipses(fromMs: number, toMs: number): EclipseEvent[] {
  const out: EclipseEvent[] = [];
  for (let e = SearchLunarEclipse(new Date(fromMs)); msOf(e.peak) < toMs; e = NextLunarEclipse(e.peak)) {
    const moon = motionAt('Moon', julianDayFromUtcMs(msOf(e.peak)));
    if (moon) out.push({ eclipse: 'lunar', kind: e.kind, at_ms: msOf(e.peak), ...placeOf(moon.lon) });
  }
  for (
    let e = SearchGlobalSolarEclipse(new Date(fromMs));
    msOf(e.peak) < toMs;
    e = NextGlobalSolarEclipse(e.peak)
  ) {
    const sun = motionAt('Sun', julianDayFromUtcMs(msOf(e.peak)));
    if (sun) out.push({ eclipse: 'solar', kind: e.kind, at_ms: msOf(e.peak), ...placeOf(sun.lon) });
  }
  return out.sort((a, b) => a.at_ms - b.at_ms);
}

function pushIngresses(
  body: SkyBody,
  track: Track,
  fromJd: number,
  toJd: number,
  out: IngressEvent[],
  found: number[],
  dirs: number[],
): void {
  for (let s = 0; s < 12; s++) {
    found.length = dirs.length = 0;
    track.crossings(s * 30, found, dirs);
    for (let k = 0; k < found.length; k++) {
      const guess = found[k] as number;
      if (guess < fromJd || guess >= toJd) continue;
      const retrograde = (dirs[k] as number) < 0;
      out.push({
        body,
        at_ms: utcMsFromJulianDay(track.refine(guess, s * 30)),
        sign: SIGNS[retrograde ? (s + 11) % 12 : s] as SignAbbrev,
        retrograde,
      });
    }
  }
}

/** Sign ingresses of the bodies (by default the Sun to Pluto) in the range, in time order. */
export function ingresses(sky: Sky, bodies: readonly SkyBody[] = INGRESS_BODIES): IngressEvent[] {
  const out: IngressEvent[] = [];
  const found: number[] = [];
  const dirs: number[] = [];
  for (const body of bodies) {
    const track = sky.track(body);
    if (track) pushIngresses(body, track, sky.fromJd, sky.toJd, out, found, dirs);
  }
  return out.sort((a, b) => a.at_ms - b.at_ms);
}

/** Retrograde and direct stations (roots of the speed) of Mercury to Pluto and Chiron in the range. */
export function stations(sky: Sky, bodies: readonly SkyBody[] = STATION_BODIES): StationEvent[] {
  const out: StationEvent[] = [];
  const found: number[] = [];
  const dirs: number[] = [];
  for (const body of bodies) {
    const track = sky.track(body);
    if (!track) continue;
    found.length = dirs.length = 0;
    track.stations(sky.fromJd, sky.toJd, found, dirs);
    for (let k = 0; k < found.length; k++) {
      const jd = found[k] as number;
      out.push({
        body,
        at_ms: utcMsFromJulianDay(jd),
        station: (dirs[k] as number) > 0 ? 'direct' : 'retrograde',
        ...placeOf(track.at(jd).lon),
      });
    }
  }
  return out.sort((a, b) => a.at_ms - b.at_ms);
}

const MOON_ASPECTS: readonly [number, AspectName][] = [
  [0, 'conjunction'],
  [60, 'sextile'],
  [90, 'square'],
  [120, 'trine'],
  [180, 'opposition'],
  [240, 'trine'],
  [270, 'square'],
  [300, 'sextile'],
];

/**
 * The Moon's void-of-course periods that overlap the range: each runs from the Moon's last exact
 * major aspect to a planet (Sun to Pluto) before it leaves a sign, until it enters the next one.
 * The aspects come from the curves of the Moon's elongation from each planet; only the last
 * one before each ingress is refined on the ephemeris.
 */
export function voidOfCourse(sky: Sky): VoidOfCourseEvent[] {
  const moon = sky.track('Moon');
  if (!moon) return [];
  const entries: IngressEvent[] = [];
  // The Moon is never void for longer than its pad: a day or two at most, and it is in a sign 2.5 days.
  pushIngresses('Moon', moon, sky.fromJd, sky.toJd + PAD_DAYS.Moon / 2, entries, [], []);
  entries.sort((a, b) => a.at_ms - b.at_ms);
  const aspects: { jd: number; body: Planet; angle: number; track: Track }[] = [];
  const found: number[] = [];
  for (const body of PLANETS) {
    const elongation = sky.difference('Moon', body);
    if (!elongation) continue;
    for (const [angle] of MOON_ASPECTS) {
      found.length = 0;
      elongation.crossings(angle, found);
      for (const jd of found) aspects.push({ jd, body, angle, track: elongation });
    }
  }
  aspects.sort((a, b) => a.jd - b.jd);
  const out: VoidOfCourseEvent[] = [];
  let k = 0;
  for (const entry of entries) {
    const endJd = julianDayFromUtcMs(entry.at_ms);
    while (k < aspects.length && (aspects[k] as (typeof aspects)[number]).jd < endJd) k++;
    const last = aspects[k - 1];
    if (!last) continue;
    const startJd = last.track.refine(last.jd, last.angle);
    if (endJd < sky.fromJd || startJd >= sky.toJd) continue;
    const aspect = (MOON_ASPECTS.find(([a]) => a === last.angle) as [number, AspectName])[1];
    out.push({
      start_ms: utcMsFromJulianDay(startJd),
      end_ms: entry.at_ms,
      last_aspect: { body: last.body, aspect },
      sign: entry.sign,
    });
  }
  return out;
}

export interface MoonNow extends ZodiacPlace {
  phase: LunarPhaseName;
  /** Moon minus Sun, 0..360. */
  elongation: number;
}

/** The Moon's sign and phase at an instant. */
export function moonAt(atMs: number): MoonNow {
  const jd = julianDayFromUtcMs(atMs);
  const moon = motionAt('Moon', jd);
  const sun = motionAt('Sun', jd);
  if (!moon || !sun) throw new RangeError('the Moon and Sun are known at every instant');
  const phase = lunarPhase(sun.lon, moon.lon);
  return { ...placeOf(moon.lon), phase: phase.moon_phase_name, elongation: phase.degrees_between_s_m };
}

/** The bodies (Mercury to Pluto and Chiron) retrograde at an instant. */
export function retrogradeAt(atMs: number): SkyBody[] {
  const jd = julianDayFromUtcMs(atMs);
  return STATION_BODIES.filter((b) => (motionAt(b, jd)?.speed ?? 0) < 0);
}

export interface SkyEvents {
  lunar_phases: LunarPhaseEvent[];
  eclipses: EclipseEvent[];
  ingresses: IngressEvent[];
  stations: StationEvent[];
  void_of_course: VoidOfCourseEvent[];
}

/** Every sky event of the range, for the calendar. */
export function skyEvents(fromMs: number, toMs: number, sky = new Sky(fromMs, toMs)): SkyEvents {
  return {
    lunar_phases: lunarPhases(sky),
    eclipses: eclipses(fromMs, toMs),
    ingresses: ingresses(sky),
    stations: stations(sky),
    void_of_course: voidOfCourse(sky),
  };
}
