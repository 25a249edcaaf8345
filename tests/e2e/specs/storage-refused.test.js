// Where the browser refuses localStorage (cookies blocked, a frame on another site: reading
// it throws a SecurityError), every page still starts and plays, and says once that nothing
// outlives the tab, with the way to take the progress along.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** Every access to localStorage throws, as Chromium's does with the site's cookies blocked. */
function refuseStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

test('with localStorage refused, the hub and a pack puzzle open and play', async () => {
  const b = await launch();
  await b.page.addInitScript(refuseStorage);
  try {
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('daily').waitFor();
    const said = b.page.getByTestId('storage-refused');
    await said.waitFor();
    assert.match(await said.textContent(), /your progress lasts only while this tab is open/);
    assert.equal(await said.locator('a').getAttribute('href'), '/backup');
    assert.equal(await said.count(), 1, 'said once');

    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const [a, c, count] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.count(a, c), count, 'the move is played');
    assert.equal(await b.page.getByTestId('storage-refused').count(), 1);
    // No sentence about each record the browser would not keep: the one above says it all.
    assert.equal(await b.page.getByTestId('notice').count(), 0);
    for (const [x, y, n] of (await hashi.solution()).slice(1)) await hashi.setByClicks(x, y, n);
    assert.equal(await hashi.solved(), true);

    // The sentence's link leads to the backup file, made from what this visit kept.
    await b.page.getByTestId('storage-refused').locator('a').click();
    await b.page.waitForURL(/\/backup$/);
    await b.page.getByTestId('backup-download').waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('with localStorage refused, Slide and the daily open too', async () => {
  const b = await launch();
  await b.page.addInitScript(refuseStorage);
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/daily');
    await b.page.getByTestId('storage-refused').waitFor();
    await b.page.goto(server.url + '/slide');
    await b.page.getByTestId('storage-refused').waitFor();
    await b.page.getByTestId('slide-board').waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('where the browser keeps records, nothing is said', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('daily').waitFor();
    assert.equal(await b.page.getByTestId('storage-refused').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
