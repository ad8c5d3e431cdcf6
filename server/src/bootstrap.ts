import path from 'node:path';
import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { createAuth } from './auth/auth';
import { releaseAuthContextBetweenCalls } from './auth/auth-context';
import { SessionCache } from './auth/session-cache';
import { syncSessionRevocations } from './auth/session-revocations';
import { type DatabaseHandle, openDatabase } from './db';
import { migrateToLatest } from './db/migrate';
import type { Env } from './env';
import { createPaymentProvider } from './features/billing/providers';
import type { AppDeps } from './http/context';
import { Lifecycle } from './http/lifecycle';
import { createLogger, type Logger } from './lib/logger';
import { Metrics } from './lib/metrics';
import { createMailer } from './mail/mailer';

export class StartupError extends Error {}

const SESSION_CACHE_TTL_MS = 10_000;

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartupError(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describeDatabase(env: Env): string {
  if (!env.DATABASE_URL) return `SQLite at ${path.join(env.DATA_DIR, 'orrery.sqlite')}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

export function openDatabaseFor(env: Env): DatabaseHandle {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: path.join(env.DATA_DIR, 'orrery.sqlite'),
  });
}

/** Connects, checks the database answers, and brings both schemas (ours and better-auth's) up to date. */
export async function bootstrap(env: Env, logger: Logger = createLogger(env.LOG_LEVEL)): Promise<AppDeps> {
  const where = describeDatabase(env);
  let database: DatabaseHandle;
  try {
    database = openDatabaseFor(env);
    await withTimeout(sql`select 1`.execute(database.db), 8_000, `timed out after 8 s`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Cannot reach the database (${where}): ${reason}`);
  }
  const sessionCache = new SessionCache(SESSION_CACHE_TTL_MS);
  const mailer = createMailer(env, logger, database.db);
  const auth = createAuth(env, database.db, database.kind, {
    mailer,
    forgetUserSessions: (userId) => sessionCache.revoke({ userId }),
  });
  await releaseAuthContextBetweenCalls();
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  await migrateToLatest(database.db);
  if (database.kind === 'sqlite') await database.profileRows?.watch(database.db);
  if (env.DATABASE_URL) {
    const stopListening = await syncSessionRevocations(
      env.DATABASE_URL,
      database.db,
      sessionCache,
      database.profileRows,
      logger,
    );
    const closeDatabase = database.close;
    database = {
      ...database,
      close: async () => {
        await stopListening();
        await closeDatabase();
      },
    };
  }
  const lifecycle = new Lifecycle();
  return {
    env,
    database,
    auth,
    logger,
    sessionCache,
    mailer,
    payments: createPaymentProvider(env),
    lifecycle,
    metrics: new Metrics(database, lifecycle),
  };
}
