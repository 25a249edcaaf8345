// Settings in several tabs: a change made in one tab shows in every other open tab at once,
// whatever page it is on (the hub, a puzzle, Slide), and a tab that missed a change never writes
// older settings over it: it takes the newer ones in first, with its own change on top.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { SlidePage } from '../lib/slide-page.js';
import { message } from '../lib/i18n.js';

const server = useServer();

/** Waits until `page` shows the theme `name` ('system' when it follows the system's). */
const themeIs = (page, name) =>
  page.waitForFunction((name) => (document.documentElement.dataset.theme ?? 'system') === name, name);

/** Waits until `page` speaks the language `tag`. */
const languageIs = (page, tag) => page.waitForFunction((tag) => document.documentElement.lang === tag, tag);

/** The settings as stored now. */
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('hashi:v1:settings')));

/** The hub, a puzzle and Slide, in three pages of one browser (one storage). */
async function threeTabs() {
  const b = await launch({ colorScheme: 'light', locale: 'en-US' });
  const hub = b.page;
  const hashi = new HashiPage(await b.context.newPage(), server.url);
  const slide = new SlidePage(await b.context.newPage(), server.url);
  // Registered before the app's own listener, so that a test can make the puzzle's tab deaf
  // (a tab asleep, or frozen by the browser, hears nothing).
  await hashi.page.addInitScript(() => {
    window.__deaf = false;
    window.addEventListener('storage', (event) => {
      if (window.__deaf) event.stopImmediatePropagation();
    });
  });
  await hub.goto(server.url + '/');
  await hub.getByTestId('language-menu').waitFor();
  await hashi.open('/hashi/p/easy-001');
  await slide.open('/slide');
  return { b, hub, hashi, slide };
}

/** A page opened after the others, once `board` shows: it starts from what is stored. */
async function later(b, route, board) {
  const page = await b.context.newPage();
  await page.goto(server.url + route);
  await page.getByTestId(board).waitFor();
  return page;
}

test('a setting changed in one tab shows in every other tab at once, on any page', async () => {
  const { b, hub, hashi, slide } = await threeTabs();
  try {
    await hub.getByTestId('language-menu').selectOption('fr');
    await languageIs(hashi.page, 'fr');
    await languageIs(slide.page, 'fr');
    // The puzzle's own words follow, without a reload.
    await hashi.page.waitForFunction(
      (text) => document.querySelector('[data-testid=settings]')?.textContent.trim() === text,
      message('menu', 'fr', 'settings'),
    );
    // And back the other way: the theme set on the puzzle reaches the hub and Slide.
    await hashi.page.getByTestId('theme').click();
    await themeIs(hashi.page, 'light');
    await themeIs(hub, 'light');
    await themeIs(slide.page, 'light');
    await hashi.page.getByTestId('theme').click();
    await themeIs(hub, 'dark');
    await themeIs(slide.page, 'dark');
    await screenshot(slide.page, 'settings-two-tabs-slide');
    // Nobody wrote an older copy back: the stored settings hold both changes.
    const settings = await stored(hub);
    assert.equal(settings.language, 'fr');
    assert.equal(settings.theme, 'dark');
    assert.equal(settings.revision, 3);
    const fresh = await later(b, '/hashi/p/easy-001', 'board');
    await themeIs(fresh, 'dark');
    await languageIs(fresh, 'fr');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a tab that missed a change takes it in before writing, and keeps its own change on top', async () => {
  const { b, hub, hashi, slide } = await threeTabs();
  try {
    await hashi.page.evaluate(() => {
      window.__deaf = true;
    });
    await hub.getByTestId('language-menu').selectOption('de');
    await languageIs(slide.page, 'de');
    // The deaf tab still speaks English; its theme change does not write English back over
    // German: it takes the German in, with its light theme on top.
    assert.equal(await hashi.page.evaluate(() => document.documentElement.lang), 'en');
    await hashi.page.getByTestId('theme').click();
    await languageIs(hashi.page, 'de');
    await themeIs(hashi.page, 'light');
    await themeIs(hub, 'light');
    await themeIs(slide.page, 'light');
    await languageIs(hub, 'de');
    // Again, the other way round: the hub changes the language, the deaf tab the theme.
    await hub.getByTestId('language-menu').selectOption('es');
    await languageIs(slide.page, 'es');
    await hashi.page.getByTestId('theme').click();
    await themeIs(hashi.page, 'dark');
    await languageIs(hashi.page, 'es');
    await themeIs(hub, 'dark');
    await languageIs(hub, 'es');
    const settings = await stored(hub);
    assert.deepEqual([settings.language, settings.theme, settings.revision], ['es', 'dark', 4]);
    // A page opened after all of it sees the newest.
    const fresh = await later(b, '/slide', 'slide-board');
    await themeIs(fresh, 'dark');
    await languageIs(fresh, 'es');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('settings stored before revisions still load, and the next change stores a revision', async () => {
  const b = await launch({ colorScheme: 'light', locale: 'en-US' });
  try {
    await b.page.goto(server.url + '/');
    await b.page.evaluate(() =>
      localStorage.setItem('hashi:v1:settings', '{"theme":"contrast","language":"ja","show_pips":true}'),
    );
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await themeIs(b.page, 'contrast');
    await languageIs(b.page, 'ja');
    await b.page.getByTestId('theme').click();
    await themeIs(b.page, 'system');
    const settings = await stored(b.page);
    assert.deepEqual([settings.revision, settings.theme, settings.language, settings.show_pips], [1, null, 'ja', true]);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
