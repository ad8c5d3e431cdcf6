// The natal report: the two or three most weighted themes woven into the overview, the synthesis
// (elements, ruler, patterns), then each placement from the authored sign and house texts with
// its essential dignity, the tightest aspects from the authored pair texts, and the scoring behind
// it all in a last "Technical Details" section. The report keeps to a word budget by shortening
// the least weighted placements first.
import type { Language } from '../api/language';
import { findPoint, majorAspects, placements, pointLabel, pointTitle, tablePoint } from './astro-facts';
import { POINT_INFO } from './content/astro';
import { HOUSE_IMAGE, RISING_WEAK_TEXT, STRONG_HOUSE_TEXT } from './content/authored/houses';
import { ASCENDANT_RULER_LEAD, HOUSE_TRIPLICITY, signHouseLead } from './content/authored/sign-house';
import { HOUSE_THEME, SIGN_INFO } from './content/astro';
import {
  HOUSE_TEXT,
  NORTH_NODE_AXIS_TEXT,
  SIGN_TEXT,
  signTextAt,
  SOUTH_NODE_AXIS_TEXT,
  SOUTH_NODE_CONJUNCTION_TEXT,
  SOUTH_NODE_HOUSE_TEXT,
  type AspectPoint,
  type HouseNumber,
  type HousePoint,
} from './content/authored';
import {
  angleContact,
  angleMinutes,
  CLASSICAL,
  CUSP_ORB,
  dignities,
  GENERATIONAL,
  PERSONAL,
  PLANETS,
  readingHouse,
  ascendantMinutesPerDegree,
  separation,
  mutualReceptions,
  solarCondition,
  synthesise,
  type AngularPlanet,
  type AspectPattern,
  type ChartSynthesis,
  type Dignity,
} from './natal-synthesis';
import { composeNatalDe } from './natal-report-de';
import {
  chartThemes,
  tightestAspectTheme,
  dignitySentence,
  dignityMethod,
  mergePatterns,
  synthesisSections,
  rulerClause,
  solarConditionSentence,
  clock,
  technicalDetails,
  themeLink,
  IC_BASE,
  grandTrineName,
  trineCorners,
  dispositorSentence,
  impededWords,
  pairText,
  sectPressure,
  type Theme,
} from './natal-synthesis-text';
import { finalDispositor, SIGN_LORD } from './essential-dignity';
import {
  capitalise,
  cardinal,
  countWords,
  listJoin,
  neutralise,
  ordinal,
  plainApostrophes,
  sentencesOf,
} from './text';
import { HOUSE_SYSTEM_NAMES } from '../astro/chart';
import type { Chart, ChartPoint, PointName, SignAbbrev } from '../astro/types';
import type { AspectFact, NatalFacts, PlacementFact, Reading } from './types';
import { checkName } from './validate';
import { birthClockCaution, birthClockLine, birthClockPointer } from './birth-clock';
import {
  ageAt,
  HISTORICAL_AGE,
  yearsSince,
  firstSaturnReturn,
  NODE_HOUSE_AXIS,
  NODE_SIGN_STYLE,
  saturnReturnAtAge,
  saturnReturnUnderWay,
  signChangeTime,
  shakenLight,
  signHouseBridge,
  vocationAtAge,
} from './natal-placement-context';

export interface NatalReadingInput {
  chart: Chart;
  /** Name to address; defaults to the chart's name. */
  firstName?: string;
  /**
   * When the reading is written: the person's age on that date frames vocation and the Saturn
   * returns. Core has no clock, so the caller passes it; without it the report names no age.
   */
  now?: Date;
  /** The language to write in; English when not given. */
  language?: Language;
}

/** The most words a natal report may have. */
export const NATAL_WORD_LIMIT = 1600;
/** The overview's length past which a further theme is left to its own section. */
const OVERVIEW_WORDS = 140;
/** The aspects that draw each figure, so a pattern's own lines are told apart from chance contacts among its members. */
const FIGURE_ASPECTS: Record<string, string[]> = {
  'T-square': ['opposition', 'square'],
  'grand cross': ['opposition', 'square'],
  'grand trine': ['trine'],
  kite: ['trine', 'sextile', 'opposition'],
  yod: ['sextile'],
};

/** The orb within which an aspect of a light, a personal planet or an angle is always read. */
const TIGHT_ORB = 1.5;

/** The most aspects the Aspects section lists, held conjunctions aside. */
const MAX_ASPECTS = 8;

/**
 * The personal planets' retrogrades; Jupiter, Saturn, the outer planets and Chiron are retrograde
 * for months every year, a fact of the season rather than of the person, so only their headings say
 * so (a Jupiter retrograde reading also contradicted the luck its placement text had promised).
 * Each closes its planet's paragraph, which has named the planet already: "It" is enough.
 */
const RETRO_SENTENCE: Partial<Record<PointName, string>> = {
  Mercury:
    'It was retrograde when you were born: you think things through twice, and your best words often come on reflection.',
  Venus: 'Born with it retrograde, you hold values that are self-made, and love may take time to trust.',
  Mars: 'It was retrograde at your birth: your drive builds inwardly before it shows, and you fight best for what you have thought through.',
};

/**
 * The chart ruler's retrograde, read for the life the ruler steers rather than for the planet's own
 * affairs, which its paragraph's retrograde line covers. The lights are never retrograde.
 */
const RULER_RETROGRADE: Partial<Record<PointName, string>> = {
  Mercury:
    'Your ruler was retrograde at birth: you find your direction by going back over things, later and more surely than most.',
  Venus:
    'Your ruler was retrograde at birth: your life takes its shape from loves and values you have weighed twice.',
  Mars: 'Your ruler was retrograde at birth: your drive turns inward first, and you move on your own timetable.',
  Jupiter:
    'Your ruler was retrograde at birth: your faith is worked out privately, a philosophy of your own making.',
  Saturn: 'Your ruler was retrograde at birth: the rules you live by are ones you have tested for yourself.',
};

/** How many of a placement's authored sign sentences survive each trimming step, by its weight class. */
interface Paragraph {
  heading: string;
  /** The uncertainty note, when the sign depends on the unknown birth time. */
  before: string[];
  /** The authored sign sentences, shortened from the end when the report runs long. */
  sign: string[];
  /**
   * The authored dignity or debility sentence; the Dignities section names the condition too, so
   * a lightly weighted planet's sentence can go when the report runs long.
   */
  dignity: string[];
  /** A light's sentence on its prominent sign ruler. */
  lord: string[];
  /** The closest aspect of a paragraph that has nothing else of this chart's own. */
  context: string[];
  /** Chiron's or Lilith's closest contact with a personal planet or an angle, which makes the sign's text this chart's. */
  tie: string[];
  /** Cazimi, combustion or the Sun's beams, kept whatever the budget. */
  solar: string[];
  /** Reception, figure and conjunction notes, then the other possible sign's reading. */
  middle: string[];
  /** The authored house sentences, shortened after the sign text. */
  house: string[];
  /** A flag for a planet within a degree of a house cusp, kept whatever the budget. */
  cusp: string[];
  /** A flag for a planet in the first or last degree of its sign, kept whatever the budget. */
  boundary: string[];
  /** The condition and angle-convention notes, which only make sense before the house sentences. */
  houseNotes: string[];
  /** The retrograde line, among the first to go. */
  after: string[];
  /** Vocation and the Saturn returns at the reader's age, kept whatever the budget. */
  age: string[];
  /** What a planet makes with the one it is conjunct, kept whatever the budget: the list points here. */
  pair: string[];
  /** A key placement's first house sentence, told back where it fits once its house sentences are cut. */
  houseClause?: string;
  /** A key planet's last house, dignity and condition sentences, which the budget keeps. */
  keep?: boolean;
  /** An outer planet made personal: its house and contact read before its generation's sign line. */
  houseFirst?: boolean;
  weight: number;
  point: PointName;
}

const render = (p: Paragraph) =>
  p.houseFirst
    ? `${p.heading}\n\n${[...p.before, ...p.houseNotes, ...p.house, ...(p.house.length === 0 && p.houseClause ? [p.houseClause] : []), ...p.tie, ...p.sign, ...p.dignity, ...p.lord, ...p.context, ...p.solar, ...p.middle, ...p.pair, ...p.boundary, ...p.cusp, ...p.after, ...p.age].join(' ')}`
    : `${p.heading}\n\n${[...p.before, ...p.sign, ...p.tie, ...p.dignity, ...p.lord, ...p.context, ...p.solar, ...p.middle, ...p.pair, ...p.boundary, ...(p.house.length > 0 ? p.houseNotes : []), ...p.house, ...(p.house.length === 0 && p.houseClause ? [p.houseClause] : []), ...p.cusp, ...p.after, ...p.age].join(' ')}`;

/** What the rest of the chart says about one placement, so its paragraph can hold both. */
interface PlacementContext {
  /** Mutual receptions by domicile, each pair with the other's sign. */
  receptions: [PointName, PointName][];
  signs: Partial<Record<PointName, SignAbbrev>>;
  /** Sentences naming the figure a planet is the focal point or apex of. */
  figures: Partial<Record<PointName, string>>;
  /** Outer planets on an angle or aspecting a personal point, which keep their full paragraph. */
  personalOuter: ReadonlySet<PointName>;
  /** The sentence joining a planet to the one it closely conjoins, in the later paragraph of the two. */
  conjoined?: Partial<Record<PointName, string>>;
  /** A light's sentence on its prominent sign ruler. */
  lordOf?: Partial<Record<PointName, string>>;
  /** How many planets near a cusp the report has flagged so far, and under the Sun's beams, to vary the wording. */
  cuspFlags?: { told: number; edges: number; convention?: boolean; beams?: number };
  /** The person's age at the reading's date, or null when the reading has none. */
  age?: number | null;
  /** Planets near a sign's edge, their degrees told in the technical section. */
  boundaryTech?: string[];
  /** Whether transiting Saturn stands on its natal place at the reading's date. */
  saturnUnderWay?: boolean;
  /** Chiron's and Lilith's closest personal contact, as a sentence. */
  ties?: Partial<Record<PointName, string>>;
  /**
   * An outer planet made personal by an angle within 3°, a light or the ruler within 1°, or a
   * figure it focuses: its closest such contacts, read before its generation's sign line.
   */
  outerLead?: Partial<Record<PointName, string>>;
  /** Planets whose house sentence and condition stay whatever the budget: a dignified benefic, the helper. */
  keepHouse?: ReadonlySet<PointName>;
  /** A kept benefic's condition: sect, Midheaven rule, retrograde or combust. */
  condition?: Partial<Record<PointName, string>>;
  /** The chart's aspects, for a light's squares and oppositions from the outer planets. */
  hardOuter?: readonly AspectFact[];
  /** Each planet's closest conjunction, square or opposition from Saturn or Mars within 3°. */
  strain?: Partial<Record<PointName, AspectFact>>;
  /** A personal planet's conjunction with Saturn or Pluto within 6°, by the heavy planet's name. */
  weighed?: Partial<Record<PointName, PointName>>;
  /** The malefic's hard aspect the Day or Night section reads in full, referred to after. */
  sectTold?: AspectFact;
  /** The strains a paragraph has told, by the planet whose paragraph told them. */
  strainTold?: Map<AspectFact, PointName>;
}

const TIE_VERB: Record<string, string> = {
  conjunction: 'sits on',
  opposition: 'opposes',
  square: 'squares',
  trine: 'trines',
  sextile: 'sextiles',
};

/**
 * Chiron's or Lilith's tightest aspect to a personal planet or an angle (2.5°, 1.5° for the soft
 * aspects), told as where the wound or the exiled part is felt; null when it touches nothing close.
 */
function tieSentence(point: 'Chiron' | 'Mean_Lilith', aspects: AspectFact[]): string | null {
  const a = tieAspect(point, aspects);
  if (!a) return null;
  const other = a.p1 === point ? a.p2 : a.p1;
  const orb = a.allDay ? 'whatever the hour of birth' : `within ${Math.max(a.orb, 0.1).toFixed(1)}°`;
  return point === 'Chiron'
    ? `In your chart it ${TIE_VERB[a.aspect]} ${pointLabel(other)} ${orb}, so the hurt is felt through ${realm(other)}, and that is also where the healing shows.`
    : `Here it ${TIE_VERB[a.aspect]} ${pointLabel(other)} ${orb}, so what was pushed aside surfaces through ${realm(other)}.`;
}

/** Chiron's or Lilith's tightest aspect to a personal planet or an angle, which `tieSentence` tells; null when none is close. */
export function tieAspect(point: 'Chiron' | 'Mean_Lilith', aspects: AspectFact[]): AspectFact | null {
  const personal = new Set<PointName>([...PERSONAL, 'Ascendant', 'Medium_Coeli']);
  const a = aspects
    .filter(
      (x) =>
        TIE_VERB[x.aspect] &&
        !x.outOfSign &&
        x.orb <= (x.aspect === 'trine' || x.aspect === 'sextile' ? 1.5 : 2.5) &&
        (x.p1 === point ? personal.has(x.p2) : x.p2 === point && personal.has(x.p1)),
    )
    .sort((x, y) => x.orb - y.orb)[0];
  return a ?? null;
}

const realm = (p: PointName) => POINT_INFO[p]?.realm ?? pointLabel(p);

/** The angle a planet stands on when it meets the Ascendant or Midheaven by conjunction or opposition. */
const AXIS_END: Partial<Record<PointName, Record<string, { name: string; realm: string }>>> = {
  Ascendant: {
    conjunction: { name: 'Ascendant', realm: 'how you meet the world' },
    opposition: { name: 'Descendant', realm: 'your partners and the people you meet one to one' },
  },
  Medium_Coeli: {
    conjunction: { name: 'Midheaven', realm: 'your calling and public standing' },
    opposition: { name: 'IC', realm: 'your home, family and roots' },
  },
};

/** Whether a text's first sentence already names both points of a contact. */
const namesBoth = (text: string, a: PointName, b: PointName) => {
  const first = text.split(/(?<=\.)\s/)[0]!;
  return first.includes(pointTitle(a)) && first.includes(pointTitle(b));
};

/**
 * Two planets' realms as an aspect holds them, written to follow "keeps" or "holds"; each kind in
 * two wordings of one length, taken in turn once the budget has settled which paragraphs keep
 * theirs, so two paragraphs of one report do not share a phrase and the word count stands.
 */
const WITH_PHRASE: Record<string, ((a: string, b: string) => string)[]> = {
  conjunction: [(a, b) => `${a} fused with ${b}`, (a, b) => `${a} merged with ${b}`],
  trine: [(a, b) => `${a} in easy agreement with ${b}`, (a, b) => `${a} in easy accord with ${b}`],
  sextile: [(a, b) => `${a} in ready cooperation with ${b}`, (a, b) => `${a} ready to work with ${b}`],
  // A square is hard, and the aspect list reads it so ("heavy pressures"): the woven sentence agrees
  // (review r29: Tom Hanks's Saturn-Pluto square "in a productive tension" beside "heavy pressures").
  square: [
    // Even-handed: a square presses both ways (review r30: Uranus's freedom "under pressure from" Venus).
    (a, b) => `${a} at hard, constant odds with ${b}`,
    (a, b) => `${a} in a grinding struggle with ${b}`,
  ],
  opposition: [
    (a, b) => `${a} pulling against ${b} until you find the balance`,
    (a, b) => `${a} set against ${b} until you strike a balance`,
  ],
};

/** How many paragraphs of one report can take a woven aspect, each in its own frame. */
const WOVEN_FRAMES = 5;

/**
 * A planet's closest aspect, woven into a paragraph that has nothing else of this chart's own; the
 * frames have one length, so the wording can turn after the budget without moving the count.
 */
function wovenSentence(point: PointName, a: AspectFact, frame: number, turn: number, closest = true): string {
  // A planet whose closest aspect was woven into the other planet's paragraph gets its next one,
  // which the frames call "one close aspect", never its closest or tightest, in as many words
  // (review v: Beethoven's Mars "closest" to the Sun at 2.1° beside its 0.0° opposition to Mercury).
  const other = a.p1 === point ? a.p2 : a.p1;
  const phrases = WITH_PHRASE[a.aspect]!;
  const ties = phrases[turn % phrases.length]!(realm(point), realm(other));
  // An untimed chart's Moon has no orb to tell: the noon figure is not the birth's, and the aspect
  // is woven only because it holds whatever the hour (review r26: "within 0.1° of the Moon").
  if (a.allDay) {
    const an = a.aspect === 'opposition' ? 'an' : 'a';
    return frame % 2 === 0
      ? `Its closest aspect, ${an} ${a.aspect} with ${pointLabel(other)} that holds whatever the hour of birth, keeps ${ties}.`
      : `Whatever the hour of birth, it ${a.aspect === 'conjunction' ? 'joins' : TIE_VERB[a.aspect]} ${pointLabel(other)}, which keeps ${ties}.`;
  }
  const orb = `${Math.max(a.orb, 0.1).toFixed(1)}°`;
  return [
    `${closest ? 'Its closest aspect' : 'One close aspect'}, ${a.aspect === 'opposition' ? 'an' : 'a'} ${a.aspect} with ${pointLabel(other)} within ${orb}, keeps ${ties}.`,
    `In this chart it ${a.aspect === 'conjunction' ? 'joins' : TIE_VERB[a.aspect]} ${pointLabel(other)} within ${orb}, which keeps ${ties}.`,
    a.aspect === 'conjunction'
      ? `${capitalise(pointLabel(other))} stands within ${orb} of it in a conjunction, holding ${ties}.`
      : `${capitalise(pointLabel(other))} stands ${orb} from an exact ${a.aspect} to it, holding ${ties}.`,
    `${a.aspect === 'opposition' ? 'An' : 'A'} ${a.aspect} to ${pointLabel(other)} within ${orb}, ${closest ? 'its tightest contact' : 'a close contact too'}, keeps ${ties}.`,
    `Tied to ${pointLabel(other)} by ${a.aspect === 'opposition' ? 'an' : 'a'} ${a.aspect} within ${orb}, it keeps ${ties}.`,
  ][frame % WOVEN_FRAMES]!;
}

const NO_CONTEXT: PlacementContext = { receptions: [], signs: {}, figures: {}, personalOuter: new Set() };

