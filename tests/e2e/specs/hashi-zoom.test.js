// Touch targets, zoom and pan on a phone-sized touch screen, and zoom on the desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);
const phone = { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true };

const zoomOf = async (hashi) => Number(await hashi.board().getAttribute('data-zoom'));

/** Every island's position and on-screen centre and diameter, with the board's box. */
async function layout(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid=board]').getBoundingClientRect();
    const islands = [...document.querySelectorAll('[data-testid=island]')].map((el) => {
      const c = el.querySelector('circle').getBoundingClientRect();
      return {
        pos: [Number(el.dataset.r), Number(el.dataset.c)],
        x: c.x + c.width / 2,
        y: c.y + c.height / 2,
        d: c.width,
      };
    });
    return { board: { x: board.x, y: board.y, w: board.width, h: board.height }, islands };
  });
}

const inside = (b, x, y, margin = 4) =>
  x > b.x + margin && x < b.x + b.w - margin && y > b.y + margin && y < b.y + b.h - margin;

/**
 * One finger (or two) through the DevTools protocol: start, moves in `steps` a frame apart,
 * a rest, then the end. At a human pace: a swipe sent all at once is a fling, and Chrome
 * swallows the tap after a fling as the tap that stops it.
 */
async function touch(page, cdp, from, to, steps = 8) {
  const at = (t) =>
    from.map((p, i) => ({ x: p.x + (to[i].x - p.x) * t, y: p.y + (to[i].y - p.y) * t, id: i }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let s = 1; s <= steps; s++) {
    await page.waitForTimeout(16);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(s / steps) });
  }
  await page.waitForTimeout(100);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const scrolled = (page) =>
  page.evaluate(() => window.scrollY + (document.scrollingElement?.scrollTop ?? 0));

test('hard-001 on a phone opens zoomed, and a tap 20 px off an island centre hits it', async () => {
  await withHashi(
    '/hashi/p/hard-001',
    async (hashi, b) => {
      await b.page.waitForFunction(
        () => Number(document.querySelector('[data-testid=board]')?.dataset.zoom) > 1,
      );
      const { board, islands } = await layout(b.page);
      // The board takes the phone's width.
      assert.ok(board.w >= 370, `board is ${board.w} px wide`);
      let tried = 0;
      for (const island of islands) {
        // A point 20 px away, in a direction where this island is still the nearest.
        const dirs = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [Math.cos((k * Math.PI) / 4), Math.sin((k * Math.PI) / 4)]);
        const point = dirs
          .map(([dx, dy]) => ({ x: island.x + 20 * dx, y: island.y + 20 * dy }))
          .find(
            (p) =>
              inside(board, p.x, p.y) &&
              islands.every((o) => o === island || Math.hypot(o.x - p.x, o.y - p.y) > 24),
          );
        if (!point) continue;
        await b.page.touchscreen.tap(point.x, point.y);
        assert.deepEqual(await hashi.selected(), island.pos, `tap 20 px off ${island.pos}`);
        await b.page.touchscreen.tap(point.x, point.y);
        assert.equal(await hashi.selected(), null);
        if (++tried === 6) break;
      }
      assert.equal(tried, 6, 'six islands in view were tapped off centre');
      assert.equal(await scrolled(b.page), 0);
      await screenshot(b.page, 'zoom-phone-board');
    },
    phone,
  );
});

