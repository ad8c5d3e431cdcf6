import type { Context } from 'hono';
import type { Selectable } from 'kysely';
import { createProfileWithWelcomeCredits } from '../auth/profiles';
import type { ProfilesTable } from '../db/schema';
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
    if (!session) throw new AppError('unauthenticated');
    user = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
    };
    sessionCache.set(cacheKey, user, session.session.expiresAt.getTime());
  }
  const signedInUser: SessionUser = user;
  const findProfile = () =>
    database.db.selectFrom('profiles').selectAll().where('id', '=', signedInUser.id).executeTakeFirst();
  let profile = await findProfile();
  if (!profile) {
    // The sign-up hook runs after the user row is written; if it failed, repair on first use.
    await createProfileWithWelcomeCredits(database.db, signedInUser, env.WELCOME_CREDITS);
    profile = await findProfile();
    if (!profile) throw new AppError('internal');
  }
  if (profile.status === 'deleted') throw new AppError('account_deleted');
  return { user: signedInUser, profile };
}

/** Like requireUser, and refuses blocked accounts (the web app sends them back to /app). */
export async function requireActiveUser(c: Context<AppBindings>): Promise<SignedIn> {
  const signedIn = await requireUser(c);
  if (signedIn.profile.status === 'blocked') throw new AppError('account_blocked');
  return signedIn;
}
