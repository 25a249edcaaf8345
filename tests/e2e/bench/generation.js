// Generation in the maker worker (issue 32: a 100x100 hard puzzle in <= 300 ms median): for
// seeds 1..GEN_SEEDS (9 by default) of a generated link (GEN_BAND, default hard; GEN_SIZE,
// default 100x100), the time from the page's `hashi:job-start` to `hashi:job-end` mark, and
// from the link's navigation to `hashi:job-end` (all the player waits before the puzzle is
// there, which a worker started before the job cannot hide from), on a first visit (a fresh
// profile: the worker's wasm compiled from nothing) and on a second open of the same link in
// that profile, its save removed, as a returning player opens one: once the service worker
// the first visit registered has installed (it downloads the whole site after the first
// screen is up, which for the next second or so takes both cores of a small machine). The
// first visit waits for the just-launched browser to finish starting itself (`quiet.js`), as
// a player's browser has, and is traced (CDP Tracing) for the CPU time the worker's thread
// spent handling the job, a figure that a busy machine changes far less than the wall time.
// Then the same seeds in a warm maker, as a player's next New puzzle meets it: one worker
// makes them all once, then again, timed from posting each job to its reply. Part of
// `cargo xtask bench-web`; alone: `cargo xtask bench-web --generation`, or from tests/e2e
// `node bench/generation.js` (serves dist/, or HASHI_DIST).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { launch } from '../lib/browser.js';
import { startServer, distDir } from '../lib/server.js';
import { PLAYABLE, probes } from './playable.js';
import { open, openProbes } from './giant.js';
import { median, percentile, ms, table } from './stats.js';
import { browserQuiet } from './quiet.js';

/** The target for the median of a 100x100 hard puzzle's generation, in ms. */
export const GENERATION_TARGET_MS = 300;

/** Job start to job end of one open, or why there is none. */
function jobTime(opened) {
  if (opened.jobStart === null || opened.jobEnd === null) throw new Error('no worker job was marked');
  return opened.jobEnd - opened.jobStart;
}

/** Runs `body` under a CDP trace of the page's timeline and its user timing marks. */
async function traced(cdp, body) {
  const events = [];
  const onData = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  let result;
  try {
    result = await body();
  } finally {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
  }
  return { result, events };
}

/**
 * CPU time (ms) the dedicated workers' threads spent between the trace's `hashi:job-start` and
 * `hashi:job-end` marks: the maker's, since no other worker runs before the board is up. Every
 * top-level task of theirs counts, clipped to the window (a task's CPU time in proportion to
 * its wall time inside it), so that what the maker still does of its start-up when the job
 * arrives (index.html starts it early) is counted with the job. Null when the trace lacks a
 * mark or thread times.
 */
export function workerJobCpu(events) {
  const mark = (name) => events.find((e) => e.name === name && e.cat?.includes('user_timing'))?.ts;
  const [start, end] = [mark('hashi:job-start'), mark('hashi:job-end')];
  if (start === undefined || end === undefined) return null;
  const workers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'DedicatedWorker thread')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.cat?.split(',').includes('toplevel') &&
      workers.has(`${e.pid}:${e.tid}`) &&
      e.dur > 0 &&
      e.ts < end &&
      e.ts + e.dur > start,
  );
  if (!tasks.length || tasks.some((e) => typeof e.tdur !== 'number')) return null;
  const inWindow = (e) => (Math.min(e.ts + e.dur, end) - Math.max(e.ts, start)) / e.dur;
  return tasks.reduce((sum, e) => sum + e.tdur * inWindow(e), 0) / 1000;
}

/**
 * Per seed, in a browser of its own: the generation's time on the first visit (and the CPU
 * time of the worker's thread on it) and on a second open in the same profile, and when the
 * wasm was ready on the first (ms). Seeds run one after another, never side by side, so that
 * they do not share the machine's cores.
 */
export async function workerGeneration(baseUrl, { band = 'hard', size = '100x100', seeds = 9 } = {}) {
  const rows = [];
  const errors = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const route = `/hashi/g/${band}/${size}/${seed}`;
    // The second open is a returning player's, once the service worker the first registered
    // has installed: the tests' browser blocks service workers unless asked.
    const b = await launch({ viewport: { width: 1280, height: 1000 }, serviceWorkers: 'allow' });
    try {
      await browserQuiet();
      await b.context.addInitScript(probes, PLAYABLE);
      await b.context.addInitScript(openProbes, PLAYABLE);
      const cdp = await b.context.newCDPSession(b.page);
      const { result: first, events } = await traced(cdp, () => open(b.page, baseUrl + route));
      await cdp.detach();
      await b.page.evaluate(() => navigator.serviceWorker.ready);
      // A generated puzzle once opened is saved and opens again without the worker; the app
      // writes its save as the page goes, so it is removed from a page that is not the app's.
      await b.page.goto(`${baseUrl}/icons/icon.svg`);
      await b.page.evaluate(() => localStorage.clear());
      const again = await open(b.page, baseUrl + route);
      rows.push({
        seed,
        route,
        first: jobTime(first),
        firstFromLink: first.jobEnd,
        cpu: workerJobCpu(events),
        again: jobTime(again),
        againFromLink: again.jobEnd,
        started: first.started,
        islands: first.islands,
      });
    } catch (e) {
      errors.push(`${route}: ${e.message.split('\n')[0]}`);
    } finally {
      errors.push(...b.errors.map((e) => `${route}: ${e}`));
      await b.close();
    }
  }
  return { band, size, rows, errors };
}

