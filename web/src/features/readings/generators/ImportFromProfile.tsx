import type { MeResponse } from '@orrery/core/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { meQueryKey } from '@/features/auth/session';
import { api, call } from '@/lib/api';
import { useT } from '@/i18n/i18n';
import { importMessage, type ProfileDetail } from './profile-details';

/**
 * Fills a form from the saved profile with whatever it has, and says precisely which details
 * it does not have. The forms already start from the profile; this is for bringing it back
 * after typing someone else's details.
 */
export function ImportFromProfile({
  onImport,
  details,
  disabled,
}: {
  onImport: (profile: MeResponse['profile']) => void;
  /** The details this form takes from the profile, each with whether the profile has it. */
  details: (profile: MeResponse['profile']) => ProfileDetail[];
  disabled?: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{
    tone: 'ok' | 'error';
    text: string;
    linkToProfile: boolean;
  } | null>(null);
  const [loading, setLoading] = useState(false);

  async function onClick() {
    setLoading(true);
    setMessage(null);
    try {
      const me = await call(api.me.$get());
      queryClient.setQueryData(meQueryKey, me);
      const result = importMessage(details(me.profile));
      if (result.imported) onImport(me.profile);
      setMessage({
        tone: result.imported ? 'ok' : 'error',
        text: result.text,
        linkToProfile: !result.complete,
      });
    } catch {
      setMessage({ tone: 'error', text: t('generator.importFailed'), linkToProfile: false });
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" disabled={disabled || loading} onClick={onClick}>
        {loading ? t('generator.importing') : t('generator.import')}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={message?.tone === 'error' ? 'text-sm text-rose-200' : 'text-sm text-emerald-200'}
      >
        {message?.text}
        {message?.linkToProfile && (
          <>
            {' '}
            <Link to="/profile" className="underline">
              {t('generator.openProfile')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
