import { describe, expect, it } from 'vitest';
import { transitOrbsOf } from './profile-view';

describe("a profile's orb set", () => {
  it('is the stored set when this version knows it, and the default otherwise', () => {
    expect(transitOrbsOf({ transit_orbs: 'tight' })).toBe('tight');
    expect(transitOrbsOf({ transit_orbs: 'wide' })).toBe('wide');
    expect(transitOrbsOf({ transit_orbs: null })).toBe('standard');
    expect(transitOrbsOf({ transit_orbs: 'loose' })).toBe('standard');
  });
});
