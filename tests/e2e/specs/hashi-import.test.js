// Importing puzzles: any core format opens at its /hashi/i/ URL; errors show line and column.
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
