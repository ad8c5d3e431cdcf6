// Measures of how a report reads, shared by `npm run bench:readings` and the prose tests: how
// often a report repeats its own wording, how often one card or placement is named in a
// paragraph, and how many sentences two reports share.
import { DECK, SPREADS } from '../../tarot/deck';
import { SIGNS } from '../../astro/types';
import { BODIES } from '../../astro/ephemeris';
import { SIGN_INFO } from '../content/astro';
import { POSITION_TEXT } from '../content/tarot-positions';
import { sentences } from '../text';
import { paragraphs } from './paragraphs';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

const POINT_WORDS = [
  ...BODIES.map((b) => b.toLowerCase()),
  'chiron',
  'lilith',
  'node',
  'ascendant',
  'midheaven',
  'descendant',
  'rising',
];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const HOUSE_WORDS = ['house', 'houses', ...ORDINALS, 'tenth', 'eleventh', 'twelfth'];
const NUMBER_WORDS = ['life', 'path', 'destiny', 'soul', 'urge', 'personality', 'master'];
/** The same labels in the German reports, with the endings case gives them ("im Löwen", "zum Aszendenten"). */
const GERMAN_NAME_WORDS = [
  ...['sonne', 'sonnen', 'mond', 'monde', 'mondes', 'merkur', 'neptun', 'mondknoten', 'mc', 'ic'],
  ...['aszendent', 'aszendenten', 'deszendent', 'deszendenten', 'himmelsmitte'],
  ...['widder', 'stier', 'zwillinge', 'zwillingen', 'krebs', 'löwe', 'löwen', 'jungfrau', 'waage'],
  ...['skorpion', 'schütze', 'schützen', 'steinbock', 'wassermann', 'fische', 'fischen'],
  ...['haus', 'hauses', 'häuser', 'häusern'],
  ...['erste', 'zweite', 'dritte', 'vierte', 'fünfte', 'sechste', 'siebte', 'achte', 'neunte', 'zehnte'],
  'elfte',
  'zwölfte',
].flatMap((w) => (/te$/.test(w) ? [w, `${w}n`, `${w}m`] : [w]));
const STOP = new Set(['the', 'of', 'a', 'and']);

/**
 * Words that name a planet, sign, house, card, spread position or core number. A 4-gram holding
 * one is a label the report must repeat, not a stock phrase, so the repetition measure skips it.
 */
export const NAME_WORDS: ReadonlySet<string> = new Set(
  [
    ...POINT_WORDS,
    ...SIGNS.map((s) => SIGN_INFO[s].name.toLowerCase()),
    ...HOUSE_WORDS,
    ...NUMBER_WORDS,
    ...GERMAN_NAME_WORDS,
    ...DECK.flatMap((c) => words(c.name)),
    ...Object.values(SPREADS).flatMap((s) => s.positions.flatMap((p) => words(p.label))),
    ...Object.values(POSITION_TEXT).flatMap((p) => words(p.name)),
  ].filter((w) => !STOP.has(w)),
);

/**
 * Share of a report's 4-word sequences that repeat an earlier one in the same report, leaving
 * out sequences that hold a name word, a digit or one of `people` (the first names the report
 * addresses, which it must repeat too). Also returns the repeated sequences, most frequent
 * first, so a writer can see which phrase to vary.
 */
export function repeatedFourGrams(
  markdown: string,
  people: readonly string[] = [],
): { share: number; repeats: [string, number][] } {
  const own = new Set(people.flatMap((p) => words(p)));
  const counts = new Map<string, number>();
  let total = 0;
  for (const para of paragraphs(markdown)) {
    for (const sentence of para.split(/(?<=[.!?:;…])\s+/u)) {
      const w = words(sentence);
      for (let i = 0; i + 4 <= w.length; i++) {
        const gram = w.slice(i, i + 4);
        // A name in the genitive is the name: "Ana's", German "Anas" and "Felix'".
        const named = (x: string) => own.has(x) || own.has(x.replace(/['’]s$|['’]$|s$/, ''));
        if (gram.some((x) => NAME_WORDS.has(x) || named(x) || /\d/.test(x))) continue;
        const key = gram.join(' ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
        total++;
      }
    }
  }
  const repeats = [...counts].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
  const extra = repeats.reduce((sum, [, n]) => sum + n - 1, 0);
  return { share: total === 0 ? 0 : extra / total, repeats };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Card names as they appear mid-sentence ("the Tower" and "The Tower" alike). */
const CARD_NAME_PATTERNS = DECK.map((c) => ({
  name: c.name,
  re: new RegExp(`\\b${escape(c.name.replace(/^The /, ''))}\\b`, 'g'),
}));
const POINT_NAME_PATTERNS = [...BODIES, 'Chiron', 'Lilith', 'North Node', 'Ascendant', 'Midheaven'].map((name) => ({ name, re: new RegExp(`(?<!Black )\\b${name}\\b`, 'g') }));
const NUMBER_NAME_PATTERNS = ['Life Path', 'Destiny', 'Soul Urge', 'Personality'].map((name) => ({
  name,
  re: new RegExp(`\\b${name} (number )?\\d+`, 'gi'),
}));

export type NameKind = 'card' | 'placement' | 'number';

/**
 * The most times one card, planet or point, or core number is named in a single paragraph, and
 * where. Headings are not paragraphs; list items are.
 */
export function maxNameRepeats(markdown: string, kind: NameKind): { count: number; name: string; paragraph: string } {
  const patterns =
    kind === 'card' ? CARD_NAME_PATTERNS : kind === 'placement' ? POINT_NAME_PATTERNS : NUMBER_NAME_PATTERNS;
  let worst = { count: 0, name: '', paragraph: '' };
  for (const para of paragraphs(markdown)) {
    for (const { name, re } of patterns) {
      const count = para.match(re)?.length ?? 0;
      if (count > worst.count) worst = { count, name, paragraph: para };
    }
  }
  return worst;
}

/** Unique sentences the two reports share, over the sentences of the shorter one. */
export function sharedSentenceShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const s of small) if (large.has(s)) common++;
  return small.size === 0 ? 0 : common / small.size;
}

export function sentenceSet(markdown: string): Set<string> {
  return new Set(sentences(markdown));
}
