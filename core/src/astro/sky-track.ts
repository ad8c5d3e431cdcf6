import { diff180 } from './angles';
import { chironHelio } from './chiron';
import {
  BODIES,
  apparentMotion,
  astroTime,
  frameAt,
  moonAndTrueNode,
  planetMotion,
  type BodyName,
  type Frame,
  type Motion,
} from './ephemeris';
import { julianDayFromUtcMs } from './time';

/** Everything that can transit or make a sky event. */
export type SkyBody = BodyName | 'Chiron' | 'True_Node';

export type Planet = Exclude<BodyName, 'Moon'>;

/** The Sun to Pluto without the Moon. */
export const PLANETS: readonly Planet[] = BODIES.filter((b): b is Planet => b !== 'Moon');

/** Everything for a frame: the lunar theory costs five times a planet, so it is kept once computed. */
interface FrameEntry {
  frame: Frame;
  lunar: { moon: Motion; node: Motion } | null;
}

function motionIn(body: SkyBody, e: FrameEntry): Motion | null {
  if (body === 'Moon' || body === 'True_Node') {
    e.lunar ??= moonAndTrueNode(e.frame);
    return body === 'Moon' ? e.lunar.moon : e.lunar.node;
  }
  if (body === 'Chiron') return apparentMotion(chironHelio, e.frame);
  return planetMotion(body, e.frame);
}

/** Apparent geocentric longitude and speed of a body at a UT Julian day; null where unknown (Chiron). */
export function motionAt(body: SkyBody, jdUt: number): Motion | null {
  return motionIn(body, { frame: frameAt(astroTime(jdUt)), lunar: null });
}

/**
 * Sampling step (days) per body: the cubic Hermite curve through the samples (longitude and
 * speed at both ends) stays within a few arcseconds of the ephemeris at these steps (the Moon
 * 2', ten seconds of its motion; the Node 25"), so each root of it is seconds to an hour from
 * the ephemeris' and one to three Newton steps on the ephemeris finish it. Steps are powers of two on one grid, so
 * bodies share the Earth's state and the rotation of each sampled instant.
 */
const STEP_DAYS: Record<SkyBody, number> = {
  Sun: 4,
  Moon: 4,
  True_Node: 4,
  Mercury: 2,
  Venus: 4,
  Mars: 4,
  Jupiter: 8,
  Saturn: 16,
  Uranus: 16,
  Neptune: 32,
  Pluto: 32,
  Chiron: 16,
};

/**
 * Days sampled before and after the range: about the longest a body lingers within 2° of one
 * longitude (a retrograde loop), so a transit under way at the start is found with its entry.
 */
export const PAD_DAYS: Record<SkyBody, number> = {
  Sun: 8,
  Moon: 8,
  True_Node: 60,
  Mercury: 48,
  Venus: 64,
  Mars: 128,
  Jupiter: 320,
  Saturn: 400,
  Uranus: 720,
  Neptune: 1100,
  Pluto: 1100,
  Chiron: 720,
};

/** Evaluates the quantity a track follows (a longitude, or a difference of two) exactly. */
export type ExactFn = (jd: number) => Motion | null;

/** Tolerance of the roots: a second (the goal is a minute). */
const ROOT_TOLERANCE_DAYS = 1 / 86400;
/** How far refining may move a root from the curve's: the Node's curve can be 25" and hours off. */
const MAX_REFINE_DAYS = 0.5;

/**
 * One body's longitude (unwrapped, so it runs on past 360) sampled with its speed, as a chain of
 * cubic Hermite pieces split at their turning points into monotonic runs: every crossing of a
 * longitude is found in one run by bisection over its pieces, then refined on the ephemeris.
 */
export class Track {
  private pieceStart: Float64Array | null = null;
  private pieceEnd: Float64Array | null = null;
  private pieceFrom: Float64Array | null = null;
  private pieceTo: Float64Array | null = null;
  private pieceIndex: Int32Array | null = null;
  /** Runs: first piece, last piece (inclusive), lowest and highest value. */
  private runs: { first: number; last: number; lo: number; hi: number; up: boolean }[] = [];

  constructor(
    readonly jd: Float64Array,
    readonly value: Float64Array,
    readonly speed: Float64Array,
    private readonly exact: ExactFn,
  ) {}

  /** Per interval, its Hermite cubic as a + b s + c s^2 + d s^3 over s in 0..1. */
  private coefficients: Float64Array | null = null;

