// Playing Hashi in the release build: clicks, drags, keyboard, undo/redo, touch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);


test('a pack puzzle is solved by clicks, and the celebration offers the next one', async () => {
  await withHashi('/hashi/p/easy-001', async (hashi, b) => {
    await screenshot(b.page, 'play-start');
    const solution = await hashi.solution();
    for (const [a, c, count] of solution) {
      assert.equal(await hashi.solved(), false);
      await hashi.setByClicks(a, c, count);
    }
    assert.equal(await hashi.solved(), true);
    await b.page.getByTestId('celebration').waitFor();
    await screenshot(b.page, 'play-solved');
    await b.page.getByTestId('stats').click();
    const stats = b.page.getByTestId('stats-panel');
    assert.match(await stats.textContent(), /easy 7x7\s*1/);
    await b.page.getByTestId('next').click();
    await b.page.waitForURL(/\/hashi\/p\/easy-002$/);
  });
});

test('a pack puzzle is solved by drags', async () => {
  await withHashi('/hashi/p/easy-002', async (hashi) => {
    for (const [a, c, count] of await hashi.solution()) await hashi.setByDrags(a, c, count);
    assert.equal(await hashi.solved(), true);
  });
});

test('a pack puzzle is solved by keyboard only', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    await b.page.keyboard.press('Tab');
    await b.page.keyboard.press('Tab');
    // Tab until the board has focus, whatever controls come before it.
    for (let i = 0; i < 20; i++) {
      if (await hashi.board().evaluate((el) => el === document.activeElement)) break;
      await b.page.keyboard.press('Tab');
    }
    assert.equal(await hashi.board().evaluate((el) => el === document.activeElement), true);
    const adj = await hashi.neighbours();
    for (const [a, c, count] of await hashi.solution()) await hashi.setByKeys(a, c, count, adj);
    assert.equal(await hashi.solved(), true);
    await b.page.keyboard.press('?');
    await b.page.getByTestId('help').waitFor();
    await screenshot(b.page, 'play-keys');
  });
});

test('undo and redo step through the moves', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    // A pair that can take a double without breaking strict mode's limits.
    const [a, c] = await hashi.pairTaking(await hashi.solution(), 2);
    const undo = b.page.getByTestId('undo');
    const redo = b.page.getByTestId('redo');
    assert.equal(await undo.isDisabled(), true);
    await hashi.setByClicks(a, c, 1);
    await hashi.setByClicks(a, c, 2);
    await undo.click();
    assert.equal(await hashi.count(a, c), 1);
    await undo.click();
    assert.equal(await hashi.count(a, c), 0);
    await redo.click();
    assert.equal(await hashi.count(a, c), 1);
    await hashi.board().focus();
    await b.page.keyboard.press('Control+z');
    assert.equal(await hashi.count(a, c), 0);
    await b.page.keyboard.press('Control+Shift+z');
    assert.equal(await hashi.count(a, c), 1);
    await b.page.getByTestId('reset').click();
    assert.equal(await hashi.count(a, c), 0);
    await undo.click();
    assert.equal(await hashi.count(a, c), 1);
  });
});

test('a 375x667 touch screen fits the board and plays by taps', async () => {
  await withHashi(
    '/hashi/p/easy-005',
    async (hashi, b) => {
      const overflow = await b.page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      assert.equal(overflow, false, 'no sideways scrolling');
      const box = await hashi.board().boundingBox();
      assert.ok(box.width <= 375 && box.height <= 667);
      const touchAction = await hashi.board().evaluate((el) => getComputedStyle(el).touchAction);
      assert.equal(touchAction, 'none');
      for (const [a, c, count] of await hashi.solution()) {
        for (let i = 0; i < 3 && (await hashi.count(a, c)) !== count; i++) {
          await hashi.island(a).tap();
          await hashi.island(c).tap();
        }
        assert.equal(await hashi.count(a, c), count);
      }
      assert.equal(await hashi.solved(), true);
      await screenshot(b.page, 'play-phone');
    },
    { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  );
});
