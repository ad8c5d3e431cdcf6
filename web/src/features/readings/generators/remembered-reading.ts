import {
  generateReadingRequestSchema,
  type ReadingRequestBody,
  type ReadingRouteId,
} from '@orrery/core/api/readings';
import { parseStoredObject } from '@/lib/memory-storage';

const KEY = 'orrery.rememberedReading';
/** Long enough to buy credits and come back, short enough that a stale form does not reappear. */
export const REMEMBERED_READING_MAX_AGE_MS = 60 * 60 * 1000;

/** A reading refused for lack of credits, kept so the person can continue it after buying. */
export interface RememberedReading {
  request: ReadingRequestBody;
  cost: number;
  balance: number;
  savedAt: number;
}

export function rememberReading(storage: Storage, reading: RememberedReading): void {
  storage.setItem(KEY, JSON.stringify(reading));
}

export function forgetRememberedReading(storage: Storage): void {
  storage.removeItem(KEY);
}

/**
 * The remembered reading (for one app, when `routeId` is given), if it is recent and still a
 * request the server would accept in shape; anything else is dropped.
 */
export function rememberedReading(
  storage: Storage,
  now: number,
  routeId?: ReadingRouteId,
): RememberedReading | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  const found = parse(raw);
  if (!found || now - found.savedAt > REMEMBERED_READING_MAX_AGE_MS || now < found.savedAt) {
    storage.removeItem(KEY);
    return null;
  }
  return !routeId || found.request.app === routeId ? found : null;
}

function parse(raw: string): RememberedReading | null {
  const stored = parseStoredObject(raw);
  if (!stored) return null;
  const { request, cost, balance, savedAt } = stored;
  if (typeof cost !== 'number' || typeof balance !== 'number' || typeof savedAt !== 'number') return null;
  // The stored key is a placeholder: the shape check is the server's own schema.
  const checked = generateReadingRequestSchema.safeParse({
    ...(typeof request === 'object' ? request : {}),
    idempotencyKey: 'remembered',
  });
  if (!checked.success) return null;
  const { idempotencyKey: _placeholder, ...body } = checked.data;
  return { request: body, cost, balance, savedAt };
}

/** One line that lets the person recognise the reading they started: who it is for, and the question. */
export function describeRememberedRequest(request: ReadingRequestBody): string {
  switch (request.app) {
    case 'tarot-traditional':
    case 'tarot-celtic-cross':
      return `For ${request.input.firstName}: “${request.input.question}”`;
    case 'compatibility':
      return `${request.input.person1.firstName} and ${request.input.person2.firstName}`;
    case 'natalbirthchart':
    case 'lifepathnumber':
    case 'year-ahead':
      return `For ${request.input.firstName} ${request.input.lastName}`.trim();
  }
}
