// Where a generated link's wall time goes (issue 32): for seeds 1..GEN_SEEDS (3) of a 100x100
// hard link, a first visit in a fresh profile (once the browser has started: `quiet.js`)
// traced with every thread, and per thread the wall and CPU time of its top-level tasks
// inside the maker's job (`hashi:job-start` to `hashi:job-end`), then the named work in that
// window, largest first (V8's wasm compilation shows here: lazy compilation on the worker's
// thread, top-tier compilation on the pool).
// From tests/e2e: `node bench/generation-threads.js` (serves dist/, or HASHI_DIST).
import { launch } from '../lib/browser.js';
import { startServer } from '../lib/server.js';
import { PLAYABLE, probes } from './playable.js';
import { open, openProbes } from './giant.js';
import { browserQuiet } from './quiet.js';

const server = await startServer();
const seeds = Number(process.env.GEN_SEEDS ?? 3);
const cats = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-v8.compile', 'v8.wasm', 'disabled-by-default-devtools.timeline'].join(',');
try {
  for (let seed = 1; seed <= seeds; seed++) {
    const b = await launch({ viewport: { width: 1280, height: 1000 } });
    await browserQuiet();
    await b.context.addInitScript(probes, PLAYABLE);
    await b.context.addInitScript(openProbes, PLAYABLE);
    const cdp = await b.context.newCDPSession(b.page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    await cdp.send('Tracing.start', { categories: cats, transferMode: 'ReportEvents' });
    const opened = await open(b.page, `${server.url}/hashi/g/hard/100x100/${seed}`);
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    const mark = (name) => events.find((e) => e.name === name && e.cat?.includes('user_timing'))?.ts;
    const [start, end] = [mark('hashi:job-start'), mark('hashi:job-end')];
    const names = new Map();
    for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
    // Top-level tasks per thread overlapping the window, clipped, with their thread time.
    const per = new Map();
    const named = new Map();
    for (const e of events) {
      if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
      if (!(e.cat.includes('toplevel'))) continue;
      const s = Math.max(e.ts, start), f = Math.min(e.ts + e.dur, end);
      if (f <= s) continue;
      const key = `${e.pid}:${e.tid}`;
      const share = (f - s) / e.dur;
      const row = per.get(key) ?? { wall: 0, cpu: 0 };
      row.wall += (f - s) / 1000;
      row.cpu += ((e.tdur ?? 0) * share) / 1000;
      per.set(key, row);
    }
    // Named work (not toplevel) on non-worker threads inside the window, largest first.
    for (const e of events) {
      if (e.ph !== 'X' || typeof e.dur !== 'number' || e.cat.includes('toplevel')) continue;
      const s = Math.max(e.ts, start), f = Math.min(e.ts + e.dur, end);
      if (f <= s) continue;
      const key = `${names.get(`${e.pid}:${e.tid}`) ?? e.tid} :: ${e.name}`;
      named.set(key, (named.get(key) ?? 0) + (f - s) / 1000);
    }
    console.log(`\nseed ${seed}: job ${((end - start) / 1000).toFixed(0)} ms (page says ${(opened.jobEnd - opened.jobStart).toFixed(0)}), islands ${opened.islands}`);
    for (const [k, v] of [...per].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 12)) {
      console.log(`  ${(names.get(k) ?? k).padEnd(40)} wall ${v.wall.toFixed(0).padStart(5)} ms  cpu ${v.cpu.toFixed(0).padStart(5)} ms`);
    }
    console.log('  named work in window:');
    for (const [k, v] of [...named].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
    await b.close();
  }
} finally {
  await server.close();
}
