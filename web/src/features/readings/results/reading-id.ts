import { isRecord } from '@/lib/api';
// Result links locate the reading with query parameters (readingId, reading_result_id, or a
// `data` parameter of JSON). Only the id is taken from them: the content always comes from the
// server for the signed-in owner, so a crafted link can never put words on the page.

/** Ids are server-made (UUIDs or log ids); anything else is not worth a request. */
const ID_PATTERN = /^[\w-]{1,64}$/;

function validId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return ID_PATTERN.test(trimmed) ? trimmed : null;
}

function idFromData(data: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  // Older links wrapped the reading in an array; its first item is the reading.
  const first: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!isRecord(first)) return null;
  const record = first;
  return validId(record.readingId) ?? validId(record.reading_result_id) ?? validId(record.readingID);
}

/**
 * The reading id of a result route: the path parameter when the route has one, else readingId,
 * else reading_result_id, else the `data` JSON. URLSearchParams has already decoded the values.
 */
export function resolveReadingId(search: URLSearchParams, pathId?: string): string | null {
  if (pathId !== undefined) return validId(pathId);
  const direct = validId(search.get('readingId')) ?? validId(search.get('reading_result_id'));
  if (direct) return direct;
  const data = search.get('data');
  return data ? idFromData(data) : null;
}
