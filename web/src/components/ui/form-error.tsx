import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The one box for a message about a whole form or screen (a refused sign-in, a failed save);
 * errors of one field sit under that field with FieldError instead.
 */
export function FormError({
  id,
  title,
  message,
  children,
  className,
}: {
  id?: string;
  title?: string;
  message?: string;
  children?: ReactNode;
  className?: string;
}) {
  if (!title && !message && !children) return null;
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'rounded-xl bg-rose-500/10 px-4 py-3 text-sm text-rose-200 ring-1 ring-rose-400/30',
        className,
      )}
    >
      {title && <p className="font-medium text-rose-100">{title}</p>}
      {message && <p className={title ? 'mt-1' : undefined}>{message}</p>}
      {children}
    </div>
  );
}
