// An astrologer's review (r30) of five English compatibility reports, 5-6/10: each test fails on the
// text it replaced. The review's own births are not among the fixtures, so each fault is shown on a
// pair of a sweep read under the review's names, and its rule is checked for every pair.
import { describe, expect, it } from 'vitest';
import { scoreBand } from '../astro/score-bands';
import { natalChart } from '../astro/chart';
import { birthAt, birthPairs, pairReport } from './__fixtures__/pairs';
import { RELATIONSHIP_KINDS } from './relationship';
import { sentences } from './text';
import { RING_BAND } from './compatibility-report';

/** 150 pairs born 1950-2004 in Lagos, each read for one bond in turn. */
const NAMES: [string, string] = ['Amaka', 'Daniel'];
const sweep = birthPairs(150, 30, {
  fromYear: 1950,
  years: 55,
  place: { lat: 6.5244, lng: 3.3792, tz_str: 'Africa/Lagos' },
  names: NAMES,
}).map(([c1, c2], i) => pairReport(NAMES, c1, c2, RELATIONSHIP_KINDS[i % RELATIONSHIP_KINDS.length]!));

const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n## ')[0]!;
const scoreLine = (md: string) => md.split('\n').find((l) => l.startsWith('- **Compatibility score**: '))!;
const masked = (s: string) => s.replace(/\b(Amaka|Daniel)\b/g, 'X');

/** The planet that carries each theme of the close, in every bond's words. */
const THEME_PLANET: Record<string, string> = {
  talk: 'Mercury',
  feelings: 'Moon',
  morale: 'Moon',
  affection: 'Venus',
  'shared tastes': 'Venus',
  goodwill: 'Venus',
  desire: 'Mars',
  'shared energy': 'Mars',
  'getting things done': 'Mars',
  drive: 'Mars',
};
const THEMED = new Set(Object.values(THEME_PLANET));

