import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { meQueryKey } from '@/features/auth/session';
import { i18n } from '@/i18n/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * A prerendered page was rendered for a signed-out visitor, so hydration starts from the same
 * answer. It is marked as fetched at time 0, so the real session is still asked for at once.
 */
export function assumeSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null, { updatedAt: 0 });
}

/** The providers around the routes, the same in the browser and in the build's prerender. */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
