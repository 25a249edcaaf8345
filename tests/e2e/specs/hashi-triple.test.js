// The rating's triple in words after a solve (issue 44, item 6): the celebration of a pack
// puzzle names its hardest step and the bridges certain before it, its first step and the
// hardest step before the first bridge, as `hashi rate --json` finds them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function cli(args, input) {
  const options = { encoding: 'utf8', cwd: root, input };
  return process.env.HASHI_CLI
    ? execFileSync(process.env.HASHI_CLI, args, options)
    : execFileSync('cargo', ['run', '-q', '-p', 'hashi-cli', '--', ...args], options);
}

/** "every-direction" as the page names it: "Every direction". */
const named = (id) => id[0].toUpperCase() + id.slice(1).replace('-', ' ');

test("the celebration of a pack puzzle says the rating's triple", async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/medium-001');
    const task = await hashi.task();
    const [hardest, beforeFirstBridge, first] = JSON.parse(cli(['rate', '--json', '-'], task)).triple;
    const solution = await hashi.solution();
    for (const [a, c, count] of solution) await hashi.setByClicks(a, c, count);
    await b.page.getByTestId('celebration').waitFor();
    const line = b.page.getByTestId('solved-triple');
    await line.waitFor();
    const text = await line.textContent();
    const match = /^Hardest step: (.+), after (\d+) bridges\. First step: (.+); hardest before the first bridge: (.+)\.$/.exec(text);
    assert.ok(match, text);
    assert.deepEqual([match[1], match[3], match[4]], [hardest, first, beforeFirstBridge].map(named));
    // Some bridges come before the hardest step, and not all of them.
    const bridges = solution.reduce((sum, [, , count]) => sum + count, 0);
    assert.ok(Number(match[2]) > 0 && Number(match[2]) < bridges, `${match[2]} of ${bridges}`);
    await screenshot(b.page, 'solved-triple');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
