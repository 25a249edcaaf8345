// The app shell end to end: the release build loads, and the starter puzzle solves by clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

// The starter puzzle's unique solution: [a, b, count] with a above or left of b.
const STARTER_SOLUTION = [
  [[0, 0], [0, 3], 2],
  [[0, 0], [3, 0], 1],
  [[0, 3], [0, 6], 1],
  [[0, 3], [2, 3], 2],
  [[0, 6], [4, 6], 1],
  [[2, 3], [2, 5], 1],
  [[2, 5], [6, 5], 2],
  [[3, 0], [3, 2], 2],
  [[3, 2], [6, 2], 1],
  [[4, 6], [6, 6], 1],
  [[6, 1], [6, 2], 2],
  [[6, 2], [6, 5], 1],
];

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

test('the hub links to the Hashi game', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/');
    await b.page.getByRole('link', { name: 'Hashi' }).click();
    await b.page.waitForSelector('[data-testid=board]');
    assert.equal(new URL(b.page.url()).pathname, '/hashi');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the starter puzzle is solved by clicks and says so', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open();
    await screenshot(b.page, 'shell-start');
    assert.equal(await hashi.page.locator('[data-testid=island]').count(), 12);
    for (const [a, c, count] of STARTER_SOLUTION) {
      assert.equal(await hashi.solved(), false);
      await hashi.setBridgeByClicks(a, c, count);
    }
    assert.equal(await hashi.solved(), true);
    await b.page.getByText('Solved!').waitFor();
    await screenshot(b.page, 'shell-solved');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('an unknown address shows a way back instead of a blank page', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/no/such/page');
    await b.page.getByText('Page not found').waitFor();
    assert.equal(await b.page.locator('a[href="/"]').count(), 1);
  } finally {
    await b.close();
  }
});
