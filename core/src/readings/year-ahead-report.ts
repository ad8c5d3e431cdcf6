// The year-ahead forecast: twelve months of the slow transits to a natal chart with their windows,
// the new and full moons and eclipses that land on a natal point, the stations that stand on a
// personal point, and what each outer planet is doing all year. Every contact is read from the
// authored transit text the daily note uses; times are written in the reader's own zone.
import { diff180, norm360, signIndex } from '../astro/angles';
import type { AspectName } from '../astro/aspects';
import { houseOf } from '../astro/houses';
import { eclipses, ingresses, lunarPhases, stations } from '../astro/sky-events';
import { Sky, type SkyBody } from '../astro/sky-track';
import { julianDayFromUtcMs, zoneOffsetMs } from '../astro/time';
import {
  findTransits,
  NATAL_POINTS,
  TRANSIT_WEIGHTS,
  type NatalPoint,
  type Transit,
  type TransitBody,
} from '../astro/transits';
import { SIGNS, type Chart, type SignAbbrev } from '../astro/types';
import { pointLabel, pointTitle } from './astro-facts';
import { SIGN_INFO } from './content/astro';
import { aspectFamily } from './content/authored';
import { TRANSIT_BRINGS, transitText, transitTextAgain, transitTouch } from './content/authored/transits';
import { transitTitle, transitWindow } from './daily-note';
import type { Language } from '../api/language';
import { localMidnight } from './sky-calendar';
import { listJoinDe } from './sky-words-de';
import { capitalise, cardinal, countWords, listJoin } from './text';
import type { Reading, YearAheadFacts, YearTransitFact } from './types';
import { YEAR_WORDS_DE } from './year-ahead-de';

/** The slow bodies whose transits make a year; the fast ones are the daily note's. */
export const YEAR_BODIES: readonly TransitBody[] = [
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'True_Node',
];

const OUTER_PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
type OuterPlanet = (typeof OUTER_PLANETS)[number];

/** Personal points: the ones a station or a slow planet's change of sign is read against. */
const PERSONAL_POINTS: readonly NatalPoint[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Ascendant',
  'Medium_Coeli',
];

/** A new or full moon, or an eclipse, touches a natal point within this many degrees. */
export const LUNATION_ORB = 3;
/** A planet standing still within this many degrees of a personal point is read on it. */
export const STATION_ORB = 2;
/** Contacts below this weight (body x point x aspect) are named in their month, not read at length. */
const READ_AT_LENGTH = 12;
/**
 * Contacts below this weight are left out: the Node, Chiron and Jupiter to the slow natal points
 * (generational placements, shared by everyone born within months) say little about one life.
 */
const MIN_WEIGHT = 5;
/** The themes the overview names. */
const THEMES = 3;

const DAY_MS = 86_400_000;

export interface YearAheadInput {
  chart: Chart;
  firstName: string;
  /** The forecast starts on the local day holding this instant. */
  fromMs: number;
  /** The reader's zone: month boundaries and every time are written in it. */
  timeZone: string;
  /** The language the forecast is written in; English when not given. */
  language?: Language;
}

/** How a language writes the forecast's dates and lists: the same shapes in each, its own words. */
interface YearFormats {
  monthYear(d: Date): string;
  dayMonth(d: Date): string;
  dayMonthYear(d: Date): string;
  listJoin(items: readonly string[]): string;
}

/**
 * The forecast's dates in the locale ("June 2026", "3 June", "3 June 2026"; each date a wall-clock
 * date held in its UTC fields), and the language's way of joining a list.
 */
function formatsOf(locale: string, listJoin: YearFormats['listJoin']): YearFormats {
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (d: Date) => formatter.format(d);
  };
  return {
    monthYear: format({ month: 'long', year: 'numeric' }),
    dayMonth: format({ day: 'numeric', month: 'long' }),
    dayMonthYear: format({ day: 'numeric', month: 'long', year: 'numeric' }),
    listJoin,
  };
}

function wall(ms: number, timeZone: string): Date {
  return new Date(ms + zoneOffsetMs(timeZone, ms));
}

/** The weight of a transit apart from its timing: which body, which point, which aspect. */
function staticWeight(t: Pick<Transit, 'body' | 'point' | 'aspect'>): number {
  const w = TRANSIT_WEIGHTS;
  return w.body[t.body] * w.point[t.point] * w.aspect[t.aspect];
}

