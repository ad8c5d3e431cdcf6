import type { Context } from 'hono';
import type { AppBindings } from './context';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address rate limits are keyed on. Forwarded headers are believed only behind a proxy we
 * were told about (TRUST_PROXY); otherwise any client could pick a fresh bucket per request.
 */
export function resolveClientIp(c: Context<AppBindings>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}