function placementParagraph(
  chart: Chart,
  f: PlacementFact,
  weight: number,
  ctx: PlacementContext = NO_CONTEXT,
): Paragraph {
  const key = tablePoint(f.point)!;
  const point = findPoint(chart, f.point)!;
  const allSign = sentencesOf(signTextAt(key, f.sign, point.abs_pos));
  // The sign's opening was every reader's with the placement, word for word: with a birth time
  // it is the one written for the kind of house the planet works in.
  const housed = point.uncertain ? null : readingHouse(chart, point);
  // The Ascendant has no house of its own: its sign's ruler carries it into one.
  const rising = key === 'Ascendant' ? findPoint(chart, SIGN_LORD[f.sign]) : undefined;
  const risingHouse = rising && chart.birth_time_known ? readingHouse(chart, rising) : null;
  const lead =
    risingHouse !== null
      ? ASCENDANT_RULER_LEAD[f.sign][HOUSE_TRIPLICITY[risingHouse as HouseNumber]]
      : // Where sign and house pull opposite ways the bridge sentence answers the sign's own
        // opening, which stays.
        housed === null || signHouseBridge(f.point, f.signName, SIGN_INFO[f.sign].element, housed)
        ? undefined
        : signHouseLead(key, f.sign, housed as HouseNumber);
  if (lead) allSign.splice(0, 1, lead);
  // An outer planet that touches nothing personal describes a generation: one line is enough.
  const generationalOnly = GENERATIONAL.includes(f.point) && !ctx.personalOuter.has(f.point);
  // Chiron's and Lilith's sign texts are shared by everyone born within months: one line, then
  // what ties the point to this chart.
  const minor = f.point === 'Chiron' || f.point === 'Mean_Lilith';
  const outerLead = ctx.outerLead?.[f.point];
  // An outer planet made personal is read by house and contact: its generation's line is the
  // cliché the review objected to ("Those born with Pluto in Scorpio …"), and goes.
  const signText = outerLead ? [] : generationalOnly || minor ? allSign.slice(0, 1) : allSign;
  const tie = minor && ctx.ties?.[f.point] ? [ctx.ties[f.point]!] : [];
  const before: string[] = [];
  const dignity: string[] = [];
  const middle: string[] = [];
  const solarLines: string[] = [];
  const house: string[] = [];
  const cusp: string[] = [];
  const after: string[] = [];
  const age: string[] = [];
  const boundaryNotes: string[] = [];
  const houseNotes: string[] = [];
  const years = ctx.age ?? null;
  if (years !== null && f.point === 'Medium_Coeli') {
    // The last sentence of a Midheaven's text advises on a career to choose: past 45 the age
    // sentence speaks of the working life instead.
    if (years >= 45) signText.splice(2);
    // The frame turns with the Midheaven's degree, so readers of one age do not share a line.
    // Between 32 and 44 the age line names the ruler's house, and the ruler line is not told apart.
    const lord = findPoint(chart, SIGN_LORD[f.sign]);
    const lordHouse = lord && chart.birth_time_known ? readingHouse(chart, lord) : null;
    const ruler =
      years >= 32 && years <= 44 && lordHouse
        ? { name: pointLabel(SIGN_LORD[f.sign]), house: lordHouse, field: CALLING_FIELD[lordHouse - 1]! }
        : undefined;
    age.push(vocationAtAge(years, f.signName, Math.floor(point.position), ruler));
  }
  const rulerTold = age.some((x) => x.includes('ruler of your Midheaven'));
  if (f.point === 'Medium_Coeli' && chart.birth_time_known && !rulerTold) {
    const line = midheavenRulerLine(chart, f.sign);
    if (line) middle.push(line);
  }
  if (years !== null && f.point === 'Saturn')
    age.push(
      saturnReturnAtAge(
        years,
        firstSaturnReturn(chart),
        f.signName,
        chart.birth_time_known ? readingHouse(chart, point) : null,
        ctx.saturnUnderWay,
      ),
    );
  let heading = `### ${pointTitle(f.point)} in ${f.signName}`;
  let otherReading: string | null = null;
  if (point.uncertain && point.uncertain.signs.length > 1) {
    const [first, second] = point.uncertain.signs as [SignAbbrev, SignAbbrev];
    const at = signChangeTime(point.abs_pos, point.speed, SIGN_INFO_INDEX[second] * 30);
    const other = point.sign === first ? second : first;
    heading = `### ${pointTitle(f.point)} in ${SIGN_INFO[first].name} or ${SIGN_INFO[second].name}`;
    before.push(
      `Without a birth time the sign of ${pointLabel(f.point)} is not certain: it moved from ${SIGN_INFO[first].name} into ${SIGN_INFO[second].name} at about ${at} local time, so ${f.signName}, which it held for most of the day, is read first.`,
    );
    otherReading = `If you were born ${other === first ? 'before' : 'after'} about ${at}, read this instead: ${sentencesOf(SIGN_TEXT[key][other]).slice(0, 2).join(' ')}`;
  }
  let retroTold = false;
  if (CLASSICAL.includes(f.point)) {
    const d = point.uncertain ? [] : dignities(f.point, f.sign);
    // The Sun's beams are the five planets' condition: the Moon's distance from the Sun is its
    // phase, read in its own section, and only the dark of the Moon, combust, is told here.
    const byDistance = solarCondition(chart, f.point);
    const solar = f.point === 'Moon' && byDistance?.kind === 'beams' ? null : byDistance;
    const shown = angleContact(chart, point)?.angle;
    // The report counts the planets it has told under the beams, to vary the wording.
    const counted = solar?.kind === 'beams' && !solar.acrossSign ? ctx.cuspFlags : undefined;
    const beams = counted?.beams ?? 0;
    if (counted) counted.beams = beams + 1;
    const solarText = solar
      ? solarConditionSentence(f.point, solar, shown === 'IC' ? undefined : shown, beams, f.signName)
      : null;
    // A planet strong by sign and impeded is read in one sentence, so the paragraph does not
    // praise it and then fault it (review r31: Bowie's exalted Mars, combust on his Sun).
    const capable =
      d.includes('domicile') || d.includes('exaltation') ? capableClause(f.point, f.sign) : null;
    const subject = `${capitalise(pointLabel(f.point))} is `;
    if (capable && solar?.kind === 'combust' && solarText?.startsWith(`${subject}combust, `))
      solarLines.push(`${capable}, but ${solarText.slice(subject.length)}`);
    else {
      const strain = ctx.strain?.[f.point];
      const impeded = capable
        ? impededStrength(capable, f.point, strain, f.retrograde, !!strain && strain === ctx.sectTold)
        : null;
      if (impeded && strain) ctx.strainTold?.set(strain, f.point);
      retroTold = !!impeded && !ctx.strain?.[f.point];
      // A planet with neither dignity nor debility is named once, with the others, in the synthesis.
      if (impeded) dignity.push(impeded);
      else if (d.length > 0) dignity.push(dignitySentence(f.point, f.sign));
      // Under the beams is stated as surely as combustion: an astrologer checking each planet's
      // distance from the Sun found the milder condition told in one chart and cut in the next.
      if (solarText) solarLines.push(solarText);
    }
    // After the sign and its dignity, which promise the steadiness its own hard aspects deny.
    const shaken = shakenLight(f.point, f.signName, [...signText, ...dignity].join(' '), ctx.hardOuter ?? []);
    if (shaken) dignity.push(shaken);
    const pair = ctx.receptions.find((r) => r.includes(f.point));
    const partner = pair ? (pair[0] === f.point ? pair[1] : pair[0]) : undefined;
    const partnerSign = partner ? ctx.signs[partner] : undefined;
    const weak = (p: PointName, sign: SignAbbrev | undefined) =>
      !!sign && dignities(p, sign).some((x) => x === 'detriment' || x === 'fall');
    const selfWeak = weak(f.point, f.sign);
    const partnerWeak = partner ? weak(partner, partnerSign) : false;
    // Said once per pair: in the debilitated planet's paragraph (the first's when both or neither
    // are). Reception is help from the host, not dignity: a debilitated planet stays debilitated.
    const here =
      partner &&
      (selfWeak && partnerWeak ? pair![0] === f.point : selfWeak || (!partnerWeak && pair![0] === f.point));
    if (partner && partnerSign && here) {
      const condition = d.includes('fall') ? 'fall' : 'detriment';
      const partnerCondition = dignities(partner, partnerSign).includes('fall') ? 'fall' : 'detriment';
      middle.push(
        selfWeak && partnerWeak
          ? `Its mutual reception with ${pointLabel(partner)} in ${SIGN_INFO[partnerSign].name} helps less than it seems: each rules the other's sign, but ${condition === partnerCondition ? `both stand in their ${condition}` : `${pointLabel(f.point)} is in its ${condition} and ${pointLabel(partner)} in its ${partnerCondition}`}, so each props the other up without freeing either from its debility.`
          : selfWeak
            ? `Its mutual reception with ${pointLabel(partner)} in ${SIGN_INFO[partnerSign].name} eases that without curing it: ${pointLabel(partner)}, which rules ${SIGN_INFO[f.sign].name}, receives ${pointLabel(f.point)} as a host and can help it, yet ${pointLabel(f.point)} still works from its ${condition}, only not alone.`
            : `It stands in mutual reception with ${pointLabel(partner)} in ${SIGN_INFO[partnerSign].name}, each in the other's sign, so the two work as partners.`,
      );
    }
  }
  const lord = ctx.lordOf?.[f.point];
  const condition = ctx.condition?.[f.point];

  const figure = ctx.figures[f.point];
  if (figure) middle.push(figure);
  const joined = ctx.conjoined?.[f.point];
  if (otherReading) middle.push(otherReading);
  // The angles define the houses rather than sit in them.
  const read = readingHouse(chart, point);
  if (read !== null && f.point !== 'Ascendant' && f.point !== 'Medium_Coeli') {
    const on = angleContact(chart, point);
    // A point just before an angle is simply read in the angle's house; the heading says it is on the angle.
    // A node in the sign whose own house is across the chart: one reading of sign and house together.
    const acrossAxis = SIGN_INFO_INDEX[f.sign] === (read + 5) % 12;
    if (key === 'South_Node' && acrossAxis) house.push(SOUTH_NODE_AXIS_TEXT[f.sign]);
    else if (key === 'South_Node') {
      // The sign's habit is told where it plays out, in one sentence: the sign line alone was
      // shared by everyone born within the same eighteen months.
      const placed = signText[0] ? housedSignSentence(signText[0], f.point, f.signName, read) : undefined;
      if (placed && placed !== signText[0]) {
        signText[0] = placed;
        house.push(
          capitalise(
            SOUTH_NODE_HOUSE_TEXT[read as HouseNumber].replace(/^With the South Node in the \w+ house, /, ''),
          ),
        );
      } else house.push(SOUTH_NODE_HOUSE_TEXT[read as HouseNumber]);
    } else if (key === 'North_Node' && NODE_HOUSE_AXIS[read]) {
      // The nodes are an axis of houses first: the house pair leads, and the sign gives only the
      // style, so a Leo North Node in the seventh grows through partnership (review r26b).
      // A sign whose own house is across the chart has its authored axis reading, house-led already.
      signText.splice(
        0,
        signText.length,
        ...(acrossAxis
          ? [NORTH_NODE_AXIS_TEXT[f.sign]]
          : [
              // The sign makes the axis this chart's: the house pair alone was one reader in seven's.
              NODE_HOUSE_AXIS[read]!.replace(/^North Node in the/, `North Node in ${f.signName} in the`),
              NODE_SIGN_STYLE[f.signName] ?? signText[0]!,
            ]),
      );
    } else {
      const houseText = sentencesOf(HOUSE_TEXT[key as HousePoint][read as HouseNumber]);
      // A generation's line that touches nothing personal is every classmate's sentence, word for
      // word (review r31: "Your generation, born with Neptune in Libra" in three of twenty
      // reports): the house, with the sign named in it, is what is this person's.
      if (generationalOnly) signText.splice(0);
      // A sign and house of opposite character: one sentence holds both, in place of the house's own opening.
      const bridge = signHouseBridge(f.point, f.signName, SIGN_INFO[f.sign].element, read);
      if (bridge) houseText.splice(0, 1, bridge);
      // The house texts describe a planet in good shape; a debilitated or combust one reaches the
      // same ground by effort, so its strong sentences are told conditioned and one paragraph
      // gives one reading. Combustion is named once, by the solar sentence, and only recalled here.
      const debility = point.uncertain
        ? undefined
        : dignities(f.point, f.sign).find((d) => d === 'detriment' || d === 'fall');
      const burned = solarCondition(chart, f.point)?.kind === 'combust';
      // A house sentence promising ease beside Saturn or Pluto on the planet would read the
      // placement without its weight (review r31: Venus in the seventh, "kind, graceful partners",
      // conjunct Saturn).
      const heavy = ctx.weighed?.[f.point];
      const condition = [
        ...(debility ? [`in its ${debility}`] : []),
        ...(burned ? ['outshone by the Sun'] : []),
        ...(heavy ? [`joined by ${heavy}`] : []),
      ].join(' and ');
      const strong = condition
        ? STRONG_HOUSE_TEXT[key as keyof typeof STRONG_HOUSE_TEXT]?.[read as HouseNumber]
        : undefined;
      const told = strong ? houseText.indexOf(strong[0]) : -1;
      const rising =
        on?.angle === 'Ascendant' ? RISING_WEAK_TEXT[key as keyof typeof RISING_WEAK_TEXT] : undefined;
      if (strong && told >= 0) houseText[told] = (rising ?? strong[1]).replace('{condition}', condition);
      const image = HOUSE_IMAGE[key as HousePoint]?.[read as HouseNumber];
      if (image)
        houseText.forEach(
          (x, i) => (houseText[i] = x.replace(image.stock, image.by[SIGN_INFO[f.sign].element])),
        );
      // An outer planet made personal opens with its house and its contact, its generation after.
      // The budget cuts the generation's line first, then the contact, and keeps the house.
      if (outerLead) tie.push(outerLead);
      if (PLANETS.includes(f.point) && houseText[0])
        houseText[0] = signedHouseSentence(houseText[0], f.point, f.signName);
      if (minor && signText[0]) signText[0] = housedSignSentence(signText[0], f.point, f.signName, read);
      // A sign whose own theme is the house's says it in the sign line already: the house sentence
      // naming it again is the same thought twice (review d: a Libra Sun in the seventh "discovers
      // itself through partnership" in two sentences running).
      // A sentence told conditioned keeps its condition, and an outer planet keeps the house that
      // makes it this person's.
      const theme =
        SIGN_INFO_INDEX[f.sign] === read - 1 && !GENERATIONAL.includes(f.point)
          ? HOUSE_THEME_WORDS[read - 1]
          : undefined;
      const signSaid = signText.join(' ').toLowerCase();
      const restates = (x: string, i: number) =>
        !!theme &&
        !(strong && i === told) &&
        (x.match(theme) ?? []).some((w) => signSaid.includes(w.toLowerCase()));
      const fresh = houseText.filter((x, i) => !restates(x, i));
      const kept = fresh.length > 0 ? fresh : houseText;
      house.push(...(minor || generationalOnly ? kept.slice(0, 1) : kept));
    }
    // A point read in the angle's house names the cusp's house too: the wheel shows it there, and
    // an astrologer took a Jupiter in the sixth headed "Seventh House" for an error once the note
    // explaining the convention had gone with the house sentences.
    const byCusps =
      point.house !== null && point.house !== read ? ` (${ordinal(point.house)} by the cusps)` : '';
    heading += `, ${capitalise(ordinal(read))} House${byCusps}${on ? (on.angle === 'Ascendant' ? ', Rising' : `, on the ${on.angle}`) : ''}`;
    // The convention is explained at the first planet it moves and named at every other one: a
    // reader checking the wheel took an unexplained move for a wrong house (review q, 2 of 8).
    if (on && point.house !== read && ctx.cuspFlags) {
      houseNotes.push(
        ctx.cuspFlags.convention
          ? `${capitalise(pointLabel(f.point))} too lies just before the ${on.angle}, in the ${ordinal(point.house!)} house by the cusps, and is read in the ${ordinal(read)}.`
          : `By the cusps ${pointLabel(f.point)} falls in the ${ordinal(point.house!)} house, but ${PLANETS.includes(f.point) ? 'a planet' : 'a point'} within ${CUSP_ORB}° before an angle acts as if on it, so it is read here in the ${ordinal(read)}.`,
      );
      ctx.cuspFlags.convention = true;
    }
    const flag =
      !on && PLANETS.includes(f.point) && ctx.cuspFlags ? nearCusp(chart, point, ctx.cuspFlags.told) : null;
    if (flag && ctx.cuspFlags) {
      cusp.push(flag);
      ctx.cuspFlags.told++;
    }
  }
  const boundary =
    (PLANETS.includes(f.point) || (ANGLE_POINTS.includes(f.point) && chart.birth_time_known)) &&
    !point.uncertain?.signs[1] &&
    ctx.cuspFlags
      ? signBoundary(chart, point, ctx.cuspFlags.edges)
      : null;
  // A planet merely near a sign's edge, its sign not in doubt, is a degree remark for the
  // technical section ("with the change of sign still fresh" ran in three reports, review r26);
  // the prose keeps the notes that matter to the reader: an angle, or a sign that rests on the minute.
  const stock = /still fresh|close to turning|is a step from|has only just left/;
  const degree =
    boundary && PLANETS.includes(f.point) && stock.test(boundary) ? /at (\d+°\d+′ \w+)/.exec(boundary) : null;
  if (degree && ctx.boundaryTech) ctx.boundaryTech.push(`${pointTitle(f.point)} ${degree[1]}`);
  else if (boundary && ctx.cuspFlags) {
    ctx.cuspFlags.edges++;
    boundaryNotes.unshift(boundary);
  }
  // A node or outer planet whose house reading moved up front has no house lines for a convention
  // note to introduce: it goes now, before the budget counts words it would never show.
  if (key === 'North_Node' && house.length === 0) houseNotes.splice(0);
  // Told with the first house sentence, which the budget keeps for a kept benefic.
  if (condition && house.length > 0) house[0] = `${house[0]} ${condition}`;
  const retro = f.retrograde && !retroTold ? RETRO_SENTENCE[f.point] : undefined;
  if (retro) after.push(retro);
  if (f.retrograde && (PLANETS.includes(f.point) || f.point === 'Chiron')) heading += ' (retrograde)';
  return {
    heading,
    before,
    sign: signText,
    tie,
    dignity,
    lord: lord ? [lord] : [],
    context: [],
    solar: solarLines,
    middle,
    house,
    cusp,
    boundary: boundaryNotes,
    houseNotes,
    after,
    age,
    pair: joined ? [joined] : [],
    // A generation's planet read by its house alone keeps that house: it is all the paragraph has.
    keep: !!ctx.keepHouse?.has(f.point) || !!outerLead || (generationalOnly && house.length > 0),
    houseFirst: !!outerLead || (generationalOnly && house.length > 0),
    weight,
    point: f.point,
  };
}

/**
 * A house sentence with the planet's sign in it ("your Scorpio Moon in the tenth house"): the house
 * tables are shared by every chart with the placement, and one opening ran word for word through
 * three of twenty reports (review r31). A sentence that does not name the planet in its house is
 * returned as it is.
 */
export function signedHouseSentence(text: string, point: PointName, sign: string): string {
  const name = pointTitle(point);
  return text.replace(
    new RegExp(`(?:\\b(Your|your|The|the) )?\\b${name} in (?:your|the) (\\w+) house`),
    (_, article: string | undefined, nth: string, at: number) =>
      `${at === 0 || (article && /^[A-Z]/.test(article)) ? 'Your' : 'your'} ${sign} ${name} in the ${nth} house`,
  );
}

/**
 * Chiron's or Lilith's sign line with its house in it ("Lilith in Leo in your seventh house"): the
 * sign line is all that is sure to survive the budget, and it is shared by everyone born within
 * months (review r31).
 */
export function housedSignSentence(text: string, point: PointName, sign: string, house: number): string {
  return text.replace(
    new RegExp(`\\b(Your )?(${pointTitle(point).replace(/^Black Moon /, '')} in ${sign})\\b`),
    (_, your: string | undefined, at: string) =>
      `${your ?? ''}${at} in ${your ? 'the' : 'your'} ${ordinal(house)} house`,
  );
}

/** A dignified planet's dignity, told to be followed by what impedes it: "Mars is exalted in Capricorn, so it is capable". */
function capableClause(point: PointName, sign: SignAbbrev): string {
  const head = dignitySentence(point, sign).split(':')[0]!;
  return `${head}${head.includes(', so ') ? ' and' : ', so'} it is capable`;
}

/**
 * A dignified planet pressed by Saturn or Mars within 3°, or else retrograde, in one sentence: the
 * strength first, then what the impediment does to it. Null when neither holds.
 */
