import { describe, expect, it } from 'vitest';
import { DESCENDANT_TEXT, SYNASTRY_TEXT } from '../synastry';
import type { AspectFamily } from '../types';
import { DESCENDANT_TEXT_DE, SYNASTRY_TEXT_DE } from './synastry';

const FAMILIES: AspectFamily[] = ['conjunction', 'flowing', 'tense'];

/** Every German entry beside its English one, named for the failure message. */
const pairs: [string, string | undefined, string][] = [
  ...Object.entries(SYNASTRY_TEXT).flatMap(([key, en]) =>
    FAMILIES.map((f): [string, string | undefined, string] => [
      `${key} ${f}`,
      SYNASTRY_TEXT_DE[key]?.[f],
      en[f],
    ]),
  ),
  ...Object.entries(DESCENDANT_TEXT).map(([p, en]): [string, string | undefined, string] => [
    `Descendant ${p}`,
    DESCENDANT_TEXT_DE[p as keyof typeof DESCENDANT_TEXT_DE],
    en,
  ]),
];

/**
 * Sentences of a German entry: a break after . ! ? before a capital (umlauts too), a placeholder
 * or an opening quote; text.ts's sentencesOf only knows A to Z and would miss "… {B} hilft".
 */
const sentences = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+(?=[\p{Lu}{„"])/u)
    .filter((s) => s.length > 0);

describe('German synastry texts', () => {
  it('have the keys of the English tables, in the same order', () => {
    expect(Object.keys(SYNASTRY_TEXT_DE)).toEqual(Object.keys(SYNASTRY_TEXT));
    expect(Object.keys(DESCENDANT_TEXT_DE)).toEqual(Object.keys(DESCENDANT_TEXT));
    for (const key of Object.keys(SYNASTRY_TEXT_DE))
      expect(Object.keys(SYNASTRY_TEXT_DE[key]!), key).toEqual(FAMILIES);
  });

  it('have a non-empty entry for every family and every Descendant planet', () => {
    expect(pairs.filter(([, de]) => typeof de !== 'string' || de.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('are not the English entries', () => {
    expect(pairs.filter(([, de, en]) => de === en).map(([k]) => k)).toEqual([]);
  });

  it('have one to three sentences each', () => {
    const off = pairs.flatMap(([k, de]) => {
      const n = sentences(de ?? '').length;
      return n < 1 || n > 3 ? [`${k}: ${n}`] : [];
    });
    expect(off).toEqual([]);
  });

  it('use only the {A} and {B} placeholders, never with a genitive ending', () => {
    const off = pairs.filter(([, de = '']) => {
      const tags = de.match(/\{[^}]*\}/g) ?? [];
      return tags.some((t) => !/^\{[AB](:gen)?\}$/.test(t)) || /\{[AB](:gen)?\}(s |['’]s)/.test(de);
    });
    expect(off.map(([k]) => k)).toEqual([]);
  });

  it('name both people wherever the English does', () => {
    const off = pairs.filter(
      ([, de = '', en]) =>
        en.includes('{A}') && en.includes('{B}') && !(/\{A(:gen)?\}/.test(de) && /\{B(:gen)?\}/.test(de)),
    );
    expect(off.map(([k]) => k)).toEqual([]);
  });

  it('carry no English function words', () => {
    const english = / (the|and|your|with) /i;
    expect(pairs.filter(([, de]) => english.test(` ${de ?? ''} `)).map(([k]) => k)).toEqual([]);
  });
});
