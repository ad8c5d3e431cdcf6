/**
 * `npm run bench:transits`: one year of events for one natal chart (every transit of the Sun to
 * Pluto, Chiron and the true Node to the natal points with its window and exact passes, the
 * lunar phases, sign ingresses and stations), timed over several charts, from a cold sky and
 * with the sky shared between charts; then the exact passes and the window edges of 200 random
 * charts against the same times found by root-finding on Swiss Ephemeris positions (its Node
 * binding, a dev dependency used for this comparison only, as in bench/astro.ts): every
 * crossing of each target longitude in samples of Swiss Ephemeris (every 6 hours, the Node every
 * 3, Jupiter and slower every 12), bisected to a millisecond, matched to ours.
 * Goals: median < 15 ms per chart and year; exact times within 1 minute of the reference.
 */
import { calculatePosition } from '@swisseph/node';
import { diff180 } from '../core/src/astro/angles';
import { chartAtJulianDay } from '../core/src/astro/chart';
import { ingresses, lunarPhases, stations } from '../core/src/astro/sky-events';
import { Sky, motionAt, type SkyBody } from '../core/src/astro/sky-track';
import { julianDayFromUtcMs } from '../core/src/astro/time';
import { TRANSIT_BODIES, findTransits, type Transit, type TransitBody } from '../core/src/astro/transits';
import type { Chart, ChartInput } from '../core/src/astro/types';

const DAY_MS = 86_400_000;

let seed = 20261125;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const worst = (xs: number[]): number => xs.reduce((m, x) => Math.max(m, x), 0);

function randomChart(): Chart {
  const input: ChartInput = {
    name: 'bench',
    year: 2000,
    month: 1,
    day: 1,
    hour: 12,
    minute: 0,
    lat: -55 + random() * 110,
    lng: -180 + random() * 360,
    tz_str: 'UTC',
  };
  // Births 1940-2010.
  return chartAtJulianDay(input, 2429630 + random() * 25567);
}

/** A random year's range, 1990-2040. */
function randomYear(): [number, number] {
  const from = Date.UTC(1990, 0, 1) + Math.floor(random() * 50 * 365) * DAY_MS;
  return [from, from + 365 * DAY_MS];
}

function oneYear(chart: Chart, from: number, to: number, sky = new Sky(from, to)) {
  const transits = findTransits(chart, from, to, { sky });
  return { transits, phases: lunarPhases(sky), ingresses: ingresses(sky), stations: stations(sky) };
}

function benchSpeed(): void {
  const charts = Array.from({ length: 40 }, randomChart);
  const years = charts.map(randomYear);
  for (let i = 0; i < 10; i++) oneYear(charts[i] as Chart, ...(years[i] as [number, number]));
  const cold: number[] = [];
  const counts = { transits: 0, passes: 0, phases: 0, ingresses: 0, stations: 0 };
  charts.forEach((chart, i) => {
    const [from, to] = years[i] as [number, number];
    const t = performance.now();
    const r = oneYear(chart, from, to);
    cold.push(performance.now() - t);
    counts.transits += r.transits.length;
    counts.passes += r.transits.reduce((n, x) => n + x.exact.length, 0);
    counts.phases += r.phases.length;
    counts.ingresses += r.ingresses.length;
    counts.stations += r.stations.length;
  });
  // The daily run's case: many charts, one range, one sampled sky.
  const [from, to] = [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)];
  const sky = new Sky(from, to);
  oneYear(charts[0] as Chart, from, to, sky);
  const shared: number[] = [];
  for (const chart of charts) {
    const t = performance.now();
    findTransits(chart, from, to, { sky });
    shared.push(performance.now() - t);
  }
  const n = charts.length;
  console.log('## One year of events for one natal chart');
  console.log(
    `charts: ${n} random (births 1940-2010, years 1990-2040); per chart and year on average: ${Math.round(counts.transits / n)} transit windows, ${Math.round(counts.passes / n)} exact passes, ${Math.round(counts.phases / n)} lunar phases, ${Math.round(counts.ingresses / n)} ingresses, ${Math.round(counts.stations / n)} stations`,
  );
  console.log(
    `median: ${median(cold).toFixed(2)} ms   worst: ${worst(cold).toFixed(2)} ms   (sky sampled for each chart; goal: median < 15 ms)`,
  );
  console.log(
    `transits of one more chart on an already sampled year: median ${median(shared).toFixed(2)} ms`,
  );
}

