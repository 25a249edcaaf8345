// Offline and installing, in the release build: the service worker serves every route and file
// after one visit (the lazy pages' chunks included), the manifest and icons, the
// Content-Security-Policy, and updates.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useServer, startServer, distDir } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { SlidePage } from '../lib/slide-page.js';
import { placeIsland } from '../lib/editor-page.js';

const server = useServer();

/** A copy of the release build that a test may change, removed after the spec. */
const copies = [];
function copyOfDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-dist-'));
  // Timestamps kept: the server sends a .br/.gz copy only when it is not older than its file.
  fs.cpSync(distDir, dir, { recursive: true, preserveTimestamps: true });
  copies.push(dir);
  return dir;
}
after(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Resolves once a service worker is active and controls the page. */
async function serviceWorkerInControl(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Width and height from a PNG's header. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The paths of every response in the page's caches. */
function cachedPaths(page) {
  return page.evaluate(async () => {
    const paths = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('after one visit, every route opens and takes a move with the network gone', async () => {
  const dir = copyOfDist();
  const own = await startServer(dir);
  const b = await launch({ serviceWorkers: 'allow' });
  try {
    const hashi = new HashiPage(b.page, own.url);
    await b.page.goto(own.url + '/');
    await serviceWorkerInControl(b.page);
    // In control means installed, and installing means every file precached: the lazy pages'
    // chunks too, though the hub never needed them.
    const cached = await cachedPaths(b.page);
    const lazy = fs.readdirSync(dir).filter((name) => /^(split_\w+|chunk_\d+)-\w+\.wasm$|^__wasm_split-\w+\.js$/.test(name));
    assert.ok(lazy.some((name) => name.startsWith('split_editor-')), `chunks in the build: ${lazy}`);
    // Packs fetched as data files, once the build has them.
    const packs = path.join(dir, 'packs');
    if (fs.existsSync(packs)) {
      lazy.push(...fs.readdirSync(packs).filter((name) => name.endsWith('.json')).map((name) => `packs/${name}`));
    }
    for (const name of lazy) assert.ok(cached.includes(`/${name}`), `${name} is precached`);
    // Gone for real, not only emulated: nothing can come from the server any more.
    await own.close();
    await b.context.setOffline(true);

    await b.page.goto(own.url + '/');
    await b.page.getByRole('link', { name: 'Hashi', exact: true }).click();
    await b.page.waitForSelector('[data-testid=board]');
    assert.equal(new URL(b.page.url()).pathname, '/hashi/p/easy2-001');
    await hashi.oneBridge();
    for (const route of ['/hashi/p/easy-002', '/hashi/g/easy/7x7/42', '/hashi/i/3x3:2a2c2a2']) {
      await hashi.open(route);
      const [a, c] = await hashi.oneBridge();
      await b.page.reload();
      await b.page.waitForSelector('[data-testid=board]');
      assert.equal(await hashi.count(a, c), 1, `${route} keeps its move over a reload offline`);
    }
    // The lazy pages, each a chunk the page has not loaded yet: the editor through the hub's
    // link (a fetch within the page), the others by a navigation.
    await b.page.goto(own.url + '/');
    await b.page.locator('a[data-testid=editor]').click();
    await placeIsland(b.page);
    await b.page.goto(own.url + '/hashi/learn');
    await b.page.getByRole('heading', { name: 'Learn Hashi', level: 1 }).waitFor();
    await b.page.locator('[data-testid=learn-page] [data-testid=island]').first().waitFor();
    await b.page.goto(own.url + '/hashi/learn/capacity');
    await b.page.locator('[data-testid=drill] [data-testid=board] [data-testid=island]').first().waitFor({ timeout: 30_000 });
    assert.match(await hashi.anyDrillVerdict(), /^(right|wrong)$/);
    assert.equal(await b.page.getByTestId('chunk-failed').count(), 0);

    const slide = new SlidePage(b.page, own.url);
    await slide.open('/slide');
    const above = await slide.pieceAt(7, 5);
    await b.page.keyboard.press('ArrowDown');
    assert.equal(await slide.pieceAt(7, 6), above);
    assert.equal(await slide.moves(), 1);
    await screenshot(b.page, 'offline-slide');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a dedicated worker's script, imports and wasm come from the cache offline", async () => {
  // A build with a worker as Trunk writes one (unhashed names): two more files in the copy,
  // added to its worker's list the way finish-build lists every file.
  const dir = copyOfDist();
  const wasm = fs.readdirSync(dir).find((name) => name.endsWith('_bg.wasm'));
  const files = {
    'probe-import.js': 'self.imported = true;\n',
    'probe-worker.js': `importScripts('/probe-import.js');
fetch('/${wasm}').then((r) => r.arrayBuffer()).then(
  (bytes) => postMessage({ imported: self.imported, wasmBytes: bytes.byteLength }),
  (why) => postMessage({ failed: String(why) }),
);\n`,
  };
  const listed = Object.entries(files).map(([name, text]) => {
    fs.writeFileSync(path.join(dir, name), text);
    return JSON.stringify([`/${name}`, crypto.createHash('sha256').update(text).digest('base64')]);
  });
  const sw = path.join(dir, 'sw.js');
  fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace('const PRECACHE = [', `const PRECACHE = [${listed.join(',')},`));
  const own = await startServer(dir);
  const b = await launch({ serviceWorkers: 'allow' });
  try {
    await b.page.goto(own.url + '/slide');
    await serviceWorkerInControl(b.page);
    await own.close();
    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.getByTestId('slide-board').waitFor();
    const report = await b.page.evaluate(
      () =>
        new Promise((resolve) => {
          const worker = new Worker('/probe-worker.js');
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => resolve({ failed: e.message ?? 'worker error' });
        }),
    );
    assert.deepEqual(report, { imported: true, wasmBytes: fs.statSync(path.join(dir, wasm)).size });
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the manifest makes the app installable: standalone, named, icons of the sizes it says', async () => {
  const b = await launch({ serviceWorkers: 'allow' });
  try {
    await b.page.goto(server.url + '/');
    await b.page.waitForSelector('.hub');
    const href = await b.page.locator('link[rel=manifest]').getAttribute('href');
    const response = await fetch(new URL(href, server.url));
    assert.equal(response.headers.get('content-type'), 'application/manifest+json');
    const manifest = await response.json();
    assert.equal(manifest.short_name, 'Hashi');
    assert.match(manifest.name, /^Hashi/);
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.background_color, '#f7f5f0');
    assert.equal(manifest.theme_color, '#f7f5f0');
    const themes = await b.page.$$eval('meta[name=theme-color]', (els) =>
      els.map((e) => [e.media, e.content]),
    );
    assert.deepEqual(themes, [
      ['(prefers-color-scheme: light)', '#f7f5f0'],
      ['(prefers-color-scheme: dark)', '#12151c'],
    ]);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    assert.deepEqual(pngs.map((icon) => icon.sizes).sort(), ['192x192', '512x512', '512x512']);
    assert.ok(pngs.some((icon) => icon.purpose === 'maskable'), 'a maskable icon');
    const apple = await b.page.locator('link[rel=apple-touch-icon]').getAttribute('href');
    for (const [src, sizes] of [...pngs.map((icon) => [icon.src, icon.sizes]), [apple, '180x180']]) {
      const icon = await fetch(new URL(src, server.url));
      assert.equal(icon.status, 200, src);
      assert.equal(pngSize(Buffer.from(await icon.arrayBuffer())), sizes, src);
    }
    const favicon = await b.page.locator('link[rel=icon]').getAttribute('href');
    const svg = await fetch(new URL(favicon, server.url));
    assert.match(await svg.text(), /^<svg/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the Content-Security-Policy is strict and a full play breaks none of it', async () => {
  const b = await launch({ serviceWorkers: 'allow' });
  const refused = [];
  b.page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()));
  await b.context.addInitScript(() => {
    window.__refused = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__refused.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations = async () => [...refused, ...(await b.page.evaluate(() => window.__refused))];
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const policy = await b.page
      .locator('meta[http-equiv=Content-Security-Policy]')
      .getAttribute('content');
    const directive = (name) =>
      policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    // One hash for each inline script (Trunk's loader, the pack preload), nothing looser.
    const inline = await b.page.locator('script:not([src])').count();
    assert.match(directive('script-src'), /^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ 'wasm-unsafe-eval'$/);
    assert.equal(directive('script-src').match(/'sha256-/g).length, inline);
    assert.equal(directive('img-src'), "img-src 'self' data: blob:");
    assert.equal(directive('default-src'), "default-src 'self'");
    for (const name of ['worker-src', 'connect-src', 'manifest-src']) {
      assert.equal(directive(name), `${name} 'self'`);
    }
    await b.page.getByTestId('hint').click();
    await b.page.getByTestId('hint-text').waitFor();
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await b.page.getByTestId('celebration').waitFor();
    await b.page.getByTestId('next').click();
    await b.page.waitForURL(/easy-002$/);

    const slide = new SlidePage(b.page, server.url);
    await slide.open('/slide');
    await b.page.keyboard.press('ArrowDown');
    // The player's own picture goes through an object URL and a data: URL.
    await b.page.getByTestId('picture-file').setInputFiles('../../web/icons/icon-192.png');
    await b.page.getByTestId('picture-default').waitFor();
    assert.match(await slide.board().getAttribute('style'), /data:image\/jpeg/);
    await screenshot(b.page, 'csp-slide-picture');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a new build waits, is offered by a notice, and Reload brings it in with the progress kept', async () => {
  const dir = copyOfDist();
  const own = await startServer(dir);
  const b = await launch({ serviceWorkers: 'allow' });
  try {
    const hashi = new HashiPage(b.page, own.url);
    await hashi.open('/hashi/p/easy-001');
    await serviceWorkerInControl(b.page);
    const [a, c] = await hashi.oneBridge();
    assert.equal(await b.page.getByTestId('update-ready').count(), 0, 'no notice on a first install');

    // The next deploy: a worker that differs, and says which build it is when asked.
    fs.appendFileSync(
      path.join(dir, 'sw.js'),
      "\nself.addEventListener('message', (e) => e.data === 'build?' && e.source.postMessage('next'));\n",
    );
    await hashi.open('/hashi/p/easy-001');
    const notice = b.page.getByTestId('update-ready');
    await notice.waitFor({ timeout: 20_000 });
    assert.match(await notice.textContent(), /A new version is ready\./);
    assert.equal(await hashi.count(a, c), 1, 'the old version still plays while the new one waits');
    await screenshot(b.page, 'update-ready');

    await b.page.evaluate(() => (window.beforeUpdate = true));
    const reloaded = b.page.waitForEvent('load');
    await b.page.getByTestId('update-reload').click();
    await reloaded;
    await b.page.waitForSelector('[data-testid=board]');
    assert.equal(await b.page.evaluate(() => window.beforeUpdate), undefined, 'the page reloaded');
    const build = await b.page.evaluate(
      () =>
        new Promise((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data), { once: true });
          navigator.serviceWorker.controller.postMessage('build?');
        }),
    );
    assert.equal(build, 'next', 'the new worker controls the page');
    assert.equal(await hashi.count(a, c), 1, 'the move made before the update is still there');
    assert.equal(await b.page.getByTestId('update-ready').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    await own.close();
  }
});

test('a skeleton with a progress bar shows while the wasm loads, and a failed load says so', async () => {
  const b = await launch({ serviceWorkers: 'allow' });
  try {
    // Every value the bar takes before the app replaces the skeleton.
    await b.context.addInitScript(() => {
      window.bootProgress = [];
      new MutationObserver((records) => {
        for (const r of records) window.bootProgress.push(Number(r.target.getAttribute('aria-valuenow')));
      }).observe(document, { subtree: true, attributeFilter: ['aria-valuenow'] });
    });
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const progress = await b.page.evaluate(() => window.bootProgress);
    assert.equal(progress.at(-1), 100, `the bar fills: ${progress}`);
    assert.equal(await b.page.getByTestId('boot').count(), 0, 'the app removed the skeleton');
    assert.equal(await b.page.locator('.top-bar').count(), 1);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
  // A first visit whose wasm download breaks: no worker yet, so the route sees the request.
  const broken = await launch({ serviceWorkers: 'block' });
  try {
    await broken.page.route('**/*.wasm', (route) => route.abort('connectionreset'));
    await broken.page.goto(server.url + '/hashi/p/easy-001');
    const boot = broken.page.getByTestId('boot');
    await boot.locator('.boot-message', { hasText: 'Hashi could not start' }).waitFor();
    assert.match(await boot.textContent(), /Hashi could not start: .+, reload to try again\./);
    assert.equal(await boot.getByRole('progressbar').isVisible(), false);
    await screenshot(broken.page, 'boot-failed');
  } finally {
    await broken.close();
  }
});
