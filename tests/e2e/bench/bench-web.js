// Browser timing of the release build: time to an interactive 40x40 board of about 500
// islands, pointer-to-DOM latency over 200 moves, and the gzip size of the wasm and js.
// Run through `cargo xtask bench-web`; prints figures, asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, distDir } from '../lib/server.js';
import { launch } from '../lib/browser.js';

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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.round((p / 100) * (sorted.length - 1)))];
}

const server = await startServer();
const b = await launch({ viewport: { width: 1280, height: 1000 } });
try {
  const { task, islands } = bigBoard();
  // The moment the board is in the page, recorded inside the page: reading the clock after
  // Playwright's wait would add its polling and round trip (30-80 ms here) to the figure.
  // Mutation observers run once the task that built the board ends, so by then its input
  // handlers are attached and the page is free to take input.
  await b.context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid=board] [data-testid=island]')) {
        window.hashiInteractiveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Cold: the first visit compiles the wasm; warm: a later visit finds it in the cache.
  const visit = async () => {
    await b.page.goto(`${server.url}/hashi/i/${task}`);
    await b.page.waitForSelector('[data-testid=board] [data-testid=island]');
    return b.page.evaluate(() => window.hashiInteractiveAt);
  };
  const cold = await visit();
  const warm = await visit();

  const latencies = await b.page.evaluate(async (moves) => {
    const board = document.querySelector('[data-testid=board]');
    const bridges = [...board.querySelectorAll('[data-testid=bridge]')].filter(
      (e) => e.dataset.a !== e.dataset.b,
    );
    const island = (rc) => {
      const [r, c] = rc.split(',');
      return board.querySelector(`[data-testid=island][data-r="${r}"][data-c="${c}"]`);
    };
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
        setTimeout(() => { observer.disconnect(); resolve(performance.now()); }, 1000);
      });
      const t0 = performance.now();
      tap(island(bridge.dataset.b));
      const t1 = await changed;
      out.push(t1 - t0);
      await new Promise((r) => requestAnimationFrame(r));
    }
    return out;
  }, 200);

  const sorted = [...latencies].sort((x, y) => x - y);
  const files = fs.readdirSync(distDir);
  const gz = (ext) =>
    files
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length, 0);
  const raw = (ext) =>
    files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + fs.statSync(path.join(distDir, f)).size, 0);
  console.log(`board: 40x40, ${islands} islands`);
  console.log(`navigation to interactive: ${warm.toFixed(0)} ms warm, ${cold.toFixed(0)} ms cold (first visit)`);
  console.log(
    `pointer to DOM over ${sorted.length} moves: median ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms`,
  );
  console.log(
    `wasm ${(raw('.wasm') / 1024).toFixed(0)} KB raw, ${(gz('.wasm') / 1024).toFixed(0)} KB gzip; js ${(raw('.js') / 1024).toFixed(0)} KB raw, ${(gz('.js') / 1024).toFixed(0)} KB gzip`,
  );
  if (b.errors.length) console.log('page errors:', b.errors);
} finally {
  await b.close();
  await server.close();
}
