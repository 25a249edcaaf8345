// A daily reminder without a server (issue 48, item 4): the daily page's "Remind me every day"
// downloads a calendar file with one event repeating daily at the chosen local time, linking
// to /hashi/daily; a time box left empty says what to do instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test('"Remind me every day" downloads a daily calendar event at the chosen time', async () => {
  const b = await launch({ timezoneId: 'Europe/Berlin', locale: 'de-DE', acceptDownloads: true });
  try {
    await b.page.clock.setFixedTime(new Date('2026-11-30T19:00:00+01:00'));
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/daily');
    const reminder = b.page.getByTestId('daily-reminder');
    await reminder.waitFor();
    await reminder.locator('summary').click();
    await b.page.getByTestId('reminder-time').fill('07:45');
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByTestId('reminder-download').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'hashi-daily-reminder.ics');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-')), 'reminder.ics');
    await download.saveAs(file);
    const text = fs.readFileSync(file, 'utf8');
    // RFC 5545: CRLF line ends, one daily event from today at the chosen wall-clock time.
    assert.ok(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'), text);
    assert.equal(text.split('\n').length, text.split('\r\n').length);
    const unfolded = text.replace(/\r\n /g, '');
    assert.match(unfolded, /\r\nDTSTART:20261130T074500\r\n/);
    assert.match(unfolded, /\r\nRRULE:FREQ=DAILY\r\n/);
    assert.match(unfolded, /\r\nDTSTAMP:20261130T180000Z\r\n/);
    assert.ok(unfolded.includes(`\r\nURL:${server.url}/hashi/daily\r\n`), unfolded);
    // In the player's language.
    assert.match(unfolded, /\r\nSUMMARY:Hashi: das Tagesrätsel\r\n/);
    assert.match(await b.page.getByTestId('reminder-outcome').textContent(), /jeden Tag um 07:45/);
    // An empty time box asks for a time rather than making a file.
    await b.page.getByTestId('reminder-time').fill('');
    await b.page.getByTestId('reminder-download').click();
    const outcome = b.page.getByTestId('reminder-outcome');
    assert.equal(await outcome.getAttribute('role'), 'alert');
    assert.match(await outcome.textContent(), /Wähle eine Uhrzeit/);
    await screenshot(b.page, 'daily-reminder-de');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
