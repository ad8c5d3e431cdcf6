// A numerologist's review (r33) of the life path report: a Karmic Lesson told as if a core number
// "carried the 6 your name lacks", the 2-4-8 group called "grounded", number paragraphs shared word
// for word between reports, and the master and debt rules each stated with its own scope.
import { describe, expect, it } from 'vitest';
import { karmicLessons } from '../numerology/numerology';
import { rng } from './__fixtures__/charts';
import { NUMBER_TEXT, REGISTER, REGISTER_TEXT } from './content/numbers';
import { composeLifePath } from './lifepath-report';

const NOW = new Date('2026-11-29T12:00:00Z');
const compose = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now: NOW }).markdown;
const FIRST = [
  'Oskar',
  'Beatriz',
  'Samuel',
  'Francesca',
  'Daniel',
  'Eleanor',
  'Ravi',
  'Victor',
  'Maya',
  'Greta',
];
const LAST = ['Lindgren', 'Carvalho', 'Adeyemi', 'Romano', 'Kowalski', 'Hughes', 'Sethi', 'Hale', 'Sullivan'];
/** Thirty clients drawn at random, of all ages. */
const THIRTY = (() => {
  const r = rng(9);
  const at = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: 30 }, () => {
    const date = `${1950 + Math.floor(r() * 55)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
    return compose(at(FIRST), at(LAST), date);
  });
})();
const lessonsOf = (md: string) => md.split('### Karmic Lessons\n\n')[1]?.split('\n\n')[0] ?? '';

describe('the life path report after review r33', () => {
  it('says a missing number held by a core number as two facts: the letters lack it, the number carries it', () => {
    // Ravi Sethi: no 3 or 6 among the letters, yet Destiny 3 and Soul Urge and Personality 6.
    expect(karmicLessons('Ravi Sethi')).toEqual(expect.arrayContaining([3, 6]));
    const text = lessonsOf(compose('Ravi', 'Sethi', '1977-12-31'));
    expect(text).not.toMatch(/carr(?:y|ies) the \d your name lacks/);
    expect(text).toMatch(
      /Your name’s letters lack 3 and 6, but your Destiny 3, Soul Urge 6 and Personality 6 carry them/,
    );
    for (const md of THIRTY) expect(lessonsOf(md)).not.toMatch(/your name lacks/);
  });

  it('names each group of roots by the titles of its own three numbers', () => {
    for (const [register, text] of Object.entries(REGISTER_TEXT)) {
      expect(text).not.toMatch(/grounded|dependable/);
      const members = Object.entries(REGISTER)
        .filter(([, g]) => g === register)
        .map(([n]) => Number(n) as keyof typeof NUMBER_TEXT);
      expect(text).toContain(members.join('-'));
      for (const n of members)
        expect(text).toContain(NUMBER_TEXT[n].title.replace(/^the /, '').toLowerCase());
    }
  });

  it('shares fewer number paragraphs word for word between thirty reports, and no stock "courses of their own"', () => {
    const seen = new Map<string, number>();
    for (const md of THIRTY)
      for (const p of new Set(
        md
          .split(/\n## How These/)[0]!
          .split('\n\n')
          .filter((x) => x.length > 150),
      ))
        seen.set(p, (seen.get(p) ?? 0) + 1);
    // 92 copies of shared paragraphs among these thirty before the review, 57 after.
    const copies = [...seen.values()].filter((n) => n > 1).reduce((s, n) => s + n, 0);
    expect(copies).toBeLessThanOrEqual(70);
    expect(THIRTY.join('\n')).not.toContain('courses of their own');
  });

  it('states the master rule with its exception wherever the working reduces a master number', () => {
    for (const md of THIRTY) {
      const method = md.split('## How These Numbers Were Found')[1]!;
      const rule = /Master numbers \(11, 22, 33\)[^\n]*/.exec(method)?.[0];
      if (rule && /\b(?:11|22|33) -> \d\b/.test(method)) expect(rule).toMatch(/outside a Personal Year/);
      // The debts are read in a total, never in the name parts ("LEE 13 -> 4") the working shows.
      if (method.includes('Karmic debts are'))
        expect(method).toMatch(/Karmic debts are 13, 14, 16 and 19 met in reducing the total/);
    }
  });
});
