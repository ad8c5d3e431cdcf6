// The second German natal review (seven more reports read by two German astrologers): element
// articles, a three-way tie, the Moon phase in every timed chart, Malefikus and Benefikus, the
// combust calque and cazimi, each pinned on the review's own births and on random charts.
import { describe, expect, it } from 'vitest';
import { composeNatal } from './natal-report';
import { randomChart } from './__fixtures__/charts';
import { germanNatalReports, type ReviewBirth } from './__fixtures__/german-reviews';

const NOW = new Date('2026-11-26T12:00:00Z');

const BIRTHS = {
  Paul: [1984, 2, 11, 15, 20, 53.07, 8.8, 'Europe/Berlin', 'Bremen'],
  Clara: [1987, 8, 23, 9, 45, 49.45, 11.08, 'Europe/Berlin', 'Nürnberg'],
  Emil: [1999, 4, 4, 20, 5, 54.32, 10.12, 'Europe/Berlin', 'Kiel'],
  Greta: [1997, 10, 30, 2, 50, 48.78, 9.18, 'Europe/Berlin', 'Stuttgart'],
  Moritz: [1963, 12, 5, 11, 30, 47.07, 15.44, 'Europe/Vienna', 'Graz'],
  Ida: [1992, 3, 27, null, null, 52.52, 13.4, 'Europe/Berlin', 'Berlin'],
  Leon: [1979, 7, 15, 23, 40, 51.48, 7.22, 'Europe/Berlin', 'Bochum'],
} satisfies Record<string, ReviewBirth>;

const reports = germanNatalReports(BIRTHS);
const randomCharts = Array.from({ length: 40 }, (_, seed) => randomChart(seed));
const randoms = randomCharts.map((chart) => composeNatal({ chart, now: NOW, language: 'de' }).markdown);
const all = [...Object.values(reports), ...randoms];

describe('German natal review r2', () => {
  it('gives each element its own article and case', () => {
    for (const md of all) {
      expect(md).not.toMatch(/\b(dem|den) (Luft|Erde)\b/);
      expect(md).not.toMatch(/\bder (Feuer|Wasser)\b/);
      expect(md).not.toMatch(/verbindet (Feuer|Erde|Luft|Wasser) mit/);
    }
  });

  it('tells a three-way tie of elements as a three-way tie', () => {
    for (const md of all) {
      const m = /teilen sich (.*?) die Führung mit je (\d+) Punkten, vor ([^.:]*)/.exec(md);
      if (m) for (const x of m[3]!.matchAll(/\((\d+)\)/g)) expect(Number(x[1])).toBeLessThan(Number(m[2]));
    }
  });

  it('keeps the Moon phase in every timed chart', () => {
    for (const [name, md] of Object.entries(reports)) expect(md, name).toContain('### Mondphase');
    randomCharts.forEach((chart, i) => {
      if (chart.birth_time_known) expect(randoms[i], `seed ${i}`).toContain('### Mondphase');
    });
  });

  it('says Malefikus and Benefikus, never Übeltäter or Wohltäter', () => {
    for (const md of all) expect(md).not.toMatch(/Übeltäter|Wohltäter/);
    expect(all.some((md) => /Malefikus/.test(md))).toBe(true);
  });

  it('writes no calques the review found', () => {
    for (const md of all) {
      expect(md).not.toMatch(/innerhalb der Ziele der Sonne/);
      expect(md).not.toMatch(/tiefer Wandlung|sie tragen zu lernen|stützt sich auf den Herrscher/);
      expect(md).not.toMatch(/in Verbindung bringt\.|gegen den Zug|Familieneintrag/);
    }
  });

  it('tells cazimi and reads the outer planets by their houses', () => {
    expect(reports.Clara).toMatch(/Herzen der Sonne, Cazimi/);
    expect(reports.Paul).toMatch(/Pluto im vierten Haus/);
    expect(reports.Greta).toMatch(/Pluto im dritten Haus/);
    for (const md of all) expect(md).not.toMatch(/persönlich wird \w+ erst durch das Haus\.\s*(\n|$)/);
  });
});