interface MonthSpan {
  key: string;
  label: string;
  startMs: number;
  endMs: number;
}

/** Twelve local calendar months, the first from the start day, the last ending with its month. */
function monthsFrom(fromMs: number, timeZone: string, w: YearFormats): MonthSpan[] {
  const d = wall(fromMs, timeZone);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const out: MonthSpan[] = [];
  for (let i = 0; i < 12; i++) {
    const startMs = i === 0 ? localMidnight(y, m, day, timeZone) : localMidnight(y, m + i, 1, timeZone);
    const endMs = localMidnight(y, m + i + 1, 1, timeZone);
    const first = new Date(Date.UTC(y, m - 1 + i, 1));
    out.push({
      key: first.toISOString().slice(0, 7),
      label: w.monthYear(first),
      startMs,
      endMs,
    });
  }
  return out;
}

/** Which points the reading may use: without a birth time the Moon and the angles are unknown. */
function knownPoints(chart: Chart): Map<NatalPoint, number> {
  const out = new Map<NatalPoint, number>();
  for (const name of NATAL_POINTS) {
    if (!chart.birth_time_known && (name === 'Moon' || name === 'Ascendant' || name === 'Medium_Coeli'))
      continue;
    const p = chart.points.find((x) => x.name === name);
    if (p) out.set(name, p.abs_pos);
  }
  return out;
}

const LUNATION_TEXT = {
  new_moon:
    'A new Moon is a beginning: the days that follow are good for starting something or setting an intention.',
  full_moon:
    'A full Moon brings things to a head: what has been building shows itself, and feelings run high for a day or two.',
  solar:
    'A solar eclipse is a new Moon with more force, and what opens around it tends to matter for the six months after.',
  lunar:
    'A lunar eclipse is a full Moon with more force: something reaches an end or a turning point, often one long in coming.',
} as const;

const STATION_TEXT = {
  retrograde:
    'A planet standing still before it turns back presses on the point beneath it for days or weeks, so what it touches asks to be looked at again.',
  direct:
    'A planet standing still before it moves forward again releases what it has held back, and what stalled on the point beneath it starts to move.',
} as const;

/** What each outer planet's year is about, whatever it touches. */
const OUTER_THEME: Record<OuterPlanet, string> = {
  Jupiter:
    'Jupiter takes about a year to cross a sign, and it widens whatever it passes through: there is room there to grow, learn and be generous.',
  Saturn:
    'Saturn spends two to three years in a sign and asks for patience wherever it stands: structure, honest effort and the slow building of something that lasts.',
  Uranus:
    'Uranus needs about seven years for a sign, and where it goes, change comes suddenly and old arrangements loosen.',
  Neptune:
    'Neptune lingers some fourteen years over each sign, softening boundaries for better and for worse while imagination and compassion grow.',
  Pluto:
    'Pluto keeps to a sign for a decade or more, and what lies in its path is slowly and thoroughly remade.',
};

/** The house an outer planet stands in at mid-year, as a whole sentence (the planet is "it"). */
const HOUSE_YEAR: readonly string[] = [
  'It works through your first house this year, on your body, your manner and the way you meet the world.',
  'In your second house, it bears on money, possessions and what you truly value.',
  'Its field is your third house: how you think, speak and learn, and your brothers, sisters and neighbours.',
  'It passes through your fourth house, the house of home, family and the roots you come from.',
  'Your fifth house is where it acts: love affairs, children, play and what you create.',
  'It moves through your sixth house, so it shapes your daily routine, your job and your health.',
  'It crosses your seventh house, where partnerships, close and formal, are the stage for it.',
  'Through your eighth house it reaches intimacy, shared money and what you are ready to let go of.',
  'Its path runs through your ninth house: study, travel and the beliefs that guide you.',
  'It stands in your tenth house, over your career, your standing and what you want to be known for.',
  'In your eleventh house, it works on friends, groups and your hopes for the future.',
  'It is in your twelfth house, where its work is quiet and inward: rest, retreat and what goes on behind the scenes.',
];

