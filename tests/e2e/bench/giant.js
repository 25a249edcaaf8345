// 100x100 generated boards (issue 32): time from the wasm being ready to the board's islands
// drawn, pointer-to-DOM latency per move, and every requestAnimationFrame interval while the
// zoomed board is panned with a mouse drag, panned with the wheel and zoomed with Ctrl+wheel
// (a trackpad's pinch arrives as one), unthrottled. With `trace`, a Chromium performance trace
// (CDP Tracing) of the open and of a drag pan says where the main thread's time went.
import { launch } from '../lib/browser.js';
import { PLAYABLE, probes } from './playable.js';
import { playMoves } from './latency.js';
import { browserQuiet } from './quiet.js';

const TIMEOUT = 120_000;
/** How long each pan or zoom gesture goes on, in ms. */
export const GESTURE_MS = 2500;

/**
 * Runs in the page at document start: when Trunk's loader says main() returned (the wasm is
 * ready), and when the board's islands are first drawn: the frame after the one whose
 * rendering follows their insertion (a message posted from requestAnimationFrame is handled
 * once that frame's rendering is done).
 */
export function openProbes(selector) {
  addEventListener('TrunkApplicationStarted', () => {
    window.hashiStartedAt = performance.now();
  });
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.hashiDrawnAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/** Runs in the page: starts recording every animation frame and every change of the view. */
function startFrames() {
  window.hashiFrames = [];
  window.hashiViewChanges = 0;
  // A loop of an earlier gesture stops at its next frame: each loop runs while it is current.
  const run = (window.hashiFrameLoop = (window.hashiFrameLoop ?? 0) + 1);
  const board = document.querySelector('[data-testid=board]');
  window.hashiViewObserver?.disconnect();
  window.hashiViewObserver = new MutationObserver((list) => {
    window.hashiViewChanges += list.length;
  });
  window.hashiViewObserver.observe(board, { attributes: true, attributeFilter: ['viewBox'] });
  const loop = (t) => {
    window.hashiFrames.push(t);
    if (window.hashiFrameLoop === run) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

/** Runs in the page: stops recording; the frame intervals and the view changes seen. */
async function stopFrames() {
  // One more frame, so that the last gesture's work is in an interval.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.hashiFrameLoop++;
  window.hashiViewObserver.disconnect();
  const f = window.hashiFrames;
  return { intervals: f.slice(1).map((t, i) => t - f[i]), viewChanges: window.hashiViewChanges };
}

/** Runs in the page: the board's view (zoom and viewBox), and a point on water near the middle. */
function viewAndWater() {
  const board = document.querySelector('[data-testid=board]');
  const rect = board.getBoundingClientRect();
  const centres = [...board.querySelectorAll('[data-testid=island] circle')]
    .map((c) => c.getBoundingClientRect())
    .filter((b) => b.right > rect.left && b.left < rect.right && b.bottom > rect.top && b.top < rect.bottom)
    .map((b) => [b.x + b.width / 2, b.y + b.height / 2]);
  const middle = [rect.left + rect.width / 2, rect.top + rect.height / 2];
  let best = null;
  for (let dy = -200; dy <= 200; dy += 4) {
    for (let dx = -200; dx <= 200; dx += 4) {
      const p = [middle[0] + dx, middle[1] + dy];
      const clear = Math.min(...centres.map(([x, y]) => Math.hypot(x - p[0], y - p[1])));
      const score = clear - Math.hypot(dx, dy) / 10;
      if (clear >= 30 && (!best || score > best.score)) best = { score, x: p[0], y: p[1] };
    }
  }
  return {
    zoom: board.dataset.zoom,
    viewBox: board.getAttribute('viewBox'),
    rect: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
    water: best && { x: best.x, y: best.y },
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Drags the mouse from water in circles for `GESTURE_MS`: the board pans under it. */
async function dragPan(page, water) {
  await page.mouse.move(water.x, water.y);
  await page.mouse.down();
  const start = Date.now();
  let moves = 0;
  for (let t = 0; t < GESTURE_MS; t = Date.now() - start) {
    const a = (t / 1000) * 2 * Math.PI;
    await page.mouse.move(water.x + 250 * Math.sin(a), water.y + 250 * (1 - Math.cos(a)) * 0.8);
    moves++;
  }
  await page.mouse.up();
  return moves;
}

/** Wheel scrolls, down and right then back, one every ~16 ms: a plain wheel pans a zoomed board. */
async function wheelPan(page, at) {
  await page.mouse.move(at.x, at.y);
  const start = Date.now();
  let events = 0;
  for (let t = 0; t < GESTURE_MS; t = Date.now() - start) {
    const sign = Math.floor(t / 625) % 2 === 0 ? 1 : -1;
    await page.mouse.wheel(sign * 40, sign * 60);
    events++;
    await sleep(16);
  }
  return events;
}

/** Ctrl+wheel, zooming in then out about the cursor, one event every ~16 ms. */
async function wheelZoom(page, at) {
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Control');
  const start = Date.now();
  let events = 0;
  try {
    for (let t = 0; t < GESTURE_MS; t = Date.now() - start) {
      const sign = Math.floor(t / 625) % 2 === 0 ? -1 : 1;
      await page.mouse.wheel(0, sign * 20);
      events++;
      await sleep(16);
    }
  } finally {
    await page.keyboard.up('Control');
  }
  return events;
}

/** Frame figures of one gesture. */
async function measureGesture(page, gesture, at) {
  await page.evaluate(startFrames);
  const events = await gesture(page, at);
  const { intervals, viewChanges } = await page.evaluate(stopFrames);
  return {
    events,
    viewChanges,
    frames: intervals.length,
    longest: Math.max(0, ...intervals),
    over32: intervals.filter((d) => d > 32).length,
    intervals,
  };
}

/** Chromium trace categories for main-thread work: script, style, layout, paint, GC. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'blink',
  'cc',
  'gpu',
].join(',');

/** Runs `body` under a CDP trace; returns the trace events. */
async function traced(cdp, body) {
  const events = [];
  const onData = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await body();
  } finally {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
  }
  return events;
}

/**
 * Self time per event name (complete 'X' events, children subtracted), per kind of thread
 * (its name without a trailing number): the kind's total and its top `n` names, in ms.
 */
export function selfTimes(events, { n = 10 } = {}) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const kinds = new Map(); // thread name -> Map(event name -> { self, count, longest })
  for (const [key, list] of byThread) {
    const kind = (names.get(key) ?? 'unknown').replace(/\d+$/, '');
    if (!kinds.has(kind)) kinds.set(kind, new Map());
    const totals = kinds.get(kind);
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    const self = new Map(list.map((e) => [e, e.dur]));
    for (const e of list) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, self.get(parent) - e.dur);
      stack.push(e);
    }
    for (const e of list) {
      const t = totals.get(e.name) ?? { self: 0, count: 0, longest: 0 };
      t.self += Math.max(0, self.get(e)) / 1000;
      t.count++;
      t.longest = Math.max(t.longest, e.dur / 1000);
      totals.set(e.name, t);
    }
  }
  const out = {};
  for (const [kind, totals] of kinds) {
    const top = [...totals.entries()].sort((a, b) => b[1].self - a[1].self).slice(0, n);
    const sum = [...totals.values()].reduce((s, t) => s + t.self, 0);
    out[kind] = { total: sum, top: top.map(([name, t]) => ({ name, ...t })) };
  }
  return out;
}

/** Opens `url` and waits for the board; the open's figures (ms from navigation start). */
export async function open(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT });
  const outcome = await page
    .waitForFunction(
      () => window.hashiDrawnAt || document.querySelector('[role=alert] [data-testid=notice]')?.textContent,
      null,
      { timeout: TIMEOUT, polling: 100 },
    )
    .then((h) => h.jsonValue());
  if (typeof outcome !== 'number') throw new Error(`no board: ${outcome}`);
  return page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? null;
    const board = document.querySelector('[data-testid=board]');
    return {
      started: window.hashiStartedAt ?? null,
      jobStart: mark('hashi:job-start'),
      jobEnd: mark('hashi:job-end'),
      inDom: window.hashiPlayableAt,
      drawn: window.hashiDrawnAt,
      islands: board.querySelectorAll('[data-testid=island]').length,
      bridges: board.querySelectorAll('[data-testid=bridge]').length,
      nodes: board.querySelectorAll('*').length,
    };
  });
}