  private cubics(): Float64Array {
    if (this.coefficients) return this.coefficients;
    const n = this.jd.length - 1;
    const out = new Float64Array(n * 4);
    for (let i = 0; i < n; i++) {
      const h = (this.jd[i + 1] as number) - (this.jd[i] as number);
      const y0 = this.value[i] as number;
      const y1 = this.value[i + 1] as number;
      const m0 = (this.speed[i] as number) * h;
      const m1 = (this.speed[i + 1] as number) * h;
      out[i * 4] = y0;
      out[i * 4 + 1] = m0;
      out[i * 4 + 2] = 3 * (y1 - y0) - 2 * m0 - m1;
      out[i * 4 + 3] = 2 * (y0 - y1) + m0 + m1;
    }
    this.coefficients = out;
    return out;
  }

  /** The interpolated value and speed at a Julian day inside the track. */
  at(jd: number): Motion {
    const i = this.intervalOf(jd);
    const h = (this.jd[i + 1] as number) - (this.jd[i] as number);
    const s = (jd - (this.jd[i] as number)) / h;
    const k = this.cubics();
    const a = k[i * 4] as number;
    const b = k[i * 4 + 1] as number;
    const c = k[i * 4 + 2] as number;
    const d = k[i * 4 + 3] as number;
    return { lon: a + s * (b + s * (c + s * d)), speed: (b + s * (2 * c + s * 3 * d)) / h };
  }

  /**
   * The lowest and highest value over fromJd..toJd, from its ends and the samples between: where
   * the curve turns between two samples it passes them by less than a tenth of a degree.
   */
  extent(fromJd: number, toJd: number): [number, number] {
    let lo = this.at(fromJd).lon;
    let hi = lo;
    const end = this.at(toJd).lon;
    for (let i = this.intervalOf(fromJd) + 1; i < this.jd.length && (this.jd[i] as number) < toJd; i++) {
      const v = this.value[i] as number;
      if (v < lo) lo = v;
      else if (v > hi) hi = v;
    }
    return [Math.min(lo, end), Math.max(hi, end)];
  }

