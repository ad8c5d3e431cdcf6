/**
 * `npm run bench:billing`: server-side time to handle a Stripe webhook (signature check with the
 * real SDK, the event claimed once, payment row, balance change and ledger row in one
 * transaction), for one-time purchases and for subscription renewals, on SQLite and on
 * PostgreSQL; then 100 concurrent deliveries of one event (split across two servers on
 * PostgreSQL) and how many grants they made.
 * Requests go through the whole app in-process, against the loopback fake Stripe API.
 */
import Stripe from 'stripe';
import { bootstrap } from '../server/src/bootstrap';
import { createApp } from '../server/src/http/app';
import { createLogger } from '../server/src/lib/logger';
import { startFakeStripe } from '../server/test/fake-stripe';
import { createTestContext, PUBLIC_URL, TestClient, uniqueEmail } from '../server/test/harness';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const CONCURRENT = 100;
const SECRET = 'whsec_bench_secret_0123456789abcdef';
const KEY = 'sk_test_orrery';
const GOAL_P95_MS = 20;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const sdk = new Stripe(KEY);
let eventNumber = 0;
function signedEvent(type: string, object: Record<string, unknown>, id = `evt_bench_${++eventNumber}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
}

async function benchDialect(dialect: 'sqlite' | 'postgres', fakeUrl: string) {
  process.env.TEST_DB = dialect;
  const ctx = await createTestContext({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: fakeUrl,
  });
  try {
    const buyer = async () => {
      const client = new TestClient(ctx.app);
      await client.signUp(uniqueEmail('bench'));
      return client;
    };
    // On PostgreSQL a second server (its own connection pool) shares the database, as in a
    // deployment behind a load balancer; SQLite serves one server.
    const other = dialect === 'postgres' ? await bootstrap(ctx.env, createLogger('silent')) : null;
    const apps = [ctx.app, ...(other ? [createApp(other)] : [])];
    let turn = 0;
    const deliver = async (event: { payload: string; signature: string }) => {
      const started = performance.now();
      const res = await apps[turn++ % apps.length]!.request(`${PUBLIC_URL}/api/billing/webhooks/stripe`, {
        method: 'POST',
        body: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
      return { ms, body: (await res.json()) as { applied: boolean } };
    };
    const newSession = async (client: TestClient, billing: 'one_time' | 'subscription') => {
      const res = await client.request('/api/billing/checkout', { json: { tierId: 1, billing } });
      if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
      return (await res.json()).sessionId as string;
    };
    const credited = async (sessionId: string) => {
      const row = await ctx.deps.database.db
        .selectFrom('checkout_sessions')
        .select('status')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      if (row.status !== 'completed') throw new Error(`session ${sessionId} was not completed`);
    };

    // Checkout is rate-limited per user, so the purchases come from a crowd of buyers.
    const purchases: number[] = [];
    let client = await buyer();
    for (let i = 0; i < SAMPLES; i++) {
      if (i % 15 === 14) client = await buyer();
      const sessionId = await newSession(client, 'one_time');
      const event = signedEvent('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 1299,
        currency: 'eur',
        customer: null,
        subscription: null,
        payment_intent: `pi_bench_${i}`,
        invoice: null,
      });
      purchases.push((await deliver(event)).ms);
      await credited(sessionId);
    }

    // One subscriber, renewed month after month.
    const subscriber = await buyer();
    const sessionId = await newSession(subscriber, 'subscription');
    await deliver(
      signedEvent('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 999,
        currency: 'eur',
        customer: 'cus_bench',
        subscription: 'sub_bench',
        payment_intent: null,
        invoice: 'in_bench_0',
      }),
    );
    const renewals: number[] = [];
    const month = 30 * 24 * 60 * 60;
    const start = Math.floor(Date.now() / 1000);
    for (let i = 1; i <= SAMPLES; i++) {
      const event = signedEvent('invoice.paid', {
        id: `in_bench_${i}`,
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 999,
        currency: 'eur',
        parent: { subscription_details: { subscription: 'sub_bench' } },
        lines: { data: [{ period: { start: start + i * month, end: start + (i + 1) * month } }] },
      });
      const { ms, body } = await deliver(event);
      if (!body.applied) throw new Error(`renewal ${i} was not applied`);
      renewals.push(ms);
    }
    const renewed = await ctx.deps.database.db
      .selectFrom('credit_refreshes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('refresh_type', '=', 'renewal')
      .executeTakeFirstOrThrow();
    if (Number(renewed.n) !== SAMPLES) throw new Error(`${renewed.n} renewals granted, expected ${SAMPLES}`);

    const raceSession = await newSession(await buyer(), 'one_time');
    const race = signedEvent('checkout.session.completed', {
      id: raceSession,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 1299,
      currency: 'eur',
      customer: null,
      subscription: null,
      payment_intent: 'pi_bench_race',
      invoice: null,
    });
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => deliver(race)));
    const applied = results.filter((r) => r.body.applied).length;
    const grants = await ctx.deps.database.db
      .selectFrom('credit_ledger')
      .innerJoin('payments', 'payments.id', 'credit_ledger.reference')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('payments.provider_reference', '=', raceSession)
      .executeTakeFirstOrThrow();

    console.log(`\n${dialect}: ${SAMPLES} deliveries of each kind`);
    console.log('webhook                                p50 ms   p95 ms   goal');
    for (const [label, samples] of [
      ['checkout completed (one-time pack)', purchases],
      ['invoice paid (renewal with rollover)', renewals],
    ] as const) {
      const { p50, p95 } = stats(samples);
      console.log(
        `${label.padEnd(38)} ${p50.toFixed(2).padStart(6)}   ${p95.toFixed(2).padStart(6)}   p95 < ${GOAL_P95_MS} ms ${p95 < GOAL_P95_MS ? 'met' : 'MISSED'}`,
      );
    }
    console.log(
      `${CONCURRENT} concurrent deliveries of one event on ${apps.length} server(s): ${applied} applied, ${Number(grants.n)} ledger grant(s) ${Number(grants.n) === 1 ? '(exactly one)' : '(WRONG)'}`,
    );
    await other?.database.close();
  } finally {
    await ctx.close();
  }
}

const fake = await startFakeStripe();
try {
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
  for (const dialect of dialects) await benchDialect(dialect, fake.url);
} finally {
  await fake.close();
}
