// Set t: two astrologers scored the natal reports 5/10. Each test reads what the client reads and
// fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { born } from './__fixtures__/born';
import { composeNatal } from './natal-report';
import { saturnReturnAtAge, shakenLight, vocationAtAge } from './natal-placement-context';
import type { AspectFact } from './types';

const NOW = new Date('2026-11-29T10:00:00Z');
const london = (year: number, month: number, day: number, hour: number, minute: number): ChartInput => ({
  name: 'X',
  year,
  month,
  day,
  hour,
  minute,
  lat: 51.5,
  lng: 0,
  tz_str: 'UTC',
});
const report = (input: ChartInput, language?: 'de') =>
  composeNatal({ chart: natalChart(input), now: NOW, ...(language ? { language } : {}) }).markdown;
const section = (md: string, heading: string) => md.split(`${heading}\n\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';

describe('natal review u: age lines read right for a living reader of any age', () => {
  const DEAD =
    /finished life|already done|handed on|the example it left|life that was lived|a life that reached|a life reaches|long life/;

  it('never tells a reader past 90 that their work is done (Audrey Hepburn, 97 on the reading date)', () => {
    for (const variant of [0, 1, 2]) {
      const line = vocationAtAge(97, 'Sagittarius', variant);
      expect(line).not.toMatch(DEAD);
      expect(line).toMatch(/a Sagittarius Midheaven/);
    }
    const md = report(born('Audrey', [1929, 5, 4, 3, 0], 'Ixelles', 'BE'));
    expect(section(md, '### Midheaven in Sagittarius')).not.toMatch(DEAD);
    // Was: "Read across a finished life, a Sagittarius Midheaven describes work already done".
    expect(md).not.toMatch(DEAD);
  });

  it('tells the Saturn returns past 90 as the cycle, not as a life that may have ended', () => {
    for (const [sign, house] of [
      ['Capricorn', 10],
      ['Scorpio', 4],
      ['Pisces', 8],
    ] as const) {
      const line = saturnReturnAtAge(97, [29, 29], sign, house);
      expect(line).not.toMatch(DEAD);
      expect(line).toMatch(/29, 59 and 88/);
    }
    expect(saturnReturnAtAge(95, [29, 29])).toBe(
      "Saturn's returns to where it stood at birth fall around 29, 59 and 88, each a further reckoning with this lesson.",
    );
  });
});

describe('natal review u: the German report has the historical note', () => {
  it('says once, in German, how a chart of a birth a century back is read (Albert Einstein)', () => {
    const md = report(born('Albert', [1879, 3, 14, 11, 30], 'Ulm', 'DE'), 'de');
    expect(section(md, '## Überblick')).toContain(
      'Dieses Horoskop wurde für eine Geburt vor 147 Jahren berechnet. Gedeutet wird es wie jedes Horoskop: im Präsens, für den Menschen, den es beschreibt.',
    );
    expect(md.match(/Geburt vor \d+ Jahren/g)).toHaveLength(1);
  });

  it('has no note for a birth under a century back, in either language (John Lennon)', () => {
    const lennon = born('John', [1940, 10, 9, 18, 30], 'Liverpool', 'GB');
    expect(report(lennon, 'de')).not.toMatch(/Geburt vor \d+ Jahren/);
    expect(report(lennon)).not.toMatch(/cast for a birth \d+ years ago/);
  });
});

describe("natal review u: a light's steadiness yields to its own hard aspects", () => {
  const aspect = (p2: 'Uranus' | 'Neptune', type: 'square' | 'opposition', orb: number) =>
    ({ p1: 'Moon', p2, aspect: type, orb, outOfSign: false }) as unknown as AspectFact;

  it('tells a steady Taurus Moon squared by Pluto that it is shaken, in its own paragraph', () => {
    const md = report(london(1939, 1, 28, 3, 51));
    const moon = md.split('\n\n').find((x) => x.startsWith('With the Moon in Taurus,'))!;
    expect(moon).toContain('Steady by nature, this Taurus Moon is shaken by its square to Pluto within');
  });

  it('says the same in the German report, with the orb and the right gender for the Sun', () => {
    const moon = report(london(1939, 1, 28, 3, 51), 'de');
    expect(moon).toMatch(
      /Von Natur aus ist dieser Mond im Stier beständig, doch sein Quadrat zu Pluto \(Orbis \d,\d°\) erschüttert ihn: /,
    );
    const sun = report(london(1920, 4, 29, 4, 21), 'de');
    expect(sun).toContain(
      'Von Natur aus ist diese Sonne im Stier beständig, doch ihr Quadrat zu Neptun (Orbis 0,2°) erschüttert sie: ',
    );
  });

  it('names both outer planets, each with its own effect, when Uranus and Neptune both square the Moon', () => {
    const line = shakenLight('Moon', 'Taurus', 'your feelings run steady and deep', [
      aspect('Neptune', 'opposition', 2.2),
      aspect('Uranus', 'square', 1.1),
    ]);
    expect(line).toBe(
      'Steady by nature, this Taurus Moon is shaken by its square to Uranus and its opposition to Neptune: sudden changes and your own need for freedom break into that calm, so your security has to be rebuilt more often than your nature would choose; other people’s moods and your own imagination seep into your feelings, so the calm you need is kept by clear boundaries more than by habit.',
    );
  });

  it('adds nothing when the sign promises no steadiness or the aspect is wide', () => {
    expect(
      shakenLight('Moon', 'Gemini', 'your feelings change with the conversation', [
        aspect('Uranus', 'square', 1),
      ]),
    ).toBeNull();
    expect(
      shakenLight('Moon', 'Taurus', 'your feelings run steady', [aspect('Uranus', 'square', 4)]),
    ).toBeNull();
  });
});

describe('natal review u: one grand trine, one name', () => {
  it('names a fire grand trine the same way in the overview, the patterns and the aspect list', () => {
    const md = report(london(1932, 12, 18, 4, 19));
    expect(section(md, '## Overview')).toContain('a grand trine in fire');
    expect(md).toContain('The Sun, the Moon and Uranus form a grand trine in fire');
    expect(section(md, '## Aspects')).toContain('- **Grand trine in fire**');
    // Was: "a fire grand trine" in the overview and "Grand trine of Sun, Moon and Uranus" in the list.
    expect(md).not.toMatch(/fire grand trine|Grand trine of/);
  });

  it("lists a kite's sides under the name the overview gives the kite", () => {
    const md = report(london(1937, 2, 24, 22, 50));
    expect(md).toContain('Mars, Saturn and Pluto form a grand trine, and Jupiter opposite one corner');
    expect(section(md, '## Aspects')).toContain('- **Kite steered by Jupiter**');
    // Was: "- **Grand trine of Mars, Saturn and Pluto**" beside the patterns' kite.
    expect(section(md, '## Aspects')).not.toMatch(/Grand trine/);
  });
});

describe('natal review u: an outer planet on an angle is read on that angle', () => {
  it('says Uranus stands on the Descendant, with the seventh house realm, not that it opposes the Ascendant', () => {
    const md = report(london(1942, 1, 5, 4, 17));
    const uranus = md.split('\n\n').find((x) => x.includes('Taurus Uranus in the seventh house'))!;
    expect(uranus).toContain(
      'Here it stands on the Descendant within 1.7°, so freedom and change bear on your partners and the people you meet one to one',
    );
    // Was: "Here it opposes the Ascendant within 1.7°, so freedom and change bear on how you meet the world".
    expect(md).not.toMatch(/opposes the (Ascendant|Midheaven) within/);
  });
});

describe('natal review u: the German grand trine by its corners', () => {
  it('names a conjunction on a corner as one group, not five planets as five corners (Kurt Cobain)', () => {
    const cobain: ChartInput = {
      name: 'Kurt',
      year: 1967,
      month: 2,
      day: 20,
      hour: 19,
      minute: 20,
      lat: 46.98,
      lng: -123.82,
      tz_str: 'America/Los_Angeles',
    };
    const md = report(cobain, 'de');
    expect(md).toContain(
      'Jupiter, Neptun und die Gruppe aus Merkur, Venus und Saturn bilden ein großes Trigon, und Uranus und Pluto gegenüber einer Ecke',
    );
    // Was: "Merkur, Jupiter, Neptun, Venus und Saturn bilden ein großes Trigon".
    expect(md).not.toMatch(/Merkur, Jupiter, Neptun, Venus und Saturn bilden/);
  });

  it('names a fire grand trine by its element in the German overview and patterns alike', () => {
    const md = report(london(1932, 12, 18, 4, 19), 'de');
    expect(md).toContain('großes Trigon im Element Feuer');
    expect(md.match(/großes Trigon(?! im Element Feuer)/gi) ?? []).toEqual([]);
    // Was: "- **Großes Trigon aus Sonne, Mond und Uranus**".
    expect(section(md, '## Aspekte')).toContain('- **Großes Trigon im Element Feuer**');
  });

  it("lists a kite's sides under the German overview's name for it", () => {
    const md = report(london(1937, 2, 24, 22, 50), 'de');
    expect(section(md, '## Aspekte')).toContain('- **Drachen, den Jupiter lenkt**');
    expect(section(md, '## Aspekte')).not.toMatch(/Großes Trigon/);
  });
});

describe('natal review u: the terms a dignity is claimed by', () => {
  it('names a claimed term as the Egyptian, even when the method line has given way', () => {
    // Steve Jobs, 24 February 1955, 19:15 PST, San Francisco (Astro-Databank, rated AA): a report at
    // its word limit whose Dignities paragraph claims Venus's and Jupiter's terms.
    const input: ChartInput = {
      name: 'Steve',
      year: 1955,
      month: 2,
      day: 24,
      hour: 19,
      minute: 15,
      city: 'San Francisco',
      nation: 'US',
      lat: 37.77493,
      lng: -122.41942,
      tz_str: 'America/Los_Angeles',
    };
    const md = composeNatal({ chart: natalChart(input), now: NOW }).markdown;
    const dignities = md.split('### Dignities and Debilities')[1]!.split('\n#')[0]!;
    expect(dignities).toMatch(/\bterm\b/);
    // Since review d the section says once, in plain words, what a term is and that it is the Egyptian.
    expect(dignities).toMatch(
      /A term is a planet's few degrees of a sign; by the Egyptian table \w+ \d+° to \d+° is \w+'s\./,
    );
  });
});

// Ludwig van Beethoven, baptised 17 December 1770 in Bonn, born the day before; no hour recorded.
const BEETHOVEN: ChartInput = {
  name: 'Ludwig',
  year: 1770,
  month: 12,
  day: 16,
  hour: null,
  minute: null,
  city: 'Bonn',
  nation: 'DE',
  lat: 50.7374,
  lng: 7.0982,
  tz_str: 'Europe/Berlin',
};
const beethoven = () => composeNatal({ chart: natalChart(BEETHOVEN), now: NOW }).markdown;

describe('natal review v: an untimed chart’s dignities', () => {
  const dignities = () => beethoven().split('### Dignities and Debilities')[1]!.split('\n#')[0]!;

  it('does not call a Moon peregrine that may stand in its own face for part of the day', () => {
    const text = dignities();
    expect(text).toContain('the Moon in Sagittarius may stand in its own face for part of the day');
    expect(text).not.toMatch(/Moon in Sagittarius[^.]*peregrine(?!\.)/);
  });

  it('says once that two planets hold their triplicities only by day', () => {
    const text = dignities();
    expect(text.match(/if you were born by day/g)).toHaveLength(1);
  });
});

describe('natal review v: a woven aspect called the closest', () => {
  it('never calls an aspect a planet’s closest when a tighter one was woven elsewhere', () => {
    // Mars opposes Mercury at 0.0°, told in Mercury's paragraph, and the Sun at 2.1°, woven into Mars's own.
    const mars = beethoven().split('### Mars in Gemini')[1]!.split('\n### ')[0]!;
    expect(mars).toMatch(/Sun within 2\.1°/);
    expect(mars).not.toMatch(/closest aspect|tightest contact/);
  });
});
