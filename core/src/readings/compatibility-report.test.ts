import { describe, expect, it } from 'vitest';
import type { RelationshipScore as EngineScore } from '../astro/score';
import { fixtureScore, randomChart } from './__fixtures__/charts';
import { paragraphs } from './__fixtures__/paragraphs';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
  houseOf,
  midpoint,
  synastryAspects,
} from './compatibility-report';
import { maxNameRepeats, repeatedFourGrams } from './__fixtures__/prose';
import { InputError } from './errors';

function reading(seed: number, withAspects = true) {
  const c1 = randomChart(seed * 2, { timeKnown: seed % 4 !== 0 });
  const c2 = randomChart(seed * 2 + 1, { timeKnown: seed % 5 !== 0 });
  const score = fixtureScore(c1, c2, withAspects ? synastryAspects(c1, c2) : []);
  return {
    input: { person1: { firstName: 'Ana', chart: c1 }, person2: { firstName: 'Ben', chart: c2 }, score },
    score,
  };
}

describe('compatibility report', () => {
  it('stays within 800-1,600 words, with or without a breakdown', () => {
    for (let seed = 1; seed <= 80; seed++) {
      for (const withAspects of [true, false]) {
        const r = composeCompatibility(reading(seed, withAspects).input);
        expect(r.wordCount).toBeGreaterThanOrEqual(800);
        expect(r.wordCount).toBeLessThanOrEqual(1600);
      }
    }
  });

  it('shows both people, the score and every breakdown item', () => {
    const { input, score } = reading(6);
    const r = composeCompatibility(input);
    expect(r.markdown).toContain('### Ana');
    expect(r.markdown).toContain('### Ben');
    expect(r.markdown).toContain(`${score.score} out of 44`);
    for (const b of score.breakdown) expect(r.markdown).toContain(b.rule);
    for (const p of paragraphs(r.markdown))
      expect(
        /Sun|Moon|Venus|Mars|Mercury|Jupiter|Saturn|Ascendant|rising|score|points|Ana|Ben/.test(p),
        p,
      ).toBe(true);
  });

  it("sets the overview's tone by the band the score is given, not by its share of the maximum", () => {
    const { input } = reading(3);
    const overview = (score: number, label: string) =>
      composeCompatibility({ ...input, score: { ...input.score, score, max: 62, label } })
        .markdown.split('## Overview')[1]!
        .split('\n## ')[0]!;
    const middling = /mix of ease and challenge|middle ground|real difference/;
    const weak = /less in common|different languages|modest score/;
    const strong = /common ground|agree in many places|generous/;
    // 20 of 62 is a third of the maximum, but "Exceptional" on the scale the reader is shown.
    expect(overview(20, 'Exceptional')).toMatch(strong);
    expect(overview(7, 'Medium')).toMatch(middling);
    expect(overview(2, 'Minimal')).toMatch(weak);
  });

  it('adapts the engine score', () => {
    const engine: EngineScore = {
      score_value: 17,
      score_description: 'Very Important',
      is_destiny_sign: true,
      max_score: 62,
      aspects: [
        { rule: 'venus_mars', p1_name: 'Venus', p2_name: 'Mars', aspect: 'trine', orbit: 1.24, points: 4 },
      ],
    };
    const s = compatibilityScoreFromEngine(engine);
    expect(s).toMatchObject({ score: 17, max: 62, label: 'Very Important', sunsShareQuality: true });
    expect(s.breakdown.map((b) => b.points)).toEqual([5, 4]);
    const r = composeCompatibility({ ...reading(2).input, score: s });
    expect(r.markdown).toContain('17 out of 62');
    expect(r.markdown).toContain('Venus and Mars in aspect: Venus trine Mars');
  });

  it('rejects bad names and out-of-range scores', () => {
    const { input } = reading(1);
    expect(() => composeCompatibility({ ...input, person2: { ...input.person2, firstName: '' } })).toThrow(
      /person2.firstName/,
    );
    expect(() => composeCompatibility({ ...input, score: { ...input.score, score: 99 } })).toThrow(
      InputError,
    );
  });

  it('interprets each synastry contact, with its own theme and advice, naming each planet once', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = composeCompatibility(reading(seed).input);
      expect(maxNameRepeats(r.markdown, 'placement').count).toBeLessThanOrEqual(2);
      expect(repeatedFourGrams(r.markdown, ['Ana', 'Ben']).share).toBeLessThan(0.08);
    }
    const { input } = reading(6);
    const r = composeCompatibility(input);
    const contacts = r.markdown.split('## Connections Between Your Charts')[1]!.split('\n## ')[0]!;
    const lines = paragraphs(contacts);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines)
      expect(line).toMatch(
        /^\*\*Ana's \w+ (conjunction|opposition|trine|square|sextile) Ben's \w+\*\* \(orb [\d.]+°\): [A-Z][^;]+; .+ — .+[.]$/,
      );
    expect(r.markdown).toContain('## Element Fit');
    expect(r.markdown).toMatch(/Over the ten planets, Ana has \d+ \w+/);
  });

  it("places each person in the other's houses only when both birth times are known, and gives the composite", () => {
    const both = composeCompatibility(reading(6).input).markdown;
    expect(both).toContain("## In Each Other's Houses");
    expect(both).toMatch(
      /Ana's (Sun|Moon|Venus|Mars)[^.]*Ben's \w+ house|Ben's \w+ house[^.]*Ana's (Sun|Moon|Venus|Mars)/,
    );
    expect(both).toMatch(
      /## The Relationship Chart\n\n[^#]*Sun[^#]*Moon[^#]*composite (Ascendant|rising sign)/,
    );
    const oneUnknown = composeCompatibility(reading(4).input).markdown; // person 1 has no birth time
    expect(oneUnknown).not.toContain("## In Each Other's Houses");
    expect(oneUnknown).not.toContain('composite Ascendant');
    expect(oneUnknown).toContain('composite Moon');
  });

  it('computes composite midpoints on the shorter arc and houses from the cusps', () => {
    expect(midpoint(10, 50)).toBe(30);
    expect(midpoint(350, 30)).toBe(10);
    expect(midpoint(30, 350)).toBe(10);
    const chart = randomChart(6);
    const cusp = chart.houses!;
    expect(houseOf(chart, cusp[0]!.abs_pos + 0.1)).toBe(1);
    expect(houseOf(chart, cusp[6]!.abs_pos + 0.1)).toBe(7);
    expect(houseOf(randomChart(6, { timeKnown: false }), 10)).toBeNull();
  });
});
