import { type Kysely, sql } from 'kysely';

// Portable DDL: text ids, ISO-8601 text timestamps, integer flags and credits. The same
// statements run on SQLite and PostgreSQL; balances are guarded by CHECKs as well as by the
// conditional updates in the code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_tiers')
    .addColumn('tier_id', 'integer', (c) => c.primaryKey())
    .addColumn('tier_name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('credits_per_month', 'integer', (c) => c.notNull().check(sql`credits_per_month >= 0`))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('pricing_rows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tier_id', 'integer', (c) => c.notNull().references('pricing_tiers.tier_id'))
    .addColumn('billing_type', 'text', (c) =>
      c.notNull().check(sql`billing_type in ('subscription', 'one_time')`),
    )
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credits_included', 'integer', (c) => c.notNull().check(sql`credits_included >= 0`))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addColumn('provider_price_id', 'text')
    .addUniqueConstraint('pricing_rows_tier_billing_unique', ['tier_id', 'billing_type'])
    .execute();

  await db.schema
    .createTable('apps')
    .addColumn('app_id', 'integer', (c) => c.primaryKey())
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('credit_cost_per_execution', 'integer', (c) =>
      c.notNull().check(sql`credit_cost_per_execution >= 0`),
    )
    .addColumn('voice_minutes_included', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_session_seconds', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('birth_time', 'text')
    .addColumn('birth_city', 'text')
    .addColumn('birth_country', 'text')
    .addColumn('birth_region', 'text')
    .addColumn('birth_lat', 'double precision')
    .addColumn('birth_lng', 'double precision')
    .addColumn('birth_tz', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('language', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'blocked', 'deleted')`),
    )
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('cancellation_date', 'text')
    .addColumn('remaining_credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`remaining_credits >= 0`),
    )
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_rollover_remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_per_month', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_credit_refresh_date', 'text')
    .addColumn('next_renewal_date', 'text')
    .addColumn('tier_id', 'integer', (c) => c.references('pricing_tiers.tier_id'))
    .addColumn('subscription_tier', 'text')
    .addColumn('subscription_type', 'text')
    .addColumn('subscription_status', 'text', (c) =>
      c.check(sql`subscription_status in ('active', 'cancelled')`),
    )
    .addColumn('subscription_update_date', 'text')
    .addColumn('payment_customer_id', 'text')
    .addColumn('payment_subscription_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profiles_email_idx').on('profiles').column('email').execute();
  await db.schema
    .createIndex('profiles_payment_customer_idx')
    .on('profiles')
    .column('payment_customer_id')
    .execute();

  await db.schema
    .createTable('usage_logs')
    .addColumn('log_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('app_id', 'integer', (c) => c.references('apps.app_id'))
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('question', 'text')
    .addColumn('input_data', 'text')
    .addColumn('reading_result_id', 'text', (c) => c.unique())
    .addColumn('reading_result_content', 'text')
    .addColumn('credits_charged', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'completed', 'failed', 'refunded')`),
    )
    .addColumn('writer', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('error_code', 'text')
    .addColumn('voice_agent_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_reactivation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voice_credits_charged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('usage_logs_user_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();
  // The library lists a user's completed readings newest first, optionally by app.
  await db.schema
    .createIndex('usage_logs_library_idx')
    .on('usage_logs')
    .columns(['user_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('usage_logs_library_app_idx')
    .on('usage_logs')
    .columns(['user_id', 'app_id', 'status', 'created_at'])
    .execute();
  // The pending-reading sweeper looks only at pending rows.
  await db.schema
    .createIndex('usage_logs_status_idx')
    .on('usage_logs')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_idx')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credits_granted', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('voice_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('log_id', 'text', (c) => c.notNull().references('usage_logs.log_id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'ended', 'expired')`))
    .addColumn('reactivation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_charged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('voice_sessions_log_idx')
    .on('voice_sessions')
    .columns(['log_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_user_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_idx').on('admin_audit').column('created_at').execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_rate_limits',
    'feedback',
    'admin_audit',
    'voice_sessions',
    'payments',
    'payment_events',
    'credit_ledger',
    'usage_logs',
    'profiles',
    'apps',
    'pricing_rows',
    'pricing_tiers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
