// Request bodies of the five readings (the parts a user types; charts and scores are computed by
// the server). The server validates with these; the composers re-check the same rules so they
// stay safe when called directly. Field names follow the product spec's request bodies.
import { z } from 'zod';
import { assertTimeZone } from '../astro/time';
import { numerologyNameProblem, parseBirthDate } from '../numerology/numerology';
import { MAX_CUT_LENGTH } from '../tarot/draw';
import { InputError } from './errors';
import { RELATIONSHIP_KINDS } from './relationship';
import { countWords } from './text';
import { MAX_NAME_LENGTH, QUESTION_LIMITS } from './validate';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`)
    .refine((v) => /\p{L}/u.test(v), `${label} must contain letters`);

const place = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120);

/** YYYY-MM-DD, a real calendar date, 1900 or later and not in the future (the spec's form range). */
export const birthDateSchema = z
  .string({ error: 'birthDate is required' })
  .trim()
  .superRefine((v, ctx) => {
    try {
      const { year } = parseBirthDate(v);
      if (year < 1900) ctx.addIssue({ code: 'custom', message: 'birthDate must be in 1900 or later' });
      else if (v > new Date().toISOString().slice(0, 10))
        ctx.addIssue({ code: 'custom', message: 'birthDate cannot be in the future' });
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message: err instanceof InputError ? err.message : 'birthDate is not a valid date',
      });
    }
  });

/** HH:MM on a 24-hour clock. */
export const birthTimeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'birthTime must be HH:MM (24 h)');

/** HH:MM (24 h); empty or null means the birth time is unknown. */
export const birthTimeSchema = z
  .union([birthTimeOfDaySchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

function isKnownTimeZone(tz: string): boolean {
  try {
    assertTimeZone(tz);
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the chart engine can convert with, e.g. "Europe/London". */
export const timeZoneSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(64, `${field} must be at most 64 characters`)
    .refine(isKnownTimeZone, `${field} is not a known time zone`);

const cut = z.string().max(MAX_CUT_LENGTH, `cut must be at most ${MAX_CUT_LENGTH} characters`).optional();

export const threeCardRequestSchema = z.object({
  firstName: name('firstName'),
  question: z
    .string({ error: 'question is required' })
    .trim()
    .min(1, 'question is required')
    .refine(
      (v) => countWords(v) <= QUESTION_LIMITS['three-card'].maxWords,
      `question must be at most ${QUESTION_LIMITS['three-card'].maxWords} words`,
    ),
  cut,
});

export const celticCrossRequestSchema = z.object({
  firstName: name('firstName'),
  question: z
    .string({ error: 'question is required' })
    .trim()
    .min(1, 'question is required')
    .refine(
      (v) => [...v].length <= QUESTION_LIMITS['celtic-cross'].maxChars,
      `question must be at most ${QUESTION_LIMITS['celtic-cross'].maxChars} characters`,
    ),
  cut,
});

/** A name numerology can read: every character a letter or a joiner, before anything is charged. */
const numerologyName = (label: string) =>
  name(label).superRefine((v, ctx) => {
    // A name with no letter at all already has its message from name().
    if (!/\p{L}/u.test(v)) return;
    const problem = numerologyNameProblem(v, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });

export const lifePathRequestSchema = z.object({
  firstName: numerologyName('firstName'),
  lastName: numerologyName('lastName'),
  birthDate: birthDateSchema,
});

export const birthDetailsSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  birthDate: birthDateSchema,
  birthTime: birthTimeSchema,
  city: place('city'),
  country: place('country'),
});

export const natalRequestSchema = birthDetailsSchema;

/** What two people are to each other; a reading without it is read for romantic partners. */
export const relationshipKindSchema = z.enum(RELATIONSHIP_KINDS, {
  error: `relationship must be one of ${RELATIONSHIP_KINDS.join(', ')}`,
});

export const compatibilityRequestSchema = z.object({
  person1: birthDetailsSchema,
  person2: birthDetailsSchema,
  relationship: relationshipKindSchema.optional(),
});

export type ThreeCardRequest = z.infer<typeof threeCardRequestSchema>;
export type CelticCrossRequest = z.infer<typeof celticCrossRequestSchema>;
export type LifePathRequest = z.infer<typeof lifePathRequestSchema>;
export type BirthDetails = z.infer<typeof birthDetailsSchema>;
export type NatalRequest = z.infer<typeof natalRequestSchema>;
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
