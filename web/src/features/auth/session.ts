import type { MeResponse } from '@orrery/core/api/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { hasPendingPurchase } from '@/features/billing/pending-purchase';
import { api, ApiRequestError, call } from '@/lib/api';
import { blockedMessage, isBlockedError } from './blocked';
import { sessionStore } from '@/lib/memory-storage';
import { t } from '@/i18n/i18n';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out. Other errors surface as query errors. */
export function useSession() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () => {
      try {
        return await call(api.me.$get());
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        // A block ended this session: signed out, and the sign-in page says why.
        if (isBlockedError(error)) {
          sessionStorage.setItem(SESSION_ENDED_FLAG, BLOCKED_FLAG);
          return null;
        }
        throw error;
      }
    },
    staleTime: 30_000,
  });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => call(api.config.$get()),
    staleTime: Infinity,
  });
}

/** Other tabs of the app learn of a sign-out here; the cookie is gone for them too. */
export const AUTH_CHANNEL = 'orrery-auth';
export const sessionEndedMessage = () => t('auth.error.sessionEnded');
const SESSION_ENDED_FLAG = 'orrery.sessionEnded';
const BLOCKED_FLAG = 'blocked';

export function announceSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/** Listens for sign-outs in other tabs: forgets the session here and calls `onSignedOut`. */
export function useSignedOutElsewhere(onSignedOut?: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event) => {
      if (event.data !== 'signed-out') return;
      if (queryClient.getQueryData(meQueryKey)) sessionStorage.setItem(SESSION_ENDED_FLAG, '1');
      queryClient.setQueryData(meQueryKey, null);
      onSignedOut?.();
    };
    return () => channel.close();
  }, [queryClient, onSignedOut]);
}

/** Why this tab lost its session (a sign-out elsewhere or a block), for the sign-in page to say. */
export function sessionEndedNotice(): string | undefined {
  const flag = sessionStorage.getItem(SESSION_ENDED_FLAG);
  if (flag === BLOCKED_FLAG) return blockedMessage();
  return flag === '1' ? sessionEndedMessage() : undefined;
}

/** The notice is shown once; the sign-in page clears it after reading it. */
export function clearSessionEndedNotice(): void {
  sessionStorage.removeItem(SESSION_ENDED_FLAG);
}

export const DEV_BYPASS_FLAG = 'orrery.devBypass';

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeReturnUrl(value: string | null | undefined, fallback = '/app'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Onboarding is needed when birth date, city or country is missing; birth time is optional. */
export function needsOnboarding(profile: MeResponse['profile']): boolean {
  return !profile.birthDate || !profile.birthCity || !profile.birthCountry;
}

/** Where a completed sign-in leads: onboarding first when it is needed, unless a purchase is waiting. */
export function afterSignInPath(profile: MeResponse['profile'], returnUrl: string): string {
  // Someone who picked a plan before signing in goes straight on to pay; onboarding can wait.
  if (hasPendingPurchase(sessionStore()) || !needsOnboarding(profile)) return returnUrl;
  return `/onboarding?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * The balance after a server change (a reading charged, a refund) goes into the cached session,
 * so the header and every page that shows credits update without a refetch.
 */
export function useSetBalance() {
  const queryClient = useQueryClient();
  return useCallback(
    (balance: number) =>
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
        me ? { ...me, balance, profile: { ...me.profile, remainingCredits: balance } } : me,
      ),
    [queryClient],
  );
}
