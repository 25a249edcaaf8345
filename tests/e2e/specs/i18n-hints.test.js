// The aids' sentences in the player's language: a first visit with a Japanese browser gets
// its hints in Japanese, the pseudo-locale finds every word of an open hint in the catalog,
// and the hint line holds a 375 px phone in every language (screenshots per language).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const messages = (group, tag) => JSON.parse(fs.readFileSync(path.join(locales, group, `${tag}.json`), 'utf8'));
const TAGS = ['en', 'ja', 'de', 'fr', 'es', 'pt-BR', 'zh-Hans'];
const PUZZLE = '/hashi/p/easy-001';

/** Opens the pack puzzle and waits until the page speaks `lang`. */
async function openIn(hashi, lang, query = '') {
  await hashi.open(PUZZLE + query);
  await hashi.page.waitForFunction((tag) => document.documentElement.lang === tag, lang);
}

/** Presses Hint once and waits for the line to show the hint at `level` (1 look here, 2 the reason). */
async function press(hashi, level) {
  await hashi.aid('hint');
  await hashi.page.waitForFunction(
    (wanted) => document.querySelector('[data-testid=hint-text]')?.dataset.level === String(wanted),
    level,
  );
  return hashi.page.getByTestId('hint-text').textContent();
}

/** From a fresh board, the hint's reason: the longest thing the line says of a hint. */
async function reason(hashi) {
  await press(hashi, 1);
  return press(hashi, 2);
}

test('a first visit with a Japanese browser shows a hint in Japanese on a pack puzzle', async () => {
  const b = await launch({ locale: 'ja-JP' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await openIn(hashi, 'ja');
    const hints = { ...messages('words', 'ja'), ...messages('hints', 'ja') };
    assert.match(await press(hashi, 1), looksAt(hints));
    const said = await press(hashi, 2);
    const titles = Object.entries(messages('words', 'ja'))
      .filter(([key]) => key.startsWith('title_'))
      .map(([, title]) => title);
    assert.ok(titles.some((title) => said.startsWith(`${title}：`)), said);
    assert.ok(said.endsWith(hints.apply_next.replace('{reason}', '')), said);
    // Positions, the islands' numbers: nothing else is not Japanese.
    assert.doesNotMatch(said, /[A-Za-z]/);
    await screenshot(b.page, 'hint-ja');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

/**
 * What a first press says in a language's words: its look at an island (number and place,
 * alone or with the islands highlighted with it), each placeholder filled.
 */
function looksAt(hints) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const place = escape(hints.place).replace(/\\\{(row|column)\\\}/g, '\\d+');
  const pattern = (template) =>
    escape(template)
      .replace(/\\\{island\\\}/g, place)
      .replace(/\\\{(target|count)\\\}/g, '\\d+');
  const templates = [hints.look_at, ...Object.values(hints.look_at_with)];
  return new RegExp(`^(${templates.map(pattern).join('|')})$`);
}

test('the first press of Hint names the islands to look at, in every language', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    for (const tag of TAGS) {
      await openIn(hashi, tag, `?lang=${tag}`);
      const said = await press(hashi, 1);
      const hints = { ...messages('words', tag), ...messages('hints', tag) };
      assert.match(said, looksAt(hints), `${tag}: ${said}`);
      assert.notEqual(said, hints.look_here, tag);
      assert.ok((await b.page.locator('[data-testid=island].hinted').count()) > 0, tag);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the pseudo-locale finds every word of an open hint in the catalog', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await openIn(hashi, 'en-XA', '?lang=en-XA');
    for (const level of [1, 2]) {
      const text = await press(hashi, level);
      assert.match(text, /^\[.*\]$/, text);
      let rest = text;
      // Innermost first: a pseudo message filled with another is brackets within brackets.
      while (/\[[^[\]]*\]/.test(rest)) rest = rest.replace(/\[[^[\]]*\]/g, ' ');
      assert.doesNotMatch(rest, /[A-Za-z]/, `${text} leaves ${rest}`);
    }
    await screenshot(b.page, 'hint-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the hint line fits a 375 px phone in every language', async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    for (const tag of TAGS) {
      await openIn(hashi, tag, `?lang=${tag}`);
      const text = await reason(hashi);
      assert.ok(text.length > 20, `${tag}: ${text}`);
      const overflow = await b.page.evaluate(() => {
        const line = document.querySelector('[data-testid=hint-text]');
        const box = line.getBoundingClientRect();
        return {
          page: document.documentElement.scrollWidth - innerWidth,
          right: box.right > innerWidth + 0.5,
          wider: line.scrollWidth > line.clientWidth + 0.5,
          taller: line.scrollHeight > line.clientHeight + 0.5,
        };
      });
      assert.deepEqual(overflow, { page: 0, right: false, wider: false, taller: false }, `${tag}: ${text}`);
      await screenshot(b.page, `hint-375-${tag}`);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the logical path's steps and find my mistake's answer speak German", async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await openIn(hashi, 'de', '?lang=de');
    const hints = { ...messages('words', 'de'), ...messages('hints', 'de') };
    // No bridge yet: nothing to be wrong.
    await hashi.aid('mistake');
    await b.page.getByTestId('hint-text').filter({ hasText: hints.no_mistakes }).waitFor();
    const solution = await hashi.solution();
    for (const [a, c, n] of solution) await hashi.setByClicks(a, c, n);
    assert.ok(await hashi.solved());
    await b.page.getByTestId('logical-path').click();
    const text = b.page.getByTestId('path-text');
    await text.waitFor({ timeout: 20000 });
    const titles = Object.entries(messages('words', 'de'))
      .filter(([key]) => key.startsWith('title_'))
      .map(([, title]) => title);
    for (let i = 0; i < 3; i++) {
      await b.page.getByTestId('path-next').click();
      const said = await text.textContent();
      assert.ok(titles.some((title) => said.startsWith(`${title}: `)), said);
      assert.match(said, /Zeile \d+, Spalte \d+/);
      assert.doesNotMatch(said, /\b(the|bridge|row|column|island)\b/);
    }
    await screenshot(b.page, 'path-de');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
