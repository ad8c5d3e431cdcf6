// Review (stock sentences): astrologers reading reports side by side found the same placement
// sentence word for word in client after client: every Libra Sun, every Virgo Moon, the same
// aspect line. A paid report has to read as written for its chart, so across a fixed set of
// varied births no sentence outside the headings and the Technical Details may stand in more
// than 15% of the reports.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { born } from './__fixtures__/born';
import { composeNatal } from './natal-report';
import { sentencesOf } from './text';

const NOW = new Date('2026-11-29T12:00:00Z');

/** Forty timed births, 1950-2005, in ten cities on five continents. */
const BIRTHS: [string, number[], string, string][] = [
  ['Ana', [1979, 1, 20, 4, 25], 'London', 'GB'],
  ['Ben', [1954, 5, 2, 2, 52], 'Paris', 'FR'],
  ['Chloe', [1998, 1, 28, 3, 23], 'New York', 'US'],
  ['Dev', [2002, 4, 14, 1, 58], 'Tokyo', 'JP'],
  ['Eva', [1995, 7, 11, 6, 2], 'Sydney', 'AU'],
  ['Femi', [1957, 9, 17, 13, 26], 'Madrid', 'ES'],
  ['Gus', [1956, 4, 8, 7, 5], 'Berlin', 'DE'],
  ['Hana', [1999, 6, 9, 13, 3], 'Mumbai', 'IN'],
  ['Ivo', [2000, 9, 23, 3, 14], 'Lagos', 'NG'],
  ['Jia', [2002, 4, 21, 1, 36], 'Mexico City', 'MX'],
  ['Kai', [2002, 7, 14, 12, 3], 'London', 'GB'],
  ['Lea', [1969, 11, 1, 1, 35], 'Paris', 'FR'],
  ['Mo', [1961, 12, 12, 9, 26], 'New York', 'US'],
  ['Nia', [1962, 12, 10, 17, 7], 'Tokyo', 'JP'],
  ['Omar', [2001, 3, 21, 9, 35], 'Sydney', 'AU'],
  ['Pia', [1966, 3, 20, 3, 37], 'Madrid', 'ES'],
  ['Raj', [2001, 3, 31, 20, 12], 'Berlin', 'DE'],
  ['Sara', [1983, 5, 30, 3, 35], 'Mumbai', 'IN'],
  ['Tom', [1955, 8, 20, 18, 3], 'Lagos', 'NG'],
  ['Uma', [1968, 6, 23, 15, 43], 'Mexico City', 'MX'],
  ['Ana', [1997, 9, 14, 13, 49], 'London', 'GB'],
  ['Ben', [1978, 3, 8, 14, 37], 'Paris', 'FR'],
  ['Chloe', [1990, 8, 28, 11, 19], 'New York', 'US'],
  ['Dev', [1972, 4, 15, 5, 44], 'Tokyo', 'JP'],
  ['Eva', [1971, 11, 25, 2, 36], 'Sydney', 'AU'],
  ['Femi', [1976, 12, 8, 16, 31], 'Madrid', 'ES'],
  ['Gus', [1980, 10, 25, 23, 28], 'Berlin', 'DE'],
  ['Hana', [1975, 11, 1, 19, 4], 'Mumbai', 'IN'],
  ['Ivo', [1960, 8, 4, 16, 26], 'Lagos', 'NG'],
  ['Jia', [1964, 10, 19, 10, 9], 'Mexico City', 'MX'],
  ['Kai', [1993, 11, 13, 13, 2], 'London', 'GB'],
  ['Lea', [1956, 12, 18, 17, 36], 'Paris', 'FR'],
  ['Mo', [1978, 2, 23, 10, 44], 'New York', 'US'],
  ['Nia', [1981, 6, 1, 19, 31], 'Tokyo', 'JP'],
  ['Omar', [2002, 1, 10, 14, 4], 'Sydney', 'AU'],
  ['Pia', [1958, 5, 25, 8, 30], 'Madrid', 'ES'],
  ['Raj', [1955, 10, 31, 1, 46], 'Berlin', 'DE'],
  ['Sara', [1977, 10, 11, 20, 36], 'Mumbai', 'IN'],
  ['Tom', [1989, 12, 24, 9, 45], 'Lagos', 'NG'],
  ['Uma', [1984, 8, 11, 21, 22], 'Mexico City', 'MX'],
];

/** The sentences a reader meets: no headings, no aspect titles, no Technical Details. */
function readerSentences(md: string): Set<string> {
  const prose = md.split('\n## Technical Details')[0]!;
  const out = new Set<string>();
  for (const raw of prose.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    for (const s of sentencesOf(line.replace(/^- \*\*[^*]+\*\*[^:]*: ?/, ''))) out.add(s.trim());
  }
  return out;
}

describe('natal review: no stock sentence across clients', () => {
  const reports = BIRTHS.map(
    ([name, when, city, country]) =>
      composeNatal({ chart: natalChart(born(name, when, city, country)), now: NOW }).markdown,
  );
  const counts = new Map<string, number>();
  for (const md of reports) for (const s of readerSentences(md)) counts.set(s, (counts.get(s) ?? 0) + 1);

  it('shares no sentence between more than 15% of forty reports', () => {
    const limit = Math.floor(reports.length * 0.15);
    const stock = [...counts].filter(([, n]) => n > limit).sort((a, b) => b[1] - a[1]);
    expect(stock).toEqual([]);
  });

  it('gives a placement the opening written for its house: two Libra Suns in different kinds of house read apart', () => {
    // Both born with the Sun in Libra: one in the second house (substance), one in the first (self).
    const sun = (md: string) => md.split('\n### Sun in Libra')[1]!.split('\n\n')[1]!;
    const work = sun(
      composeNatal({ chart: natalChart(born('Ana', [1970, 10, 10, 4, 0], 'London', 'GB')), now: NOW })
        .markdown,
    );
    const self = sun(
      composeNatal({ chart: natalChart(born('Ana', [1970, 10, 10, 7, 0], 'London', 'GB')), now: NOW })
        .markdown,
    );
    expect(sentencesOf(work)[0]).not.toEqual(sentencesOf(self)[0]);
  });
});