const NO_CONTACT: Record<OuterPlanet, string> = {
  Jupiter:
    'It makes no exact aspect to your chart this year, so its luck reaches you through the ordinary course of things.',
  Saturn:
    'Nothing of yours lies in its way this year, so its demands are general ones rather than personal tests.',
  Uranus:
    'It touches no point of your chart this year: the changes it brings reach you from the world around you.',
  Neptune: 'With no contact to your chart this year, its influence stays in the background.',
  Pluto: 'It leaves your chart alone this year, and its slow work goes on out of sight.',
};

type LunationKind = 'new_moon' | 'full_moon' | 'solar' | 'lunar';

/**
 * Everything the forecast says in words, one set per language (German in year-ahead-de.ts): the
 * fixed paragraphs, and the sentences the composer fills, each built whole in its language so
 * word order and case are that language's own.
 */
export interface YearWords {
  title(name: string): string;
  span(from: string, to: string, zone: string): string;
  headings: { glance: string; months: string; outer: string };
  opening(name: string): string;
  transitTitle(body: TransitBody, aspect: AspectName, point: NatalPoint): string;
  /** The body as a transit's title opens with it. */
  bodyName(body: TransitBody): string;
  /** A title in the middle of a sentence: "the North Node trine your Sun". */
  midSentence(title: string): string;
  exactIn(months: readonly string[]): string;
  themes(named: readonly string[]): string;
  allContacts(n: number): string;
  busiest(months: readonly string[]): string;
  noThemes: string;
  lunationsTouching(n: number): string;
  noLunationTouching: string;
  passingEclipses(
    eclipses: readonly { day: string; kind: LunationKind; degree: string; sign: SignAbbrev }[],
  ): string;
  noBirthTime: string;
  quieter(count: number, lists: readonly string[]): string;
  lunationTitle: Record<LunationKind, string>;
  /** Whether the lunation is "she" in the point's sentence that follows (German's Finsternis). */
  lunationFeminine: Record<LunationKind, boolean>;
  lunation(
    title: string,
    day: string,
    degree: string,
    sign: SignAbbrev,
    points: readonly NatalPoint[],
  ): string;
  lunationText: Record<LunationKind, string>;
  station(body: SkyBody, turn: 'retrograde' | 'direct', day: string, points: readonly NatalPoint[]): string;
  stationText: Record<'retrograde' | 'direct', string>;
  ingress(body: OuterPlanet, sign: SignAbbrev, day: string, points: readonly NatalPoint[]): string;
  quietMonths(months: readonly string[]): string;
  outerWhere(
    body: OuterPlanet,
    startSign: SignAbbrev,
    moves: readonly { retrograde: boolean; sign: SignAbbrev; day: string }[],
  ): string;
  outerTheme: Record<OuterPlanet, string>;
  houseYear: readonly string[];
  noContact: Record<OuterPlanet, string>;
  outerContacts(
    contacts: readonly { body: TransitBody; aspect: AspectName; point: NatalPoint; exactIn: string }[],
    more: number,
  ): string;
  /** Between the windows of one contact that leaves the orb and comes back. */
  then: string;
}

const yours = (points: readonly NatalPoint[]) => listJoin(points.map((p) => `your ${pointTitle(p)}`));

