import type { StoredChart as Chart } from '@orrery/core/api/reading-content';
import { useT } from '@/i18n/i18n';
import { formatDecimal } from '@/lib/numbers';
import { aspectName, POINT_INFO, pointName } from './astro-labels';
import { wheelAspects } from './NatalWheel';

/** The aspect lines of the wheel as a table: each pair of points, the aspect and its orb. */
export function AspectTable({ chart, caption }: { chart: Chart; caption?: string }) {
  const t = useT();
  const aspects = wheelAspects(chart);
  if (aspects.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left font-display text-2xl text-slate-50">
          {caption ?? t('chart.aspects')}
        </caption>
        <thead className="text-xs uppercase tracking-wider text-slate-400">
          <tr>
            {[t('chart.col.point'), t('chart.col.aspect'), t('chart.col.point'), t('chart.col.orb')].map(
              (label, i) => (
                <th key={i} scope="col" className="py-2 pr-3 font-medium">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {aspects.map((a) => (
            <tr key={`${a.p1}-${a.p2}-${a.aspect}`}>
              <th scope="row" className="py-2 pr-3 font-medium text-slate-100">
                <span aria-hidden className="mr-2 inline-block w-6 text-center text-gold-300">
                  {POINT_INFO[a.p1]?.glyph}
                </span>
                {pointName(a.p1)}
              </th>
              <td className="py-2 pr-3 text-slate-200">{aspectName(a.aspect)}</td>
              <td className="py-2 pr-3 text-slate-200">
                <span aria-hidden className="mr-2 inline-block w-6 text-center text-gold-300">
                  {POINT_INFO[a.p2]?.glyph}
                </span>
                {pointName(a.p2)}
              </td>
              <td className="py-2 tabular-nums text-slate-200">{formatDecimal(a.orb, 1)}°</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
