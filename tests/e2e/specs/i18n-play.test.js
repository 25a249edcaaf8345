// The Hashi play screen in the game's languages: the pseudo-locale finds no text of the top bar,
// the toolbar, the menu sheet, the board's names, the help, the pause cover and the daily page
// left out of the catalog; the bar and its sheet fit a 375 px phone in every language; a
// `?lang=fr` link opens the puzzle in French, and German picked in the settings changes the
// toolbar's words in place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { TAGS, message, plainTextIn } from '../lib/i18n.js';

const server = useServer();

/** Waits until the toolbar speaks `tag` (its Undo button's name). */
async function toolbarIn(page, tag) {
  await page.waitForFunction(
    (name) => document.querySelector('[data-testid=undo]')?.getAttribute('aria-label') === name,
    message('words', tag, 'undo'),
  );
}

test('the pseudo-locale marks every string of the play screen, its help, pause and daily page', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001?lang=en-XA');
    await b.page.waitForFunction(() => document.documentElement.lang === 'en-XA' && document.querySelector('[data-testid=undo]')?.getAttribute('aria-label').startsWith('['));
    const check = async (root, what) => assert.deepEqual(await b.page.evaluate(plainTextIn, root), [], what);
    // A bridge: the islands' names and the announcement then have something to say.
    await hashi.oneBridge();
    await b.page.getByTestId('live-region').filter({ hasText: /\[/ }).waitFor();
    await check('.top-bar, .zoom-controls, [data-testid=board], [data-testid=status], .puzzle-info, [data-testid=live-region]', 'the play screen');
    await b.page.getByTestId('check').click();
    await check('[data-testid=check], [data-testid=live-region]', 'Check on');

    // The menu sheet, opened as a phone shows it.
    await b.page.getByTestId('menu').click();
    await b.page.locator('#more-controls.open [data-testid=mistake]').waitFor();
    await check('.top-bar', 'the menu sheet');
    await screenshot(b.page, 'play-menu-375-en-XA');

    // The keys' help, opened from the sheet.
    await b.page.getByTestId('keys').click();
    await b.page.getByTestId('help').waitFor();
    await check('[data-testid=help]', 'the help');
    await b.page.locator('[data-testid=help] button').click();

    // The pause cover.
    await b.page.getByTestId('menu').click();
    await b.page.getByTestId('pause-button').click();
    await b.page.getByTestId('pause-cover').waitFor();
    await check('[data-testid=pause-cover]', 'the pause cover');
    await b.page.getByTestId('pause-resume').click();

    // The daily page: its panel and calendar, and the bar above its board.
    await b.page.goto(`${server.url}/hashi/daily?lang=en-XA`);
    await b.page.waitForFunction(() => document.querySelector('.daily-panel h2')?.textContent.startsWith('['), null, { timeout: 60000 });
    await b.page.waitForSelector('[data-testid=calendar] a');
    await check('.daily-panel, .top-bar, [data-testid=status]', 'the daily page');
    await screenshot(b.page, 'daily-375-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the top bar, the toolbar and the menu sheet fit a 375 px phone in every language', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    for (const tag of TAGS) {
      await hashi.open(`/hashi/p/easy-001?lang=${tag}`);
      await toolbarIn(b.page, tag);
      await b.page.getByTestId('menu').click();
      await b.page.waitForFunction(
        (text) => document.querySelector('#more-controls.open [data-testid=mistake]')?.textContent.trim() === text,
        message('menu', tag, 'mistake'),
      );
      // Nothing runs off the screen, and nothing's content runs out of its own box.
      const overflow = await b.page.evaluate(() => {
        const wide = [];
        for (const e of document.querySelectorAll('.top-bar, .top-bar *')) {
          const r = e.getBoundingClientRect();
          if (r.width === 0 || getComputedStyle(e).visibility === 'hidden') continue;
          const name = e.dataset.testid || e.id || e.className?.baseVal || e.className || e.tagName;
          if (r.right > innerWidth + 0.5 || r.left < -0.5) wide.push(`${name} off screen`);
          if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1 && !e.matches('.more, #more-controls')) wide.push(`${name} overflows`);
        }
        return { page: document.documentElement.scrollWidth - innerWidth, wide };
      });
      assert.deepEqual(overflow, { page: 0, wide: [] }, tag);
      await screenshot(b.page, `play-menu-375-${tag}`);
    }
  } finally {
    await b.close();
  }
});

