// The unique solution of a puzzle, from the project's own `hashi solve --json`; a day's daily
// puzzle, from `hashi gen --daily`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function hashiCommand() {
  // `cargo xtask test` passes the binary it built, as the learn spec's CLI calls use it.
  if (process.env.HASHI_CLI) return [process.env.HASHI_CLI, []];
  for (const profile of ['debug', 'release']) {
    const bin = path.join(root, 'target', profile, 'hashi');
    if (fs.existsSync(bin)) return [bin, []];
  }
  return ['cargo', ['run', '-q', '-p', 'hashi-cli', '--']];
}

/** [[a, b, count], ...] with a and b as [r, c]. */
export function solve(task) {
  const [cmd, pre] = hashiCommand();
  const out = execFileSync(cmd, [...pre, 'solve', '--json', '-'], { input: task, cwd: root });
  const report = JSON.parse(out.toString());
  if (report.status !== 'unique') throw new Error(`${task} is ${report.status}`);
  return report.solutions[0].bridges.map((b) => [b.a, b.b, b.count]);
}

/** The task string of `date`'s daily puzzle (YYYY-MM-DD), as the CLI makes it. */
export function dailyTask(date) {
  const [cmd, pre] = hashiCommand();
  const out = execFileSync(cmd, [...pre, 'gen', '--daily', date, '--format', 'task'], { cwd: root });
  return out.toString().trim();
}