function impededStrength(
  capable: string,
  point: PointName,
  strain: AspectFact | undefined,
  retrograde: boolean,
  /** The Day or Night section has told the strain, with its orb: it is referred to, not told again. */
  toldAbove = false,
): string | null {
  if (strain) {
    const other = strain.p1 === point ? strain.p2 : strain.p1;
    const what =
      other === 'Saturn'
        ? 'that strength is tested by delay and restraint, and what it wins it wins slowly and keeps'
        : 'that strength runs hot and hasty, and it serves you best when it is aimed before it is used';
    if (toldAbove)
      return `${capable}, but with the ${strain.aspect} from ${pointLabel(other)} read above, ${what}.`;
    return `${capable}, but ${pointLabel(other)} ${TIE_VERB[strain.aspect]} it within ${Math.max(strain.orb, 0.1).toFixed(1)}°: ${what}.`;
  }
  return retrograde
    ? `${capable}, but it is retrograde: that strength turns inward first and shows late, though when it shows it holds.`
    : null;
}

/**
 * A house's theme label given the first time the house is named, not at each mention: "the seventh
 * house (Partnerships)" stood twice in one overview beside "partners" and "partnership" (review d).
 */
export function onceLabelled(text: string, seen = new Set<string>()): string {
  return text.replace(/\b(the (\w+) house) \(([A-Z][\w &]+)\)/g, (all, named: string, nth: string) => {
    if (!seen.has(nth)) {
      seen.add(nth);
      return all;
    }
    return named;
  });
}

/** The words that carry each house's theme, first house first, by stem. */
const HOUSE_THEME_WORDS: readonly RegExp[] = [
  /\b(?:appearance|first impression)/gi,
  /\b(?:money|possession|earning)/gi,
  /\b(?:sibling|neighbour|communicat)/gi,
  /\b(?:home|family|roots)\b/gi,
  /\b(?:romance|romantic|creativ|children)/gi,
  /\b(?:routine|health|daily work)/gi,
  /\b(?:partner|marriage|relationship)/gi,
  /\b(?:intima|shared resources|inheritance)/gi,
  /\b(?:travel|philosoph|belief)/gi,
  /\b(?:career|vocation|reputation)/gi,
  /\b(?:friend|group)/gi,
  /\b(?:solitude|retreat|hidden)/gi,
];

/** "2.6 minutes", "11 minutes": a rate of clock minutes, to a tenth below ten. */
const minuteWords = (m: number) => {
  const r = m < 10 ? Math.round(m * 10) / 10 : Math.round(m);
  return `${r} minute${r === 1 ? '' : 's'}`;
};

/**
 * A sentence for a planet in the first or last degree of its sign, or null: readers check such a
 * degree against their own tables, and without a birth time the sign itself is in question.
 */
function signBoundary(chart: Chart, p: ChartPoint, variant: number): string | null {
  const early = p.position < 1;
  if (!early && p.position < 29) return null;
  const i = SIGN_INFO_INDEX[p.sign];
  const neighbour = (Object.keys(SIGN_INFO) as SignAbbrev[])[(i + (early ? 11 : 1)) % 12]!;
  const [sign, other] = [SIGN_INFO[p.sign].name, SIGN_INFO[neighbour].name];
  const deg = Math.floor(p.position);
  const min = Math.floor((p.position - deg) * 60);
  const at = `${deg}°${String(min).padStart(2, '0')}′ ${sign}`;
  // An angle this close to the boundary rests on the recorded minute, and for the Ascendant the
  // chart ruler rests with it (review r33: an Ascendant at 29° was read as if certain). The rising
  // sign's edge is told in this chart's own minutes, since the Ascendant's rate varies with the
  // latitude and the rising sign (issue 27).
  if (ANGLE_POINTS.includes(p.name)) {
    const [first, second] = early ? [other, sign] : [sign, other];
    if (p.name !== 'Ascendant')
      return `Your Midheaven sits at ${at}, on the cusp of ${first} and ${second}: a birth time a few minutes off would change it, and with it the sign this reading gives your calling, so it is worth checking the recorded time.`;
    const rate = ascendantMinutesPerDegree(chart);
    if (rate === null)
      return `Your Ascendant sits at ${at}, on the cusp of ${first} and ${second}: a birth time a few minutes off would change it, and with it the chart ruler.`;
    const minutes = (early ? p.position : 30 - p.position) * rate;
    const n = Math.round(minutes);
    const when = minutes < 1 ? 'less than a minute' : `about ${n} minute${n === 1 ? '' : 's'}`;
    return `Your Ascendant sits at ${at}, on the cusp of ${first} and ${second}: at your birthplace and hour it was moving 1° every ${minuteWords(rate)}, so a birth ${when} ${early ? 'earlier' : 'later'} would have had ${other} rising, and with it another chart ruler.`;
  }
  const label = capitalise(pointLabel(p.name));
  // How many minutes of birth time would carry the point over the boundary: within five, the sign
  // rests on the recorded minute, and that is what is said (Simone de Beauvoir's Moon at 29°58′).
  const gap = early ? p.position : 30 - p.position;
  const minutes = Math.abs(p.speed) > 0 ? gap / (Math.abs(p.speed) / 1440) : Infinity;
  const later = early === p.retrograde;
  const n = Math.max(1, Math.round(minutes));
  const head =
    chart.birth_time_known && minutes <= 5
      ? `${label} stands at ${at}: a birth ${n} minute${n === 1 ? '' : 's'} ${later ? 'later' : 'earlier'} would put it in ${other}, so its sign rests on the recorded time; this reading takes it in ${sign}`
      : early && p.retrograde
        ? // Moving backwards, it heads for the sign behind it; whether it gets there before it stations
          // is not the chart's to say (review t: Neptune in 1985 turned direct at 0°50′ Capricorn).
          `${label} stands at ${at}, retrograde and moving back towards ${other}: it is read in ${sign}, the sign it holds at birth`
        : [
            early
              ? `${label} stands at ${at}, just across the boundary from ${other}: it is read in ${sign}, with the change of sign still fresh`
              : `${label} stands at ${at}, the last degree of the sign, on the boundary with ${other}: it is read in ${sign}, though close to turning`,
            early
              ? `At ${at}, ${pointLabel(p.name)} has only just left ${other}; this reading takes it in ${sign}`
              : `At ${at}, ${pointLabel(p.name)} is a step from ${other}; this reading takes it in ${sign}`,
          ][variant % 2]!;
  return chart.birth_time_known
    ? `${head}.`
    : `${head}, and it held ${sign} all day, so the unknown birth time does not change its sign.`;
}

/**
 * The Midheaven's traditional ruler and where it stands: the calling is pursued in that ruler's
 * house and with its nature, so the sentence joins the house's field to the planet's realm, in the
 * house's own words (a second "in travel, study and…" would echo the stellium or sect line).
 */
function midheavenRulerLine(chart: Chart, sign: SignAbbrev): string | null {
  const lord = SIGN_LORD[sign];
  const p = findPoint(chart, lord);
  const house = p ? readingHouse(chart, p) : null;
  if (!p || !house) return null;
  const at = `${pointLabel(lord)}, ruler of ${SIGN_INFO[sign].name}, stands in ${SIGN_INFO[p.sign].name}`;
  // In the tenth itself the ruler doubles the Midheaven: the field needs no second name.
  if (house === 10)
    return `${capitalise(at)} in the tenth house itself, so your calling and your public standing are one matter, and ${pointLabel(lord)} brings ${realm(lord)} to both.`;
  return `${capitalise(at)} in the ${ordinal(house)} house, so your calling runs through ${CALLING_FIELD[house - 1]}, and ${pointLabel(lord)} brings ${realm(lord)} to it.`;
}

/**
 * The kind of work each house gives a calling, after "your calling runs through": the house's
 * label lowered ("spirituality and subconscious", review r23) is a heading, not a field of work.
 */
const CALLING_FIELD: readonly string[] = [
  'your own presence',
  'earning and resources',
  'words and teaching',
  'property, family concerns and work based at home',
  // The fifth's children belong to a Sun or Moon there, not to a career (Jobs, review r24).
  'creative work, entertainment and the making of things people enjoy',
  'service and craft',
  'partners and clients',
  'shared money and research',
  'teaching, law and travel',
  'your public name',
  'groups and causes',
  'work done out of sight',
];

/** The Stelliums section's note on groups it does not count. */
const NOT_STELLIUM = /not read as (a stellium|stelliums)/;

/** Within this many degrees of a house cusp a planet is flagged: a small error in the birth time moves it across. */
const CUSP_FLAG_ORB = 1;

/**
 * A number from the chart's Ascendant degree that turns the order of a sentence's wordings, so
 * the first line of its kind in each report is not the same line in every report (review r24).
 */
const chartTurn = (chart: Chart) => Math.floor(chart.houses?.[0]?.abs_pos ?? 0) % 3;

/**
 * A sentence for a planet within a degree of a house cusp, on either side, or null; `variant` picks
 * the wording, so two flagged planets in one report are not told in one frame.
 */
function nearCusp(chart: Chart, p: ChartPoint, variant: number): string | null {
  if (!chart.houses || p.house === null) return null;
  const ahead = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  const nextHouse = (p.house % 12) + 1;
  const past = ahead(chart.houses[p.house - 1]!.abs_pos, p.abs_pos);
  const before = ahead(p.abs_pos, chart.houses[nextHouse - 1]!.abs_pos);
  const label = capitalise(pointLabel(p.name));
  const deg = (x: number) => `${Math.max(x, 0.1).toFixed(1)}°`;
  if (before <= CUSP_FLAG_ORB) {
    const nth = ordinal(nextHouse);
    const theme = HOUSE_THEME[nextHouse - 1];
    // Read in the house the cusps give it, as every other section names it (review r31: Streep's
    // Sun, 1° before the twelfth cusp, was "partly of the twelfth" here and of the eleventh elsewhere).
    const own = ordinal(p.house);
    return [
      `${label} stands only ${deg(before)} before the cusp of the ${nth} house (${theme}), so it is read in the ${own}, where the cusps put it; a birth a few minutes earlier would carry it into the ${nth}.`,
      `At ${deg(before)} short of the ${nth} cusp (${theme}), ${pointLabel(p.name)} is read in the ${own}, where it stands, though a slightly earlier birth would move it to the ${nth}.`,
      `${label} is ${deg(before)} from the cusp of the ${nth} house (${theme}) and is read in the ${own}, the house it holds; only a birth a little earlier would place it in the ${nth}.`,
    ][(variant + chartTurn(chart)) % 3]!;
  }
  if (past <= CUSP_FLAG_ORB) {
    const prev = ordinal(((p.house + 10) % 12) + 1);
    return [
      `${label} stands only ${deg(past)} past this house's cusp, where a planet speaks for its house most plainly; a birth a few minutes later would put it in the ${prev}.`,
      `Just ${deg(past)} inside the house, ${pointLabel(p.name)} sits on its cusp, the point of strongest effect, though a slightly later birth time would move it back into the ${prev}.`,
      `${label} has crossed this house's cusp by only ${deg(past)}, so it acts on the house at full strength, though a birth a few minutes later would leave it in the ${prev}.`,
    ][(variant + chartTurn(chart)) % 3]!;
  }
  return null;
}

const SIGN_INFO_INDEX = Object.fromEntries(
  (Object.keys(SIGN_INFO) as SignAbbrev[]).map((s, i) => [s, i]),
) as Record<SignAbbrev, number>;

/** A placement's full paragraph, before the word budget shortens it: what every position can read. */
export function placementSection(chart: Chart, f: PlacementFact): string {
  // Every sentence of the tables, outer planets' in full as if they touched a personal point.
  return plainApostrophes(
    render(placementParagraph(chart, f, 0, { ...NO_CONTEXT, personalOuter: new Set(GENERATIONAL) })),
  );
}

/** A placement's weight for the word budget: personal and highlighted points keep their full text longest. */
function placementWeight(point: PointName, themes: Theme[], rulerPoint: PointName | null): number {
  let w = PERSONAL.includes(point) ? 4 : GENERATIONAL.includes(point) ? 0 : 2;
  if (point === 'Ascendant' || point === 'Medium_Coeli' || point === 'True_Node' || point === 'Mean_Node')
    w = 3;
  if (point === rulerPoint) w += 2;
  if (themes.slice(0, 3).some((t) => t.points.includes(point))) w += 2;
  return w;
}

const isNorthNode = (p: PointName) => p === 'True_Node' || p === 'Mean_Node';

const ANGLE_POINTS: readonly PointName[] = ['Ascendant', 'Medium_Coeli'];
const touchesPerson = (a: AspectFact) =>
  [a.p1, a.p2].some((p) => PERSONAL.includes(p) || ANGLE_POINTS.includes(p));

/**
 * Degrees added to an aspect's orb for an end further from the person: none for a personal planet,
 * or an angle meeting one; half a degree for an angle meeting anything else, 0.75 for Jupiter or
 * Saturn, 1 for the North Node and 1.25 for an outer planet.
 */
function remoteness(p: PointName, other: PointName): number {
  if (PERSONAL.includes(p)) return 0;
  if (ANGLE_POINTS.includes(p)) return PERSONAL.includes(other) ? 0 : 0.5;
  if (p === 'Jupiter' || p === 'Saturn') return 0.75;
  return isNorthNode(p) ? 1 : 1.25;
}

/**
 * An aspect's rank in the Aspects section, lower first: its orb plus each end's remoteness; a
 * conjunction, the strongest contact, 2.5° less; a sextile, the weakest, 1.5° more; out of sign 2° more;
 * 0.75° less for each light and for the chart ruler.
 */
export function aspectRank(a: AspectFact, ruler: PointName | null = null): number {
  return (
    a.orb +
    remoteness(a.p1, a.p2) +
    remoteness(a.p2, a.p1) +
    (a.aspect === 'conjunction' ? -2.5 : a.aspect === 'sextile' ? 1.5 : 0) +
    (a.outOfSign ? 2 : 0) -
    // The lights are read first: a Sun-Moon sextile at 0.3° outranks Jupiter square Saturn at 0°.
    [a.p1, a.p2].filter((p) => p === 'Sun' || p === 'Moon' || p === ruler).length * 0.75
  );
}

/**
 * An aspect a reader expects whatever else the chart holds: two planets from the Sun to Saturn
 * within 2°, or a personal planet within 1° of any planet (Jane Austen's Mars square Saturn at 0°,
 * Tina Turner's Venus square Neptune at 0.3°, once left out for wider aspects to the angles).
 */
export function closeAspect(a: AspectFact): boolean {
  const ps = [a.p1, a.p2];
  if (a.outOfSign || !ps.every((p) => PLANETS.includes(p))) return false;
  if (a.orb < 2 && ps.every((p) => CLASSICAL.includes(p))) return true;
  return a.orb <= 1 && ps.some((p) => PERSONAL.includes(p));
}

/**
 * Whether the Aspects section may list an aspect: a planet from the Sun to Saturn or an angle at
 * one end (two outer planets get a line of their own, two angles are geometry), within 8° for an
 * opposition, 6° for a conjunction, trine or square, 4° for a sextile and out of sign; the North
 * Node only by conjunction or opposition within 3°. Chiron and Lilith are read in their own paragraphs.
 */
export function listableAspect(a: AspectFact): boolean {
  const ps = [a.p1, a.p2];
  if (ps.some((p) => p === 'Chiron' || p === 'Mean_Lilith')) return false;
  if (ps.every((p) => ANGLE_POINTS.includes(p))) return false;
  if (!ps.some((p) => CLASSICAL.includes(p) || ANGLE_POINTS.includes(p))) return false;
  // A planet square the nodal axis is read too, within 1.5° (Audrey Tautou's Saturn at 0.8°): the
  // tradition's "skipped step", a lesson standing across the path between the two nodes.
  if (ps.some(isNorthNode))
    return (
      ((a.aspect === 'conjunction' || a.aspect === 'opposition') && a.orb <= 3) ||
      (a.aspect === 'square' && a.orb <= 1.5)
    );
  return a.orb <= listOrb(a);
}

/** The widest orb the Aspects section lists an aspect at, whoever its ends. */
function listOrb(a: AspectFact): number {
  if (a.outOfSign) return 4;
  // A planet is on an angle within 5°: a wider conjunction would call the Sun 7° into the first
  // house "on your Ascendant" beside a section that does not count it angular.
  const onAngle =
    [a.p1, a.p2].some((p) => ANGLE_POINTS.includes(p)) &&
    (a.aspect === 'conjunction' || a.aspect === 'opposition');
  // A conjunction past 6° is two planets in one region of the chart more than a contact.
  if (onAngle) return 5;
  return a.aspect === 'opposition' ? 8 : a.aspect === 'sextile' ? 4 : 6;
}

/** How a figure's line ends once the budget has shortened it to its widest side. */
const FIGURE_CUT = ', are left out for length.';

/** What each kind of aspect is, said once per kind in the aspect list. */
const ASPECT_KIND_GLOSS: Partial<Record<string, string>> = {
  sextile: 'a sextile, an opening that pays when used',
  trine: 'a trine, an ease given freely and easily taken for granted',
  square: 'a square, a friction inside you that asks for action',
  opposition: 'an opposition, a pull between two ends, often met through other people',
};

/**
 * An aspect's line in the list; `short` for one the overview has read in full. `signOf` gives
 * each end's settled sign, so a pair text promising ease is told conditioned for a planet in its
 * detriment or fall. `firstOfKind` glosses what a sextile, trine, square or opposition is, once
 * per kind in the list: one pair text serves both aspects of its family, and the reader still tells
 * a sextile's opening from a trine's gift (review r31). The gloss sits in the label, so the pair
 * text keeps its own closing sentence, written for that pair (review q: a stock closing frame per
 * kind was in 7 of 8 reports).
 */
export function aspectLine(
  a: AspectFact,
  short = false,
  signOf: (p: PointName) => SignAbbrev | undefined = () => undefined,
  firstOfKind = false,
  /** Each end's house as read, so a slow pair's line is this chart's, not its whole generation's. */
  houseOf: (p: PointName) => number | undefined = () => undefined,
): string | null {
  const gloss = firstOfKind ? ASPECT_KIND_GLOSS[a.aspect] : undefined;
  const notes = `${
    a.allDay
      ? 'holds all day, whatever the birth time'
      : `orb ${a.orb.toFixed(1)}°${a.outOfSign ? '; out of sign, so weaker' : ''}`
  }${gloss ? `; ${gloss}` : ''}`;
  // Opposite the North Node is on the South Node, and is read as that conjunction.
  if (a.aspect === 'opposition' && (isNorthNode(a.p1) || isNorthNode(a.p2))) {
    const other = isNorthNode(a.p1) ? a.p2 : a.p1;
    const text = SOUTH_NODE_CONJUNCTION_TEXT[tablePoint(other) as Exclude<AspectPoint, 'North_Node'>];
    return text ? `- **${pointTitle(other)} conjunction South Node** (${notes}): ${text}` : null;
  }
  const own = pairText(a, signOf);
  if (!own) return null;
  const text = placedPairText(own, a, signOf, houseOf);
  // A square to the North Node is one to the South Node too: it is named as the axis.
  const title =
    a.aspect === 'square' && (isNorthNode(a.p1) || isNorthNode(a.p2))
      ? `${pointTitle(isNorthNode(a.p1) ? a.p2 : a.p1)} square the Nodes`
      : `${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}`;
  // One the overview has read in full keeps its place and orb for the astrologer's eye, with no
  // second reading: realm keywords ("your emotional needs and growth and faith press on each other")
  // said nothing, and a sentence pointing back read as a placeholder.
  return short
    ? `- **${title}** (${notes}; read in the overview above)`
    : `- **${title}** (${notes}): ${text}`;
}

