// The coach after a solve by play (issue 49, item 4): a pack puzzle solved step by step, the
// steps as `hashi coach --walk` takes them (the easiest each time), with Playwright's clock
// standing still for three minutes before the first Isolation step: the celebration's coach
// names that stall, its place and technique, and tapping the line opens the replay at that
// move with the step highlighted; a smooth quick solve gets no line; the pseudo-locale finds
// every word of the lines, the drill link and the highlight in the catalog, and German says them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi } from '../lib/hashi-page.js';
import { message, plainTextIn } from '../lib/i18n.js';

const server = useServer();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function cli(args, input) {
  const options = { encoding: 'utf8', cwd: root, input };
  return process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, options)
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], options);
}

/** The easiest step each time, as the coach measures against: [{ moves, technique, place }]. */
function walk(task) {
  return cli(['coach', '--walk', '-'], task)
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .map((step) => ({
      ...step,
      moves: step.action.split(';').map((mv) => {
        const [, r1, c1, r2, c2, n] = /^(\d+),(\d+)-(\d+),(\d+)=(\d+)$/.exec(mv).map(Number);
        return [[r1, c1], [r2, c2], n];
      }),
    }));
}

/** Plays `steps` by clicks, the clock running `pause(i)` ms before step i; returns, per step,
 * how many actions (clicks on a pair) came before it. */
async function play(page, hashi, steps, pause) {
  const before = [];
  let actions = 0;
  for (const [i, step] of steps.entries()) {
    before.push(actions);
    await page.clock.runFor(pause(i, step));
    for (const [a, b, count] of step.moves) {
      actions += count - (await hashi.count(a, b));
      await hashi.setByClicks(a, b, count);
    }
  }
  return before;
}

/** Runs `fn(hashi, browser)` in a fresh browser whose clock Playwright holds from the start,
 * on medium-003 in `lang` (the page's own when none); the page must log no error. */
function withHeldClock(fn, lang) {
  return withHashi(server.url, null, async (hashi, b) => {
    await b.page.clock.install();
    await hashi.open(lang ? `/hashi/p/medium-003?lang=${lang}` : '/hashi/p/medium-003');
    await fn(hashi, b);
  });
}

test('a long pause before an Isolation step: the coach names it, and its line opens the replay there', async () => {
  await withHeldClock(async (hashi, b) => {
    const steps = walk(await hashi.task());
    const isolation = steps.findIndex((s) => s.technique === 'isolation');
    assert.ok(isolation > 0, 'the walk meets an Isolation step');
    const before = await play(b.page, hashi, steps, (i) => (i === isolation ? 180_000 : 6_000));
    await b.page.getByTestId('celebration').waitFor();
    const coach = b.page.getByTestId('coach');
    await coach.waitFor({ timeout: 20000 });
    const stall = coach.locator('[data-testid=coach-line][data-kind=stall]');
    assert.equal(await stall.count(), 1);
    assert.equal(await stall.getAttribute('data-technique'), 'isolation');
    const { r, c } = steps[isolation].place;
    const said = await stall.locator('button').textContent();
    assert.match(said, /^You paused 3:0\d at row \d+, column \d+, where Isolation opened the next step\.$/);
    assert.ok(said.includes(`row ${r + 1}, column ${c + 1},`), said);
    const drill = stall.getByTestId('coach-drill');
    assert.equal(await drill.textContent(), 'Try the Isolation drill');
    assert.equal(await drill.getAttribute('href'), '/hashi/learn/isolation');
    // No mistake was made: no line says so.
    assert.equal(await coach.locator('[data-kind=mistake]').count(), 0);
    await screenshot(b.page, 'coach-lines');

    await stall.locator('button').click();
    const highlight = b.page.getByTestId('replay-highlight');
    await highlight.waitFor();
    assert.equal(await highlight.textContent(), said);
    // The replay stands before the stalled move, the step's island highlighted on the board.
    assert.equal(await b.page.getByTestId('replay-step').inputValue(), String(before[isolation]));
    assert.match(await hashi.island([r, c]).getAttribute('class'), /\bhinted\b/);
    // A step on, the highlight goes: it belongs to that move.
    await b.page.getByTestId('replay-next').click();
    assert.equal(await highlight.count(), 0);
    await screenshot(b.page, 'coach-replay');
  });
});

test('a smooth quick solve gets no coach line', async () => {
  await withHeldClock(async (hashi, b) => {
    const steps = walk(await hashi.task());
    await play(b.page, hashi, steps, () => 5_000);
    await b.page.getByTestId('celebration').waitFor();
    // The triple comes from the same worker, asked first: once it is there, the coach's
    // reply has had its turn.
    await b.page.getByTestId('solved-triple').waitFor({ timeout: 20000 });
    await b.page.clock.runFor(2_000);
    await b.page.waitForTimeout(1500);
    assert.equal(await b.page.getByTestId('coach').count(), 0);
    assert.equal(await b.page.getByTestId('coach-line').count(), 0);
  });
});

/** Solves medium-003, opened in `lang`, with the long pause before its first Isolation step. */
async function stalledIn(hashi, b, lang) {
  await b.page.waitForFunction((tag) => document.documentElement.lang === tag, lang);
  const steps = walk(await hashi.task());
  const isolation = steps.findIndex((s) => s.technique === 'isolation');
  await play(b.page, hashi, steps, (i) => (i === isolation ? 180_000 : 6_000));
  await b.page.getByTestId('coach').waitFor({ timeout: 20000 });
  return b.page.locator('[data-testid=coach-line][data-kind=stall]');
}

test("the coach's words are all the catalog's: the pseudo-locale leaves none, German says them", async () => {
  for (const lang of ['en-XA', 'de']) {
    await withHeldClock(async (hashi, b) => {
      const stall = await stalledIn(hashi, b, lang);
      await stall.locator('button').click();
      await b.page.getByTestId('replay-highlight').waitFor();
      if (lang === 'en-XA') {
        for (const root of ['[data-testid=coach]', '[data-testid=replay-highlight]']) {
          assert.deepEqual(await b.page.evaluate(plainTextIn, root), [], root);
        }
        await screenshot(b.page, 'coach-en-XA');
      } else {
        const said = await stall.locator('button').textContent();
        const [head] = message('solved', 'de', 'coach_stall').split(' {time}');
        assert.ok(said.startsWith(`${head} 3:0`), said);
        assert.match(said, /Zeile \d+, Spalte \d+/);
        assert.equal(
          await stall.getByTestId('coach-drill').textContent(),
          message('solved', 'de', 'coach_drill').replace('{technique}', message('words', 'de', 'title_isolation')),
        );
        assert.equal(await b.page.getByTestId('replay-highlight').textContent(), said);
      }
    }, lang);
  }
});
