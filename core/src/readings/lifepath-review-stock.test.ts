// Professional numerologists' review (lp2): whole paragraphs of the core numbers' sections stood
// word for word in the reports of clients who merely shared one number (Soul Urge 4: 131 words,
// Destiny 11: 105), which reads as a template. After its defining sentence and its tie to another
// of the client's numbers, a name number's section now reads its karmic debt, its pairing with the
// Life Path or how it sits with the road, so no two clients share a long run of sentences there.
import { describe, expect, it } from 'vitest';
import { composeLifePath } from './lifepath-report';
import { countWords, sentencesOf } from './text';

const now = new Date('2026-11-29T12:00:00Z');
const BIRTHS: [string, string, string][] = [
  ['Kwabena', 'Mensah', '1983-11-29'],
  ['Olivia', 'Grant', '1975-03-14'],
  ['Benjamin', 'Achterberg', '1962-07-22'],
  ['Mei', 'Chen', '1991-01-05'],
  ['Rafael', 'Ortiz', '1948-09-30'],
  ['Aisha', 'Bello', '2001-04-11'],
  ['Ingrid', 'Solberg', '1957-12-02'],
  ['Tomasz', 'Kowalski', '1969-06-18'],
  ['Priya', 'Raman', '1988-08-08'],
  ['Hannah', 'Weiss', '1944-02-27'],
  ['Diego', 'Fernandez', '1979-10-19'],
  ['Yuki', 'Tanaka', '1995-05-23'],
  ['Fatima', 'Haddad', '1953-11-04'],
  ['Sofia', 'Rossi', '1972-07-07'],
  ['Jamal', 'Carter', '1986-12-13'],
  ['Elena', 'Petrova', '1966-04-16'],
  ['Noah', 'Fischer', '2009-09-09'],
  ['Amara', 'Okafor', '1998-02-14'],
  ['Chloe', 'Martin', '1981-05-29'],
  ['Ivan', 'Sokolov', '1959-01-22'],
  ['Lucia', 'Moreno', '1993-10-10'],
  ['Arjun', 'Patel', '1977-03-03'],
  ['Marcus', 'Bell', '1950-11-11'],
  ['Grace', 'Ndlovu', '1970-01-28'],
];

/** Each paragraph of the Life Path, Destiny, Soul Urge and Personality sections, as its sentences. */
const coreParagraphs = (firstName: string, lastName: string, birthDate: string) =>
  composeLifePath({ firstName, lastName, birthDate, now })
    .markdown.split(/^### /m)
    .filter((s) => /^(?:Life Path|Destiny|Soul Urge|Personality) /.test(s))
    .flatMap((s) => s.split('\n\n').slice(1))
    .map((p) => sentencesOf(p));

/** The longest run of whole sentences, in words, that two paragraph lists share verbatim. */
function longestSharedRun(a: string[][], b: string[][]): { words: number; run: string } {
  let best = { words: 0, run: '' };
  for (const x of a)
    for (const y of b)
      for (let i = 0; i < x.length; i++)
        for (let j = 0; j < y.length; j++) {
          let k = 0;
          while (i + k < x.length && j + k < y.length && x[i + k] === y[j + k]) k++;
          // A single sentence is a number's defining line, shared by design; runs are the template.
          if (k < 2) continue;
          const run = x.slice(i, i + k).join(' ');
          const words = countWords(run);
          if (words > best.words) best = { words, run };
        }
  return best;
}

describe('life path review lp2: no stock paragraphs between clients', () => {
  it("shares no run of sentences over 60 words between two clients' core number sections", () => {
    const reports = BIRTHS.map(([f, l, d]) => ({ who: f, paragraphs: coreParagraphs(f, l, d) }));
    const over: string[] = [];
    for (let i = 0; i < reports.length; i++)
      for (let j = i + 1; j < reports.length; j++) {
        const { words, run } = longestSharedRun(reports[i]!.paragraphs, reports[j]!.paragraphs);
        if (words > 60) over.push(`${reports[i]!.who}/${reports[j]!.who} ${words}: ${run}`);
      }
    expect(over).toEqual([]);
  });
});
