import { z } from 'zod';
import {
  birthDetailsSchema,
  celticCrossRequestSchema,
  lifePathRequestSchema,
  threeCardRequestSchema,
} from '../readings/schemas';

/** The five apps by the route id the spec uses for them (app ids 1-5). */
export const READING_APPS = [
  { appId: 1, routeId: 'natalbirthchart' },
  { appId: 2, routeId: 'tarot-celtic-cross' },
  { appId: 3, routeId: 'tarot-traditional' },
  { appId: 4, routeId: 'compatibility' },
  { appId: 5, routeId: 'lifepathnumber' },
] as const;
export type ReadingRouteId = (typeof READING_APPS)[number]['routeId'];
export const readingRouteIdSchema = z.enum(
  READING_APPS.map((a) => a.routeId) as [ReadingRouteId, ...ReadingRouteId[]],
);

export function appIdOf(routeId: ReadingRouteId): number {
  return READING_APPS.find((a) => a.routeId === routeId)!.appId;
}

/**
 * A birth as the forms send it. The place picker may add the chosen place's coordinates and
 * zone; without them the server resolves city and country with the place index. When the time
 * falls in a daylight-saving overlap, the client resends with the offset the user picked.
 */
export const birthInputSchema = birthDetailsSchema
  .extend({
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    tz: z.string().min(1).max(64).optional(),
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
  .max(100)
  .regex(/^[\w-]+$/, 'idempotencyKey may hold letters, digits, - and _ only');

const drawId = z.string().min(1).max(64).optional();

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
    input: z.strictObject({ person1: birthInputSchema, person2: birthInputSchema }),
  }),
  z.strictObject({ app: z.literal('lifepathnumber'), idempotencyKey, input: lifePathRequestSchema.strict() }),
]);
export type GenerateReadingRequest = z.infer<typeof generateReadingRequestSchema>;

export const prepareDrawRequestSchema = z.strictObject({ spread: z.enum(['three-card', 'celtic-cross']) });
export const prepareDrawResponseSchema = z.object({
  drawId: z.string(),
  commitment: z.string(),
  spread: z.string(),
});
export type PrepareDrawResponse = z.infer<typeof prepareDrawResponseSchema>;

export const readingStatusSchema = z.enum(['pending', 'completed', 'failed', 'refunded']);

/**
 * A stored reading as the result pages receive it. `content` is the composed reading with the
 * facts it was written from (chart, draw with its revealed seed, numbers, score): see
 * ReadingContent in core/src/readings/stored.ts.
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
  content: z.unknown(),
});
export type ReadingView = z.infer<typeof readingViewSchema>;

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
