// Helpers for the puzzle editor's page: wait for it, start an empty grid, place islands by taps.
import assert from 'node:assert/strict';

/** The editor itself (the hub's link to it has the same test id). */
export const EDITOR = 'div[data-testid=editor]';

/** Starts a new empty `w`x`h` grid on the open editor. */
export async function newGrid(page, w, h) {
  await page.locator(EDITOR).waitFor();
  for (const [testid, side] of [
    ['editor-width', w],
    ['editor-height', h],
  ]) {
    await page.getByTestId(testid).fill(String(side));
    await page.getByTestId(testid).dispatchEvent('change');
  }
  await page.getByTestId('editor-new-grid').click();
}

/** Taps the middle of cell (r, c) of the `w`x`h` editor board. */
export async function tapCell(page, r, c, w, h) {
  const box = await page.getByTestId('editor-board').boundingBox();
  await page.mouse.click(box.x + ((c + 0.5) * box.width) / w, box.y + ((r + 0.5) * box.height) / h);
}

/** On the open editor: a new 5x5 grid, then a tap on water makes a 1 there. */
export async function placeIsland(page) {
  await newGrid(page, 5, 5);
  assert.equal(await page.getByTestId('editor-island').count(), 0);
  await tapCell(page, 1, 1, 5, 5);
  const island = page.getByTestId('editor-island');
  await island.waitFor();
  assert.equal(await island.count(), 1);
  assert.equal(await island.getAttribute('data-number'), '1');
}
