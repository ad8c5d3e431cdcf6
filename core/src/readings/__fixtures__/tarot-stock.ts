// Stock lines of the tarot readers: the sentences and 5-word phrases that recur across readings,
// counted by the number of readings they appear in. Shared by `bench/tarot-phrases.ts` and the
// repetition tests.
import { DECK } from '../../tarot/deck';
import { VERIFY_HEADING } from '../verify-footer';
import { proseSentences } from './grammar';

// Longest names first, so "Page of Cups" is replaced before a shorter name inside it could be.
const CARD_NAMES = new RegExp(
  `\\b(the )?(${DECK.map((c) => c.name)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'gi',
);

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** A reading's prose without its verify footer, with every card name replaced by CARD. */
function prose(markdown: string): string[] {
  const body = markdown.split(VERIFY_HEADING)[0]!;
  return proseSentences(body).map((s) => s.replace(CARD_NAMES, 'CARD'));
}

const byReadings = (counts: Map<string, number>): [string, number][] =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/**
 * The sentences and 5-word phrases of `readings`, each with the number of readings it appears in,
 * most widespread first. Phrases holding a card name are left out: a reading must name its cards.
 */
export function stockPhrases(readings: readonly string[]): {
  sentences: [string, number][];
  phrases: [string, number][];
} {
  const sentences = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (const markdown of readings) {
    const ownSentences = new Set<string>();
    const ownPhrases = new Set<string>();
    for (const s of prose(markdown)) {
      ownSentences.add(s);
      const w = words(s);
      for (let i = 0; i + 5 <= w.length; i++) {
        const gram = w.slice(i, i + 5);
        if (!gram.includes('card')) ownPhrases.add(gram.join(' '));
      }
    }
    for (const s of ownSentences) sentences.set(s, (sentences.get(s) ?? 0) + 1);
    for (const p of ownPhrases) phrases.set(p, (phrases.get(p) ?? 0) + 1);
  }
  return { sentences: byReadings(sentences), phrases: byReadings(phrases) };
}
