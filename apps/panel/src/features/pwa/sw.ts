/// <reference lib="webworker" />
// The panel's service worker (docs/pwa.md), built by vite-plugin-pwa (injectManifest) into /sw.js.
//
// - Install: precaches the app shell — index.html, the entry and what it imports, the layout of the
//   private area, the texts the app needs to start in either language, this feature (the offline
//   banner), the icons and the manifest — the list vite.config.ts computes from Vite's manifest.
// - Route chunks are cached lazily, the first time they are fetched (hashed names never change).
// - Navigations go to the network; offline they get the precached index.html, so the panel opens.
// - /api (and the short links, the flasher, Storybook) is never touched: network only, never cached.
// - Push: shows the alarm (title, body, the alarm as tag); a click opens or focuses the panel on the
//   alarm's page (its `url`, a path of this origin).
export {};

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const shell = self.__WB_MANIFEST;
/** The shell's cache changes name with its contents: a new build installs beside the old, then replaces it. */
const shellCache = `sereno-shell-${hashOf(shell.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('|'))}`;
/** The route chunks fetched so far; hashed, so they stay valid until a build no longer lists them. */
const assetsCache = 'sereno-assets';

function hashOf(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

/** Paths the worker leaves to the network: the API above all (always live, and never stored on the device). */
const networkOnly = /^\/(api|l|flasher|storybook)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      // `reload` skips the HTTP cache: the shell is the server's current one.
      await cache.addAll(shell.map((entry) => new Request(new URL(entry.url, self.registration.scope), { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('sereno-shell-') && name !== shellCache).map((name) => caches.delete(name)));
      // Route chunks the new shell does not know are kept: a page still open on the old build may ask for them.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || networkOnly.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match('/index.html', { cacheName: shellCache })) ?? Response.error()));
    return;
  }
  event.respondWith(
    (async () => {
      const cached = await caches.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && url.pathname.startsWith('/assets/')) {
        const copy = response.clone();
        event.waitUntil(caches.open(assetsCache).then((cache) => cache.put(request, copy)));
      }
      return response;
    })(),
  );
});

// The page's first visit fetched its chunks before this worker existed: it names them, and they are kept.
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type !== 'keep' || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/assets/'));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(assetsCache);
      // All at once: one after another, a page's ~90 chunks took over 20 s on a busy machine.
      await Promise.all(urls.map(async (url) => (await caches.match(url)) ?? cache.add(url).catch(() => undefined)));
    })(),
  );
});

/** What the server pushes for an alarm (apps/api/src/notifications/worker.ts). */
interface AlarmPush {
  title?: string;
  body?: string;
  tag?: string;
  url?: string;
  stage?: 'host' | 'resolved';
}

/** A path of this origin, or the panel's home: a push never sends the device elsewhere. */
function panelUrl(path: string | undefined): string {
  const target = new URL(path ?? '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

function readPush(data: PushMessageData | null): AlarmPush {
  try {
    return (data?.json() as AlarmPush | undefined) ?? {};
  } catch {
    return { body: data?.text() ?? '' };
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'Sereno', {
      body: message.body ?? '',
      // One notification per alarm: its end (or a repeat after a retry) replaces the first.
      tag: message.tag ?? 'sereno',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: panelUrl(message.url) },
      // An alarm stays until someone looks at it; its end may go by itself.
      requireInteraction: message.stage !== 'resolved',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = panelUrl((event.notification.data as { url?: string } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const navigated = await open.navigate(target).catch(() => null);
        if (navigated) {
          await navigated.focus();
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
