import { type Kysely, sql, type Transaction } from 'kysely';
import { detachedEmail } from '../../auth/profiles';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { endBillingAtProvider, endSubscriptionsOfClosedAccount } from '../billing/subscriptions';
import { removeUserExports } from '../export/jobs';
import { AvatarStore } from '../profile/avatar-store';

/**
 * Account deletion, whoever asks (the user or an admin): first any subscription still billing is
 * ended at its provider (if that fails, nothing changes); then status deleted, the
 * subscriptions ended (no renewal is granted afterwards), balance zeroed with a
 * ledger row that explains it, cancellation date stamped, every session ended and every way to
 * sign in (password, linked providers) removed and the address detached for a new sign-up, all
 * in one transaction, together with whatever
 * `alsoInTransaction` writes (the admin's audit row); then the avatar file and any prepared data
 * export are deleted, so their addresses stop answering. Readings (usage logs) and the ledger are
 * kept; their personal fields are erased after the retention period (retention.ts).
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'database' | 'env' | 'sessionCache' | 'payments' | 'logger'>,
  userId: string,
  alsoInTransaction?: (trx: Transaction<Database>, before: { balance: number }) => Promise<void>,
): Promise<{ cancellationDate: string }> {
  const now = new Date();
  const stamp = now.toISOString();
  await endBillingAtProvider(deps, userId);
  let avatarUrl: string | null = null;
  await deps.database.db.transaction().execute(async (trx) => {
    // The zeroing update is conditional on the balance read, so a reading charged in between
    // (PostgreSQL runs them concurrently) makes us read again instead of losing the ledger's sum.
    for (let attempt = 0; ; attempt++) {
      const current = await trx
        .selectFrom('profiles')
        .select(['remaining_credits', 'status', 'avatar_url'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!current) throw new AppError('not_found');
      if (current.status === 'deleted') throw new AppError('account_deleted');
      const updated = await trx
        .updateTable('profiles')
        .set({
          status: 'deleted',
          remaining_credits: 0,
          cancellation_date: stamp,
          avatar_url: null,
          updated_at: stamp,
        })
        .where('id', '=', userId)
        .where('remaining_credits', '=', current.remaining_credits)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) {
        avatarUrl = current.avatar_url;
        // Written even for a zero balance: the row also records when the account ended.
        await trx
          .insertInto('credit_ledger')
          .values({
            id: newId(),
            user_id: userId,
            delta: -current.remaining_credits,
            reason: 'account_deletion',
            reference: null,
            balance_after: 0,
            created_at: stamp,
          })
          .execute();
        await endSubscriptionsOfClosedAccount(trx, userId, 'account_deleted', now);
        await alsoInTransaction?.(trx, { balance: current.remaining_credits });
        break;
      }
      if (attempt === 4)
        throw new AppError('conflict', 'The balance changed while deleting. Please try again.');
    }
    await endAllSessions(trx, userId, { removeSignInMethods: true });
    // No daily note for a closed account, and its browsers' push addresses are forgotten.
    await trx.deleteFrom('daily_settings').where('user_id', '=', userId).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    // The address is given back so the person can sign up again; the new account is a fresh
    // one, and this one's readings and ledger stay under its own id, never shown there.
    await sql`update ${sql.table('user')} set email = ${detachedEmail(userId)} where id = ${userId}`.execute(
      trx,
    );
  });
  await deps.sessionCache.revoke({ userId });
  await new AvatarStore(deps.env.DATA_DIR).remove(avatarUrl);
  await removeUserExports(deps, userId);
  return { cancellationDate: stamp };
}

/**
 * Global sign-out (better-auth keeps sessions in "session"); with removeSignInMethods also no
 * way back in (the password hash and provider links live in "account", an admin's TOTP secret
 * and backup codes in "twoFactor"). The caller revokes the
 * session caches once its transaction has committed.
 */
export async function endAllSessions(
  trx: Kysely<Database>,
  userId: string,
  options: { removeSignInMethods: boolean },
): Promise<void> {
  await sql`delete from ${sql.table('session')} where ${sql.ref('userId')} = ${userId}`.execute(trx);
  if (options.removeSignInMethods) {
    await sql`delete from ${sql.table('account')} where ${sql.ref('userId')} = ${userId}`.execute(trx);
    await sql`delete from ${sql.table('twoFactor')} where ${sql.ref('userId')} = ${userId}`.execute(trx);
  }
}
