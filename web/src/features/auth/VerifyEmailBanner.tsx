import { useState } from 'react';
import { authRequest } from '@/lib/auth-request';
import { authErrorMessage } from './auth-errors';
import { usePublicConfig, useSession } from './session';
import { useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';

/**
 * Reminds a signed-in user with an unconfirmed address, on every page: reading works before it,
 * buying and the welcome credits wait for it.
 */
export function VerifyEmailBanner() {
  const t = useT();
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
      aria-label={t('banner.label')}
      className="border-b border-gold-400/20 bg-gold-400/10 px-4 py-3 text-sm text-gold-100"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p>
          <RichText
            id="banner.confirm"
            values={{ email: me.user.email }}
            components={{ 0: <span className="font-medium" /> }}
          />{' '}
          {config.data.welcomeCredits > 0
            ? t('banner.welcomeCredits', { count: config.data.welcomeCredits })
            : t('banner.buyingNeedsIt')}
        </p>
        <div className="flex items-center gap-3" aria-live="polite">
          {state === 'sent' ? (
            <span>{t('banner.sent')}</span>
          ) : (
            <button
              type="button"
              className="rounded-full px-3 py-1 font-medium text-gold-300 ring-1 ring-gold-400/50 hover:bg-gold-400/10 disabled:opacity-50"
              disabled={state === 'sending'}
              onClick={() => void resend(me.user.email)}
            >
              {t(state === 'sending' ? 'banner.sending' : 'banner.resend')}
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
