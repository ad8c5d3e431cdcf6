import { describe, expect, it } from 'vitest';
import type { SignAbbrev } from '../../../../astro/types';
import { SIGN_TEXT } from '../signs';
import { SIGN_TEXT_DE_PERSONAL, type PersonalSignPoint } from './signs-personal';

const POINTS: readonly PersonalSignPoint[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/** Each sign's German name with the inflections it takes after "im", "in der", "in den". */
const SIGN_NAME: Record<SignAbbrev, RegExp> = {
  Ari: /\bWidder\b/u,
  Tau: /\bStier\b/u,
  Gem: /\bZwilling(?:e|en)?\b/u,
  Can: /\bKrebs(?:es)?\b/u,
  Leo: /\bLöwen?(?![\p{L}])/u,
  Vir: /\bJungfrau\b/u,
  Lib: /\bWaage\b/u,
  Sco: /\bSkorpions?\b/u,
  Sag: /\bSchützen?(?![\p{L}])/u,
  Cap: /\bSteinbock(?:s|es)?\b/u,
  Aqu: /\bWassermann(?:s|es)?\b/u,
  Pis: /\bFischen?\b/u,
};
const SIGNS = Object.keys(SIGN_NAME) as SignAbbrev[];

const PLANET_NAME: Record<PersonalSignPoint, RegExp> = {
  Sun: /\bSonne\b/u,
  Moon: /\bMond\b/u,
  Mercury: /\bMerkur\b/u,
  Venus: /\bVenus\b/u,
  Mars: /\bMars\b/u,
  Jupiter: /\bJupiter\b/u,
  Saturn: /\bSaturn\b/u,
};

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/u).filter((s) => s.trim() !== '');

const cases = POINTS.flatMap((point) => SIGNS.map((sign) => [point, sign] as const));

describe('SIGN_TEXT_DE_PERSONAL: Sun to Saturn in every sign, in German', () => {
  it.each(cases)('%s in %s', (point, sign) => {
    const text = SIGN_TEXT_DE_PERSONAL[point][sign];
    expect(text?.trim()).toBeTruthy();
    expect(text).not.toBe(SIGN_TEXT[point][sign]);
    expect(text).toMatch(SIGN_NAME[sign]);
    expect(text).toMatch(PLANET_NAME[point]);
    const count = sentences(text).length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
    for (const word of [' the ', ' and ', ' your ', ' with ']) expect(text.toLowerCase()).not.toContain(word);
  });

  it('has exactly the twelve signs for each planet', () => {
    for (const point of POINTS)
      expect(Object.keys(SIGN_TEXT_DE_PERSONAL[point]).sort()).toEqual([...SIGNS].sort());
  });
});
