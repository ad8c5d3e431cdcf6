import type { StoredChart as Chart, StoredChartPoint as ChartPoint } from '@orrery/core/api/reading-content';
import { t, useT } from '@/i18n/i18n';
import { degreeInSign, POINT_INFO, pointName, signList, signName, wheelPoints } from './astro-labels';

function Unknown() {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{t('chart.unknown')}</span>
    </>
  );
}

function signCell(point: ChartPoint): string {
  const sign = signName(point.sign);
  const others = point.uncertain?.signs.filter((s) => s !== point.sign) ?? [];
  return others.length ? t('chart.signOrOthers', { sign, others: signList(others) }) : sign;
}

/** The wheel's text alternative: every body the wheel draws, with sign, degree, house and motion. */
export function PlacementsTable({ chart, caption }: { chart: Chart; caption?: string }) {
  const t = useT();
  const points = wheelPoints(chart);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left font-display text-2xl text-slate-50">
          {caption ?? t('chart.placements')}
        </caption>
        <thead className="text-xs uppercase tracking-wider text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
              {t('chart.col.point')}
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
              {t('chart.col.sign')}
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
              {t('chart.col.degree')}
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
              {t('chart.col.house')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {/* The word does not fit a phone's width; the symbol stands in for sighted readers there. */}
              <span aria-hidden className="sm:hidden">
                ℞
              </span>
              <span className="max-sm:sr-only">{t('chart.col.retrograde')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {points.map((p) => (
            <tr key={p.name}>
              <th scope="row" className="py-2 pr-2 sm:pr-3 font-medium text-slate-100">
                {/* A flex row: a long name wraps beside its glyph, never below it. */}
                <span className="flex items-baseline gap-2">
                  <span aria-hidden className="w-6 shrink-0 text-center text-gold-300">
                    {POINT_INFO[p.name]?.glyph}
                  </span>
                  <span>{pointName(p.name)}</span>
                </span>
              </th>
              <td className="py-2 pr-2 sm:pr-3 text-slate-200">{signCell(p)}</td>
              <td className="py-2 pr-2 sm:pr-3 tabular-nums text-slate-200">{degreeInSign(p.position)}</td>
              <td className="py-2 pr-2 sm:pr-3 text-slate-200">
                {chart.birth_time_known && p.house ? p.house : <Unknown />}
              </td>
              <td className="py-2 text-slate-200">{p.retrograde ? t('chart.yes') : t('chart.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
