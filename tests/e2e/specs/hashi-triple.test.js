// The rating's triple in words after a solve (issue 44, item 6): the celebration of a pack
// puzzle names its hardest step and the bridges certain before it, its first step and the
// hardest step before the first bridge, as `hashi rate --json` finds them; the pack list shows
// each pack puzzle's hardest step (its file records the triple), version 10's series first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

test('the pack list shows each puzzle\'s hardest step, the offered series first and the earlier packs after', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/hard2-001');
    const pack = JSON.parse(fs.readFileSync(path.join(root, 'packs/hard2.json'), 'utf8'));
    const entry = pack.puzzles.find((p) => p.id === 'hard2-001');
    assert.equal(await hashi.task(), entry.task);
    await b.page.getByTestId('packs').click();
    const list = b.page.getByTestId('pack-list');
    const items = list.getByTestId('pack-puzzle');
    await items.first().waitFor();
    const ids = await items.evaluateAll((els) => els.map((e) => e.querySelector('a').textContent.replace('✓ ', '')));
    // Version 10's packs come first, easiest first; the first packs keep their ids after them.
    assert.equal(ids[0], 'easy2-001');
    assert.ok(ids.indexOf('extreme2-001') < ids.indexOf('easy-001'), 'the earlier packs come after');
    assert.equal(ids.length, new Set(ids).size);
    assert.equal(await list.getByRole('heading', { name: 'Earlier packs' }).count(), 1);
    // The hardest step as the pack file records it, the whole triple as its title.
    const item = items.filter({ has: b.page.getByRole('link', { name: /^hard2-001$/ }) });
    const triple = item.getByTestId('pack-triple');
    // The pack keeps it as hardest/bridges/first/before-first-bridge.
    const [hardest, bridges] = entry.rating.triple.split('/');
    const before = Number(bridges);
    const expected = before === 0
      ? `Hardest step: ${named(hardest)}, before any bridge.`
      : `Hardest step: ${named(hardest)}, after ${before} bridge${before === 1 ? '' : 's'}.`;
    assert.equal(await triple.textContent(), expected);
    assert.match(await triple.getAttribute('title'), new RegExp(`^${expected.replace(/[.]/g, '\\.')} First step: `));
    // Every puzzle of both series carries its triple.
    assert.equal(await list.getByTestId('pack-triple').count(), ids.length);
    await screenshot(b.page, 'pack-list-triple');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the hub offers version 10\'s packs, and a newcomer starts with the first of them', async () => {
  const b = await launch();
  try {
    await b.page.goto(`${server.url}/`);
    const easy = b.page.getByTestId('pack-easy');
    await easy.waitFor();
    assert.equal(await easy.textContent(), 'easy 0/40');
    assert.match(await easy.getAttribute('href'), /\/hashi\/p\/easy2-001$/);
    await b.page.goto(`${server.url}/hashi`);
    await b.page.waitForURL(/\/hashi\/p\/easy2-001$/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
