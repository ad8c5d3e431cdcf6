import { describe, expect, it } from 'vitest';
import { ASPECT_TEXT, SOUTH_NODE_CONJUNCTION_TEXT } from '../aspects';
import type { AspectFamily } from '../types';
import { ASPECT_TEXT_DE_OTHER, SOUTH_NODE_CONJUNCTION_TEXT_DE } from './aspects-other';

const FAMILIES: AspectFamily[] = ['conjunction', 'flowing', 'tense'];
const OTHER_KEYS = Object.keys(ASPECT_TEXT).filter((key) => !/^(Sun|Moon|Mercury|Venus)\|/.test(key));
const ENGLISH_WORDS = [' the ', ' and ', ' your ', ' with '];

/** German sentences end in . ! or ? before a capital (umlauts and „ included); a colon does not end one. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„"])/u).filter((s) => s.trim() !== '');

const germanTexts = (): [string, string, string][] => [
  ...OTHER_KEYS.flatMap((key) =>
    FAMILIES.map((f): [string, string, string] => [
      `${key} ${f}`,
      ASPECT_TEXT_DE_OTHER[key]?.[f] ?? '',
      ASPECT_TEXT[key]![f],
    ]),
  ),
  ...Object.entries(SOUTH_NODE_CONJUNCTION_TEXT_DE).map(([point, text]): [string, string, string] => [
    `South_Node ${point}`,
    text,
    SOUTH_NODE_CONJUNCTION_TEXT[point as keyof typeof SOUTH_NODE_CONJUNCTION_TEXT],
  ]),
];

describe('German natal aspect texts from Mars onwards', () => {
  it('have exactly the English keys not starting with Sun, Moon, Mercury or Venus, in the same order', () => {
    expect(OTHER_KEYS).toHaveLength(44);
    expect(Object.keys(ASPECT_TEXT_DE_OTHER)).toEqual(OTHER_KEYS);
  });

  it('have every family filled for every pair', () => {
    const missing = OTHER_KEYS.flatMap((key) =>
      FAMILIES.filter((f) => !(ASPECT_TEXT_DE_OTHER[key]?.[f] ?? '').trim()).map((f) => `${key} ${f}`),
    );
    expect(missing).toEqual([]);
  });

  it('give the South Node conjunction for the same points as the English', () => {
    expect(Object.keys(SOUTH_NODE_CONJUNCTION_TEXT_DE)).toEqual(Object.keys(SOUTH_NODE_CONJUNCTION_TEXT));
    const empty = Object.entries(SOUTH_NODE_CONJUNCTION_TEXT_DE).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('are German, not the English entries', () => {
    const same = germanTexts().filter(([, de, en]) => de === en);
    expect(same.map(([where]) => where)).toEqual([]);
    const english = germanTexts().filter(([, de]) =>
      ENGLISH_WORDS.some((w) => ` ${de.toLowerCase()} `.includes(w)),
    );
    expect(english.map(([where]) => where)).toEqual([]);
  });

  it('are one to three sentences each', () => {
    const wrong = germanTexts()
      .map(([where, de]) => [where, sentences(de).length] as const)
      .filter(([, n]) => n < 1 || n > 3);
    expect(wrong).toEqual([]);
  });

  it('never name orbs or degrees', () => {
    const technical = germanTexts().filter(([, de]) => /\b(Orbis|Grad)\b|°/.test(de));
    expect(technical.map(([where]) => where)).toEqual([]);
  });
});
