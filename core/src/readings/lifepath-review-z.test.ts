// Independent numerologists' review (z) of life path reports (issue 27): the ways of adding up a
// birth date parted on a master number without a word (Bartholomew Okafor's 33 where the other two
// ways give 6), and a repeat in the Personality and the Birthday was read before the Life Path's own
// pairing with the Destiny. The German reports lacked review x's hedges, Maturity debts and
// role-named pairings.
import { describe, expect, it } from 'vitest';
import { lifePath } from '../numerology/numerology';
import { MASTER_ALTERNATIVE, NUMBERS_EN, PAIR_TEXT } from './content/numbers';
import { NUMBERS_DE } from './content/numbers-de';
import { composeLifePath } from './lifepath-report';

const now = new Date('2026-06-01T12:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string, language: 'en' | 'de' = 'en') =>
  composeLifePath({ firstName, lastName, birthDate, now, language }).markdown;
const lifePathSection = (md: string) => md.split(/^### (?:Life Path|Lebenszahl) /m)[1]!.split('\n### ')[0]!;
const overview = (md: string) => md.split('## Overview')[1]!.split('## Your Numbers')[0]!;

describe('life path review z', () => {
  it('says in the Life Path section which way of adding gives which number where they part on a master number', () => {
    // 5 + 22 + 6 = 33; 5 + 4 + 6 = 15 -> 6; 5 + 2 + 2 + 1 + 9 + 5 = 24 -> 6.
    const bartholomew = lifePathSection(report('Bartholomew', 'Okafor', '1950-05-22'));
    expect(bartholomew).toContain(
      '**Where the methods part.** Reducing month, day and year separately, as this reading does, gives 5 + 22 + 6 = 33/6; the other ways give a plain 6: reducing each part to one digit first (15 -> 6) and adding all the digits at once (24 -> 6).',
    );
    expect(bartholomew).toContain(`If you count yourself a plain 6, ${NUMBERS_EN.masterAsRoot[33]}`);
    // The reverse: 5 + 9 + 6 = 20 -> 2 by the parts, 5 + 9 + 1 + 9 + 5 = 29 -> 11 digit by digit.
    const kwabena = lifePathSection(report('Kwabena', 'Mensah', '1950-05-09'));
    expect(kwabena).toContain('gives 5 + 9 + 6 = 20 -> 2, as does reducing each part to one digit first;');
    expect(kwabena).toContain(
      `another way gives the master number 11: adding all the digits at once (29 -> 11/2). Read as the master 11, your Life Path asks more of the same 2: ${MASTER_ALTERNATIVE[11]}`,
    );
  });

  it('checks 11, 22 and 33 both ways, and says nothing where every way agrees', () => {
    for (const date of [
      '1950-01-04', // 11, digit by digit 2
      '1951-09-22', // 11, parts reduced first 2
      '1952-11-19', // 2, the other two 11
      '1950-01-06', // 4, digit by digit 22
      '1955-09-11', // 22, the other two 4
      '1950-08-19', // 6, digit by digit 33
      '1955-09-22', // 33, parts reduced first 6
    ]) {
      const values = (['components', 'componentsFlattened', 'allDigits'] as const).map(
        (m) => lifePath(date, { lifePathMethod: m }).value,
      );
      const section = lifePathSection(report('Kwabena', 'Mensah', date));
      const said = /\*\*Where the methods part\.\*\*.*$/m.exec(section)?.[0];
      expect(said, date).toBeDefined();
      for (const v of values) expect(said, `${date} ${v}`).toMatch(new RegExp(`\\b${v}\\b`));
      // How to read the other number, whichever way round.
      expect(said, date).toMatch(/If you count yourself a plain \d,|Read as the master \d\d,/);
    }
    // 29 November 1983: 11 + 11 + 3 = 25 -> 7, 2 + 2 + 3 = 7, 34 -> 7.
    expect(report('Kwabena', 'Mensah', '1983-11-29')).not.toContain('Where the methods part');
  });

  it('says it in German too, with the reading of the other number', () => {
    const md = lifePathSection(report('Bartholomew', 'Okafor', '1950-05-22', 'de'));
    expect(md).toContain(
      '**Wo die Methoden auseinandergehen.** Die getrennte Reduktion von Monat, Tag und Jahr, der diese Deutung folgt, ergibt 5 + 22 + 6 = 33/6; die anderen Wege ergeben eine einfache 6:',
    );
    expect(md).toContain(`Zählst du dich als einfache 6, ${NUMBERS_DE.masterAsRoot[33]}`);
  });

  it('reads the Life Path with the Destiny before any repeat in the Personality and the Birthday', () => {
    // Tom Reed, 10 May 1960: Life Path 4, Destiny 8, Personality 1, Birthday 1.
    const md = overview(report('Tom', 'Reed', '1960-05-10'));
    const pair = md.indexOf(PAIR_TEXT['4|8']!);
    const repeat = md.indexOf('The 1 comes up twice, in your Personality and Birthday.');
    expect(pair).toBeGreaterThan(0);
    expect(repeat).toBeGreaterThan(pair);
    // The debt on the Life Path comes before the repeat in the Personality and Birthday.
    expect(md.indexOf('13/4 in your Life Path')).toBeLessThan(repeat);
  });

  it('mirrors review x in German: debts one way of adding finds are hedged, the Maturity debt flagged, pairings name each role', () => {
    // HUGO 6 and LAMBERT 8 make 14 name by name; all the letters at once, 24 + 26 = 50 -> 5.
    expect(report('Hugo', 'Lambert', '1980-05-05', 'de')).toContain(
      'Name für Name addiert, steckt in deiner Ausdruckszahl die 14, eine karmische Schuldzahl nur nach dieser Methode.',
    );
    // INES's consonants 6 and MOURA's 13 -> 4 make 10 name by name, 19 all at once.
    expect(report('Ines', 'Moura', '1980-05-05', 'de')).toContain(
      'Zählt man alle deine Konsonanten auf einmal zusammen, geht die Summe durch die 19, eine karmische Schuldzahl nur bei dieser Zählung.',
    );
    // Three debts read together: the overview says which one only the name-by-name sums find.
    expect(report('Kwame', 'Asante', '1983-04-12', 'de')).toContain(
      'Nur die Addition Name für Name findet die 14.',
    );
    // Life Path 7 and Destiny 7 make 14 -> 5.
    expect(report('Amara', 'Eze', '1975-03-18', 'de')).toMatch(
      /Reifezahl[^.]* die 14\/5, eine karmische Schuldzahl: /,
    );
    expect(report('Katharina', 'Müller', '1971-03-08', 'de')).toContain(
      'Die 2 deines Weges wirkt durch Zusammenarbeit und Diplomatie, die 8 deines Geburtstags',
    );
  });
});

describe('life path review b', () => {
  it('lists a Maturity debt under the rule that names the Maturity number, never "You have none"', () => {
    for (const language of ['en', 'de'] as const) {
      const md = composeLifePath({
        firstName: 'Rosalind',
        lastName: 'Achebe',
        birthDate: '1974-07-22',
        now,
        language,
      }).markdown;
      expect(md).not.toMatch(/You have none|keine vor/);
      expect(md).toMatch(/13 in (your Maturity number|deiner Reifezahl)/);
    }
  });
});
