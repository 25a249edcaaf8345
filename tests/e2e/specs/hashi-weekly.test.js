// The puzzle of the week (issue 44, item 5) in the release build, on a mocked date: its page
// shows the puzzle `hashi gen --weekly` prints, /hashi/weekly goes to this week's, the hub's
// entry opens it and says how it was chosen, and a week to come is not out yet.
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
// A Wednesday of 2026-W49, the first week.
const WEDNESDAY = '2026-12-02';

function cli(args) {
  const options = { encoding: 'utf8', cwd: root };
  return process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, options)
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], options);
}

const WEEK_49 = cli(['gen', '--weekly', '2026-W49', '--format', 'task']).trim();

async function launchOn(date) {
  const b = await launch();
  await b.page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
  return b;
}

/** Waits for the board, which the maker picks among 64 candidates first. */
async function board(hashi) {
  await hashi.page.waitForSelector('[data-testid=board]', { timeout: 60_000 });
  await hashi.ready();
}

test('/hashi/weekly/2026-W49 shows the puzzle hashi gen --weekly prints', async () => {
  const b = await launchOn(WEDNESDAY);
  try {
    const hashi = new HashiPage(b.page, server.url);
    await b.page.goto(server.url + '/hashi/weekly/2026-W49');
    await board(hashi);
    assert.equal(await hashi.task(), WEEK_49);
    assert.equal(await b.page.getByTestId('puzzle-title').textContent(), 'Puzzle of the week 2026-W49');
    await screenshot(b.page, 'weekly-2026-W49');
    // Reloaded, it opens from its save, the same board.
    await b.page.reload();
    await hashi.ready();
    assert.equal(await hashi.task(), WEEK_49);
    // /hashi/weekly is this week's.
    await b.page.goto(server.url + '/hashi/weekly');
    await b.page.waitForURL((url) => url.pathname === '/hashi/weekly/2026-W49');
    await hashi.ready();
    assert.equal(await hashi.task(), WEEK_49);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the hub's weekly entry says how it was chosen and opens it", async () => {
  const b = await launchOn(WEDNESDAY);
  try {
    await b.page.goto(server.url + '/');
    const link = b.page.getByTestId('weekly');
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), '/hashi/weekly/2026-W49');
    assert.equal(await link.getAttribute('data-solved'), 'false');
    assert.match(await b.page.locator('.weekly-link').textContent(), /Puzzle of the week 2026-W49.*picked by the solver from 64/);
    await link.click();
    await b.page.waitForURL((url) => url.pathname === '/hashi/weekly/2026-W49');
    const hashi = new HashiPage(b.page, server.url);
    await board(hashi);
    assert.equal(await hashi.task(), WEEK_49);
    // Solved by play, the week's entry is ticked: its own tick, not the daily's.
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await b.page.getByTestId('celebration').waitFor();
    await b.page.goto(server.url + '/');
    await link.waitFor();
    assert.equal(await link.getAttribute('data-solved'), 'true');
    assert.match(await b.page.locator('.weekly-link').textContent(), /solved ✓/);
    assert.doesNotMatch(await b.page.locator('.daily-link').textContent(), /solved/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a week to come is not out yet, and a week that is no week says why', async () => {
  const b = await launchOn(WEDNESDAY);
  try {
    await b.page.goto(server.url + '/hashi/weekly/2026-W50');
    const later = b.page.getByTestId('notice').filter({ hasText: '2026-W50' });
    await later.waitFor();
    assert.match(await later.textContent(), /not out yet: it opens on Monday 2026-12-07/);
    await b.page.goto(server.url + '/hashi/weekly/2026-W4');
    const bad = b.page.getByTestId('notice').filter({ hasText: '2026-W4' });
    await bad.waitFor();
    assert.match(await bad.textContent(), /is not a week: write it like 2026-W49/);
    // In another language too.
    await b.page.goto(server.url + '/hashi/weekly/2026-W51?lang=de');
    // The notice follows the language once its file has come.
    const german = b.page.getByTestId('notice').filter({ hasText: 'noch nicht erschienen' });
    await german.waitFor();
    assert.match(await german.textContent(), /Rätsel der Woche 2026-W51 ist noch nicht erschienen/);
  } finally {
    await b.close();
  }
});
