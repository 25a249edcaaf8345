// The timer counts only while the page is visible, and is kept with the save.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

const seconds = async (page) => {
  const [m, s] = (await page.getByTestId('timer').textContent()).split(':').map(Number);
  return m * 60 + s;
};

test('the timer stops while the tab is hidden', async () => {
  const b = await launch();
  try {
    // Let the test decide what document.visibilityState reports.
    await b.context.addInitScript(() => {
      window.__hidden = false;
      Object.defineProperty(document, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { get: () => window.__hidden });
    });
    // Time passes on Playwright's clock, installed before the page's scripts: runFor fires
    // the timer's ticks at once, with Date moved on as each would read it.
    await b.page.clock.install();
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-012');
    await b.page.clock.runFor(2300);
    const running = await seconds(b.page);
    assert.ok(running >= 2, `timer runs while visible (${running} s)`);
    await b.page.evaluate(() => {
      window.__hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const atHide = await seconds(b.page);
    await b.page.clock.runFor(2500);
    assert.ok((await seconds(b.page)) - atHide <= 1, 'timer paused while hidden');
    await b.page.evaluate(() => {
      window.__hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await b.page.clock.runFor(1600);
    assert.ok((await seconds(b.page)) > atHide, 'timer resumes when visible again');
  } finally {
    await b.close();
  }
});
