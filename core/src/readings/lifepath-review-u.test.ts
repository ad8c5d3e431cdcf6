// Two numerologists' review of set t (issue 27, life path 6 and 6): a compound day told as
// arithmetic ("The 30 is the 3 with the 0 beside it"), a Birthday paired with the road in the
// paragraph written for a road and a wish, and karmic debts that stand or fall only because the
// method keeps a part's master number whole, never disclosed.
import { describe, expect, it } from 'vitest';
import type { NumberResult } from '../numerology/numerology';
import { CORE_NUMBERS } from '../numerology/numerology';
import { PAIR_TEXT } from './content/numbers';
import { birthdaySection, composeLifePath, keptWholeDebt } from './lifepath-report';
import { LIFE_PATH_WORDS_EN as EN } from './lifepath-words';
import { countWords } from './text';

import { capOf } from './__fixtures__/lifepath-cap';

const NOW = new Date('2026-11-26T12:00:00Z');
const compose = (first: string, last: string, date: string, language: 'en' | 'de' = 'en') =>
  composeLifePath({ firstName: first, lastName: last, birthDate: date, now: NOW, language });
const method = (markdown: string) => markdown.split(/\n## (?:How These Numbers Were Found|So wurden)/)[1]!;
const section = (markdown: string, heading: string) => markdown.split(heading)[1]!.split(/\n###? /)[0]!;

describe('life path report, review u (set t)', () => {
  it('says in the method when a karmic debt exists only because a part is kept whole as a master number', () => {
    // Marta Kowalski: KOWALSKI 29 -> 11 kept whole gives 8 + 11 = 19; reduced, 8 + 2 = 10 and no debt.
    const marta = compose('Marta', 'Kowalski', '1980-08-08');
    expect(method(marta.markdown)).toContain(
      'KOWALSKI’s 11, kept whole, gives your Destiny its 19 (reduced to 2: 8 + 2 = 10 -> 1).',
    );
    // Aoife Brennan: the day 11 kept whole gives 2 + 11 + 6 = 19; reduced, 2 + 2 + 6 = 10.
    expect(method(compose('Aoife', 'Brennan', '1977-02-11').markdown)).toContain(
      'The day’s 11, kept whole, gives your Life Path its 19 (reduced to 2: 2 + 2 + 6 = 10 -> 1).',
    );
    for (const r of [marta, compose('Aoife', 'Brennan', '1977-02-11')])
      expect(r.wordCount).toBeLessThanOrEqual(capOf(r.markdown));
  });

  it('says the reverse too: a debt another count reaches where the master number is kept whole, in the date or in a name', () => {
    // Kenji Nakamura: 9 + 11 + 3 = 23, but with the day reduced 9 + 2 + 3 = 14.
    expect(method(compose('Kenji', 'Nakamura', '1992-09-29').markdown)).toContain(
      'Many numerologists reduce the day’s 11 to 2 first (9 + 2 + 3 = 14 -> 5) and read your Life Path as 14/5, a karmic debt:',
    );
    // Priya Menon: PRIYA 33 kept whole gives 33 + 7 = 40; reduced, 6 + 7 = 13.
    expect(method(compose('Priya', 'Menon', '1986-04-19').markdown)).toContain(
      'Many numerologists reduce PRIYA’s 33 to 6 first (6 + 7 = 13 -> 4) and read your Destiny as 13/4, a karmic debt:',
    );
  });

  it('says nothing where keeping a master number whole changes no debt', () => {
    // Lucia Ferreira: FERREIRA 33 in the Personality gives 6 + 33 = 39, and 6 + 6 = 12: no debt either way.
    expect(compose('Lucia', 'Ferreira', '1968-12-03').markdown).not.toContain('kept whole,');
    // Sarah Okafor's day 22: 5 + 22 + 6 = 33 and 5 + 4 + 6 = 15, neither through a debt.
    expect(method(compose('Sarah', 'Okafor', '1950-05-22').markdown)).not.toContain('kept whole,');
    const plain: NumberResult = {
      value: 9,
      root: 9,
      master: false,
      chain: '9',
      parts: [{ label: 'ANNA', sum: 9, value: 9, chain: '9' }],
    };
    expect(keptWholeDebt(plain)).toBeNull();
  });

  it('says it in German as well, in one sentence', () => {
    const marta = method(compose('Marta', 'Kowalski', '1980-08-08', 'de').markdown);
    expect(marta).toContain(
      'Als 11 ganz belassen, gibt KOWALSKI deiner Ausdruckszahl ihre 19; auf die 2 reduziert: 8 + 2 = 10 -> 1, ohne Schuldzahl.',
    );
  });

  it('keeps every report with such a note within 1,200 words, the note included', () => {
    const births = [
      ['Marta', 'Kowalski', '1980-08-08'],
      ['Aoife', 'Brennan', '1977-02-11'],
      ['Kenji', 'Nakamura', '1992-09-29'],
      ['Priya', 'Menon', '1986-04-19'],
      ['Elena', 'Petrova', '1992-09-22'],
      ['Tomas', 'Gray', '1991-09-29'],
      ['Oscar', 'Mensah', '2006-03-29'],
    ] as const;
    for (const [first, last, date] of births) {
      const r = compose(first, last, date);
      expect(r.wordCount, first).toBeLessThanOrEqual(capOf(r.markdown));
      expect(method(r.markdown), first).toMatch(/kept whole,|Kept whole, as here/);
    }
    // German reads a Life Path debt kept by the day in the Life Path's own section (fromMaster), and
    // shows the sum with the parts reduced where the methods disagree; a name's debt is said here.
    for (const [first, last, date] of births.slice(0, 5)) {
      const r = compose(first, last, date, 'de');
      expect(r.wordCount, first).toBeLessThanOrEqual(capOf(r.markdown));
      expect(r.markdown, first).toMatch(/ganz belassen,|ganz bleibt/);
    }
  });

  it('reads the zero of a compound day as a numerologist does, never as a digit beside another', () => {
    const tunde = section(compose('Tunde', 'Adeyemi', '1959-06-30').markdown, '### Birthday 3');
    expect(tunde).toContain('The zero in the 30 is read as amplifying the 3');
    expect(tunde).not.toMatch(/beside it|with the 0/);
    for (const day of [10, 20, 30]) {
      const r = { value: day / 10, root: day / 10, master: false, chain: `${day} -> ${day / 10}`, parts: [] };
      const birthday = birthdaySection(day, r as NumberResult);
      expect(birthday, String(day)).toContain(`The zero in the ${day} is read as amplifying the ${day / 10}`);
    }
    // A compound day is said to reduce once, in the sentence that names it, not again in its reading
    // ("reduced to 6 ... reduced to a 6 that looks after people"); the 14's entry is shared with review r29.
    for (let day = 10; day <= 31; day++) {
      if (day === 11 || day === 22 || day === 14) continue;
      const value = ((day - 1) % 9) + 1;
      const r = { value: day === 29 ? 11 : value, root: value, master: day === 29, chain: '', parts: [] };
      for (let variant = 0; variant < 4; variant++) {
        const text = birthdaySection(day, r as NumberResult, variant);
        expect(text.match(/reduc/g) ?? [], `${day}/${variant}`).toHaveLength(1);
      }
    }
    // The day a Birthday keeps whole says what it brings, not where it stands among the digits.
    for (const day of [1, 2, 5, 9, 11, 22]) {
      const how = EN.birthdayHow(
        3,
        day,
        day > 9 ? `${day}/${day % 9}` : String(day),
        day > 9 ? 'kept' : 'single',
      );
      expect(how, String(day)).not.toMatch(/digit|first of the month|posts of a gateway|two [12]s|the pair/);
    }
  });

  it('reads a plain day on the road as the day’s help on the way, not the paragraph for a road and a wish', () => {
    // Tunde Adeyemi, Life Path 6 and Birthday 3; Lucia Ferreira, Life Path 3 and Soul Urge 6.
    const tunde = section(compose('Tunde', 'Adeyemi', '1959-06-30').markdown, '### Birthday 3');
    expect(tunde).toContain(
      '**With your Life Path 6.** Your 6 road gives you people to look after; the 3 of your day lets you put into words what you are doing and why, so others follow.',
    );
    expect(tunde).not.toContain('The 3 and the 6 are both warm');
    const lucia = section(compose('Lucia', 'Ferreira', '1968-12-03').markdown, '### Soul Urge 6');
    expect(lucia).toContain(
      `**With your Life Path 3.** ${EN.pairRoles!(PAIR_TEXT['3|6']!, { value: 3, place: 'lifePath' }, { value: 6, place: 'soulUrge' })}`,
    );
    // Every road with every plain day reads without a broken join.
    for (const road of CORE_NUMBERS)
      for (const day of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        const text = EN.dayOnRoad!(road, day);
        expect(text).not.toMatch(/undefined|\b(\w+)\s+\1\b| [,.;:]/);
        expect(text).toMatch(new RegExp(`^Your ${road} road .+; the ${day} of your day .+\\.$`));
      }
  });
});

describe('life path review u: a debt the method makes', () => {
  it('tells a name debt that rests on a part kept whole as this method’s, where its lesson is read', () => {
    const { markdown } = composeLifePath({
      firstName: 'Elena',
      lastName: 'Popescu',
      birthDate: '1969-09-06',
      now: new Date('2026-11-29T10:00:00Z'),
    });
    const soul = markdown.split('### Soul Urge')[1]!.split('\n## ')[0]!;
    expect(soul).toContain(
      'Counted with ELENA’s 11 kept whole, the total of your vowels passes through 16, a karmic debt that any other count misses.',
    );
    expect(countWords(markdown)).toBeLessThanOrEqual(capOf(markdown));
  });
});
