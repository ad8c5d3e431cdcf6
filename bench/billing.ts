/**
 * `npm run bench:billing`: server-side time to handle a Stripe webhook (signature check with the
 * real SDK, the event claimed once, payment row, balance change and ledger row in one
 * transaction), for one-time purchases and for subscription renewals, on SQLite and on
 * PostgreSQL; then 100 concurrent deliveries of one event and how many grants they made.
 * Requests go through the whole app in-process, against the loopback fake Stripe API.
 */
import Stripe from 'stripe';
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
    const client = new TestClient(ctx.app);
    await client.signUp(uniqueEmail('bench'));
    const me = await (await client.request('/api/me')).json();
    const deliver = async (event: { payload: string; signature: string }) => {
      const started = performance.now();
      const res = await ctx.app.request(`${PUBLIC_URL}/api/billing/webhooks/stripe`, {
        method: 'POST',
        body: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
      return { ms, body: (await res.json()) as { applied: boolean } };
    };
    const newSession = async (billing: 'one_time' | 'subscription') =>
      (await (await client.request('/api/billing/checkout', { json: { tierId: 1, billing } })).json())
        .sessionId as string;

    const purchases: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const sessionId = await newSession('one_time');
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
    }

    // One subscriber, renewed month after month.
    const sessionId = await newSession('subscription');
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
      renewals.push((await deliver(event)).ms);
    }

    const raceSession = await newSession('one_time');
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

    console.log(`\n${dialect}: ${SAMPLES} deliveries of each kind, user ${me.user.id}`);
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
      `${CONCURRENT} concurrent deliveries of one event: ${applied} applied, ${Number(grants.n)} ledger grant(s) ${Number(grants.n) === 1 ? '(exactly one)' : '(WRONG)'}`,
    );
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