const SLOW: readonly PointName[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/**
 * A pair text with its planets' signs in it, and their houses when both are slow: the authored
 * text is every chart's with the pair, and the Jupiter-Uranus and Mercury-Pluto lines read word
 * for word across clients (review d). A text naming the planets takes the sign after each first
 * name; one naming neither opens on where they stand.
 */
export function placedPairText(
  text: string,
  a: Pick<AspectFact, 'p1' | 'p2'>,
  signOf: (p: PointName) => SignAbbrev | undefined,
  houseOf: (p: PointName) => number | undefined = () => undefined,
): string {
  const ends = [a.p1, a.p2].filter((p) => PLANETS.includes(p) && signOf(p));
  // Only a contact with an outer planet, or between two slow ones, is a generation's line.
  const cohort =
    ends.length === 2 && (ends.some((p) => GENERATIONAL.includes(p)) || ends.every((p) => SLOW.includes(p)));
  if (!cohort) return text;
  const bothSlow = ends.length === 2 && ends.every((p) => SLOW.includes(p));
  // Two slow planets hold their signs for a year or more: with a birth time their houses are what
  // is this chart's own, and say it in fewer words than sign and house together.
  const where = (p: PointName, first: boolean) => {
    const h = bothSlow && houseOf(ends[0]!) && houseOf(ends[1]!) ? houseOf(p) : undefined;
    return h ? `in the ${ordinal(h)}${first ? ' house' : ''}` : `in ${SIGN_INFO[signOf(p)!].name}`;
  };
  // The placing pays for itself: the text's closing advice, as stock as its opening, goes, unless
  // it names a planet (a condition told for this chart's dignity).
  const name = (p: PointName) => pointTitle(p).replace(/^The /, '');
  const said = sentencesOf(text);
  const closing = said.at(-1) ?? '';
  const stockClose = said.length > 1 && !ends.some((p) => new RegExp(`\\b${name(p)}\\b`).test(closing));
  const body = stockClose ? said.slice(0, -1).join(' ') : text;
  const named = ends.filter((p) => new RegExp(`\\b${name(p)}\\b(?!')`).test(body));
  // Two planets in one sign or house share it: it is named once, after the later of them.
  const sameSign = ends.length === 2 && where(ends[0]!, true) === where(ends[1]!, true);
  if (named.length === 0) {
    if (ends.length < 2 || !/^You /.test(body)) return text;
    if (sameSign)
      return `With ${pointLabel(ends[0]!)} and ${pointLabel(ends[1]!)} ${where(ends[0]!, true)}, you${body.slice(3)}`;
    return `With ${pointLabel(ends[0]!)} ${where(ends[0]!, true)} and ${pointLabel(ends[1]!)} ${where(ends[1]!, false)}, you${body.slice(3)}`;
  }
  let out = body;
  named
    .map((p) => ({ p, at: out.search(new RegExp(`\\b${name(p)}\\b(?!')`)) }))
    .sort((x, y) => y.at - x.at)
    .forEach(({ p, at }, i, all) => {
      const end = at + name(p).length;
      // Already placed by the text itself ("Mars in Aries").
      if (/^ in [A-Z]/.test(out.slice(end)) || (sameSign && i > 0)) return;
      out = `${out.slice(0, end)} ${where(p, i === all.length - 1 || sameSign)}${out.slice(end)}`;
    });
  return out;
}

/**
 * The combust planet on an angle in a conjunction with the Sun or that angle: its paragraph reads
 * the burning and the angle together, so the list points there rather than call it hidden or shown.
 */
function combustOnAngle(chart: Chart, a: AspectFact): PointName | undefined {
  if (a.aspect !== 'conjunction') return undefined;
  const by = [...ANGLE_POINTS, 'Sun'].find((p) => p === a.p1 || p === a.p2);
  const other = by === a.p1 ? a.p2 : a.p1;
  const at = by ? findPoint(chart, other) : undefined;
  return at && solarCondition(chart, other)?.kind === 'combust' && angleContact(chart, at)
    ? other
    : undefined;
}

/**
 * The Sun's conjunction with a combust planet: the pair text ("quick to act") would contradict the
 * planet's own paragraph, which reads it as hidden by the Sun's rays (Eva Perón's Mars).
 */
function combustLine(chart: Chart, a: AspectFact, second = false): string | null {
  if (a.aspect !== 'conjunction' || (a.p1 !== 'Sun' && a.p2 !== 'Sun')) return null;
  const other = a.p1 === 'Sun' ? a.p2 : a.p1;
  // The Sun with the Moon is the new moon, read by its own pair text.
  const solar = solarCondition(chart, other);
  if (other === 'Moon' || solar?.kind !== 'combust' || combustOnAngle(chart, a)) return null;
  // Without a birth time the hour decides between cazimi and combust: the planet's paragraph says which hours.
  if (solar.cazimiHours)
    return `- **${pointTitle(a.p1)} conjunction ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}° at noon): Whether ${pointLabel(other)} was honoured in the heart of the Sun or combust depends on the hour of birth, as its paragraph above says.`;
  // A second combust planet in other words, so the list does not repeat a line.
  if (second)
    return `- **${pointTitle(a.p1)} conjunction ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}°): Combust as well, ${pointLabel(other)} lends ${realm(other)} to the Sun's aims out of sight, and comes into view when it has work of its own.`;
  return `- **${pointTitle(a.p1)} conjunction ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}°): ${capitalise(realm(other))} serve your sense of self, but combust in ${SIGN_INFO[findPoint(chart, other)!.sign].name}, ${pointLabel(other)} works inside the Sun's purpose rather than in the open, and shows most when given a task of its own.`;
}

/**
 * The overview opens with a thesis: the two heaviest themes (by the scale in the technical details)
 * named in one sentence, each told, then what ties them (`themeLink`); then the chart ruler and its
 * condition, and the next themes in a few words. A theme that rests on the angles says it needs the
 * birth time to be right.
 */
function overviewStory(o: {
  who: string;
  themes: Theme[];
  ruler: string | null;
  /** The ruler line when a told theme has placed the ruler already: only the rising sign behind it. */
  rulerRising: string | null;
  rulerPoints: PointName[];
  lights: string | null;
  /** The tightest contact between the classical planets, told unless the story has named it. */
  tightest: Theme | null;
  angleDependent: (t: Theme) => boolean;
  /** Why a theme resting on an angle needs the birth time, in this chart's degrees. */
  angleNote: (t: Theme, variant: number) => string;
  /** The sentence tying two themes, or null when nothing ties them worth saying. */
  link: (a: Theme, b: Theme, variant: number) => string | null;
}): { parts: string[]; told: Set<string>; lead: Theme[]; further: string | null } {
  const parts: string[] = [];
  let further: string | null = null;
  const isLights = (t: Theme) => t.name.startsWith('Sun in ');
  // The ruler's own angle is part of its condition, told in the ruler's sentence.
  // A ruler within 3° of an angle is the chart's first fact and leads (review r26b), the ruler's
  // sentence then adding its sign and house.
  // A generation's figure is read in the synthesis, never in the overview that opens the reading.
  const ranked = o.themes.filter(
    (t) =>
      t.figure !== 'generation' &&
      !(
        o.ruler &&
        t.name.includes(' on the ') &&
        t.weight < RULER_ON_ANGLE &&
        o.rulerPoints.some((r) => t.points.includes(r))
      ),
  );
  const kept = ranked.filter((t) => !repeats(t, ranked.slice(0, ranked.indexOf(t))));
  const [a, b] = kept;
  const told: Theme[] = [];
  // The wording turns with the chart, so two reports do not open alike.
  const variant = kept.slice(0, 4).reduce((n, t) => n + Math.round(t.weight) + t.label.length, 0);
  if (a) {
    // Two groups on one angle (a ruler apart from the planets beside it) are named together once:
    // "Mercury on the IC and Jupiter and Pluto on the IC" read as two facts (review r28).
    const angleOf = (t: Theme) => / on the (Ascendant|Midheaven|Descendant|IC)$/.exec(t.name)?.[1];
    const oneAngle = b && angleOf(a) && angleOf(a) === angleOf(b);
    const paired = b
      ? oneAngle
        ? `${listJoin([...a.points, ...b.points].map(pointLabel))} on the ${angleOf(a)}`
        : (dominantAmongDignified(a, b) ?? pairedLabel(a.label, b.label))
      : null;
    parts.push(
      paired
        ? [`${o.who}, the heart of your chart is ${paired}.`, `${o.who}, your chart turns on ${paired}.`][
            variant % 2
          ]!
        : b
          ? [
              `${o.who}, the heart of your chart is ${a.label}, together with ${b.label}.`,
              `${o.who}, two things shape your chart above the rest: ${a.label} and ${b.label}.`,
              `${o.who}, your chart turns on ${a.label} and ${b.label}.`,
            ][variant % 3]!
          : `${o.who}, the heart of your chart is ${a.label}.`,
      a.sentence,
    );
    told.push(a);
    if (b) {
      // The second theme is told in full while the opening stays short enough to read as one.
      // A malefic on a light is told however long the first theme ran: named and left unread, it
      // was buried (Minogue's Mars on her Moon behind five Gemini planets).
      const ends = b.aspect ? [b.aspect.p1, b.aspect.p2] : [];
      const urgent =
        b.aspect?.aspect !== 'trine' &&
        b.aspect?.aspect !== 'sextile' &&
        ends.some((p) => MALEFICS.includes(p)) &&
        ends.some((p) => p === 'Sun' || p === 'Moon');
      if (countWords([...parts, b.sentence].join(' ')) <= OVERVIEW_WORDS + (urgent ? 60 : 0)) {
        parts.push(oneAngle ? b.sentence.replace(IC_BASE, '') : b.sentence);
        told.push(b);
      }
      // Their shared house is the angle's own, already said.
      const link = oneAngle ? null : o.link(a, b, variant);
      if (link) parts.push(link);
    }
  }
  // A ruler whose angle the lead has told is placed without it, so the angle is said once.
  const rulerTold = told.some(
    (t) =>
      t.weight >= RULER_ON_ANGLE &&
      t.name.includes(' on the ') &&
      o.rulerPoints.some((r) => t.points.includes(r)),
  );
  // A keystone ruler's theme has told its sign, dignity and house: the ruler line adds only the
  // rising sign (review r33: Brando's Jupiter was placed twice in one overview).
  const rulerLine =
    o.rulerRising && told.some((t) => t.placesRuler)
      ? o.rulerRising
      : o.ruler && rulerTold
        ? o.ruler.replace(/(,| and) within [^,]*? of the (Ascendant|Midheaven|Descendant|IC)/, '')
        : o.ruler;
  if (rulerLine) parts.push(a ? capitalise(rulerLine) : `${o.who}, ${rulerLine}`);
  const next = kept.slice(2, 4).filter((t) => !isLights(t));
  // A lone further aspect is told by what it means, not indexed by name (review r28: "The next layer
  // holds the conjunction of Mercury and Saturn." read as machine text).
  // Only where the lead told no contact of its own: beside a figure it is one more pointer back.
  const leadContact = told.some((t) => t.aspect || FIGURE_THEME.test(t.name));
  const aspectNext = next.length === 1 && next[0]!.aspect && !leadContact ? next[0]! : undefined;
  if (aspectNext && countWords([...parts, aspectNext.sentence].join(' ')) <= OVERVIEW_WORDS + 40) {
    parts.push(aspectNext.sentence);
    told.push(aspectNext);
  }
  // Otherwise the next theme is read in its own sentence, while the opening is still short: a list
  // of their names ("Behind these, the chart gives weight to …") was a ranking, not a reading
  // (review r30). Its section then leaves it out, so it is said once (review r33).
  else {
    const nextRead = next.find((t) => !t.aspect || !leadContact);
    if (nextRead && countWords([...parts, nextRead.sentence].join(' ')) <= OVERVIEW_WORDS + 40) {
      parts.push(nextRead.sentence);
      further = nextRead.sentence;
    }
  }
  const onAngles = told.find(o.angleDependent);
  if (onAngles) parts.push(o.angleNote(onAngles, variant));
  // After the angle note, which belongs to the lead, the chart's most exact contact is named,
  // whatever the budget, unless the story has told it or a figure holding both its planets
  // (review r34: Dalí's Sun square Saturn, 0.4°).
  const tight = o.tightest;
  const tightPair = tight?.aspect ? [tight.aspect.p1, tight.aspect.p2] : [];
  if (
    tight &&
    !told.includes(tight) &&
    !parts.includes(tight.sentence) &&
    !told.some((t) => FIGURE_THEME.test(t.name) && tightPair.every((p) => t.points.includes(p)))
  ) {
    parts.push(tight.sentence);
    told.push(tight);
  }
  // Without a birth time the Moon's change of sign is always said; otherwise the Sun and Moon's
  // elements close a story that has fewer than two themes to tell.
  if (o.lights) parts.push(o.lights);
  else if (!told.some(isLights) && told.length < 2) {
    const lights = o.themes.find(isLights);
    if (lights) parts.push(lights.sentence);
  }
  if (parts.length === 0) parts.push(`${o.who}, the placements below describe your chart one by one.`);
  return {
    parts,
    told: new Set(told.map((t) => t.sentence)),
    lead: [a, b].filter((t): t is Theme => !!t),
    further,
  };
}

/**
 * Why a theme on an angle needs the birth time, told in this chart's own degrees: a stock line on
 * how fast the angles turn was the same sentence in every report with an angular theme.
 */
function angleNote(chart: Chart, angular: AngularPlanet[], t: Theme, variant: number): string {
  const contact = angular.find((a) => t.points.includes(a.point) && t.name.includes(` on the ${a.angle}`));
  if (contact) {
    // Measured in the chart's own sky: an angle in a sign of short ascension moves faster than the
    // four minutes a degree of the average (review r29), a long one slower.
    // Under ten minutes, to the half minute (4½): the rounding would otherwise be most of the gap.
    const exact = angleMinutes(chart, contact) ?? contact.orb * 4;
    const minutes = Math.max(1, exact < 10 ? Math.round(exact * 2) / 2 : Math.round(exact));
    const whole = Math.floor(minutes);
    const span = `${whole}${minutes > whole ? '½' : ''} minute${minutes === 1 ? '' : 's'}`;
    const orb = `${Math.max(contact.orb, 0.1).toFixed(1)}°`;
    return [
      `${capitalise(pointLabel(contact.point))} stands ${orb} from the ${contact.angle}, a distance the angle covers in about ${span} of clock time, so this part of the story rests on an accurate birth time.`,
      `At ${orb} from the ${contact.angle}, ${pointLabel(contact.point)} sits about ${span} of birth time from the exact angle, so read this part with the recorded hour in mind.`,
    ][variant % 2]!;
  }
  const angle: PointName = t.points.includes('Medium_Coeli') ? 'Medium_Coeli' : 'Ascendant';
  const at = findPoint(chart, angle)!;
  const deg = Math.floor(at.position);
  const where = `${deg}°${String(Math.floor((at.position - deg) * 60)).padStart(2, '0')}′ ${SIGN_INFO[at.sign].name}`;
  const name = angle === 'Ascendant' ? 'the Ascendant' : 'the Midheaven';
  return [
    `${capitalise(name)}, at ${where} in your chart, moves on with every few minutes of birth time, so what rests on it needs the recorded time to be right.`,
    `What rests on ${name}, here at ${where}, shifts with a few minutes' error in the birth time.`,
  ][variant % 2]!;
}

/** How far into an angular house an outer planet still works from the angle: a house's first third. */
const OUTER_ANGULAR = 10;

/** The weight `chartThemes` gives a chart ruler within 3° of an angle. */
const RULER_ON_ANGLE = 11.5;

const FIGURE_THEME = /^(T-square|grand cross|yod|kite|grand trine) \(/;
const MALEFICS: readonly PointName[] = ['Mars', 'Saturn'];

/**
 * The themes in the order the overview tells them. `chartThemes` weighs angles, figures and exact
 * aspects; the reviewers' order also puts a malefic on a light, the report's own highest-scoring
 * planet and a tight conjunction where a reader looks first: Minogue's out-of-sect Mars on her
 * ruling, combust Moon was buried behind a Mercury-Jupiter sextile, Einstein's exalted Mars (his
 * top score) was never named, and Mandela's 0.9° Mercury-Saturn conjunction lost to a 2.5° sextile.
 */
function rankThemes(
  chart: Chart,
  synthesis: ChartSynthesis,
  base: Theme[],
  at: {
    aspects: AspectFact[];
    signs: Partial<Record<PointName, SignAbbrev>>;
    houses: Partial<Record<PointName, number>>;
  },
): Theme[] {
  let themes = base.map((t) => ({ ...t }));
  const sunAt = chart.birth_time_known ? findPoint(chart, 'Sun') : undefined;
  const day = sunAt?.house ? sunAt.house >= 7 : null;
  const ruler = synthesis.ruler?.point;
  const same = (a: AspectFact, b: AspectFact) =>
    a.aspect === b.aspect && [a.p1, a.p2].every((p) => [b.p1, b.p2].includes(p));
  const told = (a: AspectFact) =>
    themes.some(
      (t) =>
        (t.aspect && same(t.aspect, a)) ||
        (FIGURE_THEME.test(t.name) && t.points.includes(a.p1) && t.points.includes(a.p2)),
    );
  const known = (a: AspectFact) => chart.birth_time_known || !!a.allDay || ![a.p1, a.p2].includes('Moon');
  const settled = (p: PointName) => {
    const x = findPoint(chart, p);
    return x && !x.uncertain ? x.sign : undefined;
  };
  // A malefic on a light, tightest first.
  const hit = at.aspects
    .filter(
      (a) =>
        ['conjunction', 'square', 'opposition'].includes(a.aspect) &&
        a.orb <= 3 &&
        !a.outOfSign &&
        known(a) &&
        [a.p1, a.p2].some((p) => MALEFICS.includes(p)) &&
        [a.p1, a.p2].some((p) => p === 'Sun' || p === 'Moon') &&
        !told(a),
    )
    .sort((x, y) => x.orb - y.orb)[0];
  const pair = hit ? pairText(hit, settled) : null;
  if (hit && pair) {
    const light = hit.p1 === 'Sun' || hit.p1 === 'Moon' ? hit.p1 : hit.p2;
    const m = light === hit.p1 ? hit.p2 : hit.p1;
    const outOfSect = day !== null && (day ? m === 'Mars' : m === 'Saturn');
    const combust = light === 'Moon' && solarCondition(chart, 'Moon')?.kind === 'combust';
    const near = hit.orb <= 1;
    // A planet burnt on the Sun is read as its paragraph reads it, never "quick to act" by the pair
    // text (review r27 set g: Eva Perón's combust Mars "direct, brave and quick" in the overview).
    const burnt = combustLine(chart, hit)?.replace(/^- \*\*[^*]+\*\* \([^)]*\): /, '') ?? null;
    const contact =
      hit.aspect === 'conjunction'
        ? `stands ${near ? 'within a degree of' : 'close beside'} your ${pointTitle(light)}`
        : hit.aspect === 'square'
          ? near
            ? `squares your ${pointTitle(light)} within a degree`
            : `makes a close square to your ${pointTitle(light)}`
          : near
            ? `opposes your ${pointTitle(light)} within a degree`
            : `stands in close opposition to your ${pointTitle(light)}`;
    themes.push({
      name: `${pointLabel(m)} ${hit.aspect} ${pointLabel(light)} (${hit.orb}°)`,
      // Below the angles and the lights in angular houses, which a reader looks at first.
      weight: 8 + (outOfSect ? 0.3 : 0) + (ruler && [light, m].includes(ruler) ? 0.1 : 0) - hit.orb / 30,
      points: [light, m],
      label:
        hit.aspect === 'conjunction'
          ? `${pointLabel(m)} on ${pointLabel(light)}`
          : `${pointLabel(m)} ${hit.aspect === 'square' ? 'square' : 'opposite'} ${pointLabel(light)}`,
      // The pair's own text often opens on the contact ("Saturn sits with your Moon, so ..."): the
      // bare contact before it said one fact twice (review r30, Sophia Loren), so it goes unless it
      // adds the sect, a combust Moon or an orb within a degree.
      sentence:
        !burnt && !outOfSect && !combust && !near && namesBoth(pair, m, light)
          ? pair
          : `${capitalise(pointLabel(m))}${outOfSect ? `, the malefic out of sect in a ${day ? 'day' : 'night'} chart,` : ''} ${contact}${combust ? ', and the Moon is combust as well, near enough the Sun to be lost in its light' : ''}. ${burnt ?? pair}`,
      aspect: hit,
    });
  }
  // The closest-aspect theme yields to a tighter conjunction: a conjunction is the stronger
  // contact, and a sextile gives a degree, as among the exact aspects.
  const softer = (a: AspectFact) => (a.aspect === 'trine' || a.aspect === 'sextile' ? 1 : 0);
  const closeTheme = themes.find(
    (t) => t.aspect && t.weight <= 6 && /^the (trine|sextile|square|opposition) of /.test(t.label),
  );
  if (closeTheme?.aspect) {
    const c = closeTheme.aspect;
    const conj = at.aspects
      .filter(
        (a) =>
          a.aspect === 'conjunction' &&
          !a.outOfSign &&
          known(a) &&
          [a.p1, a.p2].every((p) => PLANETS.includes(p)) &&
          [a.p1, a.p2].some((p) => PERSONAL.includes(p)) &&
          !([a.p1, a.p2].includes('Sun') && [a.p1, a.p2].every((p) => CLASSICAL.includes(p))) &&
          a.orb < c.orb + softer(c),
      )
      .sort((x, y) => x.orb - y.orb)[0];
    if (conj) {
      themes = themes.filter((t) => t !== closeTheme);
      const text = told(conj) ? null : pairText(conj, settled);
      if (text) {
        const both = PERSONAL.includes(conj.p1) && PERSONAL.includes(conj.p2);
        themes.push({
          name: `${pointLabel(conj.p1)} conjunction ${pointLabel(conj.p2)} (${conj.orb}°)`,
          weight: both && conj.orb <= 1.5 ? 6 : 2,
          points: [conj.p1, conj.p2],
          label: `the conjunction of ${pointLabel(conj.p1)} and ${pointLabel(conj.p2)}`,
          sentence: `${capitalise(pointLabel(conj.p1))} stands ${conj.orb <= 1 ? 'within a degree of' : 'close to'} ${pointLabel(conj.p2)}, your closest ${both ? 'personal ' : ''}aspect. ${text}`,
          aspect: conj,
        });
      }
    }
  }
  // A planet cazimi in its own sign or exaltation is the chart's strongest single state and leads
  // the overview; without a birth time, when the heart of the Sun held it for most of the day, it is
  // told as most likely cazimi (review r26b: Mei's cazimi Mercury in Virgo was left out).
  for (const p of CLASSICAL) {
    const solar = solarCondition(chart, p);
    const sign = settled(p);
    if (!solar || !sign) continue;
    const hours = solar.cazimiHours;
    const likely = !!hours && Math.min(hours[1], 24) - Math.max(hours[0], 0) >= 12;
    if (solar.kind !== 'cazimi' && !likely) continue;
    const d = dignities(p, sign);
    const home = d.includes('domicile');
    const high = d.includes('exaltation');
    if (!home && !high) continue;
    const state = `${home && high ? 'at home and exalted' : home ? 'at home' : 'exalted'} in ${SIGN_INFO[sign].name}`;
    const when = hours
      ? hours[0] <= 0
        ? `until about ${clock(hours[1])}`
        : hours[1] >= 24
          ? `from about ${clock(hours[0])}`
          : `from about ${clock(hours[0])} to ${clock(hours[1])}`
      : '';
    themes.push({
      name: `${pointLabel(p)} cazimi`,
      weight: 11.6,
      points: [p],
      label: `${pointLabel(p)} in the heart of the Sun`,
      sentence: likely
        ? `${capitalise(pointLabel(p))}, ${state}, stood in the heart of the Sun for most of your birth day, ${when} local time, so it is most likely cazimi, honoured rather than burned: ${realm(p)} and your sense of self speak as one, with the authority of a planet in its own dignity. Only a birth outside those hours would leave it combust.`
        : `${capitalise(pointLabel(p))} is cazimi, in the heart of the Sun, and ${state}: honoured rather than burned, ${realm(p)} and your sense of self speak as one, with the authority of a planet in its own dignity.`,
    });
  }
  themes.sort((a, b) => b.weight - a.weight);
  // The report's own top-scoring planet, when it leads the scores outright, is among the first two.
  const [top, next] = synthesis.dominant;
  if (top && next && top.score > next.score && top.score >= 6) {
    const carries = (t: Theme) =>
      t.points.includes(top.point) && !t.name.startsWith('Sun in ') && t.points.length > 0;
    const i = themes.findIndex(carries);
    const sign = at.signs[top.point];
    // A combust or retrograde planet's dignity is told with its condition (review r29).
    const impeded = synthesis.impeded[top.point];
    const tempered = impeded?.length ? ` though ${impededWords(impeded)}` : '';
    const bits = [
      ...(sign && top.reasons.includes('in its domicile')
        ? [`at home in ${SIGN_INFO[sign].name}${tempered}`]
        : []),
      ...(sign && top.reasons.includes('exalted') ? [`exalted in ${SIGN_INFO[sign].name}${tempered}`] : []),
      ...top.reasons.filter((x) => /^on the /.test(x)),
    ].slice(0, 2);
    // Said as astrology, not as a score (review r26b: "the Sun weighs most …, so much of its tone
    // comes from your sense of self"); the scores themselves are in the Technical Details.
    const rules = top.disposes.length >= 2;
    const strongest = `${capitalise(pointLabel(top.point))}${bits.length ? `, ${listJoin(bits)},` : ''} sets the tone of your chart${rules ? `: it rules the signs holding ${listJoin(top.disposes.map(pointLabel))}, so they take their cue from ${realm(top.point)}` : ''}`;
    // A planet on or near an angle in second place stays there: the angles are read first.
    const angular = (t: Theme | undefined) => !!t && / (on|near) the /.test(t.name);
    if ((i >= 2 || (i < 0 && themes.length >= 1)) && !angular(themes[1])) {
      const second = themes[1]?.weight ?? themes[0]!.weight - 1;
      if (i >= 2) {
        const t = themes[i]!;
        t.weight = second + 0.01;
        // The theme is told for its planet's weight as well as its own, so the reader knows which leads.
        if (!t.name.startsWith('dominant planet ')) t.sentence = `${t.sentence} ${strongest}.`;
      } else
        themes.push({
          name: `dominant planet ${pointLabel(top.point)}`,
          weight: second + 0.01,
          points: [top.point],
          label: `a dominant ${pointTitle(top.point)}`,
          // "Growth and faith colours the rest" (review b): a realm of two takes the plural.
          sentence: rules
            ? `${strongest}.`
            : `${strongest}, and ${realm(top.point)} ${/\band\b/.test(realm(top.point)) ? 'colour' : 'colours'} the rest.`,
        });
      themes.sort((a, b) => b.weight - a.weight);
    }
  }
  // A configuration of the person's own planets outranks any single aspect, however close (an
  // astrologer found Marilyn Monroe's Mars trine Saturn read ahead of her T-square on the Moon):
  // each such figure moves up to just before the first aspect ranked above it, at its weight, and
  // every other theme keeps its place. The dominant planet's lift above may have raised an aspect,
  // so this comes last.
  for (const figure of themes.filter((t) => t.figure === 'personal')) {
    const first = themes.findIndex((t) => SINGLE_ASPECT_THEME.test(t.name));
    const at = themes.indexOf(figure);
    if (first < 0 || first > at) continue;
    themes.splice(at, 1);
    themes.splice(first, 0, { ...figure, weight: themes[first]!.weight });
  }
  return themes;
}

/** A theme of one aspect: "Mars square the Sun (0.8°)", "the Moon conjunction Saturn (0.2°)". */
const SINGLE_ASPECT_THEME = / (conjunction|opposition|square|trine|sextile) .+ \([\d.]+°\)$/;

/** Where the aspect rule stands among the technical lines; it is written last, with the count listed. */
const ASPECT_RULE = 'aspect rule';

/**
 * Two opening themes on the same light, said as one: "a Scorpio Sun in the fourth house, paired
 * with a Sagittarius Moon", never "two things … a Scorpio Sun in the fourth house and a Scorpio
 * Sun with a Sagittarius Moon" (review r25, Picasso). Null when the two do not share their light.
 */
export function pairedLabel(a: string, b: string): string | null {
  const light = /^(an? \S+ (?:Sun|Moon)) /.exec(a)?.[1];
  if (!light || !b.startsWith(`${light} `)) return null;
  const withOf = (label: string) =>
    label.startsWith(`${light} with `) ? label.slice(light.length + 6) : null;
  const moon = withOf(a) ?? withOf(b);
  if (!moon) return null;
  const placed = withOf(a) ? b : a;
  return `${placed}, paired with ${moon}`;
}

/**
 * The dominant planet and a dignified group that holds it, named once: "a dominant Jupiter and a
 * dignified Moon, Mars and Jupiter" named Jupiter twice (review r30). Null for any other two themes.
 */
export function dominantAmongDignified(a: Theme, b: Theme): string | null {
  const [dominant, dignified] = a.name.startsWith('dominant planet ') ? [a, b] : [b, a];
  const top = dominant.name.startsWith('dominant planet ') ? dominant.points[0] : undefined;
  if (!top || !/ planets dignified$/.test(dignified.name) || !dignified.points.includes(top)) return null;
  const rest = dignified.points.filter((p) => p !== top);
  return rest.length === 0
    ? `a dominant, dignified ${pointTitle(top)}`
    : `a dominant ${pointTitle(top)}, dignified like ${listJoin(rest.map(pointLabel))}`;
}

/**
 * A theme that only restates a heavier one in other words: an element's majority after a stellium
 * in a sign of that element, or the Sun and Moon's signs when both stand in a stellium already told.
 */
function repeats(t: Theme, heavier: Theme[]): boolean {
  const stelliums = heavier.filter((h) => h.name.startsWith('stellium in '));
  const element = /^\d+ planets in (fire|earth|air|water)$/.exec(t.name)?.[1];
  if (element)
    return stelliums.some((h) =>
      Object.values(SIGN_INFO).some((x) => x.element === element && h.name.includes(`stellium in ${x.name}`)),
    );
  if (t.name.startsWith('Sun in '))
    return stelliums.some((h) => h.points.includes('Sun') && h.points.includes('Moon'));
  // A planet's own theme after a heavier one that already centres on it would count it twice
  // ("Venus on the IC, together with a dominant Venus"; "a T-square focused on Saturn and Saturn
  // on the Descendant"): the heavier theme has told its prominence.
  // One aspect to a conjunction is one configuration: the Sun square Jupiter "with Saturn beside
  // it" and then square Saturn "with Jupiter beside it" told the same fact twice (review r33).
  const a = t.aspect;
  if (
    a &&
    heavier.some((h) => h.aspect?.aspect === a.aspect && h.points.includes(a.p1) && h.points.includes(a.p2))
  )
    return true;
  const solo = t.points.length === 1 ? t.points[0]! : undefined;
  if (solo) {
    const centred = new RegExp(`(focused on|pointing at|steered by) ${pointLabel(solo)}\\b`);
    return heavier.some(
      (h) =>
        h.points.includes(solo) &&
        (h.points.length === 1 || t.name.startsWith('dominant planet ') || centred.test(h.label)),
    );
  }
  return false;
}

export function composeNatal(input: NatalReadingInput): Reading<'natal'> {
  const { reading, plan } = planNatal(input);
  return input.language === 'de' ? composeNatalDe(plan) : reading;
}

/**
 * The English reading and the decisions behind it (themes and their order, the ruler, the figures,
 * the aspects listed), which the German composer writes in its own words.
 */
export function planNatal(input: NatalReadingInput): { reading: Reading<'natal'>; plan: NatalPlan } {
  const { chart } = input;
  const name = checkName(input.firstName ?? chart.name, 'firstName');
  const who = neutralise(name);
  const facts = placements(chart);
  // A planet opposite the Ascendant or Midheaven and on the Descendant or IC is read on that
  // angle (overview, angles section, its own paragraph): the opposition would say it twice.
  const onFarAngle = (a: AspectFact) => {
    const angle = a.p1 === 'Ascendant' || a.p1 === 'Medium_Coeli' ? a.p1 : a.p2;
    const other = findPoint(chart, angle === a.p1 ? a.p2 : a.p1);
    const on = other ? angleContact(chart, other)?.angle : undefined;
    return (
      a.aspect === 'opposition' &&
      (angle === 'Ascendant' ? on === 'Descendant' : angle === 'Medium_Coeli' && on === 'IC')
    );
  };
  // The Aspects section ranks by `aspectRank`: a Saturn-Chiron square at 0° says less about the
  // person than a Moon-Midheaven trine at 0.1°.
  // A figure's sides stay candidates past the first forty, so the list can show every side of a
  // figure the overview names (issue 27: a T-square's 9° opposition fell outside them).
  const synthesis = synthesise(chart);
  const everyAspect = majorAspects(chart, Infinity);
  const figureLeg = (a: AspectFact) =>
    synthesis.patterns.some((p) => p.members.includes(a.p1) && p.members.includes(a.p2));
  const allAspects = everyAspect.slice(0, 40);
  const candidates = everyAspect.filter((a, i) => (i < 40 || figureLeg(a)) && !onFarAngle(a));
  const keyPoints = new Set<PointName>(
    ['Sun', 'Moon', synthesis.ruler?.point, synthesis.coRuler?.point].filter((p): p is PointName => !!p),
  );
  // A conjunction within 5° in one sign, of a planet from the Sun to Saturn with another planet, is
  // listed whatever the budget: it is the contact a reader looks for first (Hendrix's Moon on
  // Jupiter, Senna's on Saturn, Jobs's Jupiter on Uranus in the tenth).
  const heldConjunction = (a: AspectFact) =>
    a.aspect === 'conjunction' &&
    a.orb <= 5 &&
    !a.outOfSign &&
    PLANETS.includes(a.p1) &&
    PLANETS.includes(a.p2) &&
    [a.p1, a.p2].some((p) => keyPoints.has(p) || CLASSICAL.includes(p));
  // Within 3° of a light, the chart ruler or an angle, an aspect is one a reader checks first: it is
  // listed whatever the budget and ahead of anything wider (Hendrix's Sun opposite Uranus at 2.4°
  // was left out while Mercury conjunct Venus at 4.7° was listed).
  const core = (a: AspectFact) =>
    a.orb <= 3 && [a.p1, a.p2].some((p) => keyPoints.has(p) || ANGLE_POINTS.includes(p));
  // The tightest by rank, whatever their kind, then shown with the person's own contacts first.
  // A planet on one angle stands square or opposite the others by the chart's own geometry.
  const angleGeometry = (a: AspectFact) => {
    const angle = ANGLE_POINTS.find((p) => p === a.p1 || p === a.p2);
    const other = angle && findPoint(chart, angle === a.p1 ? a.p2 : a.p1);
    return (
      a.aspect !== 'conjunction' &&
      !!other &&
      !ANGLE_POINTS.includes(other.name) &&
      !!angleContact(chart, other)
    );
  };
  // What the list keeps whatever the budget, short of the last resort: the close contacts of the
  // lights, ruler and angles, and the close aspects between the planets themselves.
  // Jupiter or Saturn within 0.75° of an outer planet is anchored too when either end is the chart
  // ruler, stands with it, or holds an angle within 1° (Gainsbourg's Jupiter on his ruling Sun, square
  // Pluto at 0.6° with Pluto on his Midheaven, was left out for wider contacts).
  const nearAngle = (p: PointName) =>
    candidates.some(
      (x) => x.orb <= 1 && [x.p1, x.p2].includes(p) && [x.p1, x.p2].some((q) => ANGLE_POINTS.includes(q)),
    );
  const withKey = (p: PointName) =>
    keyPoints.has(p) ||
    candidates.some(
      (x) =>
        x.aspect === 'conjunction' &&
        x.orb <= 5 &&
        [x.p1, x.p2].includes(p) &&
        [x.p1, x.p2].some((q) => q !== p && keyPoints.has(q)),
    );
  const socialOuter = (a: AspectFact) => {
    const ps = [a.p1, a.p2];
    return (
      a.orb <= 0.75 &&
      ps.some((p) => p === 'Jupiter' || p === 'Saturn') &&
      ps.some((p) => GENERATIONAL.includes(p)) &&
      ps.some((p) => withKey(p) || nearAngle(p))
    );
  };
  // A planet square the nodal axis within a degree is as close a contact as the planets' own.
  const nodeSquare = (a: AspectFact) =>
    a.aspect === 'square' &&
    a.orb <= 1 &&
    [a.p1, a.p2].some(isNorthNode) &&
    [a.p1, a.p2].some((p) => CLASSICAL.includes(p));
  // The aspects that make a named figure are listed whatever the budget: a T-square whose squares
  // are missing from the list is a figure the reader cannot check (Jobs's Mars and Neptune square
  // Uranus at 5° and 3.9°, left out while wider contacts stayed).
  // Each figure's own lines, from the unmerged patterns: a merged figure's members also hold
  // contacts that are no side of it.
  const figureAspect = (a: AspectFact) =>
    synthesis.patterns.find((p) => {
      const has = (xs: readonly PointName[]) => xs.includes(a.p1) && xs.includes(a.p2);
      const across = (xs: readonly PointName[], ys: readonly PointName[]) =>
        (xs.includes(a.p1) && ys.includes(a.p2)) || (xs.includes(a.p2) && ys.includes(a.p1));
      if (!FIGURE_ASPECTS[p.kind]!.includes(a.aspect) || !has(p.members)) return false;
      if (p.kind === 'T-square' && p.sides && p.apex) {
        const focal = [p.apex, ...(p.coApexes ?? [])];
        return a.aspect === 'opposition'
          ? across(p.sides[0], p.sides[1])
          : across(focal, [...p.sides[0], ...p.sides[1]]);
      }
      if (p.kind === 'yod') return !!p.apex && ![a.p1, a.p2].includes(p.apex);
      return true;
    });
  // Two planets within 3° of an opposition or square, one of them on an angle, are a real aspect
  // between planets, in or out of sign, and the overview's angles lean on it: it is listed (review
  // r29: Jane Fonda's Jupiter on the Ascendant opposite Pluto on the Descendant, 0.7°, left out).
  // The angles themselves stay geometry (`angleGeometry`).
  const angularHard = (a: AspectFact) =>
    (a.aspect === 'opposition' || a.aspect === 'square') &&
    a.orb <= 3 &&
    [a.p1, a.p2].every((p) => PLANETS.includes(p)) &&
    [a.p1, a.p2].some((p) => synthesis.angular.some((x) => x.point === p));
  // An astrologer reads the tightest contacts of the person's own points first: within 1.5° of a
  // light, Mercury, Venus, Mars or an angle, an aspect is anchored like the lights' close contacts,
  // with a line of its own rather than a place in its figure's (review w: Elizabeth II's Mars
  // opposite Neptune at 1.2°, a T-square side cut with the figure's line, and Venus trine Pluto at
  // 1.3°, dropped past the eighth line).
  const tightPersonal = (a: AspectFact) =>
    a.orb <= TIGHT_ORB && [a.p1, a.p2].some((p) => PERSONAL.includes(p) || ANGLE_POINTS.includes(p));
  const anchoredBefore = (a: AspectFact) =>
    core(a) || closeAspect(a) || socialOuter(a) || nodeSquare(a) || angularHard(a) || tightPersonal(a);
  // A figure's side close enough to be anchored keeps its own line and reading; the others are
  // named together in one line per figure, which the budget keeps.
  const figureSide = (a: AspectFact) => !!figureAspect(a) && !anchoredBefore(a) && !heldConjunction(a);
  const anchored = (a: AspectFact) => anchoredBefore(a) || !!figureAspect(a);
  const rulerPoint = synthesis.ruler?.point ?? null;
  const rank = (a: AspectFact) => aspectRank(a, rulerPoint);
  const natural = candidates
    .filter((a) => listableAspect(a) && !angleGeometry(a))
    .sort((a, b) => rank(a) - rank(b))
    .filter((a, i) => i < MAX_ASPECTS || heldConjunction(a) || anchoredBefore(a));
  const chosen = natural.filter((a) => !figureSide(a));
  // One line per figure, two yods or T-squares on one apex told together.
  const figureSides = new Map<string, { sides: AspectFact[]; all: number }>();
  const figureKind = new Map<string, AspectPattern>();
  const figureSigns: Partial<Record<PointName, SignAbbrev>> = Object.fromEntries(
    facts.map((f) => [f.point, f.sign]),
  );
  for (const p of synthesis.patterns) {
    const sides = candidates.filter((a) => figureSide(a) && figureAspect(a) === p);
    if (sides.length === 0) continue;
    // A grand trine and a kite go by the names the overview and the patterns give them, and the
    // trine inside a kite by the kite's (set t: one figure, three names in one report).
    const kite = synthesis.patterns.find(
      (k) => k.kind === 'kite' && p.kind === 'grand trine' && p.members.every((m) => k.members.includes(m)),
    );
    const named = kite ?? p;
    const title =
      p.kind === 'T-square' || p.kind === 'yod'
        ? `${p.kind === 'yod' ? 'Yod' : 'T-square'} on ${pointTitle(p.apex!)}`
        : named.kind === 'kite'
          ? `Kite steered by ${pointLabel(named.apex!)}`
          : named.kind === 'grand trine'
            ? capitalise(grandTrineName(named, figureSigns))
            : `${capitalise(p.kind)} of ${listJoin(p.members.map(pointTitle))}`;
    const all = kite ? 0 : p.kind === 'yod' ? 1 : p.kind === 'grand cross' || p.kind === 'kite' ? 6 : 3;
    if (!figureKind.has(title)) figureKind.set(title, named);
    const had = figureSides.get(title);
    figureSides.set(title, {
      sides: [...new Set([...(had?.sides ?? []), ...sides])].sort((a, b) => a.orb - b.orb),
      all: (had?.all ?? 0) + all,
    });
  }
  const figureTitle = new Map<AspectFact, string>();
  for (const p of synthesis.patterns)
    for (const a of candidates)
      if (figureAspect(a) === p && !figureSide(a) && p.apex)
        figureTitle.set(a, `${p.kind === 'yod' ? 'Yod' : 'T-square'} on ${pointTitle(p.apex)}`);
  // The list carries no quincunx, so a yod's two legs to its apex are named on its line, with its
  // base or alone when the base has a line of its own (issue 27: a reader could not check the yod).
  const quincunxes = new Map<string, string>();
  for (const p of synthesis.patterns) {
    const apex = p.kind === 'yod' && p.apex ? findPoint(chart, p.apex) : undefined;
    if (!apex) continue;
    const base = p.members.flatMap((m) => {
      const x = m === p.apex ? undefined : findPoint(chart, m);
      return x ? [{ m, orb: Math.abs(separation(x.abs_pos, apex.abs_pos) - 150).toFixed(1) }] : [];
    });
    const title = `Yod on ${pointTitle(apex.name)}`;
    const legs = `${listJoin(base.map((x) => pointTitle(x.m)))} quincunx ${pointLabel(apex.name)} (${listJoin(base.map((x) => `${x.orb}°`))})`;
    quincunxes.set(title, [quincunxes.get(title), legs].filter(Boolean).join(', '));
  }
  // A figure is found with the engine's orbs, wider than the list's: a side past the list's orb is
  // said to be so, so the reader does not look for it above.
  const wider = (sides: AspectFact[]) =>
    sides.some((a) => a.orb > listOrb(a)) ? '; figures take wider orbs than the list' : '';
  const figureLines = [
    ...[...figureSides].map(([title, { sides, all }]) => {
      const legs = quincunxes.get(title);
      return `- **${title}**, ${sides.length < all ? 'its other sides' : title.startsWith('Yod') ? (sides.length === 1 ? 'its base' : 'its bases') : 'its sides'}: ${listJoin(sides.map((a) => `${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)} (${a.orb.toFixed(1)}°)`))}${legs ? `, with ${legs}` : ''}${wider(sides)}.`;
    }),
    ...[...quincunxes]
      .filter(([title]) => !figureSides.has(title))
      .map(([title, legs]) => `- **${title}**: ${legs}.`),
  ];
  const ranked = [...chosen].sort(
    (a, b) =>
      Number(!anchored(a)) - Number(!anchored(b)) ||
      (anchored(a) && anchored(b) ? a.orb - b.orb : Number(!touchesPerson(a)) - Number(!touchesPerson(b))),
  );
  const slowPairs = candidates
    .filter((a) => GENERATIONAL.includes(a.p1) && GENERATIONAL.includes(a.p2) && a.orb <= 5 && !figureSide(a))
    .slice(0, 3);
  const { elements, modalities } = synthesis;
  const signs: Partial<Record<PointName, SignAbbrev>> = Object.fromEntries(
    facts.map((f) => [f.point, f.sign]),
  );
  for (const p of ['Ascendant', 'Medium_Coeli'] as const) {
    const x = chart.birth_time_known ? findPoint(chart, p) : undefined;
    if (x) signs[p] = x.sign;
  }
  // A planet whose sign depends on the unknown birth time has no single dignity: the synthesis says so.
  const classical = facts
    .filter((f) => CLASSICAL.includes(f.point))
    .map((f) => ({
      point: f.point,
      sign: f.sign,
      dignities: f.possibleSigns ? null : dignities(f.point, f.sign),
      lon: f.possibleSigns ? null : findPoint(chart, f.point)!.abs_pos,
      ...(synthesis.impeded[f.point] ? { impeded: synthesis.impeded[f.point] } : {}),
    }));
  // Each planet's house as read (a planet just before an angle in the angle's house).
  const houses: Partial<Record<PointName, number>> = {};
  for (const f of facts) {
    const pt = findPoint(chart, f.point);
    const h = pt ? readingHouse(chart, pt) : null;
    if (h !== null) houses[f.point] = h;
  }
  const themes = rankThemes(chart, synthesis, chartThemes(synthesis, allAspects, signs, classical, houses), {
    aspects: allAspects,
    signs,
    houses,
  });
  // Kept among the themes, last, so the list and the paragraphs know when the overview told it.
  const tightest = tightestAspectTheme(themes, allAspects, synthesis.retrogrades, signs);
  if (tightest && !themes.includes(tightest)) themes.push(tightest);
  const sun = facts.find((f) => f.point === 'Sun');
  const moon = facts.find((f) => f.point === 'Moon');
  const asc = facts.find((f) => f.point === 'Ascendant');
  const title = `Natal Chart Reading for ${who}`;

  // The Sun and Moon theme needs the Moon's sign; when the day holds two, the overview says so.
  const [moonFrom, moonTo] = moon?.possibleSigns ?? [];
  const lights =
    sun && moonFrom && moonTo
      ? `Your Sun is in ${sun.signName}; the Moon moved from ${moonFrom} into ${moonTo} on the day you were born, so which sign it held, and how it sits with the Sun, depends on the hour.`
      : null;
  const { ruler: r, coRuler: co } = synthesis;
  const rulerLine = r && asc ? rulerClause(asc.signName, r, co) : null;

  const receptions = mutualReceptions(
    classical.filter(
      (x): x is typeof x & { dignities: NonNullable<typeof x.dignities> } => x.dignities !== null,
    ),
  );
  const figures: Partial<Record<PointName, string>> = {};
  const figureOf: Partial<Record<PointName, AspectPattern>> = {};
  for (const p of mergePatterns(synthesis.patterns))
    if (p.apex && PLANETS.includes(p.apex) && !figures[p.apex]) {
      figureOf[p.apex] = p;
      const ends = p.members.filter((m) => m !== p.apex && !(p.coApexes ?? []).includes(m));
      figures[p.apex] =
        p.kind === 'T-square'
          ? p.sides && Object.values(figures).some((x) => x?.startsWith('It takes the strain'))
            ? // A second T-square's apex in other words, as with the yods.
              `It is also the apex of a T-square: ${listJoin(p.sides[0].map(pointLabel))} and ${listJoin(p.sides[1].map(pointLabel))} oppose each other and both square it, so the pressure they build looks to it for release.`
            : p.sides
              ? `It takes the strain of the T-square's opposition, ${listJoin(p.sides[0].map(pointLabel))} against ${listJoin(p.sides[1].map(pointLabel))}: ${realm(p.sides[0][0]!)} from one side and ${realm(p.sides[1][0]!)} from the other press on ${realm(p.apex)}, ${houses[p.apex] ? `and you settle the pull through the affairs of your ${ordinal(houses[p.apex]!)} house, ${HOUSE_THEME[houses[p.apex]! - 1]!.toLowerCase().replace(' & ', ' and ')}` : 'which is where you work the pull out'}.`
              : `It is the focal planet of the T-square with ${listJoin(ends.map(pointLabel))}.`
          : p.kind === 'yod'
            ? // Each further yod's apex in other words, so one report does not tell two in one frame
              // (review r33: a third and fourth apex shared the second's sentence).
              [
                `As the apex of the yod with ${listJoin(ends.map(pointLabel))}, it is the planet that keeps having to adapt.`,
                `It stands at the apex of another yod, with ${listJoin(ends.map(pointLabel))} pointing at it, so it is asked again and again to adjust.`,
                `A further yod has it at its apex too: ${listJoin(ends.map(pointLabel))} point at it, and what they ask of it keeps shifting.`,
              ][Math.min(Object.values(figures).filter((x) => x && /\byod\b/.test(x)).length, 2)]!
            : p.kind === 'kite'
              ? `It steers the kite, giving the grand trine of ${trineCorners(p)} its direction.`
              : '';
    }
  const personalPoints = new Set<PointName>([...PERSONAL, 'Ascendant', 'Medium_Coeli']);
  const personalOuter = new Set<PointName>(
    GENERATIONAL.filter(
      (g) =>
        synthesis.angular.some((a) => a.point === g) ||
        allAspects.some(
          (a) => a.orb <= 5 && [a.p1, a.p2].includes(g) && [a.p1, a.p2].some((q) => personalPoints.has(q)),
        ),
    ),
  );
  // Two planets within 3° in one sign work as a pair: each paragraph alone would describe its
  // planet as if the other were not there (Lennon's Jupiter and Saturn rising).
  const conjoined: Partial<Record<PointName, string>> = {};
  const conjoinedAspects = new Map<AspectFact, PointName>();
  const conjoinedWith: NatalPlan['conjoinedWith'] = {};
  const order = facts.map((f) => f.point);
  for (const a of allAspects)
    if (
      a.aspect === 'conjunction' &&
      a.orb <= 3 &&
      !a.outOfSign &&
      PLANETS.includes(a.p1) &&
      PLANETS.includes(a.p2) &&
      !(GENERATIONAL.includes(a.p1) && GENERATIONAL.includes(a.p2)) &&
      order.includes(a.p1) &&
      order.includes(a.p2) &&
      (chart.birth_time_known || a.allDay || ![a.p1, a.p2].includes('Moon')) &&
      // A planet this close to the Sun is told as combust or cazimi, with its distance.
      !(a.p1 === 'Sun' && solarCondition(chart, a.p2)) &&
      !(a.p2 === 'Sun' && solarCondition(chart, a.p1))
    ) {
      const [first, later] = order.indexOf(a.p1) < order.indexOf(a.p2) ? [a.p1, a.p2] : [a.p2, a.p1];
      conjoinedWith[later] ??= { other: first, orb: a.orb };
      if (conjoined[later]) continue;
      // The pair is told as what the two make together, from its own aspect text conditioned by
      // dignity, not handed back to the reader ("read the two placements together", review r26):
      // Mars in its fall does not inherit what was said of Venus. An untimed Moon's pair has no
      // orb to tell, only that it holds whatever the hour.
      const together = pairText(a, (p) => {
        const at = findPoint(chart, p);
        return at && !at.uncertain ? at.sign : undefined;
      });
      if (!together) continue;
      const lead = a.allDay
        ? `${capitalise(pointLabel(later))} is with ${pointLabel(first)} whatever the hour of birth, so neither works alone.`
        : [
            `${capitalise(pointLabel(later))} and ${pointLabel(first)} stand together, so neither works alone.`,
            `With ${pointLabel(first)} beside it, ${pointLabel(later)} acts in concert rather than alone.`,
            `${capitalise(pointLabel(later))} is joined to ${pointLabel(first)}, and the two act as a pair.`,
          ][(Object.keys(conjoined).length + chartTurn(chart)) % 3]!;
      conjoined[later] = `${lead} ${together}`;
      conjoinedAspects.set(a, later);
    }
  const overview = overviewStory({
    who,
    themes,
    ruler: rulerLine,
    rulerRising:
      r && asc && !co
        ? `your ${asc.signName} Ascendant is what makes ${pointLabel(r.point)} your chart ruler.`
        : null,
    rulerPoints: [r?.point, co?.point].filter((x): x is PointName => !!x),
    lights,
    tightest,
    angleDependent: (t) =>
      t.name.includes(' on the ') || t.points.some((p) => p === 'Ascendant' || p === 'Medium_Coeli'),
    angleNote: (t, variant) => angleNote(chart, synthesis.angular, t, variant),
    link: (a, b, variant) =>
      themeLink(a, b, { signs, houses, aspects: allAspects, impeded: synthesis.impeded }, variant),
  });
  // Labelled before the budget counts the overview's words, part by part in reading order.
  const labelled = new Set<string>();
  overview.parts.forEach((x, i) => {
    const y = onceLabelled(x, labelled);
    if (overview.further === x) overview.further = y;
    overview.parts[i] = y;
  });
  // A light whose sign ruler is prominent says so in its own paragraph. A ruler whose sign the
  // unknown hour leaves open has no dignity to lend (a Cancer Sun's Moon "in its fall in Scorpio"
  // on a day it entered Sagittarius), and no chain of rulers ends for certain.
  const lordOf: Partial<Record<PointName, string>> = {};
  const settled = Object.fromEntries(
    Object.entries(signs).filter(([p]) => !facts.some((f) => f.point === p && f.possibleSigns)),
  ) as typeof signs;
  const final = finalDispositor(settled);
  for (const f of facts)
    if ((f.point === 'Sun' || f.point === 'Moon') && !f.possibleSigns) {
      const line = dispositorSentence(f.point, f.sign, {
        signs: settled,
        houses,
        chartRulers: [r?.point, co?.point].filter((x): x is PointName => !!x),
        finalDispositor: final,
        impeded: synthesis.impeded,
      });
      // The overview's link may already have told this light's ruler and its strength.
      const linked = overview.parts.some((x) =>
        x.includes(`${capitalise(pointLabel(f.point))} in ${f.signName} takes its lead from`),
      );
      if (line && !linked) lordOf[f.point] = line;
    }
  // An exact aspect the overview told in full, with its retrograde and companions, is not told
  // again in a stock line that could contradict it (Kahlo's Sun opposite a retrograde Mars).
  // It stays in the list, so the list and the overview agree, with a line that points back.
  const toldAspects = new Set(themes.filter((t) => overview.told.has(t.sentence)).map((t) => t.aspect));
  // A pair the overview read in full is not told again in its planet's paragraph.
  for (const [a, p] of conjoinedAspects)
    if (toldAspects.has(a)) {
      delete conjoined[p];
      conjoinedAspects.delete(a);
    }
  // An outer planet within 3° of an angle, within 1° of a light or the ruler, or focusing a figure
  // is this person's, not only the generation's: its house and contact lead (review r26b: Pluto
  // square the Ascendant at 0.8° and Jupiter at 0.5° was told "Those born with Pluto in Scorpio").
  const outerLead: Partial<Record<PointName, string>> = {};
  // Two or three personal outer planets in one chart each say so in their own words.
  const ownOuterTails = [
    "in this chart the planet is yours, not only your generation's",
    'this is your own, not a mark every peer of yours carries',
    'that makes it part of your own story rather than your age group’s',
  ];
  let personalTold = 0;
  const rulerSet = new Set<PointName>(['Sun', 'Moon', ...(r ? [r.point] : []), ...(co ? [co.point] : [])]);
  if (chart.birth_time_known)
    for (const g of ['Uranus', 'Neptune', 'Pluto'] as const) {
      if (houses[g] === undefined || !facts.some((f) => f.point === g)) continue;
      const contacts = allAspects
        .filter((a) => {
          if (!TIE_VERB[a.aspect] || a.outOfSign || ![a.p1, a.p2].includes(g)) return false;
          const other = a.p1 === g ? a.p2 : a.p1;
          // The hard aspects hold an angle; a trine or sextile to it colours rather than marks.
          return ANGLE_POINTS.includes(other)
            ? a.orb <= 3 && (a.aspect === 'conjunction' || a.aspect === 'square' || a.aspect === 'opposition')
            : rulerSet.has(other) && a.orb <= 1;
        })
        .sort((x, y) => x.orb - y.orb)
        .slice(0, 2);
      if (contacts.length > 0) {
        const told = contacts.map((a) => {
          const other = a.p1 === g ? a.p2 : a.p1;
          const orb = `within ${Math.max(a.orb, 0.1).toFixed(1)}°`;
          // A planet opposite an angle stands on the angle across from it, and the heading names
          // that angle: "opposes the Ascendant" read as a second contact beside "on the Descendant"
          // (set t, Hepburn's Neptune), and the Ascendant's realm was the wrong one.
          const on =
            ANGLE_POINTS.includes(other) && a.aspect !== 'square' ? AXIS_END[other]?.[a.aspect] : undefined;
          return on
            ? { other, text: `stands on the ${on.name} ${orb}`, realm: on.realm }
            : { other, text: `${TIE_VERB[a.aspect]} ${pointLabel(other)} ${orb}`, realm: realm(other) };
        });
        // Once personal, a second contact as close to a classical planet is told with it.
        const more = allAspects
          .filter(
            (a) =>
              TIE_VERB[a.aspect] &&
              !a.outOfSign &&
              a.orb <= 1 &&
              [a.p1, a.p2].includes(g) &&
              CLASSICAL.includes(a.p1 === g ? a.p2 : a.p1) &&
              !contacts.includes(a),
          )
          .sort((x, y) => x.orb - y.orb)[0];
        if (more && told.length < 2) {
          const other = more.p1 === g ? more.p2 : more.p1;
          told.push({
            other,
            text: `${TIE_VERB[more.aspect]} ${pointLabel(other)} within ${Math.max(more.orb, 0.1).toFixed(1)}°`,
            realm: realm(other),
          });
        }
        outerLead[g] =
          `Here it ${listJoin(told.map((x) => x.text))}, so ${realm(g)} bear on ${told[0]!.realm}: ${ownOuterTails[personalTold++]}.`;
      } else if (figureOf[g] && figures[g]) {
        outerLead[g] = figures[g]!;
        delete figures[g];
      }
    }
  // A dignified Jupiter or Venus is the chart's help: its house and condition stay whatever the
  // budget (review r26b: a domiciled sect benefic in the tenth got one stock sign line).
  const keepHouse = new Set<PointName>();
  const condition: Partial<Record<PointName, string>> = {};
  const sunAtBirth = chart.birth_time_known ? findPoint(chart, 'Sun') : undefined;
  const dayChart = sunAtBirth?.house ? sunAtBirth.house >= 7 : null;
  for (const f of facts) {
    if ((f.point !== 'Jupiter' && f.point !== 'Venus') || f.possibleSigns) continue;
    if (!dignities(f.point, f.sign).some((d) => d === 'domicile' || d === 'exaltation')) continue;
    keepHouse.add(f.point);
    const h = houses[f.point];
    if (dayChart === null || h === undefined) continue;
    const inSect = f.point === (dayChart ? 'Jupiter' : 'Venus');
    const mc = signs.Medium_Coeli && SIGN_LORD[signs.Medium_Coeli] === f.point;
    const chartKind = dayChart ? 'day' : 'night';
    // Its sect is told in the Day or Night section; the Midheaven it rules is said here.
    const line = mc
      ? inSect
        ? `As the benefic of your ${chartKind} chart and ruler of your Midheaven, it carries its help into your calling.`
        : 'It also rules your Midheaven, so its gifts reach your calling.'
      : null;
    if (line) condition[f.point] = line;
  }
  // An outer planet near an angle from inside its angular house, or in a figure, is this person's:
  // its house sentence stays whatever the budget (review r28: Monroe's Neptune, 9° into the first
  // house and opposite the Moon in the T-square, was read only as her generation's).
  const ascAt = findPoint(chart, 'Ascendant')?.abs_pos;
  const mcAt = findPoint(chart, 'Medium_Coeli')?.abs_pos;
  const angleAt: Partial<Record<number, number>> =
    chart.birth_time_known && ascAt !== undefined && mcAt !== undefined
      ? { 1: ascAt, 4: (mcAt + 180) % 360, 7: (ascAt + 180) % 360, 10: mcAt }
      : {};
  const inFigure = new Set(mergePatterns(synthesis.patterns).flatMap((p) => p.members));
  for (const g of GENERATIONAL) {
    const h = houses[g];
    const at = findPoint(chart, g)?.abs_pos;
    const from = h === undefined ? undefined : angleAt[h];
    const nearAngle =
      from !== undefined && at !== undefined && (((at - from) % 360) + 360) % 360 <= OUTER_ANGULAR;
    if (chart.birth_time_known && h !== undefined && (nearAngle || inFigure.has(g))) keepHouse.add(g);
  }
  const strain: Partial<Record<PointName, AspectFact>> = {};
  for (const a of [...allAspects].sort((x, y) => x.orb - y.orb))
    if (['conjunction', 'square', 'opposition'].includes(a.aspect) && a.orb <= 3 && !a.outOfSign)
      for (const [p, by] of [
        [a.p1, a.p2],
        [a.p2, a.p1],
      ] as const)
        if ((by === 'Saturn' || by === 'Mars') && !strain[p]) strain[p] = a;
  const weighed: Partial<Record<PointName, PointName>> = {};
  for (const a of [...allAspects].sort((x, y) => x.orb - y.orb))
    if (a.aspect === 'conjunction' && a.orb <= 6)
      for (const [p, by] of [
        [a.p1, a.p2],
        [a.p2, a.p1],
      ] as const)
        // Pluto deepens a Mercury (the aspect reads "a penetrating mind that persuades"); the
        // conditioned first-house line, "a mind that has to work to be understood", is Saturn's,
        // and one report told the conjunction both ways (review r33, Madonna).
        if ((by === 'Saturn' || (by === 'Pluto' && p !== 'Mercury')) && PERSONAL.includes(p) && !weighed[p])
          weighed[p] = by;
  // The malefic's hard contact the sect section reads, chosen as that section chooses it.
  const sectTold =
    dayChart === null
      ? undefined
      : (sectPressure(
          allAspects,
          synthesis.ruler?.point,
          dayChart ? 'Saturn' : 'Mars',
          dayChart ? 'Mars' : 'Saturn',
        ).hard ?? undefined);
  const strainTold = new Map<AspectFact, PointName>();
  const ctx: PlacementContext = {
    sectTold,
    strainTold,
    strain,
    hardOuter: allAspects,
    weighed,
    outerLead,
    keepHouse,
    condition,
    receptions,
    signs,
    figures,
    personalOuter,
    conjoined,
    cuspFlags: { told: 0, edges: 0 },
    lordOf,
    age: ageAt(chart, input.now),
    saturnUnderWay: saturnReturnUnderWay(chart, input.now),
    boundaryTech: [],
    ties: Object.fromEntries(
      (['Chiron', 'Mean_Lilith'] as const)
        .map((p) => [p, tieSentence(p, allAspects)])
        .filter(([, line]) => line),
    ),
  };
  // A point on an angle speaks loudest: its paragraph keeps its detail longer.
  const onAngle = (p: PointName) => {
    const x = chart.birth_time_known ? findPoint(chart, p) : undefined;
    return x && p !== 'Ascendant' && p !== 'Medium_Coeli' && angleContact(chart, x) ? 2 : 0;
  };
  const weights = facts.map((f) => placementWeight(f.point, themes, rulerPoint) + onAngle(f.point));
  const paragraphs = facts.map((f, i) => placementParagraph(chart, f, weights[i]!, ctx));
  // The placements a reader looks for first: the lights, the chart rulers and a figure's focal planet.
  const keyPlacements = new Set<PointName>(
    ['Sun', 'Moon', r?.point, co?.point, ...(Object.keys(figureOf) as PointName[])].filter(
      (x): x is PointName => !!x,
    ),
  );
  // A key placement whose house sentences the budget cuts gets its first one back where it fits.
  for (const p of paragraphs)
    if (keyPlacements.has(p.point) && !p.houseClause && p.house.length > 0) p.houseClause = p.house[0];
  // A paragraph of nothing but the authored sign and house texts reads word for word as in every
  // report with that placement: the planet's closest aspect, told once, makes it this chart's.
  const woven: AspectFact[] = [];
  const weaves = new Map<Paragraph, AspectFact>();
  // Woven aspects that are not their planet's closest: no frame calls them so.
  const notClosest = new Set<AspectFact>();
  // The aspect the overview told after its lead is not woven into a paragraph as well.
  const wovenOthers = new Set<PointName>();
  const nextTold = themes.find((t) => overview.told.has(t.sentence) && !overview.lead.includes(t))?.aspect;
  for (const p of paragraphs) {
    const own = [
      p.dignity,
      p.lord,
      p.tie,
      p.solar,
      p.middle,
      p.pair,
      p.cusp,
      p.boundary,
      p.houseNotes,
      p.age,
    ];
    // The lights, the chart rulers and a figure's focal planet take their main aspect even beside
    // a dignity or house note: one stock line was all a T-square's focal Moon got (review r26).
    const keyBare = false;
    if (
      !PLANETS.includes(p.point) ||
      (own.some((x) => x.length > 0) && !keyBare) ||
      woven.length >= WOVEN_FRAMES
    )
      continue;
    if (GENERATIONAL.includes(p.point) && !personalOuter.has(p.point)) continue;
    const ownAspect = (x: AspectFact) =>
      [x.p1, x.p2].includes(p.point) &&
      [x.p1, x.p2].every((q) => PLANETS.includes(q)) &&
      !x.outOfSign &&
      (chart.birth_time_known || x.allDay || ![x.p1, x.p2].includes('Moon'));
    const closestOrb = Math.min(...allAspects.filter(ownAspect).map((x) => x.orb));
    const a = allAspects
      .filter(
        (x) =>
          [x.p1, x.p2].includes(p.point) &&
          [x.p1, x.p2].every((q) => PLANETS.includes(q)) &&
          WITH_PHRASE[x.aspect] &&
          !x.outOfSign &&
          x.orb <= 3 &&
          !woven.includes(x) &&
          x !== nextTold &&
          // Two personal paragraphs woven with one planet end on the same realm words; an outer
          // planet's own generation pair is told apart.
          (GENERATIONAL.includes(p.point) || !wovenOthers.has(x.p1 === p.point ? x.p2 : x.p1)) &&
          (chart.birth_time_known || x.allDay || ![x.p1, x.p2].includes('Moon')),
      )
      .sort((x, y) => x.orb - y.orb)[0];
    if (!a) continue;
    woven.push(a);
    wovenOthers.add(a.p1 === p.point ? a.p2 : a.p1);
    // Paid for by the paragraph's own stock text, so the word budget does not take it back.
    if (p.house.length > 1) p.house.pop();
    else if (p.sign.length > 1) p.sign.pop();
    if (a.orb > closestOrb) notClosest.add(a);
    p.context.push(wovenSentence(p.point, a, 0, 0, !notClosest.has(a)));
    weaves.set(p, a);
  }
  const sunPoint = chart.birth_time_known ? findPoint(chart, 'Sun') : undefined;
  // Day or night by where the Sun stands, not where it is read: above the horizon is houses 7 to 12.
  const day = sunPoint?.house ? sunPoint.house >= 7 : null;

  const synthesisParts = synthesisSections(
    synthesis,
    asc ? asc.signName : null,
    signs,
    overview.told,
    classical,
    houses,
    chart.birth_time_known,
    day,
    allAspects,
  );
  // A retrograde chart ruler was named in the overview and never read (Jobs's and Madonna's
  // Mercury): its sentence says what the ruler's motion does to the life it steers.
  const rulerAt = r ? findPoint(chart, r.point) : undefined;
  const rulerRetro = rulerAt?.retrograde ? RULER_RETROGRADE[rulerAt.name] : undefined;
  const rulerPart = synthesisParts.findIndex((x) => x.startsWith('### Chart Ruler'));
  if (rulerRetro && rulerPart >= 0) synthesisParts[rulerPart] += ` ${rulerRetro}`;
  // A rising sign on a sign's edge is flagged where its ruler is read, which the overview has
  // already named: in the Ascendant's own paragraph, far below, it was missed (review r33: Oprah's
  // 29°40′ Sagittarius read as certain).
  const ascParagraph = paragraphs.find((p) => p.point === 'Ascendant');
  const ascEdge = ascParagraph?.boundary.find((x) => x.startsWith('Your Ascendant sits at'));
  if (ascParagraph && ascEdge && rulerPart >= 0) {
    synthesisParts[rulerPart] += ` ${ascEdge}`;
    ascParagraph.boundary = ascParagraph.boundary.filter((x) => x !== ascEdge);
  }
  if (chart.warnings.some((w) => w.code === 'polar_house_fallback')) {
    const used = HOUSE_SYSTEM_NAMES[chart.house_system ?? 'W'];
    synthesisParts.push(
      `### House System\n\nBecause you were born at a high latitude, where ${HOUSE_SYSTEM_NAMES[chart.house_system_requested]} houses cannot be drawn, the chart uses ${used} houses instead; read house positions as approximate.`,
    );
  }
  // The aspects a placement's paragraph tells are read there; the list holds the rest.
  const aspects = ranked;
  const settledSign = (p: PointName) => {
    const at = findPoint(chart, p);
    return at && !at.uncertain ? at.sign : undefined;
  };
  let combust = 0;
  const burnedAspects = new Set<AspectFact>();
  // Lines pointing to a paragraph's strain sentence, with the full line should the budget cut it.
  const pointed = new Map<AspectFact, string>();
  const glossedKinds = new Set<string>();
  const listed = aspects
    .map((a) => {
      const burned = combustLine(chart, a, combust > 0);
      if (burned) {
        combust++;
        burnedAspects.add(a);
      }
      // A figure the overview has read takes its other sides onto the line of the side listed, in
      // place of that side's stock reading: the list shows the whole figure in fewer words.
      const title = figureTitle.get(a);
      const rest = title ? figureSides.get(title) : undefined;
      const toldFigure = themes.some(
        (t) =>
          FIGURE_THEME.test(t.name) &&
          overview.told.has(t.sentence) &&
          t.points.includes(a.p1) &&
          t.points.includes(a.p2),
      );
      // Only in a list long enough that one line standing for several keeps six to read.
      if (!burned && title && rest && toldFigure && rest.sides.length < rest.all && aspects.length >= 10) {
        figureSides.delete(title);
        const i = figureLines.findIndex((x) => x.startsWith(`- **${title}**`));
        if (i >= 0) figureLines.splice(i, 1);
        return {
          a,
          line: `- **${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}°), with ${listJoin(rest.sides.map((x) => `${pointTitle(x.p1)} ${x.aspect} ${pointTitle(x.p2)} (${x.orb.toFixed(1)}°)`))}: the ${title} read in the overview above.`,
        };
      }
      // A combust planet on an angle was read as seen in its own paragraph, once for both conditions.
      const under = conjoinedAspects.get(a) ?? combustOnAngle(chart, a);
      // A malefic's strain the sect section or a paragraph has read is pointed to, not read a
      // third time (review d: the Moon-Mars square told in three places).
      const readAt =
        a === sectTold
          ? 'in the Day or Night Chart section above'
          : strainTold.has(a)
            ? `under ${pointLabel(strainTold.get(a)!)} above`
            : undefined;
      if (!burned && !under && readAt && !toldAspects.has(a)) {
        const full = aspectLine(a, false, settledSign, false, (p) => houses[p]);
        if (full && !readAt.startsWith('in the Day')) pointed.set(a, full);
        return {
          a,
          line: `- **${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}** (orb ${a.orb.toFixed(1)}°; read ${readAt})`,
        };
      }
      if (!burned && under && !toldAspects.has(a))
        return {
          a,
          line: `- **${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}** (${a.allDay ? 'holds all day, whatever the birth time' : `orb ${a.orb.toFixed(1)}°`}; read under ${pointLabel(under)} above)`,
        };
      const firstOfKind = !burned && !glossedKinds.has(a.aspect) && !toldAspects.has(a);
      const line = burned ?? aspectLine(a, toldAspects.has(a), settledSign, firstOfKind, (p) => houses[p]);
      const glossed = !!line && firstOfKind && !!ASPECT_KIND_GLOSS[a.aspect];
      if (glossed) glossedKinds.add(a.aspect);
      return { a, line, glossed };
    })
    .filter((x): x is { a: AspectFact; line: string; glossed?: boolean } => x.line !== null);
  const aspectLines = listed.map((x) => x.line);
  // The outer planets' aspects to each other hold for everyone born in the same few years: one line.
  let slowLine =
    slowPairs.length > 0
      ? `- **Between the outer planets**, common to everyone born within a few years of you: ${listJoin(slowPairs.map((a) => `${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)} (${a.orb.toFixed(1)}°)`))}.`
      : null;
  // The budget drops the highest-ranked (weakest) aspect that is not a held conjunction, down to `floor` listed.
  const dropAspect = (floor: number, evenCore = false, evenFigure = false) => {
    // A line pointing back to the overview costs little and keeps the list true to the story.
    let i = -1;
    listed.forEach((x, k) => {
      if (
        !heldConjunction(x.a) &&
        (evenFigure || !figureAspect(x.a)) &&
        (evenCore || !anchored(x.a)) &&
        !toldAspects.has(x.a) &&
        (i < 0 || rank(x.a) > rank(listed[i]!.a))
      )
        i = k;
    });
    if (aspectLines.length <= floor || i < 0) return undefined;
    listed.splice(i, 1);
    return aspectLines.splice(i, 1)[0];
  };
  const noTime = chart.birth_time_known
    ? null
    : `## What This Chart Cannot Tell\n\nWith no recorded birth time, the Ascendant, the Midheaven and the twelve houses cannot be calculated, so this reading says nothing about your rising sign or about which areas of life each planet acts in. The planets' signs barely change in a day and stand as read${moon?.possibleSigns ? `; the Moon moves about 13° a day, so its sign is given as ${listJoin(moon.possibleSigns).replace(' and ', ' or ')}` : ''}, and the Moon's aspects are listed only when they hold all day. A birth certificate or a family record with the time would add the houses, the angles and the Moon's exact degree.`;
  // How the aspect list is ranked belongs with the other scoring, not above the list in every report.
  // How the aspect list is chosen, in the reader's terms; the exact weights are in `aspectRank`.
  const aspectRule = () =>
    `- **Aspects listed**: the ${aspectLines.length === 1 ? 'closest' : `${cardinal(aspectLines.length)} closest`} of ${candidates.length} major aspects in orb, the lights' and angles' chosen first and the outer planets' behind them, listed closest first; out-of-sign aspects are marked weaker.`;
  const technical = technicalDetails(
    synthesis,
    chart.birth_time_known && chart.house_system ? HOUSE_SYSTEM_NAMES[chart.house_system] : null,
  );
  if (aspectLines.length > 0) technical.splice(1, 0, ASPECT_RULE);
  // Which tables the dignities use is kept before the aspect rule when the report runs long (each
  // aspect prints its orb anyway); the terms themselves are named Egyptian where they are claimed.
  if (synthesisParts.some((x) => x.startsWith('### Dignities'))) technical.splice(1, 0, dignityMethod(day));
  if (ctx.boundaryTech && ctx.boundaryTech.length > 0)
    technical.push(
      `- **Near a sign's edge**: ${listJoin(ctx.boundaryTech)}; ${ctx.boundaryTech.length === 1 ? 'it is' : 'each is'} read in the sign it holds.`,
    );

  // A short list shows a figure's sides one to a line, so it still reads six aspects.
  const figureShown = () =>
    listed.length >= 6
      ? figureLines
      : [...figureSides]
          .filter(([title]) => figureLines.some((x) => x.startsWith(`- **${title}**`)))
          .flatMap(([title, { sides }]) => [
            ...sides.map(
              (a) =>
                `- **${pointTitle(a.p1)} ${a.aspect} ${pointTitle(a.p2)}** (${a.orb.toFixed(1)}°, in the ${title}${a.orb > listOrb(a) ? ", a figure's wider orb" : ''})`,
            ),
            ...(quincunxes.has(title) ? [`- **${title}**: ${quincunxes.get(title)}.`] : []),
          ])
          .concat(
            figureLines.filter((x) =>
              [...quincunxes.keys()].some((t) => !figureSides.has(t) && x.startsWith(`- **${t}**:`)),
            ),
          );
  // Past a century the person may well be dead (review r30: Sinatra, born 110 years ago, addressed
  // as "you" throughout): the reading says how it is meant once, and keeps a chart's present tense.
  // Counted without the cap on a told age, so a birth older than any life has the note too
  // (review r34: Dalí's report had it, Hemingway's and Earhart's did not).
  const since = yearsSince(chart, input.now);
  const longAgo =
    since !== null && since >= HISTORICAL_AGE
      ? `\n\nThis chart was cast for a birth ${since} years ago. It is read as every chart is, in the present tense for the person it describes; where that life is complete, read it as a portrait of the life that was lived.`
      : '';
  const clockCaution = birthClockCaution(chart);
  const build = () =>
    [
      `# ${title}`,
      `## Overview\n\n${[...overview.parts, birthClockPointer(chart)].filter((x) => x).join(' ')}${longAgo}`,
      `## Chart Synthesis\n\n${synthesisParts.join('\n\n')}`,
      `## Placements\n\n${paragraphs.map(render).join('\n\n')}`,
      ...(aspectLines.length > 0 || slowLine || figureLines.length > 0
        ? [
            // Chosen by rank, read closest first: a 1.3° square listed after a 2.7° trine looks missorted.
            `## Aspects\n\n${[...[...listed].sort((x, y) => x.a.orb - y.a.orb).map((x) => x.line), ...figureShown(), ...(slowLine ? [slowLine] : [])].join('\n')}`,
          ]
        : []),
      ...(noTime ? [noTime] : []),
      `## Technical Details\n\n${[birthClockLine(chart), ...(clockCaution ? [`- **Birth clock**: ${clockCaution}`] : []), ...technical.map((x) => (x === ASPECT_RULE ? aspectRule() : x))].join('\n')}`,
    ].join('\n\n');

  // The budget: lower-ranked detail goes first, so the strongest themes survive a crowded chart.
  // The steps run in order, each tried only when every earlier one has nothing left to cut: the
  // least weighted placements' sign and house texts (each down to its first sentence), the next
  // themes' line, the personal planets' retrograde lines (the heading still says so), the counts,
  // the house lines of generational planets, aspects beyond eight, cusp flags, the side notes and
  // house lines of Chiron and Lilith, aspects beyond seven, the aspect rule, the aspects woven
  // into bare paragraphs (each in place of a stock sentence), lords, the dignity
  // sentences of Jupiter and Saturn, the stellium section's note on slow groups, the outer planets'
  // and other non-personal house lines, the Stelliums section's last line when it has two; only
  // then the list goes below six aspects, and after the
  // last side notes, dignity and house sentences below four and three. The sign-boundary, house
  // convention and condition notes stay. The Moon phase, the chart ruler and the overview are core.
  // A held conjunction is never cut. Words are counted once and then subtracted as sentences go,
  // so trimming costs no rebuilds.
  let words = countWords(build());
  // A key placement keeps three sentences at least: sign, house or dignity, and its main aspect.
  const sentenceCount = (p: Paragraph) =>
    [
      p.before,
      p.sign,
      p.tie,
      p.dignity,
      p.lord,
      p.context,
      p.solar,
      p.middle,
      p.pair,
      p.house,
      p.after,
    ].reduce((n, x) => n + x.length, 0);
  const spare = (p: Paragraph) => !keyPlacements.has(p.point) || sentenceCount(p) > 3;
  // A kept benefic's house sentence holds; its dignity, until the list would fall below six aspects.
  let keepLifted = false;
  const longest = (field: 'sign' | 'house') =>
    paragraphs
      .filter((p) => p[field].length > 1)
      .sort((a, b) => a.weight - b.weight || b[field].length - a[field].length)[0];
  const lightest = (
    field: 'house' | 'dignity' | 'lord' | 'context' | 'middle' | 'cusp' | 'after' | 'tie',
    which: (p: Paragraph) => boolean = () => true,
  ) =>
    paragraphs
      .filter(
        (p) =>
          p[field].length > 0 &&
          which(p) &&
          ((field !== 'middle' && field !== 'dignity') || spare(p)) &&
          // A kept benefic holds its last house, dignity and condition sentences.
          // An outer planet's kept house yields once the list is down to six aspects.
          !(
            p.keep &&
            ((field === 'house' && !(keepLifted && GENERATIONAL.includes(p.point) && !p.houseFirst)) ||
              (field === 'dignity' && !keepLifted)) &&
            p[field].length <= 1
          ),
      )
      .sort((a, b) => a.weight - b.weight)[0]?.[field];
  // Chiron's or Lilith's contact within 1.5° of a personal point is read nowhere else: it outlasts
  // the first cut of their side notes.
  const looseTie = (p: Paragraph) =>
    (tieAspect(p.point as 'Chiron' | 'Mean_Lilith', allAspects)?.orb ?? Infinity) > TIGHT_ORB;
  // The nodes' south end, Chiron and Lilith: points read for a theme of their own, not for a planet's condition.
  const rulers = [r?.point, co?.point];
  const minorPoint = (p: Paragraph) => !PLANETS.includes(p.point) && p.weight <= 2;
  const popTechnical = (keep: number) => {
    if (technical.length <= keep) return undefined;
    const line = technical.pop()!;
    return line === ASPECT_RULE ? aspectRule() : line;
  };
  // A planet's condition by the Sun is stated whatever the budget (review x): the budget shortens
  // the lightest paragraph's sentence to the part `verdict` captures, and returns what it took.
  const shortenSolar = (verdict: RegExp, which: (p: Paragraph) => boolean = () => true) => {
    for (const p of [...paragraphs].filter(which).sort((a, b) => a.weight - b.weight))
      for (const [i, line] of p.solar.entries()) {
        const kept = verdict.exec(line)?.[1];
        if (!kept) continue;
        p.solar[i] = `${kept}.`;
        return line.slice(kept.length);
      }
    return undefined;
  };
  // Six aspects are part of the reading an astrologer expects; shorter placements pay for them.
  const steps: (() => string | undefined)[] = [
    () => longest('sign')?.sign.pop(),
    () => {
      const i = overview.further ? overview.parts.indexOf(overview.further) : -1;
      return i >= 0 ? overview.parts.splice(i, 1)[0] : undefined;
    },
    () => longest('house')?.house.pop(),
    () => lightest('after')?.pop(),
    // Under the beams is the milder condition: its reading yields early, the fact stays.
    () =>
      shortenSolar(
        /^(.+? (?:works under the Sun's beams|stands under the beams of the Sun)(?: in \w+)?)[,:]/,
      ),
    () => popTechnical(2),
    // An outer planet keeps one house sentence: with a birth time, its house is the personal part.
    () => lightest('house', (p) => p.weight === 0 && !GENERATIONAL.includes(p.point))?.pop(),
    // A kind's gloss goes, last listed first, before the list shortens: the pair text still reads the
    // contact.
    () => {
      const i = listed.findLastIndex((x) => x.glossed);
      const x = listed[i];
      if (!x) return undefined;
      const gloss = ASPECT_KIND_GLOSS[x.a.aspect]!;
      x.line = aspectLines[i] = x.line.replace(`; ${gloss}`, '');
      x.glossed = false;
      return gloss;
    },
    () => dropAspect(8),
    () => lightest('cusp', (p) => !PERSONAL.includes(p.point))?.pop(),
    // Chiron's or Lilith's contact says less than a planet's own conjunction or reception. An outer
    // planet's angle or figure is what makes it personal, and stays (review r28: Jobs's focal Uranus
    // on the Midheaven kept one house sentence).
    () => lightest('tie', (p) => minorPoint(p) && looseTie(p))?.pop(),
    () => lightest('middle', (p) => p.weight === 0 || minorPoint(p))?.pop(),
    () => {
      const line = slowLine ?? undefined;
      slowLine = null;
      return line;
    },
    // A node's house line reads sign and house as one axis: it stays until the list is down to six.
    () => lightest('house', (p) => minorPoint(p) && !/Node/.test(p.point))?.pop(),
    () => dropAspect(7),
    () => popTechnical(1),
    // A paragraph's woven aspect is also in the list: it goes before a light's ruler.
    () => lightest('context')?.pop(),
    () => lightest('lord')?.pop(),
    // A chart ruler's dignity is part of the ruler's condition, and stays longer.
    () => lightest('dignity', (p) => !PERSONAL.includes(p.point) && !rulers.includes(p.point))?.pop(),
    // Why a group of slow planets is no stellium answers an astrologer's question, not the reader's.
    () => {
      const i = synthesisParts.findIndex((x) => x.startsWith('### Stelliums') && NOT_STELLIUM.test(x));
      if (i < 0) return undefined;
      const before = synthesisParts[i]!;
      const all = sentencesOf(before.replace(/^### Stelliums\n\n/, ''));
      const kept = all.filter((x) => !NOT_STELLIUM.test(x));
      if (kept.length > 0) synthesisParts[i] = `### Stelliums\n\n${kept.join(' ')}`;
      else synthesisParts.splice(i, 1);
      return kept.length > 0 ? all.filter((x) => NOT_STELLIUM.test(x)).join(' ') : before;
    },
    // Then the outer planets' house lines and the lightest side notes, dignity and house
    // sentences, before the list goes below six.
    // An outer planet's generation line goes before the house that makes it this person's: one
    // sign line is every classmate's sentence (review r31).
    // The house it leaves is then kept, as a planet made personal keeps its own.
    () => {
      const p = paragraphs
        .filter((x) => GENERATIONAL.includes(x.point) && x.sign.length > 0 && x.house.length > 0)
        .sort((a, b) => a.weight - b.weight)[0];
      if (!p) return undefined;
      p.keep = true;
      p.houseFirst = true;
      return p.sign.pop();
    },
    () => lightest('house', (p) => p.weight === 0)?.pop(),
    () => lightest('middle', (p) => !PERSONAL.includes(p.point))?.pop(),
    () => lightest('house', (p) => !PERSONAL.includes(p.point) && !rulers.includes(p.point))?.pop(),
    // A second stellium the overview left out is also told in its planets' own headings.
    () => {
      const i = synthesisParts.findIndex((x) => x.startsWith('### Stelliums'));
      const all = i < 0 ? [] : sentencesOf(synthesisParts[i]!.replace(/^### Stelliums\n\n/, ''));
      if (all.length < 2) return undefined;
      synthesisParts[i] = `### Stelliums\n\n${all.slice(0, -1).join(' ')}`;
      return all.at(-1);
    },
    // A figure's sides, named together, shrink to their widest orb before the list falls below six:
    // the overview names the figure, and the reader still learns how wide it runs (issue 27). The
    // loop counts what the list's figures lose, so nothing is returned to count.
    () => {
      const titleOf = (line: string) => /^- \*\*(.+?)\*\*/.exec(line)?.[1] ?? '';
      const i = figureLines.findIndex(
        (x) => !x.endsWith(FIGURE_CUT) && !!figureSides.get(titleOf(x))?.sides.length,
      );
      if (i < 0) return undefined;
      const title = titleOf(figureLines[i]!);
      const { sides, all } = figureSides.get(title)!;
      const widest = Math.max(...sides.map((a) => a.orb));
      figureLines[i] =
        `- **${title}**: its ${sides.length < all ? 'other ' : ''}sides, up to ${widest.toFixed(1)}°${FIGURE_CUT}`;
      return '';
    },
    () => {
      keepLifted = true;
      return undefined;
    },
    // What a term is goes before the list falls below six aspects: the claim stands without it.
    () => {
      const i = synthesisParts.findIndex((x) => x.startsWith('### Dignities'));
      const said = i < 0 ? undefined : /\s(A term is [^.]*\.)/.exec(synthesisParts[i]!)?.[1];
      if (!said) return undefined;
      synthesisParts[i] = synthesisParts[i]!.replace(` ${said}`, '');
      return said;
    },
    () => dropAspect(6),
    // Past six listed, the figures' lines go whole, before the ties a review asked to keep.
    () => (figureLines.pop() === undefined ? undefined : ''),
    () => lightest('tie')?.pop(),
    // The rare chart still past the limit loses side notes, then dignity and house sentences,
    // lightest paragraphs first, and only then the core, least first, so the limit holds for every birth.
    () => lightest('middle')?.pop(),
    () => lightest('dignity')?.pop(),
    () => lightest('house')?.pop(),
    // A pair text's closing sentence goes, last listed first, before a close contact leaves the list.
    () => {
      for (let i = listed.length - 1; i >= 0; i--) {
        const x = listed[i]!;
        const at = x.line.indexOf('): ');
        const said = at < 0 ? [] : sentencesOf(x.line.slice(at + 3));
        if (said.length < 2) continue;
        x.line = aspectLines[i] = `${x.line.slice(0, at + 3)}${said.slice(0, -1).join(' ')}`;
        return said.at(-1);
      }
      return undefined;
    },
    () => dropAspect(4),
    () => dropAspect(3),
    () => dropAspect(0),
    () => {
      const phase = synthesisParts.findIndex((x) => x.startsWith('### Moon Phase at Birth'));
      return phase >= 0 ? synthesisParts.splice(phase, 1)[0] : undefined;
    },
    // A combust planet's reading goes last of all, its verdict and distance kept. The Moon's is its
    // phase as much as its condition, and one seen on an angle (the IC hides it) is where the
    // list's conjunction points: both stay whole.
    () =>
      shortenSolar(/^(.+?\bcombust, [\d.]+° from the Sun)[ ,:]/, (p) => {
        const at = findPoint(chart, p.point);
        const angle = at ? angleContact(chart, at)?.angle : undefined;
        return p.point !== 'Moon' && (!angle || angle === 'IC');
      }),
    // Last of all, for the rare chart with many close aspects to the lights and angles.
    () => dropAspect(0, true),
    () => dropAspect(0, true, true),
  ];
  while (words > NATAL_WORD_LIMIT) {
    // A list cut below six shows its figures side by side, which costs words of its own.
    const figureWords = countWords(figureShown().join(' '));
    let removed: string | undefined;
    for (const step of steps) if ((removed = step()) !== undefined) break;
    if (removed === undefined) break;
    words -= countWords(removed) - countWords(figureShown().join(' ')) + figureWords;
    // A condition or convention note goes with the last house sentence it introduces.
    for (const p of paragraphs)
      if (p.house.length === 0 && p.houseNotes.length > 0)
        words -= countWords(p.houseNotes.splice(0).join(' '));
  }
  // The further theme's sentence is the budget's to take back, so its section and its planet's pair
  // still tell it; once the budget has kept it, they do not tell it again (review r33: a stellium
  // section and a Venus-Mars pair printed word for word after the overview).
  if (overview.further && overview.parts.includes(overview.further)) {
    const said = new Set(sentencesOf(overview.further));
    const without = (text: string) => {
      const left = sentencesOf(text).filter((x) => !said.has(x));
      words -= countWords(text) - countWords(left.join(' '));
      return left.join(' ');
    };
    synthesisParts.splice(
      0,
      synthesisParts.length,
      ...synthesisParts.flatMap((part) => {
        const cut = part.indexOf('\n\n');
        const left = without(part.slice(cut + 2));
        return left ? [`${part.slice(0, cut)}\n\n${left}`] : [];
      }),
    );
    for (const p of paragraphs) p.pair = p.pair.map(without).filter((x) => x);
  }
  // A key placement whose house sentences were cut has its first one back, heaviest paragraph
  // first, only where it fits the limit: it displaces nothing.
  for (const p of [...paragraphs].sort((a, b) => b.weight - a.weight)) {
    if (p.house.length > 0 || !p.houseClause) continue;
    // A clause that repeats a long word of the sign line says the same thing twice.
    const own = new Set(
      p.sign
        .join(' ')
        .toLowerCase()
        .match(/[a-z]{7,}/g) ?? [],
    );
    if ((p.houseClause.toLowerCase().match(/[a-z]{7,}/g) ?? []).some((w) => own.has(w))) {
      p.houseClause = undefined;
      continue;
    }
    const n = countWords(p.houseClause);
    if (words + n <= NATAL_WORD_LIMIT) words += n;
    else p.houseClause = undefined;
  }
  // The woven aspects the budget kept take their frames and wordings in turn.
  const kept = paragraphs.filter((p) => p.context.length > 0);
  const before = kept.map((p) => countWords(p.context[0]!));
  kept.forEach((p, k) => {
    const a = weaves.get(p)!;
    const turn = kept.slice(0, k).filter((q) => weaves.get(q)!.aspect === a.aspect).length;
    p.context[0] = wovenSentence(p.point, a, k, turn, !notClosest.has(a));
  });
  const grown = kept.reduce((n, p, k) => n + countWords(p.context[0]!) - before[k]!, 0);
  // The frames are written to one length; should one still run longer, the lightest goes.
  if (grown > 0 && words + grown > NATAL_WORD_LIMIT) lightest('context')?.pop();
  // A line pointing to a strain sentence the budget then cut reads the aspect itself again.
  for (const [a, full] of pointed) {
    const at = strainTold.get(a);
    const other = pointLabel(a.p1 === at ? a.p2 : a.p1);
    const told = paragraphs.some(
      (p) => p.point === at && p.dignity.some((x) => x.includes(`, but ${other} `)),
    );
    const i = listed.findIndex((x) => x.a === a);
    if (told || i < 0) continue;
    // Read in full where the words allow, else named with its orb.
    const bare = aspectLines[i]!.replace(/; read under .+ above\)$/, ')');
    const line = words + countWords(full) - countWords(aspectLines[i]!) <= NATAL_WORD_LIMIT ? full : bare;
    words += countWords(line) - countWords(aspectLines[i]!);
    listed[i]!.line = aspectLines[i] = line;
  }
  const markdown = plainApostrophes(build());

  const natalFacts: NatalFacts = {
    name,
    birthTimeKnown: chart.birth_time_known,
    placements: facts,
    aspects,
    elements,
    modalities,
    warnings: chart.warnings.map((w) => w.message),
  };
  const reading: Reading<'natal'> = {
    kind: 'natal',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: natalFacts,
  };
  const plan: NatalPlan = {
    chart,
    name,
    who,
    facts: natalFacts,
    synthesis,
    themes,
    lead: overview.lead,
    told: themes.filter((t) => overview.told.has(t.sentence)),
    tightest: tightest && overview.told.has(tightest.sentence) ? tightest : null,
    signs,
    houses,
    classical,
    receptions,
    weights: Object.fromEntries(facts.map((f, i) => [f.point, weights[i]!])),
    personalOuter,
    figureOf,
    conjoinedWith,
    listed: [...listed]
      .sort((x, y) => x.a.orb - y.a.orb)
      .map((x) => ({ aspect: x.a, told: toldAspects.has(x.a), combust: burnedAspects.has(x.a) })),
    figureSides: [...figureSides]
      .filter(([t]) => figureKind.has(t) && figureLines.some((x) => x.startsWith(`- **${t}**`)))
      .map(([t, { sides }]) => ({ pattern: figureKind.get(t)!, sides })),
    slowPairs: slowLine ? slowPairs : [],
    candidates: candidates.length,
    day,
    age: ctx.age ?? null,
    since: yearsSince(chart, input.now),
    woven: Object.fromEntries(
      paragraphs.filter((p) => p.context.length > 0 && weaves.has(p)).map((p) => [p.point, weaves.get(p)!]),
    ),
    ties: {
      Chiron: ctx.ties?.Chiron ? (tieAspect('Chiron', allAspects) ?? undefined) : undefined,
      Mean_Lilith: ctx.ties?.Mean_Lilith ? (tieAspect('Mean_Lilith', allAspects) ?? undefined) : undefined,
    },
  };
  return { reading, plan };
}

/** What the English composer decided, for the German composer to write in its own words. */
export interface NatalPlan {
  chart: Chart;
  name: string;
  who: string;
  facts: NatalFacts;
  synthesis: ChartSynthesis;
  /** The themes in the overview's order. */
  themes: Theme[];
  /** The two themes the overview opens with. */
  lead: Theme[];
  /** The themes the overview told in full. */
  told: Theme[];
  /** The tightest contact between the classical planets, when the overview told it. */
  tightest: Theme | null;
  signs: Partial<Record<PointName, SignAbbrev>>;
  houses: Partial<Record<PointName, number>>;
  classical: { point: PointName; sign: SignAbbrev; dignities: Dignity[] | null; lon: number | null }[];
  receptions: [PointName, PointName][];
  /** Each placement's weight for the word budget. */
  weights: Partial<Record<PointName, number>>;
  /** Outer planets on an angle or aspecting a personal point. */
  personalOuter: ReadonlySet<PointName>;
  /** The figure each planet is the focal point of. */
  figureOf: Partial<Record<PointName, AspectPattern>>;
  /** A planet within 3° of an earlier one in the report, told in the later paragraph. */
  conjoinedWith: Partial<Record<PointName, { other: PointName; orb: number }>>;
  /** The aspects the list shows, closest first; `told` when the overview read it in full. */
  listed: { aspect: AspectFact; told: boolean; combust: boolean }[];
  /** The figures whose other sides the list names together. */
  figureSides: { pattern: AspectPattern; sides: AspectFact[] }[];
  /** The outer planets' aspects to each other, when the list kept their line. */
  slowPairs: AspectFact[];
  /** How many major aspects were in orb. */
  candidates: number;
  /** Day chart, night chart, or null without a birth time. */
  day: boolean | null;
  age: number | null;
  /** Whole years since the birth, uncapped: a century or more brings the historical note. */
  since: number | null;
  /** The closest aspect woven into a paragraph that has nothing else of the chart's own. */
  woven: Partial<Record<PointName, AspectFact>>;
  /** Chiron's and Lilith's closest contact with a personal planet or an angle. */
  ties: { Chiron?: AspectFact; Mean_Lilith?: AspectFact };
}
