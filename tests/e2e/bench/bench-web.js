// Browser figures for the release build (dist/, or the build HASHI_DIST points at): time to a
// playable board on first, repeat and offline visits under throttled profiles, the bytes a
// first visit to each route downloads (raw, gzip, brotli) and the whole build's, per-move
// latency on a 40x40 board, main-thread long tasks while a 50x50 extreme puzzle is generated,
// how soon a click is answered while a worker searches or generates,
// the Slide solver's time in the worker, 100x100 boards (open, moves, frames while panning and
// zooming), a 100x100 hard puzzle's generation in the worker over several seeds (GEN_SEEDS)
// and Lighthouse's four scores on the hub and a pack puzzle. Run through `cargo xtask
// bench-web`; prints figures, asserts nothing.
import os from 'node:os';
import { startServer, distDir } from '../lib/server.js';
import { profiles, targets } from './profiles.js';
import { visits } from './visits.js';
import { buildFiles, routeBytes } from './bytes.js';
import { bigBoardLatency } from './latency.js';
import { generationLongTasks } from './longtasks.js';
import { slideSolverTimes, printSlideSolverTimes } from './slide-solver.js';
import { giantBoard, GESTURE_MS } from './giant.js';
import { workerGeneration, warmWorkerGeneration, printWorkerGeneration } from './generation.js';
import { printAnswers } from './answers.js';
import { lighthouse, lighthouseInstalled, CATEGORIES } from './lighthouse.js';
import { median, percentile, ms, kb, table } from './stats.js';

const ROUNDS = 3;
const VISIT_ROUTE = '/hashi/p/easy-001';
const GENERATE_ROUTE = '/hashi/g/extreme/50x50/7';
const MOVES = 200;
const GIANT_ROUTES = ['/hashi/g/medium/100x100/1', '/hashi/g/hard/100x100/1'];
// GIANT_TRACE=0 skips the performance trace of each 100x100 board (about 10 s each).
const GIANT_TRACE = process.env.GIANT_TRACE !== '0';
const LIGHTHOUSE_ROUTES = [
  ['hub', '/'],
  ['pack puzzle', VISIT_ROUTE],
];

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const samples = (values) => `${ms(median(values))} (${values.map((v) => v.toFixed(0)).join(', ')})`;
const errorsOf = [];

function network(p) {
  if (p.offline) return 'none, then offline';
  if (!p.network) return 'none';
  const mbit = (bytes) => String(+((bytes * 8) / 1_000_000).toFixed(2));
  return `${p.network.latency} ms, ${mbit(p.network.down)}/${mbit(p.network.up)} Mbit/s`;
}

function repeatCell(rounds) {
  const failed = rounds.filter((r) => r.repeat.failed);
  if (failed.length) return `fails: ${[...new Set(failed.map((r) => r.repeat.failed))].join('; ')}`;
  return samples(rounds.map((r) => r.repeat));
}

function visitRow(p, rounds) {
  const modes = [...new Set(rounds.map((r) => r.mode))].join(' / ');
  const bytes = (pick) => rounds.map(pick).filter((v) => v !== undefined);
  const over = bytes((r) => r.repeatBytes);
  return [
    p.name,
    `x${p.cpu}`,
    network(p),
    samples(rounds.map((r) => r.first)),
    repeatCell(rounds),
    modes,
    `${kb(median(bytes((r) => r.firstBytes)))} / ${over.length ? kb(median(over)) : '-'}`,
  ];
}

/** Where a trace says the main thread (and the raster workers) spent their time. */
function printTrace(label, summary, n = 6) {
  console.log(`  ${label}:`);
  const kinds = Object.entries(summary)
    .filter(([kind]) => /CrRendererMain|ThreadPoolForegroundWorker|Compositor$/.test(kind))
    .sort((a, b) => b[1].total - a[1].total);
  for (const [kind, t] of kinds) {
    const top = t.top.slice(0, n).map((e) => `${e.name} ${ms(e.self)}`).join(', ');
    console.log(`    ${kind} ${ms(t.total)}: ${top}`);
  }
}

