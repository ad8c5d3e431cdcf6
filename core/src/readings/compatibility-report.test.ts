import { describe, expect, it } from 'vitest';
import { relationshipScoreFromInputs, type RelationshipScore as EngineScore } from '../astro/score';
import type { ChartInput } from '../astro/types';
import { CHARLES, DIANA, ELIZABETH, PHILIP } from './__fixtures__/public-births';
import { fixtureScore, randomChart } from './__fixtures__/charts';
import { grammarFaults } from './__fixtures__/astro-grammar';
import { paragraphs } from './__fixtures__/paragraphs';
import { compatibilityScoreFromEngine, composeCompatibility, synastryAspects } from './compatibility-report';
import { aspectFamily, SYNASTRY_TEXT, synastryKey, type SynastryPoint } from './content/authored';
import { InputError } from './errors';
import { plainApostrophes } from './text';

function reading(seed: number, withAspects = true) {
  const c1 = randomChart(seed * 2, { timeKnown: seed % 4 !== 0 });
  const c2 = randomChart(seed * 2 + 1, { timeKnown: seed % 5 !== 0 });
  const score = fixtureScore(c1, c2, withAspects ? synastryAspects(c1, c2) : []);
  return {
    input: { person1: { firstName: 'Ana', chart: c1 }, person2: { firstName: 'Ben', chart: c2 }, score },
    score,
  };
}

function royal(diana: ChartInput) {
  const { charts, ...engine } = relationshipScoreFromInputs(CHARLES, diana);
  const score = compatibilityScoreFromEngine(engine);
  return composeCompatibility({
    person1: { firstName: 'Charles', chart: charts[0] },
    person2: { firstName: 'Diana', chart: charts[1] },
    score: { ...score, max: Math.max(44, score.score) },
  });
}

