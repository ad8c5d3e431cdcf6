import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../../text';
import { COLLEAGUE_IC_TEXT, MERIDIAN_TEXT, OVERLAY_TEXT } from '../overlays';
import { COLLEAGUE_IC_TEXT_DE, MERIDIAN_TEXT_DE, OVERLAY_TEXT_DE } from './overlays';

/** Every English key beside its German entry, named for the failure message. */
function pairsOf(en: object, de: object, prefix: string): [string, string | undefined, string][] {
  return Object.entries(en).flatMap(([k, v]): [string, string | undefined, string][] => {
    const other = (de as Record<string, unknown>)[k];
    if (typeof v === 'string') return [[`${prefix}${k}`, typeof other === 'string' ? other : undefined, v]];
    return pairsOf(v as object, (other ?? {}) as object, `${prefix}${k} `);
  });
}

const pairs = [
  ...pairsOf(OVERLAY_TEXT, OVERLAY_TEXT_DE, 'overlay '),
  ...pairsOf(MERIDIAN_TEXT, MERIDIAN_TEXT_DE, 'meridian '),
  ...pairsOf(COLLEAGUE_IC_TEXT, COLLEAGUE_IC_TEXT_DE, 'colleague IC '),
];

/** The placeholders an entry uses, sorted, without repeats. */
// "{P:gen}" is "{P}" in the genitive ("Lenas"): the same person.
const placeholders = (text: string): string[] =>
  [...new Set(text.replace(/:gen\}/g, '}').match(/\{[A-Z]\}/g) ?? [])].sort();

/** Every key path of a nested table. */
function keysOf(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k} `),
  );
}

describe('German house overlay texts', () => {
  it('have exactly the keys of the English tables', () => {
    expect(pairs.length).toBe(10 * 12 + 2 * 7 + 7);
    expect(keysOf(OVERLAY_TEXT_DE)).toEqual(keysOf(OVERLAY_TEXT));
    expect(keysOf(MERIDIAN_TEXT_DE)).toEqual(keysOf(MERIDIAN_TEXT));
    expect(keysOf(COLLEAGUE_IC_TEXT_DE)).toEqual(keysOf(COLLEAGUE_IC_TEXT));
  });

  it('have a non-empty entry for every key', () => {
    expect(pairs.filter(([, de]) => typeof de !== 'string' || de.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('are not the English entries', () => {
    expect(pairs.filter(([, de, en]) => de === en).map(([k]) => k)).toEqual([]);
  });

  it('have one to three sentences each', () => {
    const off = pairs.flatMap(([k, de]) => {
      const n = sentencesOf(de ?? '').length;
      return n < 1 || n > 3 ? [`${k}: ${n}`] : [];
    });
    expect(off).toEqual([]);
  });

  it('use the same placeholders as the English entry', () => {
    const off = pairs.filter(([, de, en]) => placeholders(de ?? '').join() !== placeholders(en).join());
    expect(off.map(([k]) => k)).toEqual([]);
  });

  it('never attach an ending to a name', () => {
    const ending = /\{[A-Z](:gen)?\}(s\s|s\b|['’]s)/;
    expect(pairs.filter(([, de]) => ending.test(de ?? '')).map(([k]) => k)).toEqual([]);
  });

  it('carry no English function words', () => {
    const english = / (the|and|your|with) /i;
    expect(pairs.filter(([, de]) => english.test(` ${de ?? ''} `)).map(([k]) => k)).toEqual([]);
  });
});