async function printGiant() {
  const opens = [['link', 'islands / SVG nodes', 'wasm ready', 'generation (worker)', 'reply to drawn', 'open (wasm ready to drawn)']];
  const moves = [['link', 'moves timed', 'no change within 1 s', 'median', 'p95', 'max']];
  const frames = [['link', 'gesture', 'events', 'view changes', 'frames', 'longest frame', 'frames > 32 ms']];
  const traces = [];
  for (const route of GIANT_ROUTES) {
    let g;
    try {
      g = await giantBoard(server.url, route, { moves: MOVES, trace: GIANT_TRACE });
    } catch (e) {
      errorsOf.push(`${route}: ${e.message.split('\n')[0]}`);
      continue;
    }
    errorsOf.push(...g.errors.map((e) => `${route}: ${e}`));
    const o = g.opened;
    opens.push([
      route,
      `${o.islands} / ${o.nodes}`,
      o.started === null ? '-' : ms(o.started),
      o.jobStart === null || o.jobEnd === null ? '-' : ms(o.jobEnd - o.jobStart),
      o.jobEnd === null ? '-' : ms(o.drawn - o.jobEnd),
      o.started === null ? '-' : ms(o.drawn - o.started),
    ]);
    const l = g.latencies;
    moves.push([route, l.length, g.unseen, `${median(l).toFixed(2)} ms`, `${percentile(l, 95).toFixed(2)} ms`, `${Math.max(...l).toFixed(2)} ms`]);
    for (const [gesture, f] of Object.entries(g.gestures)) {
      frames.push([route, gesture, f.events, f.viewChanges, f.frames, `${f.longest.toFixed(1)} ms`, f.over32]);
    }
    if (g.traces) traces.push([route, g.traces]);
  }
  console.log('\n100x100 generated boards, 1280x1000, unthrottled, a fresh profile each (times from navigation start):');
  console.log(table(opens));
  console.log(
    `wasm ready: Trunk's TrunkApplicationStarted; generation: hashi:job-start to hashi:job-end; drawn: the frame after the islands entered the DOM.   target: open <= ${targets.giantOpenMs} ms`,
  );
  console.log(`\nPointer to DOM per move (latency.js), on bridges whose islands are on screen (the board opens zoomed in):`);
  console.log(table(moves));
  console.log(`target: p95 <= ${targets.giantMoveP95Ms} ms`);
  console.log(`\nrequestAnimationFrame intervals over ${GESTURE_MS / 1000} s of each gesture on the zoomed board, after the moves:`);
  console.log(table(frames));
  console.log(`target: no frame longer than ${targets.frameMs} ms (at 60 Hz a frame is 16.7 ms; 33 ms is one dropped)`);
  for (const [route, t] of traces) {
    console.log(`\nTrace of ${route} (self time by event, CDP Tracing), a second visit in the same profile:`);
    printTrace('open, navigation to drawn', t.open);
    const p = t.tracedPan;
    printTrace(`drag pan (${p.frames} frames, longest ${ms(p.longest)}, ${p.over32} > 32 ms under tracing)`, t.pan);
  }
}

async function printLighthouse() {
  if (!lighthouseInstalled()) {
    console.log('\nLighthouse: not installed (`cargo xtask bench-web` runs npm ci in tests/e2e/bench/lighthouse)');
    return;
  }
  const rows = [['page', ...CATEGORIES, 'metrics']];
  const failing = [];
  for (const [name, route] of LIGHTHOUSE_ROUTES) {
    try {
      const r = await lighthouse(server.url + route);
      rows.push([`${name} (${route})`, ...CATEGORIES.map((c) => r.scores[c] ?? '-'), r.metrics.join(', ')]);
      failing.push(...r.failing.map((f) => `${name}: ${f.category} ${f.id} (${f.title}), score ${f.score}`));
      if (r.runtimeError) errorsOf.push(`lighthouse ${name}: ${r.runtimeError}`);
      errorsOf.push(...r.warnings.map((w) => `lighthouse ${name}: ${w}`));
    } catch (e) {
      errorsOf.push(`lighthouse ${name}: ${e.message.split('\n')[0]}`);
    }
  }
  console.log("\nLighthouse, default mobile settings (simulated slow 4G, 4x CPU slowdown), Debian's chromium:");
  console.log(table(rows));
  console.log('target: accessibility, best practices and SEO 100');
  console.log(failing.length ? `failing audits:\n  ${failing.join('\n  ')}` : 'failing audits: none');
}

