import { describe, expect, it } from 'vitest';
import {
  KARMIC_DEBT_TEXT,
  MASTER_ALTERNATIVE,
  NAME_KARMIC_DEBT_TEXT,
  PAIR_TEXT,
  PERSONAL_YEAR_TEXT,
  REGISTER_TEXT,
  ROOT_REPEAT_TEXT,
} from './content/numbers';
import { NUMBERS_DE } from './content/numbers-de';
import { composeLifePath, pick } from './lifepath-report';
import { LIFE_PATH_WORDS_EN } from './lifepath-words';

// Batch r24's six life path clients, as the reviewers read them.
const NOW = new Date('2026-11-26T12:00:00Z');
const BATCH = [
  ['Anja', 'Schulz', '1983-11-29'],
  ['Marcus', 'Bell', '1978-02-11'],
  ['Elena', 'Petrova', '1992-09-22'],
  ['Noah', 'Fischer', '1956-07-04'],
  ['Yuki', 'Tanaka', '2001-03-17'],
  ['Grace', 'Adeyemi', '1969-12-02'],
] as const;
const compose = (first: string, last: string, date: string, language: 'en' | 'de' = 'en') =>
  composeLifePath({ firstName: first, lastName: last, birthDate: date, now: NOW, language }).markdown;
const report = (first: string, language: 'en' | 'de' = 'en') => {
  const [f, l, d] = BATCH.find(([name]) => name === first)!;
  return compose(f, l, d, language);
};
const part = (markdown: string, heading: string) => markdown.split(heading)[1]!.split(/\n## /)[0]!;
/** The reading itself, without the arithmetic, which repeats its rules in every report on purpose. */
const reading = (markdown: string) => markdown.split(/\n## (?:How These Numbers|So wurden)/)[0]!;

describe('life path report, review r24', () => {
  it('names the 2-4-8 family by what all three share and reads a master number as itself, in no family', () => {
    // "Practical, building" was the 4's word, said of a Peacemaker 2 and of two 11s.
    expect(Object.values(REGISTER_TEXT).join(' ')).not.toMatch(/building|practical/);
    // Review r33: each group is named by its three numbers' titles, so the 2 is no longer "grounded".
    expect(REGISTER_TEXT.grounded).toBe('the 2-4-8 group of peacemakers, builders and achievers');
    const marcus = part(report('Marcus'), '## Overview');
    expect(marcus).toContain('Life Path 2 is the compass the rest follow, and it belongs to the 2-4-8 group');
    for (const name of ['Anja', 'Marcus', 'Elena']) {
      const overview = part(report(name), '## Overview');
      // A master number other than the road is never said to come from or belong to a family.
      expect(overview, name).not.toMatch(
        /(?:Personality|Birthday|Soul Urge|Destiny) (?:11\/2|22\/4|33\/6)[^.]*(?:family|group)/,
      );
      expect(overview, name).not.toMatch(/building family/);
    }
    // Anja's two 11s are read as the 11, not as members of the 2's family.
    const anja = part(report('Anja'), '## Overview');
    expect(anja).toContain('Your Destiny 7 and Soul Urge 5 belong there too, which doubles that ease.');
    expect(anja).toContain('The 11/2 comes up twice, in your Personality and Birthday.');
    // The groups are a reading aid, not a tradition's families (review r28): no rule about them is stated.
    expect(report('Anja')).not.toContain('outside any family');
    // German says the same: no 11/2 in a Zahlengruppe, and the 2-4-8 group is "geerdet, verlässlich".
    expect(NUMBERS_DE.registerText.grounded).toBe('der geerdeten, verlässlichen Zahlengruppe der 2, 4 und 8');
    expect(part(report('Anja', 'de'), '## Überblick')).not.toMatch(/11\/2[^.]*Zahlengruppe/);
  });

  it('reads the master number another method reaches in German, and leaves the other methods out in English', () => {
    // Review r28: the English method section shows the sums only; the method debates outweighed the reading.
    const marcus = part(report('Marcus'), '## How These Numbers Were Found');
    expect(marcus).not.toContain('many numerologists would read the master number');
    expect(marcus).not.toContain(MASTER_ALTERNATIVE[11]);
    const yuki = part(report('Yuki'), '## How These Numbers Were Found');
    expect(yuki).not.toContain('Adding all the letters at once would give');
    expect(yuki).not.toContain(MASTER_ALTERNATIVE[33]);
    // Issue 27: said in the Life Path section, where the methods part, in both languages.
    expect(part(report('Marcus', 'de'), '### Lebenszahl')).toContain(
      `Als Meisterzahl 11 gelesen, verlangt deine Lebenszahl mehr von derselben 2: ${NUMBERS_DE.masterAlternative[11]}`,
    );
    // Where the reading's own number is the master, there is no alternative to read.
    expect(compose('Eleanor', 'Rigby', '1950-05-22')).not.toContain('Read as the master');
    // The reports without a disagreement have no such paragraph.
    for (const name of ['Anja', 'Elena', 'Noah', 'Grace'])
      expect(report(name), name).not.toContain('Read as the master');
  });

  it('does not reuse the paragraphs and joins the reviewers found word for word across the six', () => {
    const six = BATCH.map(([f, l, d]) => reading(compose(f, l, d)));
    const count = (text: string) => six.filter((r) => r.includes(text)).length;
    for (const phrase of [
      'The 5 and the 7 are both curious and independent',
      'the scholar and the executive',
      'your best work stays in your notebook',
      'you often know before you can explain how',
      'which is where your life asks for balance',
      'pull in other directions',
      KARMIC_DEBT_TEXT[14],
      PERSONAL_YEAR_TEXT[5],
    ])
      expect(count(phrase), phrase).toBeLessThanOrEqual(1);
    // Anja and Marcus both have Destiny 7: their Destiny sections differ.
    const destiny7 = ['Anja', 'Marcus'].map((n) => part(report(n), '### Destiny 7').split('\n\n')[1]);
    expect(destiny7[0]).not.toBe(destiny7[1]);
    // Karmic Debt 14 on the road (Yuki) and in the Soul Urge (Elena) is read for where it sits.
    expect(part(report('Yuki'), '### Life Path 5')).toContain(KARMIC_DEBT_TEXT[14]);
    expect(part(report('Elena'), '### Soul Urge 5')).toContain(NAME_KARMIC_DEBT_TEXT.soulUrge[14]);
    // The 5 and the 7 in three reports, in two positions, read three ways.
    const fiveSeven = ['Anja', 'Elena', 'Noah'].map((n) =>
      reading(report(n))
        .split('\n\n')
        .find((p) => /\bthe 5\b/i.test(p) && /\bthe 7\b/i.test(p) && !p.startsWith('###')),
    );
    // A report at its word cap may give the pairing up (Anja's, and Elena's since her kept-whole
    // debt is named where it is read); those that keep it read it each their own way.
    const kept = fiveSeven.filter((p) => p !== undefined);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(new Set(kept).size).toBe(kept.length);
    // The joins are authored variants picked from the numbers: the same numbers, the same choice.
    expect(pick(6, 7, 7, 5, 11, 11)).toBe(pick(6, 7, 7, 5, 11, 11));
    expect(LIFE_PATH_WORDS_EN.balance.length).toBeGreaterThanOrEqual(6);
    expect(LIFE_PATH_WORDS_EN.portraitApart.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps Noah Fischer’s overview to his strongest numbers and how they meet', () => {
    const noah = report('Noah');
    const overview = part(noah, '## Overview');
    // The road, the 4 against it in two places, and the debts; the repeat and the 5-and-7 pairing
    // said it a second time and a third.
    expect(overview).toContain(
      'Your central tension is your Life Path 5 against the 4 in your Personality and Birthday.',
    );
    expect(overview).toContain(PAIR_TEXT['4|5']);
    expect(overview).not.toContain(ROOT_REPEAT_TEXT[4]);
    expect(overview).not.toMatch(/The 5 and the 7|The 5 goes out|The 5 needs variety/);
    // Review r29 opens the overview with a portrait sentence from Life Path and Destiny (about 20 words).
    expect(overview.split(/\s+/).filter(Boolean).length).toBeLessThan(250);
    // The Life Path and Destiny are still read together, in the Destiny's section.
    const destiny = noah.split('### Destiny 7')[1]!.split(/\n###? /)[0]!;
    expect(destiny).toMatch(/\*\*With your Life Path 5\.\*\* The 5/);
    expect(noah.match(/The 5(?: of your road)? (?:and the 7|goes out|needs variety)/g)).toHaveLength(1);
  });
});
