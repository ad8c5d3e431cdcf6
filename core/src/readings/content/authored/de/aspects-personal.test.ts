import { describe, expect, it } from 'vitest';
import { ASPECT_TEXT, STRONG_ASPECT_TEXT } from '../aspects';
import type { AspectFamily } from '../types';
import { ASPECT_TEXT_DE_PERSONAL, STRONG_ASPECT_TEXT_DE } from './aspects-personal';

const FAMILIES: AspectFamily[] = ['conjunction', 'flowing', 'tense'];
const PERSONAL = /^(Sun|Moon|Mercury|Venus)\|/;
const englishKeys = Object.keys(ASPECT_TEXT).filter((key) => PERSONAL.test(key));

/** Sentences end in . ! or ? followed by a space and a capital (a colon does not end one). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/);
}

describe('German natal aspect texts, Sun to Venus first', () => {
  it('has exactly the English keys with the Sun, the Moon, Mercury or Venus first, in the same order', () => {
    expect(englishKeys).toHaveLength(46);
    expect(Object.keys(ASPECT_TEXT_DE_PERSONAL)).toEqual(englishKeys);
  });

  it('writes every family in German: present, not the English, one to three sentences', () => {
    const faults: string[] = [];
    for (const key of englishKeys) {
      const entry = ASPECT_TEXT_DE_PERSONAL[key];
      expect(Object.keys(entry ?? {}).sort(), key).toEqual([...FAMILIES].sort());
      for (const family of FAMILIES) {
        const text = entry?.[family] ?? '';
        const where = `${key}|${family}`;
        if (text.trim() === '') faults.push(`${where}: empty`);
        if (text === ASPECT_TEXT[key]?.[family]) faults.push(`${where}: still English`);
        if (!/^[A-ZÄÖÜ].*[.!?]$/.test(text)) faults.push(`${where}: not whole sentences`);
        const count = sentences(text).length;
        if (count < 1 || count > 3) faults.push(`${where}: ${count} sentences`);
        for (const word of [' the ', ' and ', ' your ', ' with ']) {
          if (` ${text.toLowerCase()} `.includes(word)) faults.push(`${where}: English "${word.trim()}"`);
        }
        if (/\b(Ihre?[mnrs]?|Ihnen)\b|[a-zäöüß,] Sie\b/.test(text)) faults.push(`${where}: Sie-form`);
        if (/\b(orbs?|Orbis|Grad)\b|°/i.test(text)) faults.push(`${where}: names the orb`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('tells every pair text that promises ease conditioned for a planet in exile or fall, as English does', () => {
    const english = Object.entries(STRONG_ASPECT_TEXT).flatMap(([key, families]) =>
      Object.keys(families ?? {}).map((family) => `${key}|${family}`),
    );
    const german = Object.entries(STRONG_ASPECT_TEXT_DE).flatMap(([key, families]) =>
      Object.entries(families ?? {}).map(([family, text]) => {
        // "{weak}" is a clause ("da Venus im Fall steht"): a comma closes it and the verb follows.
        expect(text, `${key} ${family}`).toMatch(/\{weak\}, \p{Ll}+ /u);
        return `${key}|${family}`;
      }),
    );
    expect(german).toEqual(english);
  });
});
