// Review r31: the temperament line told without the modes, the element balance counted two ways in
// one report, a Moon on a sign's edge read in its sign, and a Moon–Moon square called attraction.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScoreFromInputs } from '../astro/score';
import { birthAt, birthPairs, inputsReport, pairReport } from './__fixtures__/pairs';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
  contactLine,
  fillContact,
  moonAtEdge,
  weightedTemperament,
} from './compatibility-report';
import { SYNASTRY_TEXT } from './content/authored/synastry';
import { elementPairText } from './content/synastry';

const pairs = birthPairs(400, 31, {
  fromYear: 1960,
  years: 40,
  place: { lat: 48.1, lng: 11.6, tz_str: 'Europe/Berlin' },
  names: ['Ann', 'Ben'],
});
const report = (i: number) => pairReport(['Ann', 'Ben'], pairs[i]![0], pairs[i]![1], 'romantic');
const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n## ')[0]!;

describe('compatibility review r31', () => {
  it('reads two fixed fire charts as steady conviction, not spontaneity', () => {
    expect(elementPairText('fire', 'fire')).not.toMatch(/spontaneous/);
    const md = report(72);
    expect(md).toContain('By temperament both of you lean to fire');
    expect(md).toContain(
      'Both charts are predominantly fixed as well, so your fire burns as steady conviction and lasting warmth rather than sudden sparks',
    );
    expect(md).not.toMatch(/spontaneous/);
  });

  it('names each chart by its own mode when the two differ', () => {
    const lines = pairs
      .slice(0, 60)
      .flatMap((_, i) => report(i).match(/[^.]*predominantly \w+ and [^.]*\./g) ?? []);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines)
      expect(line).toMatch(
        /^ ?(Ann|Ben)'s chart is predominantly (cardinal|fixed|mutable) and (Ann|Ben)'s (cardinal|fixed|mutable):/,
      );
  });

  it('counts the elements one way: the portrait names the lead the temperament line reads', () => {
    let checked = 0;
    for (let i = 0; i < 120; i++) {
      const md = report(i);
      const line = md.match(/By temperament (\w+) leans to (\w+) and (\w+) to (\w+):/);
      if (!line) continue;
      const [, p, e, q, f] = line;
      expect(md).toMatch(new RegExp(`${e} leads ${p}'s temperament`));
      expect(md).toMatch(new RegExp(`${f} leads ${q}'s temperament`));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    // John's plain count tied earth and air beside a line saying his air leads.
    for (let i = 0; i < 40; i++) expect(report(i)).not.toMatch(/main points|of the eight/);
  });

  it('warns once of a Moon within half a degree of the next sign and leans nothing on its sign', () => {
    const lena = birthAt('Lena', [1987, 4, 2, 14, 15], 48.137, 11.575, 'Europe/Berlin');
    const jonas = birthAt('Jonas', [1985, 9, 14, 7, 40], 53.55, 9.99, 'Europe/Berlin');
    const chart = natalChart(lena);
    expect(moonAtEdge(chart)).toMatchObject({ sign: 'Tau', neighbour: 'Gem', end: true });
    // Counted once for each sign the Moon may have had, never as a Taurus Moon.
    expect(weightedTemperament(chart).members.earth).not.toContain('Moon');
    const { md } = inputsReport(lena, jonas, 'romantic');
    const portraits = section(md, 'The Two of You');
    expect(portraits).toContain('Moon at the very end of Taurus');
    expect(portraits).toContain(
      "Lena's Moon stands within half a degree of Gemini, so a birth time a little later would put it there, and this reading does not lean on the Moon's sign.",
    );
    expect(md.match(/within half a degree/g)).toHaveLength(1);
    expect(md).not.toMatch(/Moon in Taurus|Taurus Moon/);
    expect(portraits).toContain('leaving out the Moon, fire leads');
    // The German report says it too, and counts seven sure points, not "seven planets".
    const { charts, ...engine } = relationshipScoreFromInputs(lena, jonas);
    const de = composeCompatibility({
      person1: { firstName: 'Lena', chart: charts[0] },
      person2: { firstName: 'Jonas', chart: charts[1] },
      score: compatibilityScoreFromEngine(engine),
      language: 'de',
    }).markdown;
    expect(de).toContain(
      'Lenas Mond steht weniger als ein halbes Grad von der Grenze zum Zeichen Zwillinge entfernt',
    );
    expect(de).toContain('von Lenas sieben sicheren Hauptpunkten (ohne den Mond am Rand seines Zeichens)');
  });

  it('reads a hard tie between the lights as two rhythms, not attraction', () => {
    const close = section(report(49), 'In Short');
    expect(close).toMatch(/^The pull at the heart of this relationship is Ann's Moon square Ben's Moon/);
    expect(close).toContain('what comforts one of you can unsettle the other');
    for (let i = 0; i < 120; i++) {
      const first = section(report(i), 'In Short').split(/(?<=\.)\s/)[0]!;
      if (/is (Ann|Ben)'s (Sun|Moon) (square|opposition) (Ann|Ben)'s (Sun|Moon)\b/.test(first))
        expect(first).not.toMatch(/attraction|spur each other/);
    }
  });

  it('ties the lines that stood in many reports to the contact or the two charts', () => {
    // The stock lines a reviewer counted in three and more of twenty reports.
    const STOCK =
      /goodwill a couple spends|brings affection home|Good humour about small differences|It is a faint note|It shows in passing moments|It gives a hint of this|comfort rather than a plan|which comforts \w+ actually wants|difference in timing for a refusal|Encouragement alongside caution|Your Suns sit in harmony|patience with different rhythms/;
    for (let i = 0; i < 60; i++) expect(report(i)).not.toMatch(STOCK);
    // A weak contact's hedge names its own two planets.
    const weak = contactLine(
      { p1: 'Venus', p2: 'Mars', aspect: 'trine', orb: 2, outOfSign: true },
      'Ana',
      'Ben',
    );
    expect(weak).toMatch(/Ana's Venus and Ben's Mars/);
    // A Moon–Venus rub says what this Moon and this Venus each want, by their signs.
    const rub = fillContact(
      SYNASTRY_TEXT['Moon|Venus']!.tense!,
      { name: 'Ana', sign: 'Tau' },
      { name: 'Ben', sign: 'Sag' },
    );
    expect(rub).toContain('Ben’s Venus in Sagittarius gives through boldness and open enthusiasm');
    expect(rub).toContain('Ana’s Moon in Taurus is settled by reliable routine and practical care');
  });
});
