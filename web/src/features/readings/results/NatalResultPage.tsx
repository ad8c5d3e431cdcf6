import type { StoredBirth as BirthSummary, StoredChart } from '@orrery/core/api/reading-content';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTouchScreen } from '@/lib/use-touch';
import { Markdown } from '../markdown/Markdown';
import { NatalWheel } from '../wheel/NatalWheel';
import { PlacementsTable } from '../wheel/PlacementsTable';
import { AspectTable } from '../wheel/AspectTable';
import { formatDate } from '@/lib/dates';
import { hourMinute } from './format';
import { HowWeComputed } from './HowWeComputed';
import { resolveReadingId } from './reading-id';
import { NotFoundCard, ReadingGate, ResultHeader } from './ResultStates';
import { VoiceGuide } from '@/features/voice/VoiceGuide';

const NO_REPORT = 'No report available';

function BirthInformation({ birth }: { birth: BirthSummary }) {
  const rows: [string, string][] = [
    ['Date', formatDate(birth.birthDate) ?? 'Unknown'],
    ['Time', hourMinute(birth.birthTime) ?? 'Unknown'],
    ['City', birth.city || 'Unknown'],
    ['Country', birth.country || 'Unknown'],
  ];
  return (
    <Card>
      <h2 className="text-2xl text-slate-50">Birth Information</h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs uppercase tracking-wider text-slate-400">{term}</dt>
            <dd className="mt-1 text-lg text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function WheelHint() {
  const touch = useTouchScreen();
  return (
    <p className="mt-2 text-slate-300">
      {touch ? 'Tap' : 'Hover or focus'} a house on the wheel to see its theme, or a planet to see its sign
      and degree. Every placement and aspect is listed under Technical details, after the report.
    </p>
  );
}

/**
 * The wheel's tables (every placement, every aspect) for those who read them: folded, so the
 * written report comes right after the wheel, and open to anyone who follows the link.
 */
function TechnicalDetails({ chart }: { chart: StoredChart }) {
  return (
    <Card className="px-2 sm:px-6">
      <details id="technical-details" className="group">
        <summary className="cursor-pointer px-4 font-display text-2xl text-slate-50 sm:px-0">
          Technical details
          <span className="ml-2 font-sans text-sm text-slate-400">placements and aspects</span>
        </summary>
        <div className="mt-6 space-y-8">
          <PlacementsTable chart={chart} />
          <AspectTable chart={chart} />
        </div>
      </details>
    </Card>
  );
}

/**
 * /natalbirthchart_result/{readingId}: the birth details and the wheel, the written report next,
 * then the tables under Technical details.
 */
export default function NatalResultPage() {
  const { readingId } = useParams();
  const [search] = useSearchParams();
  return (
    <ReadingGate
      readingId={resolveReadingId(search, readingId ?? '')}
      kind="natal"
      loadingLabel="Loading your chart..."
      notFound={
        <NotFoundCard
          title="Chart not found"
          message="The natal chart you're looking for doesn't exist or has expired."
        >
          <Button asChild>
            <Link to="/app">Back to Dashboard</Link>
          </Button>
        </NotFoundCard>
      }
    >
      {(content, view) => {
        const report = content.reading.markdown.trim();
        return (
          <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
            <ResultHeader
              back={{ to: '/app', label: 'Back to Dashboard' }}
              title={`${content.birth.firstName} ${content.birth.lastName}'s Natal Chart`}
            >
              <WheelHint />
            </ResultHeader>
            <VoiceGuide readingId={view.readingId} />
            <BirthInformation birth={content.birth} />
            <Card className="px-2 sm:px-6">
              <NatalWheel chart={content.chart} />
            </Card>
            {report && report !== NO_REPORT && (
              <Card role="region" aria-label="Your natal report">
                <Markdown source={report} />
              </Card>
            )}
            <TechnicalDetails chart={content.chart} />
            <HowWeComputed charts={[{ chart: content.chart }]} />
          </div>
        );
      }}
    </ReadingGate>
  );
}
