import { describe, expect, it } from 'vitest';
import { NATAL_POINTS, TRANSIT_BODIES } from '../../../astro/transits';
import { grammarFaults } from '../../__fixtures__/astro-grammar';
import {
  TRANSIT_BRINGS,
  TRANSIT_PAIR_TEXT,
  TRANSIT_TOUCHES,
  transitTables,
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
    const { brings, touches } = transitTables('de');
    for (const texts of [
      ...Object.values(TRANSIT_BRINGS),
      ...Object.values(TRANSIT_TOUCHES),
      ...Object.values(brings),
      ...Object.values(touches),
    ]) {
      const openings = FAMILIES.map((f) => texts[f].split(' ').slice(0, 4).join(' '));
      expect(new Set(openings).size).toBe(3);
    }
  });

  it('gives a return its own text: Saturn on natal Saturn is the Saturn return', () => {
    expect(transitText('Saturn', 'Saturn', 'conjunction')).toContain('Saturn return');
    expect(transitText('Saturn', 'Sun', 'conjunction')).not.toContain('return');
  });
});

describe('authored transit text in German', () => {
  const keysOf = (table: object) =>
    Object.entries(table)
      .flatMap(([key, texts]) => Object.keys(texts as object).map((family) => `${key}|${family}`))
      .sort();

  it('has exactly the entries of the English tables, one table per language', () => {
    const en = transitTables('en');
    const de = transitTables('de');
    expect(keysOf(de.brings)).toEqual(keysOf(en.brings));
    expect(keysOf(de.touches)).toEqual(keysOf(en.touches));
    expect(keysOf(de.pairs)).toEqual(keysOf(en.pairs));
  });

  it('reads as whole German sentences, with no English left, for every pair in every family', () => {
    const faults = everyPair.flatMap(({ body, point, family }) =>
      [transitText(body, point, family, 'de'), transitTextAgain(body, point, family, 'de')].flatMap((text) =>
        germanFaults(text).map((f) => `${body}|${point}|${family}: ${f}: ${text}`),
      ),
    );
    expect(faults).toEqual([]);
  });

  it('calls die Sonne and Venus "sie" and the other bodies "er"', () => {
    expect(transitText('Venus', 'Mars', 'conjunction', 'de')).toContain(' Sie trifft deinen Mars ');
    expect(transitText('Mars', 'Venus', 'conjunction', 'de')).toContain(' Er trifft deine Venus ');
    expect(transitText('Sun', 'Moon', 'tense', 'de')).toMatch(/^Die Sonne .* Sie beunruhigt deinen Mond,/);
  });

  it('names the body in a second transit of the same kind, with "auch" after the verb', () => {
    expect(transitTextAgain('Saturn', 'Venus', 'tense', 'de')).toBe(
      'Saturn belastet auch deine Venus, darum brauchen Beziehungen, Geld oder dein Selbstwert jetzt Sorgfalt.',
    );
    expect(transitTextAgain('True_Node', 'Ascendant', 'tense', 'de')).toMatch(
      /^Der Mondknoten fordert auch deinen Aszendenten heraus,/,
    );
    expect(transitText('Saturn', 'Saturn', 'conjunction', 'de')).toContain('Saturnrückkehr');
  });
});

/** English function words that no German sentence has; a German entry holding one was left untranslated. */
const ENGLISH_WORDS = /\b(the|and|your|with|you|of|to|is|it)\b/i;

function germanFaults(text: string): string[] {
  const found: string[] = [];
  if (ENGLISH_WORDS.test(` ${text} `)) found.push('English word');
  if (!/^[A-ZÄÖÜ].*[.?]$/.test(text)) found.push('not a sentence');
  if (/\{|\}|undefined|^Er |\s[,.;:]|\s{2}/.test(text)) found.push('slot left');
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.some((w, i) => i > 0 && w === words[i - 1])) found.push('doubled word');
  return found;
}
