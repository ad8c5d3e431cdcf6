// Offsets from the complete IANA time-zone history (tzdb.generated.ts, backzone included),
// compiled from its Rule and Zone lines on first use of each zone, as zic would.
import { TZDB_LINKS, TZDB_RULES, TZDB_VERSION, TZDB_ZONES } from './tzdb.generated';

export { TZDB_VERSION };

const DAY = 86_400;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Transitions are compiled up to this year first and further on demand. */
const FIRST_HORIZON_YEAR = 2100;

type Clock = 'wall' | 'standard' | 'utc';

interface Rule {
  from: number;
  to: number;
  month: number;
  on: string;
  at: number;
  atClock: Clock;
  save: number;
}

interface ZoneLine {
  stdoff: number;
  /** Named rule set, or null for a fixed `save`. */
  rules: string | null;
  save: number;
  /** Fields of UNTIL (year, month, day, time), absent on the zone's last line. */
  until: string[] | null;
}

interface Compiled {
  /** UTC seconds at which each offset starts; the first is -Infinity. */
  at: number[];
  /** Offset from UTC in seconds. */
  offset: number[];
  horizonYear: number;
}

const lowerNames = new Map<string, string>();
for (const name of [...Object.keys(TZDB_ZONES), ...Object.keys(TZDB_LINKS)]) {
  lowerNames.set(name.toLowerCase(), name);
}

/** The zone a name stands for (links followed), or null for a name IANA does not know. */
export function canonicalZone(name: string): string | null {
  let n =
    TZDB_ZONES[name] !== undefined || TZDB_LINKS[name] !== undefined
      ? name
      : lowerNames.get(name.toLowerCase());
  for (let hops = 0; n !== undefined && hops < 4; hops++) {
    if (TZDB_ZONES[n] !== undefined) return n;
    n = TZDB_LINKS[n];
  }
  return null;
}

/** Seconds from "h", "h:mm", "h:mm:ss" or "-h:mm:ss.frac" (rounded to the second, as zic). */
function seconds(text: string): number {
  const neg = text.startsWith('-');
  const [h = '0', m = '0', s = '0'] = (neg ? text.slice(1) : text).split(':');
  const v = Number(h) * 3600 + Number(m) * 60 + Math.round(Number(s));
  return neg ? -v : v;
}

function timeOfDay(text: string): { at: number; clock: Clock } {
  const suffix = /[wsugz]$/.exec(text)?.[0];
  const body = suffix ? text.slice(0, -1) : text;
  const clock: Clock = suffix === 's' ? 'standard' : suffix && suffix !== 'w' ? 'utc' : 'wall';
  return { at: seconds(body), clock };
}

function daysFromEpoch(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year, month - 1, day);
  return Math.floor(d.getTime() / 1000 / DAY);
}

/** Day number (days since 1970-01-01) of an ON field: "5", "lastSun", "Sun>=8", "Sun<=25". */
function dayOf(year: number, month: number, on: string): number {
  if (/^\d+$/.test(on)) return daysFromEpoch(year, month, Number(on));
  const weekdayOf = (dn: number): number => (((dn + 4) % 7) + 7) % 7;
  if (on.startsWith('last')) {
    const wd = WEEKDAYS.indexOf(on.slice(4));
    const last = daysFromEpoch(year, month + 1, 0);
    return last - ((weekdayOf(last) - wd + 7) % 7);
  }
  const m = /^(\w{3})([<>]=)(\d+)$/.exec(on);
  if (!m) throw new Error(`bad day "${on}"`);
  const wd = WEEKDAYS.indexOf(m[1] as string);
  const base = daysFromEpoch(year, month, Number(m[3]));
  return m[2] === '>=' ? base + ((wd - weekdayOf(base) + 7) % 7) : base - ((weekdayOf(base) - wd + 7) % 7);
}

const parsedRules = new Map<string, Rule[]>();

function ruleSet(name: string): Rule[] {
  let rules = parsedRules.get(name);
  if (!rules) {
    const text = TZDB_RULES[name];
    if (text === undefined) throw new Error(`unknown rule set ${name}`);
    rules = text.split('\n').map((line) => {
      const [from = '', to = '', month = '', on = '', at = '', save = ''] = line.split(' ');
      const t = timeOfDay(at);
      return {
        from: Number(from),
        to: to === 'max' ? Infinity : Number(to),
        month: MONTHS.indexOf(month) + 1,
        on,
        at: t.at,
        atClock: t.clock,
        save: seconds(save.replace(/[sd]$/, '')),
      };
    });
    parsedRules.set(name, rules);
  }
  return rules;
}

function zoneLines(zone: string): ZoneLine[] {
  return (TZDB_ZONES[zone] as string).split('\n').map((line) => {
    const [stdoff = '', rules = '', ...until] = line.split(' ');
    const named = rules !== '-' && !/^-?\d/.test(rules);
    return {
      stdoff: seconds(stdoff),
      rules: named ? rules : null,
      save: named || rules === '-' ? 0 : seconds(rules),
      until: until.length ? until : null,
    };
  });
}

function toUtc(local: number, clock: Clock, stdoff: number, save: number): number {
  return clock === 'utc' ? local : clock === 'standard' ? local - stdoff : local - stdoff - save;
}

/** UTC seconds of a zone line's UNTIL, given the offsets in force just before it. */
function untilUtc(fields: string[], stdoff: number, save: number): number {
  const [year = '', month = 'Jan', day = '1', time = '0:00'] = fields;
  const t = timeOfDay(time);
  const local = dayOf(Number(year), MONTHS.indexOf(month) + 1, day) * DAY + t.at;
  return toUtc(local, t.clock, stdoff, save);
}

