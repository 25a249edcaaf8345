// Browser figures for the release build (dist/, or the build HASHI_DIST points at): time to a
// playable board on first, repeat and offline visits under throttled profiles, the bytes a
// first visit to each route downloads (raw, gzip, brotli) and the whole build's, per-move
// latency on a 40x40 board, main-thread long tasks while a 50x50 extreme puzzle is generated,
// and the Slide solver's time in the worker. Run through `cargo xtask bench-web`; prints
// figures, asserts nothing.
import os from 'node:os';
import { startServer, distDir } from '../lib/server.js';
import { profiles, targets } from './profiles.js';
import { visits } from './visits.js';
import { buildFiles, routeBytes } from './bytes.js';
import { bigBoardLatency } from './latency.js';
import { generationLongTasks } from './longtasks.js';
import { slideSolverTimes, printSlideSolverTimes } from './slide-solver.js';
import { median, percentile, ms, kb, table } from './stats.js';

const ROUNDS = 3;
const VISIT_ROUTE = '/hashi/p/easy-001';
const GENERATE_ROUTE = '/hashi/g/extreme/50x50/7';
const MOVES = 200;

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

  const slideSeeds = Number(process.env.SLIDE_SEEDS ?? 20);
  const slide = await slideSolverTimes(server.url, slideSeeds);
  errorsOf.push(...slide.errors.map((e) => `slide solver: ${e}`));
  printSlideSolverTimes(slide, slideSeeds);

  console.log(`\nload average at end: ${load()}`);
  if (errorsOf.length) console.log('page errors:', errorsOf);
} finally {
  await server.close();
}
