import { diff180, norm360 } from './angles';
import type { AspectName } from './aspects';
import { Sky, motionAt, sampledSpan, type Track } from './sky-track';
import { julianDayFromUtcMs, utcMsFromJulianDay } from './time';
import type { ChartPoint } from './types';
import {
  DEFAULT_TRANSIT_ORB_SET,
  NATAL_POINTS,
  TRANSIT_BODIES,
  TRANSIT_ORB_SET_NAMES,
  type NatalPoint,
  type TransitBody,
  type TransitOrbSet,
} from './transit-points';

export {
  DEFAULT_TRANSIT_ORB_SET,
  NATAL_POINTS,
  TRANSIT_BODIES,
  TRANSIT_ORB_SET_NAMES,
  type NatalPoint,
  type TransitBody,
  type TransitOrbSet,
};

/**
 * Default orb (degrees either side of exact) per transiting body, the same for every aspect.
 * Transits are read by their timing, so orbs are far tighter than a natal chart's: a degree
 * keeps the Sun, Mercury and Venus in orb for a day or two; the slow planets get more because
 * they are felt for longer, but not so much that a window runs for years.
 */
export const DEFAULT_TRANSIT_ORBS: Readonly<Record<TransitBody, number>> = {
  Sun: 1,
  Mercury: 1,
  Venus: 1,
  Mars: 1.5,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 1.5,
  Neptune: 1.5,
  Pluto: 1.5,
  Chiron: 1.5,
  True_Node: 1,
};

/**
 * The orb sets a reader chooses from in the profile, for "Today" and the daily note. Standard is
 * DEFAULT_TRANSIT_ORBS; tight halves it, so only the days closest to exact count (the fast
 * planets' windows shrink to about a day); wide is half as much again, for readers who follow
 * a transit from further out, still short of a natal chart's orbs so a slow planet's window
 * stays a season, not years.
 */
export const TRANSIT_ORB_SETS = {
  tight: {
    Sun: 0.5,
    Mercury: 0.5,
    Venus: 0.5,
    Mars: 0.75,
    Jupiter: 1,
    Saturn: 1,
    Uranus: 0.75,
    Neptune: 0.75,
    Pluto: 0.75,
    Chiron: 0.75,
    True_Node: 0.5,
  },
  standard: DEFAULT_TRANSIT_ORBS,
  wide: {
    Sun: 1.5,
    Mercury: 1.5,
    Venus: 1.5,
    Mars: 2.25,
    Jupiter: 3,
    Saturn: 3,
    Uranus: 2.25,
    Neptune: 2.25,
    Pluto: 2.25,
    Chiron: 2.25,
    True_Node: 1.5,
  },
} as const satisfies Record<TransitOrbSet, Readonly<Record<TransitBody, number>>>;

/** The major aspects; the ones other than conjunction and opposition fall on either side. */
export const TRANSIT_ASPECTS: readonly { aspect: AspectName; angle: number }[] = [
  { aspect: 'conjunction', angle: 0 },
  { aspect: 'sextile', angle: 60 },
  { aspect: 'square', angle: 90 },
  { aspect: 'trine', angle: 120 },
  { aspect: 'opposition', angle: 180 },
];

const ONE_SIDE = [1] as const;
const BOTH_SIDES = [1, -1] as const;

export interface ExactPass {
  at_ms: number;
  /** The transiting body is retrograde at this pass. */
  retrograde: boolean;
}

export interface Transit {
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  /** 0, 60, 90, 120 or 180. */
  angle: number;
  /** The longitude the body stands on at exact: the natal point's plus or minus the angle. */
  target_lon: number;
  /** The orb (degrees) that opens and closes the window. */
  orb: number;
  /** When the body comes within orb; null if that was before the sampled span (see PAD_DAYS). */
  enter_ms: number | null;
  /** Every exact pass in the window, in order: none (a station short of exact) to three or more. */
  exact: ExactPass[];
  /** When the body leaves the orb; null if after the sampled span. */
  leave_ms: number | null;
}

export interface TransitOptions {
  /** Orbs per body, merged over DEFAULT_TRANSIT_ORBS. */
  orbs?: Partial<Record<TransitBody, number>>;
  bodies?: readonly TransitBody[];
  /**
   * A sky sampled over this range or a wider one, shared by many charts. The result is the same
   * as with a sky of exactly this range: windows are cut where that sky's samples would end.
   */
  sky?: Sky;
  /**
   * Only the transits whose window overlaps this span (within an hour, as the windows are cut on
   * the sampled curve before their ends are refined): the others are neither refined nor returned.
   * Today's transits need a day; the full search of a chart's range costs some thirty times more.
   */
  overlapping?: { fromMs: number; toMs: number };
}

