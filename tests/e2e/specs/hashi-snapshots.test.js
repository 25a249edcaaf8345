// Snapshots of a position restored as one undoable action, and "rewind to before my first
// mistake", which keeps the right moves made before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { HashiPage, withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);

/** Opens the menu's sheet on a narrow screen, where the control lives behind it. */
async function control(page, testid) {
  const target = page.getByTestId(testid);
  // The menu's controls arrive just after the board: only then can it tell where they are.
  await page.getByTestId('mistake').waitFor({ state: 'attached' });
  if (!(await target.isVisible())) await page.getByTestId('menu').click();
  return target;
}

/** Every bridge on the board as "a|b=count", sorted. */
async function position(page) {
  const bridges = await page.$$eval('[data-testid=bridge]', (els) =>
    els.filter((e) => Number(e.dataset.count) > 0).map((e) => `${e.dataset.a}|${e.dataset.b}=${e.dataset.count}`),
  );
  return bridges.sort();
}

test('a saved position is listed and restored as one undoable action', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    const [first, second] = await hashi.solution();
    await hashi.setByClicks(first[0], first[1], 1);
    const saved = await position(b.page);
    await (await control(b.page, 'snapshots')).click();
    await b.page.getByTestId('snapshot-name').fill('one bridge');
    await b.page.getByTestId('snapshot-save').click();
    await b.page.getByTestId('snapshot-list').getByText('one bridge').waitFor();
    await hashi.setByClicks(second[0], second[1], 1);
    assert.notDeepEqual(await position(b.page), saved);
    await b.page.getByTestId('snapshot-restore').click();
    assert.deepEqual(await position(b.page), saved);
    // One action: a single undo returns to the position before the restore.
    await (await control(b.page, 'undo')).click();
    assert.equal((await position(b.page)).length, saved.length + 1);
    // Kept with the game: still listed after a reload.
    await b.page.reload();
    await hashi.ready();
    await (await control(b.page, 'snapshots')).click();
    await b.page.getByTestId('snapshot').first().waitFor();
    assert.equal(await b.page.getByTestId('snapshot').count(), 1);
  });
});

test('rewind goes back to just before the first mistake, as one undoable action', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    const solution = await hashi.solution();
    const inSolution = new Set(solution.map(([a, c]) => `${a}|${c}`));
    const rewind = await control(b.page, 'rewind-mistake');
    await b.page.waitForFunction(() => document.querySelector('[data-testid=board]'));
    assert.equal(await rewind.isDisabled(), true, 'nothing to rewind on an empty board');
    const [right, later] = solution;
    await hashi.setByClicks(right[0], right[1], 1);
    const beforeMistake = await position(b.page);
    // A pair the solution leaves empty, away from the right bridge's islands.
    const adj = await hashi.neighbours();
    let wrong = null;
    for (const [from, tos] of adj) {
      for (const [to] of tos) {
        const a = from.split(',').map(Number);
        const c = to.split(',').map(Number);
        const k = `${a}|${c}`;
        if (!inSolution.has(k) && !inSolution.has(`${c}|${a}`) && !wrong) wrong = [a, c];
      }
    }
    assert.ok(wrong, 'the puzzle has a pair without a bridge in its solution');
    await hashi.setByClicks(wrong[0], wrong[1], 1);
    await hashi.setByClicks(later[0], later[1], 1);
    await b.page.waitForFunction(() => !document.querySelector('[data-testid=rewind-mistake]').disabled, null, {
      timeout: 15000,
    });
    await hashi.aid('rewind-mistake');
    assert.deepEqual(await position(b.page), beforeMistake);
    assert.match(await b.page.getByTestId('hint-text').textContent(), /before your first mistake/);
    assert.equal(await b.page.getByTestId('rewind-mistake').isDisabled(), true);
    await (await control(b.page, 'undo')).click();
    assert.equal((await position(b.page)).length, beforeMistake.length + 2);
  });
});
