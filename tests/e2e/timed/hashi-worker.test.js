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

// Timed as a player meets it: with the service worker, whose precache has the chunks a
// click opens (without it, the click below took 160-300 ms to show its panel, 140 with it).
const AS_A_PLAYER = { serviceWorkers: 'allow' };

const server = useServer();
const withHashi = (route, fn, options) =>
  withHashiAt(server.url, route, fn, { ...AS_A_PLAYER, ...options });
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
  const b = await launch(AS_A_PLAYER);
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
  const b = await launch(AS_A_PLAYER);
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

test('Hint on a 100x100 board of 2s keeps the page responsive and ends in a clear answer', async () => {
  const row = '2'.repeat(100);
  const task = `100x100:${row.repeat(100)}`;
  await withHashi(`/hashi/i/${task}`, async (hashi, b) => {
    const { page } = b;
    await page.getByTestId('hint').click();
    await page.getByTestId('job-progress').waitFor();
    // While the worker searches, a click is answered at once: the time from the click event
    // to the settings panel being in the page is measured inside the page.
    await page.evaluate(() => {
      window.__answered = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp;
            const seen = () =>
              document.querySelector('[data-testid=settings-panel]')
                ? resolve(performance.now() - clicked)
                : requestAnimationFrame(seen);
            requestAnimationFrame(seen);
          },
          { capture: true, once: true },
        );
      });
    });
    await page.getByTestId('settings').click();
    const answeredIn = await page.evaluate(() => window.__answered);
    assert.equal(await page.getByTestId('job-progress').count(), 1, 'the search was still running');
    assert.ok(answeredIn < 200, `the click was answered in ${answeredIn.toFixed(0)} ms`);
    await page.getByTestId('job-progress').waitFor({ state: 'detached', timeout: 20000 });
    const said = await page.getByTestId('hint-text').textContent();
    assert.match(said, /too large to check here|Press Hint again/);
  });
});