const SWISS_ID: Record<SkyBody, number> = {
  Sun: 0,
  Moon: 1,
  Mercury: 2,
  Venus: 3,
  Mars: 4,
  Jupiter: 5,
  Saturn: 6,
  Uranus: 7,
  Neptune: 8,
  Pluto: 9,
  True_Node: 11,
  Chiron: 15,
};
const SWISS_FLAGS = 2 | 256;

function swissLon(body: SkyBody, jd: number): number {
  return calculatePosition(jd, SWISS_ID[body], SWISS_FLAGS).longitude;
}

/** Bodies whose passes near a station are still days apart: sampled twice a day. */
const SLOW = new Set<SkyBody>(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron']);

/** Swiss Ephemeris longitudes of a body sampled over a span. */
interface SwissSamples {
  body: SkyBody;
  jd: Float64Array;
  lon: Float64Array;
}

function swissSamples(body: SkyBody, fromJd: number, toJd: number): SwissSamples {
  const step = body === 'True_Node' ? 1 / 8 : SLOW.has(body) ? 1 / 2 : 1 / 4;
  const n = Math.ceil((toJd - fromJd) / step) + 1;
  const jd = new Float64Array(n);
  const lon = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    jd[k] = fromJd + k * step;
    lon[k] = swissLon(body, jd[k] as number);
  }
  return { body, jd, lon };
}

/** Every time Swiss Ephemeris' longitude passes `target` (between two days), bisected between samples. */
function swissCrossings(s: SwissSamples, target: number, fromJd = -Infinity, toJd = Infinity): number[] {
  const out: number[] = [];
  const step = (s.jd[1] as number) - (s.jd[0] as number);
  const first = Math.max(1, Math.floor((fromJd - (s.jd[0] as number)) / step));
  const last = Math.min(s.jd.length, Math.ceil((toJd - (s.jd[0] as number)) / step) + 1);
  let prev = diff180(s.lon[first - 1] as number, target);
  for (let k = first; k < last; k++) {
    const cur = diff180(s.lon[k] as number, target);
    if (prev < 0 !== cur < 0 && Math.abs(prev - cur) < 90) {
      let lo = s.jd[k - 1] as number;
      let hi = s.jd[k] as number;
      const rising = cur > prev;
      while (hi - lo > 1e-8) {
        const mid = (lo + hi) / 2;
        if (diff180(swissLon(s.body, mid), target) < 0 === rising) lo = mid;
        else hi = mid;
      }
      out.push((lo + hi) / 2);
    }
    prev = cur;
  }
  return out;
}

interface Comparison {
  /** |ours - Swiss| in seconds, per body. */
  seconds: Map<TransitBody, number[]>;
  /** The same as arc: seconds times the body speed, arcseconds. */
  arc: Map<TransitBody, number[]>;
  /** How far our ephemeris is from the longitude sought at each of our roots, arcseconds. */
  residual: number[];
  ours: number;
  unmatched: number;
  swissUnmatched: number;
}

function newComparison(): Comparison {
  return { seconds: new Map(), arc: new Map(), residual: [], ours: 0, unmatched: 0, swissUnmatched: 0 };
}

function note(c: Comparison, body: TransitBody, seconds: number, speed: number): void {
  if (!c.seconds.has(body)) {
    c.seconds.set(body, []);
    c.arc.set(body, []);
  }
  c.seconds.get(body)?.push(seconds);
  c.arc.get(body)?.push(seconds * Math.abs(speed) * (3600 / 86400));
}

/** Matches our times of one longitude to Swiss Ephemeris' crossings of it in the year, nearest first. */
function compareTimes(
  c: Comparison,
  body: TransitBody,
  oursJd: number[],
  swiss: number[],
  target: number,
): void {
  const left = [...swiss];
  for (const jd of oursJd) {
    c.ours++;
    const m = motionAt(body, jd);
    if (m) c.residual.push(Math.abs(diff180(m.lon, target)) * 3600);
    let best = -1;
    for (let k = 0; k < left.length; k++) {
      if (best < 0 || Math.abs((left[k] as number) - jd) < Math.abs((left[best] as number) - jd)) best = k;
    }
    // A pair of passes at a grazing station can exist in one ephemeris and not the other.
    if (best < 0 || Math.abs((left[best] as number) - jd) > 2) {
      c.unmatched++;
      continue;
    }
    note(c, body, Math.abs((left[best] as number) - jd) * 86400, m?.speed ?? 0);
    left.splice(best, 1);
  }
  c.swissUnmatched += left.length;
}

