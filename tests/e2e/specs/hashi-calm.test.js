// A calm timer and a screen kept awake, as a player meets them in the release build: the clock
// can be hidden (the celebration still gives the time), P or the pause button hides the board
// and stops the clock, and a setting asks the browser to keep the screen on while playing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage, withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);
// The timer's tests let time pass on Playwright's clock, installed before the page's scripts:
// runFor fires the timer's ticks at once, with Date moved on as each would read it, where
// waiting would spend the seconds for real.

const seconds = async (page) => {
  const [m, s] = (await page.getByTestId('timer').textContent()).split(':').map(Number);
  return m * 60 + s;
};

async function solveByClicks(hashi) {
  for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
}

test('a hidden timer still runs, and the celebration gives the time', async () => {
  await withHashi(null, async (hashi, b) => {
    await b.page.clock.install();
    await hashi.open('/hashi/p/easy-005');
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-hide-timer').check();
    await b.page.getByTestId('panel-close').click();
    assert.equal(await b.page.getByTestId('timer').isVisible(), false, 'the clock is out of sight');
    await b.page.clock.runFor(2200);
    await solveByClicks(hashi);
    const celebration = b.page.getByTestId('celebration');
    await celebration.waitFor();
    const [, m, s] = (await celebration.textContent()).match(/Solved!\s*(\d+):(\d\d)/);
    assert.ok(Number(m) * 60 + Number(s) >= 2, 'the time ran while hidden');
    // The choice is kept: a reload keeps the clock hidden.
    await b.page.reload();
    await hashi.ready();
    assert.equal(await b.page.getByTestId('timer').isVisible(), false);
    assert.deepEqual(b.errors, []);
  });
});

test('pause hides the board and stops the clock; P or Resume brings both back', async () => {
  await withHashi(null, async (hashi, b) => {
    await b.page.clock.install();
    await hashi.open('/hashi/p/easy-006');
    const [a, c, count] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, count);
    await b.page.clock.runFor(1200);
    await b.page.getByTestId('pause-button').click();
    const cover = b.page.getByTestId('pause-cover');
    await cover.waitFor();
    assert.equal(await hashi.board().isVisible(), false, 'the board is hidden, not dimmed');
    assert.equal(await hashi.island(a).isVisible(), false);
    // The focus goes to Resume, which a reader names with why the board went away.
    await b.page.waitForFunction(() => document.activeElement?.dataset.testid === 'pause-resume');
    assert.match(await cover.getAttribute('aria-label'), /Paused/);
    await screenshot(b.page, 'paused');
    const atPause = await seconds(b.page);
    await b.page.clock.runFor(2200);
    assert.equal(await seconds(b.page), atPause, 'the clock stands still while paused');
    // The cover's Resume has the focus, so P resumes at once.
    await b.page.keyboard.press('p');
    await hashi.board().waitFor({ state: 'visible' });
    assert.equal(await cover.count(), 0);
    assert.equal(await hashi.count(a, c), count, 'the position is as it was');
    await b.page.clock.runFor(1600);
    assert.ok((await seconds(b.page)) > atPause, 'the clock runs again');
    // P on the board pauses too; the Resume button brings it back.
    await hashi.board().focus();
    await b.page.keyboard.press('p');
    await cover.waitFor();
    assert.equal(await hashi.board().isVisible(), false);
    await b.page.getByTestId('pause-resume').click();
    await hashi.board().waitFor({ state: 'visible' });
    assert.deepEqual(b.errors, []);
  });
});

test('keep the screen awake: asked for on a puzzle, let go on the win and off the puzzle', async () => {
  const b = await launch();
  try {
    // A wake lock that records what the page asks of it.
    await b.context.addInitScript(() => {
      window.__wake = [];
      const lock = {
        request: async (type) => {
          window.__wake.push(`request:${type}`);
          return { release: async () => window.__wake.push('release') };
        },
      };
      Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => lock, configurable: true });
    });
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-007');
    const last = (entry) => b.page.waitForFunction((e) => window.__wake.at(-1) === e, entry);
    assert.deepEqual(await b.page.evaluate(() => window.__wake), [], 'off by default');
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-wake-lock').check();
    await b.page.getByTestId('panel-close').click();
    await last('request:screen');
    await solveByClicks(hashi);
    await b.page.getByTestId('celebration').waitFor();
    await last('release');
    // The next puzzle asks again; leaving for the hub lets go.
    await b.page.getByTestId('next').click();
    await hashi.ready();
    await last('request:screen');
    await b.page.locator('nav[aria-label=Breadcrumb] a').click();
    await b.page.getByTestId('pack-easy').waitFor();
    await last('release');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('without a wake lock in the browser the setting is silent', async () => {
  await withHashi('/hashi/p/easy-009', async (hashi, b) => {
    await b.page.evaluate(() => delete Navigator.prototype.wakeLock);
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-wake-lock').check();
    await b.page.waitForTimeout(500);
    const [a, c, count] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, count);
    assert.deepEqual(b.errors, []);
  });
});