/**
 * Runs in a page of the site: starts the maker worker, has it make every seed once (the
 * browser compiles and optimises its code meanwhile), then again, and returns the second
 * round's times from posting each job to its reply (ms). Speaks the page's worker protocol
 * (`crates/hashi-worker/src/protocol.rs`): a `Ready` first, then a `Done` per job.
 */
async function warmRounds({ band, width, height, seeds }) {
  const worker = new Worker('/hashi-maker_loader.js');
  const waiting = new Map();
  let ready;
  const isReady = new Promise((resolve, reject) => {
    ready = resolve;
    worker.onerror = (e) => reject(new Error(`the maker failed: ${e.message}`));
  });
  worker.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.Ready) ready();
    else if (message.Done) waiting.get(message.Done.id)?.(message.Done.reply);
  };
  await isReady;
  let id = 0;
  const make = async (seed) => {
    id += 1;
    const replied = new Promise((resolve) => waiting.set(id, resolve));
    const posted = performance.now();
    worker.postMessage(JSON.stringify({ id, job: { Generate: { band, width, height, seed, rules: '' } } }));
    const reply = await replied;
    if (!reply.Generated) throw new Error(`seed ${seed}: ${JSON.stringify(reply).slice(0, 200)}`);
    return performance.now() - posted;
  };
  for (let seed = 1; seed <= seeds; seed++) await make(seed);
  const times = [];
  for (let seed = 1; seed <= seeds; seed++) times.push(await make(seed));
  worker.terminate();
  return times;
}

/** The same seeds as [`workerGeneration`] in one warm maker worker: the timed round's times. */
export async function warmWorkerGeneration(baseUrl, { band = 'hard', size = '100x100', seeds = 9 } = {}) {
  const [width, height] = size.split('x').map(Number);
  const b = await launch({ viewport: { width: 800, height: 600 } });
  try {
    // A page of the site that is not the app, so that only this worker runs.
    await b.page.goto(`${baseUrl}/icons/icon.svg`);
    return await b.page.evaluate(warmRounds, { band, width, height, seeds });
  } finally {
    await b.close();
  }
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/**
 * The table of one run of [`workerGeneration`], with median and p90 of both opens, and of
 * [`warmWorkerGeneration`] when its times are given.
 */
export function printWorkerGeneration({ band, size, rows, errors }, warm = null) {
  console.log(`\nGenerating ${size} ${band} puzzles in the maker worker (hashi:job-start to hashi:job-end), unthrottled, a fresh profile per seed:`);
  const lines = [['seed', 'islands', 'wasm ready', 'first visit', 'from link', "worker's CPU", 'second open', 'from link']];
  for (const r of rows) {
    const cpu = r.cpu === null ? '-' : ms(r.cpu);
    lines.push([r.seed, r.islands, r.started === null ? '-' : ms(r.started), ms(r.first), ms(r.firstFromLink), cpu, ms(r.again), ms(r.againFromLink)]);
  }
  console.log(table(lines));
  if (rows.length) {
    const summary = (values) => `median ${ms(median(values))}, p90 ${ms(percentile(values, 90))}, max ${ms(Math.max(...values))}`;
    console.log(`first visit:  ${summary(rows.map((r) => r.first))}`);
    console.log(`  from link:  ${summary(rows.map((r) => r.firstFromLink))} (navigation to hashi:job-end)`);
    const cpu = rows.map((r) => r.cpu).filter((c) => c !== null);
    if (cpu.length) console.log(`worker's CPU: ${summary(cpu)} (the first visit's job, thread time)`);
    console.log(`second open:  ${summary(rows.map((r) => r.again))}`);
    console.log(`  from link:  ${summary(rows.map((r) => r.againFromLink))}`);
    if (warm) console.log(`warm worker:  ${summary(warm)} (the same seeds again in a maker that made them once; post to reply)`);
    if (band === 'hard' && size === '100x100') console.log(`target: median <= ${GENERATION_TARGET_MS} ms`);
  }
  if (errors.length) console.log('page errors:', errors);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer();
  try {
    console.log(`build: ${distDir}`);
    console.log(`load average (1, 5, 15 min) at start: ${load()} on ${os.cpus().length} cores`);
    const options = {
      band: process.env.GEN_BAND ?? 'hard',
      size: process.env.GEN_SIZE ?? '100x100',
      seeds: Number(process.env.GEN_SEEDS ?? 9),
    };
    const run = await workerGeneration(server.url, options);
    printWorkerGeneration(run, await warmWorkerGeneration(server.url, options));
    console.log(`load average at end: ${load()}`);
  } finally {
    await server.close();
  }
}
