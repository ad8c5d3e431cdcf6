import type { AppInfo } from '@orrery/core/api/profile';

/** The spec's dashboard order, by route id. */
export const DASHBOARD_ORDER = [
  'tarot-traditional',
  'natalbirthchart',
  'lifepathnumber',
  'tarot-celtic-cross',
  'compatibility',
] as const;

/**
 * What a card shows before the server's catalogue arrives: the second document's default costs
 * and voice minutes (life path's minutes are not given there; the seeded catalogue says 5).
 */
export const DEFAULT_APPS: Record<(typeof DASHBOARD_ORDER)[number], AppInfo> = {
  natalbirthchart: {
    app_id: 1,
    app_name: 'Natal Birth Chart',
    route_id: 'natalbirthchart',
    description: 'Your complete birth chart: every planet, sign, house and aspect, explained.',
    credit_cost_per_execution: 24,
    voice_minutes_included: 5,
  },
  'tarot-celtic-cross': {
    app_id: 2,
    app_name: 'Tarot Celtic Cross',
    route_id: 'tarot-celtic-cross',
    description: 'The classic ten-card spread for a deep look at one question.',
    credit_cost_per_execution: 12,
    voice_minutes_included: 5,
  },
  'tarot-traditional': {
    app_id: 3,
    app_name: 'Daily Tarot Reading',
    route_id: 'tarot-traditional',
    description: 'Three cards for past, present and future.',
    credit_cost_per_execution: 4,
    voice_minutes_included: 3,
  },
  compatibility: {
    app_id: 4,
    app_name: 'Compatibility',
    route_id: 'compatibility',
    description: 'How two birth charts meet: the score, the aspects and what they ask of you.',
    credit_cost_per_execution: 8,
    voice_minutes_included: 5,
  },
  lifepathnumber: {
    app_id: 5,
    app_name: 'Life Path Number',
    route_id: 'lifepathnumber',
    description: 'Your Life Path, Destiny and Soul Urge numbers with their meaning.',
    credit_cost_per_execution: 5,
    voice_minutes_included: 5,
  },
};

/** The cards in dashboard order: server values once loaded, the defaults until then. */
export function dashboardApps(serverApps: AppInfo[] | undefined): AppInfo[] {
  return DASHBOARD_ORDER.map(
    (routeId) => serverApps?.find((app) => app.route_id === routeId) ?? DEFAULT_APPS[routeId],
  );
}

/** The spec's dashboard credit bar: remaining / credits per month, capped to 0-100 %. */
export function creditProgress(remaining: number, perMonth: number): number {
  if (perMonth <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / perMonth) * 100));
}
