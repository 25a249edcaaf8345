// A deploy never strands a tab: a tab opened on one build, that then needs a chunk the next
// build renamed (the host now answers that name with the app's page, as static hosts do),
// reloads at the same address into the new build, with the position kept.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir, startServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const copies = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function copyOfDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-deploy-'));
  fs.cpSync(distDir, dir, { recursive: true, preserveTimestamps: true });
  copies.push(dir);
  return dir;
}

/** The app's hashed files: the main module and its glue, the split loader and every chunk. */
const HASHED = /^(hashi-app-[0-9a-f]+(_bg\.wasm|\.js)|__wasm_split-[0-9a-f]+\.js|(chunk|split)_[A-Za-z0-9_]+-[0-9a-f]{7}\.wasm)$/;

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('base64');

/**
 * The next build, in place: every hashed file of the app gets a new name (its hash reversed),
 * every text that names one is rewritten, and the integrity digests and the CSP hash of the
 * page's script follow. The old names are gone, as after a real deploy.
 */
function deployNextBuild(dir) {
  const renamed = new Map();
  for (const name of fs.readdirSync(dir)) {
    if (!HASHED.test(name)) continue;
    const next = name.replace(/([0-9a-f]{7,})(?=(_bg)?\.(js|wasm)$)/, (hash) => [...hash].reverse().join(''));
    assert.notEqual(next, name);
    renamed.set(name, next);
  }
  assert.ok(renamed.size > 20, `only ${renamed.size} hashed files`);
  for (const [name, next] of renamed) {
    fs.renameSync(path.join(dir, name), path.join(dir, next));
    for (const ext of ['.br', '.gz']) fs.rmSync(path.join(dir, name + ext), { force: true });
  }
  // The digests the page's integrity attributes hold, before and after: rewritten files change.
  const sri = (file) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
  const texts = fs.readdirSync(dir).filter((name) => /\.js$/.test(name));
  const before = new Map(texts.map((name) => [name, sri(path.join(dir, name))]));
  const rewrite = (file) => {
    let text = fs.readFileSync(file, 'utf8');
    const was = text;
    for (const [name, next] of renamed) text = text.split(name).join(next);
    if (text !== was) {
      fs.writeFileSync(file, text);
      for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
    }
    return { was, text };
  };
  for (const name of texts) rewrite(path.join(dir, name));
  const index = path.join(dir, 'index.html');
  let { was, text } = rewrite(index);
  for (const [name, digest] of before) text = text.split(digest).join(sri(path.join(dir, name)));
  const script = (html) => html.match(/<script type=module>([\s\S]*?)<\/script>/)[1];
  text = text.replace(sha256(script(was)), sha256(script(text)));
  fs.writeFileSync(index, text);
  for (const ext of ['.br', '.gz']) fs.rmSync(index + ext, { force: true });
}

test('an old-build tab that opens a page whose chunk the deploy renamed reloads into the new build, position kept', async () => {
  const dir = copyOfDist();
  const oldMain = fs.readdirSync(dir).find((name) => /^hashi-app-[0-9a-f]+\.js$/.test(name));
  const host = await startServer(dir);
  // No service worker: nothing of the old build is kept anywhere, the hardest case.
  const b = await launch({ serviceWorkers: 'block' });
  try {
    const hashi = new HashiPage(b.page, host.url);
    await hashi.open('/hashi/p/easy-003');
    const [[a, c, count]] = await hashi.solution();
    await hashi.setByClicks(a, c, count);
    await b.page.evaluate(() => (window.oldBuild = true));

    deployNextBuild(dir);
    // The hub's chunk was never fetched by this tab, and now has another name.
    await b.page.locator('a[href="/"]').first().click();
    await b.page.getByTestId('backup-link').waitFor({ timeout: 20_000 });
    assert.equal(await b.page.evaluate(() => window.oldBuild), undefined, 'the tab reloaded');
    assert.equal(new URL(b.page.url()).pathname, '/');
    const booted = await b.page.evaluate(() => document.querySelector('script[type=module]').textContent);
    assert.ok(!booted.includes(oldMain), `the new build boots, not ${oldMain}`);
    await screenshot(b.page, 'deploy-new-build-hub');
    // The position made on the old build is there in the new one.
    await hashi.open('/hashi/p/easy-003');
    assert.equal(await hashi.count(a, c), count);
    assert.equal(await b.page.getByTestId('chunk-failed').count(), 0);
  } finally {
    await b.close();
    await host.close();
  }
});

test('a chunk that fails while the build is the same offers Retry and does not reload', async () => {
  const dir = copyOfDist();
  const host = await startServer(dir);
  const b = await launch({ serviceWorkers: 'block' });
  try {
    const hashi = new HashiPage(b.page, host.url);
    await hashi.open('/hashi/p/easy-003');
    await b.page.evaluate(() => (window.sameBuild = true));
    // Only the chunks' requests fail (a flaky network); the page is the same build.
    await b.page.route(/\/(chunk|split)_[^/]+\.wasm$/, (route) => route.abort());
    await b.page.locator('a[href="/"]').first().click();
    await b.page.getByTestId('chunk-failed').waitFor();
    await b.page.waitForTimeout(1000);
    assert.equal(await b.page.evaluate(() => window.sameBuild), true, 'no reload');
    await b.page.unroute(/\/(chunk|split)_[^/]+\.wasm$/);
    await b.page.getByTestId('chunk-retry').click();
    await b.page.getByTestId('backup-link').waitFor();
    assert.deepEqual(b.errors.filter((e) => !/Failed to load|chunk|fetch/i.test(e)), []);
  } finally {
    await b.close();
    await host.close();
  }
});
