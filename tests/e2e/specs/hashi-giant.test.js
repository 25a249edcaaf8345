// A 100x100 board (about 2,500 islands): generated in the maker worker while the page keeps
// answering, opened zoomed in on its first island, and played there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test('a 100x100 link generates while the page answers, then takes a bridge once zoomed in', async () => {
  const b = await launch();
  try {
    const { page } = b;
    await page.goto(`${server.url}/hashi/g/hard/100x100/1`);
    await page.getByTestId('job-progress').waitFor();
    // While the worker generates, the page handles a click. Whether the generation was still
    // running is read when the click is handled, not after the round trip back to the test,
    // which a quick generation can outlast. How soon it is handled is a speed goal, measured
    // by `cargo xtask bench-web`.
    await page.evaluate(() => {
      window.__answered = new Promise((resolve) =>
        document.addEventListener(
          'click',
          () => resolve({ running: document.querySelector('[data-testid=job-progress]') !== null }),
          { capture: true, once: true },
        ),
      );
    });
    await page.mouse.click(5, 5);
    const answered = await page.evaluate(() => window.__answered);
    assert.ok(answered.running, 'the generation was still running');

    const hashi = new HashiPage(page, server.url);
    await hashi.board().locator('[data-testid=island]').first().waitFor({ timeout: 60_000 });
    assert.ok((await page.locator('[data-testid=island]').count()) > 1500);
    await page.getByTestId('zoom-in').click();
    // A pair of the solution whose two islands are both on screen in the zoomed board.
    const frame = await page.locator('.board-frame').boundingBox();
    const inside = (p) =>
      p.x > frame.x && p.x < frame.x + frame.width && p.y > frame.y && p.y < frame.y + frame.height;
    let placed = false;
    for (const [a, c, n] of await hashi.solution()) {
      if (!inside(await hashi.centre(a)) || !inside(await hashi.centre(c))) continue;
      await hashi.setByClicks(a, c, n);
      placed = true;
      break;
    }
    assert.ok(placed, 'some pair of the solution is on screen once zoomed in');
    await screenshot(page, 'giant-100x100');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
