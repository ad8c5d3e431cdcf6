import type { CreditHistoryEntry, LedgerReading } from '@orrery/core/api/credits';
import { resultPath } from '@orrery/core/catalogue';
import { readingFor } from '@orrery/core/readings/library-text';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { useCreditHistory } from './use-billing';
import { formatDateTime } from '@/lib/dates';
import { t, useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';

type Entry = CreditHistoryEntry & { reading?: LedgerReading | null };

/** "Natal Birth Chart for Ada": the reading a change was for, in the library's words. */
function readingName(reading: LedgerReading): string {
  const person = readingFor(reading);
  const app = appName(reading.routeId, reading.appName);
  return person ? t('ledger.readingFor', { app, person }) : app;
}

/**
 * What a change was: a charge names its reading, a refund or reactivation names it after the
 * reason; an open reading is a link to it.
 */
function ChangeLabel({ entry }: { entry: Entry }) {
  const reason = t(`ledger.${entry.reason}`);
  const reading = entry.reading;
  if (!reading) return <>{reason}</>;
  const name = readingName(reading);
  const linked = reading.completed ? (
    <Link to={resultPath(reading.routeId, reading.readingId)} className="text-gold-300 underline">
      {name}
    </Link>
  ) : (
    name
  );
  return entry.reason === 'reading' ? (
    linked
  ) : (
    <>
      {reason}: {linked}
    </>
  );
}

/** Rows of the credit ledger with their reasons in the reader's words; the user's and the admin's view. */
export function CreditLedgerTable({ entries, caption }: { entries: readonly Entry[]; caption: string }) {
  const t = useT();
  if (entries.length === 0) {
    return <p className="mt-3 text-sm text-slate-400">{t('ledger.empty')}</p>;
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="mb-2 text-left text-xs font-semibold uppercase tracking-widest text-slate-400">
          {caption}
        </caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="pb-1 font-medium">
              {t('ledger.change')}
            </th>
            <th scope="col" className="pb-1 font-medium">
              {t('ledger.when')}
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              {t('ledger.credits')}
            </th>
            <th scope="col" className="pb-1 pl-3 text-right font-medium">
              {t('ledger.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-white/5">
              <td className="py-2 pr-3 text-slate-200">
                <ChangeLabel entry={entry} />
              </td>
              <td className="py-2 pr-3 text-slate-400">{formatDateTime(entry.createdAt)}</td>
              <td
                className={`py-2 text-right tabular-nums ${entry.delta > 0 ? 'text-emerald-200' : 'text-slate-100'}`}
              >
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </td>
              <td className="py-2 pl-3 text-right tabular-nums text-slate-300">{entry.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The latest changes to the balance, each with its reason: purchases, readings, renewals, refunds. */
export function CreditHistoryTable({ limit, caption }: { limit: number; caption: string }) {
  const t = useT();
  const history = useCreditHistory(limit);
  if (history.isError) {
    return <FormError className="mt-3" message={t('ledger.loadFailed')} />;
  }
  if (!history.data) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-400">
        {t('ledger.loading')}
      </p>
    );
  }
  return <CreditLedgerTable entries={history.data.entries} caption={caption} />;
}

export function CreditHistoryCard() {
  const t = useT();
  return (
    <Card>
      <h2 className="text-xl text-slate-50">{t('ledger.title')}</h2>
      <CreditHistoryTable limit={20} caption={t('ledger.caption')} />
    </Card>
  );
}
