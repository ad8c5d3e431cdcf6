import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { hasPendingPurchase } from '@/features/billing/pending-purchase';
import { sessionStore } from '@/lib/memory-storage';
import { meQueryKey, useSession } from './session';

/** Where a verification link lands: better-auth adds `error` when the link was expired or forged. */
export default function EmailVerifiedPage() {
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
          {failed ? 'Link not valid' : 'Email address confirmed'}
        </h1>
        <div className="mt-6 space-y-4 text-sm text-slate-300">
          {failed ? (
            <FormError message="This confirmation link has expired or is not valid. Sign in and ask for a new one from the banner at the top of the page." />
          ) : (
            <p role="status">
              Thank you. Your email address{session.data ? <> {session.data.user.email}</> : null} is
              confirmed.
            </p>
          )}
          {session.data && !failed && hasPendingPurchase(sessionStore()) ? (
            <Link to="/pricing" className={buttonVariants()}>
              Continue to checkout
            </Link>
          ) : (
            <Link to={session.data ? '/app' : '/auth'} className={buttonVariants({ variant: 'secondary' })}>
              {session.data ? 'Go to your dashboard' : 'Sign in'}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
