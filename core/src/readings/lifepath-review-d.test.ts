// A numerologist's review (d) of three life path reports: a hedged "more personal or more
// practical" line, "says the same" four times in one report, a Destiny that is a master number by
// one way of adding the letters and not the other left unsaid, stock lines word for word across
// clients, "a karmic debt by this method only", and a Y rule that did not match the sums.
import { describe, expect, it } from 'vitest';
import { CORE_NUMBERS, soulUrge } from '../numerology/numerology';
import { ON_ROAD } from './content/numbers';
import { composeLifePath } from './lifepath-report';

const now = new Date('2026-11-29T12:00:00Z');
const report = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now }).markdown;
const section = (md: string, heading: string) => md.split(`### ${heading}`)[1]!.split(/\n##+ /)[0]!;
const method = (md: string) => md.split('## How These Numbers Were Found')[1]!;

const BEATRICE = report('Beatrice', 'Harrow', '1984-11-29');
const YUSUF = report('Yusuf', 'Arslan', '1972-03-18');
const MAEVE = report('Maeve', 'Gallagher', '2001-07-09');

describe('life path review d', () => {
  it('says which way the road runs from a number, from the Life Path itself (item 1)', () => {
    // Maeve: Life Path 1, Destiny 9.
    const destiny = section(MAEVE, 'Destiny 9');
    expect(destiny).toContain(
      'Your Life Path 1 asks for a course of your own before a cause for everyone, so your large sympathies need a concrete place to land.',
    );
    expect(MAEVE).not.toMatch(/more personal or more practical/);
    // Every sentence for a number off the road names the client's Life Path and what it asks.
    for (const n of CORE_NUMBERS) {
      const other = ON_ROAD[n].other;
      expect(typeof other, String(n)).toBe('function');
      if (typeof other !== 'function') continue;
      const said = other({ shown: '5', value: 5 });
      expect(said, String(n)).toMatch(/^Your Life Path 5 asks for change and freedom\b/);
      expect(said, String(n)).not.toMatch(/\bor more\b|undefined/);
    }
  });

  it('says what agrees with what rather than "says the same" four times (item 2)', () => {
    expect(MAEVE).not.toMatch(/says the same/);
    expect(section(MAEVE, 'Destiny 9')).toContain(
      'Your Soul Urge is 9 as well: you want what you are equipped to do.',
    );
    expect(section(MAEVE, 'Soul Urge 9')).toContain('Your Birthday is 9 too, the talent this wish needs.');
    expect(section(MAEVE, 'Personality 9')).toContain(
      'Your Destiny is 9 as well, so what people first see, you can deliver.',
    );
    expect(section(MAEVE, 'Birthday 9')).toContain(
      'Your Personality is 9 too, so people see this talent early.',
    );
    // A shared root says so in the same words for that pair of places.
    expect(section(BEATRICE, 'Personality 11/2')).toContain(
      'Your Destiny 2 shares its root, so what people first see, you can deliver.',
    );
  });

  it('says when a name number is a master number by one way of adding the letters only (item 3)', () => {
    // BEATRICE 36 and HARROW 38: 74 -> 11 all at once, 9 + 11 = 20 -> 2 name by name.
    expect(section(BEATRICE, 'Destiny 2')).toContain(
      'Your Destiny depends on how the letters of your name are added: all at once they make 74, the master number 11, and name by name a plain 2; this reading adds each name first, since each name is a number in its own right, so it reads a plain 2.',
    );
    // The other way round: IRIS's vowels 9 and VARGA's 2 make 11; all at once 18 + 2 = 20 -> 2.
    expect(soulUrge('Iris Varga').value).toBe(11);
    expect(section(report('Iris', 'Varga', '1990-06-15'), 'Soul Urge 11/2')).toContain(
      'Your Soul Urge depends on how your vowels are added: all at once they make 20, a plain 2, and name by name the master number 11; this reading adds each name first, since each name is a number in its own right, so it reads the master number 11.',
    );
    // A second such number in the report gives the reason once, and a total that is the master
    // number is not named twice.
    const iris = report('Iris', 'Castillo', '1993-09-23');
    expect(section(iris, 'Personality 4')).toContain(
      'Your Personality depends on how your consonants are added: all at once they make the master number 22, and name by name a plain 4; again this reading adds each name first, so it reads a plain 4.',
    );
    // Where both ways agree, nothing is said.
    for (const md of [YUSUF, MAEVE]) expect(md).not.toMatch(/depends on how/);
  });

  it('reads a number against this client’s Life Path, so the same Soul Urge does not open alike (item 4)', () => {
    const lead = (md: string) => section(md, 'Soul Urge 9').split('\n\n')[1]!.split(': ')[0];
    expect(lead(BEATRICE)).toBe(
      'Your Soul Urge is your inner motivation, and yours looks beyond your Life Path 8',
    );
    expect(lead(MAEVE)).toContain('your Life Path 1');
    // The 11's stock line named no road.
    expect(BEATRICE).not.toMatch(/plainer things than inspiration/);
    expect(section(BEATRICE, 'Personality 11/2')).toContain(
      'Your Life Path 8 asks for results and authority more than for inspiration',
    );
    // A group the road shares names the road too (without restating the group: review d6).
    expect(section(BEATRICE, 'Destiny 2')).toContain('Your Life Path 8 is a patient, practical number too');
  });

  it('hedges a debt only one count finds in a reader’s words (item 5)', () => {
    expect(YUSUF).not.toMatch(/by this method only|by that count only|count alone/);
    expect(section(YUSUF, 'Personality 5')).toContain(
      'Added name by name, the total of your consonants passes through 14, a karmic debt that adding all the letters at once misses.',
    );
  });

  it('states the Y rule as the sums apply it, for a Y counted either way (item 6)', () => {
    const rule =
      'the vowels A, E, I, O and U, and Y except where it follows a vowel or starts a name before one';
    const yusuf = method(YUSUF);
    expect(yusuf).toContain(`Soul Urge (${rule}): YUSUF 6`);
    expect(yusuf).toContain("YUSUF's Y starts the name before a vowel, so it counts as a consonant.");
    // MARY: the vowels A 1 and Y 7 make 8.
    const mary = method(report('Mary', 'Quinn', '1985-05-05'));
    expect(mary).toContain(`Soul Urge (${rule}): MARY 8`);
    expect(mary).toContain(
      "MARY's Y neither follows a vowel nor starts the name before one, so it counts as a vowel, 7.",
    );
    // BRYONY: Y 7, O 6 and Y 7 make 20; both Ys said at once.
    const bryony = method(report('Bryony', 'Walsh', '1985-05-05'));
    expect(bryony).toContain('BRYONY 20 -> 2');
    expect(bryony).toContain(
      "BRYONY's two Ys neither follow a vowel nor start the name before one, so each counts as a vowel, 7.",
    );
    for (const md of [yusuf, mary, bryony]) expect(md).not.toMatch(/sounds as a vowel|vowel sound/);
  });
});
