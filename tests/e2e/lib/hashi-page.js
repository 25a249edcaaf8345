// Page object for the Hashi board: find islands and bridges by their test ids, play moves.
import assert from 'node:assert/strict';
import { solve } from './solution.js';
import { launch } from './browser.js';

const key = ([r, c]) => `${r},${c}`;

export class HashiPage {
  constructor(page, baseUrl) {
    this.page = page;
    this.baseUrl = baseUrl;
  }

  async open(route = '/hashi') {
    await this.page.goto(this.baseUrl + route);
    await this.ready();
  }

  /**
   * Waits for the board, then for the menu's controls: they are a chunk of their own, fetched
   * once the board is up, and the page is whole when they are there (behind the menu button on
   * a phone, in the bar on a desk).
   */
  async ready() {
    await this.page.waitForSelector('[data-testid=board]');
    await this.page.waitForSelector('[data-testid=mistake]', { state: 'attached' });
  }

  board() {
    return this.page.locator('[data-testid=board]');
  }

  island([r, c]) {
    return this.page.locator(`[data-testid=island][data-r="${r}"][data-c="${c}"]`);
  }

  bridge(a, b) {
    return this.page.locator(`[data-testid=bridge][data-a="${key(a)}"][data-b="${key(b)}"]`);
  }

  async count(a, b) {
    return Number(await this.bridge(a, b).getAttribute('data-count'));
  }

  async target(pos) {
    return Number(await this.island(pos).getAttribute('data-target'));
  }

  /** The first pair (from `pairs` of [a, b, ...]) whose two numbers can each take `count`. */
  async pairTaking(pairs, count) {
    for (const pair of pairs) {
      if ((await this.target(pair[0])) >= count && (await this.target(pair[1])) >= count) {
        return pair;
      }
    }
    throw new Error(`no pair can take ${count} bridges`);
  }

  async task() {
    return this.board().getAttribute('data-task');
  }

  async solution() {
    return solve(await this.task());
  }

  async solved() {
    return (await this.board().getAttribute('data-solved')) === 'true';
  }

