import { describe, expect, it } from 'vitest';
import { DECK } from '../../deck';
import { meaningOf, TAROT_SUBJECTS } from '../index';
import { CARD_MEANINGS_DE, meaningOfDe } from './index';

/** English function words that no German sentence holds. */
const ENGLISH = /(?<![\p{L}])(the|and|of|you|your|with|which|reversed|upright)(?![\p{L}])/iu;

describe('German card meanings', () => {
  it('give every one of the 78 cards, upright and reversed, every field the German composer reads', () => {
    const faults: string[] = [];
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const where = `${card.id} ${reversed ? 'reversed' : 'upright'}`;
        const m = meaningOfDe(card, reversed);
        const english = meaningOf(card, reversed);
        // A theme follows "Hinter dir liegt …" and "Im Mittelpunkt steht …": a nominative phrase.
        if (!/^(ein|eine|einer|der|die|das|dein|deine)\s/.test(m.theme))
          faults.push(`${where}: theme "${m.theme}"`);
        const themeWords = m.theme.split(/\s+/).length;
        if (themeWords < 4 || themeWords > 16) faults.push(`${where}: theme of ${themeWords} words`);
        if (/[.!?]$/.test(m.theme)) faults.push(`${where}: theme ends like a sentence`);
        if (!/^[A-ZÄÖÜ„].*[.!?“]$/su.test(m.meaning)) faults.push(`${where}: meaning is not full sentences`);
        for (const subject of TAROT_SUBJECTS)
          if (!/^[A-ZÄÖÜ„].*[.!?“]$/su.test(m.subjects[subject] ?? ''))
            faults.push(`${where}: subject ${subject} missing or not a sentence`);
        if (!/^[A-ZÄÖÜ].*\.$/u.test(m.advice))
          faults.push(`${where}: advice is not a sentence with a full stop`);
        // The lean decides the answer in both languages alike.
        if (m.lean !== english.lean) faults.push(`${where}: lean ${m.lean}, English ${english.lean}`);
        for (const text of [m.theme, m.meaning, m.advice, ...Object.values(m.subjects)])
          if (ENGLISH.test(text)) faults.push(`${where}: English word in "${text}"`);
        if (/(?<![\p{L}])(Sie|Ihr|Ihre|Ihnen)(?![\p{L}])/u.test(m.advice))
          faults.push(`${where}: advice not in du-form`);
      }
    expect(faults).toEqual([]);
    expect(Object.keys(CARD_MEANINGS_DE).sort()).toEqual(DECK.map((c) => c.id).sort());
  });
});