/** Distance outside an orb at which a body is still checked: the curve turning between samples. */
const EXTENT_MARGIN = 0.5;
/** Slack, in days, between a window's end on the curve and on the ephemeris. */
const WINDOW_SLACK_DAYS = 1 / 24;

/**
 * What a transit search reads of a natal chart, which is one: the longitudes of its points and
 * whether its angles are known. Small enough to store with a profile (see natalPositions).
 */
export interface NatalPositions {
  birth_time_known: boolean;
  points: readonly Pick<ChartPoint, 'name' | 'abs_pos'>[];
}

/** Only the points a transit can touch, and only their longitudes. */
export function natalPositions(chart: NatalPositions): NatalPositions {
  return {
    birth_time_known: chart.birth_time_known,
    points: natalTargets(chart).map(({ point, lon }) => ({ name: point, abs_pos: lon })),
  };
}

/** The natal points of a chart that transits are sought to, with their longitudes. */
function natalTargets(chart: NatalPositions): { point: NatalPoint; lon: number }[] {
  const out: { point: NatalPoint; lon: number }[] = [];
  for (const name of NATAL_POINTS) {
    if (!chart.birth_time_known && (name === 'Ascendant' || name === 'Medium_Coeli')) continue;
    const p = chart.points.find((x) => x.name === name);
    if (p) out.push({ point: name, lon: p.abs_pos });
  }
  return out;
}

/** Which edge of the orb a crossing at `jd` is of: the curve there is at target - orb or target + orb. */
function edgeAt(track: Track, jd: number, target: number, orb: number): number {
  return Math.abs(diff180(track.at(jd).lon, target - orb)) < orb ? target - orb : target + orb;
}

/** The windows of findTransits, as found on the sampled curves. */
function findWindows(chart: NatalPositions, fromMs: number, toMs: number, options: TransitOptions): Window[] {
  const sky = options.sky ?? new Sky(fromMs, toMs);
  if (sky.fromMs > fromMs || sky.toMs < toMs) throw new RangeError('the sky given does not cover the range');
  const orbs = { ...DEFAULT_TRANSIT_ORBS, ...options.orbs };
  const fromJd = julianDayFromUtcMs(fromMs);
  const toJd = julianDayFromUtcMs(toMs);
  const points = natalTargets(chart);
  const out: Window[] = [];
  // Reused for every target: the crossings of its three longitudes.
  const exact: number[] = [];
  const exactDir: number[] = [];
  const edges: number[] = [];
  const low: number[] = [];
  const overlapFromJd = options.overlapping ? julianDayFromUtcMs(options.overlapping.fromMs) : fromJd;
  const overlapToJd = options.overlapping ? julianDayFromUtcMs(options.overlapping.toMs) : toJd;
  const keepFromJd = Math.max(fromJd, overlapFromJd - (options.overlapping ? WINDOW_SLACK_DAYS : 0));
  const keepToJd = Math.min(toJd, overlapToJd + (options.overlapping ? WINDOW_SLACK_DAYS : 0));
  for (const body of options.bodies ?? TRANSIT_BODIES) {
    const orb = orbs[body];
    if (!(orb > 0 && orb < 30)) throw new RangeError(`orb for ${body} must be between 0 and 30 degrees`);
    const padScale = Math.max(1, orb / DEFAULT_TRANSIT_ORBS[body]);
    const track = sky.track(body, padScale);
    if (!track) continue;
    const firstValue = track.value[0] as number;
    const [spanFrom, spanTo] = sampledSpan(body, padScale, fromJd, toJd);
    // Where the body goes over the span asked about: a target it cannot come within orb of is skipped.
    const [reachLo, reachHi] = options.overlapping
      ? track.extent(Math.max(keepFromJd, track.jd[0] as number), keepToJd)
      : [-Infinity, Infinity];
    for (const { point, lon } of points) {
      for (const { aspect, angle } of TRANSIT_ASPECTS) {
        for (const side of angle === 0 || angle === 180 ? ONE_SIDE : BOTH_SIDES) {
          const target = norm360(lon + side * angle);
          const near = orb + EXTENT_MARGIN;
          if (Math.ceil((reachLo - near - target) / 360) > Math.floor((reachHi + near - target) / 360))
            continue;
          exact.length = exactDir.length = edges.length = low.length = 0;
          track.crossings(norm360(target - orb), low);
          track.crossings(norm360(target + orb), edges);
          if (!low.length && !edges.length && Math.abs(diff180(firstValue, target)) > orb) continue;
          for (const t of low) edges.push(t);
          edges.sort((a, b) => a - b);
          track.crossings(target, exact, exactDir);
          // Inside at the first sample or not; every crossing of either edge flips it, so the
          // state where this range's own samples would begin follows from those before it.
          let inside = Math.abs(diff180(firstValue, target)) <= orb;
          let k = 0;
          while (k < edges.length && (edges[k] as number) < spanFrom) {
            inside = !inside;
            k++;
          }
          let e = 0;
          while (e < exact.length && (exact[e] as number) < spanFrom) e++;
          let enter: number | null = inside ? null : NaN;
          for (; k <= edges.length; k++) {
            const edge = k < edges.length ? (edges[k] as number) : Infinity;
            const t = edge > spanTo ? Infinity : edge;
            if (!inside) {
              if (!Number.isFinite(t)) break;
              inside = true;
              enter = t;
              continue;
            }
            const leave = Number.isFinite(t) ? t : null;
            const first = e;
            while (e < exact.length && (exact[e] as number) <= Math.min(t, spanTo)) e++;
            inside = false;
            if ((enter ?? -Infinity) > keepToJd || (leave ?? Infinity) < keepFromJd) {
              if (leave === null) break;
              continue;
            }
            out.push({
              body,
              point,
              aspect,
              angle,
              target,
              orb,
              track,
              enter,
              exact: exact.slice(first, e),
              exactDir: exactDir.slice(first, e),
              leave,
            });
            if (leave === null) break;
          }
        }
      }
    }
  }
  return out;
}