  private intervalOf(jd: number): number {
    let lo = 0;
    let hi = this.jd.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.jd[mid] as number) <= jd) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private buildPieces(): void {
    const n = this.jd.length - 1;
    const start = new Float64Array(n * 3);
    const end = new Float64Array(n * 3);
    const from = new Float64Array(n * 3);
    const to = new Float64Array(n * 3);
    const index = new Int32Array(n * 3);
    let count = 0;
    const cuts = [0, 0, 0, 0];
    const coef = this.cubics();
    for (let i = 0; i < n; i++) {
      const a = coef[i * 4] as number;
      const b = coef[i * 4 + 1] as number;
      const c = coef[i * 4 + 2] as number;
      const d = coef[i * 4 + 3] as number;
      // Turning points: roots of b + 2c s + 3d s^2 inside 0..1.
      let k = 0;
      cuts[k++] = 0;
      const qa = 3 * d;
      const qb = 2 * c;
      if (Math.abs(qa) < 1e-15) {
        const s = -b / qb;
        if (s > 0 && s < 1) cuts[k++] = s;
      } else {
        const disc = qb * qb - 4 * qa * b;
        if (disc > 0) {
          const r = Math.sqrt(disc);
          let s1 = (-qb - r) / (2 * qa);
          let s2 = (-qb + r) / (2 * qa);
          if (s1 > s2) [s1, s2] = [s2, s1];
          if (s1 > 0 && s1 < 1) cuts[k++] = s1;
          if (s2 > 0 && s2 < 1) cuts[k++] = s2;
        }
      }
      cuts[k++] = 1;
      for (let j = 0; j + 1 < k; j++) {
        const s0 = cuts[j] as number;
        const s1 = cuts[j + 1] as number;
        start[count] = s0;
        end[count] = s1;
        from[count] = a + s0 * (b + s0 * (c + s0 * d));
        to[count] = a + s1 * (b + s1 * (c + s1 * d));
        index[count] = i;
        count++;
      }
    }
    this.pieceStart = start;
    this.pieceEnd = end;
    this.pieceFrom = from;
    this.pieceTo = to;
    this.pieceIndex = index;
    let first = 0;
    for (let p = 1; p <= count; p++) {
      const up = (to[first] as number) >= (from[first] as number);
      if (p < count && (to[p] as number) >= (from[p] as number) === up) continue;
      const a = from[first] as number;
      const b = to[p - 1] as number;
      this.runs.push({ first, last: p - 1, lo: Math.min(a, b), hi: Math.max(a, b), up });
      first = p;
    }
  }

  /**
   * Every time the track passes `target` (mod 360), in time order, pushed onto `out` as Julian
   * days on the interpolating curve (a fraction of a second from its root; `refine` takes it to
   * the ephemeris' root); `directions` gets +1 where the value rises through it, -1 where it falls.
   */
  crossings(target: number, out: number[], directions?: number[]): void {
    if (!this.runs.length) this.buildPieces();
    const to = this.pieceTo as Float64Array;
    for (const run of this.runs) {
      const kMin = Math.ceil((run.lo - target) / 360);
      const kMax = Math.floor((run.hi - target) / 360);
      // Values in the order the run passes them.
      for (let j = 0; j <= kMax - kMin; j++) {
        const v = target + 360 * (run.up ? kMin + j : kMax - j);
        // The piece of the run holding v.
        let lo = run.first;
        let hi = run.last;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          const passed = run.up ? (to[mid] as number) < v : (to[mid] as number) > v;
          if (passed) lo = mid + 1;
          else hi = mid;
        }
        out.push(this.solve(lo, v));
        directions?.push(run.up ? 1 : -1);
      }
    }
  }

  /** The time in piece p where the curve's value is v. */
  private solve(p: number, v: number): number {
    const i = (this.pieceIndex as Int32Array)[p] as number;
    const coef = this.cubics();
    const a = coef[i * 4] as number;
    const b = coef[i * 4 + 1] as number;
    const c = coef[i * 4 + 2] as number;
    const d = coef[i * 4 + 3] as number;
    let s0 = (this.pieceStart as Float64Array)[p] as number;
    let s1 = (this.pieceEnd as Float64Array)[p] as number;
    const rising =
      ((this.pieceTo as Float64Array)[p] as number) >= ((this.pieceFrom as Float64Array)[p] as number);
    // Newton's method on the cubic, bisecting whenever a step leaves the bracket; 1e-7 of a
    // 32-day step is a quarter of a second.
    let s = (s0 + s1) / 2;
    for (let iter = 0; iter < 60 && s1 - s0 > 1e-7; iter++) {
      const y = a + s * (b + s * (c + s * d)) - v;
      if (y < 0 === rising) s0 = s;
      else s1 = s;
      const slope = b + s * (2 * c + s * 3 * d);
      const next = s - y / slope;
      if (Math.abs(next - s) < 1e-9) {
        s = next;
        break;
      }
      s = next > s0 && next < s1 ? next : (s0 + s1) / 2;
    }
    const t0 = this.jd[i] as number;
    return t0 + s * ((this.jd[i + 1] as number) - t0);
  }

  /**
   * The ephemeris' time of `target` (mod 360) nearest a crossing found on the curve: Newton's
   * method from it; the first step is usually a few seconds. Near a station, where the speed
   * vanishes and Newton's steps grow, the root is bracketed on the ephemeris instead.
   */
  refine(guess: number, target: number): number {
    let t = guess;
    let lastStep = Infinity;
    for (let iter = 0; iter < 8; iter++) {
      const m = this.exact(t);
      if (!m) return t;
      const step = m.speed === 0 ? Infinity : -diff180(m.lon, target) / m.speed;
      if (Math.abs(step) >= lastStep || Math.abs(t + step - guess) > MAX_REFINE_DAYS) break;
      t += step;
      if (Math.abs(step) < ROOT_TOLERANCE_DAYS * 60) return t;
      lastStep = Math.abs(step);
    }
    return this.bracketed(guess, target) ?? t;
  }

  /** The root nearest `guess`, bracketed on the ephemeris in widening steps, then bisected. */
  private bracketed(guess: number, target: number): number | null {
    const f = (t: number): number => diff180((this.exact(t) as Motion).lon, target);
    const f0 = f(guess);
    for (let h = 1 / 24; h <= 8; h *= 2) {
      for (const side of [-1, 1]) {
        const far = guess + side * h;
        if (f(far) < 0 === f0 < 0) continue;
        let lo = Math.min(guess, far);
        let hi = Math.max(guess, far);
        const loNegative = f(lo) < 0;
        while (hi - lo > ROOT_TOLERANCE_DAYS) {
          const mid = (lo + hi) / 2;
          if (f(mid) < 0 === loNegative) lo = mid;
          else hi = mid;
        }
        return (lo + hi) / 2;
      }
    }
    return null;
  }

  /**
   * The times in fromJd..toJd where the speed changes sign (stations), pushed onto `out` with +1
   * where the value turns to rising (a direct station) and -1 where it turns to falling
   * (retrograde): the sign change between samples, narrowed on the ephemeris' speed.
   */
  stations(fromJd: number, toJd: number, out: number[], directions: number[]): void {
    for (let i = 0; i + 1 < this.jd.length; i++) {
      const v0 = this.speed[i] as number;
      const v1 = this.speed[i + 1] as number;
      if (v0 === 0 || v0 > 0 === v1 > 0) continue;
      let lo = this.jd[i] as number;
      let hi = this.jd[i + 1] as number;
      if (hi < fromJd || lo > toJd) continue;
      let fLo = v0;
      let fHi = v1;
      // Regula falsi (Illinois) on the speed: near a station it is nearly a straight line in time.
      let side = 0;
      let t = lo;
      for (let iter = 0; iter < 40 && hi - lo > ROOT_TOLERANCE_DAYS * 30; iter++) {
        t = (lo * fHi - hi * fLo) / (fHi - fLo);
        const f = (this.exact(t) as Motion).speed;
        if (f > 0 === fLo > 0) {
          lo = t;
          fLo = f;
          if (side === -1) fHi /= 2;
          side = -1;
        } else {
          hi = t;
          fHi = f;
          if (side === 1) fLo /= 2;
          side = 1;
        }
        if (f === 0) break;
      }
      if (t < fromJd || t > toJd) continue;
      out.push(t);
      directions.push(v1 > 0 ? 1 : -1);
    }
  }
}

