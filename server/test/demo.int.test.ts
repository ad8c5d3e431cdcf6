import { READING_APPS } from '@orrery/core/catalogue';
import { isActiveSubscriber } from '@orrery/core/credits/subscription';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo';
import { createTestContext, currentDialect, TestClient, type TestContext } from './harness';

let ctx: TestContext;

// As `npm start` runs it: mail on (the development outbox), the demo checkout.
beforeAll(async () => {
  ctx = await createTestContext({ EMAIL: 'enabled', PAYMENTS_PROVIDER: 'demo', WELCOME_CREDITS: '30' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.deps.database.db;

async function ledgerSums() {
  const { rows } = await sql<{ id: string; balance: number; total: number | null }>`
    select p.id, p.remaining_credits as balance,
      (select sum(l.delta) from credit_ledger l where l.user_id = p.id) as total
    from profiles p`.execute(db());
  return rows.map((row) => ({ id: row.id, balance: Number(row.balance), total: Number(row.total ?? 0) }));
}

describe(`demo data on ${currentDialect()}`, () => {
  it('gives the printed demo user a confirmed account, credits, a paid subscription and a library, and restarts cleanly', async () => {
    const first = await seedDemoData(ctx.deps);
    // A restart re-keys the passwords and must not pay, charge or write anything twice.
    const accounts = await seedDemoData(ctx.deps);
    expect(accounts.map((a) => a.role)).toEqual(['user', 'admin']);

    for (const [index, account] of accounts.entries()) {
      const client = new TestClient(ctx.app);
      expect((await client.signIn(account.email, first[index]!.password)).status).not.toBe(200);
      expect((await client.signIn(account.email, account.password)).status).toBe(200);
      const me = await (await client.request('/api/me')).json();
      expect(me.user.emailVerified).toBe(true);
      expect(me.profile.role).toBe(account.role);
      expect(me.balance).toBeGreaterThan(0);
    }

    const user = await db()
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', 'demo@orrery.localhost')
      .executeTakeFirstOrThrow();
    expect(isActiveSubscriber(user)).toBe(true);
    const payments = await db().selectFrom('payments').selectAll().where('user_id', '=', user.id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'demo', kind: 'subscription' });
    expect(payments[0]!.amount_cents).toBeGreaterThan(0);
    const reasons = await db()
      .selectFrom('credit_ledger')
      .select('reason')
      .where('user_id', '=', user.id)
      .execute();
    expect(reasons.map((r) => r.reason)).toEqual(expect.arrayContaining(['welcome', 'reading']));
    expect(reasons.length).toBeGreaterThanOrEqual(2 + 2 * READING_APPS.length);

    const readings = await db()
      .selectFrom('usage_logs')
      .select(['app_id', 'status'])
      .where('user_id', '=', user.id)
      .execute();
    for (const app of READING_APPS) {
      const completed = readings.filter((r) => Number(r.app_id) === app.appId && r.status === 'completed');
      expect(completed.length, app.name).toBeGreaterThanOrEqual(2);
    }
    expect(readings).toHaveLength(2 * READING_APPS.length);

    for (const { id, balance, total } of await ledgerSums()) expect(total, id).toBe(balance);
  }, 120_000);
});
