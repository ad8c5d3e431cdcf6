import { type Kysely, sql } from 'kysely';
import { WORD_SEPARATORS } from '../fold';

/**
 * The admin search's word index (decision 0021): one row per distinct folded word of a profile's
 * first, last and full name and email, with its sign-up time, so a whole-word or word-prefix
 * search reads its matches newest-first straight from the primary key instead of passing every
 * newer profile that does not match. Triggers keep it in step on both databases; `word` compares
 * bytewise (SQLite's default, "C" on PostgreSQL) so a prefix is one range.
 */
const source = (row: 'new' | 'old' | 'p') =>
  sql.raw(
    ['first_name', 'last_name', 'full_name', 'email']
      .map((c) => `coalesce(${row}.${c}, '')`)
      .join(` || ' ' || `),
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`create table profile_words (
      word text collate "C" not null, created_at text not null, profile_id text not null,
      primary key (word, created_at, profile_id))`.execute(db);
    await sql`create function orrery_words(value text) returns text[] language sql immutable as $$
      select coalesce(array_agg(distinct w), '{}') from regexp_split_to_table(orrery_fold(value), ${sql.lit(WORD_SEPARATORS)}) w
      where w <> ''
    $$`.execute(db);
    await sql`create function profile_words_refresh() returns trigger language plpgsql as $$ begin
      if tg_op <> 'INSERT' then
        delete from profile_words where word = any(orrery_words(${source('old')}))
          and created_at = old.created_at and profile_id = old.id;
      end if;
      if tg_op <> 'DELETE' then
        insert into profile_words select w, new.created_at, new.id from unnest(orrery_words(${source('new')})) w
          on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
    await sql`create trigger profile_words_refresh after insert or delete or update of first_name, last_name,
      full_name, email, created_at on profiles for each row execute function profile_words_refresh()`.execute(
      db,
    );
    await sql`insert into profile_words
      select distinct w, p.created_at, p.id from profiles p, unnest(orrery_words(${source('p')})) w`.execute(
      db,
    );
  } else {
    await sql`create table profile_words (word text not null, created_at text not null, profile_id text not null,
      primary key (word, created_at, profile_id)) without rowid`.execute(db);
    const remove = sql`delete from profile_words where word in (select value from json_each(orrery_words(${source('old')})))
      and created_at = old.created_at and profile_id = old.id;`;
    const add = sql`insert or ignore into profile_words
      select value, new.created_at, new.id from json_each(orrery_words(${source('new')}));`;
    await sql`create trigger profile_words_insert after insert on profiles begin ${add} end`.execute(db);
    await sql`create trigger profile_words_update after update of first_name, last_name, full_name, email, created_at
      on profiles begin ${remove} ${add} end`.execute(db);
    await sql`create trigger profile_words_delete after delete on profiles begin ${remove} end`.execute(db);
    // Sorted, so the backfill appends to the key's B-tree rather than inserting at random.
    await sql`insert into profile_words select value, p.created_at, p.id
      from profiles p, json_each(orrery_words(${source('p')})) order by 1, 2, 3`.execute(db);
  }
}

async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger profile_words_refresh on profiles`.execute(db);
    await sql`drop function profile_words_refresh()`.execute(db);
    await sql`drop function orrery_words(text)`.execute(db);
  } else {
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger profile_words_${op}`).execute(db);
  }
  await db.schema.dropTable('profile_words').execute();
}
