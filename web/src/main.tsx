import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppShell, assumeSignedOut, createQueryClient } from './app/app-shell';
import { AppRoutes } from './app/router';
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

// Public pages arrive prerendered (web/scripts/prerender.ts) and are hydrated; every other
// route gets the empty shell and is rendered here.
if (container.hasChildNodes()) {
  assumeSignedOut(queryClient);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

// Installable app: the shell and the last day's sky offline, and the daily note's notifications.
// Development builds skip it, so the dev server's modules are never served from a cache.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}
