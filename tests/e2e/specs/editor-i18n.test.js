// The puzzle editor and the Import panel in the game's languages: under the pseudo-locale no text,
// title, label or placeholder of the editor (a verdict of several solutions with its suggestion,
// one of exactly one, a copy that could not be read, the list of drafts) or of the Import panel
// (a parse error shown) is left out of the catalog; in German and Japanese none of the editor's
// English strings remains; and both fit a 375x667 phone in every language, with a screenshot
// per language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { TAGS, message, plainTextIn } from '../lib/i18n.js';

const server = useServer();

/** A 5x5 square of 3s: doubles along the top and bottom, or along the sides. */
const SEVERAL = '5x5:3b3k3b3f';
/** Two 1s in a row: one bridge, one solution. */
const UNIQUE = '5x5:1c1t';
/** A matrix with a 9 in it: no cell, at line 2, column 3. */
const BROKEN_MATRIX = '1 0 2\n0 9 0\n2 0 1\n';

/** Opens the editor on a copy of `task` in `lang`, once its heading speaks the language. */
async function openCopy(page, task, lang) {
  await page.goto(`${server.url}/hashi/edit?from=${encodeURIComponent(task)}&lang=${lang}`);
  await headingIn(page, lang);
}

/** Waits until the editor's heading is in `lang` (bracketed for the pseudo-locale). */
async function headingIn(page, lang) {
  await page.waitForFunction(
    (wanted) => {
      const text = document.querySelector('[data-testid=editor] h1')?.textContent;
      return text !== undefined && (wanted === null ? text.startsWith('[') : text === wanted);
    },
    lang === 'en-XA' ? null : message('editor', lang, 'heading'),
    { timeout: 30000 },
  );
}

/** Waits until the status line judges the draft on screen as `status`. */
async function statusIs(page, status) {
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid=editor-status]')?.dataset.status === s,
    status,
    { timeout: 20000 },
  );
}

/** Opens the Import panel from the play screen's menu (behind the sheet's button on a phone). */
async function openImport(page) {
  const menu = page.getByTestId('menu');
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('import').click();
  await page.getByTestId('import-panel').waitFor();
}

/** Pastes `text` in the Import panel, presses Open and waits for the error's sentence. */
async function importFails(page, text) {
  await page.getByTestId('import-text').fill(text);
  await page.getByTestId('import-open').click();
  await page.waitForFunction(() => {
    const error = document.querySelector('[data-testid=import-error]');
    return error && !error.hidden && error.textContent.trim().length > 0;
  });
}

/** What inside `root` runs off a 375 px screen or out of its own box, and the page's overflow. */
function overflowIn(root) {
  const wide = [];
  for (const e of document.querySelectorAll(`${root}, ${root} *`)) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || getComputedStyle(e).visibility === 'hidden') continue;
    const name = `${e.tagName}.${e.dataset?.testid || e.id || e.className?.baseVal || e.className}`;
    if (r.right > innerWidth + 0.5 || r.left < -0.5) wide.push(`${name} off screen`);
    // The board's numbers are drawn, not boxes of text; a field scrolls its own value (the
    // share link, a pasted puzzle): only the other HTML boxes can clip the page's words.
    if (e instanceof SVGElement || e.matches('input, textarea')) continue;
    if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) wide.push(`${name} overflows`);
  }
  return { page: document.documentElement.scrollWidth - innerWidth, wide };
}

/**
 * Every string a player reads or hears in `root`: its visible text nodes, and its titles,
 * labels and placeholders.
 */
function stringsIn(root) {
  const found = new Set();
  const element = document.querySelector(root);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && node.parentElement.checkVisibility()) found.add(text);
  }
  for (const e of [element, ...element.querySelectorAll('*')]) {
    for (const name of ['title', 'aria-label', 'placeholder']) {
      const value = e.getAttribute(name);
      if (value) found.add(value.trim());
    }
  }
  return [...found];
}

/** `strings` with a word in them (two letters or more), names and sizes taken out. */
const worded = (strings) =>
  strings.filter((s) => /[A-Za-z]{2}/.test(s.replace(/\bHashi\b|\d+x\d+/g, ' ')));

