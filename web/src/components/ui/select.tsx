import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { READ_ONLY_FIELD } from './field-look';

/**
 * A styled native select: on phones it opens the system picker, which is what people expect for
 * a day, month or year, and it needs no script to be accessible.
 */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-11 w-full appearance-none rounded-xl bg-night-950/60 bg-[url("data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2020%2020%27%20fill=%27%23e8c36a%27%3E%3Cpath%20d=%27M5.5%207.5l4.5%204.5%204.5-4.5%27%20stroke=%27%23e8c36a%27%20stroke-width=%271.5%27%20fill=%27none%27/%3E%3C/svg%3E")] bg-[length:1.1rem] bg-[right_0.6rem_center] bg-no-repeat pl-3 pr-8 text-slate-100 ring-1 ring-white/15 focus:ring-2 focus:ring-gold-400 focus:outline-none disabled:bg-none aria-[invalid=true]:ring-rose-400',
        READ_ONLY_FIELD,
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
