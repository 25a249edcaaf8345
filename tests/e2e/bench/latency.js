// The 40x40 board of about 500 islands: time to interactive (cold and warm) and
// pointer-to-DOM latency per move, unthrottled.
import { launch } from '../lib/browser.js';
import { PLAYABLE, probes, timeToPlayable } from './playable.js';
import { browserQuiet } from './quiet.js';

/** A 40x40 task string: islands on even rows and columns, plus every fourth odd cell. */
function bigBoard() {
  const side = 40;
  let out = `${side}x${side}:`;
  let water = 0;
  let islands = 0;
  const flush = () => {
    while (water > 0) {
      const run = Math.min(water, 26);
      out += String.fromCharCode(96 + run);
      water -= run;
    }
  };
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const island = (r % 2 === 0 && c % 2 === 0) || (r % 4 === 1 && c % 4 === 1);
      if (island) {
        flush();
        out += String(1 + ((r * 7 + c * 3) % 4));
        islands++;
      } else {
        water++;
      }
    }
  }
  flush();
  return { task: out, islands };
}

/**
 * Runs in the page: taps the two ends of `moves` bridges and times each change. With
 * `{ moves, visible: true }`, only bridges whose two islands are on screen are played (a big
 * board opens zoomed in, and a player taps what is shown).
 */
export async function playMoves(arg) {
  const { moves, visible } = typeof arg === 'number' ? { moves: arg, visible: false } : arg;
  const board = document.querySelector('[data-testid=board]');
  const island = (rc) => {
    const [r, c] = rc.split(',');
    return board.querySelector(`[data-testid=island][data-r="${r}"][data-c="${c}"]`);
  };
  const frame = board.getBoundingClientRect();
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
  };
  const bridges = [...board.querySelectorAll('[data-testid=bridge]')].filter(
    (e) => e.dataset.a !== e.dataset.b && (!visible || (shown(island(e.dataset.a)) && shown(island(e.dataset.b)))),
  );
  const tap = (el) => {
    const box = el.getBoundingClientRect();
    const init = {
      bubbles: true,
      clientX: box.x + box.width / 2,
      clientY: box.y + box.height / 2,
      pointerId: 1,
      isPrimary: true,
    };
    el.dispatchEvent(new PointerEvent('pointerdown', init));
    el.dispatchEvent(new PointerEvent('pointerup', init));
  };
  const out = [];
  for (let i = 0; i < moves; i++) {
    const bridge = bridges[(i * 37) % bridges.length];
    tap(island(bridge.dataset.a));
    const changed = new Promise((resolve) => {
      // The bridge's count changes, or the status explains a refused move.
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(bridge, { attributes: true });
      observer.observe(document.querySelector('[data-testid=status]'), { childList: true, characterData: true, subtree: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(performance.now());
      }, 1000);
    });
    const t0 = performance.now();
    tap(island(bridge.dataset.b));
    const t1 = await changed;
    out.push(t1 - t0);
    await new Promise((r) => requestAnimationFrame(r));
  }
  return out;
}

/** `{ islands, cold, warm, latencies, errors }`, times in ms. */
export async function bigBoardLatency(baseUrl, moves) {
  const b = await launch({ viewport: { width: 1280, height: 1000 } });
  await browserQuiet();
  try {
    const { task, islands } = bigBoard();
    await b.context.addInitScript(probes, PLAYABLE);
    // Cold: the first visit compiles the wasm; warm: a later visit finds it in the cache.
    const cold = await timeToPlayable(b.page, `${baseUrl}/hashi/i/${task}`, 60_000);
    const warm = await timeToPlayable(b.page, `${baseUrl}/hashi/i/${task}`, 60_000);
    const latencies = await b.page.evaluate(playMoves, moves);
    return { islands, cold, warm, latencies, errors: b.errors };
  } finally {
    await b.close();
  }
}
