import type { Kysely } from 'kysely';
import type { Database } from '../schema';

// The catalogue every installation starts with. Costs are the spec's defaults; admins can
// change them in the apps table later, and the app always reads them from there.
export async function up(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('apps')
    .values([
      {
        app_id: 1,
        app_name: 'Natal Birth Chart',
        route_id: 'natalbirthchart',
        description: 'Your complete birth chart: every planet, sign, house and aspect, explained.',
        credit_cost_per_execution: 24,
        voice_minutes_included: 5,
        voice_session_seconds: 600,
      },
      {
        app_id: 2,
        app_name: 'Tarot Celtic Cross',
        route_id: 'tarot-celtic-cross',
        description: 'The classic ten-card spread for a deep look at one question.',
        credit_cost_per_execution: 12,
        voice_minutes_included: 5,
        voice_session_seconds: 300,
      },
      {
        app_id: 3,
        app_name: 'Daily Tarot Reading',
        route_id: 'tarot-traditional',
        description: 'Three cards for past, present and future.',
        credit_cost_per_execution: 4,
        voice_minutes_included: 3,
        voice_session_seconds: 300,
      },
      {
        app_id: 4,
        app_name: 'Compatibility',
        route_id: 'compatibility',
        description: 'How two birth charts meet: the score, the aspects and what they ask of you.',
        credit_cost_per_execution: 8,
        voice_minutes_included: 5,
        voice_session_seconds: 600,
      },
      {
        app_id: 5,
        app_name: 'Life Path Number',
        route_id: 'lifepathnumber',
        description: 'Your Life Path, Destiny and Soul Urge numbers with their meaning.',
        credit_cost_per_execution: 5,
        voice_minutes_included: 5,
        voice_session_seconds: 300,
      },
    ])
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
