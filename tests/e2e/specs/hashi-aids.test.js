// Player aids in the release build: hint, find my mistake, solve, check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
// A cell as messages name it, counted from 1 as the screen reader counts.
const place = ([r, c]) => `row ${r + 1}, column ${c + 1}`;

async function counts(page) {
  return page.$$eval('[data-testid=bridge]', (els) =>
    Object.fromEntries(els.map((e) => [`${e.dataset.a}-${e.dataset.b}`, e.dataset.count])),
  );
}

test('three hint presses go look here, then the technique and its sentence, then the move', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/medium-002');
    const text = b.page.getByTestId('hint-text');
    const hintedIslands = () => b.page.locator('[data-testid=island].hinted').count();
    const hintedBridges = () =>
      b.page.$$eval('[data-testid=bridge].hinted', (els) => els.map((e) => `${e.dataset.a}-${e.dataset.b}`).sort());

    // Press 1: where to look, naming no technique and giving no bridge away.
    await hashi.aid('hint');
    // Named as well as shown: the island to look at, and how many more are highlighted.
    assert.match(
      await text.textContent(),
      /^Look here: the \d+ at row \d+, column \d+( and the (island|\d+ islands) highlighted with it)?\. The next step is there\./,
    );
    assert.doesNotMatch(await text.textContent(), /Crossing|Capacity|Every direction|Isolation|Connectivity|Lookahead|No loop/);
    assert.equal(await text.getAttribute('data-level'), '1');
    assert.ok((await hintedIslands()) > 0);
    assert.deepEqual(await hintedBridges(), []);
    await screenshot(b.page, 'aids-hint-look');

    // Press 2: the technique and its sentence, with the bridges it decides.
    const before = await counts(b.page);
    await b.page.getByTestId('hint').click();
    await b.page.waitForFunction(() => document.querySelector('[data-testid=hint-text]')?.dataset.level === '2');
    assert.match(await text.textContent(), /^(Crossing|Capacity|Every direction|Isolation|Connectivity|Lookahead): .*Press Hint again to apply it\.$/);
    const named = await hintedBridges();
    assert.ok(named.length > 0);
    assert.deepEqual(await counts(b.page), before, 'explaining moves nothing');
    await screenshot(b.page, 'aids-hint');

    // Press 3: the move, exactly on the bridges the sentence named.
    await b.page.getByTestId('hint').click();
    const after = await counts(b.page);
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]).sort();
    assert.deepEqual(changed, named);
    assert.equal(await text.getAttribute('data-level'), null);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('with hints set to start at the reason, the first press names the technique and the second moves', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/medium-002');
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-hint-reason').check();
    await hashi.aid('hint');
    assert.match(await b.page.getByTestId('hint-text').textContent(), /^(Crossing|Capacity|Every direction|Isolation|Connectivity|Lookahead): /);
    assert.equal(await b.page.getByTestId('hint-text').getAttribute('data-level'), '2');
    const before = await counts(b.page);
    await b.page.getByTestId('hint').click();
    const after = await counts(b.page);
    assert.ok(Object.keys(after).some((k) => after[k] !== before[k]), 'the second press moves');
  } finally {
    await b.close();
  }
});

test('"find my mistake" names the one wrong bridge', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-010');
    const solution = await hashi.solution();
    const inSolution = new Map(solution.map(([a, c, n]) => [`${a}-${c}`, n]));
    const edges = await b.page.$$eval('[data-testid=bridge]', (els) =>
      els.map((e) => [e.dataset.a.split(',').map(Number), e.dataset.b.split(',').map(Number)]),
    );
    // A bridge the solution does not have (or has fewer of) that both numbers can take.
    let pick;
    for (const [x, y] of edges) {
      const more = (inSolution.get(`${x}-${y}`) ?? 0) + 1;
      if (more <= 2 && (await hashi.target(x)) >= more && (await hashi.target(y)) >= more) {
        pick = [x, y, more];
        break;
      }
    }
    const [a, c, wanted] = pick;
    await hashi.setByClicks(a, c, wanted);
    await hashi.aid('mistake');
    const text = await b.page.getByTestId('hint-text').textContent();
    assert.match(text, new RegExp(`between ${place(a)} and ${place(c)} is not part of the solution`));
    await screenshot(b.page, 'aids-mistake');
  } finally {
    await b.close();
  }
});

