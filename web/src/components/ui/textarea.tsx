import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'min-h-32 w-full rounded-xl bg-night-950/60 px-4 py-3 text-slate-100 ring-1 ring-white/15 placeholder:text-slate-500 focus:ring-2 focus:ring-gold-400 focus:outline-none aria-[invalid=true]:ring-rose-400',
        className,
      )}
      {...props}
    />
  );
}
