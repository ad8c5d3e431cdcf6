import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authRequest } from '@/lib/auth-request';
import { announceSignOut, DEV_BYPASS_FLAG, meQueryKey } from './session';

/** Signs out on the server, then forgets everything cached about the user, in every tab. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await authRequest('sign-out', {});
  } finally {
    localStorage.removeItem(DEV_BYPASS_FLAG);
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
    announceSignOut();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => signOut(queryClient), [queryClient]);
}