test('a ?lang=fr puzzle link opens in French, and German picked in the settings changes the toolbar', async () => {
  const b = await launch({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001?lang=fr');
    await toolbarIn(b.page, 'fr');
    assert.equal(await b.page.getByTestId('hint').getAttribute('title'), message('play', 'fr', 'hint_title'));
    assert.equal((await b.page.getByTestId('zoom-fit').textContent()).trim(), message('play', 'fr', 'fit'));
    assert.equal((await b.page.getByTestId('status').textContent()).trim(), message('play', 'fr', 'join'));
    await b.page.getByTestId('settings').click();
    await b.page.waitForSelector('[data-testid=language-menu]');
    await b.page.getByTestId('language-menu').selectOption('de');
    await toolbarIn(b.page, 'de');
    const check = await b.page.getByTestId('check').getAttribute('aria-label');
    assert.ok([message('play', 'de', 'check'), message('play', 'de', 'hide_errors')].includes(check), check);
    assert.equal((await b.page.getByTestId('zoom-fit').textContent()).trim(), message('play', 'de', 'fit'));
    assert.equal((await b.page.getByTestId('mistake').textContent()).trim(), message('menu', 'de', 'mistake'));
    assert.equal((await b.page.getByTestId('status').textContent()).trim(), message('play', 'de', 'join'));
    await screenshot(b.page, 'play-de-after-fr-link');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a save set aside is said in the language, which may come after the board', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/');
    await b.page.evaluate(() => {
      localStorage.setItem('hashi:v1:save:p/easy-006', '{"save": 12, "garbage": true');
      localStorage.setItem('hashi:v1:slide:save', '{"not": "a board"');
    });
    // What each sentence says before the reader's own reason, which stays English.
    const opening = (group) => message(group, 'de', 'save_unreadable').split('{why}')[0];
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-006?lang=de');
    await toolbarIn(b.page, 'de');
    const notice = b.page.getByTestId('notice').first();
    await b.page.waitForFunction(
      (start) => document.querySelector('[data-testid=notice]')?.textContent.startsWith(start),
      opening('play'),
    );
    assert.ok((await notice.textContent()).startsWith(opening('play')));
    await b.page.goto(`${server.url}/slide?lang=de`);
    await b.page.waitForFunction(
      (start) => document.querySelector('[data-testid=notice]')?.textContent.startsWith(start),
      opening('slide_page'),
    );
    await screenshot(b.page, 'slide-save-set-aside-de');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

/** Waits until the problem page says something and all of it is the catalog's. */
async function problemWorded(page, what) {
  const notice = page.locator('.problem [data-testid=notice]');
  await notice.filter({ hasText: /\S/ }).waitFor({ timeout: 30000 });
  let left = [];
  for (const start = Date.now(); Date.now() - start < 30000; await page.waitForTimeout(100)) {
    left = await page.evaluate(plainTextIn, '.problem');
    if (left.length === 0) return;
  }
  assert.deepEqual(left, [], `${what}: all of it in the catalog's words`);
}

test('every refusal of an address, and a link from another generator, is worded in the language', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    // Each kind of refusal, among them those that quote what the core could not read (a date,
    // rules, a puzzle's text) in the parse chunk's words.
    const routes = [
      '/hashi/p/easy-999',
      '/hashi/daily/2099-01-01',
      '/hashi/daily/2026-02-30',
      '/hashi/g/simple/7x7/1',
      '/hashi/g/easy/seven/1',
      '/hashi/g/easy/7x7/x1',
      '/hashi/g/easy/7x7/1?rules=m3q',
      '/hashi/i/3x1:9a9',
      '/nowhere',
    ];
    for (const route of routes) {
      await b.page.goto(`${server.url}${route}${route.includes('?') ? '&' : '?'}lang=en-XA`);
      await problemWorded(b.page, route);
    }
    // In German, the date's problem is said in German words, with its numbers.
    await b.page.goto(`${server.url}/hashi/daily/2026-02-30?lang=de`);
    await b.page.locator('.problem [data-testid=notice]').filter({ hasText: '28 Tage, nicht 30' }).waitFor({ timeout: 30000 });
    await screenshot(b.page, 'problem-date-de');
    await b.page.goto(`${server.url}/hashi/i/3x1:9a9?lang=ja`);
    await b.page.locator('.problem h1').filter({ hasText: message('shell', 'ja', 'problem_title') }).waitFor({ timeout: 30000 });
    // The broken puzzle's text is said in Japanese too: no English word is left once it is.
    await b.page.waitForFunction(() => {
      const said = document.querySelector('.problem [data-testid=notice]')?.textContent ?? '';
      return said.length > 0 && !/[A-Za-z]{3,}/.test(said);
    }, null, { timeout: 30000 });
    await screenshot(b.page, 'problem-link-ja');

    // A generated link made by another generator version: its notice above the board.
    await b.page.goto(`${server.url}/hashi/g/easy/7x7/3?v=1&lang=en-XA`);
    await b.page.locator('.notices [data-testid=notice]').filter({ hasText: /^\[/ }).waitFor({ timeout: 60000 });
    assert.deepEqual(await b.page.evaluate(plainTextIn, '.notices'), [], 'the generator-version notice');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a pack that cannot be downloaded is said in the language, its reason too, and Retry opens the puzzle', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const pack = '**/packs/easy*.json';
    await b.page.route(pack, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await b.page.goto(`${server.url}/hashi/p/easy-001?lang=de`);
    const failed = b.page.getByTestId('pack-failed');
    const band = message('words', 'de', 'band_easy');
    const said = message('shell', 'de', 'pack_not_downloaded')
      .replace('{band}', band)
      .replace('{why}', message('shell', 'de', 'fetch_status').replace('{status}', '404'));
    await failed.getByTestId('notice').filter({ hasText: said }).waitFor({ timeout: 30000 });
    await screenshot(b.page, 'pack-failed-de');
    assert.equal(await failed.locator('h1').textContent(), message('play', 'de', 'not_here'));
    await b.page.unroute(pack);
    await failed.getByTestId('pack-retry').click();
    await b.page.locator('[data-testid=board] .island').first().waitFor({ timeout: 30000 });
  } finally {
    await b.close();
  }
});
