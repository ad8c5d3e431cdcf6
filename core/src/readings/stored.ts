// What the server stores for a reading and the result pages show: the composed text with the
// facts it was written from (charts, draw with its revealed seed, numbers, score). Preparing
// (everything a user's input can break) is separate from composing, so the server can refuse
// bad input before it charges and compose after.
import type { Language } from '../api/language';
import type { BirthInput, GenerateReadingRequest } from '../api/readings';
import { natalChart } from '../astro/chart';
import type { PlaceIndex } from '../astro/places';
import { relationshipScoreFromInputs, type RelationshipScore } from '../astro/score';
import type { Chart, ChartInput } from '../astro/types';
import { drawSpread, type TarotDraw } from '../tarot/draw';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
  DEFAULT_SCORE_MAX,
} from './compatibility-report';
import { composeLifePath } from './lifepath-report';
import { composeNatal } from './natal-report';
import { composeCelticCross } from './celtic-cross-report';
import { composeThreeCard } from './tarot-report';
import { composeTarotDe } from './tarot-report-de';
import { composeYearAhead } from './year-ahead-report';
import type { RelationshipKind } from './relationship';
import type { AnyReading, Reading } from './types';

export interface BirthSummary {
  firstName: string;
  lastName: string;
  birthDate: string;
  birthTime: string | null;
  city: string;
  country: string;
  /** The place the chart was cast for. */
  place: { name: string; region?: string; country: string; lat: number; lng: number; tz: string };
}

export type PreparedReading =
  | {
      kind: 'natal';
      firstName: string;
      birth: BirthSummary;
      chart: Chart;
      /** YYYY-MM-DD the reading was written: the age it speaks to. Absent on readings stored before it. */
      asOf?: string;
      /** The reader's language when it was written; it stays in it. Absent on readings stored before German: English. */
      language?: Language;
    }
  | {
      kind: 'compatibility';
      firstName: string;
      persons: [BirthSummary, BirthSummary];
      charts: [Chart, Chart];
      score: RelationshipScore;
      /** Absent in readings stored before the choice existed: those were read for a couple. */
      relationship?: RelationshipKind;
      /** The reader's language when it was written; it stays in it. Absent on readings stored before German: English. */
      language?: Language;
    }
  | {
      kind: 'three-card' | 'celtic-cross';
      firstName: string;
      question: string;
      draw: TarotDraw;
      /** The reader's language when it was written; it stays in it. Absent on readings stored before German: English. */
      language?: Language;
    }
  | {
      kind: 'life-path';
      firstName: string;
      lastName: string;
      birthDate: string;
      /** YYYY-MM-DD the reading was written: the Personal Year's year, kept so the text is stable. */
      asOf: string;
      /**
       * The language the reading was written in, the reader's when it was asked for: it stays in it
       * whatever the reader chooses later. Absent on readings stored before German: English.
       */
      language?: Language;
    }
  | {
      kind: 'year-ahead';
      firstName: string;
      birth: BirthSummary;
      chart: Chart;
      /** The instant the forecast starts from (ISO), kept so the text is stable. */
      asOf: string;
      timeZone: string;
      /**
       * The language the forecast was written in, the reader's when it was asked for: it stays in
       * it whatever the reader chooses later. Absent on forecasts stored before German: English.
       */
      language?: Language;
    };

/**
 * The language a reading was written in: every kind records it; readings stored before German
 * have none and are English.
 */
export function readingLanguage(prepared: { language?: Language }): Language {
  return prepared.language ?? 'en';
}

/** What is stored: the prepared facts with the reading written from them, of the same kind. */
export type ReadingContent = {
  [K in PreparedReading['kind']]: Extract<PreparedReading, { kind: K }> & { reading: Reading<K> };
}[PreparedReading['kind']];

export interface PrepareContext {
  places: PlaceIndex;
  /** The secret seed of the draw prepared for this reading (tarot only). */
  seed?: string;
  /** When the reading is asked for: the life path's Personal Year is its year, the year ahead starts on it. */
  now?: Date;
  /** The reader's language when the reading is asked for: every kind is written in it, and keeps it. */
  language?: Language;
}

function chartInputOf(birth: BirthInput, places: PlaceIndex): { input: ChartInput; summary: BirthSummary } {
  let place: BirthSummary['place'];
  if (birth.lat !== undefined && birth.lng !== undefined && birth.tz) {
    place = { name: birth.city, country: birth.country, lat: birth.lat, lng: birth.lng, tz: birth.tz };
  } else {
    const found = places.resolve(birth.city, birth.country);
    place = {
      name: found.name,
      country: found.country,
      lat: found.lat,
      lng: found.lng,
      tz: found.tz,
      ...(found.region ? { region: found.region } : {}),
    };
  }
  const [year, month, day] = birth.birthDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = birth.birthTime
    ? (birth.birthTime.split(':').map(Number) as [number, number])
    : [null, null];
  const input: ChartInput = {
    name: `${birth.firstName} ${birth.lastName}`.trim(),
    year,
    month,
    day,
    hour,
    minute,
    city: place.name,
    nation: place.country,
    lat: place.lat,
    lng: place.lng,
    tz_str: place.tz,
    ...(birth.utcOffsetMinutes !== undefined ? { utc_offset_minutes: birth.utcOffsetMinutes } : {}),
  };
  const summary: BirthSummary = {
    firstName: birth.firstName,
    lastName: birth.lastName,
    birthDate: birth.birthDate,
    birthTime: birth.birthTime,
    city: birth.city,
    country: birth.country,
    place,
  };
  return { input, summary };
}

