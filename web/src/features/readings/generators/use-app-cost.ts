import { appByRouteId, type ReadingRouteId } from '@orrery/core/catalogue';
import { useApps } from '@/features/dashboard/use-apps';

/** The credit cost from the server's apps table (the catalogue's default until it loads). */
export function useAppCost(routeId: ReadingRouteId): number {
  const apps = useApps();
  return apps.data?.apps.find((app) => app.routeId === routeId)?.cost ?? appByRouteId(routeId).defaultCost;
}
