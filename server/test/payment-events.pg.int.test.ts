import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monthlyRefresh } from '@orrery/core/credits/subscription';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db';
import type { BillingAction } from '../src/features/billing/events';
import { DemoProvider } from '../src/features/billing/providers';
import { createPostgresDatabase, unbalancedLedgers } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';

// PostgreSQL only: two real server processes on one database, one of them killed mid-run.
const DEMO_SECRET = 'demo-payments-secret-for-the-fault-run-0123';
const USERS = 200;
const PRICE = 999;
const CREDITS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

let databaseUrl: string;
let dropDatabase = async () => {};
let database: DatabaseHandle;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

async function startServer(): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orrery-events-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_PAYMENTS_SECRET: DEMO_SECRET,
    LOG_LEVEL: 'error',
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
  // One after the other: the first runs the migrations.
  await startServer();
  await startServer();
  database = openDatabase({ databaseUrl, poolSize: 4 });
}, 260_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.close();
  await dropDatabase();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** What the provider did for one user, and what its final state says we must hold. */
interface Story {
  userId: string;
  events: { id: string; occurredAt: Date; action: BillingAction }[];
  status: 'active' | 'cancelled' | 'ended';
  payments: { kind: string; refunded: number; credits: number }[];
  balance: number;
}

/**
 * Six stories, one per user in turn, each a sequence of provider events a second apart:
 * subscribed; renewed; refunded; renewed then ended; renewed then cancelled; a failed renewal
 * then a paid one.
 */
function storyOf(index: number, start: Date): Story {
  const userId = `fault-user-${index}`;
  const session = `demo_cs_fault_${index}`;
  const subscriptionId = `demo_sub_fault_${index}`;
  const paymentIntentId = `demo_pi_fault_${index}`;
  const firstPeriodEnd = new Date(start.getTime() + 30 * DAY_MS).toISOString();
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const event = (seconds: number, action: BillingAction) => ({
    id: `evt_fault_${index}_${action.kind}`,
    occurredAt: at(seconds),
    action,
  });
  const completed = event(0, {
    kind: 'checkout_completed',
    sessionId: session,
    amountCents: PRICE,
    currency: 'EUR',
    customerId: `demo_cus_${userId}`,
    subscriptionId,
    paymentIntentId,
    invoiceId: null,
    renewsAt: firstPeriodEnd,
  });
  const renewal = (seconds: number) =>
    event(seconds, {
      kind: 'renewal_paid',
      subscriptionId,
      invoiceId: `demo_in_fault_${index}`,
      paymentIntentId: null,
      amountCents: PRICE,
      currency: 'EUR',
      periodStart: firstPeriodEnd,
      periodEnd: new Date(start.getTime() + 60 * DAY_MS).toISOString(),
    });
  const first = { kind: 'subscription', refunded: 0, credits: CREDITS };
  const renewed = { kind: 'renewal', refunded: 0, credits: CREDITS };
  const afterRenewal = monthlyRefresh(CREDITS, CREDITS).newBalance;
  const story = (
    status: Story['status'],
    events: Story['events'],
    payments: Story['payments'],
    balance: number,
  ) => ({
    userId,
    events: [completed, ...events],
    status,
    payments,
    balance,
  });
  switch (index % 6) {
    case 0:
      return story('active', [], [first], CREDITS);
    case 1:
      return story('active', [renewal(1)], [first, renewed], afterRenewal);
    case 2:
      return story(
        'active',
        [event(1, { kind: 'refund', paymentIntentId, invoiceId: null, refundedCents: PRICE })],
        [{ ...first, refunded: PRICE }],
        0,
      );
    case 3:
      return story(
        'ended',
        [renewal(1), event(2, { kind: 'subscription_ended', subscriptionId })],
        [first, renewed],
        afterRenewal,
      );
    case 4:
      return story(
        'cancelled',
        [renewal(1), event(2, { kind: 'subscription_cancelled', subscriptionId, endsAt: null })],
        [first, renewed],
        afterRenewal,
      );
    default:
      return story(
        'active',
        [event(1, { kind: 'payment_failed', subscriptionId }), renewal(2)],
        [first, renewed],
        afterRenewal,
      );
  }
}

