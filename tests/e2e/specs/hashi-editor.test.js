// The puzzle editor: drafts built by keys and taps, judged in the worker as they change
// (none / unique / several), suggestions followed to one solution, play, share and keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';

const server = useServer();

/** Opens the editor on a new empty grid of `w`x`h` and focuses its board. */
async function newGrid(page, w, h) {
  await page.goto(server.url + '/hashi/edit');
  await page.getByTestId('editor').waitFor();
  await page.getByTestId('editor-width').fill(String(w));
  await page.getByTestId('editor-width').dispatchEvent('change');
  await page.getByTestId('editor-height').fill(String(h));
  await page.getByTestId('editor-height').dispatchEvent('change');
  await page.getByTestId('editor-new-grid').click();
  await page.getByTestId('editor-board').focus();
}

/** Waits until the status line judges the draft on screen as `status`; returns its text. */
async function statusIs(page, status) {
  const line = page.getByTestId('editor-status');
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid=editor-status]')?.dataset.status === s,
    status,
    { timeout: 15000 },
  );
  return line.textContent();
}

/** Moves the cursor from the top left by keys to (r, c), then types `key`. */
async function typeAt(page, r, c, key) {
  const board = page.getByTestId('editor-board');
  for (let i = 0; i < 50; i += 1) await board.press('ArrowUp');
  for (let i = 0; i < 50; i += 1) await board.press('ArrowLeft');
  for (let i = 0; i < r; i += 1) await board.press('ArrowDown');
  for (let i = 0; i < c; i += 1) await board.press('ArrowRight');
  await board.press(key);
}

test('a 5x5 puzzle built by keys goes from several to one solution by suggestions, then plays', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('editor').click();
    await b.page.getByTestId('editor').waitFor();
    await newGrid(b.page, 5, 5);
    await statusIs(b.page, 'empty');
    // A square of 3s: doubles along the top and bottom, or along the sides.
    for (const [r, c] of [[0, 0], [0, 3], [3, 0], [3, 3]]) await typeAt(b.page, r, c, '3');
    const several = await statusIs(b.page, 'several');
    assert.match(several, /Several solutions/);
    assert.ok((await b.page.locator('.island.flagged').count()) >= 2, 'the differing region is highlighted');
    await screenshot(b.page, 'editor-several');
    let steps = 0;
    while ((await b.page.getByTestId('editor-status').getAttribute('data-status')) === 'several') {
      const suggestion = b.page.getByTestId('editor-suggestion');
      assert.match(await suggestion.textContent(), /to leave/);
      await suggestion.click();
      steps += 1;
      assert.ok(steps < 10, 'suggestions end at one solution');
      await b.page.waitForFunction(
        () => document.querySelector('[data-testid=editor-status]')?.dataset.status !== 'checking',
      );
    }
    const unique = await statusIs(b.page, 'unique');
    assert.match(unique, /Exactly one solution — rated \w+/);
    await screenshot(b.page, 'editor-unique');
    const href = await b.page.getByTestId('editor-play').getAttribute('href');
    assert.match(href, /^\/hashi\/i\/5x5:/);
    await b.page.getByTestId('editor-share').click();
    assert.equal(await b.page.getByTestId('editor-share-url').inputValue(), server.url + href);
    await b.page.getByTestId('editor-play').click();
    await b.page.waitForSelector('[data-testid=board]');
    assert.equal(decodeURIComponent(new URL(b.page.url()).pathname), decodeURIComponent(href));
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a draft with no solution says where it fails, and undo takes the change back', async () => {
  const b = await launch();
  try {
    await newGrid(b.page, 5, 5);
    await typeAt(b.page, 0, 0, '3');
    await typeAt(b.page, 0, 4, '1');
    const none = await statusIs(b.page, 'none');
    assert.match(none, /No solution\. The 3 at row 1, column 1 can take at most/);
    assert.equal(await b.page.locator('.island.flagged').getAttribute('data-pos'), '0,0');
    await screenshot(b.page, 'editor-none');
    await b.page.getByTestId('editor-board').press('Control+z');
    await statusIs(b.page, 'none');
    assert.equal(await b.page.getByTestId('editor-island').count(), 1);
    // Removing the 3 and placing a 1 beside the other island: one bridge, one solution.
    await typeAt(b.page, 0, 0, 'Backspace');
    await typeAt(b.page, 0, 0, '1');
    await typeAt(b.page, 0, 4, '1');
    await statusIs(b.page, 'unique');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('drawn bridges set the numbers, drafts are kept and listed, and a puzzle can be edited as a copy', async () => {
  const b = await launch();
  try {
    await newGrid(b.page, 6, 5);
    const cell = async (r, c) => {
      const box = await b.page.getByTestId('editor-board').boundingBox();
      await b.page.mouse.click(box.x + ((c + 0.5) * box.width) / 6, box.y + ((r + 0.5) * box.height) / 5);
    };
    await cell(1, 1);
    await cell(1, 4);
    await b.page.getByTestId('editor-tool-bridges').click();
    await cell(1, 1);
    await cell(1, 4);
    await cell(1, 1);
    await cell(1, 4);
    const numbers = await b.page.getByTestId('editor-island').evaluateAll((els) => els.map((e) => e.dataset.number));
    assert.deepEqual(numbers, ['2', '2']);
    await statusIs(b.page, 'unique');
    await b.page.reload();
    await b.page.getByTestId('editor').waitFor();
    assert.equal(await b.page.getByTestId('editor-island').count(), 2, 'the draft is kept across a reload');
    assert.ok((await b.page.getByTestId('editor-draft').count()) >= 1);
    await b.page.goto(server.url + '/hashi/p/easy-001');
    await b.page.waitForSelector('[data-testid=board]');
    const islands = await b.page.locator('[data-testid=board] .island').count();
    const menu = b.page.getByTestId('menu');
    if (await menu.isVisible()) await menu.click();
    await b.page.getByTestId('edit-copy').click();
    await b.page.getByTestId('editor').waitFor();
    assert.equal(await b.page.getByTestId('editor-island').count(), islands);
    assert.match(await statusIs(b.page, 'unique'), /rated easy/);
    assert.ok((await b.page.getByTestId('editor-draft').count()) >= 2, 'the copy is a new draft');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
