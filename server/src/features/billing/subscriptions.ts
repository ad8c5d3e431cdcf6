import { sql, type Selectable, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../db';
import type { Database, SubscriptionsTable } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { type Decision, decide, type SubscriptionInput } from './subscription-state';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Trx = Transaction<Database>;

/**
 * Serialises the transactions that touch the same provider object (a subscription, a payment),
 * so an event that finds its object missing and is held, and the event that creates the object
 * and releases what was held, can never miss each other. PostgreSQL takes transaction-scoped
 * advisory locks in a fixed order; SQLite runs one write transaction at a time anyway.
 */
export async function lockBillingKeys(trx: Trx, kind: DatabaseKind, keys: string[]): Promise<void> {
  if (kind !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`orrery.billing.${key}`}))`.execute(trx);
  }
}

export const subscriptionKey = (id: string) => `subscription:${id}`;
export const paymentKeys = (...references: (string | null)[]) =>
  references.filter((r): r is string => Boolean(r)).map((r) => `payment:${r}`);

export function findSubscription(trx: Trx, provider: string, id: string) {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export function liveSubscriptionOf(trx: Trx | AppDeps['database']['db'], userId: string) {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'past_due'])
    .executeTakeFirst();
}

/**
 * The one writer of a subscription's state: it applies the table's decision to the row and
 * mirrors it on the profile (which the views and the spec's fields read) when this is the
 * profile's current subscription.
 */
export async function moveSubscription(
  trx: Trx,
  subscription: SubscriptionRow,
  input: SubscriptionInput,
  now: Date,
  paidThrough?: string | null,
): Promise<Decision> {
  const decision = decide(subscription, input);
  const at = now.toISOString();
  const changed = decision.status !== subscription.status || decision.endReason !== subscription.end_reason;
  const tierId = decision.tierId ?? subscription.tier_id;
  if (
    !changed &&
    !paidThrough &&
    decision.stateAt === subscription.state_at &&
    tierId === subscription.tier_id
  )
    return decision;
  await trx
    .updateTable('subscriptions')
    .set({
      tier_id: tierId,
      status: decision.status,
      end_reason: decision.endReason,
      state_at: decision.stateAt,
      paid_through: paidThrough ?? subscription.paid_through,
      updated_at: at,
    })
    .where('id', '=', subscription.id)
    .execute();
  if (!changed) {
    if (paidThrough) {
      await trx
        .updateTable('profiles')
        .set({ next_renewal_date: paidThrough, subscription_update_date: at, updated_at: at })
        .where('id', '=', subscription.user_id)
        .where('payment_subscription_id', '=', subscription.id)
        .execute();
    }
    return decision;
  }
  const live = decision.status === 'active' || decision.status === 'past_due';
  await trx
    .updateTable('profiles')
    .set((eb) => ({
      subscription_status: live ? 'active' : 'cancelled',
      subscription_past_due_since:
        decision.status === 'past_due' ? eb.fn.coalesce('subscription_past_due_since', eb.val(at)) : null,
      ...(input.kind === 'cancelled' || input.kind === 'account_closed'
        ? { subscription_cancel_reason: input.reason }
        : input.kind === 'resumed'
          ? { subscription_cancel_reason: null }
          : {}),
      next_renewal_date: paidThrough ?? eb.ref('next_renewal_date'),
      subscription_update_date: at,
      updated_at: at,
    }))
    .where('id', '=', subscription.user_id)
    .where('payment_subscription_id', '=', subscription.id)
    .execute();
  return decision;
}

/**
 * Before an account is deleted or blocked: every subscription still billing is ended at its
 * provider, so nothing more is charged. Throws (and the account stays as it is) when the
 * provider cannot be reached or is not the one this server is connected to.
 */
export async function endBillingAtProvider(
  deps: Pick<AppDeps, 'database' | 'payments' | 'logger'>,
  userId: string,
) {
  const billing = await deps.database.db
    .selectFrom('subscriptions')
    .select(['id', 'provider'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'ended')
    .execute();
  for (const subscription of billing) {
    // Demo subscriptions bill nothing anywhere: ending them here is enough.
    if (subscription.provider === 'demo' && deps.payments.name !== 'demo') continue;
    if (subscription.provider !== deps.payments.name) {
      throw new AppError(
        'service_unavailable',
        `This account's subscription is billed through ${subscription.provider}, which this server is not connected to, so it cannot be stopped now.`,
      );
    }
    try {
      await deps.payments.endSubscription(subscription.id);
    } catch (error) {
      deps.logger.error('subscription not ended at the provider', {
        subscriptionId: subscription.id,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new AppError(
        'service_unavailable',
        'We could not reach the payment provider to stop the subscription, so nothing was changed. Please try again.',
      );
    }
  }
}

/** In the account's own transaction: its subscriptions become ended, so no renewal is granted. */
export async function endSubscriptionsOfClosedAccount(
  trx: Trx,
  userId: string,
  reason: 'account_deleted' | 'account_blocked',
  now: Date,
): Promise<void> {
  const billing = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'ended')
    .execute();
  for (const subscription of billing) {
    await moveSubscription(trx, subscription, { kind: 'account_closed', at: now.toISOString(), reason }, now);
  }
}
