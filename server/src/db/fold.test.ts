import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, fold } from './fold';

describe('fold', () => {
  it('ignores case and accents, so "muller" matches "Müller"', () => {
    expect(fold('Müller')).toBe('muller');
    expect(fold('ZOË Łódź Ångström')).toBe('zoe lodz angstrom');
    expect(fold(null)).toBe('');
  });

  it('maps one character to one, as PostgreSQL translate() needs', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  });
});
