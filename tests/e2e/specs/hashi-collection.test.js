// A collection imported as a personal pack, as a player does it in the release build (the
// issue's test): fifty puzzles pasted (made by the CLI, forty-seven good, one unreadable, one
// with several solutions, one with none) become a pack named by the player with forty-seven
// puzzles in the CLI's rating order, the three left out named with their line and why; solving one ticks it; a backup restored into a fresh
// browser brings the pack back; removing it removes it (and can be undone).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the project's CLI (`cargo xtask test` passes the built binary as HASHI_CLI). */
function hashi(args, input) {
  const options = { cwd: root, input: input ?? '', stdio: ['pipe', 'pipe', 'pipe'] };
  return (process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, options)
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], options)).toString();
}

/** Fifty entries: forty-seven generated puzzles (task strings, one as a puzz.link link, one as
 * a `.has` block), an unreadable line (line 4), a puzzle with several solutions (line 9) and
 * one with no solution (line 24). */
function collection() {
  const tasks = [];
  for (let seed = 1; tasks.length < 47; seed += 1) {
    const band = ['easy', 'medium', 'hard'][seed % 3];
    tasks.push(hashi(['gen', '--seed', String(seed), '--difficulty', band, '--size', '7x7', '--format', 'task']).trim());
  }
  const link = hashi(['convert', '-', '--to', 'puzzlink'], tasks[45]).trim();
  const has = hashi(['convert', '-', '--to', 'has'], tasks[46]).trim();
  const lines = ['# made by hashi gen', ...tasks.slice(0, 2), 'this is no puzzle', ...tasks.slice(2, 6),
    '3x3:3a3c3a3', ...tasks.slice(6, 20), '3x1:1a2', ...tasks.slice(20, 45), link, '', has, ''];
  return lines.join('\n');
}

/** The tasks of the CLI's pack of the same collection, in its order. */
function cliOrder(text) {
  let out;
  try {
    out = hashi(['pack', '--from', '-', '--name', 'CLI'], text);
  } catch (e) {
    // Exit 2: an entry was unreadable; the pack is written all the same.
    out = e.stdout.toString();
  }
  return JSON.parse(out).puzzles.map((p) => p.task);
}

