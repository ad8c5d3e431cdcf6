// The German compatibility report: the English composer's decisions (the same contacts, the same
// score) in German frames. The German tables may still hold English placeholders, so these tests
// check the structure and the decisions; compatibility-report-de-frames.test.ts checks the frames'
// own words with the tables replaced.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import type { Chart, ChartInput } from '../astro/types';
import { birthPairs } from './__fixtures__/pairs';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
  planCompatibility,
  type CompatibilityReadingInput,
} from './compatibility-report';
import { RELATIONSHIP_KINDS, type RelationshipKind } from './relationship';

const PLACE = { lat: 48.14, lng: 11.58, tz_str: 'Europe/Berlin' };
const NAMES: [string, string] = ['Lena', 'Tobias'];

/** A birth without its hour. */
function untimed(seed: number): Chart {
  const [year, month, day] = [1960 + ((seed * 13) % 40), 1 + ((seed * 5) % 12), 1 + ((seed * 7) % 28)];
  const input: ChartInput = { name: 'x', year, month, day, hour: null, minute: null, ...PLACE };
  return natalChart(input);
}

const timed = birthPairs(3, 2028, { fromYear: 1965, years: 35, place: PLACE, names: NAMES });
const CASES: { label: string; pair: [Chart, Chart]; kind: RelationshipKind }[] = [
  ...timed.flatMap((pair, i) =>
    RELATIONSHIP_KINDS.map((kind) => ({ label: `timed pair ${i} ${kind}`, pair, kind })),
  ),
  ...timed.slice(0, 2).flatMap(([, c2], i) => [
    { label: `first untimed ${i}`, pair: [untimed(i + 1), c2] as [Chart, Chart], kind: 'romantic' as const },
    {
      label: `both untimed ${i}`,
      pair: [untimed(i + 3), untimed(i + 11)] as [Chart, Chart],
      kind: (['friends', 'family'] as const)[i]!,
    },
  ]),
];

function input([c1, c2]: [Chart, Chart], kind: RelationshipKind): CompatibilityReadingInput {
  return {
    person1: { firstName: NAMES[0], chart: c1 },
    person2: { firstName: NAMES[1], chart: c2 },
    score: compatibilityScoreFromEngine(relationshipScore(c1, c2)),
    relationship: kind,
  };
}

const section = (md: string, heading: string) => {
  const at = md.indexOf(`## ${heading}`);
  if (at < 0) return '';
  const next = md.indexOf('\n## ', at + 3);
  return md.slice(at, next < 0 ? undefined : next);
};

const EN_POINTS: Record<string, string> = {
  Sonne: 'Sun',
  Mond: 'Moon',
  Merkur: 'Mercury',
  Venus: 'Venus',
  Mars: 'Mars',
  Jupiter: 'Jupiter',
  Saturn: 'Saturn',
  Uranus: 'Uranus',
  Neptun: 'Neptune',
  Pluto: 'Pluto',
  Aszendent: 'Ascendant',
  Aszendenten: 'Ascendant',
  Deszendenten: 'Descendant',
};

/** The list's contacts as "owner:point>owner:point", from the English bold names. */
function englishListed(md: string): string[] {
  const bold = [...section(md, 'More Connections').matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);
  return bold.flatMap((b) =>
    b.split(', and ').map((one) => {
      const m = one.match(
        /^(\S+)'s (.+?) (?:conjunction|sextile|square|trine|opposition|on|near) (\S+)'s (.+)$/,
      );
      return m ? `${m[1]}:${m[2]}>${m[3]}:${m[4]}` : `?${one}`;
    }),
  );
}

function germanListed(md: string): string[] {
  const bold = [...section(md, 'Die Kontakte').matchAll(/\*\*([^*]+)\*\*/g)]
    .map((m) => m[1]!)
    .filter((b) => b !== 'Die Generation');
  return bold.flatMap((b) =>
    b.split(' sowie ').map((one) => {
      const m = one.match(
        /^(\S+?)(?:s|') (\S+) (?:im \S+ zu|in \S+ (?:mit|zu)|auf|nahe an) (\S+?)(?:s|') (\S+)$/,
      );
      return m ? `${m[1]}:${EN_POINTS[m[2]!]}>${m[3]}:${EN_POINTS[m[4]!]}` : `?${one}`;
    }),
  );
}

