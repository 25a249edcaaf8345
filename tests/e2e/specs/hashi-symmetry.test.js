// Symmetry in the New panel and in links (issue 44, item 2): each symmetry offered where the
// size and the rules allow it, with the maker's sentence beside each one that is not; the
// chosen one in the link (`&sym=`), the islands keeping it, the link reopening the same board,
// and the board the CLI's `hashi gen --symmetry` makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the project's CLI (`cargo xtask test` passes the built binary as HASHI_CLI). */
function cli(args) {
  const options = { encoding: 'utf8', cwd: root };
  return process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, options)
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], options);
}

/** The islands' cells on the board, as "r,c". */
async function islandCells(page) {
  return page
    .getByTestId('island')
    .evaluateAll((islands) => islands.map((i) => `${i.dataset.r},${i.dataset.c}`));
}

test('the New panel offers symmetries where they fit and the link keeps the chosen one', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/i/3x1:2a2');
    await b.page.getByTestId('new').click();
    const symmetry = b.page.getByTestId('new-symmetry');
    const refused = b.page.getByTestId('new-symmetry-refused');
    await b.page.getByTestId('new-difficulty').selectOption('medium');
    // 10x10: every symmetry fits.
    assert.equal(await refused.locator('li').count(), 0);
    assert.equal(await symmetry.locator('option[value=rot90]').isDisabled(), false);
    // Not square: the quarter turn is not offered, and the maker's sentence says why.
    await b.page.getByTestId('new-size').fill('12x10');
    await refused.locator('li[data-symmetry=rot90]').waitFor();
    assert.match(await refused.textContent(), /A quarter-turn symmetry needs a square board\./);
    assert.equal(await symmetry.locator('option[value=rot90]').isDisabled(), true);
    // Single bridges: no symmetry but none at all.
    await b.page.getByTestId('new-max-bridges').selectOption('1');
    await refused.locator('li[data-symmetry=rot180]').waitFor();
    assert.match(await refused.textContent(), /two or more bridges a pair/);
    assert.equal(await symmetry.locator('option[value=none]').isDisabled(), false);
    assert.equal(await symmetry.locator('option[value=mirror-lr]').isDisabled(), true);
    await b.page.getByTestId('new-max-bridges').selectOption('2');
    await b.page.getByTestId('new-size').fill('');
    await symmetry.selectOption('mirror-lr');
    assert.match(await b.page.getByTestId('new-symmetry-hint').textContent(), /Every island has its image/);
    await b.page.getByTestId('new-seed').fill('5');
    await b.page.getByTestId('new-play').click();
    await b.page.waitForURL(/\/hashi\/g\/medium\/10x10\/5\?v=\d+&sym=mirror-lr$/);
    await hashi.ready();
    const cells = await islandCells(b.page);
    assert.ok(cells.length > 10, `${cells.length} islands`);
    const set = new Set(cells);
    for (const cell of cells) {
      const [r, c] = cell.split(',').map(Number);
      assert.ok(set.has(`${r},${9 - c}`), `${cell} has no mirror image`);
    }
    const task = await hashi.task();
    // The CLI makes the same board for the same seed and symmetry.
    const made = cli(['gen', '--difficulty', 'medium', '--size', '10x10', '--seed', '5',
      '--symmetry', 'mirror-lr', '--format', 'task']).trim();
    assert.equal(task, made);
    await screenshot(b.page, 'symmetry-mirror-lr');
    // The link reopens the same board, in a fresh browser too (no save to lean on).
    const link = b.page.url();
    const other = await launch();
    try {
      const again = new HashiPage(other.page, server.url);
      await other.page.goto(link);
      await again.ready();
      assert.equal(await again.task(), task);
      // The same seed without `sym` is the maker's own choice: the board of the plain link.
      await other.page.goto(link.replace('&sym=mirror-lr', ''));
      await again.ready();
      const plain = cli(['gen', '--difficulty', 'medium', '--size', '10x10', '--seed', '5',
        '--format', 'task']).trim();
      assert.equal(await again.task(), plain);
      assert.deepEqual(other.errors, []);
    } finally {
      await other.close();
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a link with a symmetry that is no symmetry says so', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/hashi/g/easy/7x7/5?sym=spiral');
    const problem = b.page.getByTestId('notice').filter({ hasText: 'spiral' });
    await problem.waitFor();
    assert.match(await problem.textContent(), /is not a symmetry \(sym=\): use none, rot180/);
  } finally {
    await b.close();
  }
});
