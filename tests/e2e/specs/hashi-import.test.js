// Importing puzzles: any core format opens at its /hashi/i/ URL; errors show line and column.
// puzz.link links and Kanpen text read as the same puzzle as our task string, both ways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test('a pasted matrix opens at its task-string URL', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('import').click();
    await b.page.getByTestId('import-text').fill('2 0 2\n0 0 0\n2 0 2\n');
    await b.page.getByTestId('import-open').click();
    await b.page.waitForURL(/\/hashi\/i\/3x3:2a2c2a2$/);
    await hashi.board().waitFor();
    assert.equal(await hashi.task(), '3x3:2a2c2a2');
  } finally {
    await b.close();
  }
});

test('a pasted Tatham game ID opens at its task-string URL and is solved by clicks', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const task = await hashi.task();
    const [size, cells] = task.split(':');
    // As Tatham's Bridges writes a full description: generation parameters, then m2.
    await b.page.getByTestId('import').click();
    await b.page.getByTestId('import-text').fill(`${size}i30e10m2d0:${cells}`);
    await b.page.getByTestId('import-open').click();
    await b.page.waitForURL((url) => decodeURIComponent(url.pathname) === `/hashi/i/${task}`);
    await hashi.board().waitFor();
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    assert.equal(await hashi.solved(), true);
    // Another rule set opens with its rules (hashi-variants.test.js plays such puzzles).
    await b.page.getByTestId('import').click();
    await b.page.getByTestId('import-text').fill(`${size}m4L:${cells}`);
    await b.page.getByTestId('import-open').click();
    await b.page.waitForURL((url) => decodeURIComponent(url.pathname) === `/hashi/i/${size}m4L:${cells}`);
    await hashi.board().waitFor();
    assert.equal(await hashi.board().getAttribute('data-rules'), 'm4L');
  } finally {
    await b.close();
  }
});

test('a pasted puzz.link link opens as the same puzzle as its task string, and the share panel writes it', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    // pzprjs's own example (robx/pzprjs test/script/hashikake.js), by hand as a task string.
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('import').click();
    await b.page.getByTestId('import-text').fill('https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3');
    await b.page.getByTestId('import-open').click();
    await b.page.waitForURL((url) => decodeURIComponent(url.pathname) === '/hashi/i/5x5:4a2c3b23e3a1a3a4a3');
    await hashi.board().waitFor();
    assert.equal(await hashi.task(), '5x5:4a2c3b23e3a1a3a4a3');

    // A pack puzzle: its share panel's puzz.link link and Kanpen text open it again, unchanged.
    await hashi.open('/hashi/p/easy-002');
    const task = await hashi.task();
    await b.page.getByTestId('share').click();
    const link = await b.page.getByTestId('share-puzzlink-url').inputValue();
    assert.match(link, /^https:\/\/puzz\.link\/p\?hashikake\/\d+\/\d+\/[0-9a-z]+$/);
    assert.equal(await b.page.getByTestId('open-puzzlink').getAttribute('href'), link);
    assert.equal(
      await b.page.getByTestId('open-penpa').getAttribute('href'),
      `https://swaroopg92.github.io/penpa-edit/?m=solve&p=${link}`,
    );
    assert.equal(await b.page.getByTestId('open-penpa').textContent(), 'Open in penpa-edit');
    const kanpen = await b.page.getByTestId('share-kanpen').inputValue();
    await screenshot(b.page, 'share-puzzlink');
    await b.page.getByTestId('panel-close').click();
    for (const text of [link, kanpen]) {
      // Each opens a new page, its panels closed.
      await b.page.getByTestId('import').click();
      await b.page.getByTestId('import-text').fill(text);
      await b.page.getByTestId('import-open').click();
      await b.page.waitForURL((url) => decodeURIComponent(url.pathname) === `/hashi/i/${task}`);
      await hashi.board().waitFor();
      assert.equal(await hashi.task(), task);
    }
  } finally {
    await b.close();
  }
});

test('a damaged puzz.link link or one with unknown numbers is refused saying what, where and why', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('import').click();
    const error = b.page.getByTestId('import-error');
    const cases = [
      [
        'https://puzz.link/p?hashikake/3/1/2.2',
        "puzz.link input, character 35: this island's number is unknown, and a puzzle with unknown numbers cannot be played here",
      ],
      ['https://puzz.link/p?hashikake/5/5/4g2i3h23k', 'puzz.link input, character 43: the cells add up to 16 but the size announces 25'],
      ['https://puzz.link/p?nurikabe/5/5/g5k', 'puzz.link input, character 20: this link is for `nurikabe`, not for Hashi (`hashikake`)'],
      ['2\n3\n1 . 9\n. . 1\n', "Kanpen input, line 3, column 5: this island's number is unknown"],
    ];
    for (const [text, said] of cases) {
      await b.page.getByTestId('import-text').fill(text);
      await b.page.getByTestId('import-open').click();
      await error.waitFor();
      assert.ok((await error.textContent()).includes(said), `${text}: ${await error.textContent()}`);
    }
    assert.match(b.page.url(), /\/hashi\/p\/easy-001$/);
  } finally {
    await b.close();
  }
});

test('a variant\'s share panel says why it has no puzz.link or penpa-edit link', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const [size, cells] = (await hashi.task()).split(':');
    await hashi.open(`/hashi/i/${size}m4L:${cells}`);
    await b.page.getByTestId('share').click();
    const why = b.page.getByTestId('share-no-puzzlink');
    await why.waitFor();
    assert.match(await why.textContent(), /standard rules only/);
    assert.equal(await b.page.getByTestId('open-puzzlink').count(), 0);
    assert.equal(await b.page.getByTestId('open-penpa').count(), 0);
  } finally {
    await b.close();
  }
});

test('a malformed file shows its line and column', async () => {
  const b = await launch();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-import-'));
  try {
    const file = path.join(dir, 'broken.txt');
    fs.writeFileSync(file, '1 0 2\n0 9 0\n2 0 1\n');
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await b.page.getByTestId('import').click();
    await b.page.getByTestId('import-file').setInputFiles(file);
    await b.page.waitForFunction(
      () => document.querySelector('[data-testid=import-text]').value.length > 0,
    );
    await b.page.getByTestId('import-open').click();
    const error = b.page.getByTestId('import-error');
    await error.waitFor();
    assert.match(await error.textContent(), /line 2, column 3/);
    await screenshot(b.page, 'import-error');
    assert.match(new URL(b.page.url()).pathname, /easy-001$/);
  } finally {
    await b.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
