import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredPersonalData } from '../src/features/account/retention';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    DEMO_PAYMENTS_SECRET: 'demo-payments-secret-for-tests-0123456789',
    GENERATION_RATE_LIMIT: '1000',
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** Every table of the database, ours and better-auth's, as the dialect lists them. */
async function allTables(): Promise<string[]> {
  const { db, kind } = ctx.deps.database;
  const query =
    kind === 'postgres'
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`
      : sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** The tables (and the rows' text) in which any of `needles` still appears. */
async function whereFound(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of await allTables()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      ctx.deps.database.db,
    );
    const text = JSON.stringify(rows).toLowerCase();
    for (const needle of needles) {
      if (text.includes(needle.toLowerCase())) found.push(`${table}: ${needle}`);
    }
  }
  return found;
}

/** A user with something personal in every place the app keeps it. */
async function fullAccount(names: { first: string; last: string; born: string }) {
  const client = new TestClient(ctx.app);
  const email = uniqueEmail('erasure');
  expect((await client.signUp(email, 'correct horse battery', `${names.first} ${names.last}`)).status).toBe(
    200,
  );
  const me = await (await client.request('/api/me')).json();
  const personal = {
    email,
    first: names.first,
    last: names.last,
    birthDate: names.born,
    birthCity: `${names.last}ford-on-Sea`,
    question: `Will the ${names.last} lighthouse keep its keeper`,
    feedback: `Feedback from ${names.first}: the readings feel uncanny`,
    transcript: `Tell ${names.first} about the ${names.last} moon`,
    cancelReason: `${names.first} is moving abroad`,
  };
  expect(
    (
      await client.request('/api/me/profile', {
        method: 'PATCH',
        json: {
          firstName: names.first,
          lastName: names.last,
          birthDate: personal.birthDate,
          birthTime: '04:20',
          birthCity: personal.birthCity,
          birthCountry: 'United Kingdom',
        },
      })
    ).status,
  ).toBe(200);
  const lifePath = await client.request('/api/readings', {
    json: {
      app: 'lifepathnumber',
      idempotencyKey: `erasure-lp-${me.user.id}`,
      input: { firstName: names.first, lastName: names.last, birthDate: personal.birthDate },
    },
  });
  expect(lifePath.status, await lifePath.clone().text()).toBe(200);
  const { reading } = await lifePath.json();
  const tarot = await client.request('/api/readings', {
    json: {
      app: 'tarot-traditional',
      idempotencyKey: `erasure-tarot-${me.user.id}`,
      input: { firstName: names.first, question: personal.question },
    },
  });
  expect(tarot.status).toBe(200);
  expect((await client.request('/api/feedback', { json: { message: personal.feedback } })).status).toBe(201);
  expect(
    (await client.request(`/api/readings/${reading.readingId}/voice/sessions`, { json: {} })).status,
  ).toBe(200);
  expect(
    (
      await client.request(`/api/readings/${reading.readingId}/voice/questions`, {
        json: { question: personal.transcript },
      })
    ).status,
  ).toBe(200);
  // A subscription, paid and cancelled with a reason: payments and the ledger are kept.
  const checkout = await (
    await client.request('/api/billing/checkout', { json: { tierId: 1, billing: 'subscription' } })
  ).json();
  expect(
    (
      await client.request(`/api/billing/demo/checkout-sessions/${checkout.sessionId}/pay`, {
        json: { cardNumber: '4242424242424242' },
      })
    ).status,
  ).toBe(200);
  expect(
    (await client.request('/api/billing/subscription/cancel', { json: { reason: personal.cancelReason } }))
      .status,
  ).toBe(200);
  return { client, userId: me.user.id as string, personal };
}

describe(`erasure after the retention period on ${currentDialect()}`, () => {
  it('keeps payments and the ledger, and leaves no personal field of an account deleted long ago in any table', async () => {
    const { db } = ctx.deps.database;
    const kept = await fullAccount({ first: 'Orlaith', last: 'Brightwater', born: '1944-08-02' });
    const gone = await fullAccount({ first: 'Zephyrine', last: 'Quillfeather', born: '1931-03-17' });
    const needles = Object.values(gone.personal);
    expect(await whereFound(needles)).not.toEqual([]);
    expect((await gone.client.request('/api/me', { method: 'DELETE' })).status).toBe(200);
    const deletedAt = Date.now();

    // Within every period nothing is erased.
    expect(await eraseExpiredPersonalData(db, new Date(deletedAt + 29 * DAY_MS))).toBe(0);
    expect(await whereFound([gone.personal.transcript])).not.toEqual([]);

    // After 30 days the voice transcripts go; the reading records stay until the analytics period.
    expect(await eraseExpiredPersonalData(db, new Date(deletedAt + 31 * DAY_MS))).toBeGreaterThan(0);
    expect(await whereFound([gone.personal.transcript])).toEqual([]);
    expect(await whereFound([gone.personal.question])).not.toEqual([]);

    // After two years the reading records and the profile are anonymised; feedback is a support record.
    await eraseExpiredPersonalData(db, new Date(deletedAt + 2 * YEAR_MS + DAY_MS));
    expect(await whereFound([gone.personal.question, gone.personal.email, gone.personal.birthCity])).toEqual(
      [],
    );
    expect(await whereFound([gone.personal.feedback])).not.toEqual([]);

    const later = new Date(deletedAt + 3 * YEAR_MS + DAY_MS);
    await eraseExpiredPersonalData(db, later);
    expect(await whereFound(needles)).toEqual([]);
    // Once erased, a second pass (another server, the next minute) changes nothing.
    expect(await eraseExpiredPersonalData(db, later)).toBe(0);

    // What accounting needs is still there, under the account's id.
    const payments = await db.selectFrom('payments').selectAll().where('user_id', '=', gone.userId).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]!.amount_cents).toBe(999);
    const ledger = await db
      .selectFrom('credit_ledger')
      .select('reason')
      .where('user_id', '=', gone.userId)
      .orderBy('created_at')
      .execute();
    expect(ledger.map((row) => row.reason)).toEqual([
      'welcome',
      'reading',
      'reading',
      'subscription_refresh',
      'account_deletion',
    ]);
    const readings = await db
      .selectFrom('usage_logs')
      .select(['app_name', 'credits_charged', 'first_name', 'question', 'input_data'])
      .where('user_id', '=', gone.userId)
      .execute();
    expect(readings).toHaveLength(2);
    expect(readings.every((row) => !row.first_name && !row.question && !row.input_data)).toBe(true);

    // The account that was not deleted keeps everything.
    for (const needle of Object.values(kept.personal)) {
      expect(await whereFound([needle])).not.toEqual([]);
    }
    const keptMe = await (await kept.client.request('/api/me')).json();
    expect(keptMe.profile).toMatchObject({ firstName: 'Orlaith', birthCity: kept.personal.birthCity });
    const keptFeedback = await db
      .selectFrom('feedback')
      .select('message')
      .where('user_id', '=', kept.userId)
      .execute();
    expect(keptFeedback).toEqual([{ message: kept.personal.feedback }]);

    // The address can sign up again, and its free credits still do not reset.
    const again = new TestClient(ctx.app);
    expect((await again.signUp(gone.personal.email)).status).toBe(200);
    expect((await (await again.request('/api/me')).json()).balance).toBe(0);
  });
});
