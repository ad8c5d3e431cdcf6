import type { StoredBirth as BirthSummary, StoredChart } from '@orrery/core/api/reading-content';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { useTouchScreen } from '@/lib/use-touch';
import { Markdown } from '../markdown/Markdown';
import { NatalWheel } from '../wheel/NatalWheel';
import { PlacementsTable } from '../wheel/PlacementsTable';
import { AspectTable } from '../wheel/AspectTable';
import { formatDate } from '@/lib/dates';
import { hourMinute } from './format';
import { HowWeComputed } from './HowWeComputed';
import { ChartResultGate, ResultHeader } from './ResultStates';
import { VoiceGuide } from '@/features/voice/VoiceGuide';

const NO_REPORT = 'No report available';

function BirthInformation({ birth }: { birth: BirthSummary }) {
  const t = useT();
  const unknown = t('natal.unknown');
  const rows: [string, string][] = [
    [t('natal.date'), formatDate(birth.birthDate) ?? unknown],
    [t('natal.time'), hourMinute(birth.birthTime) ?? unknown],
    [t('natal.city'), birth.city || unknown],
    [t('natal.country'), birth.country || unknown],
  ];
  return (
    <Card>
      <h2 className="text-2xl text-slate-50">{t('natal.birthInformation')}</h2>
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
  const t = useT();
  const touch = useTouchScreen();
  return <p className="mt-2 text-slate-300">{t(touch ? 'natal.hintTouch' : 'natal.hintPointer')}</p>;
}

/**
 * The wheel's tables (every placement, every aspect) for those who read them: folded, so the
 * written report comes right after the wheel, and open to anyone who follows the link.
 */
function TechnicalDetails({ chart }: { chart: StoredChart }) {
  const t = useT();
  return (
    <Card className="px-2 sm:px-6">
      <details id="technical-details" className="group">
        <summary className="cursor-pointer px-4 font-display text-2xl text-slate-50 sm:px-0">
          {t('result.technicalDetails')}
          <span className="ml-2 font-sans text-sm text-slate-400">{t('natal.placementsAndAspects')}</span>
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
  const t = useT();
  return (
    <ChartResultGate
      kind="natal"
      loadingLabel={t('natal.loading')}
      notFound={{
        title: t('natal.notFoundTitle'),
        message: t('natal.notFound'),
        action: { to: '/app', label: t('result.backToDashboard') },
      }}
    >
      {(content, view) => {
        const report = content.reading.markdown.trim();
        // The reading stays in the language it was written in, whatever the page's language is.
        const lang = content.language ?? 'en';
        return (
          <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
            <ResultHeader
              back={{ to: '/app', label: t('result.backToDashboard') }}
              title={t('natal.title', { name: `${content.birth.firstName} ${content.birth.lastName}` })}
            >
              <WheelHint />
            </ResultHeader>
            <VoiceGuide readingId={view.readingId} lang={lang} />
            <BirthInformation birth={content.birth} />
            <Card className="px-2 sm:px-6">
              <NatalWheel chart={content.chart} />
            </Card>
            {report && report !== NO_REPORT && (
              <Card role="region" aria-label={t('natal.reportLabel')}>
                <Markdown source={report} lang={lang} />
              </Card>
            )}
            <TechnicalDetails chart={content.chart} />
            <HowWeComputed charts={[{ chart: content.chart }]} />
          </div>
        );
      }}
    </ChartResultGate>
  );
}
