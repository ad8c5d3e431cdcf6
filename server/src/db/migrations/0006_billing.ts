import { type Kysely, sql } from 'kysely';

// Checkout sessions remember what was offered (price and credits read from our tables) so the
// provider's confirmation can only ever grant that; credit_refreshes is the refresh log and
// its key makes one grant per user and billing period, whichever server or path asks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('tier_id', 'integer', (c) => c.notNull().references('pricing_tiers.tier_id'))
    .addColumn('billing_type', 'text', (c) =>
      c.notNull().check(sql`billing_type in ('subscription', 'one_time')`),
    )
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'completed', 'expired')`),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('checkout_sessions_user_idx')
    .on('checkout_sessions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('payments').addColumn('kind', 'text').execute();
  await db.schema.alterTable('payments').addColumn('tier_id', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('payment_intent_id', 'text').execute();
  await db.schema.alterTable('payments').addColumn('invoice_id', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('credits_revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('payments_intent_idx').on('payments').column('payment_intent_id').execute();
  await db.schema.createIndex('payments_invoice_idx').on('payments').column('invoice_id').execute();
  await db.schema
    .createIndex('payments_user_idx')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('profiles').addColumn('subscription_provider', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('subscription_past_due_since', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('subscription_cancel_reason', 'text').execute();
  await db.schema
    .createIndex('profiles_payment_subscription_idx')
    .on('profiles')
    .column('payment_subscription_id')
    .execute();

  await db.schema
    .createTable('credit_refreshes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('tier_id', 'integer', (c) => c.notNull())
    .addColumn('tier_name', 'text', (c) => c.notNull())
    .addColumn('refresh_type', 'text', (c) => c.notNull())
    .addColumn('credits_added', 'integer', (c) => c.notNull())
    .addColumn('rollover_credits', 'integer', (c) => c.notNull())
    .addColumn('max_rollover', 'integer', (c) => c.notNull())
    .addColumn('previous_balance', 'integer', (c) => c.notNull())
    .addColumn('new_balance', 'integer', (c) => c.notNull())
    .addColumn('next_renewal_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_refreshes_pk', ['user_id', 'period_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_refreshes').execute();
  await db.schema.dropIndex('profiles_payment_subscription_idx').execute();
  for (const column of [
    'subscription_cancel_reason',
    'subscription_past_due_since',
    'subscription_provider',
  ]) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
  await db.schema.dropIndex('payments_user_idx').execute();
  await db.schema.dropIndex('payments_invoice_idx').execute();
  await db.schema.dropIndex('payments_intent_idx').execute();
  for (const column of [
    'credits_revoked',
    'refunded_cents',
    'invoice_id',
    'payment_intent_id',
    'tier_id',
    'kind',
  ]) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  await db.schema.dropTable('checkout_sessions').execute();
}
