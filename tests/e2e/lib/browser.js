// Debian's chromium through playwright-core: one browser per spec file, one fresh context
// (empty storage, caches and service workers) per test.
import { chromium } from 'playwright-core';
import { after } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const artifactsDir = path.resolve(here, '../artifacts');

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Under the test runner (which runs each spec file in a process of its own and sets
 * NODE_TEST_CONTEXT there), one browser serves the whole file: a context costs ~0.2 s, a
 * browser ~0.5 s more. Benchmarks start a browser per visit, as a first visit does.
 */
const sharing = Boolean(process.env.NODE_TEST_CONTEXT);
let shared = null;

/**
 * The tests drive Debian's chromium-headless-shell (the same Blink and V8 as chromium, without
 * the desktop browser around them; Playwright's own default for headless runs): the suite took
 * 313 s with it against 472-508 s with the full browser on 2 cores, every test passing in both.
 * What measures a first visit as a player's browser makes it (the byte budgets, whose count
 * includes the icon the full browser fetches and the shell does not, and the benchmarks) keeps
 * the full one, as does a machine without the shell.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
const testBrowser = process.env.CHROMIUM ?? (sharing && fs.existsSync(SHELL) ? SHELL : FULL);
const playerBrowser = process.env.CHROMIUM ?? FULL;

function startBrowser(executablePath) {
  return chromium.launch({
    executablePath,
    headless: true,
    args,
  });
}

if (sharing) {
  after(async () => {
    if (shared) await (await shared).close();
  });
}

/**
 * A fresh browser context (as a first visit sees the site: nothing stored, cached or
 * registered); `errors` collects page errors and console errors.
 *
 * Service workers are off unless a test asks for them (`serviceWorkers: 'allow'`): on a first
 * visit the worker precaches every file of the build (~390), which cost each context ~2 s of
 * CPU (measured: 84 -> 59 s of CPU for five spec files) in the background of tests that are not
 * about it. The specs about offline play, updates and the Content-Security-Policy turn it on,
 * and the offline spec opens every route through it. `asPlayer` starts a full browser of its
 * own for the context.
 */
export async function launch(options = {}, { asPlayer = false } = {}) {
  const own = asPlayer || !sharing;
  const browser = own
    ? await startBrowser(asPlayer ? playerBrowser : testBrowser)
    : await (shared ??= startBrowser(testBrowser));
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const errors = [];
  const watch = (page) => {
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  };
  context.on('page', watch);
  const page = await context.newPage();
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      if (own) await browser.close();
    },
  };
}

/** Saves a screenshot under tests/e2e/artifacts/ (ignored by git). */
export async function screenshot(page, name) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
