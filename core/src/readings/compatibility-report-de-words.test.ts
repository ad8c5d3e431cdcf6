// The German compatibility report's wording as the German reviewers asked for it: names in the
// Saxon genitive ("Lenas Mond", "Felix' Sonne"), neutral words for a pair whose genders the app
// does not know, a temperament line that never calls three elements "die beiden", and no
// attraction or tenderness outside a romance.
import { describe, expect, it } from 'vitest';
import { relationshipScore } from '../astro/score';
import type { Chart } from '../astro/types';
import { birthPairs } from './__fixtures__/pairs';
import { compatibilityScoreFromEngine, composeCompatibility } from './compatibility-report';
import { RELATIONSHIP_KINDS, type RelationshipKind } from './relationship';
import { genitiveDe, pointOfDe, pointsOfDe } from './sky-words-de';

const PLACE = { lat: 50.11, lng: 8.68, tz_str: 'Europe/Berlin' };
const NAMES: [string, string] = ['Felix', 'Lena'];
const pairs = birthPairs(6, 4711, { fromYear: 1958, years: 45, place: PLACE, names: NAMES });

const report = ([c1, c2]: [Chart, Chart], kind: RelationshipKind) =>
  composeCompatibility({
    person1: { firstName: NAMES[0], chart: c1 },
    person2: { firstName: NAMES[1], chart: c2 },
    score: compatibilityScoreFromEngine(relationshipScore(c1, c2)),
    relationship: kind,
    language: 'de',
  }).markdown;

/** The reading without the score's method, which has to say what the count looks for. */
const reading = (md: string) => md.slice(0, md.indexOf('\n## Der Wert'));

describe('German names in the genitive', () => {
  it('adds an s, or only an apostrophe after s, ß, x, z and ce', () => {
    expect(genitiveDe('Lena')).toBe('Lenas');
    expect(genitiveDe('Felix')).toBe("Felix'");
    expect(genitiveDe('Tobias')).toBe("Tobias'");
    expect(genitiveDe('Moritz')).toBe("Moritz'");
    expect(genitiveDe('Grace')).toBe("Grace'");
    expect(genitiveDe('Jonas')).toBe("Jonas'");
  });

  it('names a point without an article, a weak noun in its case', () => {
    expect(pointOfDe('Moon', 'Lena')).toBe('Lenas Mond');
    expect(pointOfDe('Sun', 'Felix')).toBe("Felix' Sonne");
    expect(pointOfDe('Ascendant', 'Lena', 'dat')).toBe('Lenas Aszendenten');
    expect(pointOfDe('Ascendant', 'Lena')).toBe('Lenas Aszendent');
    expect(pointsOfDe(['Sun', 'Venus', 'Ascendant'], 'Felix', 'acc')).toBe(
      "Felix' Sonne, Venus und Aszendenten",
    );
  });
});

describe('the German compatibility report', () => {
  pairs.forEach((pair, i) =>
    RELATIONSHIP_KINDS.forEach((kind) =>
      it(`reads as German written for pair ${i}, ${kind}`, () => {
        const md = report(pair, kind);
        // The frames name points by the genitive; the contact names never say "der Mond von Lena".
        expect(md).toMatch(/Felix' |Lenas /);
        expect(md).not.toMatch(/\*\*(Der|Die|Das) \S+ von (Felix|Lena)\b/);
        expect(md).not.toMatch(/Felixs|Lena's|Felix's/);
        // Three elements are never "die beiden".
        expect(md).not.toContain('Die beiden Elemente');
        // No gender for the pair: no "Freunde", "keiner" or "jeder" of the two.
        expect(md).not.toMatch(
          /als Freunde|alte Freunde|keiner von euch|jeder von euch|keiner den anderen|jeder vom anderen/,
        );
        // Facts are said as facts, not as a condition.
        expect(md).not.toMatch(
          /(^|[.:] )Steh(t|en) [^.]*, (rückt|versteht|bringen|stimmt|folgen|gehen|legen|genießen|empfindet|erscheint|ist|unterstützt|fühlt)/m,
        );
        if (kind === 'family' || kind === 'colleagues')
          expect(
            reading(md).match(
              /Anziehung|Begehren|zärtlich|Zärtlichkeit|Romantik|romantisch|Leidenschaft|verliebt|Liebe\b|kokett|Flirt/,
            )?.[0] ?? null,
          ).toBeNull();
      }),
    ),
  );
});
