import type { MeResponse, PublicConfig } from '@orrery/core/api/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError, apiFetch } from '@/lib/api';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out. Other errors surface as query errors. */
export function useSession() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () => {
      try {
        return await apiFetch<MeResponse>('/api/me');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => apiFetch<PublicConfig>('/api/config'), staleTime: Infinity });
}

/** Signs out on the server, then forgets everything cached about the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
    } finally {
      localStorage.removeItem(DEV_BYPASS_FLAG);
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    }
  }, [queryClient]);
}

export const DEV_BYPASS_FLAG = 'orrery.devBypass';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeReturnUrl(value: string | null | undefined, fallback = '/app'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Onboarding is needed when birth date, city or country is missing (first document, section 4). */
export function needsOnboarding(profile: MeResponse['profile']): boolean {
  return !profile.birth_date || !profile.birth_city || !profile.birth_country;
}
