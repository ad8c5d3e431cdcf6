import type { AdminUser, StatsResponse, userSearchQuerySchema } from '@orrery/core/api/admin';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database, LedgerReason } from '../../db/schema';
import { fold } from '../../db/fold';

type UserSearch = z.output<typeof userSearchQuerySchema>;

/** "Credits used" is what readings and voice reactivations took, net of refunds for failed readings. */
const SPENDING: LedgerReason[] = ['reading', 'reading_refund', 'voice_reactivation'];
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
 * Deleted accounts are left out. The text matches anywhere in the first, last or full name,
 * "first last" or the email, ignoring case and accents: all of them, folded, are in the stored
 * `search_text` (migration 0011), which an index serves on both databases.
 */
export async function searchUsers(
  db: Kysely<Database>,
  query: UserSearch,
): Promise<{ users: AdminUser[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const filtered = <T extends ReturnType<typeof userColumns>>(builder: T) =>
    (pattern ? builder.where(sql<boolean>`p.search_text like ${pattern} escape '\\'`) : builder).where(
      'p.status',
      '!=',
      'deleted',
    ) as T;
  const sortColumn = query.sort === 'balance' ? 'p.remaining_credits' : 'p.created_at';
  // Two queries at once: on PostgreSQL each has its own connection.
  const [rows, count] = await Promise.all([
    filtered(userColumns(db))
      .orderBy(sortColumn, query.order)
      .orderBy('p.id', query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(userColumns(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map(toAdminUser), total: Number(count.total) };
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export async function adminStats(
  db: Kysely<Database>,
  range: { from: string; to: string },
  now: Date,
): Promise<StatsResponse> {
  const start = `${range.from}T00:00:00.000Z`;
  const end = `${dayAfter(range.to)}T00:00:00.000Z`;
  const day = sql<string>`substr(created_at, 1, 10)`;
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString();

  const [users, spent, revenue, readings, signups, credits] = await Promise.all([
    db
      .selectFrom('profiles')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .sum<number>(
            sql`case when status = 'active' and last_sign_in_at >= ${activeSince} then 1 else 0 end`,
          )
          .as('active'),
      ])
      .where('status', '!=', 'deleted')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.sum<number>('delta').as('net'))
      .where('reason', 'in', SPENDING)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select((eb) => ['currency', eb.fn.sum<number>(sql`amount_cents - refunded_cents`).as('amount')])
      .groupBy('currency')
      .orderBy('currency')
      .execute(),
    db
      .selectFrom('usage_logs')
      .select((eb) => [day.as('day'), 'app_id', eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'completed')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy([day, 'app_id'])
      .orderBy(day)
      .orderBy('app_id')
      .execute(),
    db
      .selectFrom('profiles')
      .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(day)
      .orderBy(day)
      .execute(),
    db
      .selectFrom('credit_ledger')
      .select((eb) => [
        day.as('day'),
        eb.fn
          .sum<number>(sql`case when reason in (${sql.join(SPENDING)}) then -delta else 0 end`)
          .as('spent'),
        eb.fn
          .sum<number>(
            sql`case when reason not in (${sql.join(SPENDING)}) and delta > 0 then delta else 0 end`,
          )
          .as('granted'),
      ])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy(day)
      .orderBy(day)
      .execute(),
  ]);

  return {
    totalUsers: Number(users.total),
    activeUsers: Number(users.active ?? 0),
    creditsUsed: -Number(spent.net ?? 0),
    revenue: revenue.map((row) => ({ currency: row.currency, amountCents: Number(row.amount) })),
    range,
    readingsPerDay: readings.map((row) => ({
      day: row.day,
      appId: Number(row.app_id),
      count: Number(row.count),
    })),
    signupsPerDay: signups.map((row) => ({ day: row.day, count: Number(row.count) })),
    creditsPerDay: credits.map((row) => ({
      day: row.day,
      spent: Number(row.spent),
      granted: Number(row.granted),
    })),
  };
}
