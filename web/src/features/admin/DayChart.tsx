import { useId } from 'react';
import { intlLocale, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/dates';

export interface Series {
  label: string;
  /** A Tailwind fill class; the table carries the same numbers for anyone who cannot see it. */
  fill: string;
  values: number[];
}

// Drawn in user units at a fixed aspect ratio, so labels keep their size and shape whatever
// the card's width (a stretched viewBox would squash the text on a phone).
const WIDTH = 360;
const HEIGHT = 200;
const PLOT = { left: 40, right: 8, top: 18, bottom: 30 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
/** Room a date label such as "25 Nov" needs, so neighbours never touch. */
const DATE_LABEL_SPACING = 60;
/** A value label's room: closer bars are labelled only where their neighbours are empty. */
const VALUE_LABEL_SPACING = 22;

// The axis has room only for day and month; the table beside it uses the full date (formatDate).
function dayLabel(day: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A round top for the value axis (1, 2 or 5 times a power of ten per step) and its ticks. */
export function valueTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? magnitude * 10);
  const ticks = [0];
  while (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

/** Every nth day is labelled, counting back from the latest, which is always labelled. */
function labelledDays(count: number, slot: number): Set<number> {
  const every = Math.max(1, Math.ceil(DATE_LABEL_SPACING / slot));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}

/** Labels near the plot's edges grow inwards so they stay inside the picture. */
function anchorAt(x: number): 'start' | 'middle' | 'end' {
  if (x - DATE_LABEL_SPACING / 2 < PLOT.left - 10) return 'start';
  if (x + DATE_LABEL_SPACING / 2 > WIDTH) return 'end';
  return 'middle';
}

/**
 * Stacked bars per day in plain SVG, with a value axis, dates and each day's total over its bar,
 * and the same figures as a table for screen readers and anyone who prefers numbers.
 */
export function DayChart({
  title,
  unit,
  days,
  series,
}: {
  title: string;
  /** What the value axis counts, e.g. "Readings". */
  unit: string;
  days: string[];
  series: Series[];
}) {
  const t = useT();
  const number = new Intl.NumberFormat(intlLocale());
  const headingId = useId();
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const ticks = valueTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1]!;
  const grand = totals.reduce((a, b) => a + b, 0);
  const slot = PLOT_WIDTH / Math.max(days.length, 1);
  const barWidth = Math.max(3, Math.min(slot * 0.7, 40));
  const y = (value: number) => PLOT.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const dated = labelledDays(days.length, slot);
  const valueShown = (i: number) =>
    totals[i]! > 0 && (slot >= VALUE_LABEL_SPACING || (!totals[i - 1] && !totals[i + 1]));
  const first = days[0];
  const last = days[days.length - 1];
  const span = first && last ? t('admin.chart.span', { from: dayLabel(first), to: dayLabel(last) }) : '';
  return (
    <figure aria-labelledby={headingId} className="rounded-xl bg-night-950/40 p-4 ring-1 ring-white/10">
      <figcaption id={headingId} className="text-sm font-semibold text-slate-200">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 w-full"
        role="img"
        aria-label={t('admin.chart.summary', { title, total: number.format(grand), span })}
      >
        <text x={4} y={10} className="fill-slate-400 text-[11px]">
          {unit}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-400' : 'stroke-white/10'}
            />
            <text
              x={PLOT.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-300 text-[11px] tabular-nums"
            >
              {number.format(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PLOT.left + i * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={day}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                const rect = (
                  <rect
                    key={s.label}
                    x={x}
                    y={y(base + value)}
                    width={barWidth}
                    height={y(base) - y(base + value)}
                    className={s.fill}
                  />
                );
                base += value;
                return rect;
              })}
              {valueShown(i) && (
                <text
                  x={x + barWidth / 2}
                  y={y(totals[i]!) - 4}
                  textAnchor="middle"
                  className="fill-slate-100 text-[11px] tabular-nums"
                >
                  {number.format(totals[i]!)}
                </text>
              )}
              {dated.has(i) && (
                <>
                  <line
                    x1={x + barWidth / 2}
                    x2={x + barWidth / 2}
                    y1={PLOT.top + PLOT_HEIGHT}
                    y2={PLOT.top + PLOT_HEIGHT + 4}
                    className="stroke-slate-400"
                  />
                  <text
                    x={x + barWidth / 2}
                    y={PLOT.top + PLOT_HEIGHT + 16}
                    textAnchor={anchorAt(x + barWidth / 2)}
                    className="fill-slate-300 text-[11px]"
                  >
                    {dayLabel(day)}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-300" aria-hidden>
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <svg className="h-3 w-3" viewBox="0 0 10 10">
              <rect width="10" height="10" className={s.fill} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm text-slate-300">
        <summary className="cursor-pointer text-gold-300">{t('admin.chart.showTable')}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('admin.chart.day')}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pr-3">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-white/5">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatDate(day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pr-3 tabular-nums">
                      {number.format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
