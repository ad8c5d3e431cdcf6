// An independent numerologist's review (issue 27) of six life path reports: master numbers told in
// an engine's words ("with 4 as its base"), a stock Birthday tail ("one more gift for the road" in
// four of six), number groups named without saying what they mean for the person, and one pairing
// paragraph read for a Life Path with a Destiny and for a Life Path with a Birthday alike.
import { describe, expect, it } from 'vitest';
import type { NumberResult } from '../numerology/numerology';
import { rng } from './__fixtures__/charts';
import { MASTER_NAME, PAIR_TEXT, REGISTER_TEXT } from './content/numbers';
import { LIFE_PATH_WORDS_DE } from './lifepath-de';
import { composeLifePath, pairingText } from './lifepath-report';
import { LIFE_PATH_WORDS_EN as EN } from './lifepath-words';

const NOW = new Date('2026-11-29T12:00:00Z');
const compose = (firstName: string, lastName: string, birthDate: string, language: 'en' | 'de' = 'en') =>
  composeLifePath({ firstName, lastName, birthDate, now: NOW, language }).markdown;
/** The reading itself, without the method section, which states the master rule on purpose. */
const reading = (md: string) => md.split(/\n## (?:How These Numbers|So wurden)/)[0]!;
const SIX = [
  ['Chidi', 'Okafor', '1979-07-16'],
  ['Eleanor', 'Whitmore', '1987-03-19'],
  ['Giulia', 'Rossetti', '1996-05-28'],
  ['Zsofia', 'Varga', '2001-08-14'],
  ['Erik', 'Halvorsen', '1983-11-29'],
  ['Kwame', 'Mensah', '1975-04-22'],
] as const;
const REPORTS = SIX.map(([f, l, d]) => compose(f, l, d));
/** Forty clients drawn at random, so every place a master number can stand is met. */
const FORTY = (() => {
  const r = rng(34);
  const first = ['Ana', 'Hiro', 'Tomas', 'Sakura', 'Maria', 'Kyle', 'Ravi', 'Greta', 'Noor', 'Samuel'];
  const last = ['Lee', 'Tanaka', 'Gray', 'Ito', 'Smith', 'Moss', 'Sethi', 'Lind', 'Okafor', 'Berg'];
  return Array.from({ length: 40 }, () => {
    const at = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
    const date = `${1950 + Math.floor(r() * 55)}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
    return compose(at(first), at(last), date);
  });
})();
const ENGINE = /as its base|read as itself|read as the full|not only its root|the base your master/;
const result = (value: NumberResult['value']): NumberResult => ({
  value,
  root: value > 9 ? value % 9 : value,
  master: value > 9,
  chain: String(value),
  parts: [],
});

describe('the life path report after issue 27 (r34)', () => {
  it('says what a master number asks of its root, in every place it can stand', () => {
    for (const value of [11, 22, 33] as const) {
      const root = value % 9;
      const asks = new RegExp(`reduces to ${root} and asks for the ${root}’s [a-z ]+ on a larger scale`);
      for (const place of ['Life Path', 'Destiny', 'Soul Urge', 'Personality', 'Birthday']) {
        const line = EN.oneMaster(place, `${value}/${root}`, value, MASTER_NAME[value], root);
        expect(line, `${place} ${value}`).toMatch(asks);
        expect(line).not.toMatch(ENGINE);
      }
      expect(EN.masterDestiny!(value, root)).toMatch(asks);
      expect(EN.portraitLeadMaster('Your Life Path leads', MASTER_NAME[value], root, '')).toMatch(
        new RegExp(`asks for the ${root}’s [a-z ]+ on a larger scale\\.$`),
      );
      expect(EN.pyMasterRoot(root, value, root)).not.toMatch(ENGINE);
      const de = LIFE_PATH_WORDS_DE.oneMaster('Seelenzahl', `${value}/${root}`, value, 'x', root);
      expect(de).toContain(`lässt sich auf die ${root} zurückführen`);
      expect(de).not.toMatch(/Boden, auf dem/);
    }
    for (let variant = 0; variant < 6; variant++)
      for (const value of [11, 22] as const)
        expect(EN.oneMasterBirthday!(`${value}/${value % 9}`, value, value % 9, variant)).not.toMatch(ENGINE);
    expect(EN.mastersTheme(2, ['Life Path 11/2', 'Birthday 22/4'], [2, 4])).toContain(
      'the 11 asks for the 2’s patience and tact on a larger scale and the 22 for the 4’s discipline',
    );
    // In whole reports: none of the engine's phrases, and a master number is told by what it asks.
    const withMaster = [...REPORTS, ...FORTY].filter((md) => /\b(?:11\/2|22\/4|33\/6)\b/.test(reading(md)));
    expect(withMaster.length).toBeGreaterThan(5);
    for (const md of [...REPORTS, ...FORTY]) expect(reading(md)).not.toMatch(ENGINE);
    expect(reading(REPORTS[0]!)).toContain('it asks for the 4’s discipline on a larger scale');
  });

  it('gives a day kept as it stands a line of its own, not a stock tail, in English and German', () => {
    const kept = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22];
    const lines = kept.map((day) =>
      EN.birthdayHow(3, day, day > 9 ? `${day}/${day % 9}` : String(day), day > 9 ? 'kept' : 'single'),
    );
    for (const line of lines) expect(line).not.toContain('one more gift');
    // Each day says something of its own after its number.
    expect(new Set(lines.map((l) => l.split(/, gives Birthday [\d/]+/)[1])).size).toBe(kept.length);
    for (let day = 10; day <= 31; day++)
      if (day !== 11 && day !== 22)
        expect(EN.birthdayHow(3, day, String(day % 9 || 9), 'reduced')).not.toContain('one more gift');
    const german = kept.map((day) =>
      LIFE_PATH_WORDS_DE.birthdayHow(3, day, String(day), day > 9 ? 'kept' : 'single'),
    );
    for (const line of german) expect(line).not.toContain('weitere Gabe');
    expect(new Set(german).size).toBe(kept.length);
    for (const md of REPORTS) expect(md).not.toContain('one more gift for the road');
  });

  it('ends every sentence that groups numbers in what the grouping means for the person', () => {
    const consequence = new RegExp(
      [
        'easily',
        'easy',
        'ease',
        'favours',
        'hard',
        'backs that road with',
        'gives that wish room',
        'strongest thread',
        'one voice',
        ...EN.balance,
      ]
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
    );
    let grouped = 0;
    for (const md of [...REPORTS, ...FORTY]) {
      const overview = md.split('## Overview')[1]!.split('\n## ')[0]!;
      for (const sentence of overview.split(/(?<=\.)\s+/).filter((s) => /\d-\d-\d group/.test(s))) {
        grouped++;
        expect(sentence).toMatch(consequence);
        // Never a sentence that stops at the group's name.
        expect(sentence).not.toMatch(/group(?: of [a-z]+, [a-z]+ and [a-z]+)?\.$/);
      }
    }
    expect(grouped).toBeGreaterThan(20);
    for (const register of Object.values(REGISTER_TEXT))
      expect(EN.portraitLeadPlain('Your Life Path leads', register)).toMatch(/comes easily and .+ hard\.$/);
  });

  it('reads a Birthday against the Life Path as the day’s talent, not with the paragraph written for two equals', () => {
    // Kwame Mensah: Life Path 3 and Birthday 22/4; a Life Path 3 with a Destiny 22 reads PAIR_TEXT.
    const kwame = REPORTS[5]!.split('### Birthday 22/4')[1]!.split('\n### ')[0]!;
    expect(kwame).toContain('**With your Life Path 3.** Your 3 road');
    expect(kwame).not.toContain(PAIR_TEXT['3|22']!);
    expect(pairingText(result(3), result(22))).toBe(PAIR_TEXT['3|22']);
    const asDay = pairingText(result(3), result(22), 0, false, 'en', true);
    expect(asDay).not.toBe(PAIR_TEXT['3|22']);
    // The 4 and the 7: the day read on either road has its own paragraph, neither the shared one.
    const fourSeven = [
      pairingText(result(4), result(7), 0, false, 'en', true),
      pairingText(result(7), result(4), 0, false, 'en', true),
    ];
    expect(new Set([...fourSeven, PAIR_TEXT['4|7']]).size).toBe(3);
    // Every master Birthday on a road of another root has its own paragraph.
    for (const day of [11, 22] as const)
      for (const road of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const) {
        if (road % 9 === day % 9 || road === day) continue;
        expect(pairingText(result(road), result(day), 0, false, 'en', true), `${road} with ${day}`).not.toBe(
          pairingText(result(road), result(day)),
        );
      }
  });
});

describe('the life path report after review t', () => {
  it('joins two carried lessons in one grammar', () => {
    // Teresa Ferreira, 3 December 1968 (review t, R1): the name lacks 3 and 4, which core numbers carry.
    const md = compose('Teresa', 'Ferreira', '1968-12-03');
    expect(md).toMatch(/so you learn by practice to say plainly what you feel and to keep order\./);
  });
});
