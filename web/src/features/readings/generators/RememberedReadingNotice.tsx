import { appByRouteId, type ReadingRouteId } from '@orrery/core/catalogue';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
import { GeneratingOverlay } from './GeneratingOverlay';
import { describeRememberedRequest } from './remembered-reading';
import { useGenerateReading } from './use-generate';

/**
 * Back from buying credits: the reading that was refused is offered again exactly as it was
 * asked (for tarot, with the deck sealed before the question), or dropped for a fresh form.
 */
export function RememberedReadingNotice({ routeId }: { routeId: ReadingRouteId }) {
  const t = useT();
  const { remembered, continueRemembered, discardRemembered, pending, failure, cost } =
    useGenerateReading(routeId);
  if (!remembered && !failure) return null;
  return (
    <>
      {pending && <GeneratingOverlay label={t('generator.writing')} />}
      {remembered && (
        <Card
          role="region"
          aria-labelledby="remembered-reading-title"
          className="mt-6 flex flex-col gap-4 bg-gold-400/10 ring-gold-400/30 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <History className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" aria-hidden />
            <div className="min-w-0">
              <h2 id="remembered-reading-title" className="font-sans text-base font-semibold text-gold-300">
                {t('generator.continueTitle', { app: appName(routeId, appByRouteId(routeId).name) })}
              </h2>
              <p className="mt-1 break-words text-sm text-slate-300">
                {describeRememberedRequest(remembered.request)}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Button size="sm" onClick={continueRemembered} disabled={pending}>
              {t('generator.continue', { cost })}
            </Button>
            <Button size="sm" variant="ghost" onClick={discardRemembered} disabled={pending}>
              {t('generator.startNew')}
            </Button>
          </div>
        </Card>
      )}
      {failure && <FormError className="mt-4" title={failure.title} message={failure.message} />}
    </>
  );
}