test('the pseudo-locale marks every string of the editor and of the Import panel', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const check = async (root, what) => assert.deepEqual(await b.page.evaluate(plainTextIn, root), [], what);
    // Several solutions, with the suggestion that removes the ambiguity.
    await openCopy(b.page, SEVERAL, 'en-XA');
    await statusIs(b.page, 'several');
    await b.page.getByTestId('editor-suggestion').waitFor();
    await b.page.locator('[data-testid=editor-draft] .muted').filter({ hasText: /\[/ }).first().waitFor();
    await check('[data-testid=editor]', 'several solutions');
    // The other tool's help, and a bridge the draft refuses (two islands not in line).
    await b.page.getByTestId('editor-tool-bridges').click();
    await b.page.locator('[data-testid=editor-island][data-pos="0,0"]').click();
    await b.page.locator('[data-testid=editor-island][data-pos="3,3"]').click();
    await b.page.locator('.editor-status-area .error:not([hidden])').filter({ hasText: /\[/ }).waitFor();
    await check('[data-testid=editor]', 'the bridges tool and a refused bridge');
    await b.page.getByTestId('editor-tool-numbers').click();
    // Exactly one solution, shared.
    await openCopy(b.page, UNIQUE, 'en-XA');
    await statusIs(b.page, 'unique');
    await b.page.getByTestId('editor-share').click();
    await b.page.getByTestId('editor-share-url').waitFor();
    await check('[data-testid=editor]', 'one solution');
    await screenshot(b.page, 'editor-375-en-XA');
    // A copy that cannot be read: the parse error's words come from their own chunk.
    await b.page.goto(`${server.url}/hashi/edit?from=zz&lang=en-XA`);
    await headingIn(b.page, 'en-XA');
    await b.page.getByTestId('editor-note').filter({ hasText: /\[/ }).waitFor();
    await check('[data-testid=editor]', 'a copy that cannot be read');

    // The Import panel with a parse error shown.
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001?lang=en-XA');
    await b.page.waitForFunction(() => document.documentElement.lang === 'en-XA');
    await openImport(b.page);
    await b.page.waitForFunction(() => document.querySelector('[data-testid=import-open]')?.textContent.trim().startsWith('['));
    await importFails(b.page, BROKEN_MATRIX);
    await check('[data-testid=import-panel]', 'the Import panel');
    await screenshot(b.page, 'import-375-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('in German and in Japanese no English string of the editor remains', async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    /** The editor's strings with a draft of several solutions, then with one of exactly one. */
    const strings = async (lang) => {
      const all = [];
      for (const [task, status] of [[SEVERAL, 'several'], [UNIQUE, 'unique']]) {
        await openCopy(b.page, task, lang);
        await statusIs(b.page, status);
        if (status === 'several') await b.page.getByTestId('editor-suggestion').waitFor();
        all.push(...(await b.page.evaluate(stringsIn, '[data-testid=editor]')));
      }
      return all;
    };
    const english = worded(await strings('en'));
    // The verdicts, the suggestion and the list of drafts are among them.
    for (const wanted of [/^Several solutions/, /^Exactly one solution/, /to leave/, /islands$/, /^Your drafts$/]) {
      assert.ok(english.some((s) => wanted.test(s)), `${wanted} in ${JSON.stringify(english)}`);
    }
    for (const lang of ['de', 'ja']) {
      const shown = await strings(lang);
      const left = english.filter((s) => shown.some((t) => t === s || t.includes(s)));
      assert.deepEqual(left, [], lang);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the editor and the Import panel fit a 375x667 phone in every language', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    for (const tag of TAGS) {
      // Several solutions with the suggestion's sentence, the longest line.
      await openCopy(b.page, SEVERAL, tag);
      await statusIs(b.page, 'several');
      await b.page.getByTestId('editor-suggestion').waitFor();
      assert.deepEqual(await b.page.evaluate(overflowIn, '[data-testid=editor]'), { page: 0, wide: [] }, `${tag} several`);
      // Exactly one solution, rated, with its link shown.
      await openCopy(b.page, UNIQUE, tag);
      await statusIs(b.page, 'unique');
      await b.page.getByTestId('editor-share').click();
      await b.page.getByTestId('editor-share-url').waitFor();
      assert.deepEqual(await b.page.evaluate(overflowIn, '[data-testid=editor]'), { page: 0, wide: [] }, `${tag} unique`);
      await screenshot(b.page, `editor-375-${tag}`);

      await hashi.open(`/hashi/p/easy-001?lang=${tag}`);
      await openImport(b.page);
      await b.page.waitForFunction(
        (text) => document.querySelector('[data-testid=import-open]')?.textContent.trim() === text,
        message('import', tag, 'open'),
      );
      await importFails(b.page, BROKEN_MATRIX);
      const error = await b.page.getByTestId('import-error').textContent();
      assert.match(error, /2/, `${tag}: ${error}`);
      if (tag !== 'en') assert.doesNotMatch(error, /is not a cell/, `${tag}: ${error}`);
      assert.deepEqual(await b.page.evaluate(overflowIn, '[data-testid=import-panel]'), { page: 0, wide: [] }, `${tag} import`);
      await screenshot(b.page, `import-375-${tag}`);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
