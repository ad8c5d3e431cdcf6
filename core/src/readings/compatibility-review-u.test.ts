import { describe, expect, it } from 'vitest';
import { relationshipScoreFromInputs } from '../astro/score';
import type { ChartInput } from '../astro/types';
import { compatibilityScoreFromEngine, composeCompatibility } from './compatibility-report';
import type { RelationshipKind } from './relationship';

// Births as the review set t gave them (Cork, Dublin, Munich, Hamburg; zones from the city).
const PATRICK: ChartInput = {
  name: 'Patrick',
  year: 1962,
  month: 4,
  day: 3,
  hour: 6,
  minute: 20,
  lat: 51.8985,
  lng: -8.4756,
  tz_str: 'Europe/Dublin',
};
const dublin = (year: number, month: number, day: number, hour: number, minute: number): ChartInput => ({
  name: 'Siobhan',
  year,
  month,
  day,
  hour,
  minute,
  lat: 53.3498,
  lng: -6.2603,
  tz_str: 'Europe/Dublin',
});
const CLARA: ChartInput = {
  name: 'Clara',
  year: 1991,
  month: 3,
  day: 8,
  hour: 7,
  minute: 45,
  lat: 48.1374,
  lng: 11.5755,
  tz_str: 'Europe/Berlin',
};
const JONAS: ChartInput = {
  name: 'Jonas',
  year: 1989,
  month: 11,
  day: 21,
  hour: 22,
  minute: 10,
  lat: 53.5511,
  lng: 9.9937,
  tz_str: 'Europe/Berlin',
};

function report(p1: ChartInput, p2: ChartInput, relationship: RelationshipKind, language?: 'de'): string {
  const { charts, ...engine } = relationshipScoreFromInputs(p1, p2);
  return composeCompatibility({
    person1: { firstName: p1.name!, chart: charts[0] },
    person2: { firstName: p2.name!, chart: charts[1] },
    score: compatibilityScoreFromEngine(engine),
    relationship,
    ...(language ? { language } : {}),
  }).markdown;
}

function scoreLine(p1: ChartInput, p2: ChartInput, relationship: RelationshipKind): string {
  const { charts, ...engine } = relationshipScoreFromInputs(p1, p2);
  const md = composeCompatibility({
    person1: { firstName: p1.name!, chart: charts[0] },
    person2: { firstName: p2.name!, chart: charts[1] },
    score: compatibilityScoreFromEngine(engine),
    relationship,
  }).markdown;
  return md.split('\n').find((l) => l.startsWith('- **Compatibility score**'))!;
}

const sentences = (line: string) => line.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

