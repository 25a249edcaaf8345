// The game's languages as a player meets them: the browser's language on a first visit, a
// `?lang=` link, the language menu kept across visits, and layouts that hold at 375 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';

const server = useServer();
const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const heading = (tag) => JSON.parse(fs.readFileSync(path.join(locales, 'hub', `${tag}.json`), 'utf8')).heading;
const TAGS = ['en', 'ja', 'de', 'fr', 'es', 'pt-BR', 'zh-Hans'];

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
