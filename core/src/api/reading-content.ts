// The stored reading as it crosses the API: the composed text with the facts it was written from
// (charts, the draw with its revealed seed, numbers, score). The server parses what it stores
// before it answers and the result pages parse what they receive, so a reading written by an
// older version, or damaged in the database, is a clear error instead of a broken page.
//
// Parsing keeps only the fields named here: this is the whole contract the pages may rely on. The
// type checks at the bottom keep the engine's own types and these schemas from drifting apart.
import { z } from 'zod';
import type { BirthSummary, ReadingContent as ComposedContent } from '../readings/stored';
import type { Chart, ChartWarningCode } from '../astro/types';
import { POINT_NAMES, SIGNS } from '../astro/types';
import { NATAL_POINTS, TRANSIT_BODIES, type NatalPoint, type TransitBody } from '../astro/transit-points';
import type { TarotDraw } from '../tarot/draw';
import type { NumerologyProfile } from '../numerology/numerology';
import type { RelationshipScore } from '../astro/score';
import { DEFAULT_RELATIONSHIP, RELATIONSHIP_KINDS } from '../readings/relationship';
import { LANGUAGES } from './language';

/** Bumped when a stored reading's shape changes in a way older pages cannot read. */
export const READING_CONTENT_VERSION = 1;

const sign = z.enum(SIGNS);
const pointName = z.enum(POINT_NAMES);
const houseSystem = z.enum(['P', 'W', 'E', 'K', 'O']);
const aspectName = z.enum(['conjunction', 'opposition', 'trine', 'square', 'sextile']);
const CHART_WARNING_CODES = [
  'polar_house_fallback',
  'polar_ascendant',
  'unknown_birth_time',
  'uncertain_moon_sign',
  'uncertain_sign',
  'chiron_out_of_range',
  'ambiguous_local_time',
  'nonexistent_local_time',
] as const satisfies readonly ChartWarningCode[];

const chartPointSchema = z.object({
  name: pointName,
  abs_pos: z.number(),
  sign,
  position: z.number(),
  sign_num: z.number().optional(),
  quality: z.enum(['Cardinal', 'Fixed', 'Mutable']).optional(),
  element: z.enum(['Fire', 'Earth', 'Air', 'Water']).optional(),
  house: z.number().int().nullable(),
  retrograde: z.boolean(),
  speed: z.number(),
  uncertain: z.object({ min_abs_pos: z.number(), max_abs_pos: z.number(), signs: z.array(sign) }).optional(),
});

const houseCuspSchema = z.object({ abs_pos: z.number(), sign, position: z.number() });

export const chartSchema = z.object({
  name: z.string(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  hour: z.number().int().nullable(),
  minute: z.number().int().nullable(),
  city: z.string().optional(),
  nation: z.string().optional(),
  lat: z.number(),
  lng: z.number(),
  tz_str: z.string(),
  ut: z.string(),
  julian_day_ut: z.number(),
  utc_offset_minutes: z.number(),
  dst: z.boolean(),
  house_system_requested: houseSystem,
  house_system: houseSystem.nullable(),
  birth_time_known: z.boolean(),
  points: z.array(chartPointSchema),
  houses: z.array(houseCuspSchema).nullable(),
  aspects: z.array(
    z.object({ p1: pointName, p2: pointName, aspect: aspectName, angle: z.number(), orb: z.number() }),
  ),
  warnings: z.array(z.object({ code: z.enum(CHART_WARNING_CODES), message: z.string() })),
  ephemeris: z.string(),
  zodiac_type: z.literal('Tropic').optional(),
  perspective_type: z.literal('Apparent Geocentric').optional(),
  iso_formatted_local_datetime: z.string().optional(),
  iso_formatted_utc_datetime: z.string().optional(),
  lunar_phase: z
    .object({
      degrees_between_s_m: z.number(),
      moon_phase: z.number(),
      moon_phase_name: z.enum([
        'New Moon',
        'Crescent',
        'First Quarter',
        'Gibbous',
        'Full Moon',
        'Disseminating',
        'Last Quarter',
        'Balsamic',
      ]),
    })
    .optional(),
});

const orientation = z.enum(['upright', 'reversed']);
const spreadId = z.enum(['three-card', 'celtic-cross']);

export const tarotDrawSchema = z.object({
  version: z.literal('orrery-tarot-v1'),
  spread: spreadId,
  seed: z.string(),
  commitment: z.string(),
  cut: z.string(),
  cards: z.array(
    z.object({
      position: z.number().int(),
      positionKey: z.string(),
      positionLabel: z.string(),
      cardId: z.string(),
      name: z.string(),
      image: z.string(),
      orientation,
    }),
  ),
});

const numberResultSchema = z.object({
  value: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
    z.literal(7),
    z.literal(8),
    z.literal(9),
    z.literal(11),
    z.literal(22),
    z.literal(33),
  ]),
  root: z.number().int(),
  master: z.boolean(),
  chain: z.string(),
  parts: z.array(z.object({ label: z.string(), sum: z.number(), value: z.number(), chain: z.string() })),
  karmicDebt: z.union([z.literal(13), z.literal(14), z.literal(16), z.literal(19)]).optional(),
});

