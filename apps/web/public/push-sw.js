/* global self */
/* Web Push in the service worker (decision 081), imported by the generated sw.js.
 * A push carries { kind, title, body, url, tag } (the contract's pushPayloadSchema), encrypted
 * for this browser; it is shown as a notification, and a tap opens its page in a Furlong
 * window already open, or a new one. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' ? payload.title : 'Furlong';
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      // A window the worker does not control cannot be navigated: a new one opens instead.
      return open
        .navigate(target)
        .then((client) => (client ?? open).focus())
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
