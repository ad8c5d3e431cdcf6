import { useState } from 'react';
import { authRequest } from '@/lib/auth-request';
import { authErrorMessage } from './auth-errors';
import { usePublicConfig, useSession } from './session';

/**
 * Reminds a signed-in user with an unconfirmed address, on every page: reading works before it,
 * buying and the welcome credits wait for it.
 */
export function VerifyEmailBanner() {
  const session = useSession();
  const config = usePublicConfig();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();
  const me = session.data;
  if (!me || me.user.emailVerified || !config.data?.email) return null;

  async function resend(email: string) {
    setState('sending');
    setError(undefined);
    try {
      await authRequest('send-verification-email', { email, callbackURL: '/email-verified' });
      setState('sent');
    } catch (err) {
      setError(authErrorMessage(err));
      setState('idle');
    }
  }

  return (
    <section
      aria-label="Confirm your email address"
      className="border-b border-gold-400/20 bg-gold-400/10 px-4 py-3 text-sm text-gold-100"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p>
          Please confirm your email address, <span className="font-medium">{me.user.email}</span>, with the
          link we sent you.
          {config.data.welcomeCredits > 0
            ? ` Your ${config.data.welcomeCredits} welcome credits arrive then, and buying credits needs it.`
            : ' Buying credits needs it.'}
        </p>
        <div className="flex items-center gap-3" aria-live="polite">
          {state === 'sent' ? (
            <span>Sent. Please check your inbox.</span>
          ) : (
            <button
              type="button"
              className="rounded-full px-3 py-1 font-medium text-gold-300 ring-1 ring-gold-400/50 hover:bg-gold-400/10 disabled:opacity-50"
              disabled={state === 'sending'}
              onClick={() => void resend(me.user.email)}
            >
              {state === 'sending' ? 'Sending...' : 'Send the link again'}
            </button>
          )}
          {error && (
            <span role="alert" className="text-rose-200">
              {error}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
