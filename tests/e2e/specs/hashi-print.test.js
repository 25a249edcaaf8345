// Booklets for paper (issue 48, item 3): the pack list prints a pack through the browser's
// print dialog, puzzles 4 to a page and their solutions 8 to a page after them, each page one
// sheet of the chosen paper, every puzzle captioned with its name and link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** Pages of a PDF, as its page objects count them. */
const pdfPages = (pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

test('a pack prints as a booklet: 4 puzzles a page, then the solutions 8 a page', async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/hard2-001');
    await b.page.getByTestId('packs').click();
    const list = b.page.getByTestId('pack-list');
    await list.getByTestId('pack-puzzle').first().waitFor();
    // The offered series' third pack is hard.
    await list.getByTestId('pack-print').nth(2).click();
    const view = b.page.getByTestId('print-view');
    await view.waitFor();
    assert.match(await view.locator('h3').textContent(), /^Print hard: 40 puzzles$/);
    // An American English browser starts on Letter.
    assert.equal(await b.page.getByTestId('print-paper').inputValue(), 'letter');
    await b.page.getByTestId('print-paper').selectOption('a4');
    await b.page.getByTestId('print-per-page').selectOption('4');
    await b.page.getByTestId('print-solutions').check();
    assert.match(await b.page.getByTestId('print-summary').textContent(), /^15 pages\./);
    const pages = b.page.locator('.print-page');
    assert.equal(await pages.count(), 15);
    const text = await b.page.getByTestId('print-pages').textContent();
    for (let n = 1; n <= 40; n++) {
      const id = `hard2-${String(n).padStart(3, '0')}`;
      assert.ok(text.includes(`${id} · hard · 15x15`), id);
      assert.ok(text.includes(`${server.url}/hashi/p/${id}`), id);
    }
    // The solutions' pages draw bridges; the puzzles' do not.
    assert.equal(await pages.nth(0).locator('line').count(), 0);
    assert.ok((await pages.nth(10).locator('line').count()) > 0);
    await screenshot(b.page, 'print-view');
    // On paper: one sheet a page, nothing else of the screen.
    const pdf = await b.page.pdf({ preferCSSPageSize: true });
    assert.equal(pdfPages(pdf), 15);
    await b.page.getByTestId('print-ink-saving').check();
    await b.page.getByTestId('print-per-page').selectOption('6');
    await b.page.getByTestId('print-solutions').uncheck();
    assert.equal(await pages.count(), 7);
    assert.equal(await b.page.locator('.print-page circle[fill="#fff"], .print-page g[fill="#fff"]').count(), 0);
    assert.equal(pdfPages(await b.page.pdf({ preferCSSPageSize: true })), 7);
    // Back to the list.
    await b.page.getByTestId('print-back').click();
    await list.getByTestId('pack-puzzle').first().waitFor();
    assert.equal(await b.page.getByTestId('print-view').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the share panel prints the puzzle on the screen: one page, then its solution', async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy2-003');
    await b.page.getByTestId('share').click();
    await b.page.getByTestId('share-print').click();
    const view = b.page.getByTestId('print-view');
    await view.waitFor();
    assert.equal(await view.locator('h3').textContent(), 'Print easy2-003');
    // A British browser starts on A4; one puzzle starts at one a page.
    assert.equal(await b.page.getByTestId('print-paper').inputValue(), 'a4');
    assert.equal(await b.page.getByTestId('print-per-page').inputValue(), '1');
    const pages = b.page.locator('.print-page');
    assert.equal(await pages.count(), 1);
    const text = await b.page.getByTestId('print-pages').textContent();
    assert.match(text, /easy2-003 · easy · \d+x\d+/);
    assert.ok(text.includes(`${server.url}/hashi/p/easy2-003`));
    await b.page.getByTestId('print-solutions').check();
    assert.equal(await pages.count(), 2);
    assert.equal(await pages.nth(0).locator('line').count(), 0);
    assert.ok((await pages.nth(1).locator('line').count()) > 0);
    assert.match(await b.page.getByTestId('print-summary').textContent(), /^2 pages\./);
    // On paper only the booklet: not the board, the bar or the panel around it.
    assert.equal(pdfPages(await b.page.pdf({ preferCSSPageSize: true })), 2);
    await screenshot(b.page, 'print-this-puzzle');
    await b.page.getByTestId('print-back').click();
    await b.page.getByTestId('share-print').waitFor();
    assert.equal(await b.page.getByTestId('print-view').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
