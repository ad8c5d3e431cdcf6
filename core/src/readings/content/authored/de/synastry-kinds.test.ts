import { describe, expect, it } from 'vitest';
import {
  KIND_OVERLAY_TEXT,
  KIND_SYNASTRY_TEXT,
  PLATONIC_DESCENDANT_TEXT,
  PLATONIC_OVERLAY_TEXT,
  PLATONIC_SYNASTRY_TEXT,
} from '../synastry-kinds';
import {
  KIND_OVERLAY_TEXT_DE,
  KIND_SYNASTRY_TEXT_DE,
  PLATONIC_DESCENDANT_TEXT_DE,
  PLATONIC_OVERLAY_TEXT_DE,
  PLATONIC_SYNASTRY_TEXT_DE,
} from './synastry-kinds';

/** Every string leaf of a nested table, keyed by its path ("colleagues Venus|Mars tense"). */
function leaves(table: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof table === 'string') return out.set(path, table);
  for (const [k, v] of Object.entries(table as Record<string, unknown>))
    for (const [p, s] of leaves(v, path ? `${path} ${k}` : k)) out.set(p, s);
  return out;
}

const TABLES: [string, unknown, unknown][] = [
  ['KIND_SYNASTRY', KIND_SYNASTRY_TEXT_DE, KIND_SYNASTRY_TEXT],
  ['PLATONIC_SYNASTRY', PLATONIC_SYNASTRY_TEXT_DE, PLATONIC_SYNASTRY_TEXT],
  ['PLATONIC_DESCENDANT', PLATONIC_DESCENDANT_TEXT_DE, PLATONIC_DESCENDANT_TEXT],
  ['KIND_OVERLAY', KIND_OVERLAY_TEXT_DE, KIND_OVERLAY_TEXT],
  ['PLATONIC_OVERLAY', PLATONIC_OVERLAY_TEXT_DE, PLATONIC_OVERLAY_TEXT],
];

/** Every German entry beside its English one, named for the failure message. */
const pairs: [string, string, string][] = TABLES.flatMap(([name, de, en]) => {
  const g = leaves(de);
  return [...leaves(en)].map(([k, e]): [string, string, string] => [`${name} ${k}`, g.get(k) ?? '', e]);
});

// "{A:gen}" is "{A}" in the genitive ("Lenas"): the same person.
const placeholders = (s: string) =>
  [...new Set(s.replace(/:gen\}/g, '}').match(/\{[A-Z](?::\w+)?\}/g) ?? [])].sort();
// No abbreviations in these texts, so every full stop, question or exclamation mark before a space ends a sentence.
const sentences = (s: string) =>
  s
    .trim()
    .split(/(?<=[.!?])\s+/u)
    .filter(Boolean);

describe('German texts of the non-romantic bonds', () => {
  it('have exactly the keys, families and houses of the English tables', () => {
    for (const [name, de, en] of TABLES)
      expect([...leaves(de).keys()].sort(), name).toEqual([...leaves(en).keys()].sort());
  });

  it('are non-empty and not the English entries', () => {
    expect(pairs.filter(([, de]) => de.trim() === '').map(([k]) => k)).toEqual([]);
    expect(pairs.filter(([, de, en]) => de === en).map(([k]) => k)).toEqual([]);
  });

  it('have one to three sentences each', () => {
    const off = pairs.flatMap(([k, de]) => {
      const n = sentences(de).length;
      return n < 1 || n > 3 ? [`${k}: ${n}`] : [];
    });
    expect(off).toEqual([]);
  });

  it('carry the same placeholders as the English, and never put an ending on a name', () => {
    expect(
      pairs.filter(([, de, en]) => placeholders(de).join() !== placeholders(en).join()).map(([k]) => k),
    ).toEqual([]);
    expect(pairs.filter(([, de]) => /\{[^}]+\}(?:s |['’]s)/.test(de)).map(([k]) => k)).toEqual([]);
  });

  it('carry no English function words', () => {
    const english = / (the|and|your|with) /i;
    expect(pairs.filter(([, de]) => english.test(` ${de} `)).map(([k]) => k)).toEqual([]);
  });

  it('speak of no romance', () => {
    const romance =
      /\b(Liebe|lieben|verliebt\w*|Romantik|romantisch\w*|erotisch\w*|Flirt\w*|Leidenschaft\w*|Partner\w*|Ehe|Verführung)\b/i;
    expect(pairs.filter(([, de]) => romance.test(de)).map(([k]) => k)).toEqual([]);
  });
});
