// Orrery's service worker: the app shell offline, the last "Today" answer offline, and the daily
// note's notifications. Plain script (no build step), registered by the SPA in production builds.
const SHELL = 'orrery-shell-v2';
const SHELL_PAGE = '/index.html';
const TODAY = 'orrery-today-v1';
// The day's sky and who is signed in (the pages ask before showing it): fresh from the network
// when it answers, else the last answer.
const TODAY_API = /^\/api\/(sky\/|me$)/;

/**
 * The shell (the page every client-rendered route starts from, at /index.html; public pages
 * arrive prerendered) and the script and style files it names (hashed, so safe to keep).
 */
async function cacheShell() {
  const cache = await caches.open(SHELL);
  const response = await fetch(SHELL_PAGE, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/(?:assets|icons)\/[^"]+|\/favicon\.svg|\/manifest\.webmanifest)"/g)].map(
    (match) => match[1],
  );
  await cache.put(SHELL_PAGE, response);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== SHELL && n !== TODAY).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheName, fallbackKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackKey ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing out forgets the signed-in user's cached sky.
  if (url.pathname === '/api/auth/sign-out') {
    event.waitUntil(caches.delete(TODAY));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    // Offline, the shell cached at install renders any route. It is not refreshed on each page
    // load: that refresh held the cache while the page asked it for its scripts, and pages hung.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL_PAGE).then((cached) => cached ?? Response.error())));
  } else if (TODAY_API.test(url.pathname)) {
    event.respondWith(networkFirst(request, TODAY));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request));
  }
});

self.addEventListener('push', (event) => {
  const note = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(note.title || 'Your sky today', {
      body: note.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: note.tag || 'daily-note',
      data: { url: note.url || '/today' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/today', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