/**
 * One 100x100 link: the open (fresh profile), `moves` moves on what is shown, then the three
 * gestures. `trace`: a second visit in the same profile, traced from navigation to the board
 * drawn, and a traced drag pan. Times in ms.
 */
export async function giantBoard(baseUrl, route, { moves = 200, trace = false } = {}) {
  const b = await launch({ viewport: { width: 1280, height: 1000 } });
  await browserQuiet();
  try {
    await b.context.addInitScript(probes, PLAYABLE);
    await b.context.addInitScript(openProbes, PLAYABLE);
    const opened = await open(b.page, baseUrl + route);
    // playMoves gives up on a move after 1 s without a change in the DOM (a move the board took
    // silently): those are counted apart, not as 1 s moves.
    const played = await b.page.evaluate(playMoves, { moves, visible: true });
    const latencies = played.filter((t) => t < 1000);
    const unseen = played.length - latencies.length;
    // Undo nothing: the moves leave bridges on the board, as a game in progress has.
    const before = await b.page.evaluate(viewAndWater);
    if (!before.water) throw new Error('no water to drag on near the middle of the board');
    // Away from the opening corner first (unmeasured), so the pans are not stopped by an edge.
    for (let i = 0; i < 20; i++) await b.page.mouse.wheel(80, 80);
    await b.page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    const middle = await b.page.evaluate(viewAndWater);
    const at = middle.water ?? before.water;
    const gestures = {
      'mouse drag on water (pan)': await measureGesture(b.page, dragPan, at),
      'wheel (pan)': await measureGesture(b.page, wheelPan, at),
      'Ctrl+wheel (zoom, as a pinch)': await measureGesture(b.page, wheelZoom, at),
    };
    let traces = null;
    if (trace) {
      const cdp = await b.context.newCDPSession(b.page);
      const openEvents = await traced(cdp, async () => {
        await open(b.page, baseUrl + route);
      });
      const reopened = await b.page.evaluate(viewAndWater);
      for (let i = 0; i < 20; i++) await b.page.mouse.wheel(80, 80);
      await b.page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      const again = (await b.page.evaluate(viewAndWater)).water ?? reopened.water ?? at;
      let pan = null;
      const panEvents = await traced(cdp, async () => {
        pan = await measureGesture(b.page, dragPan, again);
      });
      traces = { open: selfTimes(openEvents), pan: selfTimes(panEvents), tracedPan: pan };
      await cdp.detach();
    }
    return { route, opened, latencies, unseen, zoom: before.zoom, gestures, traces, errors: b.errors };
  } finally {
    await b.close();
  }
}
