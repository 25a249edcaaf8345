// Everyone can play: axe-core finds no WCAG 2.2 AA or best-practice violation on any route, in
// light and dark colour schemes, at a phone's and a desk's width, with its panels closed and
// open; and no page scrolls sideways at any common width, with its menu or panel open or not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';
import { BOARD } from '../lib/budget.js';

const server = useServer();
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules switched off, each with the reason it does not apply. Add one only with a reason a
 * reviewer can check.
 */
const DISABLED_RULES = {};

const SCHEMES = ['light', 'dark'];
const AUDIT_WIDTHS = [375, 1280];
const SWEEP_WIDTHS = [320, 375, 768, 1024, 1280, 1440, 2560];
const HEIGHT = 800;

/** Whether `page` shows the control with test id `id`. */
const shows = (page, id) => page.getByTestId(id).isVisible();

/**
 * A Hashi puzzle page's panels: the menu's sheet (only where the bar hides its controls behind
 * the menu button) and the settings panel. `open` answers whether the panel exists at the
 * page's width; it leaves an open panel as it is.
 */
const PUZZLE_PANELS = [
  {
    name: 'menu sheet',
    open: async (page) => {
      if (!(await shows(page, 'menu'))) return false;
      await page.getByTestId('menu').click();
      await page.locator('#more-controls.open [data-testid=settings]').waitFor();
      return true;
    },
    close: async (page) => {
      await page.locator('.menu-backdrop').click({ position: { x: 5, y: 5 } });
      await page.locator('#more-controls:not(.open)').waitFor({ state: 'attached' });
    },
  },
  {
    name: 'settings panel',
    open: async (page) => {
      if (await shows(page, 'settings-panel')) return true;
      if (!(await shows(page, 'settings'))) await page.getByTestId('menu').click();
      await page.getByTestId('settings').click();
      await page.getByTestId('settings-panel').waitFor();
      return true;
    },
  },
];

const SLIDE_PANELS = [
  {
    name: 'challenge dialog',
    open: async (page) => {
      if (!(await shows(page, 'challenge-dialog'))) await page.getByTestId('new-challenge').click();
      await page.getByTestId('challenge-dialog').waitFor();
      return true;
    },
  },
];

/** Solves the open pack puzzle by clicks and opens Replay of the solve. */
async function openReplay(page) {
  const hashi = new HashiPage(page, server.url);
  await hashi.ready();
  for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
  await page.getByTestId('celebration').waitFor();
  await page.getByTestId('replay').click();
  await page.getByTestId('replay-panel').waitFor();
}

const puzzleReady = async (page) => new HashiPage(page, server.url).ready();

/** Pauses the open puzzle: the board gives way to the pause screen. */
async function pause(page) {
  await puzzleReady(page);
  // On a phone the button is in the menu's sheet.
  if (!(await shows(page, 'pause-button'))) await page.getByTestId('menu').click();
  await page.getByTestId('pause-button').click();
  await page.getByTestId('pause-resume').waitFor();
}

/** Waits for a challenge link's claim beside the board. */
async function challenged(page) {
  await puzzleReady(page);
  await page.getByTestId('challenge-claim').waitFor();
}

/** Every route, how to tell it is up, and the panels it can open. */
const ROUTES = [
  { name: 'hub', route: '/', ready: '[data-testid=pack-easy]' },
  { name: 'pack puzzle', route: '/hashi/p/easy-001', prepare: puzzleReady, panels: PUZZLE_PANELS },
  {
    name: 'generated puzzle',
    route: '/hashi/g/medium/10x10/7',
    prepare: puzzleReady,
    panels: PUZZLE_PANELS,
  },
  { name: 'daily', route: '/hashi/daily', prepare: puzzleReady, panels: PUZZLE_PANELS },
  {
    name: 'import',
    route: '/hashi/i/7x7:a2b4a2g1c5i2a3a7a4g1c3b',
    prepare: puzzleReady,
    panels: PUZZLE_PANELS,
  },
  { name: 'editor', route: '/hashi/edit', ready: '[data-testid=editor-board]' },
  { name: 'learn', route: '/hashi/learn', ready: '[data-testid=learn-page]' },
  { name: 'drill', route: '/hashi/learn/capacity', ready: `[data-testid=drill] ${BOARD}` },
  { name: 'replay', route: '/hashi/p/easy-002', prepare: openReplay, panels: PUZZLE_PANELS },
  { name: 'paused puzzle', route: '/hashi/p/easy-003', prepare: pause },
  { name: 'challenge link', route: '/hashi/p/easy-004?challenge=192s-0h-Alex', prepare: challenged },
  { name: 'your progress', route: '/backup', ready: '[data-testid=backup-page]' },
  { name: 'embed', route: '/embed/hashi/p/easy-005', ready: `[data-testid=embed] ${BOARD}` },
  { name: 'slide', route: '/slide', ready: '[data-testid=slide-board]', panels: SLIDE_PANELS },
  { name: 'not found', route: '/nope', ready: 'h1' },
  { name: 'bad puzzle link', route: '/hashi/p/no-such-puzzle', ready: 'h1' },
];

/** Opens `spec.route` in a fresh context and waits until it is whole. */
async function openRoute(spec, width) {
  // The app's Content-Security-Policy allows no inline script, and axe is injected as one.
  // Reduced motion: a panel or progress line caught mid fade-in would be measured at a
  // passing opacity, and its colours are judged as they settle, not on the way.
  const b = await launch({ viewport: { width, height: HEIGHT }, bypassCSP: true, reducedMotion: 'reduce' });
  await b.page.goto(server.url + spec.route);
  if (spec.ready) await b.page.waitForSelector(spec.ready, { timeout: 30_000 });
  if (spec.prepare) await spec.prepare(b.page);
  return b;
}

