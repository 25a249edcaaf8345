// Main-thread long tasks while the app generates a 50x50 extreme puzzle, from a buffered
// PerformanceObserver installed before the app's scripts.
import { launch } from '../lib/browser.js';
import { PLAYABLE, probes } from './playable.js';
import { browserQuiet } from './quiet.js';

const TIMEOUT = 120_000;

function observeLongTasks() {
  window.hashiLongTasks = [];
  // Trunk's loader fires this once main() has returned: with generation in a worker, the long
  // tasks after it are the ones the worker failed to spare the main thread.
  addEventListener('TrunkApplicationStarted', () => {
    window.hashiStartedAt = performance.now();
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.hashiLongTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Opens the generated link (without `?v`, which the app takes as "this version") and waits for
 * the board or a problem notice. Returns the time to the board and the long tasks until then,
 * all of them and those that started after the app did (times in ms).
 */
export async function generationLongTasks(baseUrl, route) {
  const b = await launch({ viewport: { width: 1280, height: 1000 } });
  await browserQuiet();
  try {
    await b.context.addInitScript(probes, PLAYABLE);
    await b.context.addInitScript(observeLongTasks);
    await b.page.goto(baseUrl + route, { waitUntil: 'commit' });
    const outcome = await b.page
      .waitForFunction(
        () => window.hashiPlayableAt || document.querySelector('[role=alert] [data-testid=notice]')?.textContent,
        null,
        { timeout: TIMEOUT, polling: 250 },
      )
      .then((h) => h.jsonValue())
      .catch((e) => `no board within ${TIMEOUT / 1000} s (${String(e.message).split('\n')[0]})`);
    // Let the observer deliver the task that ended with the board.
    await b.page.evaluate(() => new Promise((r) => setTimeout(r, 100))).catch(() => {});
    const { tasks, started, jobs } = await b.page
      .evaluate(() => ({
        tasks: window.hashiLongTasks,
        started: window.hashiStartedAt ?? null,
        // The app marks when a worker job starts and ends: the span the main thread must stay free.
        jobs: {
          start: performance.getEntriesByName('hashi:job-start')[0]?.startTime ?? null,
          end: performance.getEntriesByName('hashi:job-end').at(-1)?.startTime ?? null,
        },
      }))
      .catch(() => ({ tasks: [], started: null, jobs: { start: null, end: null } }));
    const board = typeof outcome === 'number' ? outcome : null;
    const counted = board === null ? tasks : tasks.filter((t) => t.start < board);
    const summary = (list) => ({
      count: list.length,
      longest: Math.max(0, ...list.map((t) => t.duration)),
      total: list.reduce((s, t) => s + t.duration, 0),
    });
    return {
      board,
      started,
      problem: board === null ? String(outcome) : null,
      ...summary(counted),
      afterStart: started === null ? null : summary(counted.filter((t) => t.start >= started)),
      // Long tasks while the worker generated: those wholly between the job's start and end
      // marks. The task that submitted the job (app start-up) and the one that took the reply
      // (drawing the new board) straddle the marks and are reported apart.
      duringJob:
        jobs.start === null || jobs.end === null
          ? null
          : summary(counted.filter((t) => t.start >= jobs.start && t.start + t.duration <= jobs.end)),
      submitting:
        jobs.start === null ? null : summary(counted.filter((t) => t.start < jobs.start && t.start + t.duration > jobs.start)),
      replying:
        jobs.end === null ? null : summary(counted.filter((t) => t.start < jobs.end && t.start + t.duration > jobs.end)),
      jobTime: jobs.start === null || jobs.end === null ? null : jobs.end - jobs.start,
      errors: b.errors,
    };
  } finally {
    await b.close();
  }
}
