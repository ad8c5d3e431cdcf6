// Review r29 (two numerologists, 6.5 and 6.5): the four Challenges (Decoz), worked by hand. Month,
// day and year are each brought to one digit with no master numbers; first = |month - day|,
// second = |day - year|, third = |first - second|, fourth = |month - year|; 0 is the challenge of choice.
import { describe, expect, it } from 'vitest';
import { CORE_NUMBERS, challenges, maturity, type NumberResult } from '../numerology/numerology';
import {
  CHALLENGE_GIST,
  CHALLENGE_TEXT,
  DAY_TEXT,
  DESTINY_PORTRAIT,
  LIFE_PATH_PORTRAIT,
  MATURITY_TEXT,
  SOUL_URGE_SATISFIES,
} from './content/numbers';
import { birthdaySection, composeLifePath } from './lifepath-report';

const values = (date: string) => challenges(date).map((c) => c.value);

describe('Challenges (review r29)', () => {
  it('takes the differences of the reduced month, day and year', () => {
    // 23 May 1963: month 5, day 23 -> 5, year 1963 -> 19 -> 10 -> 1: |5-5| 0, |5-1| 4, |0-4| 4, |5-1| 4.
    expect(values('1963-05-23')).toEqual([0, 4, 4, 4]);
    // 9 April 1975: month 4, day 9, year 1975 -> 22 -> 4 (no master kept): 5, 5, 0, 0.
    expect(values('1975-04-09')).toEqual([5, 5, 0, 0]);
    // 13 November 1969: month 11 -> 2, day 13 -> 4, year 1969 -> 25 -> 7: 2, 3, 1, 5.
    expect(values('1969-11-13')).toEqual([2, 3, 1, 5]);
    // 22 November 1992: month 11 -> 2, day 22 -> 4, year 1992 -> 21 -> 3: 2, 1, 1, 1.
    expect(values('1992-11-22')).toEqual([2, 1, 1, 1]);
  });

  it('shows each difference so it can be checked, and stays within 0 to 8', () => {
    expect(challenges('1963-05-23').map((c) => c.chain)).toEqual([
      '|5 - 5| = 0',
      '|5 - 1| = 4',
      '|0 - 4| = 4',
      '|5 - 1| = 4',
    ]);
    for (let day = 1; day <= 28; day++)
      for (const v of values(`1987-09-${String(day).padStart(2, '0')}`)) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(8);
      }
  });
});

// Review r29 in the report. Each test fails on the text before it: the Soul Urge headed "Longing",
// no compound day, no Challenges, the Y rule in every report, a master Destiny named only by its
// number, the Maturity told by a generic drive, and an overview that opened on the date.

