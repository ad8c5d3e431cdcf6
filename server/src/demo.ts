import { randomBytes } from 'node:crypto';
import { DEMO_CARD_PAYS } from '@orrery/core/api/billing';
import type { GenerateReadingRequest } from '@orrery/core/api/readings';
import { isActiveSubscriber } from '@orrery/core/credits/subscription';
import { payDemoCheckout, startCheckout } from './features/billing/service';
import { DemoProvider } from './features/billing/providers';
import { generateReading } from './features/readings/service';
import type { AppDeps } from './http/context';

export interface DemoAccount {
  role: 'user' | 'admin';
  email: string;
  password: string;
}

const LUNA = {
  firstName: 'Luna',
  lastName: 'Demo',
  birthDate: '1990-05-14',
  birthTime: '08:30',
  city: 'London',
  country: 'GB',
};
const TOMAS = {
  firstName: 'Tomas',
  lastName: 'Reyes',
  birthDate: '1988-11-02',
  birthTime: '14:15',
  city: 'Madrid',
  country: 'ES',
};
const MIRA = {
  firstName: 'Mira',
  lastName: 'Laurent',
  birthDate: '1992-03-21',
  birthTime: '06:45',
  city: 'Paris',
  country: 'FR',
};

const demoAccounts = [
  { role: 'user' as const, email: 'demo@orrery.localhost', person: LUNA },
  {
    role: 'admin' as const,
    email: 'admin@orrery.localhost',
    person: { ...LUNA, firstName: 'Ada', lastName: 'Admin' },
  },
];

/**
 * Two of every reading type for the demo user's library. The keys make a restart replay them
 * instead of charging again.
 */
const DEMO_READINGS: GenerateReadingRequest[] = [
  { app: 'natalbirthchart', idempotencyKey: 'demo-natal-luna', input: LUNA },
  { app: 'natalbirthchart', idempotencyKey: 'demo-natal-tomas', input: TOMAS },
  {
    app: 'tarot-traditional',
    idempotencyKey: 'demo-three-card-1',
    input: { firstName: 'Luna', question: 'What should I focus on this month?' },
  },
  {
    app: 'tarot-traditional',
    idempotencyKey: 'demo-three-card-2',
    input: { firstName: 'Luna', question: 'How can I bring more calm into my days?' },
  },
  {
    app: 'tarot-celtic-cross',
    idempotencyKey: 'demo-celtic-cross-1',
    input: { firstName: 'Luna', question: 'Where is my career heading?' },
  },
  {
    app: 'tarot-celtic-cross',
    idempotencyKey: 'demo-celtic-cross-2',
    input: { firstName: 'Luna', question: 'What do I need to know about the move abroad?' },
  },
  {
    app: 'compatibility',
    idempotencyKey: 'demo-compatibility-tomas',
    input: { person1: LUNA, person2: TOMAS },
  },
  {
    app: 'compatibility',
    idempotencyKey: 'demo-compatibility-mira',
    input: { person1: LUNA, person2: MIRA },
  },
  {
    app: 'lifepathnumber',
    idempotencyKey: 'demo-life-path-luna',
    input: { firstName: LUNA.firstName, lastName: LUNA.lastName, birthDate: LUNA.birthDate },
  },
  {
    app: 'lifepathnumber',
    idempotencyKey: 'demo-life-path-tomas',
    input: { firstName: TOMAS.firstName, lastName: TOMAS.lastName, birthDate: TOMAS.birthDate },
  },
  { app: 'year-ahead', idempotencyKey: 'demo-year-ahead-luna', input: LUNA },
  { app: 'year-ahead', idempotencyKey: 'demo-year-ahead-tomas', input: TOMAS },
];

/**
 * The demo user subscribes to the plan the pricing page marks as popular, through the demo
 * checkout and its signed webhook like any buyer, so the payment, the subscription and the
 * ledger rows are the real ones. Skipped when the server takes real payments (Stripe).
 */
async function subscribeDemoUser(deps: AppDeps, userId: string): Promise<void> {
  const { db } = deps.database;
  const profile = await db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (isActiveSubscriber(profile)) return;
  if (!(deps.payments instanceof DemoProvider)) {
    deps.logger.warn('demo user left without a subscription: payments go to Stripe, not the demo checkout');
    return;
  }
  const tier = await db
    .selectFrom('pricing_tiers')
    .select('tier_id')
    .orderBy('popular', 'desc')
    .orderBy('display_order')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const checkout = await startCheckout(deps, profile, { tierId: tier.tier_id, billing: 'subscription' }, now);
  await payDemoCheckout(deps, userId, checkout.sessionId, DEMO_CARD_PAYS, now);
}

async function fillDemoLibrary(deps: AppDeps, userId: string): Promise<void> {
  for (const request of DEMO_READINGS) {
    try {
      await generateReading(deps, { id: userId }, request);
    } catch (error) {
      // A reading that cannot be written (a language model down) is refunded by the service;
      // the demo starts with the rest.
      deps.logger.warn('demo reading not created', { app: request.app, error: String(error) });
    }
  }
}

/**
 * Creates (or re-keys) the demo user and admin, both with confirmed email addresses; the user
 * also gets a subscription and a library of readings. Used only when DEMO_DATA is set, never in
 * production.
 */
export async function seedDemoData(deps: AppDeps): Promise<DemoAccount[]> {
  const ctx = await deps.auth.$context;
  const result: DemoAccount[] = [];
  for (const account of demoAccounts) {
    const password = randomBytes(9).toString('base64url');
    const existing = await ctx.internalAdapter.findUserByEmail(account.email);
    let userId: string;
    if (existing) {
      userId = existing.user.id;
      await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(password));
    } else {
      const { firstName, lastName } = account.person;
      const created = await deps.auth.api.signUpEmail({
        body: { email: account.email, password, name: `${firstName} ${lastName}`, firstName, lastName },
      });
      userId = created.user.id;
      const { birthDate, birthTime, city, country } = account.person;
      await deps.database.db
        .updateTable('profiles')
        .set({ birth_date: birthDate, birth_time: birthTime, birth_city: city, birth_country: country })
        .where('id', '=', userId)
        .execute();
    }
    // Confirming the address grants the welcome credits, as the emailed link would.
    await ctx.internalAdapter.updateUser(userId, { emailVerified: true });
    await deps.database.db
      .updateTable('profiles')
      .set({ role: account.role })
      .where('id', '=', userId)
      .execute();
    if (account.role === 'user') {
      await subscribeDemoUser(deps, userId);
      await fillDemoLibrary(deps, userId);
    }
    result.push({ role: account.role, email: account.email, password });
  }
  return result;
}
