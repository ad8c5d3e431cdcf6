// A professional numerologist's review (r28): clients trained in Decoz expect Karmic Lessons (the
// numbers 1-9 no letter of the name carries) and the four Pinnacles. The sums are worked by hand
// below, with Decoz's rules as the review states them: month, day and year each brought to one digit;
// first = month + day, second = day + year, third = first + second, fourth = month + year, each
// reduced with 11 and 22 kept; the first ends at 36 less the Life Path's single digit, the second
// and third last nine years each.
import { describe, expect, it } from 'vitest';
import { karmicLessons, pinnacles } from '../numerology/numerology';
import { KARMIC_LESSON_TEXT, PAIR_TEXT, PINNACLE_TEXT } from './content/numbers';
import { composeLifePath } from './lifepath-report';
import { LIFE_PATH_WORDS_EN } from './lifepath-words';

import { capOf } from './__fixtures__/lifepath-cap';

const NOW = new Date('2026-11-28T10:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string, now = NOW) =>
  composeLifePath({ firstName, lastName, birthDate, now }).markdown;
const section = (md: string, heading: string) => md.split(`### ${heading}`)[1]?.split('\n#')[0] ?? '';
const numbersOf = (periods: ReturnType<typeof pinnacles>) =>
  periods.map((p) => [p.result.value, p.from, p.to]);

describe('Karmic Lessons (review r28)', () => {
  it('finds the numbers no letter carries', () => {
    // O6 L3 I9 V4 I9 A1, G7 R9 A1 N5 T2: every number but 8.
    expect(karmicLessons('Olivia Grant')).toEqual([8]);
    // D4 A1 N5 I9 E5 L3, K2 O6 W5 A1 L3 S1 K2 I9: no 7 and no 8.
    expect(karmicLessons('Daniel Kowalski')).toEqual([7, 8]);
    // C3 H8 R9 I9 S1 T2 O6 P7 H8 E5 R9, W5 I9 L3 L3 I9 A1 M4 S1 O6 N5: all nine.
    expect(karmicLessons('Christopher Williamson')).toEqual([]);
  });

  it('reads each missing number in the report, and says nothing when none is missing', () => {
    // Since review r30 a missing number a core number carries is read in one sentence with it.
    const olivia = report('Olivia', 'Grant', '1963-05-23');
    expect(section(olivia, 'Karmic Lessons')).toContain(
      'Your name’s letters lack an 8, but your Soul Urge 8 carries it',
    );
    const daniel = section(report('Daniel', 'Kowalski', '1975-04-09'), 'Karmic Lessons');
    // Review r31: two such numbers are one sentence.
    expect(daniel).toContain(
      'Your name’s letters lack 7 and 8, but your Personality 7 and Life Path 8 carry them',
    );
    expect(daniel).not.toContain(KARMIC_LESSON_TEXT[4]);
    expect(report('Christopher', 'Williamson', '1980-06-15')).not.toContain('Karmic Lesson');
  });
});

describe('Pinnacles (review r28)', () => {
  it('adds the date parts by Decoz’s rule and times them from the Life Path', () => {
    // 23 May 1963: month 5, day 23 -> 5, year 1963 -> 19 -> 10 -> 1; Life Path 11/2, so the first
    // ends at 36 - 2 = 34. First 5 + 5 = 10 -> 1, second 5 + 1 = 6, third 1 + 6 = 7, fourth 5 + 1 = 6.
    expect(numbersOf(pinnacles('1963-05-23'))).toEqual([
      [1, 0, 34],
      [6, 34, 43],
      [7, 43, 52],
      [6, 52, null],
    ]);
    // 9 April 1975: month 4, day 9, year 1975 -> 22 -> 4; Life Path 8, so 36 - 8 = 28. First
    // 4 + 9 = 13 -> 4, second 9 + 4 = 13 -> 4, third 4 + 4 = 8, fourth 4 + 4 = 8.
    expect(numbersOf(pinnacles('1975-04-09'))).toEqual([
      [4, 0, 28],
      [4, 28, 37],
      [8, 37, 46],
      [8, 46, null],
    ]);
  });

  it('keeps 11 and 22, and carries no karmic debt', () => {
    // 9 February 2000: month 2, day 9, year 2000 -> 2; Life Path 2 + 9 + 2 = 13 -> 4, so 36 - 4 = 32.
    // First 2 + 9 = 11, second 9 + 2 = 11, third 11 + 11 = 22, fourth 2 + 2 = 4.
    const kept = pinnacles('2000-02-09');
    expect(numbersOf(kept)).toEqual([
      [11, 0, 32],
      [11, 32, 41],
      [22, 41, 50],
      [4, 50, null],
    ]);
    expect(kept.map((p) => p.result.chain)).toEqual([
      '2 + 9 = 11/2',
      '9 + 2 = 11/2',
      '11 + 11 = 22/4',
      '2 + 2 = 4',
    ]);
    // Without master numbers the same date gives 2, 2, 4, 4.
    expect(pinnacles('2000-02-09', { masters: false }).map((p) => p.result.value)).toEqual([2, 2, 4, 4]);
    // Daniel's first two pass through 13, which a Pinnacle does not carry as a debt.
    expect(pinnacles('1975-04-09').some((p) => p.result.karmicDebt)).toBe(false);
  });

  it('names the Pinnacle the reader is in on the reading’s date, with its meaning and the sums', () => {
    const olivia = report('Olivia', 'Grant', '1963-05-23');
    const read = section(olivia, 'Your Pinnacles');
    expect(read).toContain(
      'Your four Pinnacles, the long periods of your life, are 1 from birth to 34, 6 to 43, 7 to 52 and 6 from 52 on.',
    );
    expect(read).toContain('At 63 you are in the fourth, 6, for the rest of your life.');
    expect(read).toContain(PINNACLE_TEXT[6]);
    expect(olivia).toContain(
      // Review r29: the sums alone, in the order month + day, day + year, first + second, month + year.
      'Pinnacles: 5 + 5 = 10 -> 1, 5 + 1 = 6, 1 + 6 = 7, 5 + 1 = 6; the first ends at 36 - 2 = 34.',
    );
    // On her 34th birthday the second Pinnacle has begun.
    const at34 = section(
      report('Olivia', 'Grant', '1963-05-23', new Date('1997-05-23T12:00:00Z')),
      'Your Pinnacles',
    );
    expect(at34).toContain('At 34 you are in the second, 6, until 43.');
    expect(at34).toContain(PINNACLE_TEXT[6]);
  });

  it('reads no Pinnacle for a birth too long ago to be presumed living', () => {
    expect(report('Ada', 'Lovelace', '1815-12-10')).not.toContain('Your Pinnacles');
  });

  it('keeps the six review reports within 1,200 words with the two new sections', () => {
    for (const [first, last, date] of [
      ['Olivia', 'Grant', '1963-05-23'],
      ['Daniel', 'Kowalski', '1975-04-09'],
      ['Amira', 'Haddad', '1969-11-13'],
      ['Thomas', 'Reilly', '1969-02-13'],
      ['Sakura', 'Ito', '1975-07-13'],
      ['Benjamin', 'Achterberg', '1998-03-16'],
    ] as const) {
      const r = composeLifePath({ firstName: first, lastName: last, birthDate: date, now: NOW });
      expect(r.wordCount, first).toBeLessThanOrEqual(capOf(r.markdown));
      expect(r.markdown, first).toContain('### Your Pinnacles');
    }
  });
});

describe('Karmic Lessons beside the core numbers (review r28)', () => {
  it('says when a number missing from the letters is still a core number, instead of contradicting it', () => {
    // JONAS WOLFF: J1 O6 N5 A1 S1, W5 O6 L3 F6 F6, so no 2, 4, 7, 8 or 9; yet 16 May 1932 gives
    // Life Path 9 and Birthday 7, and the name Destiny 4, Soul Urge 4 and Personality 9. Review r30:
    // each such number is one sentence, never "Without a 9" beside a Life Path 9.
    const lessons = section(report('Jonas', 'Wolff', '1932-05-16'), 'Karmic Lessons');
    expect(lessons).not.toContain(KARMIC_LESSON_TEXT[9]);
    // Review r31: in one sentence, each place named with its number.
    expect(lessons).toContain(
      'Your name’s letters lack 4, 7 and 9, but your Destiny 4, Soul Urge 4, Birthday 7, Life Path 9 and Personality 9 carry them',
    );
    // Review r31: the two lessons no core number carries, 2 and 8, are one sentence for this name.
    expect(lessons).toContain(
      'Your name has no 2 or 8 among its letters, so you have to learn to use tact and patience',
    );
    // AMIRA HADDAD: A1 M4 I9 R9 A1, H8 A1 D4 D4 A1 D4, so no 2, 3, 5, 6 or 7; her Personality is 6.
    expect(section(report('Amira', 'Haddad', '1969-11-13'), 'Karmic Lessons')).toContain(
      'Your name’s letters lack a 6, but your Personality 6 carries it, so you learn by practice to carry responsibility for others.',
    );
    // Benjamin Achterberg lacks only the 6, which none of his numbers is.
    // Review r33 words it "Your name’s letters lack a 6, but … carries it".
    expect(section(report('Benjamin', 'Achterberg', '1998-03-16'), 'Karmic Lessons')).not.toMatch(
      /your name lacks|letters lack|carr(?:y|ies) (?:it|them)\b/i,
    );
  });
});

describe('one number, two reports (review r28, item 7)', () => {
  const md = {
    olivia: report('Olivia', 'Grant', '1963-05-23'),
    benjamin: report('Benjamin', 'Achterberg', '1998-03-16'),
    daniel: report('Daniel', 'Kowalski', '1975-04-09'),
    amira: report('Amira', 'Haddad', '1969-11-13'),
  };
  const reading = (text: string, heading: string) => section(text, heading).split('\n\n')[1];

  it('does not read Soul Urge 8, Destiny 11, Personality 3 or Soul Urge 4 word for word alike in two reports', () => {
    for (const heading of ['Soul Urge 8', 'Destiny 11/2', 'Personality 3'])
      expect(reading(md.olivia, heading), heading).not.toBe(reading(md.benjamin, heading));
    expect(reading(md.daniel, 'Soul Urge 4')).not.toBe(reading(md.amira, 'Soul Urge 4'));
  });

  it('reads two master numbers, Soul Urge 11/2 and Life Path 33/6, against each other', () => {
    // Mid-year (review r31): at the year's end her report reads two Personal Years, and the Life
    // Path's reading through her Destiny and Birthday leaves this pairing no room.
    const sakura = composeLifePath({
      firstName: 'Sakura',
      lastName: 'Ito',
      birthDate: '1975-07-13',
      now: new Date('2026-06-01T12:00:00Z'),
    }).markdown;
    expect(section(sakura, 'Soul Urge 11/2')).toContain(
      `**With your Life Path 33/6.** ${LIFE_PATH_WORDS_EN.pairRoles!(PAIR_TEXT['11|33']!, { value: 33, place: 'lifePath' }, { value: 11, place: 'soulUrge' })}`,
    );
  });
});
