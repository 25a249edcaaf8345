// The Slide board in two tabs: a move in one appears in the other, and a tab that missed a
// newer board never writes over it: it says so, and loads the newer board with one button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { SlidePage } from '../lib/slide-page.js';

const server = useServer();

/** Two pages of one browser (one storage) on the Slide board. */
async function twoTabs() {
  const b = await launch();
  const one = new SlidePage(b.page, server.url);
  const two = new SlidePage(await b.context.newPage(), server.url);
  // Registered before the app's own listener, so that a test can make the tab deaf.
  await two.page.addInitScript(() => {
    window.__deaf = false;
    window.addEventListener('storage', (event) => {
      if (window.__deaf) event.stopImmediatePropagation();
    });
  });
  await one.open('/slide');
  await two.open('/slide');
  return { b, one, two };
}

/** Waits until `slide`'s tab shows the piece `id` at (x, y). */
async function pieceMovesTo(slide, id, x, y) {
  await slide.page.waitForFunction(
    ([id, x, y]) => {
      const el = document.querySelector(`[data-testid=piece][data-id="${id}"]`);
      return el && +el.dataset.x === x && +el.dataset.y === y;
    },
    [id, x, y],
  );
}

test('a move in one Slide tab appears in the other', async () => {
  const { b, one, two } = await twoTabs();
  try {
    // The piece above the selected gap (7, 6) slides down into it.
    const above = await one.pieceAt(7, 5);
    await one.board().focus();
    await one.page.keyboard.press('ArrowDown');
    await pieceMovesTo(two, above, 7, 6);
    assert.equal(await two.moves(), 1);
    // And back: the second tab plays on from there, and the first follows.
    await two.board().focus();
    await two.page.keyboard.press('ArrowUp');
    await pieceMovesTo(one, above, 7, 5);
    assert.equal(await one.moves(), 2);
    assert.equal(await one.page.getByTestId('moved-on').count(), 0);
    assert.equal(await two.page.getByTestId('moved-on').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a move in a stale Slide tab does not destroy the other tab’s board', async () => {
  const { b, one, two } = await twoTabs();
  try {
    await two.page.evaluate(() => {
      window.__deaf = true;
    });
    // The first tab plays down and back up: the solved layout again, two moves counted.
    const above = await one.pieceAt(7, 5);
    await one.board().focus();
    await one.page.keyboard.press('ArrowDown');
    await one.page.keyboard.press('ArrowUp');
    assert.equal(await one.moves(), 2);
    const first = await one.layout();
    // The stale tab missed both, and plays a move of its own.
    await two.board().focus();
    await two.page.keyboard.press('ArrowDown');
    const said = two.page.getByTestId('moved-on');
    await said.waitFor();
    assert.match(await said.textContent(), /This puzzle moved on in another tab/);
    await screenshot(two.page, 'slide-two-tabs-moved-on');
    // The first tab's board is whole: reloaded, it has its moves and not the stale one's.
    await one.open('/slide');
    assert.deepEqual(await one.layout(), first);
    assert.equal(await one.moves(), 2);
    // One button loads the newer board into the stale tab, which then saves again.
    await two.page.getByTestId('load-newer').click();
    await said.waitFor({ state: 'detached' });
    assert.deepEqual(await two.layout(), first);
    assert.equal(await two.moves(), 2);
    await two.board().focus();
    await two.page.keyboard.press('ArrowDown');
    await two.open('/slide');
    const after = await two.layout();
    assert.deepEqual([after.pieces[above].x, after.pieces[above].y], [7, 6], 'the tab writes again once it has caught up');
    assert.equal(await two.moves(), 3);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
