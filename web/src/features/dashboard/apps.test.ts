import { appByRouteId } from '@orrery/core/catalogue';
import { describe, expect, it } from 'vitest';
import { creditProgress, dashboardApps, hasCompleteBirthData } from './apps';

describe('dashboard apps', () => {
  it('puts the quick daily tarot first and the pair reading last', () => {
    expect(dashboardApps(undefined).map((a) => a.routeId)).toEqual([
      'tarot-traditional',
      'natalbirthchart',
      'lifepathnumber',
      'tarot-celtic-cross',
      'year-ahead',
      'compatibility',
    ]);
  });

  it("shows the server's cost and name where it has one and the catalogue default elsewhere", () => {
    const natal = appByRouteId('natalbirthchart');
    const apps = dashboardApps([
      {
        appId: natal.appId,
        routeId: natal.routeId,
        name: 'Birth Chart',
        description: 'd',
        cost: 20,
        voiceMinutes: 7,
      },
    ]);
    const shown = apps.find((a) => a.routeId === 'natalbirthchart');
    expect(shown).toMatchObject({
      name: 'Birth Chart',
      cost: 20,
      voiceMinutes: 7,
      formPath: '/natalbirthchart',
    });
    expect(apps.find((a) => a.routeId === 'tarot-traditional')?.cost).toBe(
      appByRouteId('tarot-traditional').defaultCost,
    );
  });

  it('caps the credit bar between 0 and 100 percent', () => {
    expect(creditProgress(50, 100)).toBe(50);
    expect(creditProgress(250, 100)).toBe(100);
    expect(creditProgress(-5, 100)).toBe(0);
    expect(creditProgress(10, 0)).toBe(0);
  });

  it('treats birth data as complete on the dashboard only with date, time and city', () => {
    const profile = { birthDate: '1990-07-04', birthTime: null, birthCity: 'Liverpool' };
    expect(hasCompleteBirthData(profile)).toBe(false);
    expect(hasCompleteBirthData({ ...profile, birthTime: '08:30' })).toBe(true);
    expect(hasCompleteBirthData({ ...profile, birthTime: '08:30', birthCity: null })).toBe(false);
  });
});
