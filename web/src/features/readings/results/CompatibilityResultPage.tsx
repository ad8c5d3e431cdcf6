import type { StoredBirth as BirthSummary } from '@orrery/core/api/reading-content';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { Markdown } from '../markdown/Markdown';
import { RELATIONSHIP_LABEL } from '../relationship-label';
import { formatDate } from '@/lib/dates';
import { formatDecimal } from '@/lib/numbers';
import { hourMinute } from './format';
import { HowWeComputed } from './HowWeComputed';
import { ChartResultGate, ResultHeader } from './ResultStates';
import { bandLabel, hitText, scoreMeaning } from './score-meaning';
import { RING_CIRCUMFERENCE, RING_RADIUS, ringArc, SCORE_MAX } from './score-ring';
import { VoiceGuide } from '@/features/voice/VoiceGuide';

function ScoreRing({ score, label }: { score: number; label: string }) {
  const t = useT();
  const arc = ringArc(score);
  return (
    <div className="flex flex-col items-center">
      <div className="relative h-44 w-44">
        <svg
          viewBox="0 0 80 80"
          className="h-full w-full -rotate-90"
          role="img"
          aria-label={t('compat.scoreLabel', { score, max: SCORE_MAX, label })}
        >
          <circle cx={40} cy={40} r={RING_RADIUS} className="fill-none stroke-night-700" strokeWidth={6} />
          {/* A round cap would draw a dot for a score of 0. */}
          {arc > 0 && (
            <circle
              cx={40}
              cy={40}
              r={RING_RADIUS}
              className="fill-none stroke-gold-400"
              strokeWidth={6}
              strokeLinecap="round"
              strokeDasharray={`${arc} ${RING_CIRCUMFERENCE}`}
            />
          )}
        </svg>
        <div aria-hidden className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="font-display text-5xl text-slate-50">{score}</span>
          <span className="text-sm text-slate-400">/ {SCORE_MAX}</span>
        </div>
      </div>
      <span className="mt-4 rounded-full bg-violet-glow/15 px-4 py-1 text-sm font-medium text-violet-100 ring-1 ring-violet-glow/40">
        {label}
      </span>
    </div>
  );
}

function PersonCard({ person, fallback }: { person: BirthSummary; fallback: string }) {
  const t = useT();
  const name = `${person.firstName} ${person.lastName}`.trim() || fallback;
  return (
    <Card>
      <h3 className="text-xl text-slate-50">{name}</h3>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-slate-400">{t('compat.born')}</dt>
          <dd className="text-slate-100">{formatDate(person.birthDate) ?? t('natal.unknown')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-slate-400">{t('compat.time')}</dt>
          <dd className="text-slate-100">{hourMinute(person.birthTime) ?? t('compat.notAvailable')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-slate-400">{t('compat.place')}</dt>
          <dd className="text-slate-100">
            {[person.city, person.country].filter(Boolean).join(', ') || t('natal.unknown')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** /compatibility_result/{readingId}: the score ring, the two people, the breakdown and the report. */
export default function CompatibilityResultPage() {
  const t = useT();
  return (
    <ChartResultGate
      kind="compatibility"
      loadingLabel={t('compat.loading')}
      notFound={{
        title: t('compat.notFoundTitle'),
        message: t('compat.notFound'),
        action: { to: '/compatibility', label: t('result.generateNew') },
      }}
    >
      {(content, view) => {
        const { score, persons, charts } = content;
        // The reading stays in the language it was written in, whatever the page's language is.
        const lang = content.language ?? 'en';
        const names: [string, string] = [
          persons[0].firstName || t('compat.person', { number: 1 }),
          persons[1].firstName || t('compat.person', { number: 2 }),
        ];
        return (
          <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
            <ResultHeader
              back={{ to: '/app', label: t('result.backToDashboard') }}
              title={`${names[0]} & ${names[1]}`}
            >
              <p className="mt-2 text-slate-300">{t('compat.subtitle')}</p>
              <p className="mt-1 text-slate-300" data-testid="relationship">
                {t('compat.readAs', { kind: t(RELATIONSHIP_LABEL[content.reading.facts.relationship]) })}
              </p>
            </ResultHeader>

            <Card className="flex flex-col items-center gap-6 md:flex-row md:items-start md:gap-10">
              <ScoreRing score={score.score_value} label={bandLabel(score.score_description)} />
              <div className="w-full flex-1">
                <h2 className="text-2xl text-slate-50">{t('compat.meaning')}</h2>
                <p className="mt-2 text-slate-200" data-testid="score-meaning">
                  {scoreMeaning(
                    score.score_value,
                    names,
                    score.aspects.length + (score.is_destiny_sign ? 1 : 0),
                  )}
                </p>
                <h2 className="mt-6 text-2xl text-slate-50">{t('compat.breakdown')}</h2>
                {score.range && (
                  <p className="mt-2 rounded-lg bg-amber-400/10 px-3 py-2 text-sm text-amber-100 ring-1 ring-amber-300/25">
                    {t('compat.range', { min: score.range.min, max: score.range.max })}
                  </p>
                )}
                <ul className="mt-3 divide-y divide-white/5 text-sm">
                  {score.is_destiny_sign && (
                    <li className="flex justify-between gap-4 py-2">
                      <span className="text-slate-200">{t('compat.destinySign')}</span>
                      <span className="shrink-0 font-semibold text-gold-300">+5</span>
                    </li>
                  )}
                  {score.aspects.map((hit, i) => (
                    <li key={i} className="flex justify-between gap-4 py-2">
                      <span className="text-slate-200">
                        {hitText(hit, names)}{' '}
                        <span className="text-slate-400">
                          {t('compat.orb', { orb: formatDecimal(hit.orbit, 1) })}
                        </span>
                      </span>
                      <span className="shrink-0 font-semibold text-gold-300">+{hit.points}</span>
                    </li>
                  ))}
                  {!score.is_destiny_sign && score.aspects.length === 0 && (
                    <li className="py-2 text-slate-400">{t('compat.noContacts')}</li>
                  )}
                </ul>
              </div>
            </Card>

            <section aria-label={t('compat.people')} className="grid gap-4 md:grid-cols-2">
              <PersonCard person={persons[0]} fallback={t('compat.person', { number: 1 })} />
              <PersonCard person={persons[1]} fallback={t('compat.person', { number: 2 })} />
            </section>

            <Card>
              <Markdown source={content.reading.markdown} lang={lang} />
              <p className="mt-8 text-sm text-slate-400">
                {t('compat.generatedOn', { date: formatDate(view.createdAt) ?? view.createdAt })}
              </p>
            </Card>

            <VoiceGuide readingId={view.readingId} lang={lang} />

            <HowWeComputed
              charts={[
                { chart: charts[0], label: names[0] },
                { chart: charts[1], label: names[1] },
              ]}
            />
          </div>
        );
      }}
    </ChartResultGate>
  );
}
