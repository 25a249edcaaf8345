// Solved versus revealed in the release build: only a solve by play counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);


const storedStats = (page) => page.evaluate(() => localStorage.getItem('hashi:v1:stats'));

/** Whether the pack list ticks `id` as solved. */
async function ticked(page, id) {
  await page.getByTestId('packs').click();
  const link = page.getByTestId('pack-list').getByRole('link', { name: new RegExp(`${id}$`) });
  const text = await link.textContent();
  await page.getByTestId('packs').click();
  return text.startsWith('✓');
}

test('Solve shows "Revealed", leaves the statistics alone and does not tick the pack puzzle', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    const [[a, c, n]] = await hashi.solution();
    await hashi.setByClicks(a, c, n);
    const before = await storedStats(b.page);
    await hashi.aid('solve');
    assert.equal(await hashi.solved(), true, 'the board shows the solution');
    await b.page.getByTestId('celebration').waitFor();
    assert.match(await b.page.getByTestId('celebration').textContent(), /Revealed/);
    assert.doesNotMatch(await b.page.getByTestId('celebration').textContent(), /Solved!/);
    assert.match(await b.page.getByTestId('status').textContent(), /Revealed/);
    await screenshot(b.page, 'reveal-celebration');
    assert.equal(await storedStats(b.page), before, 'hashi:v1:stats is unchanged');
    assert.equal(await ticked(b.page, 'easy-004'), false);
    // Taking the reveal back and finishing by hand does not count either: the solution was seen.
    await b.page.getByTestId('undo').click();
    assert.equal(await hashi.solved(), false);
    for (const [x, y, k] of await hashi.solution()) await hashi.setByClicks(x, y, k);
    assert.equal(await hashi.solved(), true);
    assert.equal(await storedStats(b.page), before);
    // And a reload keeps it revealed.
    await b.page.reload();
    await hashi.ready();
    assert.match(await b.page.getByTestId('status').textContent(), /Revealed/);
    assert.equal(await ticked(b.page, 'easy-004'), false);
  });
});

test('a solve by play counts once, with the hints used shown in the celebration', async () => {
  // A short desktop window: the celebration opens below the fold unless it is brought up.
  await withHashi('/hashi/p/easy-005', async (hashi, b) => {
    // One hint, looked at, explained and applied: counted once, at its deepest level.
    await hashi.aid('hint');
    await b.page.getByTestId('hint').click();
    await b.page.getByTestId('hint').click();
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);
    const celebration = b.page.getByTestId('celebration');
    await celebration.waitFor();
    assert.match(await celebration.textContent(), /Solved!/);
    assert.match(await celebration.textContent(), /1 hint \(1 move\)/);
    assert.match(await b.page.getByTestId('status').textContent(), /Solved!/);
    // The celebration is brought into view, wherever the board left it.
    await b.page.waitForFunction(() => {
      const box = document.querySelector('[data-testid=celebration]').getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
    const stats = JSON.parse(await storedStats(b.page));
    assert.equal(stats.records['easy 7x7'].solved, 1);
    assert.ok(stats.solved_ids.includes('p/easy-005'));
    // Undo then redo solves it again, and a reload shows it solved: still counted once.
    await b.page.getByTestId('undo').click();
    await b.page.getByTestId('redo').click();
    assert.equal(await hashi.solved(), true);
    await b.page.reload();
    await hashi.ready();
    assert.equal(JSON.parse(await storedStats(b.page)).records['easy 7x7'].solved, 1);
    assert.equal(await ticked(b.page, 'easy-005'), true);
  }, { viewport: { width: 1280, height: 600 } });
});

test('a save from before entry kinds (v1) still restores', async () => {
  await withHashi('/hashi/p/easy-006', async (hashi, b) => {
    const task = await hashi.task();
    const [[a, c, n], [d, e, m]] = await hashi.solution();
    const move = (x, y, k) => `${x.join(',')}-${y.join(',')}=${k}`;
    const v1 = {
      save: { puzzle: task, actions: [move(a, c, n), move(d, e, m)], position: 1 },
      elapsed_ms: 61000,
      counted: false,
      marked: [],
    };
    // Written from the hub: leaving the puzzle's page saves its own progress.
    await b.page.goto(server.url + '/');
    await b.page.evaluate((stored) => {
      localStorage.setItem('hashi:v1:save:p/easy-006', JSON.stringify(stored));
    }, v1);
    await hashi.open('/hashi/p/easy-006');
    assert.equal(await hashi.count(a, c), n);
    assert.equal(await hashi.count(d, e), 0, 'the undone action stays undone');
    assert.match(await b.page.getByTestId('timer').textContent(), /^1:0\d$/);
    await b.page.getByTestId('redo').click();
    assert.equal(await hashi.count(d, e), m);
    assert.equal(await b.page.getByTestId('notice').count(), 0);
  });
});