async function seedAccounts(stories: Story[], now: Date) {
  const stamp = now.toISOString();
  for (const story of stories) {
    await sql`insert into profiles (id, email, status, role, remaining_credits, credits, credits_rollover_remaining,
        credits_per_month, created_at, updated_at)
      values (${story.userId}, ${`${story.userId}@example.com`}, 'active', 'user', 0, 0, 0, 0, ${stamp}, ${stamp})`.execute(
      database.db,
    );
    const completed = story.events[0]!.action as Extract<BillingAction, { kind: 'checkout_completed' }>;
    await database.db
      .insertInto('checkout_sessions')
      .values({
        id: completed.sessionId,
        user_id: story.userId,
        provider: 'demo',
        tier_id: 1,
        billing_type: 'subscription',
        price_cents: PRICE,
        currency: 'EUR',
        credits: CREDITS,
        status: 'open',
        url: `http://127.0.0.1/checkout/demo/${completed.sessionId}`,
        created_at: stamp,
        completed_at: null,
      })
      .execute();
  }
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe('payment events delivered out of order to two servers on postgres', () => {
  it(
    'settles every user as the provider says, with deliveries shuffled, duplicated and a server killed mid-run',
    { timeout: 90_000 },
    async () => {
      const started = Date.now();
      const now = new Date();
      const stories = Array.from({ length: USERS }, (_, index) => storyOf(index, now));
      await seedAccounts(stories, now);

      const provider = new DemoProvider(DEMO_SECRET, 'http://127.0.0.1');
      const deliveries = shuffle(
        stories.flatMap((story) =>
          story.events.flatMap((event) => {
            const signed = provider.event(event.id, event.action, new Date(), event.occurredAt);
            return [signed, signed];
          }),
        ),
      );
      const [victim, survivor] = servers as [ServerProcess, ServerProcess];
      const killAt = Math.floor(deliveries.length * 0.3);
      let next = 0;
      let attempts = 0;
      let failedAttempts = 0;
      let killed = false;

      // A provider redelivers until it gets a 2xx, here to whichever server still answers.
      const deliver = async (delivery: { body: string; headers: Headers }, turn: number) => {
        for (let attempt = 0; ; attempt++) {
          const target = !killed && (turn + attempt) % 2 === 0 ? victim : survivor;
          attempts += 1;
          try {
            const res = await fetch(`${target.url}/api/billing/webhooks/demo`, {
              method: 'POST',
              body: delivery.body,
              headers: {
                'content-type': 'application/json',
                'orrery-signature': delivery.headers.get('orrery-signature')!,
              },
            });
            if (res.ok) return;
            failedAttempts += 1;
          } catch {
            failedAttempts += 1;
          }
          if (attempt > 20) throw new Error('a delivery kept failing');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < deliveries.length) {
            const turn = next++;
            if (turn === killAt) {
              victim.child.kill('SIGKILL');
              killed = true;
            }
            await deliver(deliveries[turn]!, turn);
          }
        }),
      );
      expect(killed).toBe(true);

      const { db } = database;
      const subscriptions = await db.selectFrom('subscriptions').select(['user_id', 'status']).execute();
      const payments = await db
        .selectFrom('payments')
        .select(['user_id', 'kind', 'refunded_cents', 'credits_granted'])
        .orderBy('created_at')
        .execute();
      const profiles = await db
        .selectFrom('profiles')
        .select(['id', 'remaining_credits', 'subscription_status', 'subscription_past_due_since'])
        .execute();
      const held = await db
        .selectFrom('payment_events')
        .select('event_id')
        .where('held_for', 'is not', null)
        .execute();
      const mismatches = stories.filter((story) => {
        const profile = profiles.find((p) => p.id === story.userId);
        const own = payments
          .filter((p) => p.user_id === story.userId)
          .map((p) => ({ kind: p.kind, refunded: p.refunded_cents, credits: p.credits_granted }))
          .sort((a, b) => (a.kind ?? '').localeCompare(b.kind ?? ''));
        const expected = [...story.payments].sort((a, b) => a.kind.localeCompare(b.kind));
        return (
          JSON.stringify(own) !== JSON.stringify(expected) ||
          subscriptions.find((s) => s.user_id === story.userId)?.status !== story.status ||
          profile?.remaining_credits !== story.balance ||
          profile.subscription_status !== (story.status === 'active' ? 'active' : 'cancelled') ||
          profile.subscription_past_due_since !== null
        );
      });
      const seconds = (Date.now() - started) / 1000;
      console.log('payment event fault run', {
        users: USERS,
        deliveries: deliveries.length,
        attempts,
        failedAttempts,
        seconds,
      });
      expect(held).toEqual([]);
      expect(mismatches.map((story) => story.userId)).toEqual([]);
      expect(await unbalancedLedgers(db)).toEqual([]);
      expect(seconds).toBeLessThan(60);
    },
  );
});
