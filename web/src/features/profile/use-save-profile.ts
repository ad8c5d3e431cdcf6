import type { MeResponse, ProfileUpdate } from '@orrery/core/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, call } from '@/lib/api';
import { meQueryKey } from '@/features/auth/session';

/** Saves profile fields and puts the saved profile into the cached session, so every screen sees it. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (update: ProfileUpdate) => {
      const saved = await call(api.me.profile.$patch({ json: update }));
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => (me ? { ...me, profile: saved } : me));
      return saved;
    },
    [queryClient],
  );
}
