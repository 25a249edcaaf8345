// The service worker of debug builds (trunk serve): it removes itself. A release build once
// served on the same origin left a worker that would keep serving its cached code; browsers
// check for a new sw.js on every navigation, find this one, and it deletes the caches,
// unregisters and reloads the open pages so they come from the dev server.

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('hashi-')).map((n) => caches.delete(n)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      // A page that cannot be navigated (not ours after all) is left as it is.
      await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => null)));
    })(),
  );
});
