// Themes and print: dark theme by choice and by system setting, and a print-ready page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

const background = (page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('.board')).backgroundColor);

test('the theme button cycles system, light and dark, and the choice is kept', async () => {
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
