import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell, assumeSignedOut, createQueryClient } from './app/app-shell';
import { AppRoutes } from './app/router';
import { activateLanguage } from './i18n/i18n';

export { PUBLIC_PAGES } from './app/public-pages';
export { SIGNED_IN_PATHS } from './app/router';
export { pageTitle } from './app/page-title';

/**
 * The HTML of a route as a signed-out visitor's browser first renders it, with the lazily
 * loaded page in place rather than its loading fallback; data that only the running server has
 * (plans, the operator's details) stays in its loading state.
 */
export async function renderRoute(path: string): Promise<string> {
  // The pages are prerendered in English; the server sends them only to English readers.
  await activateLanguage('en');
  const queryClient = createQueryClient();
  assumeSignedOut(queryClient);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppShell queryClient={queryClient}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>,
    {
      // React would leave a failing part to the browser; a build should fail instead.
      onError: (error) => void errors.push(error),
      // A large part would otherwise come as a hidden copy plus an inline script that moves it
      // into place: that needs JavaScript, and the Content-Security-Policy refuses inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  if (html.includes('<script')) throw new Error(`Prerendering ${path} left an inline script`);
  return html;
}