export const numerologyProfileSchema = z.object({
  name: z.string(),
  birthDate: z.string(),
  lifePath: numberResultSchema,
  destiny: numberResultSchema,
  soulUrge: numberResultSchema,
  personality: numberResultSchema,
  // Readings stored before the Birthday number and Personal Year were added lack them.
  birthday: numberResultSchema.optional(),
  options: z.object({
    lifePathMethod: z.enum(['components', 'componentsFlattened', 'allDigits']),
    nameMethod: z.enum(['perName', 'allLetters']),
    yRule: z.enum(['sound', 'never', 'always']),
    masters: z.boolean(),
  }),
});

export const relationshipScoreSchema = z.object({
  score_value: z.number(),
  score_description: z.enum([
    'Minimal',
    'Medium',
    'Important',
    'Very Important',
    'Exceptional',
    'Rare Exceptional',
  ]),
  is_destiny_sign: z.boolean(),
  aspects: z.array(
    z.object({
      rule: z.string(),
      p1_name: pointName,
      p2_name: pointName,
      aspect: z.string(),
      orbit: z.number(),
      points: z.number(),
    }),
  ),
  max_score: z.number(),
  range: z.object({ min: z.number(), max: z.number() }).optional(),
});

export const birthSummarySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  birthTime: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  place: z.object({
    name: z.string(),
    region: z.string().optional(),
    country: z.string(),
    lat: z.number(),
    lng: z.number(),
    tz: z.string(),
  }),
});

const placementFactSchema = z.object({
  point: pointName,
  label: z.string(),
  sign,
  signName: z.string(),
  degree: z.number(),
  house: z.number().int().nullable(),
  retrograde: z.boolean(),
  possibleSigns: z.array(z.string()).optional(),
});

const cardFactSchema = z.object({
  position: z.number().int(),
  positionKey: z.string(),
  positionLabel: z.string(),
  cardId: z.string(),
  name: z.string(),
  orientation,
  arcana: z.enum(['major', 'minor']),
  suit: z.string().nullable(),
  meaning: z.string(),
  advice: z.string(),
});

const tarotFactsSchema = z.object({
  firstName: z.string(),
  question: z.string(),
  spread: spreadId,
  draw: tarotDrawSchema,
  cards: z.array(cardFactSchema),
});

const personSummarySchema = z.object({
  name: z.string(),
  birthTimeKnown: z.boolean(),
  placements: z.array(placementFactSchema),
});

const yearTransitSchema = z.object({
  title: z.string(),
  body: z.enum(TRANSIT_BODIES as [TransitBody, ...TransitBody[]]),
  point: z.enum(NATAL_POINTS as [NatalPoint, ...NatalPoint[]]),
  aspect: aspectName,
  window: z.string(),
  exact_ms: z.array(z.number()),
});

const factsByKind = {
  natal: z.object({
    name: z.string(),
    birthTimeKnown: z.boolean(),
    placements: z.array(placementFactSchema),
    aspects: z.array(
      z.object({
        p1: pointName,
        p2: pointName,
        aspect: z.string(),
        orb: z.number(),
        outOfSign: z.boolean().optional(),
        allDay: z.boolean().optional(),
      }),
    ),
    elements: z.record(z.string(), z.number()),
    modalities: z.record(z.string(), z.number()),
    warnings: z.array(z.string()),
  }),
  compatibility: z.object({
    person1: personSummarySchema,
    person2: personSummarySchema,
    score: z.object({
      score: z.number(),
      max: z.number().optional(),
      label: z.string(),
      breakdown: z.array(z.object({ rule: z.string(), points: z.number() })),
      sunsShareQuality: z.boolean().optional(),
      range: z.object({ min: z.number(), max: z.number() }).optional(),
    }),
    // Readings written before the choice existed were all read for a couple.
    relationship: z.enum(RELATIONSHIP_KINDS).default(DEFAULT_RELATIONSHIP),
  }),
  'three-card': tarotFactsSchema,
  'celtic-cross': tarotFactsSchema,
  'life-path': z.object({
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    asOf: z.string().optional(),
    profile: numerologyProfileSchema,
    personalYear: z.object({ year: z.number().int(), result: numberResultSchema }).optional(),
  }),
  'year-ahead': z.object({
    firstName: z.string(),
    birthTimeKnown: z.boolean(),
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    themes: z.array(yearTransitSchema),
    months: z.array(
      z.object({
        month: z.string(),
        label: z.string(),
        transits: z.array(yearTransitSchema),
        lunations: z.array(
          z.object({
            kind: z.enum(['new_moon', 'full_moon', 'solar', 'lunar']),
            at_ms: z.number(),
            sign,
            degree: z.number(),
            points: z.array(z.enum(NATAL_POINTS as [NatalPoint, ...NatalPoint[]])),
          }),
        ),
      }),
    ),
  }),
};