test('solve reveals the solution as one action that undo takes back', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/hard-001');
    const [[a, c, n]] = await hashi.solution();
    await hashi.setByClicks(a, c, n);
    const before = await counts(b.page);
    await hashi.aid('solve');
    assert.equal(await hashi.solved(), true);
    await b.page.getByTestId('undo').click();
    assert.deepEqual(await counts(b.page), before);
    assert.equal(await hashi.solved(), false);
  } finally {
    await b.close();
  }
});

test('check marks an over-full island with the error class', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-011');
    const check = b.page.getByTestId('check');
    // Easy puzzles show errors as you play by default; make sure the marks are on.
    if ((await check.getAttribute('aria-pressed')) !== 'true') await check.click();
    assert.equal(await b.page.locator('[data-testid=island].error').count(), 0);
    // Close a group early: solve everything but leave one bridge out, then check the marks
    // appear on islands that can no longer be completed once a wrong bridge blocks them.
    const solution = await hashi.solution();
    const inSolution = new Map(solution.map(([x, y, k]) => [`${x}-${y}`, k]));
    const edges = await b.page.$$eval('[data-testid=bridge]', (els) =>
      els.map((e) => [e.dataset.a.split(',').map(Number), e.dataset.b.split(',').map(Number)]),
    );
    const wrong = edges.find(([x, y]) => !inSolution.has(`${x}-${y}`));
    if (wrong) {
      await hashi.island(wrong[0]).click();
      await hashi.island(wrong[1]).click();
    }
    for (const [x, y, k] of solution) {
      for (let i = 0; i < 3 && (await hashi.count(x, y)) !== k; i++) {
        await hashi.island(x).click();
        await hashi.island(y).click();
      }
    }
    assert.ok((await b.page.locator('[data-testid=island].error').count()) > 0);
    await screenshot(b.page, 'aids-check');
    // Under forced colours an error is told by its dashed ring, not by its colour.
    await b.page.emulateMedia({ forcedColors: 'active' });
    const dashes = await b.page.evaluate(() => {
      const islands = [...document.querySelectorAll('[data-testid=island]')];
      const ring = (el) => getComputedStyle(el.querySelector('circle')).strokeDasharray;
      const plain = islands.find((el) => !/\b(error|over|satisfied|selected|hinted|marked|grouped)\b/.test(el.getAttribute('class')));
      return { error: ring(islands.find((el) => el.classList.contains('error'))), plain: plain && ring(plain) };
    });
    assert.notEqual(dashes.error, 'none', JSON.stringify(dashes));
    assert.notEqual(dashes.error, dashes.plain, JSON.stringify(dashes));
    await b.page.emulateMedia({ forcedColors: 'none' });
    await b.page.getByTestId('check').click();
    assert.equal(await b.page.locator('[data-testid=island].error').count(), 0);
  } finally {
    await b.close();
  }
});

test('settings: free mode and error marks persist, and hard puzzles start without marks', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/hard-002');
    assert.equal(await b.page.getByTestId('check').getAttribute('aria-pressed'), 'false');
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('free-mode').check();
    await b.page.getByTestId('show-errors').check();
    await hashi.open('/hashi/p/hard-002');
    await b.page.getByTestId('settings').click();
    assert.equal(await b.page.getByTestId('free-mode').isChecked(), true);
    assert.equal(await b.page.getByTestId('show-errors').isChecked(), true);
    assert.equal(await b.page.getByTestId('check').getAttribute('aria-pressed'), 'true');
  } finally {
    await b.close();
  }
});
