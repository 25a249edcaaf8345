// The learn page and the drills in the game's languages: the pseudo-locale finds no text,
// title, label or placeholder of the tutorial's first step (its verdict shown) or of a drill
// (a wrong and a right verdict shown) left out of the catalog; German and Japanese leave none
// of the English of the tutorial's first step on the page; the learn page and a drill fit a
// 375x667 phone in every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { TAGS, message, plainTextIn } from '../lib/i18n.js';

const server = useServer();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the project's CLI (`cargo xtask test` passes the built binary as HASHI_CLI). */
function cli(args, input) {
  const options = { encoding: 'utf8', input, cwd: root };
  return process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, options)
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], options);
}

/** Runs `fn(hashi, browser)` in a fresh 375x667 browser, then checks no errors were logged. */
async function withPhone(fn) {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    await fn(new HashiPage(b.page, server.url), b);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
}

/** Taps `a` then `b` from a clear selection: one step of the pair's bridges. */
async function tap(hashi, a, b) {
  await hashi.page.keyboard.press('Escape');
  await hashi.island(a).click();
  await hashi.island(b).click();
}

/** The page's heading, once it reads `text`. */
async function headingReads(page, text) {
  await page.waitForFunction((t) => document.querySelector('.learn h1')?.textContent === t, text);
}

/** The drill page's heading for `technique` in `tag`. */
const drillHeading = (tag, technique) =>
  message('drill', tag, 'heading').replace('{technique}', message('words', tag, `title_${technique}`));

/** Waits for the pseudo-locale's catalog: the page's heading bracketed. */
async function pseudo(page) {
  await page.waitForFunction(
    () => document.documentElement.lang === 'en-XA' && document.querySelector('.learn h1')?.textContent.startsWith('['),
  );
}

const check = async (page, root, what) => assert.deepEqual(await page.evaluate(plainTextIn, root), [], what);

/**
 * Makes a wrong move in the drill on screen: one more bridge than the solution has on a pair,
 * which the board's rules do not refuse. Returns the drill's data (the CLI's).
 */
async function wrongMove(hashi, technique) {
  const page = hashi.page;
  const drill = page.locator(`[data-testid=drill][data-technique="${technique}"]`);
  await drill.waitFor();
  await hashi.board().waitFor({ timeout: 20000 });
  const seed = await drill.getAttribute('data-seed');
  const data = JSON.parse(cli(['drill', '--technique', technique, '--seed', seed, '--json']));
  const solution = new Map(
    JSON.parse(cli(['solve', '--json', '-'], data.task)).solutions[0].bridges.map((x) => [`${x.a}-${x.b}`, x.count]),
  );
  const pairs = await page.$$eval('[data-testid=bridge]', (els) =>
    els.map((e) => [e.dataset.a, e.dataset.b, e.dataset.count]),
  );
  for (const [a, c, count] of pairs) {
    const now = Number(count);
    if (now >= 2 || now < (solution.get(`${a}-${c}`) ?? 0)) continue;
    const ends = [a, c].map((p) => p.split(',').map(Number));
    if (await hashi.tapJudged(...ends, '[data-testid=drill-result][data-verdict=wrong]')) return data;
  }
  assert.fail(`${technique}: no wrong move was judged`);
}

/** "0,0-0,2=1" as [[0, 0], [0, 2]]. */
const ends = (text) =>
  text
    .split('=')[0]
    .split('-')
    .map((p) => p.split(',').map(Number));

test('the pseudo-locale marks every string of the tutorial and of a drill with its verdicts', async () => {
  await withPhone(async (hashi, b) => {
    const page = b.page;
    await page.goto(`${server.url}/hashi/learn?lang=en-XA`);
    await pseudo(page);
    await page.locator('[data-testid=tutorial-step][data-step="1"]').waitFor();
    await hashi.board().waitFor();
    await check(page, '[data-testid=learn-page]', 'the learn page');
    await tap(hashi, [0, 0], [0, 2]);
    await page.locator('[data-testid=tutorial-result][data-verdict=right]').waitFor({ timeout: 20000 });
    await check(page, '[data-testid=learn-page]', 'the first step answered');
    await screenshot(page, 'learn-375-en-XA');

    await page.goto(`${server.url}/hashi/learn/capacity?lang=en-XA`);
    await pseudo(page);
    const data = await wrongMove(hashi, 'capacity');
    await check(page, '[data-testid=drill]', 'a wrong verdict');
    await tap(hashi, ...ends(data.forced[0]));
    await page.locator('[data-testid=drill-result][data-verdict=right]').waitFor({ timeout: 20000 });
    await check(page, '[data-testid=drill]', 'a right verdict');
    await screenshot(page, 'drill-375-en-XA');

    await page.goto(`${server.url}/hashi/learn/guessing?lang=en-XA`);
    await page.waitForFunction(() => document.querySelector('[data-testid=unknown-technique] h1')?.textContent.startsWith('['));
    await check(page, '[data-testid=unknown-technique]', 'an unknown technique');
  });
});

