// Review r33 of the English natal report: an astrologer found the overview placing its ruler twice,
// a stellium told in the overview and again in its section, "Both" after a list of three planets,
// ease claimed of a reception between peregrine planets, sect read into a modern ruler, and an
// Ascendant at 29° read as certain where its ruler is told.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal } from './natal-report';

const NOW = new Date('2026-11-28T12:00:00Z');

const birth = (
  name: string,
  date: string,
  time: string | null,
  lat: number,
  lng: number,
  tz: string,
): ChartInput => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time ? (time.split(':').map(Number) as [number, number]) : [null, null];
  return { name, year, month, day, hour, minute, lat, lng, tz_str: tz };
};
const report = (input: ChartInput) => composeNatal({ chart: natalChart(input), now: NOW }).markdown;
const section = (md: string, heading: string) => md.split(`\n${heading}\n\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((x) => x.trim());

const BRANDO = birth('Marlon', '1924-04-03', '23:00', 41.2565, -95.9345, 'America/Chicago');
const OPRAH = birth('Oprah', '1954-01-29', '04:30', 33.06, -89.59, 'America/Chicago');
// Births from the review's scan, each showing one fault on the old composer.
const SUN_SQUARE_PAIR = birth('Alex', '1940-08-06', '09:46', -23.55, -46.63, 'America/Sao_Paulo');
const LEO_STELLIUM_UNTIMED = birth('Alex', '1931-08-10', null, 35.68, 139.69, 'Asia/Tokyo');
const VENUS_MARS_UNTIMED = birth('Alex', '1992-02-19', null, 30.04, 31.24, 'Africa/Cairo');
const FIVE_RULED = birth('Alex', '1970-05-12', '23:34', 59.91, 10.75, 'Europe/Oslo');
const PEREGRINE_RECEPTIONS = birth('Alex', '1991-03-17', '04:44', -33.87, 151.21, 'Australia/Sydney');
const FALLEN_RECEPTION = birth('Alex', '1937-10-21', '20:45', 30.04, 31.24, 'Africa/Cairo');
const PLUTO_RULER = birth('Alex', '2002-05-07', '18:53', 19.08, 72.88, 'Asia/Kolkata');

const PLANET = '(?:the Sun|the Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Chiron|Lilith)';
const THREE = new RegExp(`${PLANET}, ${PLANET},? (?:[^.]*, )?and ${PLANET}`);

/** The review's checks, each a count of offending sentences or paragraphs in one report. */
function faults(md: string) {
  const body = md.split('\n## Technical Details')[0]!;
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 40 && !p.startsWith('#') && !p.startsWith('|'));
  const all = paragraphs.flatMap(sentences).filter((x) => x.length > 40);
  const count = (xs: string[]) => xs.length - new Set(xs).size;
  let both = 0;
  for (const p of paragraphs) {
    const ss = sentences(p);
    for (let i = 1; i < ss.length; i++) if (/^Both (?!themes)/.test(ss[i]!) && THREE.test(ss[i - 1]!)) both++;
  }
  const sect = all.filter(
    (x) => /\bsect\b|day chart|night chart/.test(x) && /(Uranus|Neptune|Pluto), your chart ruler/.test(x),
  ).length;
  const overview = section(md, '## Overview');
  const easy =
    /Both (themes )?come easily|Each is a gift/.test(overview) &&
    /neither gains dignity|though not dignity|more than ease|rarely pull the same way|each hosting the other\./.test(
      overview,
    )
      ? 1
      : 0;
  return { sentences: count(all), paragraphs: count(paragraphs), both, sect, easy };
}

describe('natal review r33', () => {
  it('places a keystone ruler once in the overview, naming only the rising sign after its theme (Brando)', () => {
    const overview = section(report(BRANDO), '## Overview');
    expect(overview).toMatch(
      /Jupiter, the ruler of your chart, is its dominant planet, at home in Sagittarius/,
    );
    expect(overview).toMatch(/Your Sagittarius Ascendant is what makes Jupiter your chart ruler\./);
    expect(overview).not.toMatch(/Jupiter rules your chart through/);
  });

  it('tells one aspect to a conjunction once, not again from its other end', () => {
    const overview = section(report(SUN_SQUARE_PAIR), '## Overview');
    expect(overview).toMatch(/The Sun in Leo squares Jupiter in Taurus, with Saturn beside it/);
    expect(overview).not.toMatch(/The Sun in Leo squares Saturn in Taurus, with Jupiter beside it/);
  });

  it('tells a stellium the overview kept only there, and a pair the overview read only once', () => {
    const leo = report(LEO_STELLIUM_UNTIMED);
    expect(leo.split('Three planets, the Sun, Venus and Jupiter, gather in Leo').length - 1).toBe(1);
    expect(leo).not.toMatch(/### Stelliums/);
    const pair = report(VENUS_MARS_UNTIMED);
    expect(pair.split('Venus and Mars together blend attraction with desire').length - 1).toBe(1);
  });

  it('names the two themes, not a bare "Both", after a sentence listing five planets', () => {
    const overview = section(report(FIVE_RULED), '## Overview');
    expect(overview).toMatch(/Saturn, Uranus|Saturn and Uranus/);
    expect(overview).toMatch(/Both themes stand on angles/);
    expect(overview).not.toMatch(/\. Both (?!themes)/);
  });

  it('claims no ease for receptions between peregrine or debilitated planets', () => {
    for (const input of [PEREGRINE_RECEPTIONS, FALLEN_RECEPTION]) {
      const overview = section(report(input), '## Overview');
      expect(overview).toMatch(/mutual reception/);
      expect(overview).not.toMatch(/come easily|Each is a gift/);
    }
  });

  it('reads sect only of classical planets: a Scorpio ascendant’s ruler for sect is Mars, never Pluto', () => {
    const sect = section(report(PLUTO_RULER), '### Day or Night Chart');
    expect(sect).toMatch(/night chart|day chart/);
    expect(sect).not.toMatch(/(Uranus|Neptune|Pluto), your chart ruler/);
  });

  it('flags an Ascendant within a degree of the sign’s edge where its ruler is read (Oprah)', () => {
    const md = report(OPRAH);
    expect(section(md, '### Chart Ruler')).toMatch(
      /Your Ascendant sits at 29°40′ Sagittarius, on the cusp of Sagittarius and Capricorn: at your birthplace and hour it was moving 1° every 4\.4 minutes, so a birth about 1 minute later would have had Capricorn rising, and with it another chart ruler\./,
    );
    expect(md.split('Your Ascendant sits at').length - 1).toBe(1);
    expect(report(BRANDO)).not.toMatch(/Your Ascendant sits at/);
  });

  it('finds none of the review’s faults over sixty births, timed and untimed', () => {
    const CITIES: [number, number, string][] = [
      [51.5, -0.13, 'Europe/London'],
      [40.71, -74.0, 'America/New_York'],
      [-33.87, 151.21, 'Australia/Sydney'],
      [-23.55, -46.63, 'America/Sao_Paulo'],
      [35.68, 139.69, 'Asia/Tokyo'],
      [19.08, 72.88, 'Asia/Kolkata'],
    ];
    let seed = 33;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const births = [
      SUN_SQUARE_PAIR,
      LEO_STELLIUM_UNTIMED,
      VENUS_MARS_UNTIMED,
      FIVE_RULED,
      PEREGRINE_RECEPTIONS,
      FALLEN_RECEPTION,
      PLUTO_RULER,
    ];
    while (births.length < 60) {
      const [lat, lng, tz] = CITIES[Math.floor(next() * CITIES.length)]!;
      const untimed = next() < 0.15;
      births.push({
        name: 'Alex',
        year: 1930 + Math.floor(next() * 81),
        month: 1 + Math.floor(next() * 12),
        day: 1 + Math.floor(next() * 28),
        hour: untimed ? null : Math.floor(next() * 24),
        minute: untimed ? null : Math.floor(next() * 60),
        lat,
        lng,
        tz_str: tz,
      });
    }
    const total = { sentences: 0, paragraphs: 0, both: 0, sect: 0, easy: 0 };
    for (const b of births) {
      const f = faults(report(b));
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += f[k];
    }
    expect(total).toEqual({ sentences: 0, paragraphs: 0, both: 0, sect: 0, easy: 0 });
  });
});