const YEAR_WORDS_EN: YearWords = {
  title: (name) => (name ? `${name}'s Year Ahead` : 'Your Year Ahead'),
  span: (from, to, zone) => `${from} to ${to}. Times are in ${zone} time.`,
  headings: { glance: 'The year at a glance', months: 'Month by month', outer: 'The outer planets' },
  opening: (name) =>
    name
      ? `${name}, this is your sky for the twelve months ahead.`
      : 'This is your sky for the twelve months ahead.',
  transitTitle: (body, aspect, point) => transitTitle(body, aspect, point),
  bodyName: (body) => capitalise(pointLabel(body)),
  midSentence: (title) => title.replace(/^The /, 'the '),
  exactIn: (months) => `exact in ${listJoin(months)}`,
  themes: (named) =>
    `The slow planets set the tone of a year, and ${named.length === 1 ? 'the contact that matters most in yours is' : 'the contacts that matter most in yours are'} ${listJoin(named)}.`,
  allContacts: (n) =>
    `In all, ${cardinal(n)} slow transits are exact this year, each given in its month below with the days it is in orb.`,
  busiest: (months) => `The busiest ${months.length === 1 ? 'month is' : 'months are'} ${listJoin(months)}.`,
  noThemes:
    'None of the slow planets comes into exact aspect with your chart this year, which makes it a year to build on what you already have, without outside pressure to change course.',
  lunationsTouching: (n) =>
    `${capitalise(cardinal(n))} of the year's new and full moons and eclipses ${n === 1 ? 'falls' : 'fall'} on a point of your chart, each bringing a few days when that part of your life comes into focus.`,
  noLunationTouching:
    "None of the year's new and full moons or eclipses falls on a point of your chart, so the Moon's monthly rhythm passes lightly over you this year.",
  passingEclipses: (eclipses) =>
    `The ${eclipses.length === 1 ? 'eclipse' : 'eclipses'} of ${listJoin(eclipses.map((e) => `${e.day} (${e.kind}, ${e.degree} ${SIGN_INFO[e.sign].name})`))} ${eclipses.length === 1 ? 'touches no point of your chart and passes' : 'touch no point of your chart and pass'} you by.`,
  noBirthTime:
    'Your birth time is not known, so this forecast leaves out your Ascendant, Midheaven and houses, and your Moon, which moves about thirteen degrees in a day: contacts to them cannot be timed.',
  quieter: (count, lists) =>
    `${count === 1 ? 'A quieter contact' : 'Quieter contacts'} this month: ${lists.join('; ')}.`,
  lunationTitle: {
    new_moon: 'The new Moon',
    full_moon: 'The full Moon',
    solar: 'The solar eclipse',
    lunar: 'The lunar eclipse',
  },
  lunationFeminine: { new_moon: false, full_moon: false, solar: false, lunar: false },
  lunation: (title, day, degree, sign, points) =>
    `**${title} of ${day}, at ${degree} ${SIGN_INFO[sign].name}**, falls on ${yours(points)}.`,
  lunationText: LUNATION_TEXT,
  station: (body, turn, day, points) =>
    `**${capitalise(pointTitle(body))} ${turn === 'retrograde' ? 'turns retrograde' : 'turns direct'} on ${day}**, standing still on ${yours(points)}.`,
  stationText: STATION_TEXT,
  ingress: (body, sign, day, points) =>
    `**${body} enters ${SIGN_INFO[sign].name} on ${day}**, the sign of ${yours(points)}. ${TRANSIT_BRINGS[body].conjunction}`,
  quietMonths: (quiet) =>
    `${listJoin(quiet)} ${quiet.length === 1 ? 'brings' : 'bring'} no slow transit, eclipse or lunation to your chart: ${quiet.length === 1 ? 'a month' : 'months'} to get on with what the rest of the year has started.`,
  outerWhere: (body, startSign, moves) =>
    moves.length
      ? `${body} begins the year in ${SIGN_INFO[startSign].name} and ${listJoin(moves.map((m) => `${m.retrograde ? 'slips back into' : 'moves into'} ${SIGN_INFO[m.sign].name} on ${m.day}`))}.`
      : `${body} stays in ${SIGN_INFO[startSign].name} all year.`,
  outerTheme: OUTER_THEME,
  houseYear: HOUSE_YEAR,
  noContact: NO_CONTACT,
  outerContacts: (contacts, more) => {
    const top = contacts.map(
      (c) => `${transitTitle(c.body, c.aspect, c.point).replace(/^\w+ /, '')} (${c.exactIn})`,
    );
    return `${contacts.length === 1 ? 'Its one exact contact with your chart is' : 'Its strongest contacts with your chart are'} ${listJoin(top)}${more ? `, with ${cardinal(more)} more in the months above` : ''}.`;
  },
  then: '; then ',
};

const YEAR_WORDS: Record<Language, YearFormats & YearWords> = {
  en: { ...formatsOf('en-GB', listJoin), ...YEAR_WORDS_EN },
  de: { ...formatsOf('de-DE', listJoinDe), ...YEAR_WORDS_DE },
};

/**
 * One contact of the year: a body in one aspect to one point, from the same side. A slow planet
 * can leave the orb and come back within the year (retrograde), which the engine gives as two
 * windows; the reader hears of it once.
 */
interface Contact {
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  windows: Transit[];
  /** The exact passes inside the year, in time order. */
  exactInYear: number[];
  weight: number;
}

