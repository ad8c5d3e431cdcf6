// The stored shape of a reading: the markdown plus the facts it was written from, so the guide
// and the language-model rewrite can work from facts rather than re-parsing prose.
import type { NumberResult, NumerologyProfile } from '../numerology/numerology';
import type { AspectName } from '../astro/aspects';
import type { NatalPoint, TransitBody } from '../astro/transits';
import type { PointName, SignAbbrev } from '../astro/types';
import type { Orientation, TarotDraw } from '../tarot/draw';
import type { SpreadId } from '../tarot/deck';
import type { RelationshipKind } from './relationship';

export type ReadingKind =
  'natal' | 'compatibility' | 'celtic-cross' | 'three-card' | 'life-path' | 'year-ahead';
/** Which writer produced the text: the deterministic composer or the optional language model. */
export type Writer = 'composer' | 'llm';

export interface CardFact {
  position: number;
  positionKey: string;
  positionLabel: string;
  cardId: string;
  name: string;
  orientation: Orientation;
  arcana: 'major' | 'minor';
  suit: string | null;
  /** One-line meaning of the card in its orientation, from the content library. */
  meaning: string;
  advice: string;
}

export interface TarotFacts {
  firstName: string;
  question: string;
  spread: SpreadId;
  draw: TarotDraw;
  cards: CardFact[];
}

export interface LifePathFacts {
  firstName: string;
  lastName: string;
  birthDate: string;
  /** YYYY-MM-DD the reading was written; its year is the Personal Year's. Older readings lack it. */
  asOf?: string;
  profile: NumerologyProfile;
  personalYear?: { year: number; result: NumberResult };
}

export interface PlacementFact {
  point: PointName;
  label: string;
  sign: SignAbbrev;
  signName: string;
  /** Degrees within the sign, rounded down. */
  degree: number;
  house: number | null;
  retrograde: boolean;
  /** Set when the sign is not certain because the birth time is unknown. */
  possibleSigns?: string[];
}

export interface AspectFact {
  p1: PointName;
  p2: PointName;
  aspect: string;
  orb: number;
  /** The aspect reaches across a sign boundary ("out of sign"), which tradition reads as weaker. */
  outOfSign?: boolean;
  /** Without a birth time: a Moon aspect that holds whatever the hour (its orb changes over the day). */
  allDay?: boolean;
}

export interface NatalFacts {
  name: string;
  birthTimeKnown: boolean;
  placements: PlacementFact[];
  aspects: AspectFact[];
  /** Element and mode scores, weighted as the report weighs temperament (lights and Ascendant double, outer planets none). */
  elements: Record<string, number>;
  modalities: Record<string, number>;
  warnings: string[];
}

export interface CompatibilityBreakdownItem {
  /** Human-readable rule, e.g. "Venus trine Mars between the charts". */
  rule: string;
  points: number;
  /** Synastry aspect behind the rule, when there is one (p1 from person 1, p2 from person 2). */
  aspect?: {
    p1: PointName;
    p2: PointName;
    aspect: 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';
    orb: number;
  };
}

/**
 * What the compatibility report needs from the relationship score; the server adapts its scoring
 * output to this. `max` defaults to 44, the scale the product shows.
 */
export interface CompatibilityScore {
  score: number;
  max?: number;
  /** Short description shown on the badge, e.g. "Very compatible". */
  label: string;
  breakdown: CompatibilityBreakdownItem[];
  /** Whether the two Suns share a modality (quality): cardinal, fixed or mutable. */
  sunsShareQuality?: boolean;
  /** With a birth time unknown: the lowest and highest score over the hours of that day. */
  range?: { min: number; max: number };
}

export interface PersonSummary {
  name: string;
  birthTimeKnown: boolean;
  placements: PlacementFact[];
}

/** A contact between the charts as the reading found it: p1 is person 1's point, p2 person 2's. */
export interface SynastryContactFact {
  p1: PointName;
  p2: PointName;
  aspect: AspectName;
  orb: number;
  /** Across a sign boundary, so a weak contact. */
  outOfSign?: boolean;
  /** Without a birth time: a Moon contact that holds whatever the hour. */
  allDay?: boolean;
  /** Without a birth time: a fast planet's orb, good to the degree. */
  approximate?: boolean;
  /** An outer planet both carry near the same place: it speaks of their generation. */
  generational?: boolean;
}

/** One person's planet in the other's house (`owner` is whose planet it is), as the reading reads it. */
export interface OverlayFact {
  planet: 'Sun' | 'Moon' | 'Venus' | 'Mars';
  owner: 1 | 2;
  house: number;
}

/** One person's planet on the other's Midheaven or IC, read there instead of as a house overlay. */
export interface MeridianFact {
  planet: PointName;
  owner: 1 | 2;
  angle: 'MC' | 'IC';
}

export interface CompatibilityFacts {
  person1: PersonSummary;
  person2: PersonSummary;
  score: CompatibilityScore;
  /** What the two are to each other, the bond the reading was written for. */
  relationship: RelationshipKind;
  /**
   * The contacts between the charts, strongest for the bond first; the house overlays and the
   * planets on the partner's meridian. Absent on readings stored before the guide read them.
   */
  contacts?: SynastryContactFact[];
  overlays?: OverlayFact[];
  meridians?: MeridianFact[];
}

/** One slow transit of the year-ahead forecast; `window` is written in the reader's zone. */
export interface YearTransitFact {
  title: string;
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  window: string;
  exact_ms: number[];
}

export interface YearAheadFacts {
  firstName: string;
  birthTimeKnown: boolean;
  /** ISO instants: the start of the first local day and the end of the twelfth month. */
  from: string;
  to: string;
  timeZone: string;
  /** The strongest contacts of the year, strongest first. */
  themes: YearTransitFact[];
  months: {
    /** YYYY-MM. */
    month: string;
    label: string;
    transits: YearTransitFact[];
    /** New and full moons touching a natal point, and every eclipse (`points` empty when it touches none). */
    lunations: {
      kind: 'new_moon' | 'full_moon' | 'solar' | 'lunar';
      at_ms: number;
      sign: SignAbbrev;
      degree: number;
      points: NatalPoint[];
    }[];
  }[];
}

interface FactsByKind {
  natal: NatalFacts;
  compatibility: CompatibilityFacts;
  'celtic-cross': TarotFacts;
  'three-card': TarotFacts;
  'life-path': LifePathFacts;
  'year-ahead': YearAheadFacts;
}

export interface Reading<K extends ReadingKind = ReadingKind> {
  kind: K;
  title: string;
  markdown: string;
  writer: Writer;
  wordCount: number;
  facts: FactsByKind[K];
  /** Present when a language-model rewrite was attempted; error says why the composer text was kept. */
  rewrite?: { model: string; error?: string };
}

export type AnyReading = { [K in ReadingKind]: Reading<K> }[ReadingKind];
