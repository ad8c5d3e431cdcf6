// The day's sky for one person: their strongest transits with their windows, the Moon, the planets
// retrograde, and the short note sent by email or push. Times are written in the reader's own zone.
import type { AspectName } from '../astro/aspects';
import { natalChart } from '../astro/chart';
import { AmbiguousLocalTimeError } from '../astro/errors';
import { moonAt, retrogradeAt, voidOfCourse } from '../astro/sky-events';
import { Sky, type SkyBody } from '../astro/sky-track';
import { zoneOffsetMs } from '../astro/time';
import {
  findTransits,
  rankTransits,
  strongestTransitsAt,
  type NatalPositions,
  type NatalPoint,
  type RankedTransit,
  type Transit,
  type TransitBody,
  type TransitOrbSet,
  DEFAULT_TRANSIT_ORB_SET,
  TRANSIT_ORB_SETS,
} from '../astro/transits';
import type { Chart, LunarPhaseName, SignAbbrev } from '../astro/types';
import { pointLabel, pointTitle } from './astro-facts';
import { SIGN_INFO } from './content/astro';
import { localMidnight } from './sky-calendar';
import { aspectFamily, type AspectFamily } from './content/authored';
import { transitTextAgain, transitText, transitTextSamePoint } from './content/authored/transits';
import { capitalise, listJoin, MONTHS_EN } from './text';
import { transitWindowPhrase } from './transit-window';
import type { Language } from '../api/language';
import {
  listJoinDe,
  MONTHS_DE,
  PERSONAL_RETROGRADE_DE,
  PHASE_TEXT_DE,
  SIGN_DE,
  slowRetrogradeDe,
  transitTitleDe,
  transitWindowPhraseDe,
  WEEKDAYS_DE,
} from './sky-words-de';

const DAY_MS = 86_400_000;

/** How many transits the note describes; "Today" lists every one in orb. */
export const DAILY_NOTE_TRANSITS = 3;

/** One transit as the reader sees it. Times are UTC milliseconds; `window` is written in their zone. */
export interface TransitHighlight {
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  family: AspectFamily;
  /** "Saturn square your Sun". */
  title: string;
  /** The authored text for the pair in this aspect family. */
  text: string;
  /** "exact on 3 December at 14:20, in orb 28 November to 9 December". */
  window: string;
  /** TRANSIT_WEIGHTS at the instant, 0 when described away from an instant (the timeline). */
  weight: number;
  applying: boolean;
  enter_ms: number | null;
  exact_ms: number[];
  leave_ms: number | null;
}

export interface DailyNote {
  subject: string;
  /** Plain text, paragraphs separated by a blank line: the email body and the page's note. */
  text: string;
  highlights: TransitHighlight[];
}

const ASPECT_WORD: Record<AspectName, string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

/** "Saturn square your Sun", "The North Node conjunct your Midheaven"; in German "Saturn im Quadrat zu deiner Sonne". */
export function transitTitle(
  body: TransitBody,
  aspect: AspectName,
  point: NatalPoint,
  language: Language = 'en',
): string {
  if (language === 'de') return transitTitleDe(body, aspect, point);
  return `${capitalise(pointLabel(body))} ${ASPECT_WORD[aspect]} your ${pointTitle(point)}`;
}

/** The wall-clock fields of an instant in a zone, read from the project's tz database. */
function wall(ms: number, timeZone: string): Date {
  return new Date(ms + zoneOffsetMs(timeZone, ms));
}

// Written out (MONTHS_EN) rather than by Intl.DateTimeFormat ('en-GB', the same words): formatting
// was a tenth of a daily note's cost.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** "3 December" ("3. Dezember") of a wall-clock date (its UTC fields). */
const dayMonth = (d: Date, language: Language = 'en') =>
  language === 'de'
    ? `${d.getUTCDate()}. ${MONTHS_DE[d.getUTCMonth()]}`
    : `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]}`;
const weekday = (d: Date, language: Language) =>
  (language === 'de' ? WEEKDAYS_DE : WEEKDAYS)[d.getUTCDay()] as string;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "3 December", with the year when it is not the year of `nowMs`. */
function dayText(ms: number, nowMs: number, timeZone: string, language: Language = 'en'): string {
  const d = wall(ms, timeZone);
  const sameYear = d.getUTCFullYear() === wall(nowMs, timeZone).getUTCFullYear();
  return sameYear ? dayMonth(d, language) : `${dayMonth(d, language)} ${d.getUTCFullYear()}`;
}

