import type { StoredChart as Chart } from '@orrery/core/api/reading-content';
import { Card } from '@/components/ui/card';
import { t } from '@/i18n/i18n';
import { houseSystemName, warningLabel } from '../wheel/astro-labels';
import { utcOffset } from './format';

function houseSystem(chart: Chart): string {
  if (!chart.birth_time_known || !chart.house_system) return t('computed.noHouseSystem');
  const used = houseSystemName(chart.house_system);
  return chart.house_system === chart.house_system_requested
    ? used
    : t('computed.requested', { used, requested: houseSystemName(chart.house_system_requested) });
}

/** The method in a reader's words: what clock the birth time was read on, and how houses were drawn. */
function plainSummary(chart: Chart): string {
  const place = { zone: chart.tz_str.replace(/_/g, ' '), offset: utcOffset(chart.utc_offset_minutes) };
  const zone = t(chart.dst ? 'computed.zoneWithDst' : 'computed.zone', place);
  const clock = t(chart.birth_time_known ? 'computed.timeRead' : 'computed.dateRead', { zone });
  const houses =
    chart.birth_time_known && chart.house_system
      ? t('computed.houses', { system: houseSystemName(chart.house_system) })
      : t('computed.noHouses');
  return `${clock} ${t('computed.planets')} ${houses}`;
}

function ChartMethod({ chart, label }: { chart: Chart; label?: string }) {
  const rows: [string, string][] = [
    [t('computed.timeZone'), chart.tz_str],
    [t('computed.utcOffset'), utcOffset(chart.utc_offset_minutes)],
    [t('computed.daylightSaving'), chart.dst ? t('computed.yes') : t('computed.no')],
    [t('computed.houseSystem'), houseSystem(chart)],
    [t('computed.ephemeris'), chart.ephemeris],
  ];
  return (
    <div>
      {label && (
        <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{label}</h3>
      )}
      <p className="mt-2 text-sm leading-relaxed text-slate-200">{plainSummary(chart)}</p>
      {/* The exact zone name and the ephemeris are for those who want to check the arithmetic. */}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-gold-300 hover:underline">
          {t('result.technicalDetails')}
        </summary>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-400">{term}</dt>
              <dd className="text-slate-100 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {chart.warnings.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {chart.warnings.map((w) => (
            <li
              key={w.code + w.message}
              className="rounded-lg bg-amber-400/10 px-3 py-2 text-amber-100 ring-1 ring-amber-300/25"
            >
              <span className="font-semibold">{warningLabel(w.code)}:</span> {w.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How a chart was cast: the zone and offset the birth time was read in, houses, ephemeris, warnings. */
export function HowWeComputed({ charts }: { charts: { chart: Chart; label?: string }[] }) {
  return (
    <Card>
      <h2 className="text-2xl text-slate-50">{t('computed.heading')}</h2>
      <div className={charts.length > 1 ? 'mt-4 grid gap-6 md:grid-cols-2' : 'mt-4'}>
        {charts.map(({ chart, label }, i) => (
          <ChartMethod key={i} chart={chart} label={label} />
        ))}
      </div>
    </Card>
  );
}
