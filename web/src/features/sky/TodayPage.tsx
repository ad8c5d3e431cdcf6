import type { SkyTodayResponse, TransitView } from '@orrery/core/api/sky';
import { CalendarDays, Moon, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { failureMessage } from '@/features/auth/blocked';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { useT } from '@/i18n/i18n';
import { formatClock, formatLongDay } from '@/lib/dates';
import { formatDecimal } from '@/lib/numbers';
import { cn } from '@/lib/utils';
import { bodyName, browserZone, phaseLabel, transitWindowText } from './sky-text';
import { TransitTimeline } from './TransitTimeline';
import { useSkyToday } from './use-sky';

/** How many of the day's transits show before "Show all". */
const FIRST_TRANSITS = 5;

const FAMILY_TAG: Record<TransitView['family'], string> = {
  conjunction: 'bg-gold-400/15 text-gold-200 ring-gold-400/30',
  flowing: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/30',
  tense: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
};

function TransitCard({ transit, timeZone }: { transit: TransitView; timeZone: string }) {
  const t = useT();
  return (
    <li>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-xl text-slate-50">{transit.title}</h3>
          <span className="flex items-center gap-2 text-xs text-slate-400">
            {t('sky.weight', { weight: formatDecimal(transit.weight, 1) })}
            <span className={cn('rounded-full px-2.5 py-0.5 ring-1', FAMILY_TAG[transit.family])}>
              {transit.applying ? t('sky.applying') : t('sky.separating')}
            </span>
          </span>
        </div>
        <p className="mt-1 text-sm text-gold-300">{transitWindowText(transit, timeZone)}</p>
        {/* The authored text of the pair: a reading's own words, English for now. */}
        <p className="mt-3 leading-relaxed text-slate-200" data-reading-text>
          {transit.text}
        </p>
      </Card>
    </li>
  );
}

function MoonCard({ sky }: { sky: SkyTodayResponse }) {
  const { moon, timeZone } = sky;
  const t = useT();
  return (
    <Card role="region" aria-labelledby="moon-heading" className="p-5">
      <h2
        id="moon-heading"
        className="flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-widest text-gold-400"
      >
        <Moon className="h-4 w-4" aria-hidden />
        {t('sky.moon.heading')}
      </h2>
      <p className="mt-2 text-xl text-slate-50">{t('sky.moon.inSign', { sign: moon.signName })}</p>
      <p className="text-sm text-slate-300">{phaseLabel(moon.phase)}</p>
      {moon.voidOfCourse.length ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-300">
          {moon.voidOfCourse.map((v) => (
            <li key={v.start}>
              {t('sky.moon.voidOfCourse', {
                from: formatClock(v.start, { timeZone }),
                to: formatClock(v.end, { timeZone }),
              })}
              {formatLongDay(v.end, { timeZone }) !== formatLongDay(sky.at, { timeZone }) &&
                t('sky.moon.nextDay')}
              {formatLongDay(v.start, { timeZone }) !== formatLongDay(sky.at, { timeZone }) &&
                t('sky.moon.dayBefore')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t('sky.moon.notVoid')}</p>
      )}
    </Card>
  );
}

function RetrogradeCard({ sky }: { sky: SkyTodayResponse }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="retro-heading" className="p-5">
      <h2
        id="retro-heading"
        className="flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-widest text-gold-400"
      >
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t('sky.retrograde.heading')}
      </h2>
      {sky.retrograde.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {sky.retrograde.map((b) => (
            <li
              key={b}
              className="rounded-full bg-night-700 px-3 py-1 text-sm text-slate-100 ring-1 ring-white/10"
            >
              {bodyName(b)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t('sky.retrograde.none')}</p>
      )}
    </Card>
  );
}

/**
 * The note as the daily email sends it. Its transits are the cards below, so the page opens it
 * with its first lines and leaves the rest to a click.
 */
function NoteCard({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const [opening, ...rest] = text.split('\n\n');
  return (
    <Card role="region" aria-labelledby="note-heading" className="bg-gold-400/5 p-5 ring-gold-400/20 sm:p-6">
      <h2 id="note-heading" className="text-2xl text-slate-50">
        {t('sky.note.heading')}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-200">
        <p>{opening}</p>
        <div id={id} hidden={!open} className="space-y-3">
          {rest.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 mt-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('sky.note.less') : t('sky.note.more')}
      </Button>
    </Card>
  );
}

export default function TodayPage() {
  const t = useT();
  const [timeZone] = useState(browserZone);
  const today = useSkyToday(timeZone);
  const [showAll, setShowAll] = useState(false);

  if (today.isPending) return <FullPageLoading label={t('sky.today.loading')} />;
  if (today.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <FormError message={failureMessage(today.error, t('sky.today.failed'))} />
      </div>
    );

  const sky = today.data;
  const personal = sky.personal;
  const shown = personal ? (showAll ? personal.transits : personal.transits.slice(0, FIRST_TRANSITS)) : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl text-slate-50 sm:text-4xl">{t('sky.today.heading')}</h1>
          <p className="mt-2 text-slate-300">
            {t('sky.today.timesIn', {
              day: formatLongDay(sky.at, { timeZone }),
              zone: timeZone.replace(/_/g, ' '),
            })}
          </p>
        </div>
        <Button asChild variant="secondary" size="sm">
          <Link to="/sky/calendar">
            <CalendarDays className="h-4 w-4" aria-hidden />
            {t('sky.today.calendarLink')}
          </Link>
        </Button>
      </div>

      {!personal && (
        <Card className="mt-6 flex flex-col gap-4 bg-gold-400/10 ring-gold-400/30 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-sans text-base font-semibold text-gold-300">
              {t('sky.today.addBirthHeading')}
            </h2>
            <p className="mt-1 text-sm text-slate-300">{t('sky.today.addBirthText')}</p>
          </div>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to="/profile">{t('sky.today.addBirthButton')}</Link>
          </Button>
        </Card>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {personal && <NoteCard text={personal.note.text} />}
          {personal && (
            <section aria-labelledby="transits-heading">
              <h2 id="transits-heading" className="text-2xl text-slate-50">
                {t('sky.today.transitsHeading')}
              </h2>
              <p className="mt-1 text-sm text-slate-400">
                {t('sky.today.ranking')}
                {!personal.birthTimeKnown && t('sky.today.noAngles')}
              </p>
              {personal.transits.length ? (
                <ol className="mt-4 space-y-4">
                  {shown.map((transit) => (
                    <TransitCard
                      key={`${transit.body}-${transit.point}-${transit.aspect}`}
                      transit={transit}
                      timeZone={timeZone}
                    />
                  ))}
                </ol>
              ) : (
                <p className="mt-4 text-slate-300">{t('sky.today.noTransits')}</p>
              )}
              {personal.transits.length > FIRST_TRANSITS && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-3"
                  aria-expanded={showAll}
                  onClick={() => setShowAll((v) => !v)}
                >
                  {showAll
                    ? t('sky.today.showStrongest')
                    : t('sky.today.showAll', { count: personal.transits.length })}
                </Button>
              )}
            </section>
          )}
        </div>
        <aside className="space-y-6" aria-label={t('sky.today.asideLabel')}>
          <MoonCard sky={sky} />
          <RetrogradeCard sky={sky} />
        </aside>
      </div>

      {personal && (
        <TransitTimeline
          from={personal.timeline.from}
          to={personal.timeline.to}
          transits={personal.timeline.transits}
          timeZone={timeZone}
        />
      )}
    </div>
  );
}
