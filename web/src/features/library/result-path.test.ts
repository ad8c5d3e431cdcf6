import { describe, expect, it } from 'vitest';
import { resultPath } from './result-path';

describe('resultPath', () => {
  it('opens each app on its result route', () => {
    expect(resultPath('tarot-traditional', 'a1')).toBe('/tarot-result?readingId=a1');
    expect(resultPath('tarot-celtic-cross', 'a2')).toBe('/tarot-celtic-cross-result?readingId=a2');
    expect(resultPath('lifepathnumber', 'a3')).toBe('/lifepathnumber-result?readingId=a3');
    expect(resultPath('natalbirthchart', 'a4')).toBe('/natalbirthchart_result/a4');
    expect(resultPath('compatibility', 'a5')).toBe('/compatibility_result/a5');
  });
});