describe('compatibility review r30', () => {
  it('never says an area comes easily beside a tense contact between its planets', () => {
    // "Talk and shared tastes come easily" for a pair whose Venus opposes the other's Venus.
    const venusOpposed = sweep[100]!;
    expect(venusOpposed).toContain("**Amaka's Venus opposition Daniel's Venus**");
    expect(section(venusOpposed, 'In Short')).not.toMatch(
      /Talk, feelings, affection and desire are the easy part/,
    );
    let praised = 0;
    for (const md of sweep)
      for (const s of sentences(section(md, 'In Short'))) {
        // The easy part stands alone or after "while": "Talk is where you work hardest, while
        // shared energy comes easily."
        const easy = s
          .match(/^([A-Za-z ,]+?) (?:comes? easily|(?:is|are) the easy part)\.$/)?.[1]
          ?.split('while ')
          .pop();
        if (!easy) continue;
        praised++;
        const planets = Object.entries(THEME_PLANET)
          .filter(([noun]) => new RegExp(`\\b${noun}\\b`, 'i').test(easy))
          .map(([, planet]) => planet);
        for (const [, p, , q] of md.matchAll(
          /(?:Amaka|Daniel)'s (\w+) (square|opposition) (?:Amaka|Daniel)'s (\w+)/g,
        ))
          for (const planet of planets)
            expect([p, q].includes(planet) && THEMED.has(p === planet ? q! : p!), `${s} | ${p} ${q}`).toBe(
              false,
            );
      }
    expect(praised).toBeGreaterThan(50);
  });

  it('judges the score by the contacts the reading reads, and says when those lean to strain', () => {
    // "37 of 44, an exceptionally high count" for a pair whose reading finds strain clearly
    // outweighing ease, 16 of the points from pairs the reading leaves out.
    const strained = scoreLine(sweep[27]!);
    // The band word follows the number shown, so one score reads alike in every report (set o);
    // review r33 says it against the usual score of random pairs.
    expect(strained).toContain('37 of 44, far above average. ');
    expect(strained).toContain('so here the number says how strongly your charts engage, not how easily');
    let [judged, qualified] = [0, 0];
    for (const md of sweep) {
      const line = scoreLine(md);
      const m = line.match(/(\d+) of 44, ([a-z ]+? average)/);
      if (!m) continue;
      expect(m[2], line).toBe(RING_BAND[scoreBand(Number(m[1])).label]);
      // A pair past the reading's orb or across signs that do not make its aspect is named as one
      // the reading leaves out (review r34: named, no longer weighed out in points).
      if (/too wide to be read above|in signs that|in different signs/.test(line)) judged++;
      // The strain clause follows the reading's own balance, never a mostly easy one.
      if (line.includes('not how easily')) {
        qualified++;
        expect(Number(md.match(/(\d+)% of their weight easy/)![1]), line).toBeLessThan(50);
      }
    }
    expect(judged).toBeGreaterThan(20);
    expect(qualified).toBeGreaterThan(2);
  });

  it('aims the remedy at the need the reading gives that same person', () => {
    // "It helps when Daniel notices that Amaka needs comfort rather than a plan", then "It eases
    // through asking what would help before offering it, above all around Daniel's need to be seen
    // clearly".
    const md = sweep[28]!;
    // The hint names what Amaka's own Moon asks for (review r31), not one line for every couple.
    expect(md).toMatch(
      /It helps when Daniel sees that what Amaka needs at those moments is [^.]+, not the next step\./,
    );
    const close = section(md, 'In Short');
    expect(close).toContain(
      "It eases through asking what would help before offering it, above all around Amaka's need for reassurance.",
    );
    expect(close).not.toMatch(/around Daniel's need/);
    let lights = 0;
    for (const text of sweep) {
      const m = section(text, 'In Short').match(
        /(Amaka|Daniel)'s (Sun|Moon) (?:square|opposition|conjunction) (Amaka|Daniel)'s (Sun|Moon)\b(?:[^.]*?[,:][^.]*?\. It|[^,]*, and it) eases through [^.]*?around (Amaka|Daniel)'s need/,
      );
      if (!m || m[2] === m[4]) continue;
      lights++;
      expect(m[5], m[0]).toBe(m[2] === 'Moon' ? m[1] : m[3]);
    }
    expect(lights).toBeGreaterThan(10);
  });

  it('words easy Saturn and Mercury and the Mars–Sun remedy by the contact, never one line for all', () => {
    // "can put into words what X feels", "reassuring far more often than confining" and "letting
    // each of you lead in turn" stood in reports of different pairs.
    const all = sweep.join('\n');
    expect(all).not.toMatch(
      /can put into words what|reassuring far more often than confining|letting each of you lead in turn/,
    );
    const lines = (md: string) => [
      ...[...md.matchAll(/(?:Saturn supports|Mercury reaches) [^:.]*: ([^.]*)\./g)].map((m) => masked(m[1]!)),
      ...[
        ...md.matchAll(
          /(?:Mars (?:square|opposition|conjunction) (?:Amaka|Daniel)'s Sun|Sun (?:square|opposition|conjunction) (?:Amaka|Daniel)'s Mars)\b(?:[^.]*?[,:][^.]*?\. It|[^,]*, and it) eases through ([^.]*)\./g,
        ),
      ].map((m) => masked(m[1]!)),
    ];
    // Read in batches of five, as the review read them: no such line in two reports of a batch.
    let told = 0;
    for (let i = 0; i < sweep.length; i += 5) {
      const seen = new Map<string, number>();
      sweep.slice(i, i + 5).forEach((md, j) => {
        for (const line of lines(md)) {
          told++;
          expect(seen.get(line) ?? j, line).toBe(j);
          seen.set(line, j);
        }
      });
    }
    expect(told).toBeGreaterThan(40);
    expect(new Set(sweep.flatMap(lines)).size).toBeGreaterThan(25);
  });

  it('does not say a Saturn lead is carried twice in one sentence ("has to carry … must carry")', () => {
    // Set o's Priya and Arjun, whose fixed Grand Cross leads.
    const priya = natalChart(birthAt('Priya', [1993, 5, 5, 12, 10], 19.076, 72.8777, 'Asia/Kolkata'));
    const arjun = natalChart(birthAt('Arjun', [1991, 12, 19, 4, 35], 28.6139, 77.209, 'Asia/Kolkata'));
    const md = pairReport(['Priya', 'Arjun'], priya, arjun, 'romantic');
    expect(md).toContain('Grand Cross');
    expect(md).not.toMatch(/has to carry[^.]*must carry/);
    for (const other of sweep) expect(other).not.toMatch(/has to carry[^.]*must carry/);
  });
});
