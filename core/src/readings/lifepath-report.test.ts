import { describe, expect, it } from 'vitest';
import { CORE_NUMBERS, KARMIC_DEBTS } from '../numerology/numerology';
import {
  BIRTHDAY_TEXT,
  KARMIC_DEBT_TEXT,
  MASTER_RULE,
  MIXED_TEMPERAMENTS,
  NUMBER_TEXT,
  PERSONAL_YEAR_TEXT,
} from './content/numbers';
import { InputError } from './errors';
import { composeLifePath, type LifePathReadingInput } from './lifepath-report';

const NOW = new Date('2026-11-25T18:00:00Z');
const compose = (firstName: string, lastName: string, birthDate: string, now = NOW) =>
  composeLifePath({ firstName, lastName, birthDate, now });
const section = (markdown: string, heading: string) => markdown.split(heading)[1]!.split(/\n##/)[0]!;

/** Faults a reader hears: unfilled slots, doubled words, wrong articles, broken punctuation. */
function joinFaults(markdown: string): string[] {
  const faults: string[] = [];
  const check = (pattern: RegExp, what: string) => {
    const m = pattern.exec(markdown);
    if (m) faults.push(`${what}: "${markdown.slice(Math.max(0, m.index - 30), m.index + 30)}"`);
  };
  check(/undefined|null|NaN|\[object|\$\{/, 'empty slot');
  check(/\b(\w+)\s+\1\b/i, 'doubled word');
  check(/\ba\s+(?:[aeiou]\w*|8|11|18)\b/i, 'a before a vowel sound');
  check(/\ban\s+(?:[b-df-hj-np-tv-z]\w*|[2-79]|1[02-79]|2\d|3\d)\b/i, 'an before a consonant sound');
  check(/ [,.;:]|,,|\.\.|\(\s*\)| {2}|\. [a-z]/, 'broken punctuation');
  check(/###[^\n]*\n\n(?:#|$)/, 'empty section');
  return faults;
}

describe('life path report', () => {
  it('says that the methods disagree on 22 May 1950, with every sum, and why it follows Decoz', () => {
    const r = compose('Eleanor', 'Rigby', '1950-05-22');
    expect(r.facts.profile.lifePath.value).toBe(33);
    const overview = section(r.markdown, '## Overview');
    expect(overview).toContain(
      'Your Life Path is 33 by the method this reading follows, but both other common methods give 6',
    );
    // Where only one other method differs, the report says one and names it (4 May 1977: 33 by all digits).
    expect(section(compose('Zoë', 'Martin', '1977-05-04').markdown, '## Overview')).toContain(
      'but one other common method, adding every digit of the date at once, gives 33',
    );
    // Decoz keeps masters in other cycles: the rule says only that the Personal Year is reduced.
    expect(MASTER_RULE).not.toMatch(/all cycles/);
    expect(MASTER_RULE).toMatch(/The Personal Year, a passing cycle of nine, is reduced to one digit/);
    const method = section(r.markdown, '## How These Numbers Were Found');
    expect(method).toContain('5 + 22 + 6 = 33/6');
    expect(method).toContain('The methods disagree here');
    expect(method).toContain('5 + 4 + 6 = 15 -> 6');
    expect(method).toContain('5 + 2 + 2 + 1 + 9 + 5 = 24 -> 6');
    expect(method).toMatch(/components method because .* master number keeps it/);
    // The master rule is stated once, in the method section.
    expect(r.markdown.match(/Master numbers:/g)).toHaveLength(1);
    expect(r.markdown).toContain(MASTER_RULE);
    // A date whose methods agree says so instead.
    const agreed = compose('Mary Lynn', 'Bryant', '1990-05-14');
    expect(agreed.markdown).not.toContain('The methods disagree');
    expect(agreed.markdown).toContain('give the same answer');
    expect(agreed.markdown).not.toContain('other common methods give');
  });

  it('reads each karmic debt inside the number it sits in, and three together in one paragraph', () => {
    // 1 + 11 + 1 = 13 -> 4 (Decoz's components keep the day 29 as 11).
    const oprah = compose('Oprah Gail', 'Winfrey', '1954-01-29');
    expect(oprah.facts.profile.lifePath.karmicDebt).toBe(13);
    expect(oprah.markdown).toContain('Your Life Path carries Karmic Debt 13');
    expect(section(oprah.markdown, '### Life Path 4')).toContain(
      `Its total passes through 13, a karmic debt. ${KARMIC_DEBT_TEXT[13]}`,
    );
    // The Soul Urge shares the debt and points back to it rather than repeating the lesson.
    expect(section(oprah.markdown, '### Soul Urge 4')).toContain(
      'Its total passes through 13 as well, the same lesson as above.',
    );
    expect(oprah.markdown.split(KARMIC_DEBT_TEXT[13])).toHaveLength(2);
    expect(oprah.markdown).not.toMatch(/### Karmic Debt/);
    // MARY 3 + LYNN 2 + BRYANT 8 = 13 -> 4, and the 16th is a debt on its own.
    const mary = compose('Mary Lynn', 'Bryant', '1990-03-16');
    expect(section(mary.markdown, '### Destiny 4')).toContain('Its total passes through 13, a karmic debt.');
    expect(section(mary.markdown, '### Birthday 7')).toContain(
      `The day itself is 16, a karmic debt. ${KARMIC_DEBT_TEXT[16]}`,
    );
    // Three debts are one theme: one paragraph naming where each sits.
    const three = compose('Mary Lynn', 'Bryant', '1960-04-14');
    expect(three.markdown.match(/### Karmic Debt/g)).toEqual(['### Karmic Debt']);
    expect(section(three.markdown, '### Karmic Debts')).toMatch(
      /^\n*Three karmic debts sit in your numbers: /,
    );
    expect(three.markdown).not.toMatch(/Its total passes through/);
    expect(compose('Bob', 'Stone', '1988-08-08').markdown).toContain('none occurs in your numbers');
  });

  it('writes the Life Path and Destiny pairing for its own pair of temperaments, and solitude only for a 7', () => {
    const one = section(compose('Oliver', 'James', '2001-09-16').markdown, '## Overview');
    expect(one).toMatch(/Your road asks for room to lead and decide for yourself/);
    expect(one).not.toMatch(/solitude/);
    const seven = section(compose('Yolanda', 'Murray', '1988-07-19').markdown, '## Overview');
    expect(seven).toMatch(/Your road asks for time alone to think/);
    // Road first: a practical Life Path with an independent Destiny reads differently from the reverse.
    expect(MIXED_TEMPERAMENTS['ground>mind']).not.toBe(MIXED_TEMPERAMENTS['mind>ground']);
  });

  it('opens with the Life Path and its date in a plain sentence, not a nested one', () => {
    const r = compose('Thomas', 'Wright', '1950-05-22');
    expect(section(r.markdown, '## Overview')).toMatch(
      /^\n*Thomas, your Life Path number is 33\/6, a master number, worked out from your birth date, 22 May 1950: it is the road your life keeps returning you to\. Your Destiny number, 8, comes from/,
    );
    expect(r.markdown).not.toMatch(/rests on two numbers/);
  });

  it('reads the Birthday number and the Personal Year for the date it is given', () => {
    const r = compose('Eleanor', 'Rigby', '1950-05-22');
    expect(r.markdown).toContain('### Birthday 22/4');
    expect(r.markdown).toContain(
      'Your day of birth, the 22nd, is a master number, so your Birthday number stays 22/4.',
    );
    expect(r.markdown).toContain(BIRTHDAY_TEXT[22]);
    // May 5 + day 22 -> 4 + 2026 -> 10 -> 1 = 10 -> 1; 2027 gives 5 + 4 + 2 = 11 -> 2, as a cycle
    // of nine reduces its master numbers.
    expect(r.facts.personalYear).toMatchObject({ year: 2026, result: { value: 1 } });
    expect(r.markdown).toContain('### Personal Year 1 in 2026');
    expect(r.markdown).toContain('In 2027 you move into Personal Year 2.');
    expect(r.markdown).toContain('month 5, day 22 -> 4 and year 2026 -> 10 -> 1, then 5 + 4 + 1 = 10 -> 1');
    expect(r.facts.asOf).toBe('2026-11-25');
    const later = compose('Eleanor', 'Rigby', '1950-05-22', new Date('2027-01-01T00:00:00Z'));
    expect(later.markdown).toContain('### Personal Year 2 in 2027');
    // Everything but the year ahead stays as it was.
    expect(section(later.markdown, '## Your Numbers')).toBe(section(r.markdown, '## Your Numbers'));
    expect(compose('Eleanor', 'Rigby', '1950-05-22').markdown).toBe(r.markdown);
    expect(compose('Ann', 'Lee', '1992-02-29').markdown).toContain(
      'Your day of birth, the 29th, reduces to a Birthday number of 11/2.',
    );
  });

  it('writes dates in words and names the person a few times, not in every paragraph', () => {
    const r = compose('Mary Lynn', 'Bryant', '1990-05-14');
    expect(r.markdown).toContain('your birth date, 14 May 1990');
    expect(r.markdown).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(r.markdown.match(/Mary Lynn/g)!.length).toBeLessThanOrEqual(3);
    expect(r.wordCount).toBeGreaterThan(700);
    expect(r.wordCount).toBeLessThan(1200);
  });

  it('orders the story: the pairing of Life Path and Destiny first, then each number, the year, the sums', () => {
    const r = compose('Oprah Gail', 'Winfrey', '1954-01-29');
    const headings = r.markdown.match(/^##? .*$/gm)!;
    expect(headings).toEqual([
      '# Life Path Reading for Oprah Gail Winfrey',
      '## Overview',
      '## Your Numbers',
      '## The Year Ahead',
      '## How These Numbers Were Found',
    ]);
    const overview = section(r.markdown, '## Overview').trim().split('\n\n');
    expect(overview[1]).toMatch(
      /^These two pull against each other: Life Path 4, a practical number, .* Destiny 7, an independent number/,
    );
    expect(r.markdown.match(/^### .*$/gm)).toEqual([
      '### Life Path 4: The Builder',
      '### Destiny 7: The Seeker',
      '### Soul Urge 4: The Builder',
      '### Personality 3: The Communicator',
      '### Birthday 11/2',
      '### Personal Year 4 in 2026',
    ]);
    // Soul Urge 4 repeats the Life Path 4, and says so in its own words, not the Life Path's.
    const soul = section(r.markdown, '### Soul Urge 4');
    expect(soul).toContain('It repeats your Life Path number');
    expect(soul).toContain(NUMBER_TEXT[4].soulUrge.meaning);
    expect(soul).not.toContain(NUMBER_TEXT[4].lifePath.meaning);
  });

  it('renders every authored entry, in every role, through the composer without a broken join', () => {
    // Random names and dates until every number has appeared in every role, as a Birthday, as a
    // Personal Year, every karmic debt and every pairing of temperaments.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZAEIOUAEIOUY';
    const word = () =>
      Array.from({ length: 3 + Math.floor(random() * 7) }, (_, i) =>
        i === 0
          ? letters[Math.floor(random() * 26)]!
          : letters[Math.floor(random() * letters.length)]!.toLowerCase(),
      ).join('');
    const wanted = new Set<string>();
    for (const n of CORE_NUMBERS) {
      for (const role of ['lifePath', 'destiny', 'soulUrge', 'personality']) wanted.add(`${role}:${n}`);
    }
    for (const n of Object.keys(PERSONAL_YEAR_TEXT)) wanted.add(`year:${n}`);
    for (const n of Object.keys(BIRTHDAY_TEXT)) wanted.add(`birthday:${n}`);
    for (const d of KARMIC_DEBTS) wanted.add(`debt:${d}`);
    for (const pair of [
      'mind+mind',
      'ground+ground',
      'heart+heart',
      'mind+ground',
      'mind+heart',
      'ground+heart',
      'same',
    ])
      wanted.add(`pair:${pair}`);
    const order = ['mind', 'ground', 'heart'];
    expect(joinFaults('It is a act of of courage , an 4 year')).toHaveLength(4);
    const faults: string[] = [];
    for (let i = 0; i < 60_000 && wanted.size > 0; i++) {
      const input: LifePathReadingInput = {
        firstName: `${word()}${random() < 0.3 ? ` ${word()}` : ''}`,
        lastName: word(),
        birthDate: new Date(Date.UTC(1900 + Math.floor(random() * 125), 0, 1 + Math.floor(random() * 365)))
          .toISOString()
          .slice(0, 10),
        now: new Date(Date.UTC(2020 + Math.floor(random() * 20), 5, 1)),
      };
      let r;
      try {
        r = composeLifePath(input);
      } catch (error) {
        if (error instanceof InputError) continue; // a name without a vowel or a consonant
        throw error;
      }
      const { lifePath, destiny, soulUrge, personality, birthday } = r.facts.profile;
      const lp = NUMBER_TEXT[lifePath.value];
      const de = NUMBER_TEXT[destiny.value];
      const pair =
        lifePath.value === destiny.value
          ? 'same'
          : [lp.temperament, de.temperament].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join('+');
      const covers = [
        `lifePath:${lifePath.value}`,
        `destiny:${destiny.value}`,
        `soulUrge:${soulUrge.value}`,
        `personality:${personality.value}`,
        `year:${r.facts.personalYear!.result.value}`,
        `birthday:${birthday!.value}`,
        `pair:${pair}`,
        ...[lifePath, destiny, soulUrge, personality, birthday!].flatMap((n) =>
          n.karmicDebt ? [`debt:${n.karmicDebt}`] : [],
        ),
      ];
      if (!covers.some((c) => wanted.has(c))) continue;
      for (const c of covers) wanted.delete(c);
      faults.push(
        ...joinFaults(r.markdown).map((f) => `${input.firstName} ${input.lastName} ${input.birthDate}: ${f}`),
      );
    }
    expect([...wanted]).toEqual([]);
    expect(faults).toEqual([]);
  });

  it('refuses a name that is not letters, naming the field', () => {
    const err = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof InputError ? `${e.field}:${e.code}` : String(e);
      }
      return 'none';
    };
    expect(err(() => compose('!!!', 'Smith', '1990-01-01'))).toBe('firstName:no_letters');
    expect(err(() => compose('Nora 2', 'Smith', '1990-01-01'))).toBe('firstName:invalid_value');
    expect(err(() => compose('Nora', 'Smith3', '1990-01-01'))).toBe('lastName:invalid_value');
    expect(err(() => compose('Ann', '', '1990-01-01'))).toBe('lastName:required');
    expect(err(() => compose('Ann', 'Lee', '1990-02-30'))).toBe('birthDate:invalid_date');
    expect(err(() => compose('Анна', 'Ли', '1990-02-03'))).toBe('firstName:no_letters');
    expect(err(() => compose('Zoë-Ann', "O'Brien", '1990-02-03'))).toBe('none');
  });
});
