/** True when a write failed on a UNIQUE constraint, in either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** PostgreSQL's SQLSTATE classes and Node's socket codes that mean "the database did not answer". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);

/**
 * True when an error says the database is out of reach rather than that the query was wrong:
 * the request may succeed if retried, so it deserves a 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  // pg's pool and client, and better-sqlite3 after its handle was closed, say so only in words.
  return /Connection terminated|timeout exceeded when trying to connect|connection is not open|Cannot use a pool after calling end/i.test(
    message,
  );
}
