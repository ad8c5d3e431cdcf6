import { createHash, randomBytes } from 'node:crypto';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import { endAllSessions } from '../features/account/delete-account';
import { revokeResetLinks } from './reset-links';

/** How long the old address can undo a change of address. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;
/** The web page the undo link opens; it sends the token to UNDO_PATH and says what happened. */
export const EMAIL_CHANGE_UNDO_PAGE = '/email-change/undo';
/** An account without a password proves itself by having signed in this recently. */
const FRESH_SIGN_IN_MS = 5 * 60_000;

type HookContext = Parameters<typeof getSessionFromCtx>[0];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Before better-auth's /change-email: a session alone is not enough, or a stolen one would move
 * the account to the thief's address for good. An account with a password must send it as
 * `currentPassword`; one that signs in only through a provider must have signed in within the
 * last five minutes.
 */
export async function requireProofForEmailChange(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // better-auth answers 401 itself
  const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  if (hash) {
    const body = ctx.body as Record<string, unknown> | undefined;
    const password = typeof body?.currentPassword === 'string' ? body.currentPassword : '';
    if (!password || !(await ctx.context.password.verify({ hash, password }))) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    }
    return;
  }
  if (Date.now() - new Date(session.session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
    throw new APIError('FORBIDDEN', {
      code: 'FRESH_SIGN_IN_REQUIRED',
      message: 'Please sign in again, then change your address within five minutes.',
    });
  }
}

/** The claims of better-auth's verification link that moves an account to a new address, if it is one. */
export function emailChangeClaims(token: string): { userId: string; issuedAtMs: number } | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return null;
    const { updateTo, userId, iat } = payload as Record<string, unknown>;
    if (!updateTo || typeof userId !== 'string' || typeof iat !== 'number') return null;
    return { userId, issuedAtMs: iat * 1000 };
  } catch {
    return null;
  }
}

/**
 * Before better-auth's /verify-email: a link to a new address sent before the owner undid a
 * change is dead, or the thief would follow it again and take the address back. (better-auth
 * accepts such a link for as long as the account has the address it was sent from.)
 */
export async function refuseLinksBeforeUndo(
  db: Kysely<Database>,
  token: string,
  onRefused: () => never,
): Promise<void> {
  const claims = emailChangeClaims(token);
  if (!claims) return;
  const undone = await db
    .selectFrom('email_changes')
    .select('id')
    .where('user_id', '=', claims.userId)
    .where('undone_at', '>=', new Date(claims.issuedAtMs).toISOString())
    .executeTakeFirst();
  if (undone) onRefused();
}

/**
 * Starts the window in which the old address can undo a change that has just taken effect;
 * returns the token for the link (only its hash is stored). Expired windows are pruned here.
 */
export async function openUndoWindow(
  db: Kysely<Database>,
  change: { userId: string; oldEmail: string; newEmail: string },
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('email_changes').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('email_changes')
    .values({
      id: newId(now.getTime()),
      user_id: change.userId,
      token_hash: hashToken(token),
      old_email: change.oldEmail,
      new_email: change.newEmail,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60_000).toISOString(),
      undone_at: null,
    })
    .execute();
  return token;
}

/**
 * Undoes a change of address from the link sent to the old one: the old address is back (and
 * confirmed, as it was), every session ends and every reset link dies, since whoever made the
 * change may hold any of them. Following the link again answers the same. Returns the restored
 * address and the user, whose cached sessions the caller forgets.
 */
export async function undoEmailChange(
  database: DatabaseHandle,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: string; email: string }> {
  return database.db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('email_changes')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!change || change.expires_at < now.toISOString()) throw new AppError('undo_link_invalid');
    const restored = { userId: change.user_id, email: change.old_email };
    if (change.undone_at) return restored;
    const profile = await trx
      .selectFrom('profiles')
      .select('status')
      .where('id', '=', change.user_id)
      .executeTakeFirst();
    if (!profile || profile.status === 'deleted') throw new AppError('undo_link_invalid');
    const { rows: taken } = await sql<{
      id: string;
    }>`select id from ${sql.table('user')} where lower(email) = ${change.old_email.toLowerCase()} and id != ${change.user_id}`.execute(
      trx,
    );
    if (taken.length > 0) {
      throw new AppError(
        'conflict',
        `Another account signs in with ${change.old_email} now, so it cannot come back to this one. Please contact support.`,
      );
    }
    const verified = database.kind === 'postgres' ? sql`true` : sql`1`;
    await sql`update ${sql.table('user')} set email = ${change.old_email}, ${sql.ref('emailVerified')} = ${verified} where id = ${change.user_id}`.execute(
      trx,
    );
    await trx
      .updateTable('profiles')
      .set({ email: change.old_email, updated_at: now.toISOString() })
      .where('id', '=', change.user_id)
      .execute();
    await trx
      .updateTable('email_changes')
      .set({ undone_at: now.toISOString() })
      .where('user_id', '=', change.user_id)
      .where('undone_at', 'is', null)
      .execute();
    await endAllSessions(trx, change.user_id, { removeSignInMethods: false });
    await revokeResetLinks(trx, change.user_id);
    return restored;
  });
}
