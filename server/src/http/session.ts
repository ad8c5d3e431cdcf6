import type { Context } from 'hono';
import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { createProfileWithWelcomeCredits, welcomeCreditsAtCreation } from '../auth/profiles';
import type { DatabaseHandle } from '../db';
import type { Database, ProfilesTable } from '../db/schema';
import { endedByBlock } from '../auth/blocked-sessions';
import { SessionCache } from '../auth/session-cache';
import type { AppBindings, SessionUser } from './context';
import { AppError } from './errors';

export interface SignedIn {
  user: SessionUser;
  profile: Selectable<ProfilesTable>;
}

/** Authenticates the request from its session cookie and loads the caller's profile. */
export async function requireUser(c: Context<AppBindings>): Promise<SignedIn> {
  const { auth, database, env, sessionCache } = c.get('deps');
  const cacheKey = SessionCache.keyOf(c.req.header('cookie'));
  if (!cacheKey) throw new AppError('unauthenticated');
  let user = sessionCache.get(cacheKey);
  if (!user) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      // A tab signed out by a block learns why, once, instead of only finding itself signed out.
      if (await endedByBlock(database.db, c.req.header('cookie'))) throw new AppError('account_blocked');
      throw new AppError('unauthenticated');
    }
    user = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
      emailVerified: session.user.emailVerified,
    };
    await noteSessionUse(c, session.session.id, session.session.updatedAt);
    sessionCache.set(cacheKey, user, session.session.expiresAt.getTime());
  }
  const signedInUser: SessionUser = user;
  c.set('userId', signedInUser.id);
  const findProfile = () => profileById(database, signedInUser.id);
  let profile = await findProfile();
  if (!profile) {
    // The sign-up hook runs after the user row is written; if it failed, repair on first use.
    await createProfileWithWelcomeCredits(
      database.db,
      signedInUser,
      welcomeCreditsAtCreation(env, c.get('deps').mailer !== null, signedInUser.emailVerified),
    );
    profile = await findProfile();
    if (!profile) throw new AppError('internal');
  }
  if (profile.status === 'deleted') throw new AppError('account_deleted');
  return { user: signedInUser, profile };
}

/**
 * On PostgreSQL the profile read is a named prepared statement: each connection parses and plans
 * it once instead of for every request (Kysely has no named statements, so it goes to the pool).
 * Its one column is a whole-row `to_json`, so a migration that changes the table's columns does
 * not change the statement's result type, and PostgreSQL replans it by itself.
 */
const PROFILE_READ_STATEMENT = 'orrery_profile_by_id';

const profileByIdQueries = new WeakMap<Kysely<Database>, Promise<CompiledQuery<ProfileRead>>>();

interface ProfileRead {
  profile: Selectable<ProfilesTable> | string;
}

/** SQLite has no whole-row JSON: its column list is read from the table once (migrations run before the first request). */
async function compileProfileRead(
  db: Kysely<Database>,
  kind: DatabaseHandle['kind'],
): Promise<CompiledQuery<ProfileRead>> {
  const profiles = sql.table('profiles');
  if (kind === 'postgres') {
    return sql<ProfileRead>`select to_json(${profiles}) as ${sql.ref('profile')} from ${profiles} where ${sql.ref('id')} = ${''}`.compile(
      db,
    );
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_table_info('profiles') order by cid`.execute(db);
  const pairs = sql.join(rows.map(({ name }) => sql`${sql.lit(name)}, ${sql.ref(name)}`));
  return sql<ProfileRead>`select json_object(${pairs}) as ${sql.ref('profile')} from ${profiles} where ${sql.ref('id')} = ${''}`.compile(
    db,
  );
}

/**
 * The profile read of every signed-in request, compiled once per database (Kysely would build and
 * compile the same query anew each time). The row comes back as one JSON value, which costs a
 * fraction of 40 columns: `pg` describes a result's columns again for every query (about 20 µs of
 * CPU a request), and better-sqlite3 builds a row object more slowly than JSON.parse does. The
 * columns are text, integers and reals, which JSON carries as they are (both databases write a
 * real's shortest round-trip form). On SQLite a row that nothing has changed since it was read
 * comes from memory (ProfileRowCache).
 */
export async function profileById(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'profileRows' | 'pool'>,
  userId: string,
): Promise<Selectable<ProfilesTable> | undefined> {
  const { db, kind, profileRows, pool } = database;
  const cached = profileRows?.get(userId);
  if (cached) return cached;
  const startedAt = profileRows?.startRead();
  let query = profileByIdQueries.get(db);
  if (!query) {
    query = compileProfileRead(db, kind);
    profileByIdQueries.set(db, query);
    // A failure (the database away at the first request) is not kept: the next request tries again.
    query.catch(() => profileByIdQueries.delete(db));
  }
  const { rows } = pool
    ? await pool.query<ProfileRead>({
        name: PROFILE_READ_STATEMENT,
        text: (await query).sql,
        values: [userId],
      })
    : await db.executeQuery<ProfileRead>({ ...(await query), parameters: [userId] });
  const profile = rows[0]?.profile;
  // pg parses a JSON column itself; SQLite's json_object is text.
  const row = typeof profile === 'string' ? (JSON.parse(profile) as Selectable<ProfilesTable>) : profile;
  if (row && startedAt !== undefined) profileRows?.set(userId, row, startedAt);
  return row;
}

/** How stale a session's last use may be before a request writes it again (the sessions list shows it). */
const LAST_USE_PRECISION_MS = 5 * 60_000;

/**
 * Records when a session was last used, in better-auth's `updatedAt` (which it otherwise sets
 * only when it extends the session). Written at most every few minutes and only when the
 * session cache missed, so the hot path stays a memory read.
 */
async function noteSessionUse(c: Context<AppBindings>, sessionId: string, updatedAt: Date): Promise<void> {
  const now = new Date();
  if (now.getTime() - updatedAt.getTime() < LAST_USE_PRECISION_MS) return;
  const { database } = c.get('deps');
  const stamp = database.kind === 'postgres' ? now : now.toISOString();
  await sql`update ${sql.table('session')} set ${sql.ref('updatedAt')} = ${stamp} where ${sql.ref('id')} = ${sessionId}`.execute(
    database.db,
  );
}

/**
 * Buying and the voice guide need a verified address when email is on (a receipt must reach its
 * owner, and throwaway accounts must not reach the paid paths); reading does not.
 */
export function requireVerifiedEmail(c: Context<AppBindings>, signedIn: SignedIn): void {
  if (c.get('deps').mailer && !signedIn.user.emailVerified) throw new AppError('email_not_verified');
}

/** Like requireUser, and refuses blocked accounts (the web app sends them back to /app). */
export async function requireActiveUser(c: Context<AppBindings>): Promise<SignedIn> {
  const signedIn = await requireUser(c);
  if (signedIn.profile.status === 'blocked') throw new AppError('account_blocked');
  return signedIn;
}
