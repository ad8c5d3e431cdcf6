// The authored meanings of all 78 cards, joined from the writers' files (majors and one file per
// suit), and the one way the composers, the guide and the library read them.
import type { TarotCard } from '../deck';
import { CUPS_MEANINGS } from './cups';
import { MAJOR_MEANINGS } from './majors';
import { PENTACLES_MEANINGS } from './pentacles';
import { SWORDS_MEANINGS } from './swords';
import type { CardMeanings, OrientationMeaning } from './types';
import { WANDS_MEANINGS } from './wands';

export * from './types';

export const CARD_MEANINGS: CardMeanings = {
  ...MAJOR_MEANINGS,
  ...WANDS_MEANINGS,
  ...CUPS_MEANINGS,
  ...SWORDS_MEANINGS,
  ...PENTACLES_MEANINGS,
};

/** A card's meaning in one orientation from one language's table; every card of the deck has both. */
export function meaningFrom(
  table: CardMeanings,
  card: Pick<TarotCard, 'id'>,
  reversed: boolean,
): OrientationMeaning {
  const meaning = table[card.id];
  if (!meaning) throw new Error(`no authored meaning for ${card.id}`);
  return reversed ? meaning.reversed : meaning.upright;
}

/** A card's authored English meaning in one orientation. */
export const meaningOf = (card: Pick<TarotCard, 'id'>, reversed: boolean): OrientationMeaning =>
  meaningFrom(CARD_MEANINGS, card, reversed);