function contactsOf(transits: readonly Transit[], fromMs: number, toMs: number): Contact[] {
  const byKey = new Map<string, Contact>();
  for (const t of transits) {
    const key = `${t.body}|${t.point}|${t.aspect}|${t.target_lon.toFixed(3)}`;
    const c = byKey.get(key) ?? {
      body: t.body,
      point: t.point,
      aspect: t.aspect,
      windows: [],
      exactInYear: [],
      weight: staticWeight(t),
    };
    c.windows.push(t);
    c.exactInYear.push(...t.exact.map((p) => p.at_ms).filter((ms) => ms >= fromMs && ms < toMs));
    byKey.set(key, c);
  }
  // A contact is the year's when it is exact within it; one already past or still to come is not.
  return [...byKey.values()]
    .filter((c) => c.exactInYear.length && c.weight >= MIN_WEIGHT)
    .map((c) => ({ ...c, exactInYear: c.exactInYear.sort((a, b) => a - b) }));
}

/** "exact in March", "exact in March and October 2027". */
function monthsWord(c: Contact, timeZone: string, w: YearFormats & YearWords): string {
  const names = [...new Set(c.exactInYear.map((ms) => w.monthYear(wall(ms, timeZone))))];
  // The year once, at the end, when every pass falls in one year.
  const years = new Set(names.map((n) => n.slice(-4)));
  const shown = years.size === 1 ? names.map((n, i) => (i < names.length - 1 ? n.slice(0, -5) : n)) : names;
  return w.exactIn(shown);
}

interface LunationHit {
  kind: 'new_moon' | 'full_moon' | 'solar' | 'lunar';
  at_ms: number;
  sign: SignAbbrev;
  degree: number;
  /** The natal points within LUNATION_ORB of the Moon (or of the Sun, opposite, at a full moon). */
  points: NatalPoint[];
}

function touching(
  lon: number,
  points: Map<NatalPoint, number>,
  orb: number,
  bothEnds: boolean,
): NatalPoint[] {
  const out: NatalPoint[] = [];
  for (const [name, at] of points) {
    const d = Math.abs(diff180(lon, at));
    if (d <= orb || (bothEnds && 180 - d <= orb)) out.push(name);
  }
  return out;
}

const degrees = (d: number) => `${Math.floor(d)}°`;

/** The most contacts read at length in a year; the rest are named in their month. */
const MOST_READ = 6;

function contactFact(c: Contact, fromMs: number, timeZone: string, language: Language): YearTransitFact {
  return {
    title: transitTitle(c.body, c.aspect, c.point, language),
    body: c.body,
    point: c.point,
    aspect: c.aspect,
    window: c.windows
      .map((t) => transitWindow(t, fromMs, timeZone, language))
      .join(YEAR_WORDS[language].then),
    exact_ms: c.exactInYear,
  };
}