interface Occurrence {
  local: number;
  clock: Clock;
  save: number;
}

/** Every occurrence of a rule set in [fromYear, toYear], in date order. */
function occurrences(rules: Rule[], fromYear: number, toYear: number): Occurrence[] {
  const out: Occurrence[] = [];
  for (const r of rules) {
    for (let y = Math.max(r.from, fromYear); y <= Math.min(r.to, toYear); y++) {
      out.push({ local: dayOf(y, r.month, r.on) * DAY + r.at, clock: r.atClock, save: r.save });
    }
  }
  return out.sort((a, b) => a.local - b.local);
}

function yearOfUtc(t: number): number {
  return new Date(t * 1000).getUTCFullYear();
}

function compile(zone: string, horizonYear: number): Compiled {
  const at: number[] = [];
  const offset: number[] = [];
  const push = (when: number, off: number): void => {
    const last = at.length - 1;
    if (last >= 0 && at[last] === when) {
      offset[last] = off;
      if (last > 0 && offset[last - 1] === off) {
        at.pop();
        offset.pop();
      }
    } else if (last < 0 || offset[last] !== off) {
      at.push(when);
      offset.push(off);
    }
  };
  const horizon = daysFromEpoch(horizonYear + 1, 1, 1) * DAY;
  let start = -Infinity;
  // zic starts a zone line with any rule change that falls at or before its start on either the
  // line's clock or the clock in force just before it (Buenos Aires, 1999-10-03 00:00).
  let beforeStdoff = 0;
  let beforeSave = 0;
  for (const line of zoneLines(zone)) {
    const { stdoff } = line;
    if (line.rules === null) {
      push(start, stdoff + line.save);
      start = line.until ? untilUtc(line.until, stdoff, line.save) : Infinity;
      beforeStdoff = stdoff;
      beforeSave = line.save;
      continue;
    }
    const rules = ruleSet(line.rules);
    const startYear = start === -Infinity ? Math.min(...rules.map((r) => r.from)) : yearOfUtc(start);
    // The daylight saving in force when the line starts is that of the rule set's latest
    // occurrence before then, however many years earlier.
    let save = 0;
    if (start !== -Infinity) {
      // The local year may already be the next one.
      const last = startYear + 1;
      const earlier = rules
        .filter((r) => r.from <= last)
        .flatMap((r) => occurrences([r], Math.min(r.to, last) - 2, Math.min(r.to, last)));
      earlier.sort((a, b) => a.local - b.local);
      for (const o of earlier) {
        const onLineClock = toUtc(o.local, o.clock, stdoff, save);
        if (Math.min(onLineClock, toUtc(o.local, o.clock, beforeStdoff, beforeSave)) <= start) save = o.save;
      }
    }
    push(start, stdoff + save);
    const endYear = line.until ? Number(line.until[0]) + 1 : horizonYear;
    let end = line.until ? untilUtc(line.until, stdoff, save) : horizon;
    for (const o of occurrences(rules, startYear, endYear)) {
      const when = toUtc(o.local, o.clock, stdoff, save);
      if (when >= end) break;
      if (when > start) {
        save = o.save;
        push(when, stdoff + save);
        if (line.until) end = untilUtc(line.until, stdoff, save);
      }
    }
    start = line.until ? end : Infinity;
    beforeStdoff = stdoff;
    beforeSave = save;
  }
  return { at, offset, horizonYear };
}

const compiled = new Map<string, Compiled>();

/**
 * Offset from UTC in seconds of a zone (canonical name, see canonicalZone) at an instant given
 * in UTC seconds.
 */
export function offsetAtUtc(zone: string, utcSeconds: number): number {
  const year = yearOfUtc(utcSeconds);
  let c = compiled.get(zone);
  if (!c || c.horizonYear <= year) {
    c = compile(zone, Math.max(FIRST_HORIZON_YEAR, year + 1));
    compiled.set(zone, c);
  }
  const { at, offset } = c;
  let lo = 0;
  let hi = at.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((at[mid] as number) <= utcSeconds) lo = mid;
    else hi = mid - 1;
  }
  return offset[lo] as number;
}

/**
 * The UTC second at which a zone leaves the local mean time its first line keeps, or null when it
 * does not start with one. LMT offsets are a town's own longitude, never a whole quarter hour;
 * a zone that starts on a round offset (UTC, an uninhabited "-00") has no LMT to replace.
 */
export function localMeanTimeUntil(zone: string): number | null {
  const [first, second] = zoneLines(zone);
  if (!first?.until || !second || first.rules !== null || first.save !== 0 || first.stdoff % 900 === 0)
    return null;
  // The first line's own end: Paris's mean time became legal time in 1891 at the same offset.
  return untilUtc(first.until, first.stdoff, 0);
}

/** Offset changes of a zone from a UTC instant on, [utc seconds, offset seconds] (for checks). */
export function transitionsFrom(zone: string, fromUtcSeconds: number, toYear: number): [number, number][] {
  offsetAtUtc(zone, daysFromEpoch(toYear, 1, 1) * DAY);
  const c = compiled.get(zone) as Compiled;
  const out: [number, number][] = [[fromUtcSeconds, offsetAtUtc(zone, fromUtcSeconds)]];
  for (let i = 0; i < c.at.length; i++) {
    const t = c.at[i] as number;
    if (t > fromUtcSeconds && yearOfUtc(t) < toYear) out.push([t, c.offset[i] as number]);
  }
  return out;
}
