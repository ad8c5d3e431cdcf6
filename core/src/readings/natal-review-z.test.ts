// Review z (issue 27): independent astrologers found aspect texts that contradict a planet's sign,
// a five-planet house stellium left out of the overview, a dignity sentence that denied the lesser
// dignities the report went on to list, a flat "1° every 4 minutes" for the Ascendant at 60°N,
// figures whose sides the aspect list never showed, and the German clock note in the overview.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { born } from './__fixtures__/born';
import { composeNatal } from './natal-report';
import { ascendantMinutesPerDegree } from './natal-synthesis';
import { pairText } from './natal-synthesis-text';

const NOW = new Date('2026-11-29T12:00:00Z');
const report = (input: ChartInput, language?: 'de') =>
  composeNatal({ chart: natalChart(input), now: NOW, ...(language ? { language } : {}) }).markdown;
const section = (md: string, heading: string) => md.split(`\n${heading}\n\n`)[1]?.split(/\n## /)[0] ?? '';
const untimed = (input: ChartInput): ChartInput => ({ ...input, hour: null, minute: null });

describe('natal review z: aspect texts agree with the planet’s sign', () => {
  it('reads a Mercury-Mars opposition to a Libra Mercury as friction under a diplomatic manner, not a blunt mind', () => {
    const signs = { Mercury: 'Lib', Mars: 'Ari' } as const;
    const text = pairText({ p1: 'Mercury', p2: 'Mars', aspect: 'opposition' }, (p) =>
      p === 'Mercury' || p === 'Mars' ? signs[p] : undefined,
    )!;
    expect(text).toMatch(/your Mercury in Libra/);
    expect(text).toMatch(/diplomatic/);
    expect(text).not.toMatch(/speak before you think|combat/);
    // An Aries Mercury keeps the pair's own text, the opposition's own since review (stock sentences).
    expect(pairText({ p1: 'Mercury', p2: 'Mars', aspect: 'opposition' }, () => 'Ari')).toMatch(
      /conversations can turn into contests/,
    );
  });

  it('tells the Libra Mercury square Mars of a London birth by its sign in the list (1962-09-24 19:59)', () => {
    const md = report(born('Dan', [1962, 9, 24, 19, 59], 'London', 'GB'));
    expect(md).toMatch(/Mercury in Libra makes you a natural negotiator at work/);
    const line = section(md, '## Aspects')
      .split('\n')
      .find((x) => x.startsWith('- **Mercury square Mars**'))!;
    expect(line).toMatch(
      /Mars presses on your Mercury in Libra, and the friction lies behind a manner that stays diplomatic/,
    );
    expect(line).not.toMatch(/speak before you think/);
  });
});

describe('natal review z: a stellium of four or more reaches the overview', () => {
  it('names all five planets in the eighth house, not only the four also in Libra (Rome, 1976-09-15 16:41)', () => {
    const overview = section(report(born('Hugo', [1976, 9, 15, 16, 41], 'Rome', 'IT')), '## Overview');
    expect(overview.split('. ')[0]).toMatch(/five planets in the eighth house/);
    expect(overview).toMatch(
      /the eighth house \(Transformation\) holds five planets, the Sun, Mercury, Venus, Mars and Pluto/,
    );
  });
});

describe('natal review z: the dignity sentence names the kind of dignity', () => {
  it('never says no planet holds a dignity while a lesser one is then claimed by sect (Stockholm, 1957-02-19, no time)', () => {
    const md = report(untimed(born('Cara', [1957, 2, 19, 0, 17], 'Stockholm', 'SE')));
    const dignities = md.split('### Dignities and Debilities\n\n')[1]!.split('\n#')[0]!;
    expect(dignities).not.toMatch(/holds a dignity of its own/);
    expect(dignities).toMatch(
      /^By essential dignity, no classical planet stands in its own sign or its exaltation, and none surely holds a lesser dignity\./,
    );
    expect(dignities).toMatch(/holds its triplicity only if you were born by/);
  });

  it('names the Sun’s own decan in German, not a list of three possible lesser dignities (1989-06-19 14:27, Oslo)', () => {
    const md = report(born('Eva', [1989, 6, 19, 14, 27], 'Oslo', 'NO'), 'de');
    const wuerden = md.split('### Würden\n\n')[1]!.split('\n#')[0]!;
    expect(wuerden).not.toMatch(/\(Triplizität, Term oder Dekan\)/);
    expect(wuerden).toMatch(/die Sonne \(ihren Dekan\)/);
  });
});

describe('natal review z: the Ascendant’s rate is this chart’s own', () => {
  it('measures the rising rate from the sky: under a minute a degree for Pisces at Oslo, over four for Oprah’s Sagittarius', () => {
    const oslo = natalChart(born('Liv', [1990, 3, 10, 7, 6], 'Oslo', 'NO'));
    expect(ascendantMinutesPerDegree(oslo)).toBeLessThan(1);
    const oprah = natalChart({
      name: 'Oprah',
      year: 1954,
      month: 1,
      day: 29,
      hour: 4,
      minute: 30,
      lat: 33.06,
      lng: -89.59,
      tz_str: 'America/Chicago',
    });
    expect(ascendantMinutesPerDegree(oprah)).toBeGreaterThan(4);
    expect(
      ascendantMinutesPerDegree(natalChart(untimed(born('Liv', [1990, 3, 10, 7, 6], 'Oslo', 'NO')))),
    ).toBeNull();
  });

  it('tells an Ascendant on the Pisces-Aries cusp at 60°N in its real minutes, not a flat four', () => {
    const md = report(born('Liv', [1990, 3, 10, 7, 6], 'Oslo', 'NO'));
    expect(md).not.toMatch(/1° every 4 minutes/);
    expect(md).toMatch(
      /Your Ascendant sits at 29°\d\d′ Pisces, on the cusp of Pisces and Aries: at your birthplace and hour it was moving 1° every 0\.9 minutes, so a birth less than a minute later would have had Aries rising/,
    );
  });
});

describe('natal review z: a figure’s sides can be checked in the aspect list', () => {
  it('says a grand trine’s side runs wider than the list’s orbs, and names a yod’s quincunxes (Anchorage, 1994-06-18 13:06)', () => {
    const aspects = section(report(born('Ida', [1994, 6, 18, 13, 6], 'Anchorage', 'US')), '## Aspects');
    // Jupiter trine Saturn at 7.4° is a side of the figure, past the list's 6° for a trine.
    expect(aspects).toMatch(
      /- \*\*Grand trine in water\*\*, its other sides: Mercury trine Saturn \(5\.3°\) and Jupiter trine Saturn \(7\.4°\); figures take wider orbs than the list\./,
    );
    // The list carries no quincunx, so the yod's legs to its apex are named on its line.
    expect(aspects).toMatch(
      /- \*\*Yod on Sun\*\*, its base: Uranus sextile Pluto \(0\.4°\), with Uranus and Pluto quincunx the Sun \(2\.0° and 1\.5°\)\./,
    );
  });
});

describe('natal review z: the German clock note sits in the technical details, as in English', () => {
  it('points to the summer-time caution from the overview and states it under Technische Details (Duluth, 1941)', () => {
    const md = report(born('Bob', [1941, 5, 24, 21, 5], 'Duluth', 'US'), 'de');
    const uberblick = md.split('## Überblick\n\n')[1]!.split('\n## ')[0]!;
    expect(uberblick).not.toMatch(/Vor 1967 entschieden/);
    expect(uberblick).toMatch(/welche dieses Horoskop liest, steht am Ende in den technischen Details\./);
    expect(md.split('## Technische Details\n\n')[1]).toMatch(
      /- \*\*Geburtsuhr\*\*: Vor 1967 entschieden amerikanische Orte/,
    );
  });
});

describe('natal review b', () => {
  it('gives a ruling planet’s realm of two a plural verb: "growth and faith colour the rest"', () => {
    const md = report(born('Ingrid', [1979, 2, 14, 5, 20], 'Bergen', 'NO'));
    expect(md).not.toMatch(/\band \w+ colours the rest\b/);
    // The seventh house is partners, not friends; "tradition read here" wanted "reads".
    expect(md).not.toMatch(/a house of partners and friends|tradition read here/);
  });
});
