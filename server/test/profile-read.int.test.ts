import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileById } from '../src/http/session';
import { createTestContext, LIVERPOOL, signedIn, type TestContext } from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the profile read of every signed-in request', () => {
  it('returns the row as Kysely reads it, every column with its type, and nothing for an unknown id', async () => {
    const { client, userId: id } = await signedIn(ctx.app);
    const saved = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: {
        birthDate: '1990-07-14',
        birthTime: '06:30',
        ...LIVERPOOL,
        language: 'de',
        transitOrbs: 'tight',
      },
    });
    expect(saved.status).toBe(200);
    const { db } = ctx.deps.database;
    await db
      .updateTable('profiles')
      .set({
        cancellation_date: '2026-01-02T03:04:05.678Z',
        tier_id: 2,
        subscription_tier: 'seeker',
        subscription_type: 'subscription',
        subscription_status: 'active',
        subscription_update_date: '2026-01-01T00:00:00.000Z',
        subscription_past_due_since: '2026-01-03T00:00:00.000Z',
        payment_customer_id: 'cus_1',
        payment_subscription_id: 'sub_1',
        subscription_provider: 'demo',
        credits_per_month: 30,
        next_renewal_date: '2026-02-01T00:00:00.000Z',
      })
      .where('id', '=', id)
      .execute();

    const expected = await db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(expected.natal_positions).toBeTruthy();
    expect(expected.birth_lat).toBe(53.41058);
    const read = await profileById(ctx.deps.database, id);
    expect(read).toStrictEqual({ ...expected });
    expect(Object.keys(read!)).toEqual(Object.keys(expected));
    expect(await profileById(ctx.deps.database, 'no-such-user')).toBeUndefined();
  });
});
