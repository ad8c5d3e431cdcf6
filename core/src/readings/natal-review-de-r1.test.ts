// The German natal review (seven reports read by two German astrologers): the tradition faults and
// the repeated frames they found, each pinned on the review's own births and on random charts.
import { describe, expect, it } from 'vitest';
import { composeNatal } from './natal-report';
import { randomChart } from './__fixtures__/charts';
import { germanNatalReports, type ReviewBirth } from './__fixtures__/german-reviews';

const NOW = new Date('2026-11-26T12:00:00Z');

const BIRTHS = {
  Lena: [1988, 3, 14, 7, 25, 53.55, 9.99, 'Europe/Berlin', 'Hamburg'],
  Jonas: [1975, 9, 2, 22, 10, 48.137, 11.575, 'Europe/Berlin', 'München'],
  Mira: [1995, 12, 21, 13, 40, 50.94, 6.96, 'Europe/Berlin', 'Köln'],
  Tobias: [1969, 6, 30, 4, 15, 48.208, 16.373, 'Europe/Vienna', 'Wien'],
  Sophie: [2001, 1, 19, 16, 55, 47.377, 8.54, 'Europe/Zurich', 'Zürich'],
  Karl: [1958, 10, 8, null, null, 51.34, 12.37, 'Europe/Berlin', 'Leipzig'],
  Anna: [1982, 7, 27, 10, 5, 51.05, 13.74, 'Europe/Berlin', 'Dresden'],
} satisfies Record<string, ReviewBirth>;

const reports = germanNatalReports(BIRTHS);
const randoms = Array.from({ length: 40 }, (_, seed) => {
  const chart = randomChart(seed);
  return composeNatal({ chart, now: NOW, language: 'de' }).markdown;
});
const all = [...Object.values(reports), ...randoms];

describe('German natal review r1', () => {
  it('tells day or night by where the Sun stands, and says why when it is read across the horizon', () => {
    // Tobias's Sun has just risen (twelfth house) and is read in the first: a day chart.
    expect(reports.Tobias).toContain('Taghoroskop');
    expect(reports.Tobias).toMatch(/gerade aufgegangen[^.]*im ersten Haus gedeutet/);
    expect(reports.Tobias).not.toMatch(/über dem Horizont, im ersten Haus/);
    expect(reports.Jonas).toMatch(/Nachthoroskop: Die Sonne steht unter dem Horizont, im fünften Haus/);
    for (const md of all)
      expect(md).not.toMatch(
        /(über|unter) dem Horizont, im (ersten|zweiten|dritten|vierten|fünften|sechsten) Haus[^.]*Taghoroskop/,
      );
  });

  it('reads a peregrine planet as weak and led by its sign ruler, never as neutral', () => {
    for (const md of all) {
      expect(md).not.toMatch(/Rückenwind|Gegenwind|ohne Würde und ohne Schwäche/);
    }
    expect(reports.Lena).toMatch(/peregrin[^.]*schwach[^.]*die Sonne von Jupiter/);
    expect(reports.Lena).toMatch(/der Mond und Merkur von Saturn in seinem Domizil/);
    expect(reports.Mira).toMatch(/Enddispositor/);
  });

  it('says sect as Tag- or Nachtpartei, naming the word "Sekte" at most once', () => {
    for (const md of all) expect((md.match(/Sekte/g) ?? []).length).toBeLessThanOrEqual(1);
    expect(reports.Jonas).toMatch(/Nachtpartei/);
    // Saturn in detriment on Jonas's Moon, and Mars in detriment on Anna's, told with the orb.
    expect(reports.Jonas).toMatch(/Saturn, in seinem Exil im Krebs, steht auf dem Mond \(Orbis 0,3°\)/);
    expect(reports.Anna).toMatch(/Mars, in seinem Exil in der Waage, steht auf dem Mond \(Orbis 3,0°\)/);
  });

  it('reads the outer planets’ aspects to each other for a generation, not as two sides of the reader', () => {
    for (const md of all) expect(md).not.toMatch(/zwei Seiten von dir|sobald du sie lässt/);
    expect(reports.Karl).toMatch(/Sextil zu Neptun \(Orbis 0,4°\): Diesen Aspekt teilst du mit allen/);
  });

  it('gives no orb for a Moon pair without a birth time', () => {
    expect(reports.Karl).not.toMatch(/\d,\d° (vom|von dem) Mond/);
    expect(reports.Karl).toMatch(
      /Uranus steht am Tag deiner Geburt, zu welcher Stunde auch immer, nah beim Mond/,
    );
    // And a malefic on a light is not "the same as above".
    expect(reports.Anna).not.toMatch(/Mars steht nur 3,0° vom Mond entfernt[^.]*gilt auch hier/);
  });

  it('counts the stellium as the English does and writes the genitive', () => {
    expect(reports.Anna).toMatch(
      /Drei Planeten, der Mond, Mars und Saturn, stehen zusammen in der Waage, und Pluto/,
    );
    expect(reports.Anna).toMatch(/die Stärke der Sonne und des Saturn/);
    expect(reports.Mira).toMatch(/### Planeten an den Achsen\n\nMerkur steht 0,7° vom MC/);
    for (const md of all) expect(md).not.toMatch(/lohnt es sich, (ihn|sie|es) unten/);
  });

  it('names a feminine ruler die Herrscherin', () => {
    expect(reports.Mira).toMatch(/Venus die Herrscherin deines Horoskops/);
    for (const md of all) expect(md).not.toMatch(/(Venus|Sonne) (der|zugleich der) Herrscher deines/);
  });

  it('uses each stock frame at most once per report', () => {
    const frames = [
      /zwei Dinge prägen dein Horoskop/g,
      /Gewichtet gezählt/g,
      /daraus kommen vor allem/g,
      /Rudhyar verbindet/g,
      /Du bist geboren, als der Mond/g,
      /lenkt dein Leben/g,
      /der dir am ehesten hilft/g,
      /dessen Forderungen du nutzen kannst/g,
      /verlangt dir am meisten ab/g,
      /Gedeutet wird/g,
      /kurz vor dem Wechsel/g,
      /wandert die Achse in etwa/g,
      /der schwerste Teil dieser Lektion/g,
      /nah genug, dass die beiden/g,
    ];
    for (const md of all)
      for (const f of frames) expect((md.match(f) ?? []).length, `${f}`).toBeLessThanOrEqual(1);
    // Across the seven reviewed reports no frame opens more than four of them.
    for (const f of frames)
      expect(Object.values(reports).filter((md) => md.match(f)).length, `${f}`).toBeLessThanOrEqual(4);
  });
});
