import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '../src/features/credits/ledger';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_CREDITS: '0', GENERATION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await ctx?.close();
});

async function readerWith(credits: number) {
  const client = new TestClient(ctx.app);
  await client.signUp(uniqueEmail('numbers'));
  const userId = (await (await client.request('/api/me')).json()).user.id as string;
  await ctx.deps.database.db.transaction().execute((trx) =>
    applyCreditChange(trx, {
      userId,
      delta: credits,
      reason: 'admin_adjustment',
      reference: 'test',
      now: new Date(),
    }),
  );
  return { client, userId };
}

async function accountOf(userId: string) {
  const { db } = ctx.deps.database;
  const [profile, ledger, readings] = await Promise.all([
    db.selectFrom('profiles').select('remaining_credits').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('credit_ledger').select('id').where('user_id', '=', userId).execute(),
    db.selectFrom('usage_logs').select('log_id').where('user_id', '=', userId).execute(),
  ]);
  return { balance: profile.remaining_credits, ledgerRows: ledger.length, readings: readings.length };
}

describe(`life path names on ${currentDialect()}`, () => {
  it('refuses "Nora 2" with a message naming the field before any credit is taken', async () => {
    const { client, userId } = await readerWith(20);
    const before = await accountOf(userId);
    let attempt = 0;
    for (const [input, path] of [
      [{ firstName: 'Nora 2', lastName: 'Lind', birthDate: '1990-05-14' }, 'input.firstName'],
      [{ firstName: 'Nora', lastName: 'Lind#', birthDate: '1990-05-14' }, 'input.lastName'],
      [{ firstName: 'Нора', lastName: 'Lind', birthDate: '1990-05-14' }, 'input.firstName'],
    ] as const) {
      const res = await client.request('/api/readings', {
        json: { app: 'lifepathnumber', idempotencyKey: `names-refused-${++attempt}`, input },
      });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields.map((f: { path: string }) => f.path)).toEqual([path]);
      expect(error.fields[0].message).toMatch(/letters/);
    }
    expect(await accountOf(userId)).toEqual(before);
  });

  it("accepts hyphens, apostrophes and accents, and stores the reading's Personal Year date", async () => {
    const { client, userId } = await readerWith(20);
    const res = await client.request('/api/readings', {
      json: {
        app: 'lifepathnumber',
        idempotencyKey: 'names-accepted',
        input: { firstName: 'Zoë-Ann', lastName: "O'Brien", birthDate: '1950-05-22' },
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { reading } = await res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(reading.content.asOf).toBe(today);
    expect(reading.content.reading.facts.personalYear.year).toBe(Number(today.slice(0, 4)));
    expect(reading.content.reading.markdown).toContain(
      `Personal Year ${reading.content.reading.facts.personalYear.result.value}`,
    );
    expect((await accountOf(userId)).balance).toBe(15);
  });
});
