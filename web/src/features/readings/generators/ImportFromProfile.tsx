import type { MeResponse } from '@orrery/core/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { meQueryKey } from '@/features/auth/session';
import { api, call } from '@/lib/api';

/** Fills a form from the saved profile, or says what is missing when there is nothing to import. */
export function ImportFromProfile({
  onImport,
  needs,
  disabled,
}: {
  onImport: (profile: MeResponse['profile']) => void;
  /** What the form needs from the profile; without it a "complete your profile" message shows. */
  needs: (profile: MeResponse['profile']) => boolean;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [loading, setLoading] = useState(false);

  async function onClick() {
    setLoading(true);
    setMessage(null);
    try {
      const me = await call(api.me.$get());
      queryClient.setQueryData(meQueryKey, me);
      if (!needs(me.profile)) {
        setMessage({ tone: 'error', text: 'No profile data found. Please complete your profile first.' });
        return;
      }
      onImport(me.profile);
      setMessage({ tone: 'ok', text: 'Imported from your profile.' });
    } catch {
      setMessage({ tone: 'error', text: 'Failed to load your profile data.' });
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" disabled={disabled || loading} onClick={onClick}>
        {loading ? 'Importing...' : 'Import from Profile'}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={message?.tone === 'error' ? 'text-sm text-rose-200' : 'text-sm text-emerald-200'}
      >
        {message?.text}
      </p>
    </div>
  );
}
