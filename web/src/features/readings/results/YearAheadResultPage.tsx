import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/dates';
import { VoiceGuide } from '@/features/voice/VoiceGuide';
import { Markdown } from '../markdown/Markdown';
import { HowWeComputed } from './HowWeComputed';
import { ChartResultGate, ResultHeader } from './ResultStates';

/**
 * /year-ahead_result/{readingId}: the year's strongest contacts with their windows, then the
 * forecast month by month and the outer planets.
 */
export default function YearAheadResultPage() {
  const t = useT();
  return (
    <ChartResultGate
      kind="year-ahead"
      loadingLabel={t('yearAhead.loading')}
      notFound={{
        title: t('yearAhead.notFoundTitle'),
        message: t('yearAhead.notFound'),
        action: { to: '/year-ahead', label: t('yearAhead.new') },
      }}
    >
      {(content, view) => {
        const { facts, markdown } = content.reading;
        const lastDay = new Date(Date.parse(facts.to) - 1).toISOString().slice(0, 10);
        // The header already shows the title and the span, which open the stored text (for export).
        const body = markdown.replace(/^# .*\n+(\*.*\*\n+)?/, '');
        // The forecast stays in the language it was written in, whatever the page's language is.
        const lang = content.language ?? 'en';
        return (
          <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
            <ResultHeader
              back={{ to: '/year-ahead', label: t('yearAhead.new') }}
              // The reading's own words, in the language it was written in.
              title={
                <span data-reading-text lang={lang}>
                  {content.reading.title}
                </span>
              }
            >
              <p className="mt-2 text-slate-300">
                {t('yearAhead.span', {
                  from: formatDate(facts.from.slice(0, 10)) ?? facts.from.slice(0, 10),
                  to: formatDate(lastDay) ?? lastDay,
                  zone: facts.timeZone.replace(/_/g, ' '),
                })}
              </p>
            </ResultHeader>
            <VoiceGuide readingId={view.readingId} lang={lang} />
            {facts.themes.length > 0 && (
              <Card role="region" aria-label={t('yearAhead.contactsLabel')}>
                <h2 className="text-2xl text-slate-50">{t('yearAhead.contacts')}</h2>
                <ol className="mt-4 space-y-3" lang={lang}>
                  {facts.themes.map((theme) => (
                    // Titles and windows stored with the reading, in the language it was written in.
                    <li key={theme.title} data-reading-text>
                      <p className="text-lg text-slate-100">{theme.title}</p>
                      <p className="text-sm text-slate-400">{theme.window}</p>
                    </li>
                  ))}
                </ol>
              </Card>
            )}
            <Card role="region" aria-label={t('yearAhead.forecastLabel')} lang={lang}>
              <Markdown source={body} />
            </Card>
            <HowWeComputed charts={[{ chart: content.chart }]} />
          </div>
        );
      }}
    </ChartResultGate>
  );
}
