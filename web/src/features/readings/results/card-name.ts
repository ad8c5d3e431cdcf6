import type { StoredCard, StoredDraw } from '@orrery/core/api/reading-content';
import { cardNameIn } from '@orrery/core/tarot/names-de';
import { type MessageKey, useCurrentLanguage, useT } from '@/i18n/i18n';

/**
 * A drawn card's name in the screen's language, as that language's decks print it ("Königin der
 * Kelche"); the reading's prose keeps the name it was written with.
 */
export function useCardName(): (card: { cardId: string; name: string }) => string {
  const language = useCurrentLanguage();
  return (card) => cardNameIn(card, language);
}

/** Per spread, because a key can name different places: "present" is the Celtic Cross's heart. */
const POSITION_NAMES: Record<StoredDraw['spread'], Record<string, MessageKey>> = {
  'three-card': {
    past: 'tarotPosition.three-card.past',
    present: 'tarotPosition.three-card.present',
    future: 'tarotPosition.three-card.future',
  },
  'celtic-cross': {
    present: 'tarotPosition.celtic-cross.present',
    challenge: 'tarotPosition.celtic-cross.challenge',
    crown: 'tarotPosition.celtic-cross.crown',
    foundation: 'tarotPosition.celtic-cross.foundation',
    'recent-past': 'tarotPosition.celtic-cross.recent-past',
    'near-future': 'tarotPosition.celtic-cross.near-future',
    self: 'tarotPosition.celtic-cross.self',
    environment: 'tarotPosition.celtic-cross.environment',
    'hopes-fears': 'tarotPosition.celtic-cross.hopes-fears',
    outcome: 'tarotPosition.celtic-cross.outcome',
  },
};

/**
 * A drawn card's position in the screen's language ("Gegenwart", "Der Kern der Sache"). A stored
 * draw carries only its English label; that label stays for a key the catalogues do not name.
 */
export function usePositionName(
  spread: StoredDraw['spread'],
): (card: Pick<StoredCard, 'positionKey' | 'positionLabel'>) => string {
  const t = useT();
  return (card) => {
    const key = POSITION_NAMES[spread][card.positionKey];
    return key ? t(key) : card.positionLabel;
  };
}
