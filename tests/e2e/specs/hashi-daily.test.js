// The daily puzzle and the hub that brings players back, in the release build, on a mocked
// date (playwright's clock fixes Date, which the app reads through js_sys::Date).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

/** A fresh browser whose clock reads noon UTC on `date`. */
async function launchOn(date) {
  const b = await launch();
  await b.page.clock.setFixedTime(new Date(`${date}T12:00:00Z`));
  return b;
}

async function dailyHref(page) {
  await page.goto(server.url + '/');
  return page.getByTestId('daily').getAttribute('href');
}

const streakText = (page) => page.getByTestId('streak').textContent();

test('the daily link is the same in two fresh browsers on one day and moves on the next', async () => {
  const one = await launchOn(MONDAY);
  const two = await launchOn(MONDAY);
  try {
    const first = await dailyHref(one.page);
    assert.equal(first, `/hashi/daily/${MONDAY}`);
    assert.equal(await dailyHref(two.page), first);
    // /hashi/daily sends both to the same puzzle.
    const tasks = [];
    for (const b of [one, two]) {
      const hashi = new HashiPage(b.page, server.url);
      await hashi.open('/hashi/daily');
      assert.equal(new URL(b.page.url()).pathname, `/hashi/daily/${MONDAY}`);
      tasks.push(await hashi.task());
    }
    assert.equal(tasks[0], tasks[1], 'the same puzzle for everyone');
    // Tomorrow's puzzle is not out yet; bad dates explain themselves.
    for (const [route, text] of [
      [`/hashi/daily/${TUESDAY}`, 'not out yet'],
      ['/hashi/daily/2026-02-30', '2026-02 has 28 days, not 30'],
      ['/hashi/daily/tomorrow', 'not a date'],
    ]) {
      await two.page.goto(server.url + route);
      assert.match(await two.page.getByTestId('notice').textContent(), new RegExp(text), route);
    }
    await two.page.clock.setFixedTime(new Date(`${TUESDAY}T00:00:01Z`));
    assert.equal(await dailyHref(two.page), `/hashi/daily/${TUESDAY}`);
    assert.deepEqual([...one.errors, ...two.errors], []);
  } finally {
    await one.close();
    await two.close();
  }
});

test('solving the daily raises the streak to 1 and gives a spoiler-free share text', async () => {
  const b = await launchOn(MONDAY);
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open(`/hashi/daily/${MONDAY}`);
    assert.match(await streakText(b.page), /Streak: 0 days/);
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);
    await b.page.waitForFunction(() =>
      /Streak: 1 day\b/.test(document.querySelector('[data-testid=streak]')?.textContent ?? ''),
    );
    const share = await b.page.getByTestId('daily-share').textContent();
    assert.match(share, new RegExp(`^Hashi daily ${MONDAY} · \\d+:\\d\\d · no hints$`));
    assert.equal(
      await b.page.locator(`.calendar-day.solved[data-date="${MONDAY}"]`).count(),
      1,
      'the calendar ticks the day',
    );
    await screenshot(b.page, 'daily-solved');
    // The statistics count it, with the hints used.
    await b.page.getByTestId('stats').click();
    assert.match(
      await b.page.getByTestId('stats-streak').textContent(),
      /Daily streak: 1 day \(best 1 day\) · hints used: 0/,
    );
    // The hub shows the streak too.
    await b.page.goto(server.url + '/');
    assert.match(await b.page.locator('.daily-link').textContent(), /streak 1 day/);
    assert.equal(await b.page.getByTestId('continue').count(), 0, 'nothing is in progress');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a revealed daily does not count toward the streak', async () => {
  const b = await launchOn(MONDAY);
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open(`/hashi/daily/${MONDAY}`);
    await hashi.aid('solve');
    assert.equal(await hashi.solved(), true);
    assert.match(await b.page.getByTestId('status').textContent(), /Revealed/);
    assert.match(await streakText(b.page), /Streak: 0 days/);
    assert.equal(await b.page.getByTestId('daily-share').count(), 0);
    await b.page.reload();
    await hashi.ready();
    assert.match(await streakText(b.page), /Streak: 0 days/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the hub continues the last puzzle with its bridges and offers quick starts and packs', async () => {
  const b = await launchOn(MONDAY);
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-002');
    const solution = await hashi.solution();
    const placed = solution.slice(0, 2);
    for (const [a, c, count] of placed) await hashi.setByClicks(a, c, count);
    await b.page.goto(server.url + '/');
    const cont = b.page.getByTestId('continue');
    await cont.waitFor();
    const bridges = placed.reduce((n, [, , count]) => n + count, 0);
    assert.match(await b.page.getByTestId('continue-progress').textContent(), new RegExp(`^easy-002 · \\d+:\\d\\d · ${bridges}/\\d+ bridges$`));
    assert.ok((await b.page.locator('[data-testid=continue-sketch] line').count()) >= placed.length);
    for (const band of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
      const href = await b.page.getByTestId(`quick-${band}`).getAttribute('href');
      assert.match(href, new RegExp(`^/hashi/g/${band}/\\d+x\\d+/\\d+`), band);
    }
    assert.equal(await b.page.getByTestId('pack-hard').textContent(), 'hard 0/40');
    assert.match(await b.page.getByTestId('slide-summary').textContent(), /^Slide: /);
    await screenshot(b.page, 'hub-home');
    await cont.click();
    await hashi.board().waitFor();
    assert.equal(new URL(b.page.url()).pathname, '/hashi/p/easy-002');
    for (const [a, c, count] of placed) assert.equal(await hashi.count(a, c), count);
    // A quick start opens a new puzzle of its difficulty at its default size.
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('quick-easy').click();
    await hashi.board().waitFor();
    assert.match(new URL(b.page.url()).pathname, /^\/hashi\/g\/easy\/7x7\/\d+$/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
