// Progress that follows the player: the backup file goes out through the share sheet where the
// browser can share files (mocked here: desktop Chromium has none), the settings show the date
// of the last backup, a player with a few solves and no backup is nudged once, with a button,
// and an installed app that starts with no progress says once how to bring it over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** A share sheet that keeps what it was handed, as a phone's would take the file. */
function shareSheet() {
  navigator.canShare = (data) => Array.isArray(data?.files) && data.files.length === 1;
  navigator.share = async (data) => {
    const file = data.files[0];
    window.__shared = { name: file.name, type: file.type, text: await file.text() };
  };
}

/** Three puzzles solved, as the statistics keep them. */
function threeSolved() {
  if (!localStorage.getItem('hashi:v1:stats')) {
    localStorage.setItem(
      'hashi:v1:stats',
      JSON.stringify({ solved_ids: ['p/easy-001', 'p/easy-002', 'p/easy-003'] }),
    );
  }
}

test('the backup file goes out through the share sheet, and the settings show its date', async () => {
  const b = await launch();
  try {
    await b.context.addInitScript(shareSheet);
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('settings').click();
    assert.match(await b.page.getByTestId('last-backup').textContent(), /No backup has been made from this browser yet/);
    await b.page.goto(`${server.url}/backup`);
    await b.page.getByTestId('backup-download').click();
    const message = b.page.getByTestId('backup-message');
    await message.waitFor();
    assert.match(await message.textContent(), /^Shared hashi-backup-\d{4}-\d\d-\d\d\.json/);
    const shared = await b.page.evaluate(() => window.__shared);
    assert.match(shared.name, /^hashi-backup-\d{4}-\d\d-\d\d\.json$/);
    assert.equal(shared.type, 'application/json');
    assert.equal(JSON.parse(shared.text).format, 'hashi-backup');
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('settings').click();
    const today = await b.page.evaluate(() =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long' }).formatToParts(new Date()).find((p) => p.type === 'year').value,
    );
    const line = await b.page.getByTestId('last-backup').textContent();
    assert.match(line, /^Last backup: /);
    assert.ok(line.includes(today), line);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a cancelled share sheet sends nothing and says so; without one the file downloads', async () => {
  const b = await launch();
  try {
    await b.context.addInitScript(() => {
      navigator.canShare = () => true;
      navigator.share = async () => {
        throw new DOMException('Share canceled', 'AbortError');
      };
    });
    await b.page.goto(`${server.url}/backup`);
    await b.page.getByTestId('backup-download').click();
    const message = b.page.getByTestId('backup-message');
    await message.waitFor();
    assert.match(await message.textContent(), /Sharing was cancelled; no file was sent/);
  } finally {
    await b.close();
  }
  const plain = await launch();
  try {
    await plain.page.goto(`${server.url}/backup`);
    const [download] = await Promise.all([
      plain.page.waitForEvent('download'),
      plain.page.getByTestId('backup-download').click(),
    ]);
    assert.match(download.suggestedFilename(), /^hashi-backup-/);
  } finally {
    await plain.close();
  }
});

test('a few solves and no backup: the hub and the settings nudge, until a backup or a dismissal', async () => {
  const b = await launch();
  try {
    await b.context.addInitScript(threeSolved);
    await b.page.goto(server.url);
    const nudge = b.page.getByTestId('backup-nudge');
    await nudge.waitFor();
    assert.match(await nudge.textContent(), /You have solved a few puzzles/);
    assert.equal(await b.page.getByTestId('backup-nudge-go').getAttribute('href'), '/backup');
    await screenshot(b.page, 'backup-nudge-hub');
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-004');
    await b.page.getByTestId('settings').click();
    await nudge.waitFor();
    // Put away, it stays away.
    await b.page.getByTestId('backup-nudge-dismiss').click();
    await nudge.waitFor({ state: 'detached' });
    await b.page.goto(server.url);
    await b.page.getByTestId('backup-link').waitFor();
    assert.equal(await nudge.count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
  // Two solves are not yet a few.
  const fresh = await launch();
  try {
    await fresh.page.goto(server.url);
    await fresh.page.getByTestId('backup-link').waitFor();
    assert.equal(await fresh.page.getByTestId('backup-nudge').count(), 0);
  } finally {
    await fresh.close();
  }
});

/** An installed app, as `display-mode: standalone` tells it. */
function installed() {
  const real = window.matchMedia.bind(window);
  window.matchMedia = (query) =>
    query.includes('display-mode: standalone')
      ? { matches: true, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }
      : real(query);
}

test('an installed app that starts with no progress says once how to bring it over', async () => {
  const b = await launch({ locale: 'de-DE' });
  try {
    await b.context.addInitScript(installed);
    await b.page.goto(server.url);
    const notice = b.page.getByTestId('standalone-notice');
    await notice.waitFor();
    // In the player's language (its texts arrive a moment later), with the way to the file.
    await b.page.waitForFunction(
      () => document.querySelector('[data-testid=standalone-notice]')?.textContent.includes('Auf einem anderen Gerät weitermachen'),
    );
    assert.equal(await notice.locator('a').getAttribute('href'), '/backup');
    await screenshot(b.page, 'standalone-first-run');
    await b.page.reload();
    await b.page.getByTestId('backup-link').waitFor();
    assert.equal(await notice.count(), 0, 'said once');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
  // An installed app that already has progress, and a browser tab, say nothing.
  for (const setUp of [[installed, threeSolved], []]) {
    const c = await launch();
    try {
      for (const script of setUp) await c.context.addInitScript(script);
      await c.page.goto(server.url);
      await c.page.getByTestId('backup-link').waitFor();
      assert.equal(await c.page.getByTestId('standalone-notice').count(), 0);
    } finally {
      await c.close();
    }
  }
});
