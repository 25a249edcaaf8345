// The solver's worker in the release build: generated links give the CLI's puzzles, Cancel
// stops a generation, and a search too large for the budget never freezes the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';
import { launch } from '../lib/browser.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The CLI's task string for a generated puzzle (`cargo xtask test` passes the built binary). */
function cliTask(difficulty, size, seed) {
  const args = ['gen', '--difficulty', difficulty, '--size', size, '--seed', String(seed), '--format', 'task'];
  const out = process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, { encoding: 'utf8' })
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], { cwd: root, encoding: 'utf8' });
  return out.trim();
}

test('generated links give the same puzzles as the CLI for the same seed', async () => {
  for (const [difficulty, size, seed] of [
    ['easy', '7x7', 42],
    ['hard', '15x15', 3],
    ['expert', '30x30', 11],
    ['hard', '100x100', 9],
  ]) {
    await withHashi(`/hashi/g/${difficulty}/${size}/${seed}`, async (hashi) => {
      assert.equal(await hashi.task(), cliTask(difficulty, size, seed), `${difficulty} ${size} #${seed}`);
    });
  }
});

test('a generated link starts the maker worker beside the app and hands it the job; a saved one starts none', async () => {
  const b = await launch();
  try {
    // Each maker worker the page constructs, with the time (the inline script's and the pool's
    // alike: both look `Worker` up when they run).
    await b.context.addInitScript(() => {
      const Native = self.Worker;
      self.makersStarted = [];
      self.Worker = class extends Native {
        constructor(url, options) {
          super(url, options);
          if (String(url).includes('hashi-maker')) self.makersStarted.push(performance.now());
        }
      };
    });
    const route = `${server.url}/hashi/g/hard/100x100/9`;
    await b.page.goto(route);
    await b.page.locator('[data-testid=board]').waitFor({ timeout: 30000 });
    const { makers, pool, left } = await b.page.evaluate(() => ({
      makers: self.makersStarted,
      pool: performance.getEntriesByType('resource').find((e) => /\/split_maker_pool-[^/]*\.wasm$/.test(e.name))?.startTime,
      left: 'hashiMaker' in self,
    }));
    // One worker (index.html's, adopted by the pool), not one more when the job starts.
    assert.equal(makers.length, 1, `maker workers started at ${makers}`);
    assert.ok(pool !== undefined, 'the maker pool chunk was fetched');
    assert.ok(makers[0] < pool, `the maker started (${makers[0]} ms) before the app asked for its pool (${pool} ms)`);
    assert.equal(left, false, 'the pool took the early worker');
    // The puzzle is saved as the page goes: opened again, it needs no maker.
    await b.page.reload();
    await b.page.locator('[data-testid=board]').waitFor({ timeout: 30000 });
    assert.deepEqual(await b.page.evaluate(() => self.makersStarted), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('Cancel stops a generation, and Try again makes the puzzle', async () => {
  const b = await launch();
  try {
    // A generation of seconds (about 4 s natively): the maker starts with the page, so a
    // shorter one can end before the progress line has faded in enough to be clicked.
    await b.page.goto(`${server.url}/hashi/g/extreme/100x100/1`);
    const progress = b.page.getByTestId('job-progress');
    await progress.waitFor();
    assert.match(await b.page.getByTestId('job-label').textContent(), /Generating a 100x100 extreme puzzle/);
    await b.page.getByTestId('job-cancel').click();
    const stopped = b.page.getByTestId('generation-stopped');
    await stopped.waitFor();
    assert.match(await stopped.textContent(), /Generation was cancelled/);
    assert.equal(await progress.count(), 0);
    assert.equal(await b.page.locator('[data-testid=board]').count(), 0);
    await b.page.getByTestId('generate-again').click();
    await b.page.locator('[data-testid=board]').waitFor({ timeout: 30000 });
    assert.match(await b.page.getByTestId('puzzle-title').textContent(), /extreme 100x100 #1/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('Hint on a 100x100 board of 2s leaves the page answering and ends in a clear answer', async () => {
  const row = '2'.repeat(100);
  const task = `100x100:${row.repeat(100)}`;
  await withHashi(`/hashi/i/${task}`, async (hashi, b) => {
    const { page } = b;
    await page.getByTestId('hint').click();
    await page.getByTestId('job-progress').waitFor();
    // While the worker searches, the page still answers: Settings opens its panel with the
    // search running. How soon is a speed goal, measured by `cargo xtask bench-web`.
    await page.getByTestId('settings').click();
    await page.getByTestId('settings-panel').waitFor();
    assert.equal(await page.getByTestId('job-progress').count(), 1, 'the search was still running');
    await page.getByTestId('job-progress').waitFor({ state: 'detached', timeout: 20000 });
    const said = await page.getByTestId('hint-text').textContent();
    assert.match(said, /too large to check here|Press Hint again/);
  });
});
