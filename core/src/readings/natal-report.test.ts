import { describe, expect, it } from 'vitest';
import { POINT_NAMES } from '../astro/types';
import { randomChart } from './__fixtures__/charts';
import { paragraphs } from './__fixtures__/paragraphs';
import { SIGN_TEXT } from './content/astro';
import { InputError } from './errors';
import { composeNatal } from './natal-report';
import { maxNameRepeats, repeatedFourGrams, sentenceSet, sharedSentenceShare } from './__fixtures__/prose';

const FACTORS = [
  ...POINT_NAMES.map((p) => p.replace(/_/g, ' ')),
  'Midheaven',
  'North Node',
  'Black Moon Lilith',
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'} House`),
  // The synthesis paragraphs weigh elements, modalities and hemispheres, which are factors too.
  ...['fire', 'earth', 'air', 'water', 'cardinal', 'fixed', 'mutable', 'horizon', 'quadrant'],
  ...Object.values(SIGN_TEXT).map((s) => s.name),
];

describe('natal report', () => {
  it('stays within 1,200-2,500 words with and without a birth time', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const r = composeNatal({ chart: randomChart(seed, { timeKnown: seed % 3 !== 0 }) });
      expect(r.wordCount, `seed ${seed}`).toBeGreaterThanOrEqual(1200);
      expect(r.wordCount, `seed ${seed}`).toBeLessThanOrEqual(2500);
    }
  });

  it('has every section and names a chart factor in every paragraph', () => {
    const chart = randomChart(42);
    const a = composeNatal({ chart });
    for (const h of [
      '## Overview',
      '## Core Placements',
      '## Aspects',
      '## Chart Synthesis',
      '## Guidance',
      '### Ascendant in',
      '### Midheaven in',
    ]) {
      expect(a.markdown).toContain(h);
    }
    for (const p of paragraphs(a.markdown))
      expect(
        FACTORS.some((f) => p.includes(f)),
        p,
      ).toBe(true);
    const sun = chart.points.find((p) => p.name === 'Sun')!;
    expect(a.markdown).toContain(`### Sun in ${SIGN_TEXT[sun.sign].name}`);
  });

  it('says what cannot be known without a birth time and leaves out houses and angles', () => {
    const r = composeNatal({ chart: randomChart(9, { timeKnown: false }) });
    expect(r.markdown).toContain('## What This Chart Cannot Tell');
    expect(r.markdown).not.toMatch(/House\b/);
    expect(r.markdown).not.toContain('### Ascendant');
    expect(r.facts.birthTimeKnown).toBe(false);
    expect(r.facts.placements.every((p) => p.house === null)).toBe(true);
  });

  it('mentions the possible Moon signs when the Moon may change sign that day', () => {
    let seed = 1;
    let chart = randomChart(seed, { timeKnown: false });
    while (!chart.points.find((p) => p.name === 'Moon')!.uncertain)
      chart = randomChart(++seed, { timeKnown: false });
    const moon = chart.points.find((p) => p.name === 'Moon')!;
    const r = composeNatal({ chart });
    const moonParagraph = r.markdown.split('### Moon in ')[1]!.split('###')[0]!;
    expect(moonParagraph).toContain(moon.uncertain!.signs.map((s) => SIGN_TEXT[s].name).join(' and '));
  });

  it('neutralises the name and rejects a name without letters', () => {
    const r = composeNatal({ chart: randomChart(3), firstName: '# <b>Bo</b> _x_' });
    expect(r.markdown).not.toMatch(/<b>|^# <|_x_/m);
    expect(() => composeNatal({ chart: randomChart(3), firstName: '42' })).toThrow(InputError);
  });

  it('names a placement at most twice per paragraph, rarely repeats its own wording, and differs between people', () => {
    const reports = Array.from({ length: 40 }, (_, n) =>
      composeNatal({ chart: randomChart(100 + n, { timeKnown: n % 4 !== 0 }) }),
    );
    for (const r of reports) {
      const most = maxNameRepeats(r.markdown, 'placement');
      expect(most.count, most.paragraph).toBeLessThanOrEqual(2);
      expect(repeatedFourGrams(r.markdown, [r.facts.name]).share).toBeLessThan(0.05);
    }
    const sets = reports.map((r) => sentenceSet(r.markdown));
    for (let i = 1; i < sets.length; i++) expect(sharedSentenceShare(sets[0]!, sets[i]!)).toBeLessThan(0.2);
  });
});
