import type { Kysely } from 'kysely';
import { READING_APPS } from '@orrery/core/catalogue';
import type { Database } from '../schema';

// The catalogue every installation starts with, from core's list of reading apps. Admins can
// change names and costs in the apps table later, and the app always reads them from there.
export async function up(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('apps')
    .values(
      READING_APPS.map((app) => ({
        app_id: app.appId,
        app_name: app.name,
        route_id: app.routeId,
        description: app.description,
        credit_cost_per_execution: app.defaultCost,
        voice_minutes_included: app.voiceMinutes,
        voice_session_seconds: app.voiceSessionSeconds,
      })),
    )
    .execute();

  const tiers = [
    {
      id: 1,
      name: 'Starter',
      description: 'Essential guidance for beginners.',
      credits: 30,
      monthly: 999,
      once: 1299,
    },
    {
      id: 2,
      name: 'Explorer',
      description: 'Deeper insights and flexibility.',
      credits: 75,
      monthly: 1999,
      once: 2499,
    },
    {
      id: 3,
      name: 'Stargazer',
      description: 'Premium access for frequent seekers.',
      credits: 160,
      monthly: 3499,
      once: 4499,
    },
    {
      id: 4,
      name: 'Celestial Pro',
      description: 'Ultimate plan for power seekers.',
      credits: 400,
      monthly: 6999,
      once: 8999,
    },
  ];
  await db
    .insertInto('pricing_tiers')
    .values(
      tiers.map((tier) => ({
        tier_id: tier.id,
        tier_name: tier.name,
        description: tier.description,
        credits_per_month: tier.credits,
        display_order: tier.id,
        popular: tier.name === 'Stargazer' ? 1 : 0,
        features: JSON.stringify([
          `${tier.credits} credits`,
          'All five reading types',
          'AI voice guide after every reading',
          'Personal reading library',
          tier.id >= 3 ? 'Priority support' : 'Email support',
        ]),
      })),
    )
    .execute();
  await db
    .insertInto('pricing_rows')
    .values(
      tiers.flatMap((tier) => [
        {
          id: `tier-${tier.id}-subscription`,
          tier_id: tier.id,
          billing_type: 'subscription' as const,
          price_cents: tier.monthly,
          currency: 'EUR',
          credits_included: tier.credits,
          display_order: tier.id,
          provider_price_id: null,
        },
        {
          id: `tier-${tier.id}-one-time`,
          tier_id: tier.id,
          billing_type: 'one_time' as const,
          price_cents: tier.once,
          currency: 'EUR',
          credits_included: tier.credits,
          display_order: tier.id,
          provider_price_id: null,
        },
      ]),
    )
    .execute();
}

export async function down(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('pricing_rows').execute();
  await db.deleteFrom('pricing_tiers').execute();
  await db.deleteFrom('apps').execute();
}
