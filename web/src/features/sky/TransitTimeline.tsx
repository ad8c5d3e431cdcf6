import type { TransitView } from '@orrery/core/api/sky';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type MessageKey, useT } from '@/i18n/i18n';
import { formatDayMonth } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { spanFractions, transitWindowText } from './sky-text';
import { SkyTable } from './SkyTable';

const FAMILY_BAR: Record<TransitView['family'], string> = {
  conjunction: 'bg-gold-400/70',
  flowing: 'bg-emerald-400/60',
  tense: 'bg-rose-400/60',
};

const FAMILY_LABEL: Record<TransitView['family'], MessageKey> = {
  conjunction: 'sky.family.conjunction',
  flowing: 'sky.family.flowing',
  tense: 'sky.family.tense',
};

/**
 * The next 30 days of personal transits: bars for sighted readers, and the same rows as a table,
 * which screen readers always get and anyone can show instead.
 */
export function TransitTimeline({
  from,
  to,
  transits,
  timeZone,
}: {
  from: string;
  to: string;
  transits: TransitView[];
  timeZone: string;
}) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const weeks = [0, 7, 14, 21, 28].map((d) => ({ d, at: new Date(fromMs + d * 86_400_000) }));
  const todayFraction = Math.min(1, Math.max(0, (Date.now() - fromMs) / (toMs - fromMs)));

  return (
    <section aria-labelledby="timeline-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="timeline-heading" className="text-2xl text-slate-50">
            {t('sky.timeline.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            {t('sky.timeline.span', {
              from: formatDayMonth(from, { timeZone }),
              to: formatDayMonth(new Date(toMs - 1), { timeZone }),
              count: transits.length,
            })}
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('sky.timeline.showTimeline') : t('sky.showTable')}
        </Button>
      </div>

      {!asTable && (
        <div
          aria-hidden
          className="mt-5 overflow-hidden rounded-2xl bg-night-800/80 p-4 ring-1 ring-white/10 sm:p-6"
        >
          <div className="relative ml-0 h-6 sm:ml-64">
            {weeks.map(({ d, at }) => (
              <span
                key={d}
                className={cn(
                  'absolute top-0 whitespace-nowrap text-xs text-slate-400',
                  // Every week on a wide screen; on a phone the first, middle and last, which fit.
                  d === 0 ? '' : d === 28 ? '-translate-x-full' : '-translate-x-1/2',
                  (d === 7 || d === 21) && 'hidden sm:inline',
                )}
                style={{ left: `${(d / 30) * 100}%` }}
              >
                {formatDayMonth(at, { timeZone })}
              </span>
            ))}
          </div>
          <ul className="mt-2 space-y-3 sm:space-y-2">
            {transits.map((transit, i) => {
              const f = spanFractions(transit, fromMs, toMs);
              return (
                <li key={`${transit.title}-${i}`} className="sm:flex sm:items-center">
                  <span className="block truncate text-sm text-slate-200 sm:w-64 sm:shrink-0 sm:pr-3">
                    {transit.title}
                  </span>
                  <span className="relative mt-1 block h-3 flex-1 rounded-full bg-night-950/70 sm:mt-0">
                    <span
                      className="absolute inset-y-0 w-px bg-gold-300/60"
                      style={{ left: `${todayFraction * 100}%` }}
                    />
                    <span
                      className={cn('absolute inset-y-0 rounded-full', FAMILY_BAR[transit.family])}
                      style={{
                        left: `${f.start * 100}%`,
                        width: `${Math.max(0.8, (f.end - f.start) * 100)}%`,
                      }}
                    />
                    {f.exact.map((x) => (
                      <span
                        key={x}
                        className="absolute top-1/2 h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white ring-2 ring-night-900"
                        style={{ left: `${x * 100}%` }}
                      />
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 flex flex-wrap gap-4 text-xs text-slate-400">
            <span>
              <span className="mr-1 inline-block h-2 w-4 rounded-full bg-gold-400/70" />
              {t('sky.family.conjunction')}
            </span>
            <span>
              <span className="mr-1 inline-block h-2 w-4 rounded-full bg-emerald-400/60" />
              {t('sky.timeline.legendFlowing')}
            </span>
            <span>
              <span className="mr-1 inline-block h-2 w-4 rounded-full bg-rose-400/60" />
              {t('sky.timeline.legendTense')}
            </span>
            <span>
              <span className="mr-1 inline-block h-2.5 w-2.5 rounded-full bg-white" />
              {t('sky.timeline.legendExact')}
            </span>
          </p>
        </div>
      )}

      {/* Shown, the table may scroll sideways on a phone, so its box takes the keyboard's focus. */}
      <div
        className={asTable ? 'mt-5 overflow-x-auto rounded-2xl ring-1 ring-white/10' : 'sr-only'}
        {...(asTable ? { tabIndex: 0, role: 'region', 'aria-label': t('sky.timeline.tableLabel') } : {})}
      >
        <SkyTable
          className="min-w-[36rem]"
          caption={t('sky.timeline.caption')}
          columns={[
            { label: t('sky.col.transit') },
            { label: t('sky.col.kind') },
            { label: t('sky.col.when') },
          ]}
        >
          {transits.map((transit, i) => (
            <tr key={`${transit.title}-${i}`}>
              <th scope="row" className="px-4 py-3 font-normal">
                {transit.title}
              </th>
              <td className="px-4 py-3">{t(FAMILY_LABEL[transit.family])}</td>
              <td className="px-4 py-3">{transitWindowText(transit, timeZone)}</td>
            </tr>
          ))}
        </SkyTable>
      </div>
    </section>
  );
}
