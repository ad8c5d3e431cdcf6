import { z } from 'zod';

/** `GET /api/places?q=...&country=...`: the chart engine's offline gazetteer search. */
export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a place name.').max(100, 'must be at most 100 characters'),
  country: z.string().trim().max(80, 'must be at most 80 characters').optional(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const placeSchema = z.object({
  name: z.string(),
  /** GeoNames first-level region code (a US state, "ENG", or a number in many countries). */
  region: z.string(),
  /** That region's name ("England", "Illinois"); "" where GeoNames has none. */
  regionName: z.string(),
  country: z.string().length(2),
  countryName: z.string(),
  population: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  tz: z.string(),
});
export type PlaceResult = z.infer<typeof placeSchema>;

export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;