/** The visible text of the learn page's first step, string by string. */
function textsOf() {
  const texts = [];
  const walker = document.createTreeWalker(document.querySelector('[data-testid=learn-page]'), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && node.parentElement.checkVisibility()) texts.push(text);
  }
  return texts;
}

test('German and Japanese leave no English on the tutorial\'s first step', async () => {
  await withPhone(async (hashi, b) => {
    const page = b.page;
    await page.goto(`${server.url}/hashi/learn?lang=en`);
    await headingReads(page, message('learn', 'en', 'heading'));
    await page.locator('[data-testid=tutorial-step][data-step="1"]').waitFor();
    // Strings with a word in them; the game's name is a name in every language.
    const english = (await page.evaluate(textsOf)).filter((t) => /[A-Za-z]{2}/.test(t.replace(/\bHashi\b/g, '')));
    assert.ok(english.length > 20, `only ${english.length} English strings`);
    for (const tag of ['de', 'ja']) {
      await page.goto(`${server.url}/hashi/learn?lang=${tag}`);
      await headingReads(page, message('learn', tag, 'heading'));
      await page.locator('[data-testid=tutorial-step][data-step="1"]').waitFor();
      // A technique whose name is the same word in this language ("Isolation") is a name.
      const names = new Set(['crossing', 'capacity', 'every_direction', 'no_loop', 'isolation', 'connectivity', 'lookahead'].map((t) => message('words', tag, `title_${t}`)));
      const shown = (await page.evaluate(textsOf)).join('\n');
      const left = english.filter((t) => !names.has(t) && shown.includes(t));
      assert.deepEqual(left, [], tag);
      await screenshot(page, `learn-first-step-${tag}`);
    }
  });
});

/** What runs off the screen or out of its own box inside `root` (a selector). */
function overflowIn(root) {
  const wide = [];
  for (const e of document.querySelectorAll(`${root}, ${root} *`)) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || getComputedStyle(e).visibility === 'hidden') continue;
    const name = e.dataset.testid || e.id || e.className?.baseVal || e.className || e.tagName;
    if (r.right > innerWidth + 0.5 || r.left < -0.5) wide.push(`${name} off screen`);
    if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) wide.push(`${name} overflows`);
  }
  return { page: document.documentElement.scrollWidth - innerWidth, wide };
}

test('the learn page and a drill with its verdict fit a 375x667 phone in every language', async () => {
  await withPhone(async (hashi, b) => {
    const page = b.page;
    for (const tag of TAGS) {
      await page.goto(`${server.url}/hashi/learn?lang=${tag}`);
      await headingReads(page, message('learn', tag, 'heading'));
      await page.locator('[data-testid=tutorial-step][data-step="1"]').waitFor();
      await hashi.board().waitFor();
      await tap(hashi, [0, 0], [0, 2]);
      await page.locator('[data-testid=tutorial-result][data-verdict=right]').waitFor({ timeout: 20000 });
      assert.deepEqual(await page.evaluate(overflowIn, '[data-testid=learn-page]'), { page: 0, wide: [] }, `learn ${tag}`);
      await screenshot(page, `learn-375-${tag}`);

      await page.goto(`${server.url}/hashi/learn/every-direction?lang=${tag}`);
      await headingReads(page, drillHeading(tag, 'every_direction'));
      await hashi.board().waitFor({ timeout: 20000 });
      await page.getByTestId('drill-show').click();
      await page.locator('[data-testid=drill-result][data-verdict=right]').waitFor({ timeout: 20000 });
      assert.deepEqual(await page.evaluate(overflowIn, '[data-testid=drill]'), { page: 0, wide: [] }, `drill ${tag}`);
      await screenshot(page, `drill-375-${tag}`);
    }
  });
});
