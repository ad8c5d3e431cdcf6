import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Revocation, SessionCache } from './session-cache';

const CHANNEL = 'orrery_session_revoked';
const RECONNECT_MS = 1_000;

function isRevocation(value: unknown): value is Revocation {
  if (typeof value !== 'object' || value === null) return false;
  return (
    ('key' in value && typeof value.key === 'string') ||
    ('userId' in value && typeof value.userId === 'string')
  );
}

/**
 * Keeps every server's session cache in step on PostgreSQL: revocations are published with
 * NOTIFY and applied from a dedicated LISTEN connection, so a sign-out on one server is refused
 * on all of them within a round trip. If that connection drops, the cache is cleared (a
 * notification may have been missed) and the connection is made again.
 * Returns the function that stops listening.
 */
export async function syncSessionRevocations(
  databaseUrl: string,
  db: Kysely<Database>,
  cache: SessionCache,
  logger: Logger,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;

  const reconnectSoon = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(reconnectSoon), RECONNECT_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      try {
        const revocation: unknown = JSON.parse(message.payload ?? '');
        if (isRevocation(revocation)) cache.apply(revocation);
      } catch {
        logger.warn('ignored a malformed session revocation', { payload: message.payload });
      }
    });
    next.on('error', (error) => {
      logger.warn('session revocation listener lost its connection', { error: error.message });
      cache.clear();
      client = null;
      void next.end().catch(() => undefined);
      reconnectSoon();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };

  await connect();
  cache.broadcast = async (revocation) => {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`.execute(db);
  };
  return async () => {
    stopped = true;
    await client?.end();
  };
}