/** A window as found on the sampled curve: its times are Julian days there, not yet refined. */
interface Window {
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  angle: number;
  target: number;
  orb: number;
  track: Track;
  enter: number | null;
  exact: number[];
  exactDir: number[];
  leave: number | null;
}

/** The crossing of the orb's edge that the curve has at `jd`, found on the ephemeris. */
function refineEdge(w: Window, jd: number): number {
  return w.track.refine(jd, edgeAt(w.track, jd, w.target, w.orb));
}

/** The window's times found on the ephemeris. */
function refineWindow(w: Window): Transit {
  return {
    body: w.body,
    point: w.point,
    aspect: w.aspect,
    angle: w.angle,
    target_lon: w.target,
    orb: w.orb,
    enter_ms: w.enter === null ? null : utcMsFromJulianDay(refineEdge(w, w.enter)),
    exact: w.exact.map((jd, x) => ({
      at_ms: utcMsFromJulianDay(w.track.refine(jd, w.target)),
      retrograde: (w.exactDir[x] as number) < 0,
    })),
    leave_ms: w.leave === null ? null : utcMsFromJulianDay(refineEdge(w, w.leave)),
  };
}

const byEntry = (a: Transit, b: Transit) => (a.enter_ms ?? -Infinity) - (b.enter_ms ?? -Infinity);

/**
 * Every transit of the bodies to the chart's natal points whose orb window overlaps the range
 * from `fromMs` to `toMs`, ordered by the time they come within orb. The windows are the
 * crossings of target ± orb and the exact passes the crossings of the target, each a root of
 * the body's longitude (see sky-track.ts).
 */
export function findTransits(
  chart: NatalPositions,
  fromMs: number,
  toMs: number,
  options: TransitOptions = {},
): Transit[] {
  return findWindows(chart, fromMs, toMs, options).map(refineWindow).sort(byEntry);
}

/**
 * The `count` strongest transits in orb at `atMs`, as rankTransits ranks them over the transits
 * of findTransits with `overlapping` the instant, but with only those `count` refined on the
 * ephemeris: the others need their window's ends only where the curve puts one within
 * WINDOW_SLACK_DAYS of the instant. A daily note describes three of the ten or so in orb.
 */
export function strongestTransitsAt(
  chart: NatalPositions,
  atMs: number,
  count: number,
  options: TransitOptions & { fromMs: number; toMs: number },
): RankedTransit[] {
  const { fromMs, toMs, ...rest } = options;
  const jd = julianDayFromUtcMs(atMs);
  const windows = findWindows(chart, fromMs, toMs, { ...rest, overlapping: { fromMs: atMs, toMs: atMs } });
  const edgeMs = (w: Window, edge: number | null, open: number) =>
    edge === null
      ? open
      : Math.abs(edge - jd) > WINDOW_SLACK_DAYS
        ? utcMsFromJulianDay(edge)
        : utcMsFromJulianDay(refineEdge(w, edge));
  const inOrb = windows.filter(
    (w) => edgeMs(w, w.enter, -Infinity) <= atMs && edgeMs(w, w.leave, Infinity) >= atMs,
  );
  // Ranked by rankTransits itself, unrefined (each known to be in orb), in the order of coming
  // within orb as findTransits gives them, so that equal weights fall as they would there.
  const unrefined = new Map<Transit, Window>();
  for (const w of inOrb.sort((a, b) => (a.enter ?? -Infinity) - (b.enter ?? -Infinity))) {
    const { body, point, aspect, angle, target, orb } = w;
    unrefined.set(
      { body, point, aspect, angle, target_lon: target, orb, enter_ms: null, exact: [], leave_ms: null },
      w,
    );
  }
  const ranked = rankTransits([...unrefined.keys()], atMs);
  return ranked.slice(0, count).map((r) => ({ ...r, transit: refineWindow(unrefined.get(r.transit)!) }));
}

