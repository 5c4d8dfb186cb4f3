/*
 * Fieldbook's one service worker (served as /sw.js, so its scope is the whole site). It keeps the built
 * app — the shell and every route's chunks, precached by Workbox from the build's manifest — so the app
 * opens without a network, and it shows the browser pushes the server sends
 * (modules/notifications/push-sender.ts: title, body, url, tag).
 *
 * A new deploy installs beside the running one and waits: the page offers "New version available —
 * Reload" and only then tells it to take over (SKIP_WAITING), so a page never mixes old and new chunks.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the one index.html (client routing). The API, the API docs and the realtime
// socket are never answered from here, and neither are the server's own pages: its help articles (the
// help panel's window) and calendar feeds (app.ts registers both outside /v1).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/v1\//, /^\/docs(\/|$)/, /^\/realtime(\/|$)/, /^\/help\/articles\//, /^\/feeds\//],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() as PushMessage | null) ?? {};
  } catch {
    message = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Fieldbook', {
      body: message.body || '',
      tag: message.tag,
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url || '/', self.location.origin);
  // Only this site's pages: a push never opens another site.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
