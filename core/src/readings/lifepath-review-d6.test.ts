// A numerologist's review (d6) of three life path reports: a method choice told as a pardon ("spares
// your Life Path karmic debt 16"), "learn to say plainly what you feel by practice", the 3-6-9 group
// restated six times in one report, one-line "adds" links, and a Personal Year 5 paragraph read word
// for word whatever the Life Path.
import { describe, expect, it } from 'vitest';
import { YEAR_CLASH } from './content/numbers';
import { composeLifePath } from './lifepath-report';

const now = new Date('2026-11-29T12:00:00Z');
const compose = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now });
const report = (firstName: string, lastName: string, birthDate: string) =>
  compose(firstName, lastName, birthDate).markdown;
const section = (md: string, heading: string) => md.split(`### ${heading}`)[1]!.split(/\n##+ /)[0]!;
const body = (md: string) => md.split('## How These Numbers Were Found')[0]!;
const method = (md: string) => md.split('## How These Numbers Were Found')[1]!;

const ROSALIND = report('Rosalind', 'Ashby', '1977-02-28');
const KENJI = report('Kenji', 'Mori', '1988-11-11');
const WYNNE = report('Wynne', 'Pryce', '1993-06-24');
// Six more births with a Personal Year 5 in 2027, on Life Paths 4, 8, 7, 6, 1 and 3.
const FIVES = [
  ['Tomasz', 'Nowak', '1990-01-02'],
  ['Aisha', 'Bello', '1985-03-09'],
  ['Greta', 'Lindqvist', '1966-04-08'],
  ['Owen', 'Carter', '1974-08-04'],
  ['Lucia', 'Ferreira', '1969-09-03'],
  ['Dmitri', 'Volkov', '1962-03-18'],
] as const;
const BATCH = [ROSALIND, KENJI, WYNNE, ...FIVES.map(([f, l, d]) => report(f, l, d))];

describe('life path review d6', () => {
  it('says what the debt another count reaches would mean, not that the client is spared it (item 1)', () => {
    // Wynne: 6 + 6 + 22 = 34 -> 7 with the year kept whole; reduced first, 6 + 6 + 4 = 16 -> 7.
    expect(method(WYNNE)).toContain(
      'Many numerologists reduce the year’s 22 to 4 first (6 + 6 + 4 = 16 -> 7) and read your Life Path as 16/7, a karmic debt: pride that runs ahead of the truth tends to fall, and honesty protects you. Kept whole, as here, the 22 leaves no debt; if that lesson sounds familiar all the same, heed it.',
    );
    for (const md of BATCH) expect(md).not.toMatch(/\bspares?\b/);
  });

  it('puts "by practice" with the learning, not after what is felt (item 2)', () => {
    expect(section(KENJI, 'Karmic Lessons')).toContain(
      'so you learn by practice to say plainly what you feel.',
    );
    for (const md of BATCH) expect(md).not.toMatch(/ by practice\./);
  });

  it('states a group once, in the portrait, and only refers to it after (item 3)', () => {
    const read = body(ROSALIND);
    expect(read.match(/3-6-9/g)).toHaveLength(1);
    expect(read).not.toMatch(/same (?:[\d-]+ |expressive )?group|belongs to the same/);
    expect(section(ROSALIND, 'Destiny 3')).toContain(
      'Your Life Path 9 is expressive too, so what you say and make feeds the road instead of distracting from it.',
    );
    for (const md of BATCH) {
      const text = body(md);
      for (const group of ['1-5-7', '2-4-8', '3-6-9'])
        expect(text.split(group).length - 1, group).toBeLessThanOrEqual(1);
      expect(text).not.toMatch(/from the same group|is in the same [\d-]+ group|of the same [\d-]+ group/);
    }
  });

  it('reads a number against the road instead of a one-line "adds" link (item 4)', () => {
    expect(WYNNE).not.toContain('Your Personality 7 adds knowledge and inner truth.');
    // Wynne's Birthday 6 is read on her road, though her Soul Urge 6's pairing with it gave way.
    expect(section(WYNNE, 'Birthday 6')).toContain(
      'Your 7 road leads inward, to study and reflection; the 6 of your day gathers people around you as you go.',
    );
    for (const md of BATCH)
      expect(md).not.toMatch(/\bYour (?:Destiny|Soul Urge|Personality|Birthday) [\d/]+ adds [^.]+\.(?: |\n)/);
  });

  it('reads the Personal Year for the client’s Life Path, not one paragraph for every road (item 5)', () => {
    const year = (md: string) => section(md, 'Personal Year 5 in 2027');
    expect(year(ROSALIND)).toContain(
      'A Life Path 9 is bound up with the people around you, and a 5 year pulls you toward something new of your own',
    );
    // The year's general advice gives way to the road's: not two pieces of advice, one of them stock.
    expect(year(ROSALIND)).not.toContain('Say yes to what opens your life');
    expect(year(BATCH[4]!)).toContain('A Life Path 8 likes to keep things in hand, so a 5 year');
    // Every year not the road's own number names the road or the pair's own sentence.
    let read = 0;
    for (let i = 0; i < 240; i++) {
      const date = new Date(Date.UTC(1950 + (i % 60), (i * 5) % 12, 1 + ((i * 11) % 28)))
        .toISOString()
        .slice(0, 10);
      const r = compose('Dana', 'Price', date);
      const lp = r.facts.profile.lifePath;
      const [, py, text] = /### Personal Year (\d+) in \d+\n\n([^\n]+)/.exec(r.markdown)!;
      const shown = lp.master ? `${lp.value}/${lp.root}` : String(lp.value);
      if (Number(py) === lp.root || YEAR_CLASH[`${lp.value}|${py}`]) continue;
      expect(text, date).toContain(`Life Path ${shown}`);
      read++;
    }
    expect(read).toBeGreaterThan(100);
  });
});
