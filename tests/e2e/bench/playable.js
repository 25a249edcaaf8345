// In-page probes installed before any script of the app runs: when the board became playable,
// and whether the app registered a service worker.

/** A board is playable once its islands are in the DOM (the old bench's definition). */
export const PLAYABLE = '[data-testid=board] [data-testid=island]';

/**
 * Runs in the page at document start. Mutation observers run once the task that built the
 * board ends, so by then its input handlers are attached; `performance.now()` counts from the
 * navigation's start. Reading the clock inside the page keeps Playwright's polling and round
 * trips (30-80 ms here) out of the figure.
 */
export function probes(selector) {
  new MutationObserver((_, observer) => {
    if (document.querySelector(selector)) {
      window.hashiPlayableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  // The repeat visit must wait for a worker only if the build has one.
  if ('serviceWorker' in navigator) {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.hashiServiceWorkerRegistered = true;
      return register.apply(this, args);
    };
  }
}

/** Navigates to `url` and returns the in-page time to a playable board, in ms. */
export async function timeToPlayable(page, url, timeout) {
  await page.goto(url, { waitUntil: 'commit', timeout });
  const handle = await page.waitForFunction(() => window.hashiPlayableAt, null, { timeout, polling: 100 });
  return handle.jsonValue();
}

/** Bytes that came over the network for this document (0 for cache and worker responses). */
export function transferred(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .reduce((sum, e) => sum + (e.transferSize ?? 0), 0),
  );
}
