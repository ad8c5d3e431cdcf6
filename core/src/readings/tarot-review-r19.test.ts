// Review of batch r19: a lean's reason in the card's own words, no sentence that leans on a dropped
// one, advice kept to its own area of life, "how" answered with a way, and no theme said twice.
import { describe, expect, it } from 'vitest';
import { CARD_MEANINGS } from '../tarot/meanings';
import { keepAntecedents, leansOnUnsaid, READS_ON, splitSentences } from './tarot-report';
import { seriesReadings } from './__fixtures__/tarot-draws';
import { readQuestion } from './content/tarot-positions';

const threeCard = (question: string, n = 40) => seriesReadings('r19', question, n, ['three-card']);
const QUESTIONS = [
  'Should I accept the job offer in Munich?',
  'Will my ex and I get back together?',
  'How can I make peace with my mother?',
  'Will I pass my driving test next month?',
  'What do I need to know about my finances this year?',
];
const entries = Object.entries(CARD_MEANINGS).flatMap(([id, m]) => [
  [`${id}:upright`, m.upright] as const,
  [`${id}:reversed`, m.reversed] as const,
]);

describe('sentences that lean on the one before', () => {
  it('covers all 156 authored entries', () => expect(entries).toHaveLength(156));

  it('drops, for every entry, a sentence that reads on from one the reading cannot say', () => {
    for (const [, m] of entries) {
      const all = splitSentences(m.meaning);
      all.forEach((_, gone) => {
        const kept = keepAntecedents(all.map((s, i) => (i === gone ? null : s)));
        kept.forEach((s, i) => {
          if (s !== null && i > 0 && READS_ON.test(s)) expect(kept[i - 1]).not.toBeNull();
        });
      });
      for (const [i, s] of all.entries())
        if (i > 0 && READS_ON.test(s)) {
          expect(leansOnUnsaid(s, m, '')).toBe(true);
          expect(leansOnUnsaid(s, m, all[i - 1]!)).toBe(false);
        }
    }
  });

  it('never prints a leaning sentence without the authored sentence it reads on from', () => {
    const leaning = entries.flatMap(([, m]) => {
      const all = splitSentences(m.meaning);
      return all.flatMap((s, i) => (i > 0 && READS_ON.test(s) ? [[s, all[i - 1]!] as const] : []));
    });
    for (const question of QUESTIONS)
      for (const md of threeCard(question))
        for (const [s, before] of leaning)
          // The lead may be reworded ("The modern reading" as "Today’s reading"): its close is kept.
          if (md.includes(s)) expect(md.includes(before.slice(-40, -1)), `${s} without its lead`).toBe(true);
  });
});

describe('the reasons and frames of a reading', () => {
  it('gives a yes or no from the card, never a suit word bank', () => {
    for (const question of QUESTIONS)
      for (const md of threeCard(question))
        expect(md).not.toMatch(
          /with its (larger upheaval|stalled or scattered effort|clear thinking and a cut through doubt|drive and momentum|material strain|worry and conflict)/,
        );
  });

  it('answers an open "how" with a way, not with the cards in the asker\'s favour', () => {
    for (const md of threeCard('How can I make peace with my mother?'))
      expect(md).not.toMatch(/the cards (fall|run) in your favour|do not back it/);
  });

  it('does not paste work advice onto a question about a mother', () => {
    for (const md of threeCard('How can I make peace with my mother?', 60))
      expect(md).not.toMatch(/For you and your mother, [^.]*\b(project|job|career|boss|budget|exam)\b/);
  });

  it('says no theme phrase of five or more words twice in one reading', () => {
    const themes = entries.map(([, m]) => m.theme).filter((t) => t.split(' ').length >= 5);
    for (const question of QUESTIONS)
      for (const md of threeCard(question, 60))
        for (const theme of themes)
          expect(md.split(theme).length - 1, `"${theme}" twice`).toBeLessThanOrEqual(1);
  });
});

describe('a place still to be won', () => {
  it('reads "get into medical school" as an application, not as studies already under way', () => {
    expect(readQuestion('Will Oskar get into medical school?').enrolling).toBe(true);
    for (const md of threeCard('Will Oskar get into medical school?'))
      expect(md).not.toMatch(/your studies|your coursework|your lecturers?/);
  });
});