function clockText(ms: number, timeZone: string): string {
  const d = wall(ms, timeZone);
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}`;
}

/** The UTC instants of the start and end of the local day holding `atMs`. */
export function localDay(atMs: number, timeZone: string): { startMs: number; endMs: number } {
  const d = wall(atMs, timeZone);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  return { startMs: localMidnight(y, m, day, timeZone), endMs: localMidnight(y, m, day + 1, timeZone) };
}

/** The transit's timing in the reader's zone, with today and tomorrow named as such. */
export function transitWindow(
  t: Transit,
  nowMs: number,
  timeZone: string,
  language: Language = 'en',
): string {
  const at = language === 'de' ? 'um' : 'at';
  const on = (ms: number) => `${dayText(ms, nowMs, timeZone, language)} ${at} ${clockText(ms, timeZone)}`;
  return (language === 'de' ? transitWindowPhraseDe : transitWindowPhrase)(
    t.exact.map((p) => on(p.at_ms)),
    t.enter_ms === null ? null : dayText(t.enter_ms, nowMs, timeZone, language),
    t.leave_ms === null ? null : dayText(t.leave_ms, nowMs, timeZone, language),
  );
}

export function describeTransit(
  t: Transit,
  nowMs: number,
  timeZone: string,
  ranked?: Pick<RankedTransit, 'weight' | 'applying'>,
  language: Language = 'en',
): TransitHighlight {
  const family = aspectFamily(t.aspect);
  return {
    body: t.body,
    point: t.point,
    aspect: t.aspect,
    family,
    title: transitTitle(t.body, t.aspect, t.point, language),
    text: transitText(t.body, t.point, family, language),
    window: transitWindow(t, nowMs, timeZone, language),
    weight: ranked?.weight ?? 0,
    applying: ranked?.applying ?? false,
    enter_ms: t.enter_ms,
    exact_ms: t.exact.map((p) => p.at_ms),
    leave_ms: t.leave_ms,
  };
}

/** Transits are sought this far either side of the day, so a slow planet's window is found whole. */
export const SEARCH_DAYS = 200;

/** The span of the timeline of coming transits. */
export const TIMELINE_DAYS = 30;

interface PersonalTransits {
  /** In orb at the instant, strongest first. */
  now: TransitHighlight[];
  /** Every transit whose window overlaps the TIMELINE_DAYS from the start of the local day. */
  timeline: { from_ms: number; to_ms: number; transits: TransitHighlight[] };
}

/**
 * The sky of the search around every instant of one UTC day, shared by every reader whose note
 * or "Today" falls in it: sampling it is most of the cost of a full search, and the windows found
 * on it are those a sky of the reader's own range gives (see findTransits). The oldest day goes
 * when the cache is full.
 */
const SKY_CACHE_DAYS = 4;
const skyCache = new Map<number, Sky>();

function searchSky(atMs: number): Sky {
  const day = Math.floor(atMs / DAY_MS);
  const hit = skyCache.get(day);
  if (hit) return hit;
  const sky = new Sky((day - SEARCH_DAYS) * DAY_MS, (day + 1 + SEARCH_DAYS) * DAY_MS);
  if (skyCache.size >= SKY_CACHE_DAYS) skyCache.delete(skyCache.keys().next().value as number);
  skyCache.set(day, sky);
  return sky;
}

/** The transits of the search around `atMs` whose windows overlap `fromMs` to `toMs`. */
function transitsAround(
  chart: NatalPositions,
  atMs: number,
  fromMs: number,
  toMs: number,
  orbs: TransitOrbSet,
): Transit[] {
  return findTransits(chart, atMs - SEARCH_DAYS * DAY_MS, atMs + SEARCH_DAYS * DAY_MS, {
    sky: searchSky(atMs),
    overlapping: { fromMs, toMs },
    orbs: TRANSIT_ORB_SETS[orbs],
  });
}

function transitsNow(
  transits: readonly Transit[],
  atMs: number,
  timeZone: string,
  language: Language,
): TransitHighlight[] {
  return rankTransits(transits, atMs).map((r) => describeTransit(r.transit, atMs, timeZone, r, language));
}

function personalTransits(
  chart: NatalPositions,
  atMs: number,
  timeZone: string,
  language: Language,
  orbs: TransitOrbSet,
): PersonalTransits {
  const fromMs = localDay(atMs, timeZone).startMs;
  const toMs = fromMs + TIMELINE_DAYS * DAY_MS;
  const all = transitsAround(chart, atMs, Math.min(atMs, fromMs), toMs, orbs);
  const timeline = all
    .filter((t) => (t.enter_ms ?? -Infinity) < toMs && (t.leave_ms ?? Infinity) > fromMs)
    .map((t) => describeTransit(t, atMs, timeZone, undefined, language));
  return {
    now: transitsNow(all, atMs, timeZone, language),
    timeline: { from_ms: fromMs, to_ms: toMs, transits: timeline },
  };
}

const PHASE_TEXT: Record<LunarPhaseName, string> = {
  'New Moon': 'It is a new Moon, a quiet time to set an intention and begin again.',
  Crescent: 'It is a waxing crescent, a good time to take the first steps toward what you have begun.',
  'First Quarter': 'It is at first quarter, a time to act on your plans and push past the first obstacle.',
  Gibbous: 'It is waxing gibbous, nearly full, a time to refine and adjust what you are working on.',
  'Full Moon': 'It is full, a time when things come to light and feelings run high.',
  Disseminating: 'It is waning after the full Moon, a time to share what you have learned.',
  'Last Quarter': 'It is at last quarter, a time to clear out what you no longer need.',
  Balsamic: 'It is a waning crescent, the end of the cycle, a time to rest and let go.',
};

export interface MoonToday {
  sign: SignAbbrev;
  degree: number;
  phase: LunarPhaseName;
  /** Void-of-course periods that overlap the local day. */
  void_of_course: { start_ms: number; end_ms: number }[];
}

/**
 * Void-of-course spans by local day. They are the same for everyone whose day has these bounds
 * and cost about 30 ms to find (a sky of four days, the Moon against every planet), so a day
 * is computed once per process, not once per reader; the oldest day goes when the cache is full.
 */
const VOID_CACHE_DAYS = 512;
const voidCache = new Map<string, MoonToday['void_of_course']>();

function voidsOfDay(startMs: number, endMs: number): MoonToday['void_of_course'] {
  const key = `${startMs}|${endMs}`;
  const hit = voidCache.get(key);
  if (hit) return hit;
  const voids = voidOfCourse(new Sky(startMs - DAY_MS, endMs + DAY_MS))
    .filter((v) => v.end_ms > startMs && v.start_ms < endMs)
    .map((v) => ({ start_ms: v.start_ms, end_ms: v.end_ms }));
  if (voidCache.size >= VOID_CACHE_DAYS) voidCache.delete(voidCache.keys().next().value as string);
  voidCache.set(key, voids);
  return voids;
}

export function moonToday(atMs: number, timeZone: string): MoonToday {
  const { startMs, endMs } = localDay(atMs, timeZone);
  const moon = remembered(moonCache, atMs, () => moonAt(atMs));
  return {
    sign: moon.sign,
    degree: moon.degree,
    phase: moon.phase,
    void_of_course: voidsOfDay(startMs, endMs),
  };
}

function moonParagraph(moon: MoonToday, atMs: number, timeZone: string, language: Language): string {
  if (language === 'de') return moonParagraphDe(moon, atMs, timeZone);
  const { startMs, endMs } = localDay(atMs, timeZone);
  const parts = [`The Moon is in ${SIGN_INFO[moon.sign].name}.`, PHASE_TEXT[moon.phase]];
  const spans = moon.void_of_course.map((v) => {
    const to =
      v.end_ms >= endMs ? `${clockText(v.end_ms, timeZone)} tomorrow` : clockText(v.end_ms, timeZone);
    return v.start_ms < startMs ? `until ${to}` : `from ${clockText(v.start_ms, timeZone)} until ${to}`;
  });
  if (spans.length)
    parts.push(
      `${capitalise(listJoin(spans))} it is void of course, a stretch better for finishing things than for starting them.`,
    );
  return parts.join(' ');
}

function moonParagraphDe(moon: MoonToday, atMs: number, timeZone: string): string {
  const { startMs, endMs } = localDay(atMs, timeZone);
  const parts = [`Der Mond steht ${SIGN_DE[moon.sign].inSign}.`, PHASE_TEXT_DE[moon.phase]];
  const spans = moon.void_of_course.map((v) => {
    const to =
      v.end_ms >= endMs ? `morgen um ${clockText(v.end_ms, timeZone)}` : clockText(v.end_ms, timeZone);
    return v.start_ms < startMs ? `bis ${to}` : `von ${clockText(v.start_ms, timeZone)} bis ${to}`;
  });
  if (spans.length)
    parts.push(
      `${capitalise(listJoinDe(spans))} ist er ohne Kurs (void of course), eine Zeit, die sich eher zum Abschließen als zum Anfangen eignet.`,
    );
  return parts.join(' ');
}

/** Mercury, Venus and Mars retrograde change the feel of ordinary days; each has its own advice. */
const PERSONAL_RETROGRADE: Partial<Record<SkyBody, string>> = {
  Mercury:
    'Mercury is retrograde, so check plans, messages and travel details twice, and expect old matters to come back.',
  Venus:
    'Venus is retrograde, a time to reconsider what and whom you value rather than to rush into anything new.',
  Mars: 'Mars is retrograde, so effort goes further in finishing what you started than in starting something new.',
};

function retrogradeSentences(bodies: readonly SkyBody[], language: Language): string {
  if (language === 'de') {
    if (!bodies.length) return 'Heute ist kein Planet rückläufig.';
    const personal = bodies.flatMap((b) => PERSONAL_RETROGRADE_DE[b] ?? []);
    const slow = bodies.filter((b) => !PERSONAL_RETROGRADE_DE[b]);
    if (slow.length) personal.push(slowRetrogradeDe(slow, personal.length > 0));
    return personal.join(' ');
  }
  if (!bodies.length) return 'No planet is retrograde today.';
  const personal = bodies.flatMap((b) => PERSONAL_RETROGRADE[b] ?? []);
  const slow = bodies.filter((b) => !PERSONAL_RETROGRADE[b]).map((b) => capitalise(pointLabel(b)));
  if (slow.length)
    personal.push(
      `${listJoin(slow)} ${slow.length === 1 ? 'is' : 'are'} retrograde${personal.length ? ' as well' : ''}; ${slow.length === 1 ? 'its' : 'their'} slow work goes on beneath the surface.`,
    );
  return personal.join(' ');
}

export interface PersonalSky extends PersonalTransits {
  moon: MoonToday;
  retrograde: SkyBody[];
  note: DailyNote;
}

/** Everything "Today" shows for one person, the note included, from one search of the transits. */
export function personalSky(input: DailyNoteInput): PersonalSky {
  const { chart, atMs, timeZone } = input;
  const transits = personalTransits(
    chart,
    atMs,
    timeZone,
    input.language ?? 'en',
    input.orbs ?? DEFAULT_TRANSIT_ORB_SET,
  );
  const moon = moonToday(atMs, timeZone);
  const retrograde = retrogradeAt(atMs);
  return { ...transits, moon, retrograde, note: writeNote(input, transits.now, moon, retrograde) };
}

export interface DailyNoteInput {
  /** The whole chart, or the positions kept of it (natalPositions). */
  chart: NatalPositions;
  atMs: number;
  timeZone: string;
  firstName: string;
  /** The reader's language: the whole note is written in it, the authored transit texts too. */
  language?: Language;
  /** The reader's orb set from the profile; standard when not given. */
  orbs?: TransitOrbSet;
}

/** The short written note for the day: the strongest transits, the Moon and the planets retrograde. */
export function composeDailyNote(input: DailyNoteInput): DailyNote {
  const { chart, atMs, timeZone } = input;
  // Only the strongest are written out; describing every transit in orb was a fifth of the note.
  const strongest = strongestTransitsAt(chart, atMs, DAILY_NOTE_TRANSITS, {
    fromMs: atMs - SEARCH_DAYS * DAY_MS,
    toMs: atMs + SEARCH_DAYS * DAY_MS,
    sky: searchSky(atMs),
    orbs: TRANSIT_ORB_SETS[input.orbs ?? DEFAULT_TRANSIT_ORB_SET],
  }).map((r) => describeTransit(r.transit, atMs, timeZone, r, input.language));
  return writeNote(input, strongest, moonToday(atMs, timeZone), retrogradeAtShared(atMs));
}

/**
 * The Moon and the planets retrograde at an instant, kept for the instants most recently asked
 * for: a daily run asks at one hour of one local day for thousands of readers at a time.
 */
const INSTANT_CACHE_SIZE = 64;
const moonCache = new Map<number, ReturnType<typeof moonAt>>();
const retrogradeCache = new Map<number, SkyBody[]>();

function remembered<T>(cache: Map<number, T>, atMs: number, compute: () => T): T {
  const hit = cache.get(atMs);
  if (hit) return hit;
  const value = compute();
  if (cache.size >= INSTANT_CACHE_SIZE) cache.delete(cache.keys().next().value as number);
  cache.set(atMs, value);
  return value;
}

function retrogradeAtShared(atMs: number): SkyBody[] {
  return remembered(retrogradeCache, atMs, () => retrogradeAt(atMs));
}

function writeNote(
  input: DailyNoteInput,
  inOrb: readonly TransitHighlight[],
  moon: MoonToday,
  retrograde: readonly SkyBody[],
): DailyNote {
  const { atMs, timeZone } = input;
  const language = input.language ?? 'en';
  const de = language === 'de';
  const name = input.firstName.trim();
  const highlights = inOrb.slice(0, DAILY_NOTE_TRANSITS);
  const today = wall(atMs, timeZone);
  const date = de
    ? `${weekday(today, language)}, ${dayMonth(today, language)}`
    : `${weekday(today, language)} ${dayMonth(today)}`;
  const opening = de
    ? name
      ? `${name}, so steht dein Himmel am ${date}.`
      : `So steht dein Himmel am ${date}.`
    : name
      ? `${name}, here is your sky for ${date}.`
      : `Here is your sky for ${date}.`;
  const transitParagraphs = highlights.length
    ? highlights.map((h, i) => {
        return `${h.title}: ${h.window}.\n${noteText(h, highlights.slice(0, i), language)}`;
      })
    : [
        de
          ? 'Heute steht kein Planet in engem Aspekt zu deinem Horoskop, also gibt der Mond dem Tag seine Farbe. Ein guter Tag, gewöhnliche Dinge gut zu machen.'
          : 'No planet is in close aspect to your chart today, so the day takes its colour from the Moon. It is a good day for ordinary things done well.',
      ];
  const paragraphs = [
    opening,
    ...transitParagraphs,
    moonParagraph(moon, atMs, timeZone, language),
    retrogradeSentences(retrograde, language),
  ];
  const lead =
    highlights[0]?.title ??
    (de ? `der Mond ${SIGN_DE[moon.sign].inSign}` : `the Moon in ${SIGN_INFO[moon.sign].name}`);
  return {
    subject: de
      ? `Dein Himmel am ${dayMonth(today, language)}: ${lead}`
      : `Your sky for ${dayMonth(today)}: ${lead}`,
    text: paragraphs.join('\n\n'),
    highlights,
  };
}

/**
 * A transit's text in the note after the transits before it: a body met again in the same family
 * has said what it brings, so only the point is read; a point met again in the same family has
 * been read, so only what the body brings is.
 */
function noteText(
  h: TransitHighlight,
  before: readonly TransitHighlight[],
  language: Language = 'en',
): string {
  const same = (key: 'body' | 'point') => before.some((p) => p[key] === h[key] && p.family === h.family);
  if (same('body')) return transitTextAgain(h.body, h.point, h.family, language);
  if (same('point')) return transitTextSamePoint(h.body, h.point, h.family, language);
  return h.text;
}

/** The birth fields of a profile (as the API names them); any may be missing. */
export interface ProfileBirth {
  birthDate: string | null;
  birthTime: string | null;
  birthLat: number | null;
  birthLng: number | null;
  birthTz: string | null;
}

/**
 * The natal chart of a profile, or null until it has a birth date and place (the time may be
 * unknown: the chart then has no angles, and no transit to them is sought).
 *
 * A profile keeps no UTC offset, so a birth time the clocks made ambiguous is read by the clock as
 * it stood before the change, as JavaScript's Temporal does by default ("compatible"): in an
 * overlap the first of the two instants, in a gap the hour the clocks skipped counted on the old
 * offset. Today and the daily note never fail for it; the chart's warnings name the offset chosen.
 */
export function profileChart(birth: ProfileBirth, name: string): Chart | null {
  const { birthDate, birthLat: lat, birthLng: lng, birthTz: tz } = birth;
  if (!birthDate || lat === null || lng === null || !tz) return null;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = birth.birthTime
    ? (birth.birthTime.split(':').map(Number) as [number, number])
    : [null, null];
  const input = { name: name.trim() || 'You', year, month, day, hour, minute, lat, lng, tz_str: tz };
  try {
    return natalChart(input);
  } catch (error) {
    if (!(error instanceof AmbiguousLocalTimeError)) throw error;
    // Clocks go forward into a gap (the lower offset was in force) and back into an overlap.
    const [lower, higher] = error.offsets_minutes;
    return natalChart({ ...input, utc_offset_minutes: error.issue === 'nonexistent' ? lower : higher });
  }
}
