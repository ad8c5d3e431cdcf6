import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { ROWS_CHANGED_CHANNEL } from '../db/migrations/0025_row_notifications';
import type { ProfileRowCache } from '../db/profile-rows';
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

/** A row change announced by migration 0025's triggers: `table:user id`. */
function applyRowChange(
  payload: string,
  cache: SessionCache,
  profileRows: ProfileRowCache | undefined,
): void {
  const colon = payload.indexOf(':');
  const table = payload.slice(0, colon);
  const userId = payload.slice(colon + 1);
  if (table === 'profiles') profileRows?.changed(userId);
  else cache.forgetUser(userId);
}

/**
 * Keeps every server's caches in step on PostgreSQL, from one dedicated LISTEN connection per
 * server: session revocations published with NOTIFY, and the rows the triggers of migration
 * 0025 announce (profiles, users, sessions, whoever wrote them), so a change made through one
 * server reaches all of them within a round trip. While that connection is down nothing is
 * served from memory that a missed notification could have changed: both caches are cleared
 * and the profile rows are not kept until it is back.
 * Returns the function that stops listening.
 */
export async function syncSessionRevocations(
  databaseUrl: string,
  db: Kysely<Database>,
  cache: SessionCache,
  profileRows: ProfileRowCache | undefined,
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
      const payload = message.payload ?? '';
      if (message.channel === ROWS_CHANGED_CHANNEL) return applyRowChange(payload, cache, profileRows);
      try {
        const revocation: unknown = JSON.parse(payload);
        if (isRevocation(revocation)) cache.apply(revocation);
      } catch {
        logger.warn('ignored a malformed session revocation', { payload });
      }
    });
    // Only once, and only for a connection that was listening: a failed attempt is retried by connect's caller.
    const lose = (reason: string): void => {
      if (stopped || client !== next) return;
      logger.warn('session revocation listener lost its connection', { error: reason });
      profileRows?.listening(false);
      cache.clear();
      client = null;
      void next.end().catch(() => undefined);
      reconnectSoon();
    };
    next.on('error', (error) => lose(error.message));
    // A backend ended by the server can close the socket without an error first.
    next.on('end', () => lose('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}; listen ${ROWS_CHANGED_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    // Whatever was cached before this connection listened may have missed a notification.
    cache.clear();
    profileRows?.listening(true);
  };

  await connect();
  cache.broadcast = async (revocation) => {
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`.execute(db);
  };
  return async () => {
    stopped = true;
    profileRows?.listening(false);
    await client?.end();
  };
}