/**
 * Puts the page in every variant in turn and runs `visit(label)` in each: closed at each width
 * (and colour scheme, when `schemes` names any), then each panel open at each width where it
 * exists. A panel with `close` is closed again after each width (the menu's sheet exists only
 * where the bar is narrow); any other stays open as the width changes.
 */
async function eachVariant(page, panels, widths, schemes, visit) {
  const visitSchemes = async (state, width) => {
    for (const scheme of schemes) {
      if (scheme) await page.emulateMedia({ colorScheme: scheme });
      await visit([state, `${width}px`, scheme].filter(Boolean).join(', '));
    }
  };
  const resize = (width) => page.setViewportSize({ width, height: HEIGHT });
  for (const width of widths) {
    await resize(width);
    await visitSchemes('closed', width);
  }
  for (const panel of panels) {
    for (const width of widths) {
      await resize(width);
      if (!(await panel.open(page))) continue;
      await visitSchemes(panel.name, width);
      if (panel.close) await panel.close(page);
    }
  }
}

/** axe's violations on the page as it stands, one line per offending element. */
async function violations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ tags, disabled }) => {
      const rules = Object.fromEntries(Object.keys(disabled).map((id) => [id, { enabled: false }]));
      const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, rules });
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
        details: v.nodes.map((n) => n.any.concat(n.all, n.none).map((c) => c.message).join('; ')),
      }));
    },
    { tags: TAGS, disabled: DISABLED_RULES },
  );
}

for (const spec of ROUTES) {
  test(`axe finds no violation on ${spec.name} (${spec.route})`, async (t) => {
    const b = await openRoute(spec, AUDIT_WIDTHS[0]);
    const found = [];
    const variants = [];
    try {
      await eachVariant(b.page, spec.panels ?? [], AUDIT_WIDTHS, SCHEMES, async (variant) => {
        variants.push(variant);
        for (const v of await violations(b.page)) {
          v.targets.forEach((target, i) =>
            found.push(`${v.id} on ${spec.route} [${variant}]: ${target} (${v.help}: ${v.details[i]})`),
          );
        }
      });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
    t.diagnostic(`${found.length} violating elements over ${variants.length} variants: ${variants.join('; ')}`);
    assert.equal(found.length, 0, `axe's violations:\n${found.join('\n')}`);
  });
}

for (const spec of ROUTES) {
  test(`${spec.name} (${spec.route}) never scrolls sideways`, async (t) => {
    const b = await openRoute(spec, SWEEP_WIDTHS[0]);
    const overflows = [];
    let variants = 0;
    try {
      await eachVariant(b.page, spec.panels ?? [], SWEEP_WIDTHS, [null], async (variant) => {
        variants++;
        const { scroll, client } = await b.page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) overflows.push(`${spec.route} [${variant}] scrolls ${scroll - client} px sideways`);
      });
    } finally {
      await b.close();
    }
    t.diagnostic(`${overflows.length} of ${variants} variants scroll sideways`);
    assert.equal(overflows.length, 0, overflows.join('\n'));
  });
}

// Windows High Contrast: forced colours with more contrast asked for, in its light and its dark
// palette (the dark one once left the water white under white bridges). The puzzle page, with
// a bridge placed and an island selected, at a phone's and a desk's width.
for (const scheme of ['light', 'dark']) {
  test(`axe finds no violation on a puzzle under forced colours, ${scheme} palette`, async (t) => {
    const b = await launch({
      viewport: { width: AUDIT_WIDTHS[0], height: HEIGHT },
      bypassCSP: true,
      reducedMotion: 'reduce',
      forcedColors: 'active',
      contrast: 'more',
      colorScheme: scheme,
    });
    const found = [];
    try {
      const hashi = new HashiPage(b.page, server.url);
      await hashi.open('/hashi/p/easy-001');
      await hashi.oneBridge();
      for (const width of AUDIT_WIDTHS) {
        await b.page.setViewportSize({ width, height: HEIGHT });
        for (const v of await violations(b.page)) {
          v.targets.forEach((target, i) => found.push(`${v.id} [${scheme}, ${width}px]: ${target} (${v.help}: ${v.details[i]})`));
        }
        await screenshot(b.page, `axe-forced-${scheme}-${width}`);
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
    t.diagnostic(`${found.length} violating elements`);
    assert.equal(found.length, 0, `axe's violations:\n${found.join('\n')}`);
  });
}

// The share panel with its puzz.link link, Kanpen text and links out, and a variant's reason
// in their place; with the hand-off link and its QR code shown.
test('axe finds no violation in the share panel, for a standard puzzle and a variant', async () => {
  const found = [];
  for (const route of ['/hashi/p/easy-001', '/hashi/i/7x7m4L:a2b4a2g1c5i2a3a7a4g1c3b']) {
    const b = await launch({ viewport: { width: AUDIT_WIDTHS[1], height: HEIGHT }, bypassCSP: true, reducedMotion: 'reduce' });
    try {
      const hashi = new HashiPage(b.page, server.url);
      await hashi.open(route);
      await b.page.getByTestId('share').click();
      await b.page.locator('.share-elsewhere').waitFor();
      // The hand-off link and its QR code are audited too.
      await b.page.getByTestId('handoff-open').click();
      await b.page.getByTestId('handoff-qr').waitFor();
      for (const scheme of SCHEMES) {
        await b.page.emulateMedia({ colorScheme: scheme });
        for (const v of await violations(b.page)) {
          v.targets.forEach((target, i) => found.push(`${v.id} on ${route} [${scheme}]: ${target} (${v.help}: ${v.details[i]})`));
        }
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  }
  assert.equal(found.length, 0, `axe's violations:\n${found.join('\n')}`);
});