/** The first and last sample of a body's track over fromJd..toJd, in steps from fromJd. */
function sampleSteps(body: SkyBody, padScale: number, fromJd: number, toJd: number): [number, number] {
  const step = STEP_DAYS[body];
  const pad = PAD_DAYS[body] * padScale;
  return [-Math.ceil(pad / step), Math.ceil((toJd - fromJd + pad) / step)];
}

/**
 * The Julian days a body's track over fromJd..toJd spans, its pads included: what a sky of
 * exactly that range samples, so a search given a wider shared sky can keep to the same span.
 */
export function sampledSpan(body: SkyBody, padScale: number, fromJd: number, toJd: number): [number, number] {
  const step = STEP_DAYS[body];
  const [k0, k1] = sampleSteps(body, padScale, fromJd, toJd);
  return [fromJd + k0 * step, fromJd + k1 * step];
}

/**
 * The sky sampled over a range, shared by every chart's transits and by the sky events of that
 * range: each body's track is computed on first use.
 */
export class Sky {
  readonly fromJd: number;
  readonly toJd: number;
  private readonly frames = new Map<number, FrameEntry>();
  private readonly tracks = new Map<string, Track | null>();

  constructor(
    readonly fromMs: number,
    readonly toMs: number,
  ) {
    if (!(toMs > fromMs)) throw new RangeError('the range must end after it starts');
    this.fromJd = julianDayFromUtcMs(fromMs);
    this.toJd = julianDayFromUtcMs(toMs);
  }

  private entry(offsetDays: number): FrameEntry {
    let e = this.frames.get(offsetDays);
    if (!e) {
      e = { frame: frameAt(astroTime(this.fromJd + offsetDays)), lunar: null };
      this.frames.set(offsetDays, e);
    }
    return e;
  }

  /** The body's track over the range and its pad, scaled by `padScale`; null where Chiron is unknown. */
  track(body: SkyBody, padScale = 1): Track | null {
    const key = `${body} ${padScale}`;
    if (this.tracks.has(key)) return this.tracks.get(key) as Track | null;
    const step = STEP_DAYS[body];
    const [k0, k1] = sampleSteps(body, padScale, this.fromJd, this.toJd);
    const n = k1 - k0 + 1;
    const jd = new Float64Array(n);
    const value = new Float64Array(n);
    const speed = new Float64Array(n);
    let track: Track | null = null;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      const offset = (k0 + k) * step;
      const m = motionIn(body, this.entry(offset));
      if (!m) {
        ok = false;
        break;
      }
      jd[k] = this.fromJd + offset;
      value[k] = k === 0 ? m.lon : (value[k - 1] as number) + diff180(m.lon, value[k - 1] as number);
      speed[k] = m.speed;
    }
    if (ok) track = new Track(jd, value, speed, (t) => motionAt(body, t));
    this.tracks.set(key, track);
    return track;
  }

  /**
   * A track of the difference `a - b` (e.g. the Moon's elongation from the Sun) on a's samples,
   * b taken from its own track's curve; refined on both bodies' ephemerides.
   */
  difference(a: SkyBody, b: SkyBody): Track | null {
    const ta = this.track(a);
    const tb = this.track(b);
    if (!ta || !tb) return null;
    const n = ta.jd.length;
    const value = new Float64Array(n);
    const speed = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const jd = ta.jd[k] as number;
      // Every pad is at least the Moon's, so b's curve covers a's samples.
      const mb = tb.at(jd);
      value[k] = (ta.value[k] as number) - mb.lon;
      speed[k] = (ta.speed[k] as number) - mb.speed;
    }
    return new Track(ta.jd, value, speed, (t) => {
      const e: FrameEntry = { frame: frameAt(astroTime(t)), lunar: null };
      const ma = motionIn(a, e);
      const mb = motionIn(b, e);
      return ma && mb ? { lon: ma.lon - mb.lon, speed: ma.speed - mb.speed } : null;
    });
  }
}
