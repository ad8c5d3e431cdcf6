import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { resolveReadingId } from './reading-id';
import { NotFoundCard, ReadingGate, ResultHeader } from './ResultStates';
import { useCardName, usePositionName } from './card-name';
import { TarotCardImage } from './TarotCardImage';
import { TarotReadingBody } from './TarotReadingBody';
import { VoiceGuide } from '@/features/voice/VoiceGuide';
import { useT } from '@/i18n/i18n';

/** /tarot-result: the three-card (past, present, future) reading. */
export default function TarotResultPage() {
  const t = useT();
  const cardName = useCardName();
  const positionName = usePositionName('three-card');
  const [search] = useSearchParams();
  return (
    <ReadingGate
      readingId={resolveReadingId(search)}
      kind="three-card"
      notFound={
        <NotFoundCard title={t('result.notFoundTitle')} message={t('result.notFound')}>
          <Button asChild>
            <Link to="/tarot-traditional">{t('result.getNew')}</Link>
          </Button>
        </NotFoundCard>
      }
    >
      {(content, view) => (
        <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
          <ResultHeader
            back={{ to: '/tarot-traditional', label: t('result.newReading') }}
            title={t('tarotResult.title')}
          >
            <p className="mt-2 text-slate-300">{t('result.for', { name: content.firstName })}</p>
            <p className="mt-3 border-l-2 border-gold-400/60 pl-4 italic text-slate-200">
              {t('result.quoted', { text: content.question })}
            </p>
          </ResultHeader>

          <section aria-labelledby="cards-heading">
            <h2 id="cards-heading" className="sr-only">
              {t('tarotResult.cards')}
            </h2>
            <ol className="grid grid-cols-3 gap-3 sm:gap-8">
              {content.draw.cards.map((card) => (
                <li key={card.position}>
                  <figure className="flex flex-col items-center text-center">
                    <figcaption className="mb-3 text-xs font-semibold uppercase tracking-widest text-gold-300 sm:text-sm">
                      {positionName(card)}
                    </figcaption>
                    <TarotCardImage card={card} spread="three-card" className="max-w-[200px]" />
                    <p className="mt-3 text-sm text-slate-100 sm:text-base">{cardName(card)}</p>
                    <p className="text-xs text-slate-400">
                      {t(card.orientation === 'reversed' ? 'tarotResult.reversed' : 'tarotResult.upright')}
                    </p>
                  </figure>
                </li>
              ))}
            </ol>
          </section>

          <TarotReadingBody
            markdown={content.reading.markdown}
            lang={content.language ?? 'en'}
            draw={content.draw}
            newReading={{ to: '/tarot-traditional', label: t('result.getNew') }}
          />
          <VoiceGuide readingId={view.readingId} lang={content.language ?? 'en'} />
        </div>
      )}
    </ReadingGate>
  );
}
