import { sql, type Kysely } from 'kysely';
import { isPostgres } from './0013_admin_rollups';

/** The channel every server LISTENs on (auth/session-revocations.ts); the payload is `table:user id`. */
export const ROWS_CHANGED_CHANNEL = 'orrery_rows_changed';

/**
 * PostgreSQL only: what a signed-in request reads from memory (the session's user, the profile
 * row) is announced by a trigger whenever a statement writes it, whichever feature or process
 * wrote it, so every server can forget its copy. NOTIFY leaves at commit, and not at all on
 * rollback. SQLite is one process and gets temporary triggers at start instead (ProfileRowCache).
 * The session trigger skips `updatedAt` alone, which every few minutes of use rewrites.
 */
const WATCHED = [
  { table: 'profiles', userId: 'id', events: 'insert or update or delete' },
  { table: 'user', userId: 'id', events: 'update or delete' },
  { table: 'session', userId: '"userId"', events: 'update of token, "expiresAt", "userId" or delete' },
] as const;

function names(table: string) {
  return { trigger: `orrery_${table}_changed`, fn: `orrery_${table}_changed()` };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) return;
  for (const { table, userId, events } of WATCHED) {
    const { trigger, fn } = names(table);
    const notify = (row: 'old' | 'new') =>
      `perform pg_notify('${ROWS_CHANGED_CHANNEL}', '${table}:' || ${row}.${userId});`;
    // An update that moves a row to another user (never done today) concerns both users.
    await sql
      .raw(
        `create function ${fn} returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then ${notify('old')} end if;
  if tg_op = 'INSERT' then ${notify('new')} end if;
  if tg_op = 'UPDATE' then
    if new.${userId} is distinct from old.${userId} then ${notify('new')} end if;
  end if;
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${trigger} after ${events} on "${table}" for each row execute function ${fn}`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) return;
  for (const { table } of WATCHED) {
    const { trigger, fn } = names(table);
    await sql.raw(`drop trigger ${trigger} on "${table}"`).execute(db);
    await sql.raw(`drop function ${fn}`).execute(db);
  }
}
