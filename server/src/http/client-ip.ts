import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The peer of the TCP connection: whatever headers say, this is who connected. */
export function socketAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  // Requests handed to the app in-process (tests, benches) have no socket: they are local.
  return env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

/**
 * The address rate limits are keyed on. Behind `trustedProxies` proxies we were told about, each
 * appends the address it received from to X-Forwarded-For, so the client is the entry that many
 * places from the right; entries further left are whatever the client wrote and are ignored.
 * Without trusted proxies, forwarded headers are not believed at all.
 */
export function resolveClientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = entries[entries.length - trustedProxies];
    if (client) return client;
  }
  return socketAddress(c);
}
