import { createRoute } from '@hono/zod-openapi';
import {
  skyCalendarQuerySchema,
  skyCalendarResponseSchema,
  skyTodayQuerySchema,
  skyTodayResponseSchema,
  type SkyCalendarResponse,
  type SkyTodayResponse,
  type TransitView,
} from '@orrery/core/api/sky';
import {
  moonToday,
  personalSky,
  profileChart,
  type TransitHighlight,
} from '@orrery/core/readings/daily-note';
import { retrogradeAt } from '@orrery/core/astro/sky-events';
import type { Language } from '@orrery/core/api/language';
import { SIGN_INFO } from '@orrery/core/readings/content/astro';
import { SIGN_DE } from '@orrery/core/readings/sky-words-de';
import { skyCalendar } from '@orrery/core/readings/sky-calendar';
import { createRouter } from '../../http/router';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireUser } from '../../http/session';
import { birthOf, readNatalPositions } from '../me/natal-positions';
import { transitOrbsOf } from '../me/profile-view';

const todayRoute = createRoute({
  method: 'get',
  path: '/api/sky/today',
  request: { query: skyTodayQuerySchema },
  responses: {
    200: {
      description:
        "The signed-in user's sky: the Moon, the planets retrograde and, with birth data, their transits",
      content: { 'application/json': { schema: skyTodayResponseSchema } },
    },
  },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/api/sky/calendar',
  request: { query: skyCalendarQuerySchema },
  responses: {
    200: {
      description: "The month's sky events: lunations, eclipses, ingresses and stations (public)",
      content: { 'application/json': { schema: skyCalendarResponseSchema } },
    },
  },
});

// A page load asks once; this leaves room for reloads and day changes, not for scraping.
const TODAY_RULE = { name: 'sky-today', max: 60, windowSeconds: 60 };
// Public: keyed by client address. Months are cached, so the limit guards the cache's misses.
const CALENDAR_RULE = { name: 'sky-calendar', max: 120, windowSeconds: 60 };

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

function toTransitView(t: TransitHighlight): TransitView {
  return {
    body: t.body,
    point: t.point,
    aspect: t.aspect,
    family: t.family,
    title: t.title,
    text: t.text,
    weight: Math.round(t.weight * 100) / 100,
    applying: t.applying,
    enterAt: isoOrNull(t.enter_ms),
    exactAt: t.exact_ms.map(iso),
    leaveAt: isoOrNull(t.leave_ms),
  };
}

function toMoonView(moon: ReturnType<typeof moonToday>, language: Language): SkyTodayResponse['moon'] {
  return {
    sign: moon.sign,
    signName: language === 'de' ? SIGN_DE[moon.sign].name : SIGN_INFO[moon.sign].name,
    degree: Math.round(moon.degree * 100) / 100,
    phase: moon.phase,
    voidOfCourse: moon.void_of_course.map((v) => ({ start: iso(v.start_ms), end: iso(v.end_ms) })),
  };
}

/**
 * A month's events depend only on the month and the zone, so each is computed once per process
 * (about 100 ms) and kept; the oldest entry goes when the cache is full.
 */
const CALENDAR_CACHE_SIZE = 256;
const calendarCache = new Map<string, SkyCalendarResponse>();

export function calendarMonth(
  month: string,
  timeZone: string,
  language: Language = 'en',
): SkyCalendarResponse {
  const key = `${month}|${timeZone}|${language}`;
  const hit = calendarCache.get(key);
  if (hit) return hit;
  const events = skyCalendar(month, timeZone, language).map((e) => ({
    kind: e.kind,
    at: iso(e.at_ms),
    title: e.title,
    day: e.day,
  }));
  const value = { month, timeZone, events };
  if (calendarCache.size >= CALENDAR_CACHE_SIZE)
    calendarCache.delete(calendarCache.keys().next().value as string);
  calendarCache.set(key, value);
  return value;
}

export const skyRoutes = createRouter()
  .openapi(todayRoute, async (c) => {
    const { user, profile } = await requireUser(c);
    await enforceRateLimit(c, TODAY_RULE, user.id);
    const query = c.req.valid('query');
    const atMs = query.at ? Date.parse(query.at) : Date.now();
    const timeZone = query.tz ?? profile.birth_tz ?? 'UTC';
    const language = query.lang ?? 'en';
    const birth = birthOf(profile);
    const chart = readNatalPositions(profile.natal_positions, birth) ?? profileChart(birth, '');
    if (!chart) {
      return c.json(
        {
          at: iso(atMs),
          timeZone,
          moon: toMoonView(moonToday(atMs, timeZone), language),
          retrograde: retrogradeAt(atMs),
          personal: null,
        },
        200,
      );
    }
    const sky = personalSky({
      chart,
      atMs,
      timeZone,
      firstName: profile.first_name ?? '',
      language,
      orbs: transitOrbsOf(profile),
    });
    return c.json(
      {
        at: iso(atMs),
        timeZone,
        moon: toMoonView(sky.moon, language),
        retrograde: sky.retrograde,
        personal: {
          birthTimeKnown: chart.birth_time_known,
          transits: sky.now.map(toTransitView),
          timeline: {
            from: iso(sky.timeline.from_ms),
            to: iso(sky.timeline.to_ms),
            transits: sky.timeline.transits.map(toTransitView),
          },
          note: { subject: sky.note.subject, text: sky.note.text },
        },
      },
      200,
    );
  })

  .openapi(calendarRoute, async (c) => {
    await enforceRateLimit(c, CALENDAR_RULE);
    const { month, tz, lang } = c.req.valid('query');
    return c.json(calendarMonth(month, tz ?? 'UTC', lang), 200);
  });
