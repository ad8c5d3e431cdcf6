import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { READ_ONLY_FIELD, READ_ONLY_INPUT } from './field-look';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-xl bg-night-950/60 px-4 text-slate-100 ring-1 ring-white/15 placeholder:text-slate-500 focus:ring-2 focus:ring-gold-400 focus:outline-none aria-[invalid=true]:ring-rose-400',
        READ_ONLY_FIELD,
        READ_ONLY_INPUT,
        className,
      )}
      {...props}
    />
  );
}
