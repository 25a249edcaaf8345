// No-bridge marks (right-click, long press, X then an arrow), every group in colour, and
// looking back after a solve: Replay of the player's solve and the solver's logical path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);

const key = ([r, c]) => `${r},${c}`;
const place = ([r, c]) => `row ${r + 1}, column ${c + 1}`;
const pairKey = (a, b) => `${key(a)}-${key(b)}`;

/** Every candidate pair as [a, b], a the upper/left end, as the bridges carry them. */
async function pairs(page) {
  return page.$$eval('[data-testid=bridge]', (els) =>
    els.map((e) => [e.dataset.a.split(',').map(Number), e.dataset.b.split(',').map(Number)]),
  );
}

/** Pairs with water between them (at least one empty cell), split by the solution. */
async function waterPairs(hashi) {
  const solution = await hashi.solution();
  const bridged = new Map(solution.map(([a, b, n]) => [pairKey(a, b), n]));
  const apart = (await pairs(hashi.page)).filter(
    ([a, b]) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) >= 2,
  );
  return {
    solution,
    empty: apart.filter(([a, b]) => !bridged.has(pairKey(a, b))),
    bridged: apart.filter(([a, b]) => bridged.has(pairKey(a, b))),
  };
}

/** The on-screen point halfway between two islands: their water. */
async function water(hashi, a, b) {
  const [p, q] = [await hashi.centre(a), await hashi.centre(b)];
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

const mark = (page, a, b) =>
  page.locator(`[data-testid=no-bridge][data-a="${key(a)}"][data-b="${key(b)}"]`);

test('a right-click on water marks the pair; Undo removes it, a reload keeps it, a bridge clears it', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    const { empty, solution } = await waterPairs(hashi);
    const [a, c] = empty[0];
    const at = await water(hashi, a, c);
    await b.page.mouse.click(at.x, at.y, { button: 'right' });
    assert.equal(await mark(b.page, a, c).count(), 1);
    assert.equal(await b.page.getByTestId('no-bridge').count(), 1);
    assert.equal(await hashi.count(a, c), 0);
    await b.page.getByTestId('undo').click();
    assert.equal(await b.page.getByTestId('no-bridge').count(), 0);
    await b.page.getByTestId('redo').click();
    assert.equal(await mark(b.page, a, c).count(), 1);
    // A tap on a marked pair places one bridge and clears the mark; Undo brings it back.
    await hashi.island(a).click();
    await hashi.island(c).click();
    assert.equal(await hashi.count(a, c), 1);
    assert.equal(await mark(b.page, a, c).count(), 0);
    await b.page.getByTestId('undo').click();
    assert.equal(await mark(b.page, a, c).count(), 1);

    // A second mark, then a few bridges of the solution: the screenshot shows both.
    const [d, e] = empty[1];
    const at2 = await water(hashi, d, e);
    await b.page.mouse.click(at2.x, at2.y, { button: 'right' });
    for (const [x, y, n] of solution.slice(0, 3)) await hashi.setByClicks(x, y, n);
    await screenshot(b.page, 'nobridge-marks');

    await b.page.reload();
    await hashi.ready();
    assert.equal(await mark(b.page, a, c).count(), 1, 'the mark is saved');
    assert.equal(await mark(b.page, d, e).count(), 1);

    // A right-click again takes the mark away.
    await b.page.mouse.click(at2.x, at2.y, { button: 'right' });
    assert.equal(await mark(b.page, d, e).count(), 0);
    assert.equal(await mark(b.page, a, c).count(), 1);
  });
});

test('X then an arrow marks the pair from the selected island', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    const [a, c] = (await pairs(b.page))[0];
    const adj = await hashi.neighbours();
    await hashi.board().focus();
    await hashi.selectByKeys(a, adj);
    const arrow = a[0] === c[0] ? 'ArrowRight' : 'ArrowDown';
    await b.page.keyboard.press('x');
    await b.page.keyboard.press(arrow);
    assert.equal(await mark(b.page, a, c).count(), 1);
    // Both islands' names say so, each toward the other.
    const named = (pos) => hashi.island(pos).getAttribute('aria-label');
    const [there, back] = a[0] === c[0] ? ['right', 'left'] : ['down', 'up'];
    assert.match(await named(a), new RegExp(`bridges: .*no-bridge mark ${there}`));
    assert.match(await named(c), new RegExp(`bridges: .*no-bridge mark ${back}`));
    await b.page.keyboard.press('x');
    await b.page.keyboard.press(arrow);
    assert.equal(await mark(b.page, a, c).count(), 0);
  });
});

