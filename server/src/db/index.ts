import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { fold, foldedWords } from './fold';
import { ForgetOnOwnWrites, PROFILE_CHANGED_FUNCTION, ProfileRowCache } from './profile-rows';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PostgreSQL's pool: its connection counts for the metrics, and the prepared profile read. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount' | 'query'>;
  /** The profile rows of recent requests; on PostgreSQL kept only once a server listens for changes. */
  profileRows?: ProfileRowCache;
}

// pg returns int8 (bigint, count(*)) as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  poolSize?: number;
}

/**
 * How long an idle pooled PostgreSQL connection is kept. node-postgres closes one after 10 s, so
 * traffic with pauses of a few seconds closed and reopened all ten: each reopening is a new
 * backend process and about 30 ms for the request that waits for it, and each closing a backend
 * exiting on the same cores (the bench saw both in every run). Idle connections cost PostgreSQL
 * little, and never more than a burst opens anyway (`max`), so they are kept through a lull and
 * given back after five quiet minutes.
 */
const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover, admin termination) emits an
    // error on the pool; unhandled, it would crash the process. The pool replaces the client.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A connection that drops while checked out (between a transaction's queries, say) emits
    // on the client, not the pool; unhandled, that too would crash the process. The query in
    // flight fails on its own and the request answers 503 (http/app.ts).
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    });
    const profileRows = new ProfileRowCache(null);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new ForgetOnOwnWrites(profileRows)],
    });
    return { db, kind: 'postgres', close: () => db.destroy(), pool, profileRows };
  }
  const file = options.sqliteFile ?? path.join('data', 'orrery.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // PostgreSQL has the same function from migration 0008.
  sqlite.function('orrery_fold', { deterministic: true }, (value: unknown) =>
    fold(typeof value === 'string' ? value : null),
  );
  // A JSON array, which triggers read with json_each (migration 0014).
  sqlite.function('orrery_words', { deterministic: true }, (value: unknown) =>
    JSON.stringify(foldedWords(typeof value === 'string' ? value : null)),
  );
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const profileRows = new ProfileRowCache(() => dataVersion.get() as number);
  sqlite.function(PROFILE_CHANGED_FUNCTION, (userId: unknown) => {
    if (typeof userId === 'string') profileRows.changed(userId);
    return null;
  });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy(), profileRows };
}

/** More distinct queries than the app writes; past it the least recently used statement goes. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing cost more than running the
 * query for a profile read by id. Statements are kept by their SQL here and reused: SQLite
 * re-prepares one itself when the schema changes, and Kysely runs one query at a time on its
 * single connection, so a statement is never asked to run while it is still running.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
