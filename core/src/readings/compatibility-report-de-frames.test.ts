// The German compatibility report's own frames, with every German table entry replaced by a short
// German stand-in: whatever the tables hold, the words around them must be German, with no English
// frame word, no name with an English or German genitive ending and no slot left unfilled.
import { describe, expect, it, vi } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import type { Chart } from '../astro/types';
import { birthPairs } from './__fixtures__/pairs';
import { compatibilityScoreFromEngine, composeCompatibility } from './compatibility-report';
import { RELATIONSHIP_KINDS } from './relationship';

/** Every string of a table, replaced by a German sentence with the same placeholders. */
function standIn<T>(table: T): T {
  if (typeof table === 'string')
    return (
      /\{[PH]/.test(table)
        ? 'Hier steht ein Planet, der {P} gehört, in einem Haus, das {H} gehört.'
        : 'Hier wirkt etwas zwischen {A} und {B}.'
    ) as T;
  if (table && typeof table === 'object')
    return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, standIn(v)])) as T;
  return table;
}

vi.mock('./content/authored/de/synastry', async (original) => standIn(await original()));
vi.mock('./content/authored/de/overlays', async (original) => standIn(await original()));
vi.mock('./content/authored/de/synastry-kinds', async (original) => standIn(await original()));

const PLACE = { lat: 52.52, lng: 13.4, tz_str: 'Europe/Berlin' };
const NAMES: [string, string] = ['Felix', 'Max'];
const pairs = birthPairs(4, 77, { fromYear: 1958, years: 45, place: PLACE, names: NAMES });
const noTime = (year: number, month: number, day: number) =>
  natalChart({ name: 'x', year, month, day, hour: null, minute: null, ...PLACE });
const CASES: [Chart, Chart][] = [
  ...pairs,
  [noTime(1984, 5, 17), pairs[0]![1]],
  [noTime(1979, 11, 2), noTime(1990, 3, 23)],
];

/** Words of English frames that German never uses. */
const ENGLISH =
  /(?<!\p{L})(the|and|with|of|is|are|your|you|between|which|this|that|from|to|on|at|as|for|by|it|its|both|each|other|house|rising|Moon|Sun|Mercury|Neptune|Ascendant|Descendant|Midheaven|trine|square|sextile|conjunction|opposite)(?!\p{L})/u;

describe('the German compatibility frames', () => {
  CASES.forEach(([c1, c2], i) =>
    RELATIONSHIP_KINDS.forEach((kind) =>
      it(`are German for pair ${i}, ${kind}`, () => {
        const { markdown } = composeCompatibility({
          person1: { firstName: NAMES[0], chart: c1 },
          person2: { firstName: NAMES[1], chart: c2 },
          score: compatibilityScoreFromEngine(relationshipScore(c1, c2)),
          relationship: kind,
          language: 'de',
        });
        expect(markdown.match(ENGLISH)?.[0] ?? null).toBeNull();
        expect(markdown).not.toMatch(/’s|'s|undefined|NaN|[{}]/);
        // Felix ends in x and Max too: their genitive is the apostrophe alone ("Felix' Sonne"),
        // never "Felixs" or "Maxs", and the frames never name a point "von Felix".
        for (const name of NAMES) {
          expect(markdown).not.toMatch(new RegExp(`${name}s(?!\\p{L})`, 'u'));
          expect(markdown).not.toMatch(new RegExp(`von ${name}(?!')`, 'u'));
        }
        expect(markdown).toMatch(/Felix' /);
        expect(markdown.match(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu)?.[0] ?? null).toBeNull();
        expect(markdown).toMatch(/\bOrbis \d+,\d°|Orbis etwa \d+°|zu jeder Stunde/);
        expect(markdown).toContain('auf einer festen Skala von 44');
      }),
    ),
  );
});
