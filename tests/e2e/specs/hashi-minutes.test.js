// The player's time model in the release build (issue 49, items 2, 3 and 5): "I have 5
// minutes" on the hub searches with a progress line, then opens a generated puzzle whose link
// reopens the same puzzle in another browser; estimates show beside the band, a rough guess
// at first; after a few solves the statistics panel draws the pace chart with its figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test('"I have 5 minutes" opens a puzzle whose link reopens the same puzzle', async () => {
  const b = await launch();
  let link;
  let task;
  try {
    await b.page.goto(server.url + '/');
    const five = b.page.getByTestId('minutes-5');
    await five.waitFor();
    assert.match(await five.getAttribute('title'), /I have 5 minutes/);
    assert.equal((await five.textContent()).trim(), '5 min');
    // The progress line shows while the worker searches (noted as it appears).
    await b.page.evaluate(() => {
      window.sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=minutes-progress]')) window.sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await five.click();
    await b.page.waitForURL(/\/hashi\/g\/[a-z]+\/\d+x\d+\/\d+\?v=\d+$/, { timeout: 30_000 });
    assert.equal(await b.page.evaluate(() => window.sawProgress), true, 'the search showed its progress');
    const hashi = new HashiPage(b.page, server.url);
    await hashi.ready();
    link = new URL(b.page.url());
    task = await hashi.task();
    await screenshot(b.page, 'minutes-5-opened');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
  // Another browser, with nothing stored, opens the same puzzle from the link.
  const other = await launch();
  try {
    const hashi = new HashiPage(other.page, server.url);
    await hashi.open(link.pathname + link.search);
    assert.equal(await hashi.task(), task);
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }
});

test('estimates show beside the band, and the statistics chart the pace after a few solves', async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    for (const [n, id] of ['easy-001', 'easy-002', 'easy-003'].entries()) {
      await hashi.open(`/hashi/p/${id}`);
      for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
      assert.equal(await hashi.solved(), true);
      await b.page.getByTestId('celebration').waitFor();
      // Kept once the time model's chunk is here (a moment after the solve).
      await b.page.waitForFunction((kept) => JSON.parse(localStorage.getItem('hashi:v1:pace') || '{}').solves?.length === kept, n + 1);
    }
    // Each solve by play is kept for the model, with its band.
    await b.page.waitForFunction(() => JSON.parse(localStorage.getItem('hashi:v1:pace') || '{}').solves?.length === 3);
    const kept = await b.page.evaluate(() => JSON.parse(localStorage.getItem('hashi:v1:pace')));
    assert.ok(kept.revision >= 3, JSON.stringify(kept));
    assert.deepEqual(kept.solves.map((s) => s.b), ['easy', 'easy', 'easy']);

    await b.page.getByTestId('stats').click();
    const chart = b.page.getByTestId('stats-chart');
    await chart.waitFor();
    assert.equal(await chart.locator('svg rect').count(), 1, 'one bar: the easy band');
    assert.match(await chart.locator('svg').getAttribute('aria-label'), /easy \d+:\d\d/);
    assert.match(await b.page.getByTestId('pace-table').textContent(), /easy\s*3/);
    await screenshot(b.page, 'minutes-stats-chart');

    // With three solves the estimates are still a rough guess, and say so beside the band.
    await b.page.getByTestId('new').click();
    const estimate = b.page.locator('[data-testid=new-panel] [data-testid=pace-estimate]');
    await estimate.waitFor();
    assert.match(await estimate.textContent(), /(about \d+ min|under a minute) for you · rough guess/);
    await b.page.getByTestId('new-panel').getByTestId('minutes-20').waitFor();
    await b.page.getByTestId('packs').click();
    await b.page.locator('[data-testid=pack-list] [data-testid=pace-estimate]').first().waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

/** Text nodes with letters under `selector` that the pseudo-locale did not mark (not from the catalog). */
function plainIn(selector) {
  const found = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (/[A-Za-z]{2}/.test(text) && !/[\[\]]/.test(text)) found.push(text);
    }
    for (const el of root.querySelectorAll('[aria-label], [title]')) {
      for (const value of [el.getAttribute('aria-label'), el.getAttribute('title')]) {
        if (value && /[A-Za-z]{2}/.test(value) && !/[\[\]]/.test(value)) found.push(value);
      }
    }
  }
  return found;
}

test('the pseudo-locale marks every text of the minutes, the estimates and the chart', async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    await b.page.goto(`${server.url}/?lang=en-XA`);
    await b.page.getByTestId('minutes-10').waitFor();
    assert.deepEqual(await b.page.evaluate(plainIn, '.minutes'), [], 'the hub\'s minutes');
    // Twelve kept solves of two bands: the chart, its table and the costly techniques.
    await b.page.evaluate(() => {
      const solve = (b, s) => ({ p: { i: 30, u: [4, 40, 6, 0, 3, 0, 1], g: 0 }, s, h: 0, b });
      const solves = [...Array(12)].map((_, n) => solve(n % 2 ? 'medium' : 'easy', 60 + n * 10));
      localStorage.setItem('hashi:v1:pace', JSON.stringify({ revision: 1, solves }));
    });
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001?lang=en-XA');
    await b.page.waitForFunction(() => document.documentElement.lang === 'en-XA' && document.querySelector('[data-testid=settings]')?.textContent.startsWith('['));
    await b.page.getByTestId('stats').click();
    await b.page.getByTestId('stats-chart').waitFor();
    await b.page.getByTestId('pace-costly').waitFor();
    assert.deepEqual(await b.page.evaluate(plainIn, '.pace-chart'), [], 'the chart');
    await b.page.getByTestId('new').click();
    await b.page.locator('[data-testid=new-panel] [data-testid=pace-estimate]').waitFor();
    assert.deepEqual(await b.page.evaluate(plainIn, '[data-testid=new-panel] .minutes, [data-testid=new-panel] .pace-estimate'), [], 'the New panel');
    await screenshot(b.page, 'minutes-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
