import type { AdminUser, StatsResponse, userSearchQuerySchema } from '@orrery/core/api/admin';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { z } from 'zod';
import type { AdminDailyTable, Database } from '../../db/schema';
import { fold, foldedWords } from '../../db/fold';

type UserSearch = z.output<typeof userSearchQuerySchema>;

const ACTIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const readingCount = sql<number>`(select count(*) from usage_logs u where u.user_id = p.id and u.status = 'completed')`;

function userColumns(db: Kysely<Database>) {
  return db
    .selectFrom('profiles as p')
    .select([
      'p.id',
      'p.email',
      'p.full_name',
      'p.first_name',
      'p.last_name',
      'p.remaining_credits',
      'p.role',
      'p.status',
      'p.created_at',
      'p.last_sign_in_at',
      readingCount.as('reading_count'),
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userColumns>['executeTakeFirstOrThrow']>>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    firstName: row.first_name,
    lastName: row.last_name,
    balance: row.remaining_credits,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    readingCount: Number(row.reading_count),
  };
}

export async function findAdminUser(db: Kysely<Database>, id: string): Promise<AdminUser | null> {
  const row = await userColumns(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toAdminUser(row) : null;
}

/** LIKE's own wildcards in the search text match themselves. */
function containsPattern(text: string): string {
  return `%${fold(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Counting stops this far past the current page: an exact total of a term a quarter of a
 * million people match would scan all of them, and nobody pages that far.
 */
const COUNT_AHEAD = 1000;

/** A prefix that starts more distinct words than this is left to the scan (see searchByWords). */
const PREFIX_WORDS_MAX = 32;

/** Above every character a word can hold, so [prefix, prefix + this) is every word it starts. */
const PREFIX_END = '\u{10FFFF}';

type SearchResult = { users: AdminUser[]; total: number; totalIsLowerBound: boolean };

function capped(total: number, countLimit: number): Pick<SearchResult, 'total' | 'totalIsLowerBound'> {
  return { total: Math.min(total, countLimit), totalIsLowerBound: total > countLimit };
}

/**
 * Deleted accounts are left out. The text matches anywhere in the first, last or full name,
 * "first last" or the email, ignoring case and accents: all of them, folded, are in the stored
 * `search_text` (migration 0011). Newest-first searches whose words start words of a profile are
 * read from the word index (migration 0014); the rest, and fragments that start no word at all,
 * scan `search_text` in sort order. The total is exact up to COUNT_AHEAD matches past this page,
 * and otherwise a lower bound (`totalIsLowerBound`).
 */
export async function searchUsers(db: Kysely<Database>, query: UserSearch): Promise<SearchResult> {
  const byWords = query.q && query.sort === 'created_at' ? await searchByWords(db, query, query.q) : null;
  return byWords ?? searchByScan(db, query);
}

function pageOf(query: UserSearch) {
  const offset = (query.page - 1) * query.pageSize;
  return { offset, countLimit: offset + query.pageSize + COUNT_AHEAD };
}

/**
 * The distinct indexed words a prefix starts, up to one past PREFIX_WORDS_MAX: each step seeks
 * the next word in the key, so a word shared by many profiles is passed in one step.
 */
async function wordsStartingWith(db: Kysely<Database>, prefix: string): Promise<string[]> {
  const end = prefix + PREFIX_END;
  const { rows } = await sql<{ word: string }>`with recursive found(word, n) as (
      select min(word), 1 from profile_words where word >= ${prefix} and word < ${end}
      union all
      select (select min(word) from profile_words where word > found.word and word < ${end}), n + 1
      from found where found.word is not null and n <= ${PREFIX_WORDS_MAX}
    ) select word from found where word is not null`.execute(db);
  return rows.map((row) => row.word);
}

/**
 * PostgreSQL hands a count of a thousand key lookups to parallel workers, whose start-up costs
 * more than the count itself (28 of 43 ms measured at 100,000 profiles under load).
 */
async function serially<T>(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return run(trx);
  });
}

/**
 * A term shared by many profiles ("Müller") can match a quarter of them all in a few old months,
 * and a date-ordered scan must pass every newer profile first. The word index is ordered by
 * (word, created_at, id), so one word's matches come newest-first from its key; a prefix is the
 * union of its words' (at most PREFIX_WORDS_MAX) leading matches. Of the query's words the one
 * starting fewest index entries is looked up, and every candidate must still contain the whole
 * query as the scan would require. Null when no profile matches this way (the query may be a
 * fragment inside a word), so the scan answers instead.
 */
async function searchByWords(
  db: Kysely<Database>,
  query: UserSearch,
  q: string,
): Promise<SearchResult | null> {
  const terms = foldedWords(q);
  if (terms.length === 0) return null;
  // Every word of the query but the last is followed by a separator in it, so it is a whole
  // word; the last may be the start of one.
  const lookups = terms.map((term, index) => ({ term, prefix: index === terms.length - 1 }));
  const inRange = ({ term, prefix }: { term: string; prefix: boolean }) =>
    prefix ? sql<boolean>`word >= ${term} and word < ${term + PREFIX_END}` : sql<boolean>`word = ${term}`;
  const entries = async (lookup: { term: string; prefix: boolean }) => {
    const { count } = await db
      .selectFrom(
        db.selectFrom('profile_words').select('word').where(inRange(lookup)).limit(COUNT_AHEAD).as('entries'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return { ...lookup, count: Number(count) };
  };
  const counted = await Promise.all(lookups.map(entries));
  const { term, prefix } = counted.reduce((best, next) => (next.count < best.count ? next : best));
  const words = prefix ? await wordsStartingWith(db, term) : [term];
  if (words.length === 0 || words.length > PREFIX_WORDS_MAX) return null;

  const pattern = containsPattern(q);
  const { offset, countLimit } = pageOf(query);
  const matches = (limit: number) =>
    words
      .map((word, index) =>
        db
          .selectFrom(
            db
              .selectFrom('profile_words as w')
              .innerJoin('profiles as p', 'p.id', 'w.profile_id')
              .select(['w.profile_id as id', 'w.created_at'])
              .where('w.word', '=', word)
              .where('p.status', '!=', 'deleted')
              .where(sql<boolean>`p.search_text like ${pattern} escape '\\'`)
              .orderBy('w.created_at', query.order)
              .orderBy('w.profile_id', query.order)
              .limit(limit)
              .as(`m${index}`),
          )
          .select(['id', 'created_at']),
      )
      // union, not union all: a profile with two of the prefix's words is one match.
      .reduce((all, next) => all.union(next));
  const [page, count] = await Promise.all([
    db
      .selectFrom(matches(offset + query.pageSize).as('matches'))
      .select('id')
      .orderBy('created_at', query.order)
      .orderBy('id', query.order)
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
    serially(db, (trx) =>
      trx
        .selectFrom(matches(countLimit + 1).as('matches'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ),
  ]);
  const total = Number(count.total);
  if (total === 0) return null;
  const rows =
    page.length === 0
      ? []
      : await userColumns(db)
          .where(
            'p.id',
            'in',
            page.map((row) => row.id),
          )
          .orderBy('p.created_at', query.order)
          .orderBy('p.id', query.order)
          .execute();
  return { users: rows.map(toAdminUser), ...capped(total, countLimit) };
}

async function searchByScan(db: Kysely<Database>, query: UserSearch): Promise<SearchResult> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const base = db.selectFrom('profiles as p').where('p.status', '!=', 'deleted');
  const matching = pattern ? base.where(sql<boolean>`p.search_text like ${pattern} escape '\\'`) : base;
  const sortColumn = query.sort === 'balance' ? 'p.remaining_credits' : 'p.created_at';
  const { offset, countLimit } = pageOf(query);
  // The page's ids first, from the sort index alone (it holds status and search_text), so the
  // rows that do not match are skipped without reading them; then the page's own rows by id.
  const pageIds = matching
    .select('p.id')
    .orderBy(sortColumn, query.order)
    .orderBy('p.id', query.order)
    .limit(query.pageSize)
    .offset(offset);
  // Two queries at once: on PostgreSQL each has its own connection.
  const [rows, count] = await Promise.all([
    userColumns(db)
      .where('p.id', 'in', pageIds)
      .orderBy(sortColumn, query.order)
      .orderBy('p.id', query.order)
      .execute(),
    db
      .selectFrom(
        matching
          .select('p.id')
          .limit(countLimit + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map(toAdminUser), ...capped(Number(count.total), countLimit) };
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Cards and charts from `admin_daily` (migration 0013), which triggers keep in step with
 * profiles, usage_logs and credit_ledger: a year of charts is a few thousand rows, whatever the
 * size of the big tables. A cell may be split over shards (0015, PostgreSQL), so every read sums.
 * Only "active" needs a row-level look, at the one day the 30-day window starts inside.
 */
export async function adminStats(
  db: Kysely<Database>,
  range: { from: string; to: string },
  now: Date,
): Promise<StatsResponse> {
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString();
  const firstWholeDay = dayAfter(activeSince.slice(0, 10));
  const daily = db.selectFrom('admin_daily');
  const perDay = (metrics: AdminDailyTable['metric'][]) =>
    daily
      .where('metric', 'in', metrics)
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .where('amount', '!=', 0);

  const [totals, activeWholeDays, activeFirstDay, revenue, readings, signups, credits] = await Promise.all([
    daily
      .select((eb) => ['metric', eb.fn.sum<number>('amount').as('amount')])
      .where('metric', 'in', ['users', 'spent'])
      .groupBy('metric')
      .execute(),
    daily
      .select((eb) => eb.fn.sum<number>('amount').as('amount'))
      .where('metric', '=', 'active')
      .where('day', '>=', firstWholeDay)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'active')
      .where('last_sign_in_at', '>=', activeSince)
      .where('last_sign_in_at', '<', firstWholeDay)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select((eb) => ['currency', eb.fn.sum<number>(sql`amount_cents - refunded_cents`).as('amount')])
      .groupBy('currency')
      .orderBy('currency')
      .execute(),
    perDay(['readings'])
      .select((eb) => ['day', 'app_id', eb.fn.sum<number>('amount').as('amount')])
      .groupBy(['day', 'app_id'])
      .having((eb) => eb.fn.sum('amount'), '!=', 0)
      .orderBy('day')
      .orderBy('app_id')
      .execute(),
    perDay(['signups'])
      .select((eb) => ['day', eb.fn.sum<number>('amount').as('amount')])
      .groupBy('day')
      .having((eb) => eb.fn.sum('amount'), '!=', 0)
      .orderBy('day')
      .execute(),
    perDay(['spent', 'granted'])
      .select((eb) => [
        'day',
        eb.fn.sum<number>(sql`case when metric = 'spent' then amount else 0 end`).as('spent'),
        eb.fn.sum<number>(sql`case when metric = 'granted' then amount else 0 end`).as('granted'),
      ])
      .groupBy('day')
      .orderBy('day')
      .execute(),
  ]);
  const total = (metric: string) => Number(totals.find((row) => row.metric === metric)?.amount ?? 0);

  return {
    totalUsers: total('users'),
    activeUsers: Number(activeWholeDays.amount ?? 0) + Number(activeFirstDay.count),
    creditsUsed: total('spent'),
    revenue: revenue.map((row) => ({ currency: row.currency, amountCents: Number(row.amount) })),
    range,
    readingsPerDay: readings.map((row) => ({
      day: row.day,
      appId: Number(row.app_id),
      count: Number(row.amount),
    })),
    signupsPerDay: signups.map((row) => ({ day: row.day, count: Number(row.amount) })),
    creditsPerDay: credits.map((row) => ({
      day: row.day,
      spent: Number(row.spent),
      granted: Number(row.granted),
    })),
  };
}
