// The one list of reading apps. The seed migration, the server, the router, the dashboard and
// the tests all derive from it; an app id or route id that is not here is an error, never a
// default. Costs and voice minutes here are the defaults an installation starts with: the apps
// table is where they live afterwards, and admins may change them there.

export const READING_APPS = [
  {
    appId: 1,
    routeId: 'natalbirthchart',
    kind: 'natal',
    name: 'Natal Birth Chart',
    description: 'Your complete birth chart: every planet, sign, house and aspect, explained.',
    formPath: '/natalbirthchart',
    resultRoute: '/natalbirthchart_result/:readingId',
    defaultCost: 24,
    voiceMinutes: 5,
    voiceSessionSeconds: 600,
    dashboardRank: 2,
  },
  {
    appId: 2,
    routeId: 'tarot-celtic-cross',
    kind: 'celtic-cross',
    name: 'Tarot Celtic Cross',
    description: 'The classic ten-card spread for a deep look at one question.',
    formPath: '/tarot-celtic-cross',
    resultRoute: '/tarot-celtic-cross-result',
    defaultCost: 12,
    voiceMinutes: 5,
    voiceSessionSeconds: 300,
    dashboardRank: 4,
  },
  {
    appId: 3,
    routeId: 'tarot-traditional',
    kind: 'three-card',
    name: 'Daily Tarot Reading',
    description: 'Three cards for past, present and future.',
    formPath: '/tarot-traditional',
    resultRoute: '/tarot-result',
    defaultCost: 4,
    voiceMinutes: 3,
    voiceSessionSeconds: 300,
    dashboardRank: 1,
  },
  {
    appId: 4,
    routeId: 'compatibility',
    kind: 'compatibility',
    name: 'Compatibility',
    description: 'How two birth charts meet: the score, the aspects and what they ask of you.',
    formPath: '/compatibility',
    resultRoute: '/compatibility_result/:readingId',
    defaultCost: 8,
    voiceMinutes: 5,
    voiceSessionSeconds: 600,
    dashboardRank: 6,
  },
  {
    appId: 5,
    routeId: 'lifepathnumber',
    kind: 'life-path',
    name: 'Life Path Number',
    description: 'Your Life Path, Destiny and Soul Urge numbers with their meaning.',
    formPath: '/lifepathnumber',
    resultRoute: '/lifepathnumber-result',
    defaultCost: 5,
    voiceMinutes: 5,
    voiceSessionSeconds: 300,
    dashboardRank: 3,
  },
  {
    appId: 6,
    routeId: 'year-ahead',
    kind: 'year-ahead',
    name: 'Year Ahead',
    description:
      'The next twelve months of your chart: the slow transits and their dates, eclipses and new and full moons.',
    formPath: '/year-ahead',
    resultRoute: '/year-ahead_result/:readingId',
    defaultCost: 24,
    voiceMinutes: 5,
    voiceSessionSeconds: 600,
    dashboardRank: 5,
  },
] as const;

export type ReadingApp = (typeof READING_APPS)[number];
export type ReadingRouteId = ReadingApp['routeId'];
export type ReadingKind = ReadingApp['kind'];
export type AppOfRoute<R extends ReadingRouteId> = Extract<ReadingApp, { routeId: R }>;

export const READING_ROUTE_IDS = READING_APPS.map((app) => app.routeId) as [
  ReadingRouteId,
  ...ReadingRouteId[],
];
export const READING_KINDS = READING_APPS.map((app) => app.kind) as [ReadingKind, ...ReadingKind[]];

export class UnknownAppError extends Error {
  constructor(what: string) {
    super(`unknown reading app: ${what}`);
    this.name = 'UnknownAppError';
  }
}

export function appByRouteId<R extends ReadingRouteId>(routeId: R): AppOfRoute<R> {
  const app = READING_APPS.find((a) => a.routeId === routeId);
  if (!app) throw new UnknownAppError(`route id ${String(routeId)}`);
  return app as AppOfRoute<R>;
}

export function appById(appId: number): ReadingApp {
  const app = READING_APPS.find((a) => a.appId === appId);
  if (!app) throw new UnknownAppError(`app id ${appId}`);
  return app;
}

export function appByKind(kind: ReadingKind): ReadingApp {
  const app = READING_APPS.find((a) => a.kind === kind);
  if (!app) throw new UnknownAppError(`kind ${String(kind)}`);
  return app;
}

/** Where a reading's result page is: a path segment for charts, a query for tarot and life path. */
export function resultPath(routeId: ReadingRouteId, readingId: string): string {
  const { resultRoute } = appByRouteId(routeId);
  const id = encodeURIComponent(readingId);
  return resultRoute.endsWith('/:readingId')
    ? resultRoute.replace(':readingId', id)
    : `${resultRoute}?readingId=${id}`;
}

/** The dashboard shows the apps in this order: the quick daily tarot first, the pair reading last. */
export const DASHBOARD_APPS: readonly ReadingApp[] = [...READING_APPS].sort(
  (a, b) => a.dashboardRank - b.dashboardRank,
);