export function composeYearAhead(input: YearAheadInput): Reading<'year-ahead'> {
  const { chart, timeZone } = input;
  const language = input.language ?? 'en';
  const w = YEAR_WORDS[language];
  const name = input.firstName.trim();
  const months = monthsFrom(input.fromMs, timeZone, w);
  const fromMs = months[0]!.startMs;
  const toMs = months[11]!.endMs;
  const points = knownPoints(chart);
  const personal = new Map([...points].filter(([p]) => PERSONAL_POINTS.includes(p)));
  const sky = new Sky(fromMs, toMs);
  const dayOf = (ms: number) => w.dayMonth(wall(ms, timeZone));
  const monthIndex = (ms: number) => months.findIndex((m) => ms >= m.startMs && ms < m.endMs);

  const found = findTransits(chart, fromMs, toMs, { sky, bodies: YEAR_BODIES }).filter((t) =>
    points.has(t.point),
  );
  const contacts = contactsOf(found, fromMs, toMs).sort(
    (a, b) => b.weight - a.weight || a.exactInYear[0]! - b.exactInYear[0]!,
  );
  const themes = contacts.slice(0, THEMES);
  // The themes the overview names are always read at length, whatever their weight.
  const readAtLength = new Set(
    contacts.filter((c, i) => i < THEMES || c.weight >= READ_AT_LENGTH).slice(0, MOST_READ),
  );
  const facts = (c: Contact) => contactFact(c, input.fromMs, timeZone, language);

  const lunations: LunationHit[] = [];
  const eclipseList = eclipses(fromMs, toMs);
  for (const p of lunarPhases(sky)) {
    if (p.phase !== 'new_moon' && p.phase !== 'full_moon') continue;
    // An eclipse is read as an eclipse, not twice.
    if (eclipseList.some((e) => Math.abs(e.at_ms - p.at_ms) < DAY_MS)) continue;
    const hit = touching(p.lon, personal, LUNATION_ORB, p.phase === 'full_moon');
    if (hit.length)
      lunations.push({ kind: p.phase, at_ms: p.at_ms, sign: p.sign, degree: p.degree, points: hit });
  }
  for (const e of eclipseList) {
    const hit = touching(e.lon, points, LUNATION_ORB, e.eclipse === 'lunar');
    lunations.push({ kind: e.eclipse, at_ms: e.at_ms, sign: e.sign, degree: e.degree, points: hit });
  }
  lunations.sort((a, b) => a.at_ms - b.at_ms);

  const stationHits = stations(sky)
    .map((st) => ({ ...st, points: touching(st.lon, personal, STATION_ORB, false) }))
    .filter((st) => st.points.length);
  const personalSigns = new Map<SignAbbrev, NatalPoint[]>();
  for (const p of ['Sun', 'Moon', 'Ascendant'] as const) {
    const pt = chart.points.find((x) => x.name === p);
    if (!pt || !personal.has(p)) continue;
    personalSigns.set(pt.sign, [...(personalSigns.get(pt.sign) ?? []), p]);
  }
  const outerIngresses = ingresses(sky, OUTER_PLANETS);
  const ingressHits = outerIngresses.filter((i) => !i.retrograde && personalSigns.has(i.sign));

  const paragraphs: string[] = [];
  const title = w.title(name);
  const span = w.span(
    w.dayMonthYear(wall(fromMs, timeZone)),
    w.dayMonthYear(wall(toMs - 1, timeZone)),
    timeZone.replace(/_/g, ' '),
  );
  paragraphs.push(`# ${title}`, `*${span}*`);

  // The overview.
  paragraphs.push(`## ${w.headings.glance}`);
  const opening = w.opening(name);
  if (themes.length) {
    const named = themes.map(
      (c) => `${w.midSentence(w.transitTitle(c.body, c.aspect, c.point))} (${monthsWord(c, timeZone, w)})`,
    );
    const perMonth = months.map((_, i) => contacts.filter((c) => monthIndex(c.exactInYear[0]!) === i).length);
    const most = Math.max(...perMonth);
    const busiest = months.filter((_, i) => perMonth[i] === most && most > 1).map((m) => m.label);
    paragraphs.push(
      [
        opening,
        w.themes(named),
        contacts.length > themes.length ? w.allContacts(contacts.length) : '',
        busiest.length && busiest.length < 4 ? w.busiest(busiest) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  } else {
    paragraphs.push(`${opening} ${w.noThemes}`);
  }
  const touched = lunations.filter((l) => l.points.length);
  const passing = lunations.filter((l) => !l.points.length);
  paragraphs.push(
    [
      touched.length ? w.lunationsTouching(touched.length) : w.noLunationTouching,
      passing.length
        ? w.passingEclipses(
            passing.map((l) => ({
              day: w.dayMonthYear(wall(l.at_ms, timeZone)),
              kind: l.kind,
              degree: degrees(l.degree),
              sign: l.sign,
            })),
          )
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  if (!chart.birth_time_known) paragraphs.push(w.noBirthTime);

  // Month by month.
  paragraphs.push(`## ${w.headings.months}`);
  const readBodies = new Set<string>();
  const saidLunation = new Set<LunationHit['kind']>();
  const monthFacts: YearAheadFacts['months'] = [];
  const quiet: string[] = [];
  months.forEach((month, i) => {
    const inMonth = contacts.filter((c) => monthIndex(c.exactInYear[0]!) === i);
    const within = <T extends { at_ms: number }>(list: readonly T[]) =>
      list.filter((x) => x.at_ms >= month.startMs && x.at_ms < month.endMs);
    const lunar = within(lunations);
    const body: string[] = [];
    const minor = new Map<TransitBody, string[]>();
    const year = month.key.slice(0, 4);
    const exactDay = (ms: number) =>
      w.monthYear(wall(ms, timeZone)).endsWith(year) ? dayOf(ms) : w.dayMonthYear(wall(ms, timeZone));
    for (const c of inMonth) {
      const heading = w.transitTitle(c.body, c.aspect, c.point);
      if (!readAtLength.has(c)) {
        // The body is named once, then only what it meets: "Jupiter trine your Sun (3 May) and ...".
        const rest = heading.slice(w.bodyName(c.body).length + 1);
        const list = minor.get(c.body) ?? [];
        list.push(
          `${list.length ? rest : w.midSentence(heading)} (${w.listJoin(c.exactInYear.map(exactDay))})`,
        );
        minor.set(c.body, list);
        continue;
      }
      const family = aspectFamily(c.aspect);
      const key = `${c.body}|${family}`;
      const text = readBodies.has(key)
        ? transitTextAgain(c.body, c.point, family, language)
        : transitText(c.body, c.point, family, language);
      readBodies.add(key);
      body.push(`**${heading}**: ${facts(c).window}. ${text}`);
    }
    const quieter = [...minor.values()];
    if (quieter.length)
      body.push(
        w.quieter(
          quieter.flat().length,
          quieter.map((l) => w.listJoin(l)),
        ),
      );
    for (const l of lunar.filter((x) => x.points.length)) {
      const general = saidLunation.has(l.kind) ? '' : ` ${w.lunationText[l.kind]}`;
      saidLunation.add(l.kind);
      const touch = transitTouch(l.points[0]!, 'conjunction', language, w.lunationFeminine[l.kind]);
      body.push(
        `${w.lunation(w.lunationTitle[l.kind], dayOf(l.at_ms), degrees(l.degree), l.sign, l.points)}${general} ${touch}`,
      );
    }
    for (const st of within(stationHits))
      body.push(`${w.station(st.body, st.station, dayOf(st.at_ms), st.points)} ${w.stationText[st.station]}`);
    for (const e of within(ingressHits))
      body.push(w.ingress(e.body as OuterPlanet, e.sign, dayOf(e.at_ms), personalSigns.get(e.sign) ?? []));
    monthFacts.push({
      month: month.key,
      label: month.label,
      transits: inMonth.map(facts),
      lunations: lunar.map((l) => ({
        kind: l.kind,
        at_ms: l.at_ms,
        sign: l.sign,
        degree: Math.floor(l.degree),
        points: l.points,
      })),
    });
    if (body.length) paragraphs.push(`### ${month.label}`, ...body);
    else quiet.push(month.label);
  });
  if (quiet.length) paragraphs.push(w.quietMonths(quiet));

  // The outer planets.
  paragraphs.push(`## ${w.headings.outer}`);
  const midMs = (fromMs + toMs) / 2;
  for (const planet of OUTER_PLANETS) {
    const track = sky.track(planet)!;
    const startSign = SIGNS[signIndex(norm360(track.at(julianDayFromUtcMs(fromMs)).lon))] as SignAbbrev;
    const moves = outerIngresses
      .filter((i) => i.body === planet)
      .map((i) => ({ retrograde: i.retrograde, sign: i.sign, day: dayOf(i.at_ms) }));
    const sentences = [w.outerWhere(planet, startSign, moves), w.outerTheme[planet]];
    if (chart.houses)
      sentences.push(
        w.houseYear[
          houseOf(
            track.at(julianDayFromUtcMs(midMs)).lon,
            chart.houses.map((h) => h.abs_pos),
          ) - 1
        ]!,
      );
    const own = contacts.filter((c) => c.body === planet);
    if (!own.length) sentences.push(w.noContact[planet]);
    else {
      const top = own.slice(0, 2).map((c) => ({ ...c, exactIn: monthsWord(c, timeZone, w) }));
      sentences.push(w.outerContacts(top, own.length - top.length));
    }
    paragraphs.push(`### ${w.bodyName(planet)}`, sentences.join(' '));
  }

  const markdown = paragraphs.join('\n\n');
  return {
    kind: 'year-ahead',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: {
      firstName: name,
      birthTimeKnown: chart.birth_time_known,
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      timeZone,
      themes: themes.map(facts),
      months: monthFacts,
    },
  };
}
