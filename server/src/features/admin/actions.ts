import type { AdminUser, CreditChangeRequest } from '@orrery/core/api/admin';
import { forgetBlockedSessions, rememberBlockedSessions } from '../../auth/blocked-sessions';
import { sql, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../db';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { endAllSessions } from '../account/delete-account';
import { endBillingAtProvider, endSubscriptionsOfClosedAccount } from '../billing/subscriptions';
import { applyCreditChange } from '../credits/ledger';
import { writeAudit } from './audit';
import { findAdminUser } from './queries';

type Deps = Pick<AppDeps, 'database' | 'sessionCache' | 'payments' | 'logger'>;

async function liveTarget(trx: Transaction<Database>, id: string) {
  const row = await trx
    .selectFrom('profiles')
    .select(['id', 'status', 'role', 'remaining_credits'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.status === 'deleted') throw new AppError('not_found');
  return row;
}

async function presented(deps: Deps, id: string): Promise<AdminUser> {
  const user = await findAdminUser(deps.database.db, id);
  if (!user) throw new AppError('not_found');
  return user;
}

/**
 * Adds or deducts credits through applyCreditChange (the ledger row's reference is the admin's
 * id), with the audit row in the same transaction. A deduction never takes the balance below zero.
 */
export async function changeCredits(
  deps: Deps,
  adminId: string,
  targetId: string,
  change: CreditChangeRequest,
): Promise<AdminUser> {
  // Decision 0013: an admin never acts on their own account, and credits are no exception.
  if (targetId === adminId) throw new AppError('admin_self_action');
  await deps.database.db.transaction().execute(async (trx) => {
    const before = await liveTarget(trx, targetId);
    const now = new Date();
    const after = await applyCreditChange(trx, {
      userId: targetId,
      delta: change.amount,
      reason: 'admin_adjustment',
      reference: adminId,
      now,
    });
    if (after === null) {
      throw new AppError(
        'insufficient_credits',
        `The balance is ${before.remaining_credits}; it cannot go below zero.`,
      );
    }
    await writeAudit(trx, {
      adminUserId: adminId,
      action: 'credit_change',
      targetUserId: targetId,
      details: {
        amount: change.amount,
        reason: change.reason,
        before: { balance: before.remaining_credits },
        after: { balance: after },
      },
      now,
    });
  });
  return presented(deps, targetId);
}

/**
 * Blocks or unblocks. Blocking first ends any subscription still billing at its provider (if
 * that fails, the user stays unblocked), then ends every session of the user at once: the
 * session rows and the subscriptions' end go in the same transaction and every server's session
 * cache is told, so their next request is signed out (decisions/0004 describes the broadcast).
 * Unblocking does not restart a subscription.
 */
export async function changeStatus(
  deps: Deps,
  adminId: string,
  targetId: string,
  status: 'active' | 'blocked',
): Promise<AdminUser> {
  if (targetId === adminId) throw new AppError('admin_self_action');
  if (status === 'blocked') await endBillingAtProvider(deps, targetId);
  await deps.database.db.transaction().execute(async (trx) => {
    await lockAdminRoster(trx, deps.database.kind, targetId);
    const before = await liveTarget(trx, targetId);
    if (before.status === status) return;
    if (status === 'blocked' && before.role === 'admin') await ensureAnotherAdmin(trx, targetId);
    const now = new Date();
    await trx
      .updateTable('profiles')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', targetId)
      .execute();
    if (status === 'blocked') {
      await endSubscriptionsOfClosedAccount(trx, targetId, 'account_blocked', now);
      await rememberBlockedSessions(trx, targetId);
      await endAllSessions(trx, targetId, { removeSignInMethods: false });
      await trx.deleteFrom('admin_step_ups').where('user_id', '=', targetId).execute();
    } else {
      await forgetBlockedSessions(trx, targetId);
    }
    await writeAudit(trx, {
      adminUserId: adminId,
      action: status === 'blocked' ? 'block' : 'unblock',
      targetUserId: targetId,
      details: { before: { status: before.status }, after: { status } },
      now,
    });
  });
  if (status === 'blocked') await deps.sessionCache.revoke({ userId: targetId });
  return presented(deps, targetId);
}

/**
 * Serialises the changes that can take an admin away, so that two admins demoting or blocking
 * each other at the same moment leave one: each counts the others only after the one before it
 * has committed. PostgreSQL takes a transaction-scoped advisory lock (row locks would not stop
 * two transactions each changing a different admin); SQLite takes its write lock by writing
 * first, before any read, so another process waits on busy_timeout instead of reading a
 * snapshot that is about to go stale (one process runs its transactions one at a time anyway).
 */
async function lockAdminRoster(trx: Transaction<Database>, kind: DatabaseKind, targetId: string) {
  if (kind === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext('orrery admin roster'))`.execute(trx);
  } else {
    await trx
      .updateTable('profiles')
      .set((eb) => ({ role: eb.ref('role') }))
      .where('id', '=', targetId)
      .execute();
  }
}

/**
 * The console must always keep an active admin: besides refusing to act on oneself, a change
 * that would leave no other active admin is refused.
 */
async function ensureAnotherAdmin(trx: Transaction<Database>, targetId: string): Promise<void> {
  const others = await trx
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('id', '!=', targetId)
    .executeTakeFirstOrThrow();
  if (Number(others.count) === 0) throw new AppError('last_admin');
}

export async function changeRole(
  deps: Deps,
  adminId: string,
  targetId: string,
  role: 'user' | 'admin',
): Promise<AdminUser> {
  if (targetId === adminId) throw new AppError('admin_self_action');
  await deps.database.db.transaction().execute(async (trx) => {
    await lockAdminRoster(trx, deps.database.kind, targetId);
    const before = await liveTarget(trx, targetId);
    if (before.role === role) return;
    if (role === 'user') await ensureAnotherAdmin(trx, targetId);
    const now = new Date();
    await trx
      .updateTable('profiles')
      .set({ role, updated_at: now.toISOString() })
      .where('id', '=', targetId)
      .execute();
    if (role === 'user') await trx.deleteFrom('admin_step_ups').where('user_id', '=', targetId).execute();
    await writeAudit(trx, {
      adminUserId: adminId,
      action: role === 'admin' ? 'promote' : 'demote',
      targetUserId: targetId,
      details: { before: { role: before.role }, after: { role } },
      now,
    });
  });
  return presented(deps, targetId);
}
