import { type Kysely, sql } from 'kysely';

/**
 * Subscriptions get a table of their own, one row per provider subscription, so each has one
 * state (decisions/0022) instead of the profile's last-written id. A partial unique index
 * allows one live (active or past due) subscription per user; both SQLite and PostgreSQL
 * support `create unique index ... where`. Payment events keep their translated action and the
 * provider's time, so an event that arrives before the object it acts on waits (`held_for`) and
 * is applied in the provider's order once that object exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('tier_id', 'integer', (c) => c.notNull().references('pricing_tiers.tier_id'))
    .addColumn('checkout_session_id', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'past_due', 'cancelled', 'ended')`),
    )
    .addColumn('end_reason', 'text')
    .addColumn('paid_through', 'text')
    .addColumn('state_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_one_live_per_user')
    .unique()
    .on('subscriptions')
    .column('user_id')
    .where(sql.ref('status'), 'in', sql`('active', 'past_due')`)
    .execute();
  await db.schema
    .createIndex('subscriptions_due_idx')
    .on('subscriptions')
    .columns(['status', 'paid_through'])
    .execute();

  // Subscriptions started before this table existed.
  await sql`insert into subscriptions (id, provider, user_id, tier_id, checkout_session_id, status, end_reason,
      paid_through, state_at, created_at, updated_at)
    select payment_subscription_id, coalesce(subscription_provider, 'stripe'), id, tier_id, null,
      case when status <> 'active' then 'ended'
           when subscription_status = 'active' and subscription_past_due_since is not null then 'past_due'
           when subscription_status = 'active' then 'active' else 'cancelled' end,
      case when status <> 'active' then 'account_' || status
           when subscription_status = 'active' then null else coalesce(subscription_cancel_reason, 'provider') end,
      next_renewal_date, coalesce(subscription_update_date, updated_at), created_at, updated_at
    from profiles where payment_subscription_id is not null and tier_id is not null`.execute(db);

  await db.schema.alterTable('payment_events').addColumn('occurred_at', 'text').execute();
  await db.schema.alterTable('payment_events').addColumn('action', 'text').execute();
  await db.schema.alterTable('payment_events').addColumn('held_for', 'text').execute();
  await db.schema.createIndex('payment_events_held_idx').on('payment_events').column('held_for').execute();

  await db.schema.alterTable('payments').addColumn('refund_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('refund_reason').execute();
  await db.schema.dropIndex('payment_events_held_idx').execute();
  for (const column of ['held_for', 'action', 'occurred_at']) {
    await db.schema.alterTable('payment_events').dropColumn(column).execute();
  }
  await db.schema.dropTable('subscriptions').execute();
}
