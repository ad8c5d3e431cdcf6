import { describe, expect, it } from 'vitest';
import { DECK } from '../deck';
import { MAJOR_MEANINGS } from './majors';
import { TAROT_SUBJECTS, type OrientationMeaning } from './types';
import { WANDS_MEANINGS } from './wands';

const AUTHORED = { ...MAJOR_MEANINGS, ...WANDS_MEANINGS };
const CARDS = DECK.filter((card) => card.arcana === 'major' || card.suit === 'wands');

const entries: [string, OrientationMeaning][] = Object.entries(AUTHORED).flatMap(([id, card]) => [
  [`${id} upright`, card.upright],
  [`${id} reversed`, card.reversed],
]);

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);

// Waite's lists carry these words; a reader never applies them to someone's body.
const LITERAL_HEALTH_WORDS =
  /\b(death|dead|die|dies|dying|ill|illness|disease|sick|sickness|miscarriage|poverty|destitution|fatal|terminal|cancer|injury|wound)\b/i;

describe('authored Major Arcana and Wands meanings', () => {
  it('give every major and every wand a reading in both orientations, and nothing else', () => {
    expect(Object.keys(AUTHORED).sort()).toEqual(CARDS.map((card) => card.id).sort());
    expect(entries).toHaveLength(72);
  });

  it('give each orientation a theme that fits after a position frame', () => {
    for (const [name, entry] of entries) {
      const words = entry.theme.split(' ');
      expect(words.length, name).toBeGreaterThanOrEqual(5);
      expect(words.length, name).toBeLessThanOrEqual(14);
      expect(entry.theme, name).toMatch(/^(a|an|the) [a-z]/);
      expect(entry.theme, name).not.toMatch(/[.!?]$/);
    }
  });

  it('tell the meaning in two to four sentences that name the card at most once', () => {
    for (const [name, entry] of entries) {
      const count = sentencesOf(entry.meaning).length;
      expect(count, name).toBeGreaterThanOrEqual(2);
      expect(count, name).toBeLessThanOrEqual(4);
      const card = CARDS.find((c) => name.startsWith(`${c.id} `))!;
      const shortName = card.name.replace(/^The /, '');
      expect(entry.meaning.split(shortName).length - 1, name).toBeLessThanOrEqual(1);
    }
  });

  it('answer every subject in one or two sentences that open without a formula', () => {
    for (const [name, entry] of entries) {
      for (const subject of TAROT_SUBJECTS) {
        const text = entry.subjects[subject];
        expect(sentencesOf(text).length, `${name} ${subject}`).toBeLessThanOrEqual(2);
        expect(text, `${name} ${subject}`).toMatch(/^[A-Z].*[.!?]$/);
        expect(text, `${name} ${subject}`).not.toMatch(
          /^(in|for|when it comes to|regarding|as for) [a-z ]+,/i,
        );
      }
    }
  });

  it('never read a health question literally', () => {
    for (const [name, entry] of entries) {
      expect(entry.subjects.health, name).not.toMatch(LITERAL_HEALTH_WORDS);
    }
  });

  it('end with one imperative piece of advice', () => {
    for (const [name, entry] of entries) {
      expect(sentencesOf(entry.advice), name).toHaveLength(1);
      expect(entry.advice, name).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('never repeat a sentence from one entry in another', () => {
    const firstSeen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [name, entry] of entries) {
      const texts = [entry.theme, entry.meaning, entry.advice, ...Object.values(entry.subjects)];
      for (const sentence of texts.flatMap(sentencesOf)) {
        const key = sentence.toLowerCase();
        const earlier = firstSeen.get(key);
        if (earlier && earlier !== name) repeats.push(`"${sentence}" in ${earlier} and ${name}`);
        firstSeen.set(key, earlier ?? name);
      }
    }
    expect(repeats).toEqual([]);
  });
});
