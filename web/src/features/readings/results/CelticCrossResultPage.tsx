import type { StoredCard as DrawnCard } from '@orrery/core/api/reading-content';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { resolveReadingId } from './reading-id';
import { NotFoundCard, ReadingGate, ResultHeader } from './ResultStates';
import { useCardName, usePositionName } from './card-name';
import { TarotCardImage } from './TarotCardImage';
import { TarotReadingBody } from './TarotReadingBody';
import { VoiceGuide } from '@/features/voice/VoiceGuide';
import { useT } from '@/i18n/i18n';

/**
 * Where each position sits from md up, on a grid of three cross columns and the staff, in
 * half-card rows: the cross is centred beside the staff, which rises from 7 at the bottom to 10.
 * Below md the cards simply flow in rows, in position order.
 */
const PLACE: Record<number, string> = {
  1: 'md:col-start-2 md:row-start-4 md:row-span-2',
  2: 'md:col-start-2 md:row-start-4 md:row-span-2 md:z-10 md:px-0',
  3: 'md:col-start-2 md:row-start-2 md:row-span-2',
  4: 'md:col-start-2 md:row-start-6 md:row-span-2',
  5: 'md:col-start-1 md:row-start-4 md:row-span-2',
  6: 'md:col-start-3 md:row-start-4 md:row-span-2',
  7: 'md:col-start-4 md:pl-8 md:row-start-7 md:row-span-2',
  8: 'md:col-start-4 md:pl-8 md:row-start-5 md:row-span-2',
  9: 'md:col-start-4 md:pl-8 md:row-start-3 md:row-span-2',
  10: 'md:col-start-4 md:pl-8 md:row-start-1 md:row-span-2',
};

function SpreadCard({ card }: { card: DrawnCard }) {
  const positionName = usePositionName('celtic-cross');
  const crossing = card.position === 2;
  return (
    <li className={cn('relative flex flex-col items-center md:block', PLACE[card.position])}>
      <span
        aria-hidden
        className={cn(
          'absolute -left-2 -top-2 z-20 flex h-7 w-7 items-center justify-center rounded-full bg-gold-400 text-sm font-bold text-night-950 shadow',
          crossing && 'md:left-1/2 md:top-1/2 md:-translate-x-1/2 md:translate-y-[2.4rem]',
        )}
      >
        {card.position}
      </span>
      <TarotCardImage
        card={card}
        spread="celtic-cross"
        crossing={crossing}
        className="max-w-[9rem] md:max-w-none"
      />
      <p className="mt-2 text-center text-xs text-slate-300 md:hidden" aria-hidden>
        {positionName(card)}
      </p>
    </li>
  );
}

/** /tarot-celtic-cross-result: the ten-card Celtic Cross, laid out as the cross and the staff. */
export default function CelticCrossResultPage() {
  const t = useT();
  const cardName = useCardName();
  const positionName = usePositionName('celtic-cross');
  const [search] = useSearchParams();
  const notFound = (
    <NotFoundCard
      title={t('result.notFoundTitle')}
      message={t('result.notFound')}
      back={{ to: '/tarot-celtic-cross', label: t('result.newReading') }}
    >
      <Button asChild>
        <Link to="/tarot-celtic-cross">{t('result.generateNew')}</Link>
      </Button>
    </NotFoundCard>
  );
  return (
    <ReadingGate readingId={resolveReadingId(search)} kind="celtic-cross" notFound={notFound}>
      {(content, view) => (
        <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
          <ResultHeader
            back={{ to: '/tarot-celtic-cross', label: t('result.newReading') }}
            title={t('celticResult.title')}
          >
            <p className="mt-2 text-slate-300">{t('result.for', { name: content.firstName })}</p>
            <p className="mt-3 border-l-2 border-gold-400/60 pl-4 italic text-slate-200">
              {t('result.quoted', { text: content.question })}
            </p>
          </ResultHeader>

          <section aria-labelledby="spread-heading" className="space-y-6">
            <h2 id="spread-heading" className="text-2xl text-slate-50">
              {t('celticResult.spread')}
            </h2>
            <ol className="grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-5 md:mx-auto md:w-fit md:grid-cols-[repeat(3,7rem)_9rem] md:grid-rows-[repeat(8,6.2rem)] md:gap-x-12 md:gap-y-0">
              {content.draw.cards.map((card) => (
                <SpreadCard key={card.position} card={card} />
              ))}
            </ol>
            <Card>
              <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">
                {t('celticResult.positions')}
              </h3>
              <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                {content.draw.cards.map((card) => (
                  <li key={card.position} className="flex gap-3">
                    <span className="w-6 shrink-0 text-right font-semibold text-gold-400">
                      {card.position}.
                    </span>
                    <span>
                      <span className="text-slate-400">{positionName(card)}:</span>{' '}
                      <span className="text-slate-100">{cardName(card)}</span>
                      {card.orientation === 'reversed' && (
                        <span className="text-slate-400"> {t('celticResult.reversed')}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          </section>

          <TarotReadingBody
            markdown={content.reading.markdown}
            lang={content.language ?? 'en'}
            draw={content.draw}
            newReading={{ to: '/tarot-celtic-cross', label: t('result.newReading') }}
          />
          <VoiceGuide readingId={view.readingId} lang={content.language ?? 'en'} />
        </div>
      )}
    </ReadingGate>
  );
}