describe('compatibility score beside the contacts (review t)', () => {
  it('a 0 beside a close Moon opposition says what the scale counts and why the Moons are not in it', () => {
    const line = scoreLine(PATRICK, dublin(1988, 8, 15, 7, 5), 'family');
    expect(line).toContain('0 of 44');
    expect(line).toContain(
      "It counts only Suns with Suns, Moons or Ascendants, Moons with Ascendants, and Venus with Mars; Patrick's Moon opposition Siobhan's Moon (1.9°) is Moon with Moon, a tie in its own right.",
    );
    // The bond is not then read as empty.
    expect(line).toContain('not that the family bond is weak');
  });

  it('never says the number comes from a pair it calls too wide, and says the scale still counts it at that width', () => {
    const line = scoreLine(PATRICK, dublin(1993, 8, 19, 13, 5), 'family');
    expect(line).not.toMatch(/comes? from [^.]*too wide/);
    expect(line).toContain(
      "It comes from Patrick's Mars trine Siobhan's Venus; for any bond, and so within a family, it measures how readily your charts engage, not how close you are. Its wider orbs also count Patrick's Ascendant and Siobhan's Moon, close to an opposition but too wide to be read above, at 8.1°.",
    );
  });

  it('names the two contacts that give the number in sentences of at most two possessives', () => {
    const line = scoreLine(CLARA, JONAS, 'romantic');
    expect(line).toContain(
      "It comes from Clara's Sun opposite Jonas's Moon. The rest comes from Clara's Moon trine Jonas's Ascendant.",
    );
    for (const s of sentences(line.replace('- **Compatibility score**: ', '')))
      expect(s.match(/\b\p{Lu}\w+'s\b/gu)?.length ?? 0, s).toBeLessThanOrEqual(2);
  });

  it('says once that an Ascendant within a degree of the next sign turns on minutes, with the ruler and contacts it carries', () => {
    // Clara born at 07:10 has 29°01' Pisces rising; at 07:12 it is Aries.
    const md = report({ ...CLARA, minute: 10 }, JONAS, 'romantic');
    const note =
      "Clara's Ascendant lies within a degree of Aries: a birth a few minutes later would make Clara Aries rising, ruled by Mars instead of Jupiter, and the contact from Jonas's Sun to it rests on the same minutes.";
    expect(md.split(note).length - 1).toBe(1);
    // At 07:45, mid-Aries, nothing is said.
    expect(report(CLARA, JONAS, 'romantic')).not.toMatch(/Ascendant lies within a degree/);
  });

  it('says the same in German: the close Moon opposition beside 0, the wide pair counted apart, the Ascendant on the edge', () => {
    const wert = (md: string) => md.split('## Der Wert\n\n')[1]!.split('\n')[0]!;
    expect(wert(report(PATRICK, dublin(1988, 8, 15, 7, 5), 'family', 'de'))).toContain(
      'Patricks Mond in Opposition zu Siobhans Mond (1,9°) zählt nicht mit: Die Skala verbindet nur Sonne mit Sonne, Mond oder Aszendent, Mond mit Aszendent und Venus mit Mars, nie Mond mit Mond.',
    );
    const wide = wert(report(PATRICK, dublin(1993, 8, 19, 13, 5), 'family', 'de'));
    expect(wide).toContain('Er ergibt sich aus Patricks Mars im Trigon zu Siobhans Venus.');
    expect(wide).toContain(
      'Mit weiteren Orben als die Deutung oben zählt die Skala auch Patricks Aszendenten in Opposition zu Siobhans Mond (8,1°).',
    );
    expect(report({ ...CLARA, minute: 10 }, JONAS, 'romantic', 'de')).toContain(
      "Claras Aszendent steht weniger als ein Grad von der Grenze zum Zeichen Widder entfernt: wenige Minuten später geboren, hätte Clara den Aszendenten Widder, regiert vom Mars statt vom Jupiter; auch der Kontakt von Jonas' Sonne zu ihm hängt an diesen Minuten.",
    );
  });

  it('keeps the closing tie and the house a contact lands in to two possessives a sentence', () => {
    const md = report(CLARA, JONAS, 'romantic');
    // Was "…, where Clara's feelings and Jonas's manner fit together" and "With Clara's Sun in
    // Jonas's eighth house, it is felt most in Jonas's intimacy and shared resources".
    expect(md).toContain(
      "What settles it is Clara's Moon trine Jonas's Ascendant, where feelings and manner fit together without effort.",
    );
    expect(md).toContain(
      "With Clara's Sun in Jonas's eighth house, it is felt most in intimacy and shared resources.",
    );
    expect(md).toContain(
      "Jonas's Mars stands in Clara's seventh house, and it plays out most in the idea of partnership.",
    );
  });

  it("names the partner's planet on the Descendant, not the Ascendant it opposes, with the names said once", () => {
    const MARILYN: ChartInput = {
      name: 'Marilyn',
      year: 1926,
      month: 6,
      day: 1,
      hour: 9,
      minute: 30,
      lat: 34.0522,
      lng: -118.2437,
      tz_str: 'America/Los_Angeles',
    };
    const JOE: ChartInput = {
      name: 'Joe',
      year: 1914,
      month: 11,
      day: 25,
      hour: 7,
      minute: 30,
      lat: 38.0194,
      lng: -122.1341,
      tz_str: 'America/Los_Angeles',
    };
    const md = report(MARILYN, JOE, 'romantic');
    // Was "Joe's Mercury squares Marilyn's Ascendant, Joe's Mars trines it and it stands on Joe's Descendant".
    // Review d: Joe's Mars, on Joe's own Ascendant, is read with the axis it shares with Marilyn's
    // Sun and Mercury, and its trine to Marilyn's Ascendant is a story tie of its own.
    expect(md).toContain("Joe's Jupiter on Marilyn's Descendant");
    expect(md).not.toMatch(/it stands on Joe's Descendant/);
  });
});
