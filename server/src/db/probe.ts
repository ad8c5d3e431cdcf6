import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Whether the database answers `select 1` within `timeoutMs`. Used by readiness, and after an
 * unexplained failure to tell "the database is away" (503, retry) from a bug (500).
 */
export function databaseAnswers(db: Kysely<Database>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([
    sql`select 1`.execute(db).then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