  async centre(pos) {
    const box = await this.island(pos).locator('circle').boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /**
   * Presses an aid (hint, mistake, solve) and waits for its answer: the search runs in the
   * solver's worker, so the answer comes a moment after the click.
   */
  async aid(testid) {
    await this.page.getByTestId(testid).click();
    await this.page.waitForFunction(
      // The toolbar's name is in the player's language; its busy flag is not.
      () => document.querySelector('[role=toolbar][aria-busy]')?.getAttribute('aria-busy') === 'false',
      null,
      { timeout: 20000 },
    );
  }

  /** Taps `a` then `b` until their bridge shows `count`. */
  async setByClicks(a, b, count) {
    for (let i = 0; i < 3 && (await this.count(a, b)) !== count; i++) {
      await this.island(a).click();
      await this.island(b).click();
    }
    assert.equal(await this.count(a, b), count);
  }

  /** Makes one bridge on the open board (the first candidate pair) and returns the pair. */
  async oneBridge() {
    const edge = this.page.locator('[data-testid=bridge]').first();
    const [a, b] = await Promise.all(['data-a', 'data-b'].map((name) => edge.getAttribute(name)));
    const pair = [a, b].map((pos) => pos.split(',').map(Number));
    await this.setByClicks(pair[0], pair[1], 1);
    return pair;
  }

  /**
   * On an exercise board (a drill, a tutorial step), taps `a` then `b` from a clear selection
   * and returns whether the move was judged: `judged` (a selector) shows within `timeout` ms.
   * A move the board's rules refuse is never sent to be judged: the line under the board says
   * why at once and the pair keeps its count, so that answer comes without the wait.
   */
  async tapJudged(a, b, judged, timeout = 1500) {
    const edge = `[data-testid=bridge][data-a="${key(a)}"][data-b="${key(b)}"]`;
    const before = await this.page.locator(edge).getAttribute('data-count');
    await this.page.keyboard.press('Escape');
    await this.island(a).click();
    await this.island(b).click();
    const outcome = await this.page
      .waitForFunction(
        ([judged, edge, before]) => {
          if (document.querySelector(judged)) return 'judged';
          const wrap = document.querySelector('.board-wrap');
          const why = wrap?.nextElementSibling;
          const refused =
            why?.matches('.status') &&
            why.textContent.trim() !== '' &&
            wrap.getAttribute('aria-busy') !== 'true' &&
            document.querySelector(edge)?.dataset.count === before;
          return refused && 'refused';
        },
        [judged, edge, before],
        { timeout },
      )
      .then((answer) => answer.jsonValue(), () => 'no answer');
    return outcome === 'judged';
  }

  /**
   * On an open drill, taps candidate pairs (each from a clear selection) until the drill judges
   * one, right or wrong; returns the verdict. Pairs the board's rules refuse get no verdict.
   */
  async anyDrillVerdict() {
    const pairs = await this.page.$$eval('[data-testid=drill] [data-testid=bridge]', (els) =>
      els.filter((e) => Number(e.dataset.count) < 2).map((e) => [e.dataset.a, e.dataset.b]),
    );
    const result = this.page.getByTestId('drill-result');
    for (const [a, b] of pairs) {
      const ends = [a, b].map((p) => p.split(',').map(Number));
      if (await this.tapJudged(...ends, '[data-testid=drill-result][data-verdict]')) {
        return result.getAttribute('data-verdict');
      }
    }
    throw new Error('no move on the drill was judged');
  }

  /** Drags from `a` to `b` until their bridge shows `count`. */
  async setByDrags(a, b, count) {
    for (let i = 0; i < 3 && (await this.count(a, b)) !== count; i++) {
      const from = await this.centre(a);
      const to = await this.centre(b);
      await this.page.mouse.move(from.x, from.y);
      await this.page.mouse.down();
      await this.page.mouse.move(to.x, to.y, { steps: 5 });
      await this.page.mouse.up();
    }
    assert.equal(await this.count(a, b), count);
  }

  async selected() {
    const el = this.page.locator('[data-testid=island].selected');
    if ((await el.count()) === 0) return null;
    return [Number(await el.getAttribute('data-r')), Number(await el.getAttribute('data-c'))];
  }

  /** Candidate edges as an adjacency map over "r,c" keys, with the arrow for each step. */
  async neighbours() {
    const edges = await this.page.$$eval('[data-testid=bridge]', (els) =>
      els.map((e) => [e.dataset.a, e.dataset.b]),
    );
    const adj = new Map();
    const add = (from, to, arrow) => {
      if (!adj.has(from)) adj.set(from, []);
      adj.get(from).push([to, arrow]);
    };
    for (const [a, b] of edges) {
      const [ar, ac] = a.split(',').map(Number);
      const [br] = b.split(',').map(Number);
      const horizontal = ar === br;
      add(a, b, horizontal ? 'ArrowRight' : 'ArrowDown');
      add(b, a, horizontal ? 'ArrowLeft' : 'ArrowUp');
      void ac;
    }
    return adj;
  }

  /** Moves the keyboard selection to `target` along neighbours (arrows only). */
  async selectByKeys(target, adj) {
    if ((await this.selected()) === null) await this.page.keyboard.press('ArrowRight');
    const start = key(await this.selected());
    const goal = key(target);
    const previous = new Map([[start, null]]);
    const queue = [start];
    while (queue.length && !previous.has(goal)) {
      const at = queue.shift();
      for (const [next, arrow] of adj.get(at) ?? []) {
        if (!previous.has(next)) {
          previous.set(next, [at, arrow]);
          queue.push(next);
        }
      }
    }
    const arrows = [];
    for (let at = goal; previous.get(at); at = previous.get(at)[0]) arrows.unshift(previous.get(at)[1]);
    for (const arrow of arrows) await this.page.keyboard.press(arrow);
    assert.deepEqual(await this.selected(), target);
  }

  /** Sets a bridge with the keyboard: select `a`, then Shift+arrow toward `b`. */
  async setByKeys(a, b, count, adj) {
    await this.selectByKeys(a, adj);
    const arrow = a[0] === b[0] ? 'ArrowRight' : 'ArrowDown';
    while ((await this.count(a, b)) < count) await this.page.keyboard.press(`Shift+${arrow}`);
    assert.equal(await this.count(a, b), count);
  }
}

/**
 * Runs `fn(hashi, browser)` on `route` of the server at `baseUrl` in a fresh browser (no route:
 * `fn` opens the page, after setting up the context), then checks that the page logged no
 * errors.
 */
export async function withHashi(baseUrl, route, fn, options) {
  const b = await launch(options);
  try {
    const hashi = new HashiPage(b.page, baseUrl);
    if (route) await hashi.open(route);
    await fn(hashi, b);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
}
