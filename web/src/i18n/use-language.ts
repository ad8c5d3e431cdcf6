import type { MeResponse } from '@orrery/core/api/account';
import { type Language, languageFromCookie } from '@orrery/core/api/language';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { meQueryKey, useSession } from '@/features/auth/session';
import { api, call } from '@/lib/api';
import { activateLanguage, rememberLanguage } from './i18n';

function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      const saved = await call(api.me.profile.$patch({ json: { language } }));
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => (me ? { ...me, profile: saved } : me));
    },
    [queryClient],
  );
}

/** Switches the app's language and remembers it: in a cookie, and in the profile when signed in. */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const session = useSession();
  const saveLanguage = useSaveLanguage();
  const signedIn = Boolean(session.data);
  return useCallback(
    async (language: Language) => {
      rememberLanguage(language);
      await activateLanguage(language);
      // A blocked account cannot save; the cookie still keeps the choice in this browser.
      if (signedIn) await saveLanguage(language).catch(() => undefined);
    },
    [signedIn, saveLanguage],
  );
}

/**
 * A signed-in user's stored language wins over this browser's: it follows them to other devices.
 * A choice made while signed out, before they had one, becomes their stored one.
 */
export function useProfileLanguage(): void {
  const session = useSession();
  const saveLanguage = useSaveLanguage();
  const signedIn = Boolean(session.data);
  const stored = session.data?.profile.language;
  useEffect(() => {
    if (!signedIn) return;
    if (stored) {
      rememberLanguage(stored);
      void activateLanguage(stored);
      return;
    }
    const chosenHere = languageFromCookie(document.cookie);
    if (stored === null && chosenHere) void saveLanguage(chosenHere).catch(() => undefined);
  }, [signedIn, stored, saveLanguage]);
}
