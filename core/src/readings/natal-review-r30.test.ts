// Two astrologers' review (r30, set n) of eight natal reports: each test fails on the text it
// replaced. Public births (Astro-Databank data), resolved through the product's place index.
import { describe, expect, it } from 'vitest';
import { chartInputFromBirthData } from '../astro/birth';
import { natalChart } from '../astro/chart';
import { loadPlaceIndex } from '../astro/places-node';
import type { PointName } from '../astro/types';
import { composeNatal, dominantAmongDignified } from './natal-report';

const NOW = new Date('2026-11-28T12:00:00Z');
const places = loadPlaceIndex();
const report = (
  name: string,
  [year, month, day, hour = null, minute = null]: (number | null)[],
  city: string,
  country: string,
) =>
  composeNatal({
    chart: natalChart(
      chartInputFromBirthData(
        { name, year: year!, month: month!, day: day!, hour, minute, city, country },
        places,
      ).input,
    ),
    now: NOW,
  }).markdown;
const section = (md: string, heading: string) => md.split(`${heading}\n\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';

const REPORTS = {
  SOPHIA: report('Sophia', [1934, 9, 20, 14, 10], 'Rome', 'IT'),
  FRANK: report('Frank', [1915, 12, 12, 3, 0], 'Hoboken', 'US'),
  NINA: report('Nina', [1933, 2, 21, 6, 0], 'Tryon', 'US'),
  ERNESTO: report('Ernesto', [1928, 6, 14, 3, 5], 'Rosario', 'AR'),
  BARBRA: report('Barbra', [1942, 4, 24, 5, 8], 'Brooklyn', 'US'),
  // Greta Thunberg's birth time is not public: an untimed chart, as the set's was.
  GRETA: report('Greta', [2003, 1, 3], 'Stockholm', 'SE'),
};

describe('natal review r30', () => {
  it('does not tell a malefic on a light twice, once bare and once in its own text (Sophia Loren)', () => {
    const overview = section(REPORTS.SOPHIA, '## Overview');
    expect(overview).toContain('Saturn sits with your Moon');
    expect(overview).not.toContain('Saturn stands close beside your Moon');
  });

  it('reads a woven square as pressing both ways, not one planet "under pressure from" the other', () => {
    for (const md of Object.values(REPORTS)) expect(md).not.toContain('under heavy, constant pressure from');
    // Greta's Uranus squares Venus within half a degree: freedom and love at odds, each with the other.
    expect(REPORTS.GRETA).toMatch(/at hard, constant odds with|in a grinding struggle with/);
  });

  it('gives each long life its Midheaven in its own words and its sign’s own standing (one line stood in four reports)', () => {
    const lines = [REPORTS.FRANK, REPORTS.NINA, REPORTS.ERNESTO, REPORTS.SOPHIA].map((md) => {
      const mc = md.split('\n\n').find((p) => p.includes('Midheaven') && /your vocation/.test(p))!;
      return mc.split('. ').slice(-1)[0]!;
    });
    for (const line of lines) expect(line).toContain('a standing built');
    // Frames differ between charts, not only the sign's name in one frame.
    const frames = new Set(
      lines.map((l) =>
        l
          .replace(/(an?|this) \w+ Midheaven/, 'MC')
          .replace(/: .*$/, '')
          .replace(/\d+/, 'N'),
      ),
    );
    expect(frames.size).toBeGreaterThan(1);
    expect(lines.join('\n')).not.toContain('as the thread that ran through the working years');
  });

  it('says once that a birth over a century ago is read as a chart is, for a life that may be complete (Frank Sinatra, 110)', () => {
    const overview = section(REPORTS.FRANK, '## Overview');
    expect(overview).toContain('This chart was cast for a birth 110 years ago.');
    expect(REPORTS.FRANK.split('years ago')).toHaveLength(2);
    // Ninety-odd is a long life, not yet one to speak of as past.
    expect(REPORTS.NINA).not.toContain('years ago.');
  });

  it('reads the overview\'s next theme in a sentence instead of ranking names ("Behind these, the chart gives weight to …")', () => {
    for (const md of Object.values(REPORTS))
      expect(section(md, '## Overview')).not.toMatch(
        /Behind these, the chart gives weight to|Further back, the chart holds|The next layer holds/,
      );
    expect(section(REPORTS.GRETA, '## Overview')).toContain('The Moon and Venus are both in detriment:');
  });

  it('reads a combust Mercury rising before the Sun apart from one setting after it (one line stood in a third of all charts)', () => {
    // Barbra's Mercury is 4.6° ahead of the Sun (an evening star), Frank's 2.1° behind it (a morning star).
    const line = (md: string) => md.match(/Mercury is combust[^:]*: ([^\n]*)/)![1]!;
    expect(line(REPORTS.BARBRA)).toContain('a second voice');
    expect(line(REPORTS.FRANK)).toContain('rising before the Sun');
    expect(line(REPORTS.FRANK)).not.toContain('a second voice');
  });

  it('names a dominant planet once when it is also among the dignified ones (Jimi Hendrix)', () => {
    const theme = (name: string, points: PointName[]) => ({
      name,
      points,
      weight: 1,
      label: '',
      sentence: '',
    });
    expect(
      dominantAmongDignified(
        theme('dominant planet Jupiter', ['Jupiter']),
        theme('3 planets dignified', ['Moon', 'Mars', 'Jupiter']),
      ),
    ).toBe('a dominant Jupiter, dignified like the Moon and Mars');
    expect(
      dominantAmongDignified(
        theme('2 planets dignified', ['Venus']),
        theme('dominant planet Venus', ['Venus']),
      ),
    ).toBe('a dominant, dignified Venus');
    const jimi = section(report('Jimi', [1942, 11, 27, 10, 15], 'Seattle', 'US'), '## Overview');
    expect(jimi).not.toMatch(/a dominant Jupiter and a dignified [^.]*Jupiter/);
  });

  it('never settles an untimed T-square "through power and renewal itself"', () => {
    const lena = report('Lena', [1992, 7, 15], 'Hamburg', 'DE');
    expect(lena).not.toMatch(/settle the pull through [^.]* itself/);
    expect(lena).toContain('which is where you work the pull out');
  });
});
