import { describe, expect, it } from 'vitest';
import { NATAL_POINTS, TRANSIT_BODIES } from '../../../astro/transits';
import { grammarFaults } from '../../__fixtures__/astro-grammar';
import {
  TRANSIT_BRINGS,
  TRANSIT_PAIR_TEXT,
  TRANSIT_TOUCHES,
  transitText,
  transitTextAgain,
} from './transits';
import type { AspectFamily } from './types';

const FAMILIES: AspectFamily[] = ['conjunction', 'flowing', 'tense'];

const everyPair = TRANSIT_BODIES.flatMap((body) =>
  NATAL_POINTS.flatMap((point) => FAMILIES.map((family) => ({ body, point, family }))),
);

describe('authored transit text', () => {
  it('covers every transiting body and natal point the engine follows', () => {
    expect(Object.keys(TRANSIT_BRINGS).sort()).toEqual([...TRANSIT_BODIES].sort());
    expect(Object.keys(TRANSIT_TOUCHES).sort()).toEqual([...NATAL_POINTS].sort());
    expect(everyPair).toHaveLength(TRANSIT_BODIES.length * NATAL_POINTS.length * 3);
  });

  it('reads as whole sentences, with no grammar fault, for every pair in every family', () => {
    const faults = everyPair.flatMap(({ body, point, family }) => [
      ...check(body, point, family, transitText(body, point, family)),
      ...check(body, point, family, transitTextAgain(body, point, family)),
    ]);
    expect(faults).toEqual([]);
  });

  it('names the body in a second transit of the same kind, where the first said what it brings', () => {
    expect(transitTextAgain('Saturn', 'Venus', 'tense')).toBe(
      'Saturn also strains your Venus, so relationships, money or your sense of worth ask for care.',
    );
    expect(transitTextAgain('True_Node', 'Moon', 'flowing')).toMatch(/^The North Node also eases your Moon/);
  });
});

function check(body: string, point: string, family: string, text: string): string[] {
  const found = grammarFaults(text).map((f) => `${body}|${point}|${family}: ${f.kind}: ${f.excerpt}`);
  if (!/^[A-Z].*[.?]$/.test(text)) found.push(`${body}|${point}|${family}: not a sentence: ${text}`);
  if (/\{|\}|undefined|^It /.test(text)) found.push(`${body}|${point}|${family}: slot left: ${text}`);
  return found;
}

describe('authored transit text, pair by pair', () => {
  it('names the transiting body first and the natal point second, unless the pair has its own text', () => {
    for (const { body, point, family } of everyPair) {
      const text = transitText(body, point, family);
      if (TRANSIT_PAIR_TEXT[`${body}|${point}`]?.[family]) continue;
      const [first, second] = text.split(/(?<=\.) (?=It )/);
      expect(first, `${body}|${point}|${family}`).toBe(TRANSIT_BRINGS[body][family]);
      expect(second, `${body}|${point}|${family}`).toBe(TRANSIT_TOUCHES[point][family]);
    }
  });

  it('never repeats a sentence opening across one body or one point, so a page of transits does not echo', () => {
    for (const texts of [...Object.values(TRANSIT_BRINGS), ...Object.values(TRANSIT_TOUCHES)]) {
      const openings = FAMILIES.map((f) => texts[f].split(' ').slice(0, 4).join(' '));
      expect(new Set(openings).size).toBe(3);
    }
  });

  it('gives a return its own text: Saturn on natal Saturn is the Saturn return', () => {
    expect(transitText('Saturn', 'Saturn', 'conjunction')).toContain('Saturn return');
    expect(transitText('Saturn', 'Sun', 'conjunction')).not.toContain('return');
  });
});
