import { describe, expect, it } from 'vitest';
import { DECK } from '../deck';
import { CARD_MEANINGS, meaningOf, TAROT_SUBJECTS } from './index';

describe('authored card meanings', () => {
  it('give each court card its own portrait: no two share a phrase, and the Knight of Pentacles stands still', () => {
    const courts = DECK.filter((c) => c.rank !== null && /^(page|knight|queen|king)$/.test(c.rank));
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const card of courts)
      for (const reversed of [false, true]) {
        const words = meaningOf(card, reversed).theme.toLowerCase().split(/\s+/);
        for (let i = 0; i + 4 <= words.length; i++) {
          const gram = words.slice(i, i + 4).join(' ');
          const other = seen.get(gram);
          const where = `${card.name}${reversed ? ' reversed' : ''}`;
          if (other && other !== where) shared.push(`${where} and ${other}: "${gram}"`);
          seen.set(gram, where);
        }
      }
    expect(shared).toEqual([]);
    const knight = courts.find((c) => c.id === 'pentacles-12-knight')!;
    for (const reversed of [false, true]) {
      const m = meaningOf(knight, reversed);
      expect(`${m.theme} ${m.meaning}`).not.toMatch(/on the move|chasing|in a hurry|gallop/);
    }
  });

  it('give every one of the 78 cards, upright and reversed, every field the composer reads', () => {
    const missing: string[] = [];
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const where = `${card.id} ${reversed ? 'reversed' : 'upright'}`;
        if (!CARD_MEANINGS[card.id]) {
          missing.push(`${card.id}: no entry`);
          continue;
        }
        const m = meaningOf(card, reversed);
        if (!/^(a|an|the)\s/.test(m.theme)) missing.push(`${where}: theme without its article: "${m.theme}"`);
        const themeWords = m.theme.split(/\s+/).length;
        if (themeWords < 4 || themeWords > 16) missing.push(`${where}: theme of ${themeWords} words`);
        if (/[.!?]$/.test(m.theme)) missing.push(`${where}: theme ends like a sentence`);
        if (!/^[A-Z“].*[.!?”]$/s.test(m.meaning)) missing.push(`${where}: meaning is not full sentences`);
        for (const subject of TAROT_SUBJECTS) {
          const text = m.subjects[subject];
          if (typeof text !== 'string' || !/^[A-Z“].*[.!?”]$/s.test(text))
            missing.push(`${where}: subject ${subject} missing or not a sentence`);
        }
        if (!/^[A-Z].*\.$/.test(m.advice))
          missing.push(`${where}: advice is not one sentence with a full stop`);
        if (!['yes', 'no', 'unclear'].includes(m.lean)) missing.push(`${where}: lean "${m.lean}"`);
      }
    expect(missing).toEqual([]);
    expect(Object.keys(CARD_MEANINGS).sort()).toEqual(DECK.map((c) => c.id).sort());
  });

  it('read a reversed court card as the shadow of that person, not the upright portrait', () => {
    for (const card of DECK.filter((c) => c.rank === 'queen' || c.rank === 'king'))
      expect(meaningOf(card, true).meaning).not.toBe(meaningOf(card, false).meaning);
  });
});
