// An astrologers' review (z) of compatibility reports: Venus-Mars read first between friends,
// relatives and colleagues as if it were attraction; the overview citing contacts wider than its own
// 4° rule; and a trine by degree across square signs ("Taurus and Leo sit in harmony") read as harmony.
import { describe, expect, it } from 'vitest';
import { SIGNS, type Chart, type PointName } from '../astro/types';
import { fixtureScore, randomChart } from './__fixtures__/charts';
import { birthAt, inputsReport } from './__fixtures__/pairs';
import {
  composeCompatibility,
  contactLine,
  contactWeight,
  DOUBLE_ORB,
  planCompatibility,
  strong,
  synastryAspects,
  type SynastryContact,
} from './compatibility-report';
import { SIGN_DISTANCE_TEXT, signsApart } from './content/synastry';
import { grammarFaults } from './__fixtures__/astro-grammar';
import { RELATIONSHIP_KINDS, type RelationshipKind } from './relationship';

const PLATONIC = ['friends', 'family', 'colleagues'] as const;

function pair(seed: number): [Chart, Chart] {
  return [randomChart(seed * 2, { timeKnown: seed % 4 !== 0 }), randomChart(seed * 2 + 1)];
}

function plan(c1: Chart, c2: Chart, relationship: RelationshipKind) {
  return planCompatibility({
    person1: { firstName: 'Ana', chart: c1 },
    person2: { firstName: 'Ben', chart: c2 },
    score: fixtureScore(c1, c2, synastryAspects(c1, c2)),
    relationship,
  });
}

/** The chart with one point moved to an ecliptic longitude, its sign and degree following. */
function moved(chart: Chart, name: PointName, lon: number): Chart {
  return {
    ...chart,
    points: chart.points.map((p) =>
      p.name === name ? { ...p, abs_pos: lon, sign: SIGNS[Math.floor(lon / 30)]!, position: lon % 30 } : p,
    ),
  };
}

const contact = (p1: PointName, p2: PointName): SynastryContact => ({ p1, p2, aspect: 'trine', orb: 2 });

