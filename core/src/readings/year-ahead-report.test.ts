import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { eclipses } from '../astro/sky-events';
import * as BIRTHS from './__fixtures__/public-births';
import { BOWIE, DIANA, LENNON } from './__fixtures__/public-births';
import type { ChartInput } from '../astro/types';
import { transitText, transitTextAgain } from './content/authored/transits';
import { aspectFamily } from './content/authored';
import { composeYearAhead } from './year-ahead-report';

const FROM = Date.parse('2026-11-25T21:00:00Z');
const year = (input: ChartInput, timeZone = 'Europe/London', firstName = input.name) =>
  composeYearAhead({ chart: natalChart(input), firstName, fromMs: FROM, timeZone });
const births = Object.values(BIRTHS).filter(
  (v): v is ChartInput => typeof v === 'object' && v !== null && 'lat' in v,
);

describe('composeYearAhead', () => {
  it('names the strongest contacts first: the slow planets to personal points, by weight', () => {
    const r = year(BOWIE);
    expect(r.facts.themes.map((t) => t.title)).toEqual([
      'Pluto opposite your Moon',
      'Uranus opposite your Midheaven',
      'Saturn square your Sun',
    ]);
    const overview = r.markdown.split('## Month by month')[0]!;
    expect(overview).toContain(
      'the contacts that matter most in yours are Pluto opposite your Moon (exact in December 2026), Uranus opposite your Midheaven (exact in April 2027) and Saturn square your Sun (exact in April 2027)',
    );
  });

  it('writes twelve months from the start day, each contact once, in the month it is first exact', () => {
    const r = year(BOWIE);
    expect(r.facts.months.map((m) => m.month)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
    ]);
    expect(r.facts.from).toBe('2026-11-25T00:00:00.000Z');
    // London is back on GMT by then.
    expect(r.facts.to).toBe('2027-11-01T00:00:00.000Z');
    const titles = r.facts.months.flatMap((m) => m.transits.map((t) => t.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (const m of r.facts.months)
      for (const t of m.transits)
        expect(new Date(t.exact_ms[0]!).toISOString().slice(0, 7) <= m.month).toBe(true);
    // Pluto left the orb of Bowie's Moon and comes back: one contact with both windows.
    expect(r.markdown.match(/\*\*Pluto opposite your Moon\*\*/g)).toHaveLength(1);
    expect(r.facts.themes[0]!.window).toContain(
      '; then turning back before it is exact, in orb 26 August 2027',
    );
  });

  it('reads the themes of the overview at length in their months, also without a birth time', () => {
    // Diana's strongest contacts from March 2027 without her birth time weigh under READ_AT_LENGTH.
    const diana = composeYearAhead({
      chart: natalChart({ ...DIANA, hour: null, minute: null }),
      firstName: 'Diana',
      fromMs: Date.parse('2027-03-10T09:00:00Z'),
      timeZone: 'America/New_York',
    });
    expect(diana.facts.themes.map((t) => t.title)).toContain('Jupiter square your Venus');
    for (const r of [year(BOWIE), diana])
      for (const t of r.facts.themes) expect(r.markdown).toContain(`**${t.title}**: ${t.window}.`);
  });

  it('reads each contact from the authored transit text', () => {
    const r = year(BOWIE);
    for (const t of r.facts.months.flatMap((m) => m.transits)) {
      const heading = `**${t.title}**: ${t.window}. `;
      const at = r.markdown.indexOf(heading);
      if (at < 0) continue; // named among the quieter contacts
      const family = aspectFamily(t.aspect);
      const rest = r.markdown.slice(at + heading.length).split('\n')[0];
      expect([transitText(t.body, t.point, family), transitTextAgain(t.body, t.point, family)]).toContain(
        rest,
      );
    }
  });

  it('writes times in the reader zone', () => {
    expect(year(BOWIE).markdown).toContain('**Saturn square your Sun**: exact on 4 April 2027 at 10:31');
    expect(year(BOWIE, 'America/New_York').markdown).toContain(
      '**Saturn square your Sun**: exact on 4 April 2027 at 05:31',
    );
  });

  it('gives every eclipse of the year, and new and full moons only where they fall on a personal point', () => {
    const r = year(LENNON);
    const lunations = r.facts.months.flatMap((m) => m.lunations);
    const from = Date.parse(r.facts.from);
    const to = Date.parse(r.facts.to);
    expect(lunations.filter((l) => l.kind === 'solar' || l.kind === 'lunar')).toHaveLength(
      eclipses(from, to).length,
    );
    for (const l of lunations.filter((l) => l.kind === 'new_moon' || l.kind === 'full_moon')) {
      expect(l.points.length).toBeGreaterThan(0);
      for (const p of l.points)
        expect(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'Medium_Coeli']).toContain(p);
    }
    // Lennon's Moon is at 3° Aquarius: the full Moon of 22 January 2027 at 2° Leo stands opposite it.
    expect(r.markdown).toContain('**The full Moon of 22 January, at 2° Leo**, falls on your Moon');
  });

  it('leaves out the Moon, the angles and the houses without a birth time, and says so', () => {
    const r = year({ ...BOWIE, hour: null, minute: null });
    const points = r.facts.months.flatMap((m) => [
      ...m.transits.map((t) => t.point),
      ...m.lunations.flatMap((l) => l.points),
    ]);
    expect(points.length).toBeGreaterThan(0);
    expect(points).not.toContain('Moon');
    expect(points).not.toContain('Ascendant');
    expect(points).not.toContain('Medium_Coeli');
    expect(r.markdown).toContain(
      'Your birth time is not known, so this forecast leaves out your Ascendant, Midheaven and houses',
    );
    const house =
      /\byour (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house\b/;
    expect(r.markdown).not.toMatch(house);
    expect(year(BOWIE).markdown).toMatch(house);
  });

  it('reads in 1,000 to 1,600 words with nothing left unfilled, the same for the same input', () => {
    for (const b of births) {
      const r = year(b);
      expect(r.wordCount, b.name).toBeGreaterThanOrEqual(1000);
      expect(r.wordCount, b.name).toBeLessThanOrEqual(1600);
      expect(r.markdown).not.toMatch(/undefined|null|NaN|\[object|\$\{| {2}|\.\.|\s[,.]/);
    }
    expect(year(LENNON).markdown).toBe(year(LENNON).markdown);
  });

  it('opens without a name when none is given', () => {
    const r = year(LENNON, 'Europe/London', ' ');
    expect(r.title).toBe('Your Year Ahead');
    expect(r.markdown).toContain('This is your sky for the twelve months ahead.');
  });
});

describe('composeYearAhead in German', () => {
  const jahr = (input: ChartInput, firstName = input.name) =>
    composeYearAhead({
      chart: natalChart(input),
      firstName,
      fromMs: FROM,
      timeZone: 'Europe/Berlin',
      language: 'de',
    });

  it('reads the same contacts as the English forecast, titled in German with case and article', () => {
    const [en, de] = [year(BOWIE, 'Europe/Berlin'), jahr(BOWIE)];
    const key = (t: { body: string; point: string; aspect: string }) => `${t.body}|${t.point}|${t.aspect}`;
    expect(de.facts.months.map((m) => m.transits.map(key))).toEqual(
      en.facts.months.map((m) => m.transits.map(key)),
    );
    expect(de.facts.themes.map((t) => t.title)).toEqual([
      'Pluto in Opposition zu deinem Mond',
      'Uranus in Opposition zu deinem MC',
      'Saturn im Quadrat zu deiner Sonne',
    ]);
    expect(de.title).toBe('Jahresvorschau für David');
    expect(de.facts.months[1]!.label).toBe('Dezember 2026');
    expect(de.markdown).toContain('**Saturn im Quadrat zu deiner Sonne**: genau am 4. April 2027 um 11:31');
    // Pluto turns back short of a second exact pass: said in German, after "danach".
    expect(de.facts.themes[0]!.window).toContain(
      '; danach ohne exakten Aspekt, im Orbis vom 26. August 2027',
    );
  });

  it('writes every contact read at length from the German transit text', () => {
    const de = jahr(BOWIE);
    for (const t of de.facts.months.flatMap((m) => m.transits)) {
      const heading = `**${t.title}**: ${t.window}. `;
      const at = de.markdown.indexOf(heading);
      if (at < 0) continue;
      const family = aspectFamily(t.aspect);
      const rest = de.markdown.slice(at + heading.length).split('\n')[0];
      expect([
        transitText(t.body, t.point, family, 'de'),
        transitTextAgain(t.body, t.point, family, 'de'),
      ]).toContain(rest);
    }
  });

  it('leaves no English word, empty slot or doubled word, for every public birth, with and without a time', () => {
    for (const b of births)
      for (const input of [b, { ...b, hour: null, minute: null }]) {
        const { markdown, wordCount } = jahr(input, 'Ada');
        const prose = markdown.replace(/Europe\/Berlin/g, '');
        for (const english of [' the ', ' and ', ' your ', ' with ', ' of ', ' to ', ' in orb', 'exact'])
          expect(prose, `${b.name}: "${english}"`).not.toContain(english);
        expect(markdown).not.toMatch(/undefined|null|NaN|\[object|\$\{| {2}|\.\.|\s[,.]/);
        expect(markdown, b.name).not.toMatch(/(?<![\p{L}])(\p{L}+) \1(?![\p{L}])/iu);
        expect(markdown).toMatch(
          /## Das Jahr im Überblick[\s\S]*## Monat für Monat[\s\S]*## Die äußeren Planeten/,
        );
        expect(wordCount).toBeGreaterThan(800);
      }
  });

  it('writes German dates and names the year only where it changes', () => {
    const de = jahr(LENNON);
    expect(de.markdown).toContain('**Der Vollmond vom 22. Januar bei 2° Löwe** fällt auf deinen Mond.');
    expect(de.markdown).toMatch(
      /^\*25\. November 2026 bis 31\. Oktober 2027\. Alle Zeiten in der Zeitzone Europe\/Berlin\.\*$/m,
    );
  });
});
