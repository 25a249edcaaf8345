// The Slide solver in the app's worker, in headless Chromium: for challenges of several
// lengths (SLIDE_SEEDS seeds each, 20 by default), the time from posting the SlideSolve job to
// its reply, worker start-up excluded, with the share solved and the answers' lengths. Part
// of `cargo xtask bench-web`; alone: `node bench/slide-solver.js` (serves dist/).
import { launch } from '../lib/browser.js';
import { startServer } from '../lib/server.js';
import { median, ms, table } from './stats.js';
import { browserQuiet } from './quiet.js';

export const STEPS = [50, 250, 1000, 10000];
const BUDGET = 1_000_000; // slide_core::Budget::DEFAULT, as the page asks

/** The layout text of the board on screen: each piece's then each gap's "xy", by id. */
async function layoutText(page) {
  return page.evaluate(() => {
    const cells = (id) =>
      [...document.querySelectorAll(`[data-testid=${id}]`)]
        .sort((a, b) => a.dataset.id - b.dataset.id)
        .map((el) => `${el.dataset.x}${el.dataset.y}`)
        .join('');
    return cells('piece') + cells('gap');
  });
}

/** Rows of [steps, solved, median len, max len, median ms, max ms] and any page errors. */
export async function slideSolverTimes(url, seeds = 20) {
  const b = await launch();
  await browserQuiet();
  try {
    const boards = [];
    for (const steps of STEPS) {
      for (let seed = 0; seed < seeds; seed++) {
        await b.page.goto(`${url}/slide?seed=${seed}&steps=${steps}`);
        await b.page.getByTestId('slide-board').waitFor();
        boards.push({ steps, seed, board: await layoutText(b.page) });
      }
    }
    await b.page.goto(`${url}/slide`);
    await b.page.getByTestId('slide-board').waitFor();
    // One worker for every job, started and ready before the clock runs.
    const results = await b.page.evaluate(
      async ({ boards, budget }) => {
        const worker = new Worker('/hashi-worker_loader.js');
        const next = () =>
          new Promise((resolve, reject) => {
            worker.onmessage = (e) => resolve(JSON.parse(e.data));
            worker.onerror = (e) => reject(new Error(e.message));
          });
        const ready = await next();
        if (!ready.Ready) throw new Error(`unexpected first message ${JSON.stringify(ready)}`);
        const out = [];
        for (const [i, { steps, seed, board }] of boards.entries()) {
          const reply = next();
          const start = performance.now();
          worker.postMessage(JSON.stringify({ id: i + 1, job: { SlideSolve: { board, budget } } }));
          const done = await reply;
          const time = performance.now() - start;
          const way = done.Done?.reply?.SlideWay;
          if (!way) throw new Error(`no way for seed ${seed}: ${JSON.stringify(done).slice(0, 200)}`);
          out.push({ steps, seed, time, solved: way.solved, length: way.moves.length });
        }
        worker.terminate();
        return out;
      },
      { boards, budget: BUDGET },
    );
    const rows = [['steps', 'solved', 'median len', 'max len', 'median time', 'max time']];
    for (const steps of STEPS) {
      const these = results.filter((r) => r.steps === steps);
      const solved = these.filter((r) => r.solved);
      const lengths = solved.map((r) => r.length);
      const times = these.map((r) => r.time);
      rows.push([
        steps,
        `${solved.length}/${these.length}`,
        lengths.length ? median(lengths) : '-',
        lengths.length ? Math.max(...lengths) : '-',
        ms(median(times)),
        ms(Math.max(...times)),
      ]);
    }
    return { rows, errors: b.errors };
  } finally {
    await b.close();
  }
}

export function printSlideSolverTimes({ rows, errors }, seeds) {
  console.log(`\nSlide solver in the worker (unthrottled), ${seeds} seeds per length, budget ${BUDGET} expansions:`);
  console.log(table(rows));
  console.log('targets: every board solved; median <= 1000 ms at 10000 steps');
  if (errors.length) console.log('page errors:', errors);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seeds = Number(process.env.SLIDE_SEEDS ?? 20);
  const server = await startServer();
  try {
    printSlideSolverTimes(await slideSolverTimes(server.url, seeds), seeds);
  } finally {
    await server.close();
  }
}
