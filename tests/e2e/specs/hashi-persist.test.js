// Saving, resuming and sharing puzzles in the release build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test('a reload resumes mid-puzzle, and /hashi returns to it', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/medium-001');
    const solution = await hashi.solution();
    for (const [a, c, count] of solution.slice(0, 3)) await hashi.setByClicks(a, c, count);
    await b.page.reload();
    await hashi.ready();
    for (const [a, c, count] of solution.slice(0, 3)) assert.equal(await hashi.count(a, c), count);
    await b.page.getByTestId('undo').click();
    const [a, c] = solution[2];
    assert.equal(await hashi.count(a, c), 0, 'the history survives the reload');
    await hashi.open('/hashi');
    assert.equal(new URL(b.page.url()).pathname, '/hashi/p/medium-001');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a shared link opens the same puzzle in a fresh browser', async () => {
  const first = await launch();
  let url;
  let task;
  try {
    const hashi = new HashiPage(first.page, server.url);
    await hashi.open('/hashi/p/hard-003');
    task = await hashi.task();
    await first.page.getByTestId('share').click();
    url = await first.page.getByTestId('share-url').inputValue();
    assert.match(url, /\/hashi\/p\/hard-003$/);
    await screenshot(first.page, 'share');
  } finally {
    await first.close();
  }
  const second = await launch();
  try {
    const hashi = new HashiPage(second.page, server.url);
    await second.page.goto(url);
    await hashi.board().waitFor();
    assert.equal(await hashi.task(), task);
  } finally {
    await second.close();
  }
});

test('a generated link gives the same puzzle twice, and "new" makes one', async () => {
  const tasks = [];
  for (let i = 0; i < 2; i++) {
    const b = await launch();
    try {
      const hashi = new HashiPage(b.page, server.url);
      await hashi.open('/hashi/g/medium/9x11/4242');
      tasks.push(await hashi.task());
      assert.match(tasks[i], /^9x11:/);
    } finally {
      await b.close();
    }
  }
  assert.equal(tasks[0], tasks[1]);

  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('new').click();
    // The panel says what a band needs before Play, and refuses a size it cannot make.
    await b.page.getByTestId('new-difficulty').selectOption('expert');
    assert.match(await b.page.getByTestId('new-size-hint').textContent(), /Expert puzzles need at least 100 cells/);
    await b.page.getByTestId('new-size').fill('7x7');
    await b.page.getByTestId('new-play').click();
    const refusal = b.page.getByTestId('new-panel').getByTestId('notice');
    assert.match(await refusal.textContent(), /7x7 has 49 cells/);
    assert.match(b.page.url(), /\/hashi\/p\/easy-001$/);
    await b.page.getByTestId('new-difficulty').selectOption('easy');
    await b.page.getByTestId('new-size').fill('8x6');
    await b.page.getByTestId('new-seed').fill('7');
    await b.page.getByTestId('new-play').click();
    await b.page.waitForURL(/\/hashi\/g\/easy\/8x6\/7/);
    await hashi.board().waitFor();
    assert.match(await hashi.task(), /^8x6:/);
    await screenshot(b.page, 'generated');
  } finally {
    await b.close();
  }
});

test('corrupt saved progress shows a notice and the game still plays', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    // Written from the hub, so no open game overwrites them when the page is left.
    await b.page.goto(server.url + '/');
    await b.page.evaluate(() => {
      localStorage.setItem('hashi:v1:save:p/easy-006', '{"save": 12, "garbage": true');
      localStorage.setItem('hashi:v1:save:p/easy-007', JSON.stringify({
        save: { puzzle: 'nonsense', actions: [], position: 0 }, elapsed_ms: 0,
      }));
      localStorage.setItem('hashi:v1:stats', '[not json');
    });
    await hashi.open('/hashi/p/easy-006');
    await b.page.getByTestId('notice').first().waitFor();
    assert.match(await b.page.getByTestId('notice').first().textContent(), /could not be read/);
    await screenshot(b.page, 'corrupt-save');
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);

    await hashi.open('/hashi/p/easy-007');
    await b.page.getByTestId('notice').first().waitFor();
    assert.match(await b.page.getByTestId('notice').first().textContent(), /damaged/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('when storage refuses writes, a notice says so and the game still plays', async () => {
  const b = await launch();
  try {
    await b.context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      };
    });
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-008');
    await b.page.getByTestId('notice').first().waitFor();
    assert.match(await b.page.getByTestId('notice').first().textContent(), /cannot be saved/);
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);
    await screenshot(b.page, 'storage-full');
  } finally {
    await b.close();
  }
});