const NOW = new Date('2026-06-01T12:00:00Z');
const compose = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now: NOW });
/** The text under a heading, up to the next heading. */
const part = (md: string, heading: string) => md.split(heading)[1]?.split(/\n#{2,3} /)[0] ?? '';
const PEOPLE = [
  ['Anna', 'Berg', '1985-05-05'],
  ['Kyle', 'Moss', '1985-05-05'],
  ['Amy', 'Clark', '1980-03-14'],
  ['Thomas', 'Wright', '1969-11-29'],
  ['Ana', 'Lee', '1969-04-22'],
  ['Maya', 'Lind', '1988-04-17'],
  ['Oprah', 'Winfrey', '1954-01-29'],
  ['Ryan', 'Gray', '1990-10-02'],
] as const;

describe('the life path report after review r29', () => {
  it('frames the Soul Urge as the inner motivation, the heart, not a longing (item 2)', () => {
    for (const [first, last, date] of PEOPLE) {
      const md = compose(first, last, date).markdown;
      expect(md, first).toMatch(/^### Soul Urge [\d/]+: The [A-Z][\w ]+'s Heart$/m);
      expect(md, first).not.toMatch(/Longing|That wish /);
    }
    // With room for it, the section opens on what satisfies that heart.
    const anna = compose('Anna', 'Berg', '1985-05-05');
    const su = anna.facts.profile.soulUrge;
    expect(part(anna.markdown, `### Soul Urge ${su.value}`)).toContain(
      `a ${su.value} heart is satisfied by ${SOUL_URGE_SATISFIES[su.value]}.`,
    );
    for (const n of CORE_NUMBERS) expect(SOUL_URGE_SATISFIES[n]).toBeTruthy();
  });

  it('reads a compound Birthday as the day itself before the number it reduces to (item 3)', () => {
    const fourteen: NumberResult = { value: 5, root: 5, master: false, chain: '14 -> 5', parts: [] };
    const read = birthdaySection(14, fourteen, 0);
    expect(read).toContain(DAY_TEXT[14]);
    // The day comes before the talent of the 5 it reduces to.
    expect(read.indexOf(DAY_TEXT[14]!)).toBeLessThan(read.indexOf('It adds a talent'));
    // A long report can leave it out; a single-digit day and a master day kept whole have none.
    expect(birthdaySection(14, fourteen, 0, false, 'en', 0, true)).not.toContain(DAY_TEXT[14]);
    const seven: NumberResult = { value: 7, root: 7, master: false, chain: '7', parts: [] };
    expect(birthdaySection(7, seven, 0)).not.toMatch(/The 7 (?:joins|is the)/);
    const eleven: NumberResult = { value: 11, root: 2, master: true, chain: '11', parts: [] };
    expect(birthdaySection(11, eleven, 0)).not.toMatch(/The 11 (?:joins|is the)/);
    for (let day = 10; day <= 31; day++)
      if (day !== 11 && day !== 22) {
        // Each compound day names itself and says what its digits make, never arithmetic trivia.
        expect(DAY_TEXT[day], String(day)).toMatch(new RegExp(`^(?:In the|The zero in the) ${day} `));
        expect(DAY_TEXT[day], String(day)).not.toMatch(/beside it|reduces to/);
      }
  });

  it('reads the four Challenges under the Pinnacles, with a line for the one the reader is in (item 4)', () => {
    // 14 March 1980: month 3, day 5, year 9; |3-5| 2, |5-9| 4, |2-4| 2, |3-9| 6. At 46 she is in the
    // fourth period, and the third Challenge is the main one of the whole life.
    const amy = compose('Amy', 'Clark', '1980-03-14').markdown;
    expect(challenges('1980-03-14').map((c) => c.value)).toEqual([2, 4, 2, 6]);
    // Read in full where the report has room, in a phrase where it is cut for length (review r30).
    const pinnacles = part(amy, '### Your Pinnacles');
    const lead = 'Your four Challenges are 2, 4, 2 and 6; the fourth is yours now';
    expect(
      [
        `${lead}, and the main one of your life is the third, 2, whose work is ${CHALLENGE_GIST[2]}. ${CHALLENGE_TEXT[6]}`,
        `${lead}, and its work is ${CHALLENGE_GIST[6]}.`,
      ].some((line) => pinnacles.includes(line)),
    ).toBe(true);
    // Four alike are said once: 5 May 1985 gives 0, 0, 0 and 0.
    expect(part(compose('Anna', 'Berg', '1985-05-05').markdown, '### Your Pinnacles')).toContain(
      `Your four Challenges are all 0, so one Challenge runs through your whole life. ${CHALLENGE_TEXT[0]}`,
    );
    // One authored line per number, 0 (the challenge of choice) to 8, each its own.
    expect(Object.keys(CHALLENGE_TEXT)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
    expect(new Set(Object.values(CHALLENGE_TEXT)).size).toBe(9);
    expect(CHALLENGE_TEXT[0]).toContain('choice');
  });

  it('states the Y rule only where the name has a Y that changes a number (item 5)', () => {
    const method = (first: string, last: string) =>
      part(compose(first, last, '1985-05-05').markdown, '## How These Numbers Were Found');
    // ANNA BERG has no Y: the Soul Urge is the vowels, and no rule about Y is stated.
    expect(method('Anna', 'Berg')).toMatch(/^Soul Urge \(vowels\): /m);
    expect(method('Anna', 'Berg')).not.toMatch(/\bY\b/);
    // KYLE's Y is a vowel sound, and counting it otherwise changes the Soul Urge.
    expect(method('Kyle', 'Moss')).toContain(
      'Soul Urge (the vowels A, E, I, O and U, and Y except where it follows a vowel or starts a name before one)',
    );
    expect(method('Kyle', 'Moss')).toContain("KYLE's Y neither follows a vowel");
  });

  it('says a master Destiny plainly, in the overview and in its own section (item 6)', () => {
    const kyle = compose('Kyle', 'Moss', '1985-05-05');
    expect(kyle.facts.profile.destiny.value).toBe(11);
    expect(part(kyle.markdown, '## Overview')).toContain('your Destiny 11/2, a master number');
    expect(part(kyle.markdown, '### Destiny 11/2')).toMatch(
      /^: The Illuminator's Gifts\n\nYour Destiny is the master number 11, which reduces to 2 and asks for the 2’s patience and tact on a larger scale\./,
    );
    // A plain Destiny is not called one.
    const anna = compose('Anna', 'Berg', '1985-05-05').markdown;
    expect(anna).not.toMatch(/Your Destiny is the master number/);
  });

  it('reads the Maturity number in a sentence of its own (item 7)', () => {
    for (const [first, last, date] of PEOPLE) {
      const r = compose(first, last, date);
      const { lifePath, destiny } = r.facts.profile;
      const m = maturity(lifePath, destiny);
      expect(part(r.markdown, '## Overview'), first).toContain(MATURITY_TEXT[m.value]);
    }
    expect(new Set(CORE_NUMBERS.map((n) => MATURITY_TEXT[n])).size).toBe(CORE_NUMBERS.length);
  });

  it('opens the overview with a portrait from the Life Path and the Destiny (item 8)', () => {
    for (const [first, last, date] of PEOPLE) {
      const r = compose(first, last, date);
      const { lifePath, destiny } = r.facts.profile;
      const opening = part(r.markdown, '## Overview').trim().split('\n\n')[0]!;
      // Review r31: the Destiny's portrait is set beside the road by how the two numbers stand.
      expect(opening.startsWith(`${first}, you are ${LIFE_PATH_PORTRAIT[lifePath.value]}`), first).toBe(true);
      if (destiny.value !== lifePath.value) expect(opening, first).toContain(DESTINY_PORTRAIT[destiny.value]);
      // Where the two numbers come from, in one of a few wordings (review r31).
      expect(opening, first).toMatch(/(?:birth date, |worked out from )\d{1,2} \w+ \d{4}/);
      expect(opening, first).toContain('the name as you gave it');
    }
  });
});
