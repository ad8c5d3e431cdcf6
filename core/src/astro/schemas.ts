import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from './time';

export const houseSystemSchema = z.enum(['P', 'W', 'E', 'K', 'O']);

/** A place typed by the user; resolved with the place index. */
export const placeQuerySchema = z.object({
  city: z.string().trim().min(1, 'city is required').max(200),
  country: z.string().trim().max(100).optional(),
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

const date = {
  year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
};

/** Hour and minute both set, or both null for an unknown birth time. */
const time = {
  hour: z.number().int().min(0).max(23).nullable(),
  minute: z.number().int().min(0).max(59).nullable(),
};

const bothOrNeither = (v: { hour: number | null; minute: number | null }) =>
  (v.hour === null) === (v.minute === null);
const bothOrNeitherIssue = {
  message: 'hour and minute must both be given or both be null',
  path: ['minute'],
};

/** Birth data with explicit coordinates and zone: the engine's ChartInput. */
export const chartInputSchema = z
  .object({
    name: z.string().max(200).default(''),
    ...date,
    ...time,
    city: z.string().max(200).optional(),
    nation: z.string().max(100).optional(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    tz_str: z.string().min(1).max(64),
    house_system: houseSystemSchema.optional(),
    utc_offset_minutes: z
      .number()
      .min(-24 * 60)
      .max(24 * 60)
      .optional(),
  })
  .refine(bothOrNeither, bothOrNeitherIssue);
export type ChartInputData = z.infer<typeof chartInputSchema>;

/** Birth data with a place to look up instead of coordinates (the natal-chart form). */
export const birthDataSchema = z
  .object({
    name: z.string().max(200).default(''),
    ...date,
    ...time,
    city: z.string().trim().min(1, 'city is required').max(200),
    country: z.string().trim().max(100).optional(),
    house_system: houseSystemSchema.optional(),
    utc_offset_minutes: z
      .number()
      .min(-24 * 60)
      .max(24 * 60)
      .optional(),
  })
  .refine(bothOrNeither, bothOrNeitherIssue);
export type BirthData = z.infer<typeof birthDataSchema>;

/** "1940-10-09" as used by the forms, to calendar fields (range-checked here, calendar by the engine). */
export const civilDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .transform((s) => ({
    year: Number(s.slice(0, 4)),
    month: Number(s.slice(5, 7)),
    day: Number(s.slice(8, 10)),
  }))
  .pipe(z.object(date));

/** "18:30" (or "18:30:00"), or empty / null for an unknown birth time. */
export const civilTimeSchema = z
  .union([z.string().regex(/^\d{1,2}:\d{2}(:\d{2})?$/, 'time must be HH:MM'), z.literal(''), z.null()])
  .transform((s): { hour: number | null; minute: number | null } =>
    s ? { hour: Number(s.split(':')[0]), minute: Number(s.split(':')[1]) } : { hour: null, minute: null },
  )
  .pipe(z.object(time));
