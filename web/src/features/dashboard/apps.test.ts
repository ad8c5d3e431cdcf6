import { describe, expect, it } from 'vitest';
import { creditProgress, dashboardApps, DEFAULT_APPS } from './apps';

describe('dashboard apps', () => {
  it('orders cards as the spec says and prefers server costs', () => {
    const server = [{ ...DEFAULT_APPS.natalbirthchart, credit_cost_per_execution: 20 }];
    const apps = dashboardApps(server);
    expect(apps.map((a) => a.route_id)).toEqual([
      'tarot-traditional',
      'natalbirthchart',
      'lifepathnumber',
      'tarot-celtic-cross',
      'compatibility',
    ]);
    expect(apps[1]!.credit_cost_per_execution).toBe(20);
    expect(apps[0]!.credit_cost_per_execution).toBe(4);
  });

  it('caps the credit bar between 0 and 100 percent', () => {
    expect(creditProgress(50, 100)).toBe(50);
    expect(creditProgress(250, 100)).toBe(100);
    expect(creditProgress(-5, 100)).toBe(0);
    expect(creditProgress(10, 0)).toBe(0);
  });
});
