// Launching Debian's chromium through playwright-core, one fresh profile per context.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
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
 * The page error a context launched with `serviceWorkers: 'block'` gets: Playwright makes
 * `register()` resolve to undefined, which no browser does, and the app reads a field of it.
 * Only tests that block service workers (to see every request, or to route chunk requests)
 * filter it out.
 */
export const BLOCKED_SW_ERROR = "Cannot read properties of undefined (reading 'waiting')";

/** A browser context with an empty profile; `errors` collects page errors and console errors. */
export async function launch(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args,
    ...options,
  });
  const errors = [];
  const watch = (page) => {
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot under tests/e2e/artifacts/ (ignored by git). */
export async function screenshot(page, name) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
