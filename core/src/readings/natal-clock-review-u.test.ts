// The astrologers' review of the birth clock (issue 27): the report names the offset it read the
// birth time on, and cautions where that offset is the time-zone database's guess. Each test
// fails on the text it replaced (no clock line, no caution, Jung cast on Bern's mean time).
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal } from './natal-report';

const NOW = new Date('2026-11-29T10:00:00Z');
const birth = (input: Omit<ChartInput, 'name'>) => natalChart({ name: 'R', ...input });
const md = (chart: ReturnType<typeof birth>, language?: 'de') =>
  composeNatal({ chart, now: NOW, ...(language ? { language } : {}) }).markdown;
const overview = (text: string) => text.split('## Overview\n\n')[1]!.split('\n\n')[0]!;
const technical = (text: string) => text.split('## Technical Details\n\n')[1]!;

const DYLAN = birth({
  year: 1941,
  month: 5,
  day: 24,
  hour: 21,
  minute: 5,
  lat: 46.7867,
  lng: -92.1005,
  tz_str: 'America/Chicago',
  city: 'Duluth',
  nation: 'US',
});
const JUNG = birth({
  year: 1875,
  month: 7,
  day: 26,
  hour: 19,
  minute: 32,
  lat: 47.6,
  lng: 9.3167,
  tz_str: 'Europe/Zurich',
  city: 'Kesswil',
  nation: 'CH',
});
const LONDON = birth({
  year: 1990,
  month: 5,
  day: 14,
  hour: 8,
  minute: 10,
  lat: 51.5074,
  lng: -0.1278,
  tz_str: 'Europe/London',
  city: 'London',
  nation: 'GB',
});

describe('the birth clock in the Technical Details', () => {
  it('names the offset, the zone it came from and the UT it gives (Dylan)', () => {
    expect(technical(md(DYLAN))).toContain(
      '- **Birth time**: 21:05 in Duluth, UTC−5 (America/Chicago daylight time), 02:05 UT on 25 May 1941.',
    );
  });

  it("names a birthplace's local mean time as such (Jung)", () => {
    expect(technical(md(JUNG))).toContain(
      '- **Birth time**: 19:32 in Kesswil, UTC+0:37 (local mean time), 18:55 UT.',
    );
  });

  it('states a modern birth plainly', () => {
    expect(technical(md(LONDON))).toContain(
      '- **Birth time**: 08:10 in London, UTC+1 (Europe/London daylight time), 07:10 UT.',
    );
  });

  it('says which hour an untimed chart is cast for', () => {
    const chart = birth({
      year: 1962,
      month: 8,
      day: 3,
      hour: null,
      minute: null,
      lat: 41.8781,
      lng: -87.6298,
      tz_str: 'America/Chicago',
      city: 'Chicago',
      nation: 'US',
    });
    const text = md(chart);
    expect(technical(text)).toContain(
      '- **Birth time**: none recorded; cast for noon in Chicago, UTC−5 (America/Chicago daylight time), 17:00 UT.',
    );
    expect(overview(text)).not.toMatch(/summer time|local mean time/);
  });
});

describe('the technical details caution where the clock is a guess (review x: no longer in the overview)', () => {
  it("flags an American town's summer time before 1967 (Dylan)", () => {
    expect(overview(md(DYLAN))).toContain('Your Ascendant rests on which clock Duluth kept that evening');
    expect(technical(md(DYLAN))).toContain(
      '- **Birth clock**: Before 1967 American towns chose their own summer time; this chart reads 21:05 as daylight time (UTC−5), as Chicago kept it. If Duluth kept standard time that evening, the angles and house cusps all move by about 15° (one hour).',
    );
  });

  it('flags standard time in a summer when the town may have kept daylight time', () => {
    const chart = birth({
      year: 1956,
      month: 7,
      day: 2,
      hour: 15,
      minute: 40,
      lat: 39.1653,
      lng: -86.5264,
      tz_str: 'America/Indiana/Indianapolis',
      city: 'Bloomington',
      nation: 'US',
    });
    expect(technical(md(chart))).toContain(
      'this chart reads 15:40 as standard time (UTC−5), as Indianapolis kept it. If Bloomington kept daylight time that afternoon, the angles and house cusps all move by about 15° (one hour).',
    );
  });

  it("leaves alone the zone's own city, War Time and births after 1967", () => {
    const at = (year: number, city: string) =>
      overview(
        md(
          birth({
            year,
            month: 5,
            day: 24,
            hour: 21,
            minute: 5,
            lat: 46.7867,
            lng: -92.1005,
            tz_str: 'America/Chicago',
            city,
            nation: 'US',
          }),
        ),
      );
    expect(at(1941, 'Chicago')).not.toContain('summer time');
    expect(at(1943, 'Duluth')).not.toContain('summer time');
    expect(at(1971, 'Duluth')).not.toContain('summer time');
    expect(overview(md(LONDON))).not.toMatch(/summer time|local mean time/);
  });

  it("flags a birth on its town's local mean time, and reads Jung's as a day chart", () => {
    const text = md(JUNG);
    expect(overview(text)).not.toMatch(/local mean time/);
    expect(technical(text)).toContain(
      "- **Birth clock**: In 1875 most towns still kept their own local mean time, and this chart reads 19:32 as Kesswil's (UTC+0:37); a time taken from a railway or city clock would move the Midheaven about a degree for every four minutes of difference.",
    );
    expect(text).toContain('Yours is a day chart: the Sun in Leo is above the horizon in the seventh house.');
  });
});

describe('German', () => {
  it('states the clock in the Geburt line and cautions in the technical details, as in English (Dylan)', () => {
    const text = md(DYLAN, 'de');
    expect(text).toContain(
      '- **Geburt**: 24. Mai 1941, 21:05 Uhr Ortszeit in Duluth, UTC−5 (Sommerzeit laut America/Chicago), 02:05 UT am 25. Mai 1941.',
    );
    const uberblick = text.split('## Überblick\n\n')[1]!.split('\n\n')[0]!;
    expect(uberblick).not.toContain('Vor 1967');
    expect(uberblick).toContain(
      'Dein Aszendent hängt davon ab, welche Uhrzeit in Duluth an diesem Abend galt',
    );
    expect(text.split('## Technische Details\n\n')[1]).toContain(
      '- **Geburtsuhr**: Vor 1967 entschieden amerikanische Orte selbst über ihre Sommerzeit; dieses Horoskop liest 21:05 Uhr wie in Chicago als Sommerzeit (UTC−5). Galt in Duluth an diesem Abend Normalzeit, verschieben sich Achsen und Häuserspitzen um etwa 15° (eine Stunde).',
    );
  });

  it("names Kesswil's mean time (Jung)", () => {
    const text = md(JUNG, 'de');
    expect(text).toContain(
      '- **Geburt**: 26. Juli 1875, 19:32 Uhr Ortszeit in Kesswil, UTC+0:37 (mittlere Ortszeit), 18:55 UT.',
    );
    expect(text).toContain(
      '1875 galt an den meisten Orten noch die jeweils eigene mittlere Ortszeit, und dieses Horoskop liest 19:32 Uhr als Ortszeit von Kesswil (UTC+0:37); eine Zeit nach einer Bahn- oder Stadtuhr verschöbe das MC um etwa einen Grad je vier Minuten Unterschied.',
    );
  });
});
