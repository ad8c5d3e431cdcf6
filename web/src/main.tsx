import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppShell, assumeSignedOut, createQueryClient } from './app/app-shell';
import { AppRoutes } from './app/router';
import { activateLanguage, initialLanguage } from './i18n/i18n';
import './index.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const app = (
  <AppShell queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppShell>
);

// The first paint is in the visitor's language: a German reader waits for the German catalogue
// (one small request) rather than seeing English flash first. Public pages arrive prerendered
// (web/scripts/prerender.ts, in English, which is all the server prerenders for) and are
// hydrated; every other route gets the empty shell and is rendered here.
void activateLanguage(initialLanguage()).then(() => {
  if (container.hasChildNodes()) {
    assumeSignedOut(queryClient);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});

// Installable app: the shell and the last day's sky offline, and the daily note's notifications.
// Development builds skip it, so the dev server's modules are never served from a cache.
// sw.js itself never changes, so the worker's address names this build (the entry script's hashed
// file): a deploy installs it again, which caches the new shell for offline use.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const build = new URL(import.meta.url).pathname.split('/').pop() ?? '';
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(build)}`),
  );
}
