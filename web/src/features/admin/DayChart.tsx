import { useId } from 'react';
import { formatDate } from '@/lib/dates';

export interface Series {
  label: string;
  /** A Tailwind fill class; the table carries the same numbers for anyone who cannot see it. */
  fill: string;
  values: number[];
}

/**
 * Stacked bars per day in plain SVG (no chart library: three small charts do not earn one), with
 * the same figures as a table for screen readers and anyone who prefers numbers.
 */
export function DayChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const headingId = useId();
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = Math.max(days.length, 1) * 12;
  const grand = totals.reduce((a, b) => a + b, 0);
  return (
    <figure aria-labelledby={headingId} className="rounded-xl bg-night-950/40 p-4 ring-1 ring-white/10">
      <figcaption id={headingId} className="text-sm font-semibold text-slate-200">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="mt-3 h-32 w-full"
        role="img"
        aria-label={`${title}: ${grand} in total over ${days.length} days; the table below lists each day.`}
      >
        {days.map((day, i) => {
          let y = 100;
          return (
            <g key={day}>
              {series.map((s) => {
                const h = ((s.values[i] ?? 0) / max) * 100;
                y -= h;
                return <rect key={s.label} x={i * 12 + 1} y={y} width={10} height={h} className={s.fill} />;
              })}
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
        <summary className="cursor-pointer text-gold-300">Show as table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Day
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
                      {s.values[i] ?? 0}
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
