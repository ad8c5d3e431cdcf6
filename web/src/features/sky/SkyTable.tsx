import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface SkyTableColumn {
  label: string;
  /** Extra classes for the column's header cell, e.g. to hide it on a phone. */
  className?: string;
}

/**
 * The sky pages' tables: the text alternative to the calendar grid and the transit timeline, so
 * both read the same to a screen reader and look the same when shown.
 */
export function SkyTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly SkyTableColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-night-800 text-slate-300">
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={cn('px-4 py-3 font-semibold', c.className)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-white/5 bg-night-900/60 text-slate-200">{children}</tbody>
    </table>
  );
}
