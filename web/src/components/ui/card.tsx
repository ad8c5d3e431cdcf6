import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl bg-night-800/80 p-6 ring-1 ring-white/10 shadow-xl shadow-black/30 backdrop-blur',
        className,
      )}
      {...props}
    />
  );
}
