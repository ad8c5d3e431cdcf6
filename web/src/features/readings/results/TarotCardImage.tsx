import type { StoredCard as DrawnCard, StoredDraw } from '@orrery/core/api/reading-content';
import { useCardName, usePositionName } from './card-name';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/utils';

/** Only deck file names are used as picture paths, whatever a stored record holds. */
const IMAGE_NAME = /^[\w-]+\.(webp|png|jpg)$/;

function rotation(reversed: boolean, crossing: boolean): string {
  if (crossing) return reversed ? 'rotate-180 md:rotate-[270deg]' : 'md:rotate-90';
  return reversed ? 'rotate-180' : '';
}

/**
 * A card picture: reversed cards are turned 180°. `crossing` marks the Celtic Cross card that
 * lies across the first; it is turned a quarter only where the cross layout is shown (md up).
 */
export function TarotCardImage({
  card,
  spread,
  className,
  crossing = false,
}: {
  card: DrawnCard;
  spread: StoredDraw['spread'];
  className?: string;
  crossing?: boolean;
}) {
  const t = useT();
  const cardName = useCardName();
  const positionName = usePositionName(spread);
  return (
    <img
      src={IMAGE_NAME.test(card.image) ? `/tarot/${card.image}` : '/tarot/card-back.webp'}
      alt={t('tarotResult.cardAlt', {
        name: cardName(card),
        orientation: card.orientation,
        position: positionName(card),
      })}
      width={300}
      height={520}
      loading="lazy"
      decoding="async"
      className={cn(
        'aspect-[300/520] h-auto w-full rounded-lg object-cover shadow-lg shadow-black/50 ring-1 ring-gold-400/30',
        rotation(card.orientation === 'reversed', crossing),
        className,
      )}
    />
  );
}
