import { z } from 'zod';
import {
  birthDetailsSchema,
  celticCrossRequestSchema,
  lifePathRequestSchema,
  relationshipKindSchema,
  threeCardRequestSchema,
  timeZoneSchema,
} from '../readings/schemas';
import { READING_ROUTE_IDS, type ReadingRouteId } from '../catalogue';
import { readingContentSchema } from './reading-content';

export type { ReadingRouteId };
export const readingRouteIdSchema = z.enum(READING_ROUTE_IDS);

/**
 * A birth as the forms send it. The place picker may add the chosen place's coordinates and
 * zone; without them the server resolves city and country with the place index. When the time
 * falls in a daylight-saving overlap, the client resends with the offset the user picked.
 */
export const birthInputSchema = birthDetailsSchema
  .extend({
    lat: z.number().min(-90, 'lat must be from -90 to 90').max(90, 'lat must be from -90 to 90').optional(),
    lng: z
      .number()
      .min(-180, 'lng must be from -180 to 180')
      .max(180, 'lng must be from -180 to 180')
      .optional(),
    tz: timeZoneSchema('tz').optional(),
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-24 * 60)
      .max(24 * 60)
      .optional(),
  })
  .strict()
  .refine(
    (v) => (v.lat === undefined) === (v.lng === undefined) && (v.lat === undefined) === (v.tz === undefined),
    {
      message: 'lat, lng and tz must be given together',
      path: ['lat'],
    },
  );
export type BirthInput = z.infer<typeof birthInputSchema>;

/** Client-chosen key: a retried or double-clicked request returns the same reading and charges once. */
const idempotencyKey = z
  .string({ error: 'idempotencyKey is required' })
  .trim()
  .min(8, 'idempotencyKey must be at least 8 characters')
  .max(100, 'idempotencyKey must be at most 100 characters')
  .regex(/^[\w-]+$/, 'idempotencyKey may hold letters, digits, - and _ only');

/** Ids the server hands out: letters, digits, - and _ (never a path or a control character). */
export const idSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(64, `${field} must be at most 64 characters`)
    .regex(/^[\w-]+$/, `${field} may hold letters, digits, - and _ only`);

const drawId = idSchema('drawId').optional();

export const generateReadingRequestSchema = z.discriminatedUnion('app', [
  z.strictObject({ app: z.literal('natalbirthchart'), idempotencyKey, input: birthInputSchema }),
  z.strictObject({
    app: z.literal('tarot-traditional'),
    idempotencyKey,
    drawId,
    input: threeCardRequestSchema.strict(),
  }),
  z.strictObject({
    app: z.literal('tarot-celtic-cross'),
    idempotencyKey,
    drawId,
    input: celticCrossRequestSchema.strict(),
  }),
  z.strictObject({
    app: z.literal('compatibility'),
    idempotencyKey,
    input: z.strictObject({
      person1: birthInputSchema,
      person2: birthInputSchema,
      relationship: relationshipKindSchema.optional(),
    }),
  }),
  z.strictObject({ app: z.literal('lifepathnumber'), idempotencyKey, input: lifePathRequestSchema.strict() }),
  z.strictObject({
    app: z.literal('year-ahead'),
    idempotencyKey,
    input: birthInputSchema,
    /** The reader's zone, for the months and the times; the birth place's when absent. */
    timeZone: timeZoneSchema('timeZone').optional(),
  }),
]);
export type GenerateReadingRequest = z.infer<typeof generateReadingRequestSchema>;

/** A generation request as a form builds it, before the idempotency key is attached. */
export type ReadingRequestBody = GenerateReadingRequest extends infer R
  ? R extends GenerateReadingRequest
    ? Omit<R, 'idempotencyKey'>
    : never
  : never;

export function withIdempotencyKey(body: ReadingRequestBody, idempotencyKey: string): GenerateReadingRequest {
  return { ...body, idempotencyKey };
}

export const prepareDrawRequestSchema = z.strictObject({ spread: z.enum(['three-card', 'celtic-cross']) });
export const prepareDrawResponseSchema = z.object({
  drawId: z.string(),
  commitment: z.string(),
  spread: z.string(),
});
export type PrepareDrawResponse = z.infer<typeof prepareDrawResponseSchema>;

/** A reading is pending while it is written, then completed, or refunded when writing failed. */
export const readingStatusSchema = z.enum(['pending', 'completed', 'refunded']);

export const readingIdParamSchema = z.object({ readingId: idSchema('readingId') });

/**
 * A stored reading as the result pages receive it. `content` is the composed reading with the
 * facts it was written from (chart, draw with its revealed seed, numbers, score); null until
 * the reading is completed.
 */
export const readingViewSchema = z.object({
  readingId: z.string(),
  appId: z.number().int(),
  appName: z.string(),
  routeId: readingRouteIdSchema,
  status: readingStatusSchema,
  firstName: z.string().nullable(),
  question: z.string().nullable(),
  creditsCharged: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  content: readingContentSchema.nullable(),
});
export type ReadingView = z.infer<typeof readingViewSchema>;

/**
 * The answer to a generation request: 200 with the completed reading, or 202 with a pending one
 * when this request replays a key whose first request is still being written (the result page
 * polls until it completes).
 */
export const generateReadingResponseSchema = z.object({
  reading: readingViewSchema,
  balance: z.number().int(),
  /** False when this answer replays an earlier request with the same idempotency key. */
  charged: z.boolean(),
});
export type GenerateReadingResponse = z.infer<typeof generateReadingResponseSchema>;

export const LIBRARY_PAGE_SIZE = 25;

export const libraryQuerySchema = z.strictObject({
  search: z.string().trim().max(200).optional(),
  app: readingRouteIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const libraryItemSchema = z.object({
  readingId: z.string(),
  appId: z.number().int(),
  appName: z.string(),
  routeId: readingRouteIdSchema,
  firstName: z.string().nullable(),
  /** The second person of a compatibility reading. */
  partnerName: z.string().nullable(),
  /** What the two people of a compatibility reading are to each other. */
  relationship: relationshipKindSchema.nullable(),
  question: z.string().nullable(),
  createdAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const libraryResponseSchema = z.object({
  items: z.array(libraryItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;
