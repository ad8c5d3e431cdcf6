import { useT } from '@/i18n/i18n';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session';

export function FullPageLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] items-center justify-center text-slate-300"
    >
      <span
        className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
        aria-hidden
      />
      {label ?? t('shell.loading')}
    </div>
  );
}

/** Guarded routes: Loading... while the session loads, then /auth with the return address (history replaced). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoading />;
  if (!session.data) {
    const returnUrl = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  return <Outlet />;
}
