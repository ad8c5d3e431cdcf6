import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { useSession } from '@/features/auth/session';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';

// Signed-in navigation (menu, drawer) is its own chunk: a first visit to the landing page is
// signed out and should not download it.
const SignedInNav = lazy(() => import('./SignedInNav'));

const SIGN_IN_REDIRECT_PARAMS = ['code', 'access_token', 'provider_token'];

export function Header() {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const processingSignIn = SIGN_IN_REDIRECT_PARAMS.some((name) => params.has(name));

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-night-900/85 backdrop-blur">
      <nav
        aria-label={t('shell.mainNav')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4"
      >
        <Link to="/" className="flex shrink-0 items-center gap-2 font-display text-xl text-gold-300">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          Orrery
        </Link>
        {processingSignIn ? (
          <p role="status" className="text-sm text-slate-300">
            {t('shell.processingSignIn')}
          </p>
        ) : (
          <div className="flex min-w-0 items-center gap-2">
            <LanguageSwitch compact />
            {session.data ? (
              <Suspense fallback={null}>
                <SignedInNav me={session.data} />
              </Suspense>
            ) : session.isPending ? null : (
              <>
                <Link to="/auth" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  {t('shell.signIn')}
                </Link>
                <Link to="/auth?mode=sign-up" className={buttonVariants({ size: 'sm' })}>
                  {t('shell.getStarted')}
                </Link>
              </>
            )}
          </div>
        )}
      </nav>
    </header>
  );
}