/** Backs up from `page` and returns the downloaded file's path. */
async function backUp(page) {
  await page.goto(`${server.url}/backup`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('backup-download').click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** Opens the pack list from a puzzle's page. */
async function packList(hashi, page) {
  await hashi.open('/hashi/p/easy2-001');
  await page.getByTestId('packs').click();
  await page.getByTestId('pack-list').waitFor();
}

test('a collection of fifty with three bad entries becomes a personal pack of forty-seven, ticked, printed, backed up and removed', async () => {
  const text = collection();
  const expected = cliOrder(text);
  assert.equal(expected.length, 47);
  const first = await launch();
  let backup;
  let solvedTask;
  try {
    const { page } = first;
    const hashi = new HashiPage(page, server.url);
    await hashi.open('/hashi/p/easy2-001');
    await page.getByTestId('import').click();
    await page.getByTestId('collection-input').fill(text);
    await page.getByTestId('collection-name').fill('Train puzzles');
    // Every text the progress line shows while it is up.
    await page.evaluate(() => {
      const line = document.querySelector('[data-testid=collection-progress]');
      window.progressSeen = [];
      new MutationObserver(() => {
        if (!line.hidden) window.progressSeen.push(line.textContent);
      }).observe(line, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    await page.getByTestId('collection-import').click();
    const report = page.getByTestId('collection-report');
    await report.waitFor({ timeout: 30000 });
    assert.match(await report.textContent(), /47 puzzles kept in the pack “Train puzzles”/);
    const progressSeen = await page.evaluate(() => window.progressSeen);
    assert.ok(progressSeen.some((text) => /^Checking the puzzles: \d+ of 50…$/.test(text)), JSON.stringify(progressSeen));
    assert.equal(await page.getByTestId('collection-progress').isHidden(), true);
    const rejected = await page.getByTestId('collection-rejected').allTextContents();
    assert.equal(rejected.length, 3);
    assert.match(rejected[0], /^Line 4: .*`this` is not a cell/);
    assert.equal(rejected[1], 'Line 9: this puzzle has more than one solution.');
    assert.equal(rejected[2], 'Line 24: this puzzle has no solution.');
    await screenshot(page, 'collection-report');

    await packList(hashi, page);
    const pack = page.getByTestId('personal-pack');
    assert.equal(await pack.count(), 1);
    assert.equal(await pack.getByTestId('personal-pack-name').textContent(), 'Train puzzles');
    assert.equal(await pack.getByTestId('personal-pack-progress').textContent(), '0 of 47 solved');
    const tasks = await pack.getByTestId('personal-pack-puzzle').evaluateAll((els) => els.map((e) => e.dataset.task));
    assert.deepEqual(tasks, expected, 'sorted by rating, as the CLI sorts them');

    // It prints as a booklet, each puzzle captioned with the pack's name and number and its
    // import address, the solutions after them.
    await pack.getByTestId('personal-pack-print').click();
    const view = page.getByTestId('print-view');
    await view.waitFor();
    assert.equal(await view.locator('h3').textContent(), 'Print Train puzzles: 47 puzzles');
    await page.getByTestId('print-per-page').selectOption('6');
    await page.getByTestId('print-solutions').check();
    // Eight pages of six puzzles, then four of twelve smaller solutions.
    assert.match(await page.getByTestId('print-summary').textContent(), /^12 pages\./);
    const printed = await page.getByTestId('print-pages').textContent();
    assert.ok(printed.includes('Train puzzles 47 · '), printed.slice(0, 200));
    assert.ok(printed.includes(`${server.url}/hashi/i/${expected[0]}`));
    await page.getByTestId('print-back').click();
    assert.equal(await page.getByTestId('print-view').count(), 0);
    assert.equal(await pack.count(), 1);

    // Solving one ticks it.
    await pack.getByTestId('personal-pack-puzzle').nth(2).getByRole('link').click();
    await hashi.board().waitFor();
    solvedTask = await hashi.task();
    assert.equal(solvedTask, expected[2]);
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await page.getByTestId('celebration').waitFor();
    await packList(hashi, page);
    assert.equal(await pack.getByTestId('personal-pack-progress').textContent(), '1 of 47 solved');
    const ticked = await pack.getByTestId('personal-pack-puzzle').evaluateAll((els) =>
      els.filter((e) => e.classList.contains('solved')).map((e) => e.dataset.task));
    assert.deepEqual(ticked, [solvedTask]);
    assert.match(await pack.getByTestId('personal-pack-puzzle').nth(2).textContent(), /^✓ /);
    await screenshot(page, 'collection-pack-list');
    backup = await backUp(page);
    assert.deepEqual(first.errors, []);
  } finally {
    await first.close();
  }

  const second = await launch();
  try {
    const { page } = second;
    const hashi = new HashiPage(page, server.url);
    await page.goto(`${server.url}/backup`);
    await page.getByTestId('backup-restore').setInputFiles(backup);
    await page.getByTestId('backup-message').waitFor();
    await packList(hashi, page);
    const pack = page.getByTestId('personal-pack');
    assert.equal(await pack.count(), 1);
    assert.equal(await pack.getByTestId('personal-pack-name').textContent(), 'Train puzzles');
    assert.equal(await pack.getByTestId('personal-pack-progress').textContent(), '1 of 47 solved');
    const tasks = await pack.getByTestId('personal-pack-puzzle').evaluateAll((els) => els.map((e) => e.dataset.task));
    assert.deepEqual(tasks, expected);

    // Removed, undone, removed for good.
    await pack.getByTestId('personal-pack-remove').click();
    assert.equal(await page.getByTestId('personal-pack').count(), 0);
    await page.getByTestId('personal-pack-undo').click();
    assert.equal(await page.getByTestId('personal-pack').count(), 1);
    await page.getByTestId('personal-pack-remove').click();
    assert.equal(await page.getByTestId('personal-pack').count(), 0);
    await packList(hashi, page);
    assert.equal(await page.getByTestId('personal-pack').count(), 0);
    // Its puzzle's progress belongs to the puzzle and stays.
    await hashi.open(`/hashi/i/${solvedTask}`);
    assert.equal(await hashi.solved(), true);
    assert.deepEqual(second.errors, []);
  } finally {
    await second.close();
  }
});

test('a collection with nothing in it is refused in words, and a file names the pack', async () => {
  const b = await launch();
  try {
    const { page } = b;
    const hashi = new HashiPage(page, server.url);
    await hashi.open('/hashi/p/easy2-001');
    await page.getByTestId('import').click();
    await page.getByTestId('collection-input').fill('# nothing here\n\n');
    await page.getByTestId('collection-import').click();
    await page.getByTestId('collection-report').waitFor();
    assert.equal(await page.getByTestId('collection-report').textContent(), 'There are no puzzles in this text.');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-'));
    const file = path.join(dir, 'weekend.txt');
    fs.writeFileSync(file, `${hashi_task()}\n`);
    await page.getByTestId('collection-file').setInputFiles(file);
    await page.waitForFunction(() => document.querySelector('[data-testid=collection-input]').value.length > 0);
    assert.equal(await page.getByTestId('collection-name').inputValue(), 'weekend');
    await page.getByTestId('collection-import').click();
    await page.getByTestId('collection-report').filter({ hasText: /1 puzzle kept in the pack “weekend”/ }).waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a pack the browser has no room for is said so, with the entries left out', async () => {
  const b = await launch();
  // The storage is full for the packs' record alone, as when a big collection meets a full quota.
  await b.page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'hashi.packs.mine') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  try {
    const { page } = b;
    const hashi = new HashiPage(page, server.url);
    await hashi.open('/hashi/p/easy2-001');
    await page.getByTestId('import').click();
    await page.getByTestId('collection-input').fill(`${hashi_task()}\n3x3:3a3c3a3\n`);
    await page.getByTestId('collection-import').click();
    const report = page.getByTestId('collection-report');
    await report.waitFor();
    assert.match(await report.locator('p').textContent(), /^The pack could not be kept in this browser: .*quota/i);
    assert.deepEqual(await page.getByTestId('collection-rejected').allTextContents(),
      ['Line 2: this puzzle has more than one solution.']);
    await page.getByTestId('packs').click();
    await page.getByTestId('pack-list').waitFor();
    assert.equal(await page.getByTestId('personal-pack').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

function hashi_task() {
  return hashi(['gen', '--seed', '5', '--difficulty', 'easy', '--size', '7x7', '--format', 'task']).trim();
}
