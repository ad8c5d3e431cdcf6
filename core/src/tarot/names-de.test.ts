import { describe, expect, it } from 'vitest';
import { DECK } from './deck';
import { CARD_NAMES_DE, cardNameIn } from './names-de';

describe('German card names', () => {
  it('names every card of the deck, each differently from the English and from each other', () => {
    for (const card of DECK) {
      const german = CARD_NAMES_DE.get(card.id);
      expect(german, card.id).toBeTruthy();
      expect(german, card.id).not.toBe(card.name);
    }
    expect(CARD_NAMES_DE.size).toBe(DECK.length);
    expect(new Set(CARD_NAMES_DE.values()).size).toBe(78);
  });

  it('names the cards as German decks print them', () => {
    const byName = (name: string) => CARD_NAMES_DE.get(DECK.find((c) => c.name === name)!.id);
    expect(byName('The Fool')).toBe('Der Narr');
    expect(byName('Wheel of Fortune')).toBe('Das Rad des Schicksals');
    expect(byName('Temperance')).toBe('Die Mäßigkeit');
    expect(byName('Queen of Cups')).toBe('Königin der Kelche');
    expect(byName('Ace of Wands')).toBe('Ass der Stäbe');
    expect(byName('Ten of Swords')).toBe('Zehn der Schwerter');
    expect(byName('Page of Pentacles')).toBe('Bube der Münzen');
  });

  it('keeps the stored name on English screens and for an id it does not know', () => {
    const queen = { cardId: 'cups-13-queen', name: 'Queen of Cups' };
    expect(cardNameIn(queen, 'de')).toBe('Königin der Kelche');
    expect(cardNameIn(queen, 'en')).toBe('Queen of Cups');
    expect(cardNameIn({ cardId: 'unknown', name: 'Stored' }, 'de')).toBe('Stored');
  });
});
