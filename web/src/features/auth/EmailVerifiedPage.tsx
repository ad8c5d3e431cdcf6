import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { hasPendingPurchase } from '@/features/billing/pending-purchase';
import { sessionStore } from '@/lib/memory-storage';
import { meQueryKey, useSession } from './session';
import { useT } from '@/i18n/i18n';

/** Where a verification link lands: better-auth adds `error` when the link was expired or forged. */
export default function EmailVerifiedPage() {
  const t = useT();
  const [params] = useSearchParams();
  const failed = params.get('error');
  const queryClient = useQueryClient();
  const session = useSession();
  // The address, and with it the balance, changed on the server.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="p-8">
        <h1 className="text-center text-3xl text-gold-300">
          {t(failed ? 'verified.invalidTitle' : 'verified.title')}
        </h1>
        <div className="mt-6 space-y-4 text-sm text-slate-300">
          {failed ? (
            <FormError message={t('verified.invalid')} />
          ) : (
            <p role="status">
              {session.data
                ? t('verified.thanksWithEmail', { email: session.data.user.email })
                : t('verified.thanks')}
            </p>
          )}
          {session.data && !failed && hasPendingPurchase(sessionStore()) ? (
            <Link to="/pricing" className={buttonVariants()}>
              {t('verified.checkout')}
            </Link>
          ) : (
            <Link to={session.data ? '/app' : '/auth'} className={buttonVariants({ variant: 'secondary' })}>
              {t(session.data ? 'verified.dashboard' : 'verified.signIn')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
