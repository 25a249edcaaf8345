// A board a screen reader can play: the Hashi board is a grid of rows whose islands are named
// by number, place, need and bridges; keyboard play is announced in a polite live region; the
// focus comes back to the board after the keys panel and to the opener after a menu's panel;
// the hint line is a live region from the start; Slide's pieces and gaps are named too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import fs from 'node:fs';
import path from 'node:path';
import { launch, artifactsDir } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);

/** Starts collecting every text the live region says, in order, as window.__said. */
async function listen(page) {
  await page.evaluate(() => {
    window.__said = [];
    const region = document.querySelector('[data-testid=live-region]');
    new MutationObserver(() => {
      const text = region.textContent.trim();
      if (text) window.__said.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

const place = ([r, c]) => `row ${r + 1} column ${c + 1}`;

test('the accessibility tree names every island with its number and what it still needs', async () => {
  await withHashi('/hashi/p/easy-002', async (hashi, b) => {
    const tree = await hashi.board().ariaSnapshot();
    const cells = [...tree.matchAll(/gridcell "([^"]+)"/g)].map((m) => m[1]);
    const islands = await b.page.locator('[data-testid=island]').evaluateAll((els) =>
      els.map((e) => [Number(e.dataset.r), Number(e.dataset.c), Number(e.dataset.target)]),
    );
    assert.equal(cells.length, islands.length, tree);
    for (const [r, c, target] of islands) {
      const name = `${target} at row ${r + 1}, column ${c + 1}, ${target} more needed, bridges: `;
      assert.ok(cells.some((cell) => cell.startsWith(name)), `${name} in\n${tree}`);
    }
    assert.match(tree, /grid "Hashi board, 7 by 7, \d+ islands/);
    assert.match(tree, /row/);
  });
});

test('a keyboard-only solve of a pack puzzle is announced move by move, ending with Solved', async () => {
  await withHashi('/hashi/p/easy-001', async (hashi, b) => {
    const solution = await hashi.solution();
    await hashi.board().focus();
    await listen(b.page);
    const adj = await hashi.neighbours();
    for (const [a, c, count] of solution) await hashi.setByKeys(a, c, count, adj);
    assert.equal(await hashi.solved(), true);
    await b.page.waitForFunction(() => window.__said.at(-1)?.endsWith('Solved!'));
    const said = await b.page.evaluate(() => window.__said);
    // Every bridge of the solution was announced at its final count, by both ends' places.
    for (const [a, c, count] of solution) {
      const what = count === 1 ? '1 bridge' : `${count} bridges`;
      const expected = `${what} from ${place(a)} to ${place(c)}`;
      assert.ok(said.some((s) => s.startsWith(expected)), `"${expected}" in ${JSON.stringify(said)}`);
    }
    assert.ok(said.some((s) => / is complete| are complete/.test(s)), JSON.stringify(said));
    fs.mkdirSync(artifactsDir, { recursive: true });
    fs.writeFileSync(path.join(artifactsDir, 'announcements-easy-001.json'), JSON.stringify(said, null, 1));
    // The selected island is the grid's active cell, so moving the selection reads its name.
    const active = await hashi.board().getAttribute('aria-activedescendant');
    const named = await b.page.locator(`#${active}`).getAttribute('aria-label');
    assert.match(named, /complete, bridges: /);
  });
});

test('the hint line is a live region from the start, so the first hint is heard', async () => {
  await withHashi('/hashi/p/medium-002', async (hashi, b) => {
    const line = b.page.getByTestId('hint-text');
    // In the page and in the accessibility tree before it says anything (a region that
    // appears with its first words is often not read), taking no room while silent.
    assert.equal(await line.getAttribute('aria-live'), 'polite');
    assert.equal(await line.textContent(), '');
    const shown = await line.evaluate((el) => !el.hidden && getComputedStyle(el).display !== 'none');
    assert.equal(shown, true);
    assert.equal((await line.boundingBox())?.height ?? 0, 0);
    await hashi.aid('hint');
    assert.match(await line.textContent(), /^[A-Z][a-z ]+: /);
    assert.ok((await line.boundingBox()).height > 0);
  });
});

test('a look names its islands: the line says where, and each highlighted island says so', async () => {
  await withHashi('/hashi/p/medium-002', async (hashi, b) => {
    await hashi.aid('hint');
    const said = await b.page.getByTestId('hint-text').textContent();
    const [, target, row, column] = said.match(/^Look here: the (\d+) at row (\d+), column (\d+)/) ?? [];
    assert.ok(target, said);
    // The island named is on the board, highlighted, with that number.
    const named = hashi.island([Number(row) - 1, Number(column) - 1]);
    assert.match(await named.getAttribute('class'), /\bhinted\b/);
    assert.equal(await named.getAttribute('data-target'), target);
    const labels = await b.page.$$eval('[data-testid=island]', (els) =>
      els.map((el) => ({ hinted: el.classList.contains('hinted'), label: el.getAttribute('aria-label') })),
    );
    assert.ok(labels.some((l) => l.hinted));
    for (const { hinted, label } of labels) {
      assert.equal(label.endsWith(', highlighted by the hint'), hinted, label);
    }
  });
});

test('the focus stays on Hint through three presses by keyboard alone, and on Mistake and Solve', async () => {
  await withHashi(
    '/hashi/p/medium-002',
    async (hashi, b) => {
      const focused = () => b.page.evaluate(() => document.activeElement?.dataset.testid ?? null);
      const level = () => b.page.getByTestId('hint-text').getAttribute('data-level');
      const idle = () =>
        b.page.waitForFunction(() => document.querySelector('[role=toolbar]').getAttribute('aria-busy') === 'false');
      const placed = async () =>
        b.page.$$eval('[data-testid=bridge]', (els) => els.reduce((n, e) => n + Number(e.dataset.count), 0));
      await b.page.getByTestId('hint').focus();
      // Press 1 asks the worker: the button is busy meanwhile, and keeps the focus.
      await b.page.keyboard.press('Enter');
      assert.equal(await focused(), 'hint');
      await b.page.waitForFunction(() => document.querySelector('[data-testid=hint-text]')?.dataset.level === '1');
      await idle();
      assert.equal(await focused(), 'hint');
      assert.notEqual(await b.page.getByTestId('hint').getAttribute('aria-disabled'), 'true');
      // Press 2 (Space this time): the reason.
      await b.page.keyboard.press(' ');
      await b.page.waitForFunction(() => document.querySelector('[data-testid=hint-text]')?.dataset.level === '2');
      assert.equal(await focused(), 'hint');
      // Press 3: the move is made.
      const before = await placed();
      await b.page.keyboard.press('Enter');
      await b.page.waitForFunction((n) => {
        const total = [...document.querySelectorAll('[data-testid=bridge]')].reduce((s, e) => s + Number(e.dataset.count), 0);
        return total > n;
      }, before);
      assert.equal(await level(), null);
      assert.equal(await focused(), 'hint');
      // Mistake and Solve wait on the worker too, and keep the focus the same way.
      for (const aid of ['mistake', 'solve']) {
        await b.page.getByTestId(aid).focus();
        await b.page.keyboard.press('Enter');
        assert.equal(await focused(), aid);
        await idle();
        assert.equal(await focused(), aid);
      }
      assert.equal(await hashi.solved(), true, 'Solve, pressed by keyboard, revealed the solution');
    },
    { viewport: { width: 1280, height: 900 } },
  );
});

test('Check is announced, and closing the keys panel gives the focus back to the board', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    await hashi.board().focus();
    await listen(b.page);
    await b.page.keyboard.press('?');
    await b.page.keyboard.press('Escape');
    assert.equal(await b.page.evaluate(() => document.activeElement?.dataset.testid), 'board');
    const check = b.page.getByTestId('check');
    if (!(await check.isVisible())) await b.page.getByTestId('menu').click();
    await check.click();
    await b.page.waitForFunction(() => window.__said.some((s) => s.startsWith('Error marks')));
  });
});

test('a panel takes the focus when it opens and gives it back when it closes', async () => {
  const focused = (page) => page.evaluate(() => document.activeElement?.dataset.testid ?? null);
  const inPanel = (page) =>
    page.waitForFunction(() => document.activeElement?.closest('.panel-host') != null);
  // A wide screen: the menu's controls sit in the bar, so the focus goes back to the one used.
  await withHashi('/hashi/p/easy-001', async (hashi, b) => {
    await b.page.getByTestId('settings').click();
    await inPanel(b.page);
    await b.page.keyboard.press('Escape');
    assert.equal(await b.page.getByTestId('panel-close').count(), 0, 'Escape closed the panel');
    assert.equal(await focused(b.page), 'settings');
  });
  // A phone: the button that opened the panel went with the menu's sheet, so the menu's own
  // button takes the focus back.
  await withHashi(
    '/hashi/p/easy-001',
    async (hashi, b) => {
      // The menu's sheet takes the focus when it opens, and Escape gives it back to the button.
      const inSheet = () =>
        b.page.waitForFunction(() => document.activeElement?.closest('#more-controls') != null);
      await b.page.getByTestId('menu').click();
      await inSheet();
      await b.page.keyboard.press('Escape');
      assert.equal(await b.page.getByTestId('menu').getAttribute('aria-expanded'), 'false');
      assert.equal(await focused(b.page), 'menu');
      await b.page.getByTestId('menu').click();
      await inSheet();
      await b.page.getByTestId('packs').click();
      await inPanel(b.page);
      await b.page.getByTestId('panel-close').click();
      assert.equal(await b.page.getByTestId('panel-close').count(), 0);
      assert.equal(await focused(b.page), 'menu');
    },
    { viewport: { width: 375, height: 740 } },
  );
});

test('Slide pieces and gaps are named, a move by keys is announced, and so are switching gaps and a hint', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/slide?seed=7&steps=50');
    await b.page.getByTestId('slide-board').waitFor();
    const tree = await b.page.getByTestId('slide-board').ariaSnapshot();
    assert.equal([...tree.matchAll(/img "(small|large) piece \d+ at row \d, column \d, /g)].length, 38, tree);
    assert.equal([...tree.matchAll(/img "gap at row \d, column \d"/g)].length, 2, tree);
    await b.page.getByTestId('slide-board').focus();
    await listen(b.page);
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
      await b.page.keyboard.press(key);
      const said = await b.page.evaluate(() => window.__said);
      if (said.length) {
        assert.match(said.at(-1), /^(small|large) piece \d+ moved (up|down|left|right) to row \d, column \d/);
        break;
      }
    }
    assert.ok((await b.page.evaluate(() => window.__said.length)) > 0, 'some key moved a piece');
    // The board's name says which gap the keys fill; switching gaps is said and renames it.
    const board = b.page.getByTestId('slide-board');
    const outlined = (name) => name.match(/^Slide board, the outlined gap at (row \d, column \d):/)?.[1];
    const first = outlined(await board.getAttribute('aria-label'));
    assert.ok(first, await board.getAttribute('aria-label'));
    await b.page.keyboard.press(' ');
    await b.page.waitForFunction(() => window.__said.at(-1)?.startsWith('Outlined gap at'));
    const second = outlined(await board.getAttribute('aria-label'));
    assert.notEqual(second, first);
    assert.equal(await b.page.evaluate(() => window.__said.at(-1)), `Outlined gap at ${second}`);
    // A hint is said with its piece, its way and where it lands.
    await b.page.keyboard.press('h');
    await b.page.waitForFunction(() => window.__said.at(-1)?.startsWith('Hint: '), null, { timeout: 20000 });
    assert.match(
      await b.page.evaluate(() => window.__said.at(-1)),
      /^Hint: (slide (small|large) piece \d+ (up|down|left|right) to row \d, column \d|let the two gaps change places)$/,
    );
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('a Slide challenge can be played to the end with the keyboard alone, every step said', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/slide?seed=11&steps=6');
    const board = b.page.getByTestId('slide-board');
    await board.waitFor();
    await board.focus();
    await listen(b.page);
    const dialog = b.page.getByTestId('win-dialog');
    // H shows the solver's next move, H again plays it: the way home by keys alone.
    for (let press = 0; press < 60 && !(await dialog.isVisible()); press++) {
      const heard = await b.page.evaluate(() => window.__said.length);
      await b.page.keyboard.press('h');
      await b.page.waitForFunction((n) => window.__said.length > n, heard, { timeout: 20000 });
    }
    await dialog.waitFor();
    const said = await b.page.evaluate(() => window.__said);
    assert.ok(said.some((s) => s.startsWith('Hint: ')), JSON.stringify(said));
    assert.ok(said.some((s) => / moved (up|down|left|right) to row /.test(s)), JSON.stringify(said));
    assert.ok(said.at(-1).endsWith('Solved!'), JSON.stringify(said));
    await b.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await b.page.evaluate(() => document.activeElement?.dataset.testid), 'slide-board');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
