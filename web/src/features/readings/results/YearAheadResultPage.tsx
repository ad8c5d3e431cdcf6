import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { VoiceGuide } from '@/features/voice/VoiceGuide';
import { Markdown } from '../markdown/Markdown';
import { HowWeComputed } from './HowWeComputed';
import { resolveReadingId } from './reading-id';
import { NotFoundCard, ReadingGate, ResultHeader } from './ResultStates';

/**
 * /year-ahead_result/{readingId}: the year's strongest contacts with their windows, then the
 * forecast month by month and the outer planets.
 */
export default function YearAheadResultPage() {
  const { readingId } = useParams();
  const [search] = useSearchParams();
  return (
    <ReadingGate
      readingId={resolveReadingId(search, readingId ?? '')}
      kind="year-ahead"
      loadingLabel="Loading your forecast..."
      notFound={
        <NotFoundCard title="Forecast not found" message="We couldn't find your year-ahead forecast.">
          <Button asChild>
            <Link to="/year-ahead">New Forecast</Link>
          </Button>
        </NotFoundCard>
      }
    >
      {(content, view) => {
        const { facts, markdown } = content.reading;
        const lastDay = new Date(Date.parse(facts.to) - 1).toISOString().slice(0, 10);
        // The header already shows the title and the span, which open the stored text (for export).
        const body = markdown.replace(/^# .*\n+(\*.*\*\n+)?/, '');
        return (
          <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
            <ResultHeader back={{ to: '/year-ahead', label: 'New Forecast' }} title={content.reading.title}>
              <p className="mt-2 text-slate-300">
                {formatDate(facts.from.slice(0, 10)) ?? facts.from.slice(0, 10)} to{' '}
                {formatDate(lastDay) ?? lastDay}, times in {facts.timeZone.replace(/_/g, ' ')}
              </p>
            </ResultHeader>
            <VoiceGuide readingId={view.readingId} />
            {facts.themes.length > 0 && (
              <Card role="region" aria-label="The strongest contacts of your year">
                <h2 className="text-2xl text-slate-50">The year's strongest contacts</h2>
                <ol className="mt-4 space-y-3">
                  {facts.themes.map((t) => (
                    <li key={t.title}>
                      <p className="text-lg text-slate-100">{t.title}</p>
                      <p className="text-sm text-slate-400">{t.window}</p>
                    </li>
                  ))}
                </ol>
              </Card>
            )}
            <Card role="region" aria-label="Your year-ahead forecast">
              <Markdown source={body} />
            </Card>
            <HowWeComputed charts={[{ chart: content.chart }]} />
          </div>
        );
      }}
    </ReadingGate>
  );
}
