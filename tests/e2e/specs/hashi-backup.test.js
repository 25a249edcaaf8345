// Progress that cannot be lost, as a player does it in the release build: "Back up" downloads
// one file in one browser, "Restore" reads it in a fresh one and every save is back; a damaged
// file says what is wrong and changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** Every localStorage record of the page, as stored. */
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

/** Backs up from `page` (on any route) and returns the downloaded file's path and text. */
async function backUp(page) {
  await page.goto(`${server.url}/backup`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('backup-download').click(),
  ]);
  assert.match(download.suggestedFilename(), /^hashi-backup-\d{4}-\d\d-\d\d\.json$/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-')), download.suggestedFilename());
  await download.saveAs(file);
  return { file, text: fs.readFileSync(file, 'utf8') };
}

test('a backup downloaded in one browser restores every save into a fresh one', async () => {
  const first = await launch();
  let backup;
  const played = {};
  try {
    const hashi = new HashiPage(first.page, server.url);
    // One puzzle solved, one half done, a setting and a snapshot.
    await hashi.open('/hashi/p/easy-010');
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await first.page.getByTestId('celebration').waitFor();
    await hashi.open('/hashi/p/medium-002');
    const moves = (await hashi.solution()).slice(0, 4);
    for (const [a, c, count] of moves) await hashi.setByClicks(a, c, count);
    played.moves = moves;
    await first.page.getByTestId('settings').click();
    await first.page.getByTestId('setting-hide-timer').check();
    await first.page.getByTestId('settings').click();
    await first.page.getByTestId('snapshots').click();
    await first.page.getByTestId('snapshot-save').click();
    backup = await backUp(first.page);
    await screenshot(first.page, 'backup-made');
    assert.match(await first.page.getByTestId('backup-message').textContent(), /2 puzzle saves/);
    const data = JSON.parse(backup.text);
    assert.equal(data.format, 'hashi-backup');
    assert.deepEqual(Object.keys(data.hashi.saves).sort(), ['p/easy-010', 'p/medium-002']);
    assert.equal(data.settings.hide_timer, true);
    assert.equal(data.hashi.snapshots['p/medium-002'].length, 1);
    assert.deepEqual(first.errors, []);
  } finally {
    await first.close();
  }

  const second = await launch();
  try {
    const hashi = new HashiPage(second.page, server.url);
    await second.page.goto(`${server.url}/`);
    await second.page.getByTestId('backup-link').click();
    // The page says whether the browser keeps the site's storage for good.
    await second.page.getByTestId('storage-kept').filter({ hasText: /This browser/ }).waitFor();
    await second.page.getByTestId('backup-restore').setInputFiles(backup.file);
    const message = second.page.getByTestId('backup-message');
    await message.waitFor();
    assert.match(await message.textContent(), /Restored: 2 puzzle saves from the file/);
    await screenshot(second.page, 'backup-restored');
    await hashi.open('/hashi/p/medium-002');
    for (const [a, c, count] of played.moves) assert.equal(await hashi.count(a, c), count);
    assert.equal(await second.page.getByTestId('timer').isVisible(), false, 'the settings came too');
    await second.page.getByTestId('snapshots').click();
    await second.page.getByTestId('snapshot').first().waitFor();
    assert.equal(await second.page.getByTestId('snapshot').count(), 1);
    await hashi.open('/hashi/p/easy-010');
    assert.equal(await hashi.solved(), true);
    await second.page.getByTestId('stats').click();
    assert.match(await second.page.getByTestId('stats-panel').textContent(), /easy 7x7\s*1/);
    await second.page.getByTestId('settings').click();
    await second.page.getByTestId('storage-status').filter({ hasText: /^Storage: / }).waitFor();
    assert.equal(await second.page.getByTestId('setting-hide-timer').isChecked(), true);
    // The same file again changes nothing: each save here is the same as the file's.
    await second.page.goto(`${server.url}/backup`);
    const before = await stored(second.page);
    await second.page.getByTestId('backup-restore').setInputFiles(backup.file);
    await second.page.getByTestId('backup-message').waitFor();
    assert.match(await second.page.getByTestId('backup-message').textContent(), /0 puzzle saves from the file/);
    assert.deepEqual(await stored(second.page), before);
    assert.deepEqual(second.errors, []);
  } finally {
    await second.close();
  }
});

test('a damaged or foreign file is refused with what, where and why, and changes nothing', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-011');
    const [a, c, count] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, count);
    const { text } = await backUp(b.page);
    const before = await stored(b.page);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-'));
    const cases = [
      ['cut.json', text.slice(0, text.length / 2), /not readable JSON \(line \d+, column \d+/],
      ['other.json', '{"name": "another app"}', /not a Hashi backup/],
      ['newer.json', text.replace('"version": 1', '"version": 9'), /newer version of Hashi/],
      ['moves.json', text.replace(/"move":\s*"[^"]+"/, '"move":"0,0-0,1=7"'), /save of p\/easy-011 does not replay \(saved move 1/],
      ['shape.json', text.replace(/"elapsed_ms":\s*\d+/, '"elapsed_ms":"soon"'), /damaged at line \d+, column \d+/],
    ];
    for (const [name, body, expected] of cases) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, body);
      await b.page.getByTestId('backup-restore').setInputFiles(file);
      const message = b.page.locator('[data-testid=backup-message][role=alert]');
      await message.waitFor();
      const said = await message.textContent();
      assert.match(said, expected, name);
      assert.match(said, /Nothing was changed\./, name);
      assert.deepEqual(await stored(b.page), before, `${name} changed nothing`);
      await b.page.reload();
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
