import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useScrollRestoration } from '@/app/scroll-restoration';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { DEV_BYPASS_FLAG, usePublicConfig, useSignedOutElsewhere } from '@/features/auth/session';
import { VerifyEmailBanner } from '@/features/auth/VerifyEmailBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { useT } from '@/i18n/i18n';
import { useProfileLanguage } from '@/i18n/use-language';

/** Production visitors never download the development bypass; a stale flag is dropped. */
function useDevBypass() {
  const config = usePublicConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const devBypass = config.data?.devBypass;
  useEffect(() => {
    if (devBypass === undefined) return;
    if (!devBypass) {
      localStorage.removeItem(DEV_BYPASS_FLAG);
      return;
    }
    void import('./dev-bypass').then(({ applyDevBypass }) =>
      applyDevBypass({ pathname: location.pathname, search: location.search }, navigate, queryClient),
    );
  }, [devBypass, location.pathname, location.search, navigate, queryClient]);
}

const AmbientPlayer = lazy(() => import('@/features/ambient/AmbientPlayer'));

/**
 * The ambient player is for wide screens only (768 px and wider; narrower is mobile) and is
 * fetched after the page has settled, so it never competes with the first paint.
 */
function useAmbientPlayerWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 768px)');
    let idle: number | undefined;
    const update = () => {
      if (!wide.matches) return setWanted(false);
      idle = window.setTimeout(() => setWanted(true), 1500);
    };
    update();
    wide.addEventListener('change', update);
    return () => {
      wide.removeEventListener('change', update);
      window.clearTimeout(idle);
    };
  }, []);
  return wanted;
}

export function AppLayout() {
  const t = useT();
  useProfileLanguage();
  useDevBypass();
  useSignedOutElsewhere();
  useScrollRestoration();
  const ambient = useAmbientPlayerWanted();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-gold-400 focus:px-4 focus:py-2 focus:text-night-950"
      >
        {t('shell.skipToContent')}
      </a>
      <Header />
      <VerifyEmailBanner />
      <main id="main" className="flex-1">
        <Suspense fallback={<FullPageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {ambient && (
        <Suspense fallback={null}>
          <AmbientPlayer />
        </Suspense>
      )}
    </div>
  );
}
