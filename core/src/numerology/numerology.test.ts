import { describe, expect, it } from 'vitest';
import vectors from './__fixtures__/numerology-vectors.json' with { type: 'json' };
import { InputError } from '../readings/errors';
import { destiny, lifePath, normaliseName, numerologyProfile, parseBirthDate, personality, soulUrge } from './numerology';

describe('numerology vectors', () => {
  for (const v of vectors.vectors) {
    it(`${v.name} ${v.birthDate}`, () => {
      const p = numerologyProfile(v.name, v.birthDate);
      expect({ lifePath: p.lifePath.value, expression: p.destiny.value, soulUrge: p.soulUrge.value }).toEqual(v.expected);
      const a = v.alternates;
      expect(lifePath(v.birthDate, { lifePathMethod: 'componentsFlattened' }).value).toBe(a.lifePath_componentsFlattened);
      expect(lifePath(v.birthDate, { lifePathMethod: 'allDigits' }).value).toBe(a.lifePath_allDigits);
      expect(lifePath(v.birthDate, { masters: false }).value).toBe(a.lifePath_noMasters);
      expect(destiny(v.name, { nameMethod: 'allLetters' }).value).toBe(a.expression_allLetters);
      expect(soulUrge(v.name, { nameMethod: 'allLetters' }).value).toBe(a.soulUrge_allLetters);
      expect(soulUrge(v.name, { yRule: 'never' }).value).toBe(a.soulUrge_yNeverVowel);
      expect(soulUrge(v.name, { yRule: 'always' }).value).toBe(a.soulUrge_yAlwaysVowel);
      expect(personality(v.name).value).toBe(a.personality);
    });
  }
});

describe('reduction chains', () => {
  it('shows Decoz parts and master roots', () => {
    const lp = lifePath('1992-11-22');
    expect(lp.parts.map((p) => p.chain)).toEqual(['11/2', '22/4', '1992 -> 21 -> 3']);
    expect(lp.chain).toBe('11 + 22 + 3 = 36 -> 9');
    expect(destiny('Bob Stone', { nameMethod: 'allLetters' }).chain).toBe('10 + 19 = 29 -> 11/2');
    const mary = lifePath('1990-05-14');
    expect(mary).toMatchObject({ value: 11, root: 2, master: true });
  });
});

describe('names and dates', () => {
  it('folds accents and splits on spaces and hyphens', () => {
    expect(normaliseName('Zoë Ann-Kellerman')).toEqual(['ZOE', 'ANN', 'KELLERMAN']);
    expect(normaliseName("  José  O'Brien ")).toEqual(['JOSE', 'OBRIEN']);
    expect(normaliseName('Straße Øster')).toEqual(['STRASSE', 'OSTER']);
  });

  it('rejects names without letters and impossible dates, naming the field', () => {
    expect(() => destiny('1234 !!')).toThrow(InputError);
    expect(() => destiny('   ')).toThrow(/name is required/);
    for (const bad of ['1990-02-30', '1990-13-01', '2023-02-29', '14/05/1990', '']) {
      expect(() => parseBirthDate(bad)).toThrow(/birthDate/);
    }
    expect(parseBirthDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});
