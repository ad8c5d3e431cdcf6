import type { Profile } from '@orrery/core/api/account';
import type { AppInfo } from '@orrery/core/api/profile';
import { DASHBOARD_APPS, type ReadingRouteId } from '@orrery/core/catalogue';

export interface DashboardCard {
  routeId: ReadingRouteId;
  formPath: string;
  name: string;
  description: string;
  cost: number;
  voiceMinutes: number;
}

/**
 * The cards in dashboard order: the server's names and costs once loaded (admins may change
 * them), the catalogue's defaults until then.
 */
export function dashboardApps(serverApps: AppInfo[] | undefined): DashboardCard[] {
  return DASHBOARD_APPS.map((app) => {
    const server = serverApps?.find((candidate) => candidate.routeId === app.routeId);
    return {
      routeId: app.routeId,
      formPath: app.formPath,
      name: server?.name ?? app.name,
      description: server?.description ?? app.description,
      cost: server?.cost ?? app.defaultCost,
      voiceMinutes: server?.voiceMinutes ?? app.voiceSessionSeconds / 60,
    };
  });
}

/** The dashboard credit bar: remaining / credits per month, capped to 0-100 %. */
export function creditProgress(remaining: number, perMonth: number): number {
  if (perMonth <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / perMonth) * 100));
}

/** The dashboard's rule, stricter than onboarding's: date, time and city all present. */
export function hasCompleteBirthData(
  profile: Pick<Profile, 'birthDate' | 'birthTime' | 'birthCity'>,
): boolean {
  return Boolean(profile.birthDate && profile.birthTime && profile.birthCity);
}
