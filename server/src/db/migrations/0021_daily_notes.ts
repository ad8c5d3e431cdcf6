import type { Kysely } from 'kysely';

/**
 * The daily note by email or push (issue 29): each user's choice and the instant it is next due,
 * the browsers' push subscriptions, one row per user and local day claimed before a note is sent
 * (its primary key is what keeps every server to one note a day), and the server's generated
 * VAPID keys when the configuration gives none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('email_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // Set by the confirmation link; no note goes by email before it.
    .addColumn('email_confirmed_at', 'text')
    // When the confirmation was asked for: a link names it, so an older link confirms nothing.
    .addColumn('email_requested_at', 'text')
    .addColumn('push_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hour', 'integer', (c) => c.notNull().defaultTo(7))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // The next local day to send and the UTC instant of its chosen hour; null when nothing is on.
    .addColumn('next_local_date', 'text')
    .addColumn('next_due_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('daily_settings_due').on('daily_settings').column('next_due_at').execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('daily_sends')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sent_at', 'text')
    .addColumn('email_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('push_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_sends_pk', ['user_id', 'local_date'])
    .execute();
  // The retry pass looks only at claims whose server may have died.
  await db.schema
    .createIndex('daily_sends_claimed')
    .on('daily_sends')
    .columns(['status', 'claimed_at'])
    .execute();

  // The job deletes the days it no longer needs.
  await db.schema.createIndex('daily_sends_date').on('daily_sends').column('local_date').execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_keys').execute();
  await db.schema.dropTable('daily_sends').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('daily_settings').execute();
}