test('a pinch zooms, a one-finger drag still places a bridge, and the page never scrolls', async () => {
  await withHashi(
    '/hashi/p/hard-001',
    async (hashi, b) => {
      await b.page.waitForFunction(
        () => Number(document.querySelector('[data-testid=board]')?.dataset.zoom) > 1,
      );
      const cdp = await b.context.newCDPSession(b.page);
      const before = await zoomOf(hashi);
      let { board } = await layout(b.page);
      const mid = { x: board.x + board.w / 2, y: board.y + board.h / 2 };
      await touch(
        b.page,
        cdp,
        [{ x: mid.x - 30, y: mid.y }, { x: mid.x + 30, y: mid.y }],
        [{ x: mid.x - 90, y: mid.y + 10 }, { x: mid.x + 90, y: mid.y + 10 }],
      );
      const pinched = await zoomOf(hashi);
      assert.ok(pinched > before, `pinch out: ${before} -> ${pinched}`);
      assert.equal(await scrolled(b.page), 0);
      // Pinching in goes back toward the fit.
      await touch(
        b.page,
        cdp,
        [{ x: mid.x - 100, y: mid.y }, { x: mid.x + 100, y: mid.y }],
        [{ x: mid.x - 50, y: mid.y }, { x: mid.x + 50, y: mid.y }],
      );
      assert.ok((await zoomOf(hashi)) < pinched);

      // A one-finger drag from an island to its neighbour, both in view, places a bridge.
      const laid = await layout(b.page);
      board = laid.board;
      const where = new Map(laid.islands.map((i) => [i.pos.join(','), i]));
      const edges = await b.page.$$eval('[data-testid=bridge]', (els) =>
        els.map((e) => [e.dataset.a, e.dataset.b, Number(e.dataset.count)]),
      );
      const edge = edges.find(([a, c, n]) => {
        const [p, q] = [where.get(a), where.get(c)];
        return n === 0 && inside(board, p.x, p.y, 10) && inside(board, q.x, q.y, 10);
      });
      assert.ok(edge, 'a bridge with both ends in view');
      const [a, c] = [where.get(edge[0]), where.get(edge[1])];
      await touch(b.page, cdp, [{ x: a.x, y: a.y }], [{ x: c.x, y: c.y }]);
      assert.equal(await hashi.count(a.pos, c.pos), 1);
      assert.equal(await scrolled(b.page), 0);
      // A swipe up from water pans the zoomed board; the document does not scroll.
      let water = null;
      for (let y = board.y + board.h - 20; !water && y > board.y + board.h / 2; y -= 4) {
        for (let x = board.x + 20; !water && x < board.x + board.w - 20; x += 4) {
          if (laid.islands.every((i) => Math.hypot(i.x - x, i.y - y) > 40)) water = { x, y };
        }
      }
      assert.ok(water, 'water to start a pan from');
      const viewY = () => b.page.evaluate(() => document.querySelector('[data-testid=board]').viewBox.baseVal.y);
      const y0 = await viewY();
      await touch(b.page, cdp, [water], [{ x: water.x, y: water.y - 120 }]);
      assert.ok((await viewY()) > y0, 'the view moved down the board');
      assert.equal(await scrolled(b.page), 0);
      await screenshot(b.page, 'zoom-phone-zoomed');

      // The buttons: fit is 1, in is more; the zoom is kept for this puzzle across a reload.
      await b.page.getByTestId('zoom-fit').tap();
      assert.equal(await zoomOf(hashi), 1);
      await b.page.getByTestId('zoom-in').tap();
      await b.page.getByTestId('zoom-in').tap();
      const kept = await zoomOf(hashi);
      assert.ok(kept > 1);
      await b.page.getByTestId('zoom-out').tap();
      assert.ok((await zoomOf(hashi)) < kept);
      await b.page.getByTestId('zoom-in').tap();
      await b.page.reload();
      await hashi.ready();
      await b.page.waitForTimeout(300);
      assert.equal(await zoomOf(hashi), kept);
    },
    phone,
  );
});

test('on the desktop, Ctrl+wheel and the + and - keys zoom', async () => {
  await withHashi('/hashi/p/hard-001', async (hashi, b) => {
    assert.equal(await zoomOf(hashi), 1);
    await hashi.board().focus();
    await b.page.keyboard.press('+');
    const zoomed = await zoomOf(hashi);
    assert.ok(zoomed > 1);
    await b.page.keyboard.press('-');
    assert.equal(await zoomOf(hashi), 1);
    const box = await hashi.board().boundingBox();
    await b.page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    await b.page.keyboard.down('Control');
    await b.page.mouse.wheel(0, -300);
    await b.page.keyboard.up('Control');
    await b.page.waitForFunction(
      () => Number(document.querySelector('[data-testid=board]').dataset.zoom) > 1,
    );
    assert.equal(await b.page.evaluate(() => window.visualViewport?.scale ?? 1), 1);
  });
});

test('island sizes and hit radii on big generated boards at 375 px', async () => {
  const rows = [];
  for (const route of ['/hashi/g/hard/15x15/1', '/hashi/g/expert/25x25/1', '/hashi/g/extreme/40x40/1']) {
    await withHashi(
      route,
      async (hashi, b) => {
        await b.page.waitForSelector('[data-testid=board]', { timeout: 30000 });
        await b.page.waitForSelector('[data-testid=island]', { timeout: 30000 });
        await b.page.waitForTimeout(300);
        const measure = async () => {
          const { islands } = await layout(b.page);
          const d = Math.min(...islands.map((i) => i.d));
          const number = await b.page.evaluate(() => {
            const svg = document.querySelector('[data-testid=board]');
            const r = svg.getBoundingClientRect();
            const vb = svg.viewBox.baseVal;
            const px = Math.min(r.width / vb.width, r.height / vb.height);
            const text = svg.querySelector('[data-testid=island] text');
            return parseFloat(getComputedStyle(text).fontSize) * px;
          });
          return { zoom: await zoomOf(hashi), d, hit: Math.max(22, d / 2), number };
        };
        const open = await measure();
        assert.ok(open.number >= 12, `numbers are ${open.number} px on opening`);
        const name = route.split('/')[4];
        await screenshot(b.page, `zoom-${name}-open`);
        await b.page.getByTestId('zoom-fit').tap();
        const fit = await measure();
        assert.ok(fit.number >= 12, `numbers are ${fit.number} px at fit`);
        await screenshot(b.page, `zoom-${name}-fit`);
        rows.push({ route, open, fit });
      },
      phone,
    );
  }
  const f = (n) => n.toFixed(1);
  console.log('board                    | opening zoom | island d / hit r / number (px) | at fit: d / hit r / number');
  for (const { route, open, fit } of rows) {
    console.log(
      `${route.padEnd(24)} | ${f(open.zoom).padStart(12)} | ${f(open.d)} / ${f(open.hit)} / ${f(open.number)}`.padEnd(
        74,
      ) + ` | ${f(fit.d)} / ${f(fit.hit)} / ${f(fit.number)}`,
    );
  }
});
