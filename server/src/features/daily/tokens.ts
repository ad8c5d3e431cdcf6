import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

/**
 * The daily note's links carry a signed token instead of a session: the unsubscribe link is
 * followed by mail providers' servers (RFC 8058) and by people signed in on another device.
 * `confirm` names the opt-in it answers (its request time), so an older link confirms nothing;
 * `unsubscribe` never expires, as a mail's unsubscribe link must keep working.
 */
export type DailyToken =
  { purpose: 'confirm'; userId: string; requestedAt: string } | { purpose: 'unsubscribe'; userId: string };

function key(env: Env): Buffer {
  // A key of its own, so no other signature made with the auth secret can pass for one of these.
  return createHmac('sha256', env.BETTER_AUTH_SECRET ?? 'development-only-secret-not-for-production-use')
    .update('orrery.daily-note.links')
    .digest();
}

const sign = (env: Env, payload: string) =>
  createHmac('sha256', key(env)).update(payload).digest('base64url');

export function signDailyToken(env: Env, token: DailyToken): string {
  const fields =
    token.purpose === 'confirm'
      ? [token.purpose, token.userId, token.requestedAt]
      : [token.purpose, token.userId];
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${sign(env, payload)}`;
}

export function verifyDailyToken(env: Env, token: string): DailyToken | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(sign(env, payload), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) return null;
  const [purpose, userId, requestedAt] = fields as string[];
  if (!userId) return null;
  if (purpose === 'confirm' && requestedAt && fields.length === 3) return { purpose, userId, requestedAt };
  if (purpose === 'unsubscribe' && fields.length === 2) return { purpose, userId };
  return null;
}
