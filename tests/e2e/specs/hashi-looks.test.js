// Themes and print: dark and high-contrast themes by choice and by system setting, line and
// number sizes, forced colours, and a print-ready page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

const background = (page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('.board')).backgroundColor);

test('the theme button cycles system, light, dark and high contrast, and the choice is kept', async () => {
  const b = await launch({ colorScheme: 'light' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const light = await background(b.page);
    await b.page.getByTestId('theme').click(); // light
    await b.page.getByTestId('theme').click(); // dark
    assert.equal(await b.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const dark = await background(b.page);
    assert.notEqual(dark, light);
    const [a, c, n] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, n);
    await screenshot(b.page, 'theme-dark');
    await hashi.open('/hashi/p/easy-001');
    assert.equal(await background(b.page), dark, 'the choice survives a reload');
    const theme = () => b.page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
    await b.page.getByTestId('theme').click();
    assert.equal(await theme(), 'contrast');
    assert.equal(await background(b.page), 'rgb(255, 255, 255)');
    await screenshot(b.page, 'theme-contrast');
    await b.page.getByTestId('theme').click();
    assert.equal(await theme(), 'system');
    assert.equal(await background(b.page), light);
  } finally {
    await b.close();
  }
});

test('a system asking for more contrast gets the high-contrast theme', async () => {
  const b = await launch({ contrast: 'more' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    assert.equal(await b.page.evaluate(() => document.documentElement.dataset.theme), 'contrast');
    assert.equal(await background(b.page), 'rgb(255, 255, 255)', 'white water');
  } finally {
    await b.close();
  }
});

test('line and number sizes grow the outlines, bridges and numbers, and are kept', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const [a, c, n] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, n);
    const sizes = () =>
      b.page.evaluate(() => {
        const island = document.querySelector('[data-testid=island]');
        const width = (el) => parseFloat(getComputedStyle(el).strokeWidth);
        return {
          outline: width(island.querySelector('circle')),
          bridge: width(document.querySelector('[data-testid=bridge] line')),
          number: parseFloat(getComputedStyle(island.querySelector('text')).fontSize),
        };
      });
    const before = await sizes();
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-line-size').selectOption('largest');
    await b.page.getByTestId('setting-number-size').selectOption('larger');
    const after = await sizes();
    assert.ok(after.outline > before.outline * 1.6, `${before.outline} → ${after.outline}`);
    assert.ok(after.bridge > before.bridge * 1.6, `${before.bridge} → ${after.bridge}`);
    assert.ok(after.number > before.number * 1.1, `${before.number} → ${after.number}`);
    await screenshot(b.page, 'sizes-largest');
    await hashi.open('/hashi/p/easy-001');
    assert.deepEqual(await sizes(), after, 'the sizes survive a reload');
    await b.page.getByTestId('settings').click();
    assert.equal(await b.page.getByTestId('setting-line-size').inputValue(), 'largest');
    assert.equal(await b.page.getByTestId('setting-number-size').inputValue(), 'larger');
  } finally {
    await b.close();
  }
});

test('forced colours: the board in system colours, selected and done islands told by their rings', async () => {
  const b = await launch({ forcedColors: 'active' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const [a] = (await hashi.solution())[0];
    await hashi.island(a).click();
    const rings = await b.page.evaluate(() => {
      const ring = (el) => {
        const style = getComputedStyle(el.querySelector('circle'));
        return { stroke: style.stroke, width: parseFloat(style.strokeWidth), fill: style.fill };
      };
      const islands = [...document.querySelectorAll('[data-testid=island]')];
      return {
        selected: ring(islands.find((el) => el.classList.contains('selected'))),
        plain: ring(islands.find((el) => !el.classList.contains('selected'))),
      };
    });
    assert.notEqual(rings.selected.stroke, rings.plain.stroke, JSON.stringify(rings));
    assert.ok(rings.selected.width > rings.plain.width * 2, JSON.stringify(rings));
    // A done island is told by a thicker solid ring, not by its colour.
    let done = null;
    for (const [p, q, n] of await hashi.solution()) {
      if ((await hashi.target(p)) === n) {
        await hashi.setByClicks(p, q, n);
        done = p;
        break;
      }
    }
    assert.ok(done, 'some island takes all its bridges from one pair');
    await b.page.keyboard.press('Escape');
    const classes = await hashi.island(done).getAttribute('class');
    assert.ok(/\bsatisfied\b/.test(classes) && !/\bselected\b/.test(classes), classes);
    const ring = await hashi.island(done).locator('circle').evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.strokeWidth), dashes: style.strokeDasharray };
    });
    assert.ok(ring.width >= rings.plain.width * 2, JSON.stringify({ ring, plain: rings.plain }));
    assert.equal(ring.dashes, 'none');
    await screenshot(b.page, 'forced-colours');
  } finally {
    await b.close();
  }
});

test('a dark system setting gives the dark theme by default', async () => {
  const b = await launch({ colorScheme: 'dark' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const dark = await background(b.page);
    await b.page.emulateMedia({ colorScheme: 'light' });
    assert.notEqual(await background(b.page), dark);
  } finally {
    await b.close();
  }
});

test('print shows the empty puzzle in black on white with its name', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/medium-003');
    const [a, c, n] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, n);
    await b.page.emulateMedia({ media: 'print' });
    assert.equal(await b.page.locator('.controls').isVisible(), false);
    assert.equal(await hashi.bridge(a, c).isVisible(), false, 'bridges are not printed');
    assert.equal(await b.page.getByTestId('puzzle-title').textContent(), 'medium-003');
    await screenshot(b.page, 'print');
  } finally {
    await b.close();
  }
});