/** Computes everything the reading needs; throws ChartInputError / InputError on bad input. */
export function prepareReading(request: GenerateReadingRequest, context: PrepareContext): PreparedReading {
  switch (request.app) {
    case 'natalbirthchart': {
      const { input, summary } = chartInputOf(request.input, context.places);
      return {
        kind: 'natal',
        firstName: request.input.firstName,
        birth: summary,
        chart: natalChart(input),
        ...(context.now ? { asOf: context.now.toISOString().slice(0, 10) } : {}),
        language: context.language ?? 'en',
      };
    }
    case 'compatibility': {
      const a = chartInputOf(request.input.person1, context.places);
      const b = chartInputOf(request.input.person2, context.places);
      const { charts, ...score } = relationshipScoreFromInputs(a.input, b.input);
      return {
        kind: 'compatibility',
        firstName: request.input.person1.firstName,
        persons: [a.summary, b.summary],
        charts,
        score,
        ...(request.input.relationship ? { relationship: request.input.relationship } : {}),
        language: context.language ?? 'en',
      };
    }
    case 'tarot-traditional':
    case 'tarot-celtic-cross': {
      if (!context.seed) throw new Error('a tarot reading needs a prepared draw seed');
      const spread = request.app === 'tarot-traditional' ? 'three-card' : 'celtic-cross';
      const draw = drawSpread({ seed: context.seed, cut: request.input.cut ?? '', spread });
      return {
        kind: spread,
        firstName: request.input.firstName,
        question: request.input.question,
        draw,
        language: context.language ?? 'en',
      };
    }
    case 'lifepathnumber':
      if (!context.now) throw new Error('a life path reading needs the date it is written');
      return {
        kind: 'life-path',
        firstName: request.input.firstName,
        lastName: request.input.lastName,
        birthDate: request.input.birthDate,
        asOf: context.now.toISOString().slice(0, 10),
        language: context.language ?? 'en',
      };
    case 'year-ahead': {
      if (!context.now) throw new Error('a year-ahead reading needs the date it starts');
      const { input, summary } = chartInputOf(request.input, context.places);
      return {
        kind: 'year-ahead',
        firstName: request.input.firstName,
        birth: summary,
        chart: natalChart(input),
        asOf: context.now.toISOString(),
        timeZone: request.timeZone ?? summary.place.tz,
        language: context.language ?? 'en',
      };
    }
  }
}

/** Writes the reading's text from the prepared facts: deterministic for the same input. */
export function composeReading(prepared: PreparedReading): AnyReading {
  switch (prepared.kind) {
    case 'natal':
      return composeNatal({
        chart: prepared.chart,
        firstName: prepared.firstName,
        ...(prepared.asOf ? { now: new Date(`${prepared.asOf}T12:00:00Z`) } : {}),
        language: prepared.language ?? 'en',
      });
    case 'compatibility': {
      // The product shows the score on the spec's scale of 44 (the ring); the rare score above
      // it is its own maximum, never clamped.
      const score = compatibilityScoreFromEngine(prepared.score);
      return composeCompatibility({
        person1: { firstName: prepared.persons[0].firstName, chart: prepared.charts[0] },
        person2: { firstName: prepared.persons[1].firstName, chart: prepared.charts[1] },
        score: { ...score, max: Math.max(DEFAULT_SCORE_MAX, score.score) },
        ...(prepared.relationship ? { relationship: prepared.relationship } : {}),
        language: prepared.language ?? 'en',
      });
    }
    case 'three-card':
    case 'celtic-cross': {
      const input = { firstName: prepared.firstName, question: prepared.question, draw: prepared.draw };
      if (prepared.language === 'de') return composeTarotDe(input);
      return prepared.kind === 'three-card' ? composeThreeCard(input) : composeCelticCross(input);
    }
    case 'life-path':
      return composeLifePath({
        firstName: prepared.firstName,
        lastName: prepared.lastName,
        birthDate: prepared.birthDate,
        now: new Date(`${prepared.asOf}T12:00:00Z`),
        language: prepared.language ?? 'en',
      });
    case 'year-ahead':
      return composeYearAhead({
        chart: prepared.chart,
        firstName: prepared.firstName,
        fromMs: Date.parse(prepared.asOf),
        timeZone: prepared.timeZone,
        language: prepared.language ?? 'en',
      });
  }
}
