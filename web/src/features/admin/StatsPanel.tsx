import type { StatsResponse } from '@orrery/core/api/admin';
import { READING_APPS } from '@orrery/core/catalogue';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { intlLocale, useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
import { api, call } from '@/lib/api';
import { DayChart } from './DayChart';
import { ADMIN_MESSAGES, adminDataKey, useAdminFailure } from './use-admin';

const DAY_MS = 24 * 60 * 60 * 1000;
const APP_FILLS = ['fill-gold-400', 'fill-sky-400', 'fill-violet-400', 'fill-rose-400', 'fill-emerald-400'];

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function formatMoney(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(), {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amountCents / 100);
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

function StatCard({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-400">{label}</p>
      <div className="mt-1 text-2xl text-slate-50 tabular-nums">{children}</div>
      {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
    </Card>
  );
}

function Charts({ stats }: { stats: StatsResponse }) {
  const t = useT();
  const days = daysBetween(stats.range.from, stats.range.to);
  const signups = new Map(stats.signupsPerDay.map((row) => [row.day, row.count]));
  const credits = new Map(stats.creditsPerDay.map((row) => [row.day, row]));
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-3">
      <DayChart
        title={t('admin.chart.readings')}
        unit={t('admin.chart.readingsUnit')}
        days={days}
        series={READING_APPS.map((app, i) => ({
          label: appName(app.routeId, app.name),
          fill: APP_FILLS[i % APP_FILLS.length]!,
          values: days.map(
            (day) => stats.readingsPerDay.find((r) => r.day === day && r.appId === app.appId)?.count ?? 0,
          ),
        }))}
      />
      <DayChart
        title={t('admin.chart.signups')}
        unit={t('admin.chart.signupsUnit')}
        days={days}
        series={[
          {
            label: t('admin.chart.signupsUnit'),
            fill: 'fill-sky-400',
            values: days.map((day) => signups.get(day) ?? 0),
          },
        ]}
      />
      <DayChart
        title={t('admin.chart.credits')}
        unit={t('admin.chart.creditsUnit')}
        days={days}
        series={[
          {
            label: t('admin.chart.spent'),
            fill: 'fill-rose-400',
            values: days.map((day) => credits.get(day)?.spent ?? 0),
          },
          {
            label: t('admin.chart.granted'),
            fill: 'fill-emerald-400',
            values: days.map((day) => credits.get(day)?.granted ?? 0),
          },
        ]}
      />
    </div>
  );
}

export function StatsPanel() {
  const t = useT();
  const ids = { from: useId(), to: useId() };
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const failure = useAdminFailure();
  const stats = useQuery({
    queryKey: [...adminDataKey, 'stats', range],
    queryFn: () => call(api.admin.stats.$get({ query: range })),
  });
  const data = stats.data;
  return (
    <section aria-labelledby="admin-stats">
      <h2 id="admin-stats" className="sr-only">
        {t('admin.stats.heading')}
      </h2>
      {stats.isError && <FormError message={failure(stats.error, ADMIN_MESSAGES.loadDataFailed)} />}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label={t('admin.stats.totalUsers')} hint={t('admin.stats.totalUsersHint')}>
          {data?.totalUsers ?? '…'}
        </StatCard>
        <StatCard label={t('admin.stats.activeUsers')} hint={t('admin.stats.activeUsersHint')}>
          {data?.activeUsers ?? '…'}
        </StatCard>
        <StatCard label={t('admin.stats.creditsUsed')} hint={t('admin.stats.creditsUsedHint')}>
          {data?.creditsUsed ?? '…'}
        </StatCard>
        <StatCard label={t('admin.stats.revenue')} hint={t('admin.stats.revenueHint')}>
          {!data ? (
            '…'
          ) : data.revenue.length === 0 ? (
            <span>
              0 <span className="text-sm text-slate-400">{t('admin.stats.noPayments')}</span>
            </span>
          ) : (
            <ul>
              {data.revenue.map((r) => (
                <li key={r.currency}>{formatMoney(r.amountCents, r.currency)}</li>
              ))}
            </ul>
          )}
        </StatCard>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <FormField id={ids.from} label={t('admin.stats.from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={range.from ?? data?.range.from ?? ''}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))}
            />
          )}
        </FormField>
        <FormField id={ids.to} label={t('admin.stats.to')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={range.to ?? data?.range.to ?? ''}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))}
            />
          )}
        </FormField>
      </div>
      {data && <Charts stats={data} />}
    </section>
  );
}
