// The daily puzzles the build ships as files (dist/dailies/<YYYY-MM>-<hash>.json, the months
// around the build's date): a daily in them opens like a pack puzzle, offline after one visit
// and without the maker; a daily outside them, or whose file cannot be had, still opens, made
// by the maker; and each is the puzzle `hashi gen --daily` gives for its date.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useServer, startServer, distDir } from '../lib/server.js';
import { launch } from '../lib/browser.js';
import { dailyTask } from '../lib/solution.js';

const server = useServer();

const BOARD = '[data-testid=board] [data-testid=island]';

/** Every day the build's daily files hold: [{ date, task, file }], in date order. */
function shippedDays() {
  const folder = path.join(distDir, 'dailies');
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const pack = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
      return pack.puzzles.map((p) => ({ date: p.id, task: p.task, file: `dailies/${name}` }));
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** `days` days after the date `date` (YYYY-MM-DD), as YYYY-MM-DD. */
function shifted(date, days) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A fresh browser whose clock reads noon UTC on `date`, recording the paths its pages and
 * their workers request (not the service worker's own precaching of every file).
 */
async function launchOn(date, options = {}) {
  const b = await launch(options);
  await b.page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
  b.requested = [];
  b.context.on('request', (request) => {
    if (!request.serviceWorker()) b.requested.push(new URL(request.url()).pathname);
  });
  return b;
}

const makerRequests = (b) => b.requested.filter((p) => p.includes('hashi-maker'));

test('the build ships four whole months of dailies, each day once', () => {
  const days = shippedDays();
  const months = [...new Set(days.map((d) => d.date.slice(0, 7)))];
  assert.equal(months.length, 4, `months: ${months}`);
  assert.equal(new Set(days.map((d) => d.date)).size, days.length);
  for (let i = 1; i < days.length; i++) assert.equal(days[i].date, shifted(days[i - 1].date, 1));
  assert.equal(days[0].date.slice(8), '01');
});

test('every daily in the window opens offline after one visit, from its file, without the maker', async () => {
  const days = shippedDays();
  const own = await startServer(distDir);
  // The last day of the window is today: every day of it is out. The service worker is the
  // test's subject here.
  const b = await launchOn(days.at(-1).date, { serviceWorkers: 'allow' });
  try {
    await b.page.goto(own.url + '/');
    await b.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await own.close();
    await b.context.setOffline(true);
    // A few against the CLI: the first day, the last, and the first of each month.
    const checked = new Set([days[0].date, days.at(-1).date, ...days.filter((d) => d.date.endsWith('-01')).map((d) => d.date)]);
    // Each month's first day is opened afresh (its file through the service worker), the
    // other days as a player reaches them offline: from the calendar's link, in the page.
    // A failure says what the page reported until then (a crash when moving between dailies
    // leaves the page unable to follow the next link).
    const withPageErrors = (e) => {
      e.message += `\npage errors so far: ${JSON.stringify(b.errors)}`;
      return e;
    };
    for (const day of days) {
      const path = `/hashi/daily/${day.date}`;
      if (day.date.endsWith('-01')) {
        await b.page.goto(own.url + path);
      } else {
        await b.page.locator(`[data-testid=calendar] a[href="${path}"]`).click();
        await b.page.waitForURL(own.url + path).catch((e) => {
          throw withPageErrors(e);
        });
      }
      await b.page.waitForSelector(BOARD);
      await b.page.waitForFunction(
        (task) => document.querySelector('[data-testid=board]')?.getAttribute('data-task') === task,
        day.task,
        { timeout: 10_000 },
      ).catch(() => {});
      const task = await b.page.locator('[data-testid=board]').getAttribute('data-task');
      assert.equal(task, day.task, `${day.date} shows its file's puzzle`);
      if (checked.has(day.date)) assert.equal(task, dailyTask(day.date), `${day.date} is the CLI's daily`);
    }
    assert.deepEqual(makerRequests(b), [], 'no daily in the window started the maker');
    for (const file of new Set(days.map((d) => d.file))) {
      assert.ok(b.requested.includes(`/${file}`), `${file} was read`);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    await own.close().catch(() => {});
  }
});

test("today's daily fetches its month's file, preloaded, and no maker", async () => {
  const day = shippedDays().find((d) => d.date.endsWith('-15'));
  const b = await launchOn(day.date);
  try {
    await b.page.goto(server.url + '/hashi/daily');
    await b.page.waitForSelector(BOARD);
    assert.equal(new URL(b.page.url()).pathname, `/hashi/daily/${day.date}`);
    const task = await b.page.locator('[data-testid=board]').getAttribute('data-task');
    assert.equal(task, day.task);
    assert.deepEqual(makerRequests(b), []);
    // Once: the inline script's preload and the app's fetch are one request.
    assert.equal(b.requested.filter((p) => p === `/${day.file}`).length, 1, b.requested.join('\n'));
    assert.equal(await b.page.locator(`link[rel=preload][href="/${day.file}"]`).count(), 1);
  } finally {
    await b.close();
  }
});

test('a daily outside the window, or whose file cannot be had, is made by the maker: the same puzzle', async () => {
  const days = shippedDays();
  const before = shifted(days[0].date, -3);
  const b = await launchOn(days.at(-1).date);
  try {
    await b.page.goto(`${server.url}/hashi/daily/${before}`);
    await b.page.waitForSelector(BOARD, { timeout: 30_000 });
    const task = await b.page.locator('[data-testid=board]').getAttribute('data-task');
    assert.equal(task, dailyTask(before), `${before}, before the window, is the CLI's daily`);
    assert.ok(makerRequests(b).length > 0, 'the maker made it');
    assert.ok(!b.requested.some((p) => p.startsWith('/dailies/')), 'no daily file holds it');

    // A day in the window whose file does not come: the maker makes the same puzzle.
    const day = days[10];
    await b.page.route(`**/${day.file}`, (route) => route.fulfill({ status: 404, body: '' }));
    await b.page.goto(`${server.url}/hashi/daily/${day.date}`);
    await b.page.waitForSelector(BOARD, { timeout: 30_000 });
    const made = await b.page.locator('[data-testid=board]').getAttribute('data-task');
    assert.equal(made, day.task, `${day.date} without its file`);
    assert.deepEqual(b.errors.filter((e) => !/404/.test(e)), []);
  } finally {
    await b.close();
  }
});

test("the daily panel prints the month's days out so far, each with its link, none still to come", async () => {
  const day = shippedDays().find((d) => d.date.endsWith('-10'));
  const b = await launchOn(day.date, { viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    await b.page.goto(server.url + '/hashi/daily');
    await b.page.waitForSelector(BOARD);
    await b.page.getByTestId('daily-print').click();
    const view = b.page.getByTestId('print-view');
    await view.waitFor();
    assert.match(await view.locator('h3').textContent(), /^Print the dailies of [A-Z][a-z]+ \d{4}$/);
    // Ten days a page of four: three pages, then with the solutions two more (eight a page).
    const pages = b.page.locator('.print-page');
    await b.page.waitForFunction(() => document.querySelectorAll('.print-page').length === 3);
    const text = await b.page.getByTestId('print-pages').textContent();
    const month = day.date.slice(0, 8);
    for (let n = 1; n <= 10; n++) {
      const date = month + String(n).padStart(2, '0');
      assert.ok(text.includes(`${server.url}/hashi/daily/${date}`), date);
    }
    assert.ok(!text.includes(`/hashi/daily/${month}11`), 'a day still to come is not printed');
    await b.page.getByTestId('print-solutions').check();
    assert.equal(await pages.count(), 5);
    assert.ok((await pages.nth(4).locator('line').count()) > 0, 'the solutions draw their bridges');
    await b.page.getByTestId('print-back').click();
    await b.page.getByTestId('daily-print').waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
