import { LEDGER_REASON_LABELS, type CreditHistoryEntry, type LedgerReading } from '@orrery/core/api/credits';
import { resultPath } from '@orrery/core/catalogue';
import { readingFor } from '@orrery/core/readings/library-text';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { useCreditHistory } from './use-billing';
import { formatDateTime } from '@/lib/dates';

type Entry = CreditHistoryEntry & { reading?: LedgerReading | null };

/** "Natal Birth Chart for Ada": the reading a change was for, in the library's words. */
function readingName(reading: LedgerReading): string {
  const person = readingFor(reading);
  return person ? `${reading.appName} for ${person}` : reading.appName;
}

/**
 * What a change was: a charge names its reading, a refund or reactivation names it after the
 * reason; an open reading is a link to it.
 */
function ChangeLabel({ entry }: { entry: Entry }) {
  const reading = entry.reading;
  if (!reading) return <>{LEDGER_REASON_LABELS[entry.reason]}</>;
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
      {LEDGER_REASON_LABELS[entry.reason]}: {linked}
    </>
  );
}

/** Rows of the credit ledger with their reasons in the reader's words; the user's and the admin's view. */
export function CreditLedgerTable({ entries, caption }: { entries: readonly Entry[]; caption: string }) {
  if (entries.length === 0) {
    return <p className="mt-3 text-sm text-slate-400">No credit changes yet.</p>;
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
              Change
            </th>
            <th scope="col" className="pb-1 font-medium">
              When
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              Credits
            </th>
            <th scope="col" className="pb-1 pl-3 text-right font-medium">
              Balance
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
  const history = useCreditHistory(limit);
  if (history.isError) {
    return (
      <FormError className="mt-3" message="Your credit history could not be loaded. Please try again." />
    );
  }
  if (!history.data) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-400">
        Loading credit history...
      </p>
    );
  }
  return <CreditLedgerTable entries={history.data.entries} caption={caption} />;
}

export function CreditHistoryCard() {
  return (
    <Card>
      <h2 className="text-xl text-slate-50">Credit history</h2>
      <CreditHistoryTable limit={20} caption="Your latest credit changes" />
    </Card>
  );
}
