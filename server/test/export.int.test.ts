import { SAMPLE_READING_REQUESTS } from '@orrery/core/readings/__fixtures__/requests';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function download(client: TestClient) {
  const res = await client.request('/api/me/export');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="orrery-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(', ')}`);
    return strFromU8(file);
  };
}

describe(`data export on ${currentDialect()}`, () => {
  it('gives the user a ZIP of their profile, readings, ledger and feedback that matches the database', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('export');
    await client.signUp(email, 'correct horse battery', 'Ada Lovelace');
    const generated = await client.request('/api/readings', {
      json: {
        app: 'lifepathnumber',
        idempotencyKey: `export-${Date.now()}`,
        ...SAMPLE_READING_REQUESTS.lifepathnumber,
      },
    });
    const { reading } = await generated.json();
    await client.request('/api/feedback', { json: { message: 'Lovely readings' } });

    const read = await download(client);
    const profile = JSON.parse(read('profile.json'));
    expect(profile).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });

    const { db } = ctx.deps.database;
    const row = await db
      .selectFrom('usage_logs')
      .selectAll()
      .where('user_id', '=', profile.id)
      .executeTakeFirstOrThrow();
    const base = `readings/${row.created_at.slice(0, 10)}-lifepathnumber-${reading.readingId}`;
    const stored = JSON.parse(read(`${base}.json`));
    expect(stored).toMatchObject({ readingId: reading.readingId, creditsCharged: row.credits_charged });
    expect(stored.input).toEqual(JSON.parse(row.input_data ?? 'null'));
    expect(read(`${base}.md`)).toBe(reading.content.reading.markdown);

    const ledger = await db
      .selectFrom('credit_ledger')
      .select(['delta', 'balance_after'])
      .where('user_id', '=', profile.id)
      .orderBy('created_at')
      .execute();
    expect(
      JSON.parse(read('ledger.json')).map((r: { delta: number; balanceAfter: number }) => [
        r.delta,
        r.balanceAfter,
      ]),
    ).toEqual(ledger.map((r) => [r.delta, r.balance_after]));
    expect(JSON.parse(read('feedback.json'))).toEqual([
      { message: 'Lovely readings', createdAt: expect.any(String) },
    ]);
    expect(JSON.parse(read('payments.json'))).toEqual([]);
  });

  it('is for the signed-in user only', async () => {
    expect((await new TestClient(ctx.app).request('/api/me/export')).status).toBe(401);
  });
});
