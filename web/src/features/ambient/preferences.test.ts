import { describe, expect, it } from 'vitest';
import { clampVolume, DEFAULT_AMBIENT, parseAmbientPreferences } from './preferences';

describe('ambient preferences', () => {
  it('defaults to enabled, folded to its button, at volume 0.3', () => {
    expect(parseAmbientPreferences(null)).toEqual({
      enabled: true,
      collapsed: true,
      muted: false,
      volume: 0.3,
    });
    expect(parseAmbientPreferences('not json')).toEqual(DEFAULT_AMBIENT);
  });

  it('keeps the volume on the 0.1 grid between 0 and 1', () => {
    expect(clampVolume(0.34)).toBe(0.3);
    expect(clampVolume(7)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(parseAmbientPreferences('{"volume":0.66,"muted":true,"enabled":"yes"}')).toEqual({
      ...DEFAULT_AMBIENT,
      volume: 0.7,
      muted: true,
    });
  });
});
