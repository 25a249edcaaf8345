// The player's day: the daily puzzle, the countdown, the calendar and the streak follow the
// browser's own time zone (Los Angeles here), and a past day solved later is "played later".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** A fresh browser in Los Angeles whose clock reads `iso` (an instant, with its offset). */
async function inLosAngeles(iso) {
  const b = await launch({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });
  await b.page.clock.setFixedTime(new Date(iso));
  return b;
}

test('at 17:00 in Los Angeles the daily is the local date, whatever the date in UTC', async () => {
  // 17:00 on Monday the 23rd in Los Angeles is 01:00 on the 24th in UTC.
  const b = await inLosAngeles('2026-11-23T17:00:00-08:00');
  try {
    await b.page.goto(server.url + '/');
    assert.equal(await b.page.getByTestId('daily').getAttribute('href'), '/hashi/daily/2026-11-23');
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/daily');
    assert.equal(new URL(b.page.url()).pathname, '/hashi/daily/2026-11-23');
    // Monday's rule: medium 10x10.
    assert.match(await hashi.task(), /^10x10:/);
    // The next one opens at local midnight, seven hours away.
    const countdown = b.page.getByTestId('daily-countdown');
    await countdown.waitFor();
    assert.match(await countdown.textContent(), /opens in 7:00:00, at midnight where you are/);
    assert.match(await b.page.getByTestId('streak-rule').textContent(), /by the end of the next day/);
    assert.equal(await b.page.locator('.calendar-day.today[data-date="2026-11-23"]').count(), 1);
    // The UTC date's puzzle is not out here yet, and says when it is.
    await b.page.goto(server.url + '/hashi/daily/2026-11-24');
    assert.match(
      await b.page.getByTestId('notice').textContent(),
      /This puzzle is not out yet — it opens in 1 day \(2026-11-24/,
    );
    await b.page.goto(server.url + '/hashi/daily/2026-11-26');
    assert.match(await b.page.getByTestId('notice').textContent(), /it opens in 3 days/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a past day solved after the next midnight is played later: counted, not in the streak', async () => {
  // Tuesday the 24th, 00:30 in Los Angeles: Monday the 16th is long past.
  const b = await inLosAngeles('2026-11-24T00:30:00-08:00');
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/daily/2026-11-16');
    const streak = b.page.getByTestId('streak');
    await streak.waitFor();
    assert.match(await streak.textContent(), /Streak: 0 days/);
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);
    const later = b.page.locator('.calendar-day.played-later[data-date="2026-11-16"]');
    await later.waitFor();
    assert.equal(await b.page.locator('.calendar-day.solved[data-date="2026-11-16"]').count(), 0);
    assert.match(await later.locator('a').getAttribute('aria-label'), /played later/);
    assert.match(await b.page.getByTestId('played-later').textContent(), /not your streak/);
    assert.match(await streak.textContent(), /Streak: 0 days · best 0 days/);
    await screenshot(b.page, 'daily-played-later');
    // In the statistics, not the streak.
    await b.page.getByTestId('stats').click();
    assert.match(
      await b.page.getByTestId('stats-streak').textContent(),
      /Daily streak: 0 days \(best 0 days\)/,
    );
    assert.match(await b.page.getByTestId('stats-panel').textContent(), /10x10/, 'the solve is counted');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("yesterday's daily solved just after local midnight still counts for the streak", async () => {
  const b = await inLosAngeles('2026-11-24T00:30:00-08:00');
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/daily/2026-11-23');
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);
    await b.page.locator('.calendar-day.solved[data-date="2026-11-23"]').waitFor();
    await b.page.waitForFunction(() =>
      /Streak: 1 day\b/.test(document.querySelector('[data-testid=streak]')?.textContent ?? ''),
    );
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
