// One puzzle in two tabs: a move in one appears in the other, and a tab that missed a newer
// save never writes over it: it says so, and loads the newer position with one button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
const PUZZLE = '/hashi/p/easy-002';

/** Two pages of one browser (one storage) on the same puzzle. */
async function twoTabs() {
  const b = await launch();
  const one = new HashiPage(b.page, server.url);
  const two = new HashiPage(await b.context.newPage(), server.url);
  // Registered before the app's own listener, so that a test can make the tab deaf.
  await two.page.addInitScript(() => {
    window.__deaf = false;
    window.addEventListener('storage', (event) => {
      if (window.__deaf) event.stopImmediatePropagation();
    });
  });
  await one.open(PUZZLE);
  await two.open(PUZZLE);
  return { b, one, two };
}

test('a move in one tab appears in the other', async () => {
  const { b, one, two } = await twoTabs();
  try {
    const [[a, c, count], [d, e, more]] = await one.solution();
    await one.setByClicks(a, c, count);
    await two.page.waitForFunction(
      ([x, y, n]) => document.querySelector(`[data-testid=bridge][data-a="${x}"][data-b="${y}"]`)?.getAttribute('data-count') === String(n),
      [a.join(','), c.join(','), count],
    );
    // And back: the second tab plays on from there, and the first follows.
    await two.setByClicks(d, e, more);
    await one.page.waitForFunction(
      ([x, y, n]) => document.querySelector(`[data-testid=bridge][data-a="${x}"][data-b="${y}"]`)?.getAttribute('data-count') === String(n),
      [d.join(','), e.join(','), more],
    );
    assert.equal(await one.count(a, c), count);
    assert.equal(await one.page.getByTestId('moved-on').count(), 0);
    assert.equal(await two.page.getByTestId('moved-on').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a move in a stale tab does not destroy the other tab’s save', async () => {
  const { b, one, two } = await twoTabs();
  try {
    // The second tab stops hearing of the first's saves (as a tab the browser froze would).
    await two.page.evaluate(() => {
      window.__deaf = true;
    });
    const solution = await one.solution();
    const [[a, c, count], [d, e, more]] = solution;
    await one.setByClicks(a, c, count);
    await one.setByClicks(d, e, more);
    // The stale tab still shows the start, and plays a move of its own.
    assert.equal(await two.count(a, c), 0);
    const [f, g, last] = solution[2];
    await two.setByClicks(f, g, last);
    const said = two.page.getByTestId('moved-on');
    await said.waitFor();
    assert.match(await said.textContent(), /This puzzle moved on in another tab/);
    await screenshot(two.page, 'two-tabs-moved-on');
    // The first tab's save is whole: reloaded, it has both its moves and not the stale one's.
    await one.page.reload();
    await one.ready();
    assert.equal(await one.count(a, c), count);
    assert.equal(await one.count(d, e), more);
    assert.equal(await one.count(f, g), 0);
    // One button loads the newer position into the stale tab, which then saves again.
    await two.page.getByTestId('load-newer').click();
    await said.waitFor({ state: 'detached' });
    assert.equal(await two.count(a, c), count);
    assert.equal(await two.count(d, e), more);
    assert.equal(await two.count(f, g), 0);
    await two.setByClicks(f, g, last);
    await two.page.reload();
    await two.ready();
    assert.equal(await two.count(f, g), last, 'the tab writes again once it has caught up');
    assert.equal(await two.count(a, c), count);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
