import { sql } from 'kysely';
import type { DatabaseHandle } from '.';

export type Exclusive<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` unless another server is running the same job. On PostgreSQL a session-level
 * advisory lock, held on one pooled connection for the duration, decides; PostgreSQL releases
 * it by itself when that connection dies, so a killed server never leaves a job locked. SQLite
 * is one process, so the job simply runs.
 */
export async function runExclusive<T>(
  database: DatabaseHandle,
  job: string,
  work: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (database.kind === 'sqlite') return { ran: true, result: await work() };
  const key = `orrery.job.${job}`;
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${key})) as locked`.execute(connection);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
