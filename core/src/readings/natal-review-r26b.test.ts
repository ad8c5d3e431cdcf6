// An astrologer's review (r26b) of a fresh natal batch: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import { composeNatal } from './natal-report';
import { LUCIA as LUCIA_BIRTH, MEI_UNTIMED, YUKI_UNTIMED } from './__fixtures__/review-r26-births';
import { saturnReturnAtAge } from './natal-placement-context';

const NOW = new Date('2026-11-27T12:00:00Z');
const birth = (input: Omit<ChartInput, 'name'>) => natalChart({ name: 'R', ...input });
const SOFIA = birth({
  year: 1991,
  month: 7,
  day: 19,
  hour: 6,
  minute: 25,
  lat: 59.3293,
  lng: 18.0686,
  tz_str: 'Europe/Stockholm',
});
const DANIEL = birth({
  year: 1975,
  month: 1,
  day: 28,
  hour: 14,
  minute: 10,
  lat: 6.5244,
  lng: 3.3792,
  tz_str: 'Africa/Lagos',
});
const MEI = natalChart({ ...MEI_UNTIMED, name: 'R' });
const PAUL = birth({
  year: 1962,
  month: 11,
  day: 11,
  hour: 20,
  minute: 45,
  lat: 53.5511,
  lng: 9.9937,
  tz_str: 'Europe/Berlin',
});
const LUCIA = natalChart({ ...LUCIA_BIRTH, name: 'R' });
const NOAH = birth({
  year: 1980,
  month: 6,
  day: 24,
  hour: 11,
  minute: 55,
  lat: 47.3769,
  lng: 8.5417,
  tz_str: 'Europe/Zurich',
});

const md = (chart: ReturnType<typeof birth>) => composeNatal({ chart, now: NOW }).markdown;
const paragraph = (text: string, heading: string) => {
  const at = text.indexOf(`### ${heading}`);
  expect(at, heading).toBeGreaterThanOrEqual(0);
  return text.slice(at).split('\n\n')[1]!;
};
const overview = (text: string) => text.split('## Overview\n\n')[1]!.split('\n\n')[0]!;

describe('natal review r26b', () => {
  it('reads the North Node by its house axis first, the sign only as style (Lucia: Leo in the seventh)', () => {
    const north = paragraph(md(LUCIA), 'North Node in Leo, Seventh House');
    expect(north).toMatch(
      /^North Node in Leo in the seventh, South Node in the first: you grow through partnership/,
    );
    expect(north).not.toMatch(/be seen as an individual/);
  });

  it('reads an outer planet square an angle by its house and contact before its generation (Sofia: Pluto)', () => {
    const pluto = paragraph(md(SOFIA), 'Pluto in Scorpio, Fourth House');
    expect(pluto).toMatch(/^[^.]*fourth house/);
    expect(pluto).not.toMatch(/Those born with Pluto/);
    // The contact is told in the paragraph when the budget leaves room, and always in the list.
    expect(md(SOFIA)).toMatch(/Pluto square Ascendant\*\* \(orb 0\.8°\)/);
  });

  it('keeps a dignified Jupiter its house sentence and, ruling the Midheaven, says so (Daniel, Paul)', () => {
    expect(paragraph(md(DANIEL), 'Jupiter in Pisces, Tenth House')).toMatch(/tenth house/);
    const paul = paragraph(md(PAUL), 'Jupiter in Pisces, Ninth House');
    expect(paul).toMatch(/ninth house/);
    expect(paul).toMatch(/rules your Midheaven/);
  });

  it('leads with the chart ruler on an angle and a dignified cazimi, not a wider angle or a trine (Daniel, Mei)', () => {
    const daniel = overview(md(DANIEL));
    expect(daniel).toMatch(/^Daniel|^R, [^.]*Mercury on the Midheaven/);
    expect(daniel).not.toMatch(/heart of your chart is the Moon on the IC/);
    // The Midheaven is named with its orb once, not again in the ruler's sentence.
    expect(daniel.match(/of the Midheaven/g)?.length ?? 0).toBeLessThanOrEqual(2);
    const mei = overview(md(MEI));
    expect(mei).toMatch(/^R, [^.]*Mercury in the heart of the Sun/);
    expect(mei).toMatch(/most likely cazimi/);
  });

  it('says the leading planet as astrology, with no scoring words (Sofia, Noah)', () => {
    for (const chart of [SOFIA, NOAH, DANIEL, PAUL, LUCIA, MEI]) {
      const text = overview(md(chart));
      expect(text).not.toMatch(/weighs most|so much of its tone/);
    }
    expect(overview(md(SOFIA))).toMatch(
      /The Sun sets the tone of your chart: it rules the signs holding Mercury and Jupiter/,
    );
  });

  it('varies the line for a first Saturn return some years past by sign and house', () => {
    const lines = new Set(
      [
        ['Aquarius', 6],
        ['Cancer', 2],
        ['Capricorn', 12],
        ['Leo', 5],
        ['Virgo', 3],
      ].map(
        ([sign, house]) => saturnReturnAtAge(40, [29, 30], sign as string, house as number).split(',')[0],
      ),
    );
    expect(lines.size).toBeGreaterThanOrEqual(2);
    expect([...lines].join(' ')).not.toMatch(/what you stand on until the second/);
  });

  it('calls an aspect "your closest" only when no tighter pair of planets exists (review r26c)', () => {
    // 30 August 2002, Osaka, no time: Saturn trine Uranus at 1.0° is tighter than Mercury sextile Jupiter.
    const yuki = natalChart(YUKI_UNTIMED);
    const text = composeNatal({ chart: yuki, now: new Date('2026-11-27T12:00:00Z') }).markdown;
    expect(text).not.toMatch(/Mercury sextiles Jupiter within [\d.]+°, your closest aspect/);
  });
});