describe('compatibility report', () => {
  it('tells the story of the pair before the list, weightiest contacts first, and keeps the score for its own section', () => {
    const r = royal(DIANA);
    const md = r.markdown;
    expect(md.indexOf('## Overview')).toBeLessThan(md.indexOf('## Connections Between Your Charts'));
    const overview = md.split('## Overview\n\n')[1]!.split('\n## ')[0]!;
    expect(overview).not.toMatch(/Kerykeion|Minimal|out of 44/);
    expect(overview).toMatch(
      /^Charles and Diana, the strongest bond between your charts is Charles's \w+ \w+ Diana's \w+/,
    );
    expect(overview).toMatch(/The main friction is Charles's \w+ (square|opposition) Diana's \w+/);
    expect(overview).toMatch(
      /Taken as a whole, Charles and Diana, [a-z0-9]+ of the [a-z0-9]+ contacts between your charts involve/,
    );
    // Ranked by weight, not orb alone: his Sun opposite her Venus and his Mars on her Ascendant are read.
    const list = md.split('## Connections Between Your Charts')[1]!;
    expect(list).toContain("**Charles's Sun opposition Diana's Venus**");
    expect(list).toContain("**Charles's Mars conjunction Diana's Ascendant**");
    expect(md).toMatch(/Your charts score 4 out of 44, in the band the scale calls Minimal\./);
    expect(md).toMatch(/many lasting couples score modestly/);
    expect(md).toContain(
      "- **Sun and Moon in aspect: Sun square Moon** (Charles's Sun, Diana's Moon; orb 2.6°): 4 points",
    );
    expect(grammarFaults(md)).toEqual([]);
  });

  it("reads the Moons of Elizabeth and Philip together, and a planet on the partner's Descendant as partnership", () => {
    const { charts, ...engine } = relationshipScoreFromInputs(ELIZABETH, PHILIP);
    const md = composeCompatibility({
      person1: { firstName: 'Elizabeth', chart: charts[0] },
      person2: { firstName: 'Philip', chart: charts[1] },
      score: compatibilityScoreFromEngine(engine),
    }).markdown;
    expect(md).toContain("**Elizabeth's Moon conjunction Philip's Moon**");
    // Her Mars opposite his Ascendant stands on his Descendant.
    expect(md).toMatch(/\*\*Elizabeth's Mars on Philip's Descendant\*\*[^\n]*partnership/);
    expect(md).not.toMatch(/main friction is Elizabeth's Mars opposition Philip's Ascendant/);
  });

  it('gives each couple guidance drawn from its own bond and friction, not a shared sentence', () => {
    const guidance = (md: string) =>
      md
        .split('## Guidance\n\n')[1]!
        .replace(/Charles|Diana|Ana|Ben/g, 'X')
        .split(/(?<=\.) /);
    const royalGuidance = guidance(royal(DIANA).markdown);
    for (let seed = 1; seed <= 6; seed++) {
      const other = guidance(composeCompatibility(reading(seed).input).markdown);
      for (const sentence of other) expect(royalGuidance).not.toContain(sentence);
    }
  });

  it('states an element tie as a tie in the portrait and the story (Charles: fire and air)', () => {
    const md = royal(DIANA).markdown;
    expect(md).toMatch(/Charles's planets are tied between fire and air, three in each/);
    expect(md).toMatch(/Charles's chart is tied between fire and air/);
    expect(md).not.toMatch(/Charles's chart leads with/);
  });

  it('explains exactly what the score counts, with bands that match their labels, never on a moving maximum', () => {
    const { input } = reading(2);
    const md = composeCompatibility({
      ...input,
      score: { ...input.score, score: 24, max: 54, label: 'Exceptional' },
    }).markdown;
    expect(md).toContain('Your charts score 24 out of 44, in the band the scale calls Exceptional.');
    expect(md).not.toMatch(/out of 54/);
    expect(md).toMatch(
      /Minimal 0-4, Medium 5-9, Important 10-14, Very Important 15-19, Exceptional 20-29, Rare Exceptional 30 and above\./,
    );
    expect(md).toMatch(/5 when both Suns are in signs of the same mode/);
    expect(md).toMatch(/average about 14\.5/);
    for (const b of input.score.breakdown) expect(md).toContain(b.rule);
  });

  it('writes each contact from the authored text of its two points and its aspect family', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { input } = reading(seed);
      const md = composeCompatibility(input).markdown;
      const section = md.split('## Connections Between Your Charts\n\n')[1]?.split('\n## ')[0];
      if (!section) continue;
      for (const line of paragraphs(section)) {
        // A planet on the partner's Descendant has its own partnership text.
        if (/ on (Ana|Ben)'s Descendant\*\*/.test(line)) continue;
        const m = /^\*\*Ana's (\w+) (\w+) Ben's (\w+)\*\* \([^)]*\): (.+)$/.exec(line)!;
        expect(m, line).not.toBeNull();
        const [, p1, aspect, p2, text] = m;
        const key = synastryKey(p1 as SynastryPoint, p2 as SynastryPoint)!;
        const [first, second] = key.swapped ? ['Ben', 'Ana'] : ['Ana', 'Ben'];
        const family = aspectFamily(aspect as 'trine');
        expect(text).toBe(
          plainApostrophes(
            SYNASTRY_TEXT[key.key]![family].replaceAll('{A}', first).replaceAll('{B}', second),
          ),
        );
      }
    }
  });

  it('without a birth time leaves uncertain Moon contacts out of the score and says what the time would add', () => {
    const known = royal(DIANA);
    const unknown = royal({ ...DIANA, hour: null, minute: null });
    // Her Moon moves from 13° to 28° Aquarius that day, so the square to his Sun at 22° Scorpio
    // holds only part of the day: it scores with her birth time and not without it.
    expect(known.facts.score.score).toBe(4);
    expect(unknown.facts.score.score).toBe(0);
    expect(unknown.markdown).toMatch(
      /Without Diana's birth time the Ascendant rules cannot fire \(up to 8 points\), and the Moon counts only in contacts that hold all day\. Over the possible hours of birth the Sun, Moon, Venus and Mars rules give between 0 and 4 points\./,
    );
    expect(unknown.markdown).not.toMatch(/Diana's Moon[^\n]*\(orb/);
    expect(unknown.markdown).not.toMatch(/Diana's Ascendant|Diana's \w+ house/);
    expect(grammarFaults(unknown.markdown)).toEqual([]);
  });

  it("places each person's planets in the other's houses only where the house owner's birth time is known", () => {
    const both = composeCompatibility(reading(6).input).markdown;
    expect(both).toContain("## In Each Other's Houses");
    const noTimes = reading(20).input; // neither birth time known
    expect(composeCompatibility(noTimes).markdown).not.toContain("## In Each Other's Houses");
  });

  it('is the same text for the same charts, and stays within 1,600 words', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { input } = reading(seed, seed % 2 === 0);
      const a = composeCompatibility(input);
      expect(composeCompatibility(input).markdown).toBe(a.markdown);
      expect(a.wordCount).toBeLessThanOrEqual(1600);
      expect(grammarFaults(a.markdown)).toEqual([]);
    }
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
      range: { min: 13, max: 21 },
    };
    const s = compatibilityScoreFromEngine(engine);
    expect(s).toMatchObject({
      score: 17,
      max: 62,
      label: 'Very Important',
      sunsShareQuality: true,
      range: { min: 13, max: 21 },
    });
    expect(s.breakdown.map((b) => b.points)).toEqual([5, 4]);
    const r = composeCompatibility({ ...reading(2).input, score: s });
    expect(r.markdown).toContain('17 out of 44');
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
});
