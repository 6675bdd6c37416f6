/*
 * ToneLens service worker: keeps the app shell (page, scripts, styles, icons)
 * so the app opens and the analyser's local modes work without a network.
 * Your text and analyses are never cached here; only the account name and the
 * configuration are kept, so the signed-in shell can open offline.
 */
/** This build's id and every script and style it made (the build writes them; 'dev' when unbuilt). */
const BUILD = { id: 'dev', assets: [] };
const CACHE = `tonelens-shell-${BUILD.id}`;
const SHELL = ['/', '/manifest.webmanifest', '/icons/logo.svg', '/icons/icon-192.png', '/icons/favicon.svg'];
/** Reads that may be answered from the cache when the network is gone. */
const OFFLINE_READS = ['/api/auth/user', '/api/config'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL);
      // Cache every same-origin script, style and icon the page names, and every script the app may load later.
      const page = await (await cache.match('/')).text();
      const assets = [...page.matchAll(/(?:src|href)="(\/[^"/][^"]*)"/g)]
        .map((m) => m[1])
        .filter((path) => !path.startsWith('/api/'));
      await cache.addAll([...new Set([...assets, ...BUILD.assets])]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname === '/api/logout') {
    // Signing out forgets the kept account details.
    event.waitUntil(caches.open(CACHE).then((cache) => cache.delete('/api/auth/user')));
    return;
  }
  if (OFFLINE_READS.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/tone-studio/')) return;

  if (request.mode === 'navigate') {
    // Every app route is the same page; the router picks the screen.
    event.respondWith(networkFirst(request, '/'));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed or versioned names: a cached copy is always right.
    event.respondWith(cacheFirst(request));
    return;
  }
  if (/\.(?:js|css|webmanifest|json|svg|png)$/.test(url.pathname)) {
    // Other files at fixed names (the manifest, small boot scripts): fresh when online, cached when not.
    event.respondWith(networkFirst(request, url.pathname));
  }
});
