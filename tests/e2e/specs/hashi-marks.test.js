// Marks and displays the player controls: mark an island done, highlight a group, direction
// pips and remaining counts, and sharing progress in a link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage, withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);


test('an island marked done is dimmed, stays marked after a reload, and unmarks', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    const [[a]] = await hashi.solution();
    await hashi.island(a).click();
    await b.page.getByTestId('mark').click();
    assert.match(await hashi.island(a).getAttribute('class'), /\bmarked\b/);
    await b.page.reload();
    await hashi.ready();
    assert.match(await hashi.island(a).getAttribute('class'), /\bmarked\b/);
    // Under forced colours a done mark is its long-dashed ring, the island kept at full view.
    await b.page.emulateMedia({ forcedColors: 'active' });
    const look = await hashi.island(a).evaluate((el) => ({
      dashes: getComputedStyle(el.querySelector('circle')).strokeDasharray,
      opacity: getComputedStyle(el).opacity,
    }));
    assert.notEqual(look.dashes, 'none', JSON.stringify(look));
    assert.equal(look.opacity, '1', JSON.stringify(look));
    await b.page.emulateMedia({ forcedColors: 'none' });
    await hashi.island(a).click();
    await hashi.board().press('m');
    assert.doesNotMatch(await hashi.island(a).getAttribute('class'), /\bmarked\b/);
  });
});

test('"show group" highlights exactly the islands joined to the selected one', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    const [[a, c, n]] = await hashi.solution();
    await hashi.setByClicks(a, c, n);
    await hashi.island(a).click();
    await b.page.getByTestId('group').click();
    const grouped = await b.page.$$eval('[data-testid=island].in-group', (els) =>
      els.map((e) => `${e.dataset.r},${e.dataset.c}`).sort(),
    );
    assert.deepEqual(grouped, [a.join(','), c.join(',')].sort());
    await screenshot(b.page, 'aids-group');
    await b.page.getByTestId('group').click();
    assert.equal(await b.page.locator('[data-testid=island].in-group').count(), 0);
  });
});

test('pips and remaining counts follow the board when switched on', async () => {
  await withHashi('/hashi/p/easy-005', async (hashi, b) => {
    assert.equal(await b.page.getByTestId('pip').count(), 0, 'off by default');
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('show-pips').check();
    await b.page.getByTestId('show-remaining').check();
    const [[a, c, n]] = await hashi.solution();
    const target = Number(await hashi.island(a).getAttribute('data-target'));
    const remaining = () => hashi.island(a).getByTestId('remaining').textContent();
    assert.equal(await remaining(), String(target));
    const pipsBefore = await hashi.island(a).getByTestId('pip').count();
    assert.ok(pipsBefore >= 1);
    await hashi.setByClicks(a, c, n);
    assert.equal(await remaining(), String(target - n));
    if (n === target) {
      assert.equal(await hashi.island(a).getByTestId('pip').count(), 0, 'a full island has no pips');
    }
    await screenshot(b.page, 'aids-pips');
    await b.page.reload();
    await hashi.ready();
    assert.ok((await b.page.getByTestId('pip').count()) > 0, 'the setting is kept');
  });
});

test('share progress puts the bridges in the link, and the link opens them undoably', async () => {
  let url;
  let placed;
  await withHashi('/hashi/p/medium-004', async (hashi, b) => {
    const solution = await hashi.solution();
    placed = solution.slice(0, 2);
    for (const [a, c, n] of placed) await hashi.setByClicks(a, c, n);
    await b.page.getByTestId('share').click();
    const plain = await b.page.getByTestId('share-url').inputValue();
    assert.match(plain, /\/hashi\/p\/medium-004$/);
    await b.page.getByTestId('share-progress').check();
    url = await b.page.getByTestId('share-url').inputValue();
    assert.match(url, /\/hashi\/p\/medium-004\?moves=/);
  });
  const friend = await launch();
  try {
    const hashi = new HashiPage(friend.page, server.url);
    // The friend has their own bridge on this puzzle already.
    await hashi.open('/hashi/p/medium-004');
    const solution = await hashi.solution();
    const [own] = solution.slice(-1);
    await hashi.setByClicks(own[0], own[1], own[2]);
    await friend.page.goto(url);
    await hashi.board().waitFor();
    for (const [a, c, n] of placed) assert.equal(await hashi.count(a, c), n);
    assert.equal(await hashi.count(own[0], own[1]), 0);
    assert.match(await friend.page.getByTestId('notice').first().textContent(), /Undo goes back to yours/);
    await friend.page.waitForURL(/\/hashi\/p\/medium-004$/);
    await friend.page.getByTestId('undo').click();
    assert.equal(await hashi.count(own[0], own[1]), own[2]);
    assert.deepEqual(friend.errors, []);
  } finally {
    await friend.close();
  }
});
