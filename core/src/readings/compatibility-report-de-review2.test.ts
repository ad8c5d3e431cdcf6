// The second German review of five compatibility reports: the angle a planet opposite the
// Ascendant stands on, an untimed Moon's orb, the score without a band name, the T-square's apex,
// remedies for the bond, and figure members listed by name.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import type { Chart } from '../astro/types';
import { compatibilityScoreFromEngine, composeCompatibility } from './compatibility-report';
import type { RelationshipKind } from './relationship';

type Birth = [number, number, number, number | null, number | null, number, number, string];
const BIRTHS: Record<string, Birth> = {
  Paul: [1984, 2, 11, 15, 20, 53.07, 8.8, 'Europe/Berlin'],
  Clara: [1987, 8, 23, 9, 45, 49.45, 11.08, 'Europe/Berlin'],
  Emil: [1999, 4, 4, 20, 5, 54.32, 10.12, 'Europe/Berlin'],
  Greta: [1997, 10, 30, 2, 50, 48.78, 9.18, 'Europe/Berlin'],
  Moritz: [1963, 12, 5, 11, 30, 47.07, 15.44, 'Europe/Vienna'],
  Ida: [1992, 3, 27, null, null, 52.52, 13.4, 'Europe/Berlin'],
  Leon: [1979, 7, 15, 23, 40, 51.48, 7.22, 'Europe/Berlin'],
  Frieda: [1981, 1, 8, 7, 10, 50.08, 8.24, 'Europe/Berlin'],
};

const chart = (name: string): Chart => {
  const [year, month, day, hour, minute, lat, lng, tz_str] = BIRTHS[name]!;
  return natalChart({ name, year, month, day, hour, minute, lat, lng, tz_str });
};

const report = (a: string, b: string, kind: RelationshipKind) => {
  const [c1, c2] = [chart(a), chart(b)];
  const score = compatibilityScoreFromEngine(relationshipScore(c1, c2));
  return composeCompatibility({
    person1: { firstName: a, chart: c1 },
    person2: { firstName: b, chart: c2 },
    score: { ...score, max: Math.max(44, score.score) },
    relationship: kind,
    language: 'de',
  }).markdown;
};

describe('the German compatibility report after the second review', () => {
  const greta = report('Greta', 'Emil', 'romantic');
  const ida = report('Ida', 'Frieda', 'friends');
  const moritz = report('Moritz', 'Leon', 'family');
  const leon = report('Leon', 'Frieda', 'colleagues');
  const paul = report('Paul', 'Clara', 'romantic');
  const all = [greta, ida, moritz, leon, paul];

  it('names a planet opposite the Ascendant on the Descendant in an exchange, as the technical list does', () => {
    expect(greta).toContain('Gretas Saturn lastet auf Emils Sonne und Deszendenten');
    expect(greta).not.toContain('Emils Sonne und Aszendenten');
    for (const md of all) expect(md).not.toContain('in beide Richtungen');
  });

  it('reads a Neptune conjunction on a Sun as blurring, as the English does', () => {
    expect(ida).toContain('Idas Neptun verschleiert Friedas Sonne');
    expect(ida).not.toContain('Idas Neptun macht Friedas Sonne weicher');
  });

  it('gives no orb for a contact of a Moon without a birth time', () => {
    expect(ida).toContain('**Idas Mond in Konjunktion mit Friedas Sonne**:');
    expect(ida).not.toMatch(/Idas Mond in Konjunktion mit Friedas Sonne\** \(Orbis/);
    // Review r34: the score names the contact without points, and without an orb for that Moon.
    const wert = ida.split('## Der Wert\n\n')[1]!.split('\n## ')[0]!;
    expect(wert).toMatch(/Idas Mond in Konjunktion mit Friedas Sonne(?! \(Orbis)/);
    expect(wert).not.toMatch(/\d+ Punkte;|: \d+ Punkte/);
  });

  it('states the score without a band name, and Venus with Mars only when the count has it', () => {
    for (const md of all) {
      expect(md).not.toContain('die Stufe');
      expect(md).not.toContain('außergewöhnlich');
    }
    // Review r34: the score says where it stands against the usual 13, never the band's name, and
    // no longer explains Venus with Mars at all.
    for (const md of [ida, moritz, leon])
      expect(md).toMatch(/Punkte auf einer festen Skala von 44, [a-zü ]+ den üblichen 13/);
    expect(ida).not.toContain('steht Venus mit Mars dafür');
    expect(moritz).not.toContain('steht Venus mit Mars dafür');
    expect(leon).not.toContain('steht Venus mit Mars dafür');
  });

  it('names the apex of a T-square across the charts as its focal point', () => {
    expect(moritz).toContain(
      "ein T-Quadrat: Moritz' Sonne steht in Opposition zu Leons Mars, und Leons Saturn bildet zu beiden ein Quadrat, er ist also der Brennpunkt.",
    );
    expect(moritz).toContain('entlädt sich über Leons Vorsicht und Ansprüche');
  });

  it("eases a hard contact with the bond's own remedy, never a couple's outside romance", () => {
    for (const md of [ida, moritz, leon]) expect(md).not.toContain('nur für euch');
    expect(leon).toMatch(/wie ihr beide mit Druck umgeht|bevor ihr eine Aufgabe an euch zieht/);
  });

  it('lists the members of a figure by their names', () => {
    expect(greta).toContain('ein Stellium im Schützen aus drei Planeten: Venus, Mars und Pluto.');
    expect(paul).toContain('ein großes Trigon aus Sonne, Jupiter und Uranus.');
    for (const md of all) expect(md).not.toMatch(/aus (drei|vier|fünf) Planeten, (der|die|das) /);
  });

  it('keeps the reviewers’ grammar fixes', () => {
    for (const md of all) {
      expect(md).not.toContain('wer sie trägt, lernt einander');
      expect(md).not.toContain('Sachen, für die es sich einzutreten lohnt');
      expect(md).not.toContain('hilft Frieda mit eigener Kraft');
      expect(md).not.toContain('bläht');
      expect(md).not.toMatch(/rechte Maß[^.]*rechte Maß/);
      expect(md).not.toContain('zeichengleiche');
      expect(md).not.toContain('Merkur kreuzt sich');
      expect(md).not.toContain('weiter macht');
      expect(md).not.toMatch(/Ins Gewicht fällt außerdem ([^.]+)\. \1/);
    }
  });
});
