import { createRoute } from '@hono/zod-openapi';
import { ChartInputError } from '@orrery/core/astro/errors';
import { loadPlaceIndex } from '@orrery/core/astro/places-node';
import { placeSearchQuerySchema, placeSearchResponseSchema } from '@orrery/core/api/places';
import { createRouter } from '../../http/router';
import { AppError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireUser } from '../../http/session';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/places',
  request: { query: placeSearchQuerySchema },
  responses: {
    200: {
      description: 'Places matching the name, best first',
      content: { 'application/json': { schema: placeSearchResponseSchema } },
    },
  },
});

// Typing into the search box sends a request per pause; this leaves room for that, not for scraping.
const SEARCH_RULE = { name: 'places', max: 120, windowSeconds: 60 };

export const placeRoutes = createRouter().openapi(searchRoute, async (c) => {
  const { user } = await requireUser(c);
  await enforceRateLimit(c, SEARCH_RULE, user.id);
  const { q, country, limit } = c.req.valid('query');
  try {
    const places = loadPlaceIndex()
      .search(q, { limit: limit ?? 8, ...(country ? { country } : {}) })
      .map(({ matched: _matched, country_name: countryName, region_name: regionName, ...place }) => ({
        ...place,
        regionName,
        countryName,
      }));
    return c.json({ places }, 200);
  } catch (error) {
    if (error instanceof ChartInputError) {
      const message =
        error.field === 'country' ? 'We do not know this country. Check its spelling.' : 'Type a place name.';
      const path = error.field === 'country' ? 'country' : 'q';
      throw new AppError('validation_failed', `${path}: ${message}`, { fields: [{ path, message }] });
    }
    throw error;
  }
});