/** Our times per longitude sought (exact passes, or the edges of the orb), inside the year. */
function timesByLongitude(list: Transit[], from: number, to: number, body: TransitBody) {
  const exact = new Map<number, number[]>();
  const edges = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, lon: number, ms: number | null): void => {
    if (ms === null || ms < from || ms >= to) return;
    map.set(lon, [...(map.get(lon) ?? []), julianDayFromUtcMs(ms)]);
  };
  for (const t of list) {
    // Every target gets an entry, so Swiss passes we missed are counted.
    if (!exact.has(t.target_lon)) exact.set(t.target_lon, []);
    for (const p of t.exact) add(exact, t.target_lon, p.at_ms);
    for (const ms of [t.enter_ms, t.leave_ms]) {
      if (ms === null) continue;
      const lon = motionAt(body, julianDayFromUtcMs(ms))?.lon ?? NaN;
      const edge =
        Math.abs(diff180(lon, t.target_lon - t.orb)) < 0.01 ? t.target_lon - t.orb : t.target_lon + t.orb;
      add(edges, edge, ms);
    }
  }
  return { exact, edges };
}

function againstSwissEphemeris(): void {
  const exact = newComparison();
  const edges = newComparison();
  for (let i = 0; i < 200; i++) {
    const chart = randomChart();
    const [from, to] = randomYear();
    const fromJd = julianDayFromUtcMs(from);
    const toJd = julianDayFromUtcMs(to);
    const transits = findTransits(chart, from, to);
    for (const body of TRANSIT_BODIES) {
      const list = transits.filter((t) => t.body === body);
      if (!list.length) continue;
      const samples = swissSamples(body, fromJd - 1, toJd + 1);
      const inYear = (jd: number) => jd >= fromJd && jd < toJd;
      const ours = timesByLongitude(list, from, to, body);
      for (const [lon, jds] of ours.exact) {
        compareTimes(exact, body, jds, swissCrossings(samples, lon).filter(inYear), lon);
      }
      for (const [lon, jds] of ours.edges) {
        // Only the edges of windows we report: a Swiss crossing near one of ours.
        const swiss = jds.flatMap((o) => swissCrossings(samples, lon, o - 1, o + 1));
        compareTimes(edges, body, jds, swiss, lon);
      }
    }
  }
  console.log('\n## Against root-finding on Swiss Ephemeris 2.10.03 (200 random charts, one year each)');
  report('exact passes', exact, true);
  report('window edges (entering and leaving the orb)', edges, false);
  console.log(
    'worst as arcsec: the worst time difference times the body\u2019s speed then, i.e. the difference in longitude between the two ephemerides that explains it.',
  );
}

function report(title: string, c: Comparison, withUnmatched: boolean): void {
  const all = [...c.seconds.values()].flat();
  const within = all.filter((s) => s <= 60).length;
  console.log(`### ${title}`);
  console.log(
    `compared: ${all.length} of ${c.ours}${withUnmatched ? `   ours without a Swiss pass: ${c.unmatched}   Swiss passes without ours: ${c.swissUnmatched}` : ''}`,
  );
  console.log(
    `|ours - Swiss|: median ${median(all).toFixed(1)} s   worst ${worst(all).toFixed(0)} s   within 1 minute: ${((within / all.length) * 100).toFixed(1)}%   (goal: 1 minute)`,
  );
  console.log(
    `root-finding residual (our ephemeris at our time minus the longitude sought): median ${median(c.residual).toFixed(4)}"   worst ${worst(c.residual).toFixed(3)}"`,
  );
  console.log('body          count  median s    worst s  worst as arcsec');
  for (const body of TRANSIT_BODIES) {
    const s = c.seconds.get(body);
    if (!s?.length) continue;
    console.log(
      `${body.padEnd(12)}${String(s.length).padStart(7)}${median(s).toFixed(1).padStart(10)}${worst(s).toFixed(0).padStart(11)}${worst(
        c.arc.get(body) ?? [],
      )
        .toFixed(2)
        .padStart(17)}`,
    );
  }
}

benchSpeed();
againstSwissEphemeris();
