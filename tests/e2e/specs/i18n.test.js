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
const heading = (tag) => JSON.parse(fs.readFileSync(path.join(locales, `${tag}.json`), 'utf8')).hub_heading;
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
