import type { GenerateReadingResponse, ReadingRequestBody, ReadingRouteId } from '@orrery/core/api/readings';
import { t } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api';

/** Tarot, Celtic Cross and life path users go to /pricing when the server says credits ran out. */
export function sendsToPricing(routeId: ReadingRouteId): boolean {
  return routeId === 'tarot-traditional' || routeId === 'tarot-celtic-cross' || routeId === 'lifepathnumber';
}

export interface GenerationFailure {
  title: string;
  message: string;
  /** Messages for form fields, keyed by the field's path inside `input` (e.g. "question", "person2.city"). */
  fields: Record<string, string>;
  insufficientCredits: boolean;
  /** Present when the birth time happens twice or not at all: the two offsets to choose from. */
  offsetsMinutes?: [number, number];
}

/** Said the same way whether the browser or the server noticed that credits ran out. */
export function notEnoughCredits(cost: number, balance: number): GenerationFailure {
  return {
    title: t('failure.notEnoughCredits'),
    message: t('failure.notEnoughCreditsText', { cost, balance }),
    fields: {},
    insufficientCredits: true,
  };
}

/** A failed generation's title, chosen from the server's error code; the message is the server's own. */
export function describeGenerationError(error: unknown): GenerationFailure {
  if (!(error instanceof ApiRequestError)) {
    return {
      title: t('failure.generationFailed'),
      message: t('failure.tryAgain'),
      fields: {},
      insufficientCredits: false,
    };
  }
  const fields: Record<string, string> = {};
  for (const field of error.fields) fields[field.path.replace(/^input\./, '')] = field.message;
  switch (error.code) {
    case 'insufficient_credits': {
      const { cost, balance } = error.details;
      return typeof cost === 'number' && typeof balance === 'number'
        ? notEnoughCredits(cost, balance)
        : { ...notEnoughCredits(0, 0), message: `${error.message} ${t('failure.keptForLater')}` };
    }
    case 'generation_failed':
      return {
        title: t('failure.unavailable'),
        message: error.message,
        fields,
        insufficientCredits: false,
      };
    case 'network_error':
      return {
        title: t('failure.slow'),
        message: error.message,
        fields,
        insufficientCredits: false,
      };
    case 'ambiguous_local_time': {
      const offsets = error.details.offsetsMinutes;
      return {
        title: t('failure.birthTime'),
        message: error.message,
        fields,
        insufficientCredits: false,
        ...(isOffsetPair(offsets) ? { offsetsMinutes: offsets } : {}),
      };
    }
    case 'validation_failed':
      return {
        title: t('failure.fields'),
        message: error.message,
        fields,
        insufficientCredits: false,
      };
    case 'account_blocked':
      return { title: t('failure.blocked'), message: error.message, fields, insufficientCredits: false };
    case 'rate_limited':
      return {
        title: t('failure.rateLimited'),
        message: error.message,
        fields,
        insufficientCredits: false,
      };
    default:
      return {
        title: t('failure.generationFailed'),
        message: error.message || t('failure.tryAgain'),
        fields,
        insufficientCredits: false,
      };
  }
}

function isOffsetPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number');
}

/**
 * One idempotency key per distinct request: a retry of the same request (after a dropped
 * connection, or a double click) reuses the key, so the server charges once; changed input
 * gets a new key.
 */
export class IdempotencyKeys {
  private last: { payload: string; key: string } | null = null;

  keyFor(request: ReadingRequestBody): string {
    const payload = JSON.stringify(request);
    if (this.last?.payload !== payload) this.last = { payload, key: crypto.randomUUID() };
    return this.last.key;
  }

  /** After a definite answer (success or a refusal), the next submission is a new request. */
  settle(): void {
    this.last = null;
  }
}

export type { GenerateReadingResponse };