const server = await startServer();
try {
  console.log(`build: ${distDir}`);
  console.log(`load average (1, 5, 15 min) at start: ${load()} on ${os.cpus().length} cores`);

  console.log(`\nVisits to ${VISIT_ROUTE}: time to a playable board (islands in the DOM, handlers attached),`);
  console.log(`from navigation start, read inside the page; median of ${ROUNDS}, each round in a fresh browser profile.`);
  const rows = [['profile', 'cpu', 'network (latency, down/up)', 'first visit', 'repeat visit', 'repeat served by', 'over network first / repeat']];
  for (const p of profiles) {
    const rounds = await visits(server.url + VISIT_ROUTE, p, ROUNDS);
    rounds.forEach((r) => errorsOf.push(...r.errors.map((e) => `${p.name}: ${e}`)));
    rows.push(visitRow(p, rounds));
  }
  console.log(table(rows));
  console.log(
    'repeat visit: the same profile again after the first visit ended (and, with a service worker, once it is ready and controls the page);',
  );
  console.log(
    'over network: transferSize of the document and its resources (0 for HTTP-cache and service-worker responses).',
  );
  console.log(
    `targets: slow 4G first visit <= ${targets.slowFirstVisitMs} ms; repeat visit <= ${targets.repeatVisitMs} ms on every profile, offline included`,
  );

  const bytes = await routeBytes(server.url, distDir);
  errorsOf.push(...bytes.errors.map((e) => `bytes: ${e}`));
  console.log('\nBytes of a first visit to each route, from navigation until usable, its worker included');
  console.log("(a fresh profile, service workers blocked; gzip and brotli as the build's .gz and .br copies):");
  console.log(bytes.table);
  if (bytes.failure) console.log(`over budget (lib/budget.js):\n${bytes.failure}`);
  const build = buildFiles(distDir);
  const size = (s) => `${kb(s.br)} brotli, ${kb(s.gzip)} gzip, ${kb(s.raw)} raw (${s.count} files)`;
  console.log(`\nEvery file in the build: ${size(build.total)}`);
  const fileRows = [['file', 'raw', 'gzip', 'brotli']];
  for (const f of build.files) fileRows.push([f.name, kb(f.raw), kb(f.gzip), kb(f.br)]);
  console.log(table(fileRows).replace(/^/gm, '  '));

  const big = await bigBoardLatency(server.url, MOVES);
  errorsOf.push(...big.errors.map((e) => `40x40: ${e}`));
  console.log(`\n40x40 board, ${big.islands} islands, unthrottled:`);
  console.log(`navigation to interactive: ${ms(big.warm)} warm, ${ms(big.cold)} cold (first visit)`);
  console.log(
    `pointer to DOM over ${big.latencies.length} moves: median ${median(big.latencies).toFixed(2)} ms, p95 ${percentile(big.latencies, 95).toFixed(2)} ms, max ${Math.max(...big.latencies).toFixed(2)} ms   target median <= ${targets.moveMs} ms`,
  );

  const gen = await generationLongTasks(server.url, GENERATE_ROUTE);
  errorsOf.push(...gen.errors.map((e) => `generation: ${e}`));
  console.log(`\nGenerating ${GENERATE_ROUTE} (unthrottled), long tasks from navigation to the board:`);
  const started = gen.started === null ? 'never started' : `app started (TrunkApplicationStarted) at ${ms(gen.started)}`;
  console.log(gen.board === null ? `no board: ${gen.problem}; ${started}` : `board after ${ms(gen.board)}; ${started}`);
  const tasks = (t) => `${t.count} long tasks, longest ${ms(t.longest)}, total ${ms(t.total)}`;
  console.log(`all:                   ${tasks(gen)}   target: main thread never busy > ${targets.longTaskMs} ms`);
  if (gen.afterStart) console.log(`after the app started: ${tasks(gen.afterStart)}`);
  if (gen.duringJob) {
    console.log(
      `while the worker generated (${ms(gen.jobTime)}): ${tasks(gen.duringJob)}   target: longest <= ${targets.longTaskMs} ms`,
    );
    console.log(`the task that sent the job (start-up):   ${tasks(gen.submitting)}`);
    console.log(`the task that took the reply (drawing):  ${tasks(gen.replying)}`);
  } else {
    console.log('while the worker generated: no worker job was marked (generation on the main thread)');
  }

  errorsOf.push(...(await printAnswers(server.url, ROUNDS)));

  const slideSeeds = Number(process.env.SLIDE_SEEDS ?? 20);
  const slide = await slideSolverTimes(server.url, slideSeeds);
  errorsOf.push(...slide.errors.map((e) => `slide solver: ${e}`));
  printSlideSolverTimes(slide, slideSeeds);

  await printGiant();
  const generationSeeds = { seeds: Number(process.env.GEN_SEEDS ?? 9) };
  printWorkerGeneration(
    await workerGeneration(server.url, generationSeeds),
    await warmWorkerGeneration(server.url, generationSeeds),
  );
  await printLighthouse();

  console.log(`\nload average at end: ${load()}`);
  if (errorsOf.length) console.log('page errors:', errorsOf);
} finally {
  await server.close();
}
