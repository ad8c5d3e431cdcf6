import { describe, expect, it } from 'vitest';
import { appById, appByKind, appByRouteId, READING_APPS, resultPath, UnknownAppError } from './catalogue';

describe('the reading app catalogue', () => {
  it('opens each app on the result route its links and bookmarks use', () => {
    expect(resultPath('tarot-traditional', 'a1')).toBe('/tarot-result?readingId=a1');
    expect(resultPath('tarot-celtic-cross', 'a2')).toBe('/tarot-celtic-cross-result?readingId=a2');
    expect(resultPath('lifepathnumber', 'a3')).toBe('/lifepathnumber-result?readingId=a3');
    expect(resultPath('natalbirthchart', 'a4')).toBe('/natalbirthchart_result/a4');
    expect(resultPath('compatibility', 'a5')).toBe('/compatibility_result/a5');
    expect(resultPath('natalbirthchart', 'a/b c')).toBe('/natalbirthchart_result/a%2Fb%20c');
  });

  it('gives every app its own id, route, kind and form path', () => {
    for (const key of ['appId', 'routeId', 'kind', 'formPath', 'resultRoute'] as const) {
      expect(new Set(READING_APPS.map((app) => app[key])).size, key).toBe(READING_APPS.length);
    }
  });

  it('finds an app by any of its names and refuses one it does not know', () => {
    expect(appById(1).routeId).toBe('natalbirthchart');
    expect(appByKind('life-path').appId).toBe(5);
    expect(appByRouteId('compatibility').kind).toBe('compatibility');
    expect(() => appById(99)).toThrow(UnknownAppError);
    expect(() => appByKind('horoscope' as never)).toThrow(/unknown reading app: kind horoscope/);
  });
});