test('a long press on water marks the pair and does not act as a tap', async () => {
  await withHashi(
    '/hashi/p/easy-003',
    async (hashi, b) => {
      const { empty } = await waterPairs(hashi);
      const [a, c] = empty[0];
      await hashi.island(a).tap();
      assert.deepEqual(await hashi.selected(), a);
      const at = await water(hashi, a, c);
      const cdp = await b.context.newCDPSession(b.page);
      const point = [{ x: at.x, y: at.y, id: 0 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await b.page.waitForTimeout(700);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await b.page.waitForTimeout(100);
      assert.equal(await mark(b.page, a, c).count(), 1);
      assert.equal(await hashi.count(a, c), 0);
      // A short tap on water is still a tap: it clears the selection, and marks nothing.
      await hashi.island(a).tap();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await b.page.waitForTimeout(80);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await b.page.waitForTimeout(600);
      assert.equal(await mark(b.page, a, c).count(), 1, 'a tap toggles nothing');
      assert.equal(await hashi.selected(), null);
    },
    { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  );
});

test('find my mistake names a wrong no-bridge mark', async () => {
  await withHashi('/hashi/p/easy-010', async (hashi, b) => {
    const { bridged } = await waterPairs(hashi);
    const [a, c] = bridged[0];
    const at = await water(hashi, a, c);
    await b.page.mouse.click(at.x, at.y, { button: 'right' });
    await hashi.aid('mistake');
    const text = await b.page.getByTestId('hint-text').textContent();
    assert.match(
      text,
      new RegExp(`no-bridge mark between ${place(a)} and ${place(c)} is wrong: the solution has a bridge there`),
    );
    assert.match(await mark(b.page, a, c).getAttribute('class'), /\bhinted\b/);
    await screenshot(b.page, 'nobridge-mistake');
  });
});

test('Check flags a mark that leaves an island short of its number', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    // Mark every pair of one island whose number needs more than one pair can give.
    const all = await pairs(b.page);
    const islands = await b.page.$$eval('[data-testid=island]', (els) =>
      els.map((e) => ({ pos: [Number(e.dataset.r), Number(e.dataset.c)], target: Number(e.dataset.target) })),
    );
    let chosen;
    for (const { pos, target } of islands) {
      const mine = all.filter(([x, y]) => key(x) === key(pos) || key(y) === key(pos));
      const apart = mine.filter(([x, y]) => Math.abs(x[0] - y[0]) + Math.abs(x[1] - y[1]) >= 2);
      if (target >= 3 && apart.length >= 1 && target > 2 * (mine.length - 1)) {
        chosen = apart[0];
        break;
      }
    }
    assert.ok(chosen, 'easy-003 has an island that needs every one of its pairs');
    const [a, c] = chosen;
    const at = await water(hashi, a, c);
    await b.page.mouse.click(at.x, at.y, { button: 'right' });
    const check = b.page.getByTestId('check');
    if ((await check.getAttribute('aria-pressed')) !== 'true') await check.click();
    assert.equal(await mark(b.page, a, c).getAttribute('data-error'), 'true');
    assert.match(await mark(b.page, a, c).getAttribute('class'), /\berror\b/);
  });
});

/** Three bridges of the solution in a chain p-q, q-r, r-s with four different islands. */
function chain(solution) {
  for (const [p, q, n1] of solution) {
    for (const [x, y, n2] of solution) {
      if (key(x) === key(p) && key(y) === key(q)) continue;
      const shared = [x, y].find((i) => key(i) === key(q));
      if (!shared) continue;
      const r = key(x) === key(q) ? y : x;
      if (key(r) === key(p)) continue;
      for (const [u, v, n3] of solution) {
        const s = key(u) === key(r) ? v : key(v) === key(r) ? u : null;
        if (!s || [p, q, r].some((i) => key(i) === key(s))) continue;
        return { first: [p, q, n1], middle: [x, y, n2], last: [u, v, n3] };
      }
    }
  }
  throw new Error('no chain of three bridges');
}

test('forced colours: with colour gone, each coloured group is told by its own letter', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-colour-groups').check();
    const { first, last } = chain(await hashi.solution());
    await hashi.setByClicks(first[0], first[1], first[2]);
    await hashi.setByClicks(last[0], last[1], last[2]);
    await b.page.keyboard.press('Escape');
    const tag = (pos) =>
      hashi
        .island(pos)
        .locator('.group-tag')
        .evaluate((el) => ({ letter: el.textContent, display: getComputedStyle(el).display }));
    assert.equal((await tag(first[0])).display, 'none', 'colours tell the groups apart');
    await b.page.emulateMedia({ forcedColors: 'active' });
    const [p, q, r] = [await tag(first[0]), await tag(first[1]), await tag(last[0])];
    assert.notEqual(p.display, 'none');
    assert.match(p.letter, /^[A-Z]+$/);
    assert.equal(p.letter, q.letter, 'one group, one letter');
    assert.notEqual(p.letter, r.letter, 'two groups, two letters');
    await screenshot(b.page, 'forced-colours-groups');
  });
});

