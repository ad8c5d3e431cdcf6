import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { DEV_BYPASS_FLAG, meQueryKey } from '@/features/auth/session';
import { signOut } from '@/features/auth/sign-out';

/**
 * The development sign-in bypass: `?dev=1` signs in as the development user; `auth=1` or
 * `forceAuth=1` ends it. Loaded only where the server offers the bypass (development, local host).
 */
export async function applyDevBypass(
  location: { pathname: string; search: string },
  navigate: NavigateFunction,
  queryClient: QueryClient,
): Promise<void> {
  const params = new URLSearchParams(location.search);
  if (params.get('auth') === '1' || params.get('forceAuth') === '1') {
    if (localStorage.getItem(DEV_BYPASS_FLAG)) await signOut(queryClient);
    return;
  }
  if (params.get('dev') !== '1') return;
  localStorage.setItem(DEV_BYPASS_FLAG, 'on');
  // Outside the typed API: the route exists only in development.
  await fetch('/api/dev/session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
  params.delete('dev');
  navigate({ pathname: location.pathname, search: params.toString() }, { replace: true });
}
