import { describe, expect, it } from 'vitest';
import vectors from './__fixtures__/numerology-vectors.json' with { type: 'json' };
import { InputError } from '../readings/errors';
import {
  birthdayNumber,
  destiny,
  lifePath,
  normaliseName,
  numerologyProfile,
  parseBirthDate,
  personality,
  personalYear,
  soulUrge,
  yLetters,
} from './numerology';

describe('numerology vectors', () => {
  for (const v of vectors.vectors) {
    it(`${v.name} ${v.birthDate}`, () => {
      const p = numerologyProfile(v.name, v.birthDate);
      const actual: Record<string, number> = {
        lifePath: p.lifePath.value,
        expression: p.destiny.value,
        destiny: p.destiny.value,
        soulUrge: p.soulUrge.value,
        personality: p.personality.value,
      };
      for (const [key, expected] of Object.entries(v.expected)) expect(actual[key], key).toBe(expected);
      // Each alternative convention, checked wherever the vector states its answer.
      const alternates: Record<string, () => number> = {
        lifePath_componentsFlattened: () =>
          lifePath(v.birthDate, { lifePathMethod: 'componentsFlattened' }).value,
        lifePath_allDigits: () => lifePath(v.birthDate, { lifePathMethod: 'allDigits' }).value,
        lifePath_noMasters: () => lifePath(v.birthDate, { masters: false }).value,
        expression_allLetters: () => destiny(v.name, { nameMethod: 'allLetters' }).value,
        soulUrge_allLetters: () => soulUrge(v.name, { nameMethod: 'allLetters' }).value,
        soulUrge_yNeverVowel: () => soulUrge(v.name, { yRule: 'never' }).value,
        soulUrge_yAlwaysVowel: () => soulUrge(v.name, { yRule: 'always' }).value,
        personality: () => personality(v.name).value,
      };
      for (const [key, expected] of Object.entries(v.alternates ?? {})) {
        expect(alternates[key], `unknown alternate ${key}`).toBeDefined();
        expect(alternates[key]!(), key).toBe(expected);
      }
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

describe('birthday, personal year and karmic debt', () => {
  it('keeps a master day whole and reduces the rest', () => {
    expect(birthdayNumber('1950-05-22')).toMatchObject({ value: 22, root: 4, chain: '22/4' });
    expect(birthdayNumber('1950-05-29')).toMatchObject({ value: 11, chain: '29 -> 11/2' });
    expect(birthdayNumber('1950-05-07')).toMatchObject({ value: 7, chain: '7' });
  });

  it('reads the Personal Year from the birth month and day with the given year, masters reduced', () => {
    expect(personalYear('1950-05-22', 2026)).toMatchObject({ value: 1, chain: '5 + 4 + 1 = 10 -> 1' });
    // 5 + 4 + 2 = 11, which a cycle of nine reads as 2.
    expect(personalYear('1950-05-22', 2027)).toMatchObject({
      value: 2,
      master: false,
      chain: '5 + 4 + 2 = 11 -> 2',
    });
    // 29 February has a Personal Year in common years too.
    expect(personalYear('1992-02-29', 2026).chain).toBe('2 + 2 + 1 = 5');
    // A passing cycle carries no karmic debt, even when its sum passes through 13.
    const year = personalYear('1980-03-09', 2026);
    expect(year).toMatchObject({ value: 4, chain: '3 + 9 + 1 = 13 -> 4' });
    expect(year).not.toHaveProperty('karmicDebt');
  });

  it('finds 13, 14, 16 and 19 in the unreduced totals, including on the way down', () => {
    expect(lifePath('1954-01-29').karmicDebt).toBe(13);
    expect(destiny('Mary Lynn Bryant').karmicDebt).toBe(13);
    expect(destiny('Eleanor Rigby').karmicDebt).toBe(14);
    expect(lifePath('1985-03-17').karmicDebt).toBe(16);
    expect(birthdayNumber('1990-03-19').karmicDebt).toBe(19);
    // 67 -> 13 -> 4 passes through 13 as well.
    expect(destiny('Peter Paul Rubens', { nameMethod: 'allLetters' })).toMatchObject({
      chain: '28 + 14 + 25 = 67 -> 13 -> 4',
      karmicDebt: 13,
    });
    expect(lifePath('1988-08-08').karmicDebt).toBeUndefined();
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
    expect(() => soulUrge('Brr Ng', { yRule: 'never' })).toThrow(/needs a vowel/);
    for (const bad of ['1990-02-30', '1990-13-01', '2023-02-29', '14/05/1990', '']) {
      expect(() => parseBirthDate(bad)).toThrow(/birthDate/);
    }
    expect(parseBirthDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('the Y rule', () => {
  it('counts a Y as a vowel only when it carries the sound itself, as the vectors do', () => {
    expect(yLetters('Oprah Winfrey')).toEqual([{ name: 'WINFREY', vowel: false, reason: 'afterVowel' }]);
    expect(yLetters('Maya Yusuf').map((y) => [y.name, y.vowel, y.reason])).toEqual([
      ['MAYA', false, 'afterVowel'],
      ['YUSUF', false, 'beforeVowel'],
    ]);
    expect(yLetters('Mary Lynn').every((y) => y.vowel && y.reason === 'sound')).toBe(true);
    expect(yLetters('Mary', { yRule: 'never' })).toEqual([{ name: 'MARY', vowel: false, reason: 'rule' }]);
    // WINFREY's Y with the consonants: Soul Urge 4 as the vectors and published charts have it.
    expect(soulUrge('Oprah Gail Winfrey').value).toBe(4);
  });
});
