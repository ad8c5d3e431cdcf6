import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { runExclusive } from '../src/db/single-flight';
import { sweepOnce } from '../src/features/readings/sweeper';
import { createApp } from '../src/http/app';
import type { AppDeps } from '../src/http/context';
import { createLogger } from '../src/lib/logger';
import { seedCrashedReading } from './crashed-reading';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

// Two app instances on one database, as two servers behind a load balancer would be (PostgreSQL;
// SQLite is one process).
let ctx: TestContext;
let second: AppDeps;
beforeAll(async () => {
  ctx = await createTestContext({
    PAYMENTS_PROVIDER: 'demo',
    DEMO_PAYMENTS_SECRET: 'demo-payments-secret-for-tests-0123456789',
    PENDING_READING_TIMEOUT_SECONDS: '60',
  });
  second = await bootstrap(ctx.env, createLogger('silent'));
});
afterAll(async () => {
  await second?.database.close();
  await ctx?.close();
});

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe(`background jobs with two servers on ${currentDialect()}`, () => {
  it(
    currentDialect() === 'postgres'
      ? 'runs a job on one server at a time, and again once it is released'
      : 'runs every job at once on SQLite, where there is one process',
    async () => {
      const held = gate();
      const entered = gate();
      const first = runExclusive(ctx.deps.database, 'test-job', async () => {
        entered.open();
        await held.opened;
        return 'first';
      });
      await entered.opened;
      const meanwhile = await runExclusive(second.database, 'test-job', async () => 'second');
      const other = await runExclusive(second.database, 'another-job', async () => 'another');
      held.open();
      expect(await first).toEqual({ ran: true, result: 'first' });
      expect(other).toEqual({ ran: true, result: 'another' });
      if (currentDialect() === 'postgres') {
        expect(meanwhile).toEqual({ ran: false });
        expect(await runExclusive(second.database, 'test-job', async () => 'after')).toEqual({
          ran: true,
          result: 'after',
        });
      } else {
        expect(meanwhile).toEqual({ ran: true, result: 'second' });
      }
    },
  );

  it('refunds a crashed reading and renews a due subscription exactly once across both servers', async () => {
    const client = new TestClient(createApp(ctx.deps));
    expect((await client.signUp(uniqueEmail('jobs'))).status).toBe(200);
    const me = await (await client.request('/api/me')).json();
    const userId = me.user.id as string;
    const session = await (
      await client.request('/api/billing/checkout', { json: { tierId: 2, billing: 'subscription' } })
    ).json();
    const paid = await client.request(`/api/billing/demo/checkout-sessions/${session.sessionId}/pay`, {
      json: { cardNumber: '4242424242424242' },
    });
    expect(paid.status).toBe(200);
    const view = await (await client.request('/api/billing/subscription')).json();
    await seedCrashedReading(ctx.deps.database.db, userId, 'jobs-crashed-1', 10 * 60_000);
    const renewalDay = new Date(Date.parse(view.nextRenewalDate) + 60_000);

    if (currentDialect() === 'postgres') {
      // While the first server sweeps, the second one's sweep stands aside.
      const held = gate();
      const entered = gate();
      const busy = runExclusive(ctx.deps.database, 'sweeper', async () => {
        entered.open();
        await held.opened;
      });
      await entered.opened;
      expect(await sweepOnce(second, renewalDay)).toBeNull();
      held.open();
      await busy;
    }
    // SQLite is served by one process: its second sweep comes after the first.
    const reports =
      currentDialect() === 'postgres'
        ? await Promise.all([sweepOnce(ctx.deps, renewalDay), sweepOnce(second, renewalDay)])
        : [await sweepOnce(ctx.deps, renewalDay), await sweepOnce(ctx.deps, renewalDay)];
    const ran = reports.filter((report) => report !== null);
    expect(ran.reduce((sum, report) => sum + report.refunded, 0)).toBe(1);
    expect(ran.reduce((sum, report) => sum + report.renewed, 0)).toBe(1);

    const ledger = await ctx.deps.database.db
      .selectFrom('credit_ledger')
      .select(['delta', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .execute();
    expect(ledger.filter((row) => row.reason === 'reading_refund')).toHaveLength(1);
    // One refresh at the start of the subscription, one at its renewal.
    expect(ledger.filter((row) => row.reason === 'subscription_refresh')).toHaveLength(2);
    const balance = (await (await client.request('/api/me')).json()).balance;
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(balance);
  });
});
