// Every route opened directly in a fresh browser takes its first interaction (the lazy chunks
// load on a deep link, not only from the hub); a chunk is fetched once per page session; and a
// chunk that fails to download says so, and Retry brings the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { SlidePage } from '../lib/slide-page.js';
import { BOARD } from '../lib/budget.js';
import { EDITOR, placeIsland } from '../lib/editor-page.js';

const server = useServer();

/** A Monday: its daily puzzle is a medium 10x10, quick to generate. */
const MONDAY = '2026-11-23';

/**
 * Opens `route` in a fresh browser (its clock at noon UTC on `date`, if given), runs
 * `fn(page, hashi)`, then checks that nothing was logged as an error.
 */
async function deepLink(route, fn, { date } = {}) {
  const b = await launch();
  try {
    if (date) await b.page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
    await b.page.goto(server.url + route);
    await fn(b.page, new HashiPage(b.page, server.url));
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
}

/** Waits for a playable board (the worker may be generating it), then places one bridge. */
async function bridgeOnBoard(page, hashi) {
  await page.waitForSelector(BOARD, { timeout: 30_000 });
  const [a, c] = await hashi.oneBridge();
  assert.equal(await hashi.count(a, c), 1);
}

for (const route of [
  '/hashi/p/easy-001',
  '/hashi/i/7x7:a2b4a2g1c5i2a3a7a4g1c3b',
  '/hashi/g/medium/10x10/7',
]) {
  test(`${route} opened directly takes a bridge`, async () => {
    await deepLink(route, bridgeOnBoard);
  });
}

test("/hashi/daily opened directly goes to today's puzzle, which takes a bridge", async () => {
  await deepLink(
    '/hashi/daily',
    async (page, hashi) => {
      await bridgeOnBoard(page, hashi);
      assert.equal(new URL(page.url()).pathname, `/hashi/daily/${MONDAY}`);
    },
    { date: MONDAY },
  );
});

test('/hashi/edit opened directly places an island by a tap', async () => {
  await deepLink('/hashi/edit', async (page) => {
    await placeIsland(page);
  });
});

test('/hashi/learn opened directly shows the rules and the tutorial board', async () => {
  await deepLink('/hashi/learn', async (page) => {
    const learn = page.getByTestId('learn-page');
    await learn.getByRole('heading', { name: 'Learn Hashi', level: 1 }).waitFor();
    await learn.locator('[data-testid=island]').first().waitFor({ timeout: 20_000 });
  });
});

test('/hashi/learn/capacity opened directly shows a drill that judges a move', async () => {
  await deepLink('/hashi/learn/capacity', async (page, hashi) => {
    await page.locator(`[data-testid=drill][data-technique=capacity] ${BOARD}`).first().waitFor({ timeout: 30_000 });
    assert.match(await hashi.anyDrillVerdict(), /^(right|wrong)$/);
  });
});

test('/slide opened directly takes a move', async () => {
  await deepLink('/slide', async (page) => {
    const slide = new SlidePage(page, server.url);
    await slide.board().waitFor();
    const above = await slide.pieceAt(7, 5);
    await page.keyboard.press('ArrowDown');
    assert.equal(await slide.pieceAt(7, 6), above);
    assert.equal(await slide.moves(), 1);
  });
});

test('a pack puzzle opened directly, solved, opens Replay at the solved board', async () => {
  await deepLink('/hashi/p/easy-001', async (page, hashi) => {
    await page.waitForSelector(BOARD);
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await page.getByTestId('celebration').waitFor();
    await page.getByTestId('replay').click();
    const last = Number(await page.getByTestId('replay-step').getAttribute('max'));
    assert.ok(last >= 1, `${last} steps`);
    assert.equal(await page.getByTestId('replay-label').textContent(), `Step 0 of ${last}`);
    await page.getByTestId('replay-next').click();
    assert.equal(await page.getByTestId('replay-label').textContent(), `Step 1 of ${last}`);
  });
});

/** The paths of the page's own requests (not the service worker's precaching) into `seen`. */
function recordRequests(context, seen) {
  context.on('request', (request) => {
    if (!request.serviceWorker()) seen.push(new URL(request.url()).pathname);
  });
}

/**
 * Round trips from the hub to the editor and back within one page. Leaving at once also
 * leaves while the editor's first worker job runs, whose cancelling must stay silent; the
 * window is a few ms wide, so several trips give it a fair chance to show.
 */
const TRIPS = 10;

test("hub, editor, hub, editor... in one page: the editor's chunks are fetched once, leaving logs nothing", async () => {
  const b = await launch();
  try {
    const seen = [];
    recordRequests(b.context, seen);
    await b.page.goto(server.url + '/');
    const link = b.page.locator('a[data-testid=editor]');
    for (let visit = 0; visit < TRIPS; visit++) {
      await link.click();
      await b.page.locator(EDITOR).waitFor();
      await b.page.goBack();
      await link.waitFor();
    }
    await link.click();
    await placeIsland(b.page);
    const count = (pattern) => seen.filter((p) => pattern.test(p)).length;
    assert.equal(count(/^\/split_editor-[\w]+\.wasm$/), 1, seen.join('\n'));
    const chunks = seen.filter((p) => /^\/chunk_\d+-\w+\.wasm$/.test(p));
    assert.deepEqual(chunks, [...new Set(chunks)], 'each shared chunk once');
    assert.equal(count(/^\/$/), 1, 'one document: the router moved within the page');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a chunk that fails to download shows Retry, and Retry brings the editor', async () => {
  // Blocked so that page.route sees the chunk's request (a service worker would answer it).
  const b = await launch({ serviceWorkers: 'block' });
  const pageErrors = [];
  const consoleErrors = [];
  b.page.on('pageerror', (e) => pageErrors.push(e.message));
  b.page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const fetches = [];
  b.page.on('request', (r) => /\/split_editor-\w+\.wasm$/.test(r.url()) && fetches.push(r.url()));
  try {
    const chunk = '**/split_editor-*.wasm';
    await b.page.route(chunk, (r) => r.abort());
    await b.page.goto(server.url + '/');
    await b.page.locator('a[data-testid=editor]').click();
    const failed = b.page.getByTestId('chunk-failed');
    await failed.waitFor();
    assert.match(await failed.textContent(), /could not download the editor/);
    await screenshot(b.page, 'chunk-failed');
    assert.deepEqual(pageErrors, [], 'no uncaught error: the page lives on');
    const unexpected = consoleErrors.filter((t) => !/Failed to fetch|net::ERR_FAILED/.test(t));
    assert.deepEqual(unexpected, [], 'only the failed fetch is logged');
    assert.equal(await b.page.getByTestId('chunk-loading').count(), 0);

    await b.page.unroute(chunk);
    await b.page.getByTestId('chunk-retry').click();
    await b.page.locator(EDITOR).waitFor();
    assert.equal(await failed.count(), 0);
    await placeIsland(b.page);
    assert.equal(fetches.length, 2, 'Retry fetched the chunk again');
    assert.deepEqual(pageErrors, []);
  } finally {
    await b.close();
  }
});