describe('compatibility review z', () => {
  it('ranks Venus-Mars below the Moon, Mercury and Saturn contacts that carry a bond outside romance', () => {
    const venusMars = contact('Venus', 'Mars');
    for (const kind of PLATONIC)
      for (const other of [
        contact('Moon', 'Mercury'),
        contact('Mercury', 'Saturn'),
        contact('Sun', 'Mercury'),
      ])
        expect(contactWeight(venusMars, kind), `${kind}: ${other.p1}-${other.p2}`).toBeLessThan(
          contactWeight(other, kind),
        );
    // Between lovers it is the contact of attraction and still outweighs them.
    expect(contactWeight(venusMars, 'romantic')).toBeGreaterThan(
      contactWeight(contact('Moon', 'Mercury'), 'romantic'),
    );
  });

  it('says in the technical details how Venus-Mars is weighed for the bond', () => {
    const [c1, c2] = pair(3);
    expect(plan(c1, c2, 'colleagues').english.markdown).toContain(
      'Venus with Mars counts a little less, since between colleagues it is taste meeting drive',
    );
    expect(plan(c1, c2, 'romantic').english.markdown).toContain(
      'Venus with Mars counts extra between lovers',
    );
  });

  it('reads in the overview only contacts within its 4° orb and in sign, or the exception its technical details state', () => {
    const wide: string[] = [];
    for (let seed = 1; seed <= 80; seed++) {
      const [c1, c2] = pair(seed);
      const { told, english } = plan(c1, c2, 'romantic');
      // The one exception the technical details state: the return half of a hard double contact.
      const doubled = english.markdown.includes(`${DOUBLE_ORB}° for the return half of a hard contact`);
      for (const x of told.read)
        // Two planets in one sign are read as a shared sign, not as a contact with an orb.
        if (
          !strong(x) &&
          !(x.p1 === x.p2 && x.aspect === 'conjunction') &&
          !(doubled && !x.outOfSign && x.orb <= DOUBLE_ORB)
        )
          wide.push(
            `${seed}: ${x.p1} ${x.aspect} ${x.p2} ${x.orb.toFixed(1)}°${x.outOfSign ? ' out of sign' : ''}`,
          );
    }
    expect(wide).toEqual([]);
  });

  it('counts signs apart the shorter way round', () => {
    expect(signsApart('Tau', 'Leo')).toBe(3);
    expect(signsApart('Sag', 'Tau')).toBe(5);
    expect(signsApart('Pis', 'Ari')).toBe(1);
    expect(signsApart('Ari', 'Lib')).toBe(6);
    expect(signsApart('Can', 'Can')).toBe(0);
    for (const text of Object.values(SIGN_DISTANCE_TEXT))
      expect(
        grammarFaults(`The signs tell another story: Ana's Sun is in Taurus and Ben's Moon in Leo, ${text}.`),
      ).toEqual([]);
  });

  it('reads a trine by degree across square signs by the signs, not as harmony between them', () => {
    // Taurus 1° to Leo 29°: 118°, a trine by degree between signs three apart.
    const c1 = moved(randomChart(11), 'Sun', 31);
    const c2 = moved(randomChart(12), 'Moon', 149);
    const x = synastryAspects(c1, c2).find((y) => y.p1 === 'Sun' && y.p2 === 'Moon')!;
    expect(x).toMatchObject({ aspect: 'trine', outOfSign: true });
    for (const kind of RELATIONSHIP_KINDS) {
      const line = contactLine(x, 'Ana', 'Ben', undefined, null, [c1, c2], kind);
      expect(line, kind).toContain(
        "The signs tell another story: Ana's Sun is in Taurus and Ben's Moon in Leo, signs that act alike but want different things",
      );
      // The text written for the angle no longer names the two signs beside its harmony.
      const sentences = line.split(/(?<=[.!?:])\s+/);
      expect(
        sentences.filter((s) => /Taurus|Leo/.test(s) && /harmon|smooth|easily/.test(s)),
        kind,
      ).toEqual([]);
    }
  });

  it('reads the same trine by its signs in German too', () => {
    const c1 = moved(randomChart(11), 'Sun', 31);
    const c2 = moved(randomChart(12), 'Moon', 149);
    const md = composeCompatibility({
      person1: { firstName: 'Ana', chart: c1 },
      person2: { firstName: 'Ben', chart: c2 },
      score: fixtureScore(c1, c2, synastryAspects(c1, c2)),
      language: 'de',
    }).markdown;
    const line = md.split('\n').find((l) => l.startsWith('**Anas Sonne im Trigon zu Bens Mond**'));
    expect(line).toContain(
      'Vom Zeichen her stehen Anas Sonne im Stier und Bens Mond im Löwen allerdings drei Zeichen auseinander, im Quadrat',
    );
    expect(line).not.toMatch(/im Stier[^.]*harmon|harmon[^.]*im Löwen/);
  });

  it('never lets one kind of bond use another kind’s words, over many pairs', () => {
    // Each kind's own nouns for the bond; a house's realm ("career and public life") is astrology,
    // not the bond, and may be named in any reading.
    const marker: Record<RelationshipKind, RegExp> = {
      romantic: /\b(?:romance|romantic|lovers?|couple|attraction|desire|passion\w*|intimacy|marriage)\b/i,
      friends: /\b(?:friendship|as friends)\b/i,
      family: /\b(?:family bond|family tie|relatives|the family)\b/i,
      colleagues: /\b(?:colleagues?|working partnership|working pair|co-?workers?)\b/i,
    };
    const realm = /\b(?:house|IC|Midheaven|Descendant)\b/;
    const leaks: string[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const [c1, c2] = pair(seed);
      for (const kind of RELATIONSHIP_KINDS) {
        const body = plan(c1, c2, kind).english.markdown.split('\n## Technical Details')[0]!;
        for (const sentence of body.split(/\n+|(?<=[.!?])\s+/))
          for (const other of RELATIONSHIP_KINDS)
            if (other !== kind && !realm.test(sentence) && marker[other].test(sentence))
              leaks.push(`${seed} ${kind} <- ${other}: ${sentence}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('compatibility review b', () => {
  it('names two Grand Crosses across the charts by the planets that close them, never by one name twice', () => {
    const { md } = inputsReport(
      birthAt('Oliver', [1976, 3, 30, 11, 0], 53.8, -1.55, 'Europe/London'),
      birthAt('Priya', [1990, 6, 17, 15, 20], 13.08, 80.27, 'Asia/Kolkata'),
      'colleagues',
    );
    expect(md).toMatch(/the cardinal Grand Cross that Oliver's Pluto closes/);
    expect(md).not.toMatch(/(the \w+ Grand Cross across your charts) and \1/);
  });

  it('never disowns the score it shows', () => {
    const { md } = inputsReport(
      birthAt('Marta', [1988, 5, 21, 9, 15], 50.06, 19.94, 'Europe/Warsaw'),
      birthAt('Leon', [1985, 10, 2, 18, 40], 53.55, 9.99, 'Europe/Berlin'),
      'romantic',
    );
    expect(md).not.toMatch(/None of it comes from a contact read above/);
  });
});
