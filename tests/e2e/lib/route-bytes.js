// What a first visit to each route downloads: every request of the page and its dedicated
// worker from navigation until the route is usable, mapped to the build's files and sized from
// their precompressed copies. Feeds lib/budget.js (the budget spec and bench-web share it).
import fs from 'node:fs';
import path from 'node:path';
import { launch } from './browser.js';
import { BUDGETS, REQUESTS, ROUTES, budgetRows, budgetTable, overBudget, fileOfRequest } from './budget.js';


/**
 * `file` → `{ raw, gzip, br }` for the build in `dir`, or undefined when it has no such file.
 * Sizes are those of the build's `.gz` and `.br` copies, as a host sends them; a file without
 * a copy (png icons: already compressed) goes as it is.
 */
export function distSizes(dir) {
  const size = (file) => {
    try {
      const stat = fs.statSync(path.join(dir, file));
      return stat.isFile() ? stat.size : undefined;
    } catch {
      return undefined; // no such file, or no name a file could have (too long)
    }
  };
  return (file) => {
    const raw = size(file);
    if (raw === undefined) return undefined;
    const gzip = size(`${file}.gz`) ?? raw;
    return { raw, gzip, br: size(`${file}.br`) ?? gzip };
  };
}

/**
 * The build files a first visit to `route` fetched, in a fresh profile with service workers
 * blocked (the service worker's precaching of every file would otherwise be counted), and the
 * page errors on the way. `now` fixes the page's clock (an ISO time) for date-driven routes.
 */
export async function filesFetched(baseUrl, { route, ready, timeout = 15_000, now }) {
  const b = await launch({ serviceWorkers: 'block' }, { asPlayer: true });
  try {
    if (now) await b.page.clock.setFixedTime(new Date(now));
    const origin = new URL(baseUrl).origin;
    const files = [];
    let recording = true;
    // The context sees the requests of the page's dedicated workers too, not only the page's.
    b.context.on('request', (request) => {
      if (recording) files.push(fileOfRequest(request.url(), origin, request.isNavigationRequest()));
    });
    // The page says when the marker enters the DOM, in the same task that drew it: requests
    // made from then on (the worker warming up, the menu's controls once the board is up) are
    // not the route's, however late Playwright's own polling would notice the marker.
    await b.page.exposeFunction('hashiUsable', () => {
      recording = false;
    });
    await b.page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          observer.disconnect();
          window.hashiUsable();
        }
      }).observe(document, { childList: true, subtree: true });
    }, ready);
    await b.page.goto(baseUrl + route, { waitUntil: 'commit' });
    await b.page.waitForSelector(ready, { timeout, state: 'attached' });
    recording = false;
    return { files, errors: b.errors };
  } finally {
    await b.close();
  }
}

/**
 * Measures `routes` (one fresh browser each, one after another) against the build in `dir`:
 * `{ rows, table, failure, errors }`, `failure` '' when every route is within its byte budget
 * and its request limit.
 */
export async function measureRoutes(baseUrl, dir, routes = ROUTES, budgets = BUDGETS, requestLimits = REQUESTS) {
  const fetched = {};
  const errors = [];
  for (const spec of routes) {
    const visit = await filesFetched(baseUrl, spec);
    fetched[spec.route] = visit.files;
    errors.push(...visit.errors.map((e) => `${spec.route}: ${e}`));
  }
  const rows = budgetRows(fetched, distSizes(dir), budgets, requestLimits);
  return { rows, table: budgetTable(rows), failure: overBudget(rows), errors };
}
