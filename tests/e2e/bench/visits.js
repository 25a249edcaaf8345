// First, repeat and offline visits to a pack puzzle under each profile, each first visit in a
// fresh browser profile with an empty cache.
import { launch } from '../lib/browser.js';
import { applyProfile } from './profiles.js';
import { PLAYABLE, probes, timeToPlayable, transferred } from './playable.js';
import { browserQuiet } from './quiet.js';

const TIMEOUT = 60_000;
const OFFLINE_TIMEOUT = 20_000;

/**
 * After a finished visit, makes the next visit a warm one: when the app registered a service
 * worker, waits until it is active and controls the page. Returns how the repeat visit is served.
 */
async function warmUp(page) {
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    const until = (ms) => new Promise((r) => setTimeout(r, ms));
    // Registration may wait for idle time after the board: give it a second.
    for (let i = 0; i < 10 && !window.hashiServiceWorkerRegistered; i++) await until(100);
    if (!window.hashiServiceWorkerRegistered) return 'http cache (no service worker)';
    const sw = navigator.serviceWorker;
    // `ready` never settles if the worker fails to install: bound every wait. The install
    // downloads the whole build (~1.5 MB brotli in ~460 files): ~10 s on slow 4G, more on 3G.
    const ready = await Promise.race([sw.ready.then(() => true), until(60_000).then(() => false)]);
    if (!ready) return 'http cache (service worker not active after 60 s)';
    if (!sw.controller) {
      await Promise.race([new Promise((r) => sw.addEventListener('controllerchange', r, { once: true })), until(10_000)]);
    }
    return sw.controller ? 'service worker' : 'service worker (not controlling the page)';
  });
}

/** The first line of an error, without Playwright's call log, method name or the URL. */
const reason = (e) =>
  String(e.message ?? e)
    .split('\n')[0]
    .replace(/^[\w.]+: /, '')
    .replace(/ at https?:\S+$/, '');

/**
 * One round in a fresh browser: a first visit, then a repeat visit (online profiles) or an
 * offline repeat visit (the offline profile). Times are in ms; a failed offline visit gives
 * `{ failed: reason }`.
 */
async function round(url, profile) {
  // A repeat visit is the service worker's to serve: the tests' launch blocks it by default.
  const b = await launch({ viewport: { width: 1280, height: 1000 }, serviceWorkers: 'allow' });
  await browserQuiet();
  try {
    await b.context.addInitScript(probes, PLAYABLE);
    const cdp = await b.context.newCDPSession(b.page);
    await applyProfile(cdp, profile);
    const first = await timeToPlayable(b.page, url, TIMEOUT);
    const firstBytes = await transferred(b.page);
    const mode = await warmUp(b.page);
    if (profile.offline) await b.context.setOffline(true);
    await applyProfile(cdp, profile);
    let repeat;
    try {
      repeat = await timeToPlayable(b.page, url, profile.offline ? OFFLINE_TIMEOUT : TIMEOUT);
    } catch (e) {
      if (!profile.offline) throw e;
      return { first, firstBytes, mode, repeat: { failed: reason(e) }, errors: b.errors };
    }
    const repeatBytes = await transferred(b.page);
    return { first, firstBytes, mode, repeat, repeatBytes, errors: b.errors };
  } finally {
    await b.close();
  }
}

/** `rounds` rounds of `profile`, one after another so they never compete for the 2 cores. */
export async function visits(url, profile, rounds) {
  const out = [];
  for (let i = 0; i < rounds; i++) out.push(await round(url, profile));
  return out;
}
