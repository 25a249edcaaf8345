// No English left where a player reads another language: the hub (with a continue card and the
// daily link) and a pack puzzle with a hint open (its technique and reason) are read in English,
// then opened in the same state in each of the six other languages; any English string (with a word of two
// Latin letters, names and puzzle ids aside) found again fails. Screenshots of both states in
// every language at 375x667 are kept (`hub-<tag>.png`, `puzzle-hint-<tag>.png`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { TAGS, message } from '../lib/i18n.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = useServer();
const PUZZLE = '/hashi/p/easy-001';

/** Every visible text string, title and aria-label of the page, trimmed. */
function visibleStrings() {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const found = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    // The language menu names each language in itself.
    if (text && shown(node.parentElement) && !node.parentElement.closest('option[lang]')) found.add(text);
  }
  for (const e of document.body.querySelectorAll('[title], [aria-label]')) {
    if (!shown(e)) continue;
    for (const name of ['title', 'aria-label']) {
      const value = e.getAttribute(name)?.trim();
      if (value) found.add(value);
    }
  }
  return [...found];
}

/** Whether an English string is one a player of another language must not meet: it has a word. */
const hasWords = (text) =>
  /[A-Za-z]{2}/.test(text.replace(/\b(Hashi|Slide)\b|\b(easy|medium|hard|expert|extreme)-\d{3}\b|\d+x\d+/g, ' '));

/** Every word of the messages `tag`'s own files give: a word the language shares with English
 * (German "Zoom", French "expert") is that language's, not English left over. */
function ownWords(tag) {
  const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
  const words = new Set();
  for (const group of fs.readdirSync(locales)) {
    const file = path.join(locales, group, `${tag}.json`);
    if (!fs.existsSync(file)) continue;
    for (const value of Object.values(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      for (const text of typeof value === 'string' ? [value] : Object.values(value)) {
        for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
      }
    }
  }
  return words;
}

/** Whether `text` has a word of two Latin letters or more that `own` (the language's words)
 * lacks, names and puzzle ids aside. */
const hasForeignWord = (text, own) =>
  (text.replace(/\b(Hashi|Slide)\b|\b(easy|medium|hard|expert|extreme)-\d{3}\b|\d+x\d+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [])
    .some((word) => !own.has(word));

/** Opens the puzzle in `tag`, makes one bridge (the hub's continue card then has something to
 * show) and presses Hint twice (its technique, then its reason); returns the strings shown. */
async function puzzleWithHint(b, tag) {
  const hashi = new HashiPage(b.page, server.url);
  await hashi.open(`${PUZZLE}?lang=${tag}`);
  await b.page.waitForFunction(
    (name) => document.querySelector('[data-testid=undo]')?.getAttribute('aria-label') === name,
    message('words', tag, 'undo'),
  );
  await hashi.oneBridge();
  for (const level of [1, 2]) {
    await hashi.aid('hint');
    await b.page.waitForFunction(
      (wanted) => document.querySelector('[data-testid=hint-text]')?.dataset.level === String(wanted),
      level,
    );
  }
  await screenshot(b.page, `puzzle-hint-${tag}`);
  return b.page.evaluate(visibleStrings);
}

/** The hub in `tag` with its continue card and daily link; returns the strings shown. */
async function hubWithContinue(b, tag) {
  await b.page.goto(`${server.url}/?lang=${tag}`);
  await b.page.waitForFunction((tag) => document.documentElement.lang === tag, tag);
  await b.page.getByTestId('continue-sketch').waitFor();
  await b.page.getByTestId('daily').waitFor();
  await b.page.waitForFunction(
    (name) => document.querySelector('[data-testid=continue-sketch]')?.getAttribute('aria-label') === name,
    message('hub', tag, 'position_so_far'),
  );
  await screenshot(b.page, `hub-${tag}`);
  return b.page.evaluate(visibleStrings);
}

/** Both states in `tag`, each in a fresh browser (storage of its own). */
async function statesIn(tag) {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const puzzle = await puzzleWithHint(b, tag);
    const hub = await hubWithContinue(b, tag);
    assert.deepEqual(b.errors, [], tag);
    return { puzzle, hub };
  } finally {
    await b.close();
  }
}

test('no English string of the hub or a puzzle with a hint open is left in any other language', async () => {
  const english = await statesIn('en');
  for (const state of ['puzzle', 'hub']) {
    assert.ok(english[state].filter(hasWords).length > 10, `${state}: ${english[state]}`);
  }
  for (const tag of TAGS.filter((t) => t !== 'en')) {
    const shown = await statesIn(tag);
    for (const state of ['puzzle', 'hub']) {
      const own = ownWords(tag);
      const left = english[state]
        .filter(hasWords)
        .filter((text) => shown[state].includes(text) && hasForeignWord(text, own));
      assert.deepEqual(left, [], `${state} in ${tag}`);
    }
  }
});
