import { z } from 'zod';
import { timeZoneSchema } from '../readings/schemas';
import { LANGUAGES } from './language';

/** The language the page shows: the server writes its titles and the note's frame in it. */
const languageQuery = z.enum(LANGUAGES).optional();

/** An instant, as ISO 8601 UTC. */
const instant = z.string();

/** `GET /api/sky/today?tz=...&at=...`: the signed-in user's sky; `tz` is the zone times are shown in. */
export const skyTodayQuerySchema = z
  .object({
    tz: timeZoneSchema('tz').optional(),
    /** The instant to read the sky at (defaults to now); for a day other than today, or a test. */
    at: z.iso
      .datetime({ offset: true, error: 'at must be an ISO 8601 date and time' })
      .refine((v) => {
        const year = new Date(v).getUTCFullYear();
        return year >= 1900 && year <= 2100;
      }, 'at must be from 1900 to 2100')
      .optional(),
    lang: languageQuery,
  })
  .strict();
export type SkyTodayQuery = z.infer<typeof skyTodayQuerySchema>;

export const aspectFamilySchema = z.enum(['conjunction', 'flowing', 'tense']);

export const transitViewSchema = z.object({
  body: z.string(),
  point: z.string(),
  aspect: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']),
  family: aspectFamilySchema,
  /** "Saturn square your Sun", in the language asked for. */
  title: z.string(),
  /** The authored text for the pair. */
  text: z.string(),
  /** The ranking weight at the instant (TRANSIT_WEIGHTS); 0 in the timeline. */
  weight: z.number(),
  applying: z.boolean(),
  /** Null when the window opened before the span the engine searched. */
  enterAt: instant.nullable(),
  exactAt: z.array(instant),
  leaveAt: instant.nullable(),
});
export type TransitView = z.infer<typeof transitViewSchema>;

export const moonTodaySchema = z.object({
  sign: z.string(),
  signName: z.string(),
  degree: z.number(),
  phase: z.string(),
  voidOfCourse: z.array(z.object({ start: instant, end: instant })),
});
export type MoonTodayView = z.infer<typeof moonTodaySchema>;

export const skyTodayResponseSchema = z.object({
  at: instant,
  timeZone: z.string(),
  /** The sky itself, the same for everyone. */
  moon: moonTodaySchema,
  retrograde: z.array(z.string()),
  /** Null until the profile has a birth date and place. */
  personal: z
    .object({
      birthTimeKnown: z.boolean(),
      /** In orb at the instant, strongest first. */
      transits: z.array(transitViewSchema),
      /** Every transit whose window overlaps the 30 days from the start of the local day. */
      timeline: z.object({ from: instant, to: instant, transits: z.array(transitViewSchema) }),
      note: z.object({ subject: z.string(), text: z.string() }),
    })
    .nullable(),
});
export type SkyTodayResponse = z.infer<typeof skyTodayResponseSchema>;

/** `GET /api/sky/calendar?month=2026-12&tz=...`: public, no account needed. */
export const skyCalendarQuerySchema = z
  .object({
    month: z
      .string({ error: 'month is required' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
      .refine((m) => {
        const year = Number(m.slice(0, 4));
        return year >= 1900 && year <= 2100;
      }, 'month must be from 1900 to 2100'),
    tz: timeZoneSchema('tz').optional(),
    lang: languageQuery,
  })
  .strict();
export type SkyCalendarQuery = z.infer<typeof skyCalendarQuerySchema>;

export const skyEventKindSchema = z.enum(['lunation', 'quarter', 'eclipse', 'ingress', 'station']);

export const skyEventViewSchema = z.object({
  kind: skyEventKindSchema,
  at: instant,
  /** "Full Moon in Gemini", "Mars enters Capricorn", "Saturn turns direct at 25° Pisces". */
  title: z.string(),
  /** The day of the month in the calendar's zone, 1 to 31. */
  day: z.number().int(),
});
export type SkyEventView = z.infer<typeof skyEventViewSchema>;

export const skyCalendarResponseSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  events: z.array(skyEventViewSchema),
});
export type SkyCalendarResponse = z.infer<typeof skyCalendarResponseSchema>;
