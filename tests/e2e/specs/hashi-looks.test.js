// Themes and print: dark and high-contrast themes by choice and by system setting, line and
// number sizes, forced colours, and a print-ready page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** What the page prints under the puzzle: its link, or `none` on screen. */
const printedLink = (page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('section.hashi'), '::after').content);

const background = (page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('.board')).backgroundColor);

/** WCAG 2 contrast ratio of two `rgb(...)` colours as getComputedStyle gives them. */
function contrast(one, two) {
  const luminance = (colour) => {
    const [r, g, b] = colour.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(one), luminance(two)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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

test('the high-contrast theme draws numbers, outlines, bridges and the selection at 7:1 or more against the water', async () => {
  const b = await launch({ contrast: 'more' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const [a, c, n] = (await hashi.solution())[0];
    await hashi.setByClicks(a, c, n);
    await hashi.island(a).click();
    const colours = await b.page.evaluate(() => {
      const islands = [...document.querySelectorAll('[data-testid=island]')];
      const plain = islands.find((el) => !el.classList.contains('selected'));
      const selected = islands.find((el) => el.classList.contains('selected'));
      return {
        water: getComputedStyle(document.querySelector('.board')).backgroundColor,
        number: getComputedStyle(plain.querySelector('text')).fill,
        outline: getComputedStyle(plain.querySelector('circle')).stroke,
        island: getComputedStyle(plain.querySelector('circle')).fill,
        bridge: getComputedStyle(document.querySelector('[data-testid=bridge] line')).stroke,
        selection: getComputedStyle(selected.querySelector('circle')).stroke,
      };
    });
    for (const part of ['outline', 'bridge', 'selection']) {
      const ratio = contrast(colours.water, colours[part]);
      assert.ok(ratio >= 7, `${part} ${colours[part]} on ${colours.water}: ${ratio.toFixed(2)}:1`);
    }
    // A number is read on its island's fill.
    const ratio = contrast(colours.island, colours.number);
    assert.ok(ratio >= 7, `number ${colours.number} on ${colours.island}: ${ratio.toFixed(2)}:1`);
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

// Windows High Contrast: forced colours, more contrast asked for, in a light and a dark palette.
// The water was once left white under a dark palette, and its CanvasText bridges vanished.
for (const scheme of ['light', 'dark']) {
  test(`forced colours, ${scheme} palette: water, bridges, rings, numbers and the selection contrast`, async () => {
    const b = await launch({ forcedColors: 'active', contrast: 'more', colorScheme: scheme });
    try {
      const hashi = new HashiPage(b.page, server.url);
      await hashi.open('/hashi/p/easy-001');
      const [a, c] = (await hashi.solution())[0];
      await hashi.setByClicks(a, c, 1);
      await b.page.keyboard.press('Escape');
      await hashi.island(a).click();
      const paint = await b.page.evaluate(({ a, c }) => {
        const key = ([r, col]) => `${r},${col}`;
        const style = (el) => getComputedStyle(el);
        const islands = [...document.querySelectorAll('[data-testid=island]')];
        const plain = islands.find((el) => !el.classList.contains('selected') && !el.classList.contains('satisfied'));
        const selected = islands.find((el) => el.classList.contains('selected'));
        const bridge = document.querySelector(`[data-testid=bridge][data-a="${key(a)}"][data-b="${key(c)}"] line`);
        return {
          water: style(document.querySelector('[data-testid=board]')).backgroundColor,
          bridge: style(bridge).stroke,
          island: style(plain.querySelector('circle')).fill,
          ring: style(plain.querySelector('circle')).stroke,
          number: style(plain.querySelector('text')).fill,
          selection: style(selected.querySelector('circle')).stroke,
        };
      }, { a, c });
      const pairs = [
        ['water', 'bridge', 4.5],
        ['island', 'ring', 4.5],
        ['island', 'number', 4.5],
        ['water', 'ring', 4.5],
        ['water', 'selection', 3],
      ];
      for (const [one, two, least] of pairs) {
        assert.ok(contrast(paint[one], paint[two]) >= least, `${one} against ${two}: ${JSON.stringify(paint)}`);
      }
      assert.notEqual(paint.selection, paint.ring, JSON.stringify(paint));
      // The palette's Canvas is the water: dark under a dark palette, light under a light one.
      const dark = contrast(paint.water, 'rgb(0, 0, 0)') < contrast(paint.water, 'rgb(255, 255, 255)');
      assert.equal(dark, scheme === 'dark', JSON.stringify(paint));
      await screenshot(b.page, `forced-colours-${scheme}`);
    } finally {
      await b.close();
    }
  });
}

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
    assert.equal(await printedLink(b.page), `"${server.url}/hashi/p/medium-003"`, 'the link is printed under the puzzle');
    await screenshot(b.page, 'print');
  } finally {
    await b.close();
  }
});

test('print of a newcomer\'s puzzle link leaves out the "New to Hashi?" box, keeping the puzzle, its name and its link', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const offer = b.page.getByTestId('learn-offer');
    await offer.waitFor();
    assert.equal(await printedLink(b.page), 'none', 'the link is for paper only');
    await b.page.emulateMedia({ media: 'print' });
    assert.equal(await offer.isVisible(), false, 'no newcomer box on paper');
    assert.equal(await b.page.getByRole('button', { name: /×|close|dismiss/i }).filter({ visible: true }).count(), 0);
    assert.ok(await hashi.board().isVisible());
    assert.ok(await b.page.getByTestId('puzzle-title').isVisible());
    assert.match(await printedLink(b.page), /\/hashi\/p\/easy-001"$/);
    // The print preview itself (Chromium's PDF) still renders: one page for one puzzle.
    const pdf = await b.page.pdf({ format: 'A4' });
    assert.equal((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length, 1);
    await screenshot(b.page, 'print-newcomer');
  } finally {
    await b.close();
  }
});

test('left-handed: the phone bar and the zoom buttons are mirrored in position, and the choice is kept', async () => {
  const width = 375;
  const b = await launch({ viewport: { width, height: 740 } });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    const box = async (testid) => b.page.getByTestId(testid).boundingBox();
    const centre = async (testid) => {
      const { x, width: w } = await box(testid);
      return x + w / 2;
    };
    const ids = ['undo', 'redo', 'hint', 'check', 'menu', 'zoom-in', 'zoom-out'];
    const right = {};
    for (const id of ids) right[id] = await centre(id);
    // Right-handed: the bar's controls at the right edge, the menu outermost, zoom bottom right.
    assert.ok(right.menu > width - 40, JSON.stringify(right));
    assert.ok(right.undo < right.menu && right.hint > width / 2, JSON.stringify(right));
    assert.ok(right['zoom-in'] > width / 2, JSON.stringify(right));
    await b.page.getByTestId('menu').click();
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-left-handed').check();
    await b.page.getByTestId('panel-close').click();
    const left = {};
    for (const id of ids) left[id] = await centre(id);
    // Left-handed: every control where its mirror image was, within a pixel or two, so the
    // menu, hint and undo are at the left thumb and the zoom buttons in the other corner.
    for (const id of ids) {
      assert.ok(Math.abs(left[id] - (width - right[id])) <= 2, `${id}: ${left[id]} mirrors ${right[id]}`);
    }
    assert.ok(left.menu < 40 && left.hint < width / 2 && left.undo < (2 * width) / 3, JSON.stringify(left));
    assert.ok(left['zoom-in'] < width / 2, JSON.stringify(left));
    await b.page.getByTestId('menu').click();
    // The sheet's groups run from the right: the first button of a group sits right of the next.
    assert.ok((await box('mistake')).x > (await box('solve')).x);
    await screenshot(b.page, 'left-handed-sheet');
    await hashi.open('/hashi/p/easy-001');
    assert.equal(await b.page.evaluate(() => document.documentElement.dataset.hand), 'left');
  } finally {
    await b.close();
  }
});

test('a placed and a refused bridge are felt where the device can vibrate, and only when chosen', async () => {
  const b = await launch();
  try {
    await b.context.addInitScript(() => {
      window.__buzz = [];
      Object.defineProperty(Navigator.prototype, 'vibrate', {
        configurable: true,
        value: (pattern) => window.__buzz.push(pattern) || true,
      });
    });
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    // A pair of the solution with a 1 at one end: a second bridge there is refused.
    let pair = null;
    for (const [p, q] of await hashi.solution()) {
      if ((await hashi.target(p)) === 1 || (await hashi.target(q)) === 1) {
        pair = [p, q];
        break;
      }
    }
    assert.ok(pair, 'easy-001 has a 1');
    const tap = async () => {
      await hashi.island(pair[0]).click();
      await hashi.island(pair[1]).click();
    };
    const felt = () => b.page.evaluate(() => window.__buzz);
    await tap();
    assert.equal(await hashi.count(pair[0], pair[1]), 1);
    assert.deepEqual(await felt(), [], 'off by default');
    await b.page.getByTestId('undo').click();
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-haptics').check();
    await b.page.keyboard.press('Escape');
    // From the keyboard, Shift+arrow adds a bridge: the first is placed, a second on the 1 is
    // refused.
    const [p, q] = pair;
    const arrow =
      p[0] === q[0] ? (q[1] > p[1] ? 'ArrowRight' : 'ArrowLeft') : q[0] > p[0] ? 'ArrowDown' : 'ArrowUp';
    await hashi.board().focus();
    await hashi.selectByKeys(p, await hashi.neighbours());
    await b.page.keyboard.press(`Shift+${arrow}`);
    assert.equal(await hashi.count(p, q), 1);
    assert.deepEqual(await felt(), [12], 'a placed bridge: one short buzz');
    await b.page.keyboard.press(`Shift+${arrow}`);
    assert.equal(await hashi.count(p, q), 1, 'the second bridge was refused');
    assert.deepEqual(await felt(), [12, [30, 60, 30]], 'a refused one: two');
  } finally {
    await b.close();
  }
});

test('forced colours: what a hint names is dotted in the highlight colour, unlike any other ring', async () => {
  const b = await launch({ forcedColors: 'active' });
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-001');
    await hashi.aid('hint');
    const hinted = b.page.locator('[data-testid=island].hinted').first();
    await hinted.waitFor();
    const rings = await b.page.evaluate(() => {
      const ring = (el) => {
        const style = getComputedStyle(el.querySelector('circle'));
        return { stroke: style.stroke, dashes: style.strokeDasharray };
      };
      const islands = [...document.querySelectorAll('[data-testid=island]')];
      return {
        hinted: ring(islands.find((el) => el.classList.contains('hinted'))),
        plain: ring(islands.find((el) => !el.classList.contains('hinted'))),
      };
    });
    assert.notEqual(rings.hinted.dashes, rings.plain.dashes, JSON.stringify(rings));
    assert.notEqual(rings.hinted.dashes, 'none', JSON.stringify(rings));
    assert.notEqual(rings.hinted.stroke, rings.plain.stroke, JSON.stringify(rings));
    await screenshot(b.page, 'forced-colours-hint');
  } finally {
    await b.close();
  }
});
