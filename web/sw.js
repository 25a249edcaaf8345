// Hashi's service worker: every file of the build cached on the first visit, so the games open
// and play offline. This is a template: `cargo xtask finish-build` (Trunk's post_build hook)
// writes dist/sw.js from it, filling in the two placeholders below from the built files.

/** Every built file as [url, base64 sha256]; the hash is also the fetch's integrity. */
const PRECACHE = __PRECACHE_LIST__;
/** Derived from the whole list, so each build fills a cache of its own. */
const CACHE = 'hashi-__CACHE_VERSION__';
const CACHE_PREFIX = 'hashi-';
/** What every navigation gets: the app routes in the browser. */
const APP_SHELL = new URL('index.html', self.registration.scope).href;
/** The page sends this when the player chooses to load the new version. */
const SKIP_WAITING = 'skip-waiting';

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the player reloads (or closes every tab),
  // so a page never runs old code against new files. A first install has nothing to wait for.
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      // The page that installed the first version is served from the cache from now on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    PRECACHE.map(async ([url, revision]) => {
      await cache.put(url, await fetchExactly(url, revision));
    }),
  );
}

/**
 * The file with exactly the built bytes. The HTTP cache is tried first (Trunk's hashed names
 * were just downloaded by the page); a stale copy there fails the integrity check and is
 * fetched again past the cache. A server already on another build fails the install, which
 * keeps the working version rather than caching a mix.
 */
async function fetchExactly(url, revision) {
  const integrity = `sha256-${revision}`;
  let response;
  try {
    response = await fetch(new Request(url, { integrity }));
  } catch {
    response = await fetch(new Request(url, { integrity, cache: 'reload' }));
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  // A host that redirects (index.html to /) gives a redirected response, which a navigation
  // refuses; a fresh one with the same body and headers is not marked.
  if (response.redirected) {
    response = new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }
  return response;
}

/**
 * Precached files from the cache; any route the app knows (/, /hashi/p/easy-001, /slide?...)
 * as index.html; anything else, and a cache the browser evicted, from the network. Requests of
 * the page's dedicated workers (their script, imports and wasm) come through here too.
 */
async function respond(request) {
  const cache = await caches.open(CACHE);
  if (request.mode === 'navigate') {
    const page = (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match(APP_SHELL));
    return page ?? fetch(request);
  }
  return (await cache.match(request)) ?? fetch(request);
}
