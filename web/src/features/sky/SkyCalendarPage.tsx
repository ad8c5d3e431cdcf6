import type { SkyEventView } from '@orrery/core/api/sky';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { intlLocale, type MessageKey, useT } from '@/i18n/i18n';
import { formatClock, formatDayMonth, formatMonth } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { browserZone, monthIn, shiftMonth } from './sky-text';
import { SkyTable } from './SkyTable';
import { useSkyCalendar } from './use-sky';

const KIND_LABEL: Record<SkyEventView['kind'], MessageKey> = {
  lunation: 'sky.kind.lunation',
  quarter: 'sky.kind.quarter',
  eclipse: 'sky.kind.eclipse',
  ingress: 'sky.kind.ingress',
  station: 'sky.kind.station',
};

const KIND_DOT: Record<SkyEventView['kind'], string> = {
  lunation: 'bg-gold-300',
  quarter: 'bg-slate-300',
  eclipse: 'bg-rose-400',
  ingress: 'bg-sky-400',
  station: 'bg-violet-400',
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Monday-first weekday names in the reader's chosen language. */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' });
  // 5 January 1970 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(1970, 0, 5 + i))));
}

function MonthGrid({ month, events }: { month: string; events: SkyEventView[] }) {
  const t = useT();
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  return (
    <div aria-hidden className="mt-6 hidden overflow-hidden rounded-2xl ring-1 ring-white/10 sm:block">
      <div className="grid grid-cols-7 bg-night-800 text-center text-xs font-semibold uppercase tracking-wider text-slate-400">
        {weekdayNames().map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-px bg-white/5">
        {cells.map((day, i) => (
          <div key={i} className={cn('min-h-28 bg-night-900/90 p-2', day === null && 'bg-night-950/60')}>
            {day !== null && (
              <>
                <span className="text-sm text-slate-400">{day}</span>
                <ul className="mt-1 space-y-1">
                  {events
                    .filter((e) => e.day === day)
                    .map((e) => (
                      <li key={e.at + e.title} className="flex gap-1.5 text-xs leading-snug text-slate-200">
                        <span className={cn('mt-1 h-1.5 w-1.5 shrink-0 rounded-full', KIND_DOT[e.kind])} />
                        {e.title}
                      </li>
                    ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </div>
      <p className="flex flex-wrap gap-4 bg-night-900/90 px-4 py-3 text-xs text-slate-400">
        {(Object.keys(KIND_LABEL) as SkyEventView['kind'][]).map((kind) => (
          <span key={kind} className="flex items-center gap-1.5">
            <span className={cn('h-2 w-2 rounded-full', KIND_DOT[kind])} />
            {t(KIND_LABEL[kind])}
          </span>
        ))}
      </p>
    </div>
  );
}

export default function SkyCalendarPage() {
  const t = useT();
  const [timeZone] = useState(browserZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) ? asked : monthIn(timeZone);
  const [asTable, setAsTable] = useState(false);
  const calendar = useSkyCalendar(month, timeZone);
  const go = (by: number) => setParams({ month: shiftMonth(month, by) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl text-slate-50 sm:text-4xl">{t('sky.calendar.heading')}</h1>
      <p className="mt-2 max-w-2xl text-slate-300">
        {t('sky.calendar.intro', { zone: timeZone.replace(/_/g, ' ') })}{' '}
        <Link to="/today" className="text-gold-300 underline">
          {t('sky.calendar.todayLink')}
        </Link>
        .
      </p>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(-1)}
            aria-label={t('sky.calendar.previous', { month: formatMonth(shiftMonth(month, -1)) })}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <h2 className="min-w-44 text-center text-2xl text-slate-50" aria-live="polite">
            {formatMonth(month)}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(1)}
            aria-label={t('sky.calendar.next', { month: formatMonth(shiftMonth(month, 1)) })}
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="hidden sm:inline-flex"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? t('sky.calendar.showCalendar') : t('sky.showTable')}
        </Button>
      </div>

      {calendar.isPending && <FullPageLoading label={t('sky.calendar.loading')} />}
      {calendar.isError && <FormError className="mt-6" message={t('sky.calendar.failed')} />}
      {calendar.data && (
        <>
          {!asTable && <MonthGrid month={month} events={calendar.data.events} />}
          {/* The table is the calendar for screen readers and small screens, and for anyone who asks. */}
          <div
            className={cn('mt-6 overflow-x-auto rounded-2xl ring-1 ring-white/10', !asTable && 'sm:sr-only')}
          >
            <SkyTable
              caption={t('sky.calendar.caption', { month: formatMonth(month) })}
              columns={[
                { label: t('sky.col.date') },
                { label: t('sky.col.time') },
                { label: t('sky.col.event') },
                { label: t('sky.col.kind'), className: 'hidden sm:table-cell' },
              ]}
            >
              {calendar.data.events.map((e) => (
                <tr key={e.at + e.title}>
                  <td className="whitespace-nowrap px-4 py-3">{formatDayMonth(e.at, { timeZone })}</td>
                  <td className="whitespace-nowrap px-4 py-3">{formatClock(e.at, { timeZone })}</td>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span
                      className={cn('mr-2 inline-block h-2 w-2 rounded-full', KIND_DOT[e.kind])}
                      aria-hidden
                    />
                    {e.title}
                  </th>
                  <td className="hidden px-4 py-3 sm:table-cell">{t(KIND_LABEL[e.kind])}</td>
                </tr>
              ))}
            </SkyTable>
          </div>
        </>
      )}
    </div>
  );
}
