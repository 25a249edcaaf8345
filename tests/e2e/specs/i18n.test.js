// The game's languages as a player meets them: the browser's language on a first visit, a
// `?lang=` link, the language menu kept across visits (and in the settings, where the panel
// follows at once), and layouts that hold at 375 px; the pseudo-locale finds any text of the
// hub, the game's menu, its panels and the progress page left out of the catalog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { TAGS, message, plainTextIn } from '../lib/i18n.js';

const server = useServer();
const heading = (tag) => message('hub', tag, 'heading');

async function hubIn(page, tag) {
  await page.waitForFunction(
    ([text, lang]) => document.querySelector('.hub h1')?.textContent === text && document.documentElement.lang === lang,
    [heading(tag), tag],
  );
}

test("a first visit speaks the browser's language", async () => {
  const b = await launch({ locale: 'de-AT' });
  try {
    await b.page.goto(server.url + '/');
    await hubIn(b.page, 'de');
    assert.match(await b.page.getByTestId('learn').textContent(), /Spielen lernen/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the web app manifest names the game in the language shown', async () => {
  const b = await launch();
  try {
    await b.page.goto(`${server.url}/?lang=de`);
    await hubIn(b.page, 'de');
    const manifest = await b.page.evaluate(async () => {
      const href = document.querySelector('link[rel=manifest]').getAttribute('href');
      return { href, body: await (await fetch(href)).json() };
    });
    assert.equal(manifest.href, '/manifest-de.webmanifest');
    assert.equal(manifest.body.lang, 'de');
    assert.match(manifest.body.name, /Brücken/);
    await b.page.goto(`${server.url}/?lang=en`);
    await hubIn(b.page, 'en');
    assert.equal(await b.page.locator('link[rel=manifest]').getAttribute('href'), '/manifest.webmanifest');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a ?lang= link wins over the browser, and the menu choice is kept across visits', async () => {
  const b = await launch({ locale: 'en-US' });
  try {
    await b.page.goto(server.url + '/?lang=ja');
    await hubIn(b.page, 'ja');
    await b.page.goto(server.url + '/');
    await hubIn(b.page, 'en');
    await b.page.getByTestId('language-menu').selectOption('fr');
    await hubIn(b.page, 'fr');
    await b.page.reload();
    await hubIn(b.page, 'fr');
    // Each language is named in itself, whatever the page's language.
    await b.page.waitForSelector('[data-testid=language-menu] option[value="zh-Hans"]', { state: 'attached' });
    const names = await b.page.locator('[data-testid=language-menu] option').allTextContents();
    for (const name of ['English', '日本語', 'Deutsch', 'Français', 'Español', 'Português (Brasil)', '简体中文']) {
      assert.ok(names.includes(name), `${name} in ${names}`);
    }
    await b.page.getByTestId('language-menu').selectOption('');
    await hubIn(b.page, 'en');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the hub fits a 375 px phone in every language', async () => {
  const b = await launch({ viewport: { width: 375, height: 740 } });
  try {
    for (const tag of TAGS) {
      await b.page.goto(`${server.url}/?lang=${tag}`);
      await hubIn(b.page, tag);
      const overflow = await b.page.evaluate(() => {
        const wide = [...document.querySelectorAll('.hub *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5);
        return { page: document.documentElement.scrollWidth - innerWidth, wide: wide.map((e) => e.className || e.tagName) };
      });
      assert.deepEqual(overflow, { page: 0, wide: [] }, tag);
      await screenshot(b.page, `hub-375-${tag}`);
    }
  } finally {
    await b.close();
  }
});

test('the pseudo-locale marks every string of the hub that comes from the catalog', async () => {
  const b = await launch({ viewport: { width: 375, height: 740 } });
  try {
    await b.page.goto(`${server.url}/?lang=en-XA`);
    await b.page.waitForFunction(() => document.documentElement.lang === 'en-XA' && document.querySelector('.hub h1')?.textContent.startsWith('['));
    // The Slide line comes once the hub is up.
    await b.page.waitForSelector('[data-testid=slide-summary]');
    // Every piece of text a player reads is pseudo: bracketed and accented. Names stay names.
    const plain = await b.page.evaluate(() => {
      const names = new Set(['Hashi', 'Slide', '·', '/']);
      const walker = document.createTreeWalker(document.querySelector('.hub'), NodeFilter.SHOW_TEXT);
      const found = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        if (!/[A-Za-z]{2}/.test(text) || names.has(text) || node.parentElement.closest('[data-testid=language-menu] option')) continue;
        if (!/[\[\]]/.test(text)) found.push(text);
      }
      return found;
    });
    assert.deepEqual(plain, []);
    // 40% longer still fits a phone, the language menu (loaded last) included.
    const overflow = await b.page.evaluate(() => {
      const wide = [...document.querySelectorAll('.hub *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5);
      return { page: document.documentElement.scrollWidth - innerWidth, wide: wide.map((e) => e.className || e.tagName) };
    });
    assert.deepEqual(overflow, { page: 0, wide: [] });
    await screenshot(b.page, 'hub-375-en-XA');
  } finally {
    await b.close();
  }
});

/** Opens the menu's panel `button` (a test id) on a wide screen, where the menu sits in the bar. */
async function openPanel(page, button, panel) {
  await page.getByTestId(button).click();
  await page.locator(`.panel-host ${panel}`).waitFor();
}

test("the pseudo-locale marks every string of the game's menu and its panels", async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    // Statistics to show: a table row of each kind, a streak and an assisted solve.
    await b.page.evaluate(() =>
      localStorage.setItem(
        'hashi:v1:stats',
        JSON.stringify({
          records: { 'easy 7x7': { solved: 2, best_ms: 61000 }, 'imported 9x9 m3L': { solved: 1, best_ms: 5000 } },
          solved_ids: ['p/easy-001'],
          daily: {},
          hints_used: 3,
          assisted_solves: 1,
        }),
      ),
    );
    await hashi.open('/hashi/p/easy-001?lang=en-XA');
    await b.page.waitForFunction(
      () => document.documentElement.lang === 'en-XA' && document.querySelector('[data-testid=settings]')?.textContent.startsWith('['),
    );
    // A bridge, so that the pencil's trial buttons show too.
    await b.page.getByTestId('trial-toggle').click();
    await hashi.oneBridge();
    await b.page.getByTestId('trial-accept').waitFor();
    const check = async (what) => assert.deepEqual(await b.page.evaluate(plainTextIn, '#more-controls, .panel-host .panel'), [], what);
    await check('the menu');

    await openPanel(b.page, 'settings', '[data-testid=settings-panel]');
    await b.page.getByTestId('storage-status').filter({ hasText: /\[/ }).waitFor();
    await b.page.waitForSelector('[data-testid=language-menu]');
    await check('settings');
    await openPanel(b.page, 'share', '.share-panel');
    await b.page.getByTestId('share-progress').check();
    await check('share');
    await openPanel(b.page, 'snapshots', '.snapshot-panel');
    await b.page.getByTestId('snapshot-save').click();
    await b.page.getByTestId('snapshot').first().waitFor();
    await check('snapshots');
    await openPanel(b.page, 'stats', '[data-testid=stats-panel]');
    await b.page.getByTestId('stats-assisted').waitFor();
    await check('statistics');
    await openPanel(b.page, 'new', '[data-testid=new-panel]');
    await b.page.getByTestId('new-wrap').selectOption('torus');
    await b.page.getByTestId('new-size').fill('3x3');
    await b.page.getByTestId('new-play').click();
    await b.page.locator('[data-testid=new-panel] [data-testid=notice]:not([hidden])').waitFor();
    await check('new puzzle');
    await openPanel(b.page, 'packs', '[data-testid=pack-list]');
    await b.page.getByTestId('pack-puzzle').first().waitFor();
    await b.page.getByTestId('pack-filter').selectOption('isolation');
    await check('puzzle packs');
    await screenshot(b.page, 'panels-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the pseudo-locale marks every string of the progress page, its outcomes included', async () => {
  const b = await launch({ viewport: { width: 375, height: 740 } });
  try {
    await b.page.goto(`${server.url}/backup?lang=en-XA`);
    await b.page.getByTestId('storage-kept').filter({ hasText: /\[/ }).waitFor();
    const check = async (what) => assert.deepEqual(await b.page.evaluate(plainTextIn, '[data-testid=backup-page]'), [], what);
    await check('the page');
    await b.page.getByTestId('backup-download').click();
    await b.page.locator('[data-testid=backup-message][role=status]').waitFor();
    await check('a backup made');
    // A refused file: the sentence is the catalog's, with the reader's reason in it.
    await b.page.getByTestId('backup-restore').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"a": 1}') });
    await b.page.locator('[data-testid=backup-message][role=alert]').waitFor();
    await check('a file refused');
    const overflow = await b.page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.equal(overflow, 0);
    await screenshot(b.page, 'backup-375-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

/** The settings and share panels at 375x667: nothing wider than the panel, no sideways scroll. */
test('the settings and share panels fit a 375 px phone in every language', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    const fits = () =>
      b.page.evaluate(() => {
        const panel = document.querySelector('.panel-host .panel');
        const box = panel.getBoundingClientRect();
        const wide = [...panel.querySelectorAll('*')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5);
          })
          .map((e) => e.dataset.testid || e.className || e.tagName);
        return { page: document.documentElement.scrollWidth - innerWidth, panel: panel.scrollWidth - panel.clientWidth, wide };
      });
    for (const tag of TAGS) {
      await hashi.open(`/hashi/p/easy-001?lang=${tag}`);
      const open = async (button, panel) => {
        if (!(await b.page.getByTestId(button).isVisible())) await b.page.getByTestId('menu').click();
        await b.page.getByTestId(button).click();
        await b.page.locator(`.panel-host ${panel}`).waitFor();
      };
      await open('settings', '[data-testid=settings-panel]');
      // The panel speaks the language before it is measured.
      const freeMode = message('settings', tag, 'free_mode');
      await b.page.waitForFunction((text) => document.querySelector('[data-testid=free-mode]')?.parentElement.textContent.trim() === text, freeMode);
      await b.page.waitForSelector('[data-testid=language-menu]');
      await b.page.getByTestId('storage-status').filter({ hasText: /./ }).waitFor();
      assert.deepEqual(await fits(), { page: 0, panel: 0, wide: [] }, `settings, ${tag}`);
      await screenshot(b.page, `settings-375-${tag}`);
      await b.page.getByTestId('panel-close').click();
      await open('share', '.share-panel');
      await b.page.locator('.share-panel label', { hasText: message('share', tag, 'link') }).waitFor();
      assert.deepEqual(await fits(), { page: 0, panel: 0, wide: [] }, `share, ${tag}`);
      await screenshot(b.page, `share-375-${tag}`);
    }
  } finally {
    await b.close();
  }
});

test('German picked in the settings panel shows there at once and after a reload', async () => {
  const b = await launch({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await openPanel(b.page, 'settings', '[data-testid=settings-panel]');
    const label = (id) => b.page.getByTestId(id).locator('xpath=..');
    assert.equal((await label('free-mode').textContent()).trim(), message('settings', 'en', 'free_mode'));
    await b.page.waitForSelector('[data-testid=language-menu]');
    await b.page.evaluate(() => {
      window.panelBefore = document.querySelector('[data-testid=settings-panel]');
    });
    await b.page.getByTestId('language-menu').selectOption('de');
    const german = async () => {
      await b.page.waitForFunction(
        (text) => document.querySelector('[data-testid=free-mode]')?.parentElement.textContent.trim() === text,
        message('settings', 'de', 'free_mode'),
      );
      assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'de');
      assert.equal((await label('setting-line-size').textContent()).trim().split(/\s/)[0], message('settings', 'de', 'lines'));
      assert.equal((await b.page.getByTestId('settings-backup-link').textContent()).trim(), message('words', 'de', 'backup_link'));
      // The menu beside the panel follows too.
      assert.equal((await b.page.getByTestId('settings').textContent()).trim(), message('menu', 'de', 'settings'));
      assert.equal(await b.page.getByTestId('settings').getAttribute('title'), message('menu', 'de', 'settings'));
    };
    await german();
    // The panel was not drawn again: its texts changed in place, so the menu just used (and its
    // focus) stays where it was.
    assert.equal(await b.page.evaluate(() => window.panelBefore.isConnected), true);
    await b.page.reload();
    await hashi.ready();
    await b.page.waitForFunction((text) => document.querySelector('[data-testid=settings]')?.textContent.trim() === text, message('menu', 'de', 'settings'));
    await openPanel(b.page, 'settings', '[data-testid=settings-panel]');
    await german();
    assert.equal(await b.page.getByTestId('language-menu').inputValue(), 'de');
    await screenshot(b.page, 'settings-de-after-reload');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