describe('composeCompatibility in German', () => {
  for (const { label, pair, kind } of CASES) {
    it(`writes a German report with the English decisions: ${label}`, () => {
      const de = composeCompatibility({ ...input(pair, kind), language: 'de' });
      const en = composeCompatibility(input(pair, kind));
      const md = de.markdown;
      const [c1, c2] = pair;

      expect(de.title).toBe(
        `${{ romantic: 'Partnerhoroskop', friends: 'Beziehungshoroskop', family: 'Beziehungshoroskop', colleagues: 'Vergleichshoroskop' }[kind]} für Lena und Tobias`,
      );
      for (const heading of [
        'Überblick',
        'Kurz gesagt',
        'Ihr beide im Porträt',
        'Der Wert',
        'Technische Angaben',
      ])
        expect(md, heading).toContain(`\n## ${heading}\n`);
      expect(md.includes('## Häuserüberlagerungen')).toBe(en.markdown.includes("## In Each Other's Houses"));
      expect(md.includes('## Was die Geburtszeit ergänzen würde')).toBe(
        !c1.birth_time_known || !c2.birth_time_known,
      );
      expect(de.wordCount).toBeGreaterThanOrEqual(800);
      expect(de.wordCount).toBeLessThanOrEqual(1600);
      expect(md).not.toMatch(/undefined|NaN|\{|\}/);
      expect(md.match(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu)?.[0] ?? null).toBeNull();
      // Names in the Saxon genitive ("Lenas", "Tobias'"), never "von Lena" or "Tobias's".
      expect(md).not.toMatch(/Tobias(s|'s)\b|Lena's/);
      expect(md).toMatch(/Lenas |Tobias' /);

      // The same contacts in the list, by pair of points, and every contact read in the details.
      expect(germanListed(md).sort()).toEqual(englishListed(en.markdown).sort());
      const plan = planCompatibility(input(pair, kind));
      const readLine = md.split('\n').find((l) => l.startsWith('- **Gedeutete Kontakte**')) ?? '';
      const more = Number(readLine.match(/dazu (\d+) weitere/)?.[1] ?? 0);
      expect(readLine.split('; ').length - (more > 0 ? 1 : 0) + more).toBe(
        plan.within.filter((x) => plan.read.includes(x)).length,
      );

      // The same number, on the fixed scale of 44.
      const enScore = en.markdown.match(/(\d+) of 44\b/)?.[1];
      // German says a score of 0 in words.
      expect(md).toContain(`${enScore === '0' ? 'null' : enScore} Punkte auf einer festen Skala von 44`);
      expect(de.facts).toEqual(en.facts);
    });
  }

  it('stays English when no language or English is asked for', () => {
    const [pair] = timed;
    const base = input(pair!, 'romantic');
    expect(composeCompatibility({ ...base, language: 'en' }).markdown).toBe(
      composeCompatibility(base).markdown,
    );
  });
});

describe('German compatibility: a T-square across two charts', () => {
  it('names the ends the English names, where the contacts hold a square to only one of them (review de-5)', () => {
    // A mother in Ulm, 30 March 1959, and her son, 14 September 1989: her Saturn opposes his
    // Jupiter, and her Sun and Mercury square both.
    const place = { lat: 48.4011, lng: 9.9876, tz_str: 'Europe/Berlin' };
    const mother = natalChart({
      name: 'Brigitte',
      year: 1959,
      month: 3,
      day: 30,
      hour: 16,
      minute: 20,
      ...place,
    });
    const son = natalChart({ name: 'Jan', year: 1989, month: 9, day: 14, hour: 11, minute: 45, ...place });
    const md = composeCompatibility({
      person1: { firstName: 'Brigitte', chart: mother },
      person2: { firstName: 'Jan', chart: son },
      score: compatibilityScoreFromEngine(relationshipScore(mother, son)),
      relationship: 'family',
      language: 'de',
    }).markdown;
    expect(md).toContain(
      'T-Quadrat: Brigittes Saturn steht in Opposition zu Jans Jupiter, und Brigittes Sonne bildet zu beiden ein Quadrat',
    );
    expect(md).not.toMatch(/eigenem Horoskop stehen \p{L}+ in Opposition/u);
  });
});
