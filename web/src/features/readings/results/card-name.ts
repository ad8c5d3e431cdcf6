import { cardNameIn } from '@orrery/core/tarot/names-de';
import { useCurrentLanguage } from '@/i18n/i18n';

/**
 * A drawn card's name in the screen's language, as that language's decks print it ("Königin der
 * Kelche"); the reading's prose keeps the name it was written with.
 */
export function useCardName(): (card: { cardId: string; name: string }) => string {
  const language = useCurrentLanguage();
  return (card) => cardNameIn(card, language);
}