/**
 * Weight of a transit on a day, for ranking a day's transits ("Today"): the product of
 * - the body: slow planets first (Pluto 10, Neptune 9, Uranus 9, Saturn 8, Jupiter 6,
 *   Chiron 5, the Node 4, Mars 4, the Sun 3, Venus 2, Mercury 2);
 * - the natal point: personal points first (Sun, Moon, Ascendant, MC 3; Mercury, Venus, Mars 2;
 *   the rest 1);
 * - the aspect: conjunction 1, opposition and square 0.9, trine 0.7, sextile 0.5;
 * - exactness: 1 at exact down to 0.5 at the edge of the orb;
 * - applying (closing on exact) 1, separating 0.75.
 * The highest is a slow planet conjunct a personal point at exact, applying: 30.
 */
export const TRANSIT_WEIGHTS = {
  body: {
    Pluto: 10,
    Neptune: 9,
    Uranus: 9,
    Saturn: 8,
    Jupiter: 6,
    Chiron: 5,
    True_Node: 4,
    Mars: 4,
    Sun: 3,
    Venus: 2,
    Mercury: 2,
  } satisfies Record<TransitBody, number>,
  point: {
    Sun: 3,
    Moon: 3,
    Ascendant: 3,
    Medium_Coeli: 3,
    Mercury: 2,
    Venus: 2,
    Mars: 2,
    Jupiter: 1,
    Saturn: 1,
    Uranus: 1,
    Neptune: 1,
    Pluto: 1,
    Chiron: 1,
    True_Node: 1,
  } satisfies Record<NatalPoint, number>,
  aspect: { conjunction: 1, opposition: 0.9, square: 0.9, trine: 0.7, sextile: 0.5 } satisfies Record<
    AspectName,
    number
  >,
  separating: 0.75,
};

export interface RankedTransit {
  transit: Transit;
  weight: number;
  /** Distance from exact at the instant, degrees. */
  orb_now: number;
  applying: boolean;
}

/**
 * The bodies' positions at the instants most recently ranked, filled as bodies are asked for: a
 * daily run ranks thousands of charts at each hour, and the Moon's theory behind the Node is
 * costly.
 */
const MOTION_INSTANTS = 8;
const recentMotions = new Map<number, Map<TransitBody, { lon: number; speed: number } | null>>();

function motionsAt(jd: number): Map<TransitBody, { lon: number; speed: number } | null> {
  let motions = recentMotions.get(jd);
  if (!motions) {
    if (recentMotions.size >= MOTION_INSTANTS)
      recentMotions.delete(recentMotions.keys().next().value as number);
    recentMotions.set(jd, (motions = new Map()));
  }
  return motions;
}

/**
 * The transits in orb at `atMs`, strongest first by TRANSIT_WEIGHTS. The body's position at the
 * instant comes from the ephemeris, one evaluation per body.
 */
export function rankTransits(transits: readonly Transit[], atMs: number): RankedTransit[] {
  const jd = julianDayFromUtcMs(atMs);
  const positions = motionsAt(jd);
  const out: RankedTransit[] = [];
  for (const transit of transits) {
    if ((transit.enter_ms ?? -Infinity) > atMs || (transit.leave_ms ?? Infinity) < atMs) continue;
    if (!positions.has(transit.body)) positions.set(transit.body, motionAt(transit.body, jd));
    const m = positions.get(transit.body);
    if (!m) continue;
    const distance = diff180(m.lon, transit.target_lon);
    const orbNow = Math.abs(distance);
    const applying = distance * m.speed < 0;
    const w = TRANSIT_WEIGHTS;
    const exactness = 0.5 + 0.5 * Math.max(0, 1 - orbNow / transit.orb);
    const weight =
      w.body[transit.body] *
      w.point[transit.point] *
      w.aspect[transit.aspect] *
      exactness *
      (applying ? 1 : w.separating);
    out.push({ transit, weight, orb_now: orbNow, applying });
  }
  return out.sort((a, b) => b.weight - a.weight);
}
