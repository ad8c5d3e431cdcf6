// The German authored meanings of all 78 cards (decision 0028), with the same keys and shape as the
// English, written anew in German rather than translated; joined here from the writers' files.
import type { TarotCard } from '../../deck';
import { meaningFrom } from '../index';
import type { CardMeanings, OrientationMeaning } from '../types';
import { CUPS_MEANINGS_DE } from './cups';
import { MAJOR_MEANINGS_DE_A } from './majors-a';
import { MAJOR_MEANINGS_DE_B } from './majors-b';
import { PENTACLES_MEANINGS_DE } from './pentacles';
import { SWORDS_MEANINGS_DE } from './swords';
import { WANDS_MEANINGS_DE } from './wands';

export const CARD_MEANINGS_DE: CardMeanings = {
  ...MAJOR_MEANINGS_DE_A,
  ...MAJOR_MEANINGS_DE_B,
  ...WANDS_MEANINGS_DE,
  ...CUPS_MEANINGS_DE,
  ...SWORDS_MEANINGS_DE,
  ...PENTACLES_MEANINGS_DE,
};

/** A card's German meaning in one orientation; every card of the deck has both. */
export const meaningOfDe = (card: Pick<TarotCard, 'id'>, reversed: boolean): OrientationMeaning =>
  meaningFrom(CARD_MEANINGS_DE, card, reversed);
