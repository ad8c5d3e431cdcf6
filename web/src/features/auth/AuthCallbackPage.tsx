import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { api, call, isApiError } from '@/lib/api';
import { t } from '@/i18n/i18n';
import { describeOAuthError } from './auth-errors';
import {
  meQueryKey,
  afterSignInPath,
  safeReturnUrl,
  sessionEndedMessage,
  useSignedOutElsewhere,
} from './session';

export const CALLBACK_TIMEOUT_MS = 15_000;
const POLL_MS = 1_000;

/** Finishes a social sign-in: the server has set the session cookie; we confirm it and move on. */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(() => describeOAuthError(params));
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  // A sign-out while waiting means another tab signed out, so this sign-in is void.
  const onSignedOut = useCallback(() => setError(sessionEndedMessage()), []);
  useSignedOutElsewhere(onSignedOut);

  useEffect(() => {
    if (error) return;
    let cancelled = false;
    const startedAt = Date.now();
    let hidden = 0;
    async function check() {
      if (cancelled) return;
      try {
        const me = await call(api.me.$get());
        if (cancelled) return;
        queryClient.setQueryData(meQueryKey, me);
        navigate(afterSignInPath(me.profile, returnUrl), { replace: true });
        return;
      } catch (err) {
        if (!isApiError(err, 'unauthenticated')) {
          setError(t('auth.error.failed'));
          return;
        }
      }
      // Time spent in a hidden tab does not count towards the time-out.
      if (document.visibilityState === 'hidden') hidden += POLL_MS;
      if (Date.now() - startedAt - hidden >= CALLBACK_TIMEOUT_MS) {
        setError(t('auth.error.slow'));
        return;
      }
      setTimeout(check, POLL_MS);
    }
    void check();
    return () => {
      cancelled = true;
    };
  }, [error, navigate, queryClient, returnUrl]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="p-8 text-center">
        {error ? (
          <>
            <h1 className="text-2xl text-rose-200">{t('callback.errorTitle')}</h1>
            <p role="alert" className="mt-3 text-slate-300">
              {error}
            </p>
            <Button asChild className="mt-6">
              <Link to={`/auth?returnUrl=${encodeURIComponent(returnUrl)}`}>{t('callback.tryAgain')}</Link>
            </Button>
          </>
        ) : (
          <div role="status" aria-live="polite">
            <h1 className="text-2xl text-gold-300">{t('callback.completing')}</h1>
            <p className="mt-3 text-slate-300">{t('callback.wait')}</p>
          </div>
        )}
      </Card>
    </div>
  );
}