/** The written reading of one kind: its markdown and the facts it was written from. */
function writtenReading<K extends keyof typeof factsByKind>(kind: K) {
  return z.object({
    kind: z.literal(kind),
    title: z.string(),
    markdown: z.string(),
    writer: z.enum(['composer', 'llm']),
    wordCount: z.number().int(),
    facts: factsByKind[kind],
    rewrite: z.object({ model: z.string(), error: z.string().optional() }).optional(),
  });
}

// Readings stored before the version field existed are version 1.
const version = z.literal(READING_CONTENT_VERSION).default(READING_CONTENT_VERSION);

export const readingContentSchema = z.discriminatedUnion('kind', [
  z.object({
    version,
    kind: z.literal('natal'),
    firstName: z.string(),
    birth: birthSummarySchema,
    chart: chartSchema,
    asOf: z.string().optional(),
    language: z.enum(LANGUAGES).optional(),
    reading: writtenReading('natal'),
  }),
  z.object({
    version,
    kind: z.literal('compatibility'),
    firstName: z.string(),
    persons: z.tuple([birthSummarySchema, birthSummarySchema]),
    charts: z.tuple([chartSchema, chartSchema]),
    score: relationshipScoreSchema,
    relationship: z.enum(RELATIONSHIP_KINDS).optional(),
    language: z.enum(LANGUAGES).optional(),
    reading: writtenReading('compatibility'),
  }),
  z.object({
    version,
    kind: z.literal('three-card'),
    firstName: z.string(),
    question: z.string(),
    draw: tarotDrawSchema,
    language: z.enum(LANGUAGES).optional(),
    reading: writtenReading('three-card'),
  }),
  z.object({
    version,
    kind: z.literal('celtic-cross'),
    firstName: z.string(),
    question: z.string(),
    draw: tarotDrawSchema,
    language: z.enum(LANGUAGES).optional(),
    reading: writtenReading('celtic-cross'),
  }),
  z.object({
    version,
    kind: z.literal('life-path'),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    asOf: z.string().optional(),
    language: z.enum(LANGUAGES).optional(),
    reading: writtenReading('life-path'),
  }),
  z.object({
    version,
    kind: z.literal('year-ahead'),
    firstName: z.string(),
    birth: birthSummarySchema,
    chart: chartSchema,
    asOf: z.string(),
    timeZone: z.string(),
    language: z.enum(LANGUAGES).optional(),
    reading: writtenReading('year-ahead'),
  }),
]);
export type ReadingContentView = z.infer<typeof readingContentSchema>;
export type ContentOfKind<K extends ReadingContentView['kind']> = Extract<ReadingContentView, { kind: K }>;
// The shapes the pages draw from: what crossed the API, not the engine's internal types.
export type StoredChart = z.infer<typeof chartSchema>;
export type StoredChartPoint = StoredChart['points'][number];
export type StoredDraw = z.infer<typeof tarotDrawSchema>;
export type StoredCard = StoredDraw['cards'][number];
export type StoredBirth = z.infer<typeof birthSummarySchema>;
export type StoredScoreHit = z.infer<typeof relationshipScoreSchema>['aspects'][number];
export type StoredLifePathFacts = ContentOfKind<'life-path'>['reading']['facts'];
export type StoredYearAheadFacts = ContentOfKind<'year-ahead'>['reading']['facts'];

// Compile-time guards: what the engine and the writer produce must satisfy these schemas.
type Conforms<A, B> = [A] extends [B] ? true : false;
type Assert<T extends true> = T;
export type ContentConformance = [
  Assert<Conforms<ChartWarningCode, (typeof CHART_WARNING_CODES)[number]>>,
  Assert<Conforms<Chart, z.input<typeof chartSchema>>>,
  Assert<Conforms<TarotDraw, z.input<typeof tarotDrawSchema>>>,
  Assert<Conforms<NumerologyProfile, z.input<typeof numerologyProfileSchema>>>,
  Assert<Conforms<RelationshipScore, z.input<typeof relationshipScoreSchema>>>,
  Assert<Conforms<BirthSummary, z.input<typeof birthSummarySchema>>>,
  Assert<Conforms<ComposedContent, z.input<typeof readingContentSchema>>>,
];
