import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, fold, foldedWords } from './fold';

describe('fold', () => {
  it('ignores case and accents, so "muller" matches "Müller"', () => {
    expect(fold('Müller')).toBe('muller');
    expect(fold('ZOË Łódź Ångström')).toBe('zoe lodz angstrom');
    expect(fold(null)).toBe('');
  });

  it('maps one character to one, as PostgreSQL translate() needs', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  });

  it('splits folded text into distinct words at ASCII that is not a letter or digit', () => {
    expect(foldedWords('Jürgen Müller jurgen.MULLER+1@Example.org')).toEqual([
      'jurgen',
      'muller',
      '1',
      'example',
      'org',
    ]);
    expect(foldedWords("O'Brien-Smith ßtraße")).toEqual(['o', 'brien', 'smith', 'ßtraße']);
    expect(foldedWords(' %_ ')).toEqual([]);
    expect(foldedWords(null)).toEqual([]);
  });
});
