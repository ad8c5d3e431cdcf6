import { describe, expect, it } from 'vitest';
import { DECK } from '../deck';
import { CUPS_MEANINGS } from './cups';
import { PENTACLES_MEANINGS } from './pentacles';
import { SWORDS_MEANINGS } from './swords';
import { TAROT_SUBJECTS, type CardMeanings, type OrientationMeaning } from './types';

const SUITS: Record<string, CardMeanings> = {
  cups: CUPS_MEANINGS,
  swords: SWORDS_MEANINGS,
  pentacles: PENTACLES_MEANINGS,
};

// Words that must never reach someone asking about their body, whatever Waite's lists say.
const LITERAL_HEALTH_WORDS =
  /\b(death|dead|dying|die|illness|ill|disease|sick|sickness|miscarriage|poverty|destitution|injury|wound)\b/i;
const SUBJECT_FORMULA =
  /^(in|for|regarding|when it comes to|as for|on) (love|work|money|health|home|travel|study|legal|spirit)/i;

function entries(): [string, string, OrientationMeaning][] {
  return Object.entries(SUITS).flatMap(([, meanings]) =>
    Object.entries(meanings).flatMap(([id, card]) => [
      [id, 'upright', card.upright] as [string, string, OrientationMeaning],
      [id, 'reversed', card.reversed] as [string, string, OrientationMeaning],
    ]),
  );
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
}

describe('authored meanings of the Cups, Swords and Pentacles', () => {
  it('give every card of the three suits an entry, and no card that is not in the deck', () => {
    for (const [suit, meanings] of Object.entries(SUITS)) {
      const deckIds = DECK.filter((card) => card.suit === suit).map((card) => card.id);
      expect(Object.keys(meanings).sort()).toEqual(deckIds.sort());
    }
  });

  it('give a theme that reads after "Ahead comes": lower case, with an article, 5-14 words', () => {
    for (const [id, orientation, m] of entries()) {
      const words = m.theme.split(/\s+/);
      expect(words.length, `${id} ${orientation}`).toBeGreaterThanOrEqual(5);
      expect(words.length, `${id} ${orientation}`).toBeLessThanOrEqual(14);
      expect(m.theme, `${id} ${orientation}`).toMatch(/^(a|an|the) [a-z]/);
      expect(m.theme, `${id} ${orientation}`).not.toMatch(/[.!?]$/);
    }
  });

  it('write the meaning in two to four sentences and the advice in one that ends with a full stop', () => {
    for (const [id, orientation, m] of entries()) {
      const count = sentences(m.meaning).length;
      expect(count, `${id} ${orientation}`).toBeGreaterThanOrEqual(2);
      expect(count, `${id} ${orientation}`).toBeLessThanOrEqual(4);
      expect(sentences(m.advice), `${id} ${orientation}`).toHaveLength(1);
      expect(m.advice, `${id} ${orientation}`).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('name the card at most once in its meaning, so the composer can frame it without repeating it', () => {
    for (const [id, orientation, m] of entries()) {
      const name = DECK.find((card) => card.id === id)?.name ?? id;
      expect(m.meaning.split(name).length - 1, `${id} ${orientation}`).toBeLessThanOrEqual(1);
    }
  });

  it('answer every subject in one or two sentences, without opening on the subject formula', () => {
    for (const [id, orientation, m] of entries()) {
      expect(Object.keys(m.subjects).sort()).toEqual([...TAROT_SUBJECTS].sort());
      for (const subject of TAROT_SUBJECTS) {
        const text = m.subjects[subject];
        const where = `${id} ${orientation} ${subject}`;
        expect(sentences(text).length, where).toBeGreaterThanOrEqual(1);
        expect(sentences(text).length, where).toBeLessThanOrEqual(2);
        expect(text, where).toMatch(/^[A-Z"‘“].*[.!?]$/);
        expect(text, where).not.toMatch(SUBJECT_FORMULA);
      }
    }
  });

  it('never read a card literally as death, illness or poverty for someone asking about health', () => {
    for (const [id, orientation, m] of entries()) {
      expect(m.subjects.health, `${id} ${orientation}`).not.toMatch(LITERAL_HEALTH_WORDS);
    }
  });

  it('never repeat a sentence from one entry in another', () => {
    const firstSeenIn = new Map<string, string>();
    const repeats: string[] = [];
    for (const [id, orientation, m] of entries()) {
      const where = `${id} ${orientation}`;
      for (const sentence of [m.meaning, m.advice, ...Object.values(m.subjects)].flatMap(sentences)) {
        const key = sentence.toLowerCase();
        const earlier = firstSeenIn.get(key);
        if (earlier !== undefined && earlier !== where)
          repeats.push(`"${sentence}" in ${earlier} and ${where}`);
        firstSeenIn.set(key, where);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('read the cards a reader answers plainly with the lean a reader would give', () => {
    expect(CUPS_MEANINGS['cups-10-ten']?.upright.lean).toBe('yes');
    expect(SWORDS_MEANINGS['swords-03-three']?.upright.lean).toBe('no');
    expect(SWORDS_MEANINGS['swords-10-ten']?.upright.lean).toBe('no');
    expect(CUPS_MEANINGS['cups-02-two']?.upright.lean).toBe('yes');
  });
});
