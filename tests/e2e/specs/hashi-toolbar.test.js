// The calm toolbar: on a desk every control in the bar, in at most two rows of one-line buttons
// that stay on the page; at most two lines of bar on a phone with the rest in a sheet behind
// the menu button; every control keeping its test id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);

const SECONDARY = ['mistake', 'solve', 'mark', 'group', 'reset', 'new', 'packs', 'share', 'import', 'stats', 'settings', 'theme', 'keys'];
const FREQUENT = ['undo', 'redo', 'hint', 'check'];
const RARE = ['rewind-mistake', 'snapshots', 'edit-copy'];

/** How many rows the visible buttons of `ids` sit on: buttons whose boxes overlap vertically share one. */
async function rows(page, ids) {
  const boxes = [];
  for (const id of ids) {
    const box = await page.getByTestId(id).boundingBox();
    if (box) boxes.push(box);
  }
  boxes.sort((a, b) => a.y - b.y);
  let count = 0;
  let bottom = -Infinity;
  for (const box of boxes) {
    if (box.y >= bottom) count++;
    bottom = Math.max(bottom, box.y + box.height);
  }
  return count;
}

for (const width of [1024, 1280]) {
  test(`at ${width} px every control is in the bar, in two rows at most, none past the page's edge`, async () => {
    await withHashi(
      '/hashi/p/hard-001',
      async (hashi, b) => {
        const { page } = b;
        assert.equal(await page.getByTestId('menu').isVisible(), false, 'no menu needed');
        const all = [...FREQUENT, ...SECONDARY, ...RARE];
        for (const id of all) assert.ok(await page.getByTestId(id).isVisible(), id);
        assert.ok((await rows(page, all)) <= 2, `${await rows(page, all)} rows`);
        // Each label keeps to one line, so no button grows taller than the icons.
        const line = (await page.getByTestId('undo').boundingBox()).height;
        for (const id of all) {
          const box = await page.getByTestId(id).boundingBox();
          assert.ok(box.height <= line, `${id} is ${box.height} px tall`);
          assert.ok(box.x + box.width <= width, `${id} ends at ${box.x + box.width} px`);
        }
        // The frequent ones have names for screen readers and a tooltip.
        assert.equal(await page.getByTestId('hint').getAttribute('aria-label'), 'Hint');
        assert.ok(await page.getByTestId('undo').getAttribute('title'));
      },
      { viewport: { width, height: 768 } },
    );
  });
}

test('on a phone the bar takes two lines at most and the rest opens as a sheet', async () => {
  await withHashi(
    '/hashi/p/hard-001',
    async (hashi, b) => {
      const { page } = b;
      const bar = await page.locator('.top-bar').boundingBox();
      const line = await page.getByTestId('undo').boundingBox();
      assert.ok(bar.height <= 2 * line.height + 24, `the bar is ${bar.height} px tall`);
      for (const id of FREQUENT) assert.ok(await page.getByTestId(id).isVisible(), id);
      for (const id of SECONDARY) assert.equal(await page.getByTestId(id).isVisible(), false, id);
      await screenshot(page, 'toolbar-phone');
      await page.getByTestId('menu').tap();
      assert.equal(await page.getByTestId('menu').getAttribute('aria-expanded'), 'true');
      for (const id of SECONDARY) assert.ok(await page.getByTestId(id).isVisible(), id);
      await screenshot(page, 'toolbar-menu');
      // A menu item does what the button it replaces did, and the sheet closes.
      await page.getByTestId('stats').tap();
      await page.getByTestId('stats-panel').waitFor();
      assert.equal(await page.getByTestId('stats').isVisible(), false);
      assert.equal(await page.getByTestId('menu').getAttribute('aria-expanded'), 'false');
    },
    { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  );
});
