// Waits for a just-launched Chromium to finish starting itself. Headless Chromium 156 loads
// its own browser UI (the omnibox popup, a WebUI page in a renderer of its own) as it starts:
// about 0.6 s of CPU in the first 1.5 s, measured. A bench that navigates at once times a
// first visit against the browser's start-up, which no player's first visit meets (their
// browser is already running), and on 2 cores that start-up takes a good part of one.
import fs from 'node:fs';

/** CPU time (ms) used so far by every process named `chromium`; null without Linux's /proc. */
function chromiumCpuMs() {
  const tick = 10; // USER_HZ is 100 on Linux
  let pids;
  try {
    pids = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'chromium') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/**
 * Resolves once Chromium's processes have used less than `busyMs` of CPU in the last
 * `windowMs` (or after `maxMs`), with the time waited; at once where there is no /proc to
 * read. Only one browser should be running.
 */
export async function browserQuiet({ windowMs = 400, busyMs = 30, maxMs = 5000 } = {}) {
  const start = Date.now();
  const first = chromiumCpuMs();
  if (first === null) return 0;
  const samples = [[start, first]];
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const now = Date.now();
    samples.push([now, chromiumCpuMs()]);
    const since = samples.find(([t]) => t >= now - windowMs);
    const enough = now - samples[0][0] >= windowMs;
    if ((enough && samples.at(-1)[1] - since[1] < busyMs) || now - start >= maxMs) return now - start;
  }
}