test('every group in colour: separate groups differ, a merged group is one colour', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-colour-groups').check();
    const { first, middle, last } = chain(await hashi.solution());
    await hashi.setByClicks(first[0], first[1], first[2]);
    await hashi.setByClicks(last[0], last[1], last[2]);
    const look = async (pos) => {
      const island = hashi.island(pos);
      return {
        group: await island.getAttribute('data-group'),
        stroke: await island.locator('circle').evaluate((el) => getComputedStyle(el).stroke),
      };
    };
    const [p, q] = [await look(first[0]), await look(first[1])];
    const [r, s] = [await look(last[0]), await look(last[1])];
    assert.ok(p.group !== null && r.group !== null);
    // What the eye sees, the ear hears: a coloured island's name says its group.
    const [g, h] = [await hashi.island(first[0]).getAttribute('aria-label'), await hashi.island(first[1]).getAttribute('aria-label')];
    const group = g.match(/, in the group of (row \d+ column \d+)$/);
    assert.ok(group, g);
    assert.ok(h.endsWith(`, in the group of ${group[1]}`), h);
    assert.deepEqual(p, q);
    assert.deepEqual(r, s);
    assert.notEqual(p.group, r.group);
    assert.notEqual(p.stroke, r.stroke, 'two groups, two colours');
    await b.page.keyboard.press('Escape');
    await screenshot(b.page, 'colour-groups');
    await hashi.setByClicks(middle[0], middle[1], middle[2]);
    const merged = await Promise.all([first[0], first[1], last[0], last[1]].map(look));
    assert.ok(merged.every((m) => m.group === merged[0].group && m.stroke === merged[0].stroke));
    // The dark theme has its own shades of the same palette.
    await b.page.emulateMedia({ colorScheme: 'dark' });
    const dark = await look(first[0]);
    assert.equal(dark.group, merged[0].group);
    assert.notEqual(dark.stroke, merged[0].stroke);
    await screenshot(b.page, 'colour-groups-dark');
    await b.page.emulateMedia({ colorScheme: 'light' });
    // Kept as a setting, and off in print.
    await b.page.reload();
    await hashi.ready();
    assert.equal(await hashi.island(first[0]).getAttribute('data-group'), merged[0].group);
    await b.page.emulateMedia({ media: 'print' });
    const printed = await hashi
      .island(first[0])
      .locator('circle')
      .evaluate((el) => getComputedStyle(el).stroke);
    assert.equal(printed, 'rgb(0, 0, 0)');
  });
});

test('Replay scrubs the solve from the empty board to the solved one; the logical path steps with sentences', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    const solution = await hashi.solution();
    for (const [a, c, n] of solution) await hashi.setByClicks(a, c, n);
    assert.ok(await hashi.solved());
    const solvedCounts = async () =>
      b.page.$$eval('[data-testid=bridge]', (els) => els.map((e) => `${e.dataset.a}-${e.dataset.b}=${e.dataset.count}`));
    const end = await solvedCounts();

    await b.page.getByTestId('replay').click();
    const step = b.page.getByTestId('replay-step');
    const last = Number(await step.getAttribute('max'));
    assert.ok(last >= solution.length, `${last} steps`);
    assert.match(await b.page.getByTestId('replay-label').textContent(), new RegExp(`^Step 0 of ${last}$`));
    const placed = () =>
      b.page.$$eval('[data-testid=bridge]', (els) => els.filter((e) => e.dataset.count !== '0').length);
    assert.equal(await placed(), 0, 'step 0 is the empty board');
    const slider = await step.elementHandle();
    await step.fill('1');
    assert.match(await b.page.getByTestId('replay-label').textContent(), new RegExp(`^Step 1 of ${last}$`));
    assert.ok(await slider.evaluate((el) => el.isConnected), 'a step redraws the board, not the slider');
    assert.ok((await placed()) >= 1);
    // The board is read-only while replaying.
    const [a, c] = solution[0];
    await hashi.island(a).click();
    await hashi.island(c).click();
    assert.equal(await hashi.selected(), null);
    await step.fill(String(last));
    assert.deepEqual(await solvedCounts(), end, 'the last step is the solved board');
    await b.page.getByTestId('replay-close').click();
    assert.deepEqual(await solvedCounts(), end);

    await b.page.getByTestId('logical-path').click();
    const text = b.page.getByTestId('path-text');
    await text.waitFor({ timeout: 20000 });
    assert.match(await b.page.getByTestId('path-label').textContent(), /^Deduction 0 of \d+$/);
    assert.equal(await placed(), 0, 'the path starts from the empty board');
    const sentences = [];
    for (let i = 0; i < 3; i++) {
      await b.page.getByTestId('path-next').click();
      sentences.push(await text.textContent());
      assert.ok((await b.page.locator('[data-testid=bridge].hinted, [data-testid=no-bridge].hinted').count()) >= 1);
    }
    assert.ok(sentences.every((s) => s.endsWith('.') && s.length > 20), sentences.join(' | '));
    assert.notEqual(sentences[0], sentences[1]);
    assert.ok((await placed()) >= 1);
    await screenshot(b.page, 'logical-path');
    await b.page.getByTestId('path-prev').click();
    assert.equal(await text.textContent(), sentences[1]);
    await b.page.getByTestId('replay-close').click();
    assert.deepEqual(await solvedCounts(), end);
    assert.ok(await hashi.solved());
  });
});
