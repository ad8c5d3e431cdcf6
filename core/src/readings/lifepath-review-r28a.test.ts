// A professional numerologist's review (r28) of the life path report, set l (births as the review
// batch gave them): each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { YEAR_CLASH } from './content/numbers';
import { composeLifePath } from './lifepath-report';

const NOW = new Date('2026-11-28T10:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now: NOW }).markdown;
const method = (md: string) => md.split('## How These Numbers Were Found')[1]!;

const OLIVIA = report('Olivia', 'Grant', '1963-05-23');
const DANIEL = report('Daniel', 'Kowalski', '1975-04-09');
const AMIRA = report('Amira', 'Haddad', '1969-11-13');
const THOMAS = report('Thomas', 'Reilly', '1969-02-13');
const SIX = [
  OLIVIA,
  DANIEL,
  AMIRA,
  THOMAS,
  report('Sakura', 'Ito', '1975-07-13'),
  report('Benjamin', 'Achterberg', '1998-03-16'),
];

describe('life path review r28', () => {
  it('shows the sums in the method section, not the debates between methods', () => {
    for (const md of SIX) {
      expect(method(md)).not.toMatch(
        /methods disagree|give the same Life Path|would give|passes through none|so that debt is read here|outside any family/,
      );
      expect(method(md)).toMatch(/^Life Path \(/m);
    }
    // Amira: 11 + 4 + 7 = 22/4 is still shown; the digit-by-digit 31 -> 4 is not argued with.
    expect(method(AMIRA)).toContain('then 11 + 4 + 7 = 22/4');
    expect(method(AMIRA)).not.toContain('31 -> 4');
  });

  it('never says a same-number Life Path and Destiny have no counterweight (Thomas: Soul Urge 1 and Personality 3 are one)', () => {
    expect(THOMAS).toContain('Your Life Path and Destiny are both 4');
    for (const md of SIX) expect(md).not.toContain('having no counterweight');
  });

  it('names one debt in two numbers as one debt met in both', () => {
    expect(AMIRA).toContain('one karmic debt, 13/4 in both your Soul Urge and your Birthday.');
    expect(THOMAS).toContain('one karmic debt, 13/4 in both your Life Path and your Birthday.');
    expect(AMIRA).not.toContain('13/4 in your Soul Urge and Birthday');
  });

  it('reads a debt in a name number in plain words, and names the lesson again where it comes back', () => {
    expect(DANIEL).toContain(
      'Added name by name, the total of your vowels passes through 13, a karmic debt that adding all the letters at once misses. Here it is a lesson in work, felt in what you wish for:',
    );
    for (const md of SIX) expect(md).not.toMatch(/Karmic Debt 1\d is a lesson in \w+ met in/);
    // Amira's Birthday 13 after her Soul Urge 13: the lesson is said, not only "the same lesson".
    expect(AMIRA).toContain(
      'You were born on the 13th as well, so the same lesson reaches you through the talent you were born with: shortcuts cost you, and steady, finished work is what pays.',
    );
  });

  it('calls the 2 under an 11 cooperative, not practical', () => {
    expect(OLIVIA).toContain('the patient, cooperative 2 at the root');
    expect(OLIVIA).not.toMatch(/practical,? 2\b|2 keeps it practical/);
  });

  it('says the year still running plainly', () => {
    for (const md of SIX) expect(md).not.toMatch(/Until \d{4}, Personal Year \d, [^.]+, runs on\./);
    expect(SIX.join('\n')).toContain('Until 31 December 2026 you are still in Personal Year');
  });

  it('drops the "habit of … suits a year of …" formula, keeping only a real clash', () => {
    for (const md of SIX) expect(md).not.toMatch(/habit of [^.:]+ suits a year of/);
    expect(DANIEL).not.toContain('Your Life Path 8’s habit of deciding what you want and holding to it');
    // Life Path 1 in a Personal Year 7 (4 February 1993, 2026): the year asks the opposite.
    const dana = composeLifePath({
      firstName: 'Dana',
      lastName: 'Price',
      birthDate: '1993-02-04',
      now: new Date('2026-06-15T12:00:00Z'),
    }).markdown;
    expect(dana).toContain(YEAR_CLASH['1|7']);
  });

  it('calls the three groups of roots groups, not a tradition’s families', () => {
    for (const md of SIX) expect(md).not.toMatch(/family of \d, \d and \d/);
    expect(SIX.join('\n')).toMatch(/belongs to the (?:1-5-7|2-4-8|3-6-9) group of/);
  });
});
