import type { ReadingRouteId } from '@orrery/core/api/readings';

/** The result route of each app (first spec document, /library): query routes for tarot and life path. */
export function resultPath(routeId: ReadingRouteId, readingId: string): string {
  const id = encodeURIComponent(readingId);
  switch (routeId) {
    case 'tarot-traditional':
      return `/tarot-result?readingId=${id}`;
    case 'tarot-celtic-cross':
      return `/tarot-celtic-cross-result?readingId=${id}`;
    case 'lifepathnumber':
      return `/lifepathnumber-result?readingId=${id}`;
    case 'natalbirthchart':
      return `/natalbirthchart_result/${id}`;
    case 'compatibility':
      return `/compatibility_result/${id}`;
  }
}
