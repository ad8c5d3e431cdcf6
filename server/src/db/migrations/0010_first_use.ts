import { type Kysely, sql } from 'kysely';

/**
 * Two fixes for what a new user trips over (issue 17, decision 0016):
 *
 * 1. Library search matches what the card shows: the app name and the question, or "For {name}"
 *    when there is no question. The same text as `librarySearchText` in core, written in SQL for
 *    the readings stored before it.
 * 2. A deleted account gives its address back: its better-auth user row moves to an address that
 *    cannot receive mail (the reserved .invalid domain), so the person can sign up again. The
 *    profile keeps the original address, which is how the new account is known to get no second
 *    welcome grant. The account route does the same for accounts deleted from now on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update usage_logs set search_text = lower(app_name || ' ' || coalesce(question, 'For ' || first_name, ''))`.execute(
    db,
  );
  await sql`update ${sql.table('user')} set email = 'deleted-' || id || '@deleted.invalid'
    where id in (select id from profiles where status = 'deleted')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Detached addresses stay detached: the original may belong to a new account by now, and the
  // profile still holds it for anyone who needs it.
  await sql`update usage_logs set search_text = lower(app_name || ' ' || coalesce(question, ''))`.execute(db);
}
