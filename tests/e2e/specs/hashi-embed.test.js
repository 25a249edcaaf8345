// The embeddable board (`/embed/…`, issue 48): only the board, the islands left, Undo and a link
// to the full game; no save, no statistics; it plays in another site's frame, with storage
// refused there too; the share panel gives its <iframe> code; a wrong address says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

/** The records a played puzzle would leave: its save, the statistics, the last puzzle. */
const kept = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter((k) => /^hashi:v1:(save|stats|last|uses)/.test(k)),
  );

test('an embedded pack puzzle plays to solved with no save written', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await b.page.goto(server.url + '/embed/hashi/p/easy-001');
    await b.page.getByTestId('embed').waitFor();
    await hashi.board().waitFor();
    // The board alone: no top bar, menu or aids.
    for (const absent of ['mistake', 'menu', 'hint', 'share']) {
      assert.equal(await b.page.getByTestId(absent).count(), 0, absent);
    }
    const islands = await b.page.getByTestId('island').count();
    const left = b.page.getByTestId('embed-left');
    assert.equal(await left.textContent(), `${islands} islands left`);
    const undo = b.page.getByTestId('embed-undo');
    assert.equal(await undo.isDisabled(), true);
    const open = b.page.getByTestId('embed-open');
    assert.equal(await open.getAttribute('href'), `${server.url}/hashi/p/easy-001`);
    assert.equal(await open.getAttribute('target'), '_blank');

    const solution = await hashi.solution();
    const [a, c, n] = solution[0];
    await hashi.setByClicks(a, c, n);
    assert.equal(await undo.isDisabled(), false);
    // The link to the full game carries the bridges placed so far.
    assert.match(await open.getAttribute('href'), /\/hashi\/p\/easy-001\?moves=./);
    // Each tap was a move: Undo takes them back one by one.
    while (!(await undo.isDisabled())) await undo.click();
    await b.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=bridge]')].every((e) => e.dataset.count === '0'),
    );
    assert.equal(await left.textContent(), `${islands} islands left`);

    for (const [x, y, m] of solution) await hashi.setByClicks(x, y, m);
    assert.equal(await hashi.solved(), true);
    assert.equal(await left.textContent(), 'Solved!');
    assert.deepEqual(await kept(b.page), [], 'the embed keeps no save, statistics or last puzzle');
    // Reloaded, it starts afresh: nothing was kept.
    await b.page.reload();
    await b.page.getByTestId('embed').waitFor();
    assert.equal(await b.page.getByTestId('embed-left').textContent(), `${islands} islands left`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the embed plays in another site's frame, with storage refused there", async () => {
  const b = await launch({ bypassCSP: true });
  // Every frame of the other site's page: localStorage throws, as for a third-party frame
  // whose storage the browser denies.
  await b.context.addInitScript(() => {
    if (window === window.top) return;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  try {
    const embed = `${server.url}/embed/hashi/p/easy-002`;
    const other = server.url.replace('127.0.0.1', 'localhost') + '/';
    assert.notEqual(new URL(other).origin, new URL(embed).origin);
    await b.page.goto(other);
    await b.page.setContent(
      `<!doctype html><title>A blog</title><iframe src="${embed}" width="420" height="500"></iframe>`,
    );
    const frame = b.page.frames().find((f) => f !== b.page.mainFrame());
    const hashi = new HashiPage(frame, server.url);
    await frame.getByTestId('embed').waitFor();
    assert.equal(await frame.getByTestId('framed').count(), 0, 'the embed is not refused');
    assert.equal(await frame.getByTestId('storage-refused').count(), 0, 'nothing to keep: no notice');
    const solution = await hashi.solution();
    for (const [x, y, m] of solution) await hashi.setByClicks(x, y, m);
    assert.equal(await hashi.solved(), true);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the share panel gives the code that embeds the puzzle', async () => {
  const b = await launch();
  try {
    const hashi = new HashiPage(b.page, server.url);
    await hashi.open('/hashi/p/easy-003');
    await b.page.getByTestId('share').click();
    const code = await b.page.getByTestId('share-embed').inputValue();
    assert.match(
      code,
      new RegExp(`^<iframe src="${server.url}/embed/hashi/p/easy-003" title="A Hashi puzzle" [^>]*></iframe>$`),
    );
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('an embed of a wrong address says what is wrong, in the language', async () => {
  const b = await launch();
  try {
    const says = (pattern) =>
      b.page.waitForFunction((source) => new RegExp(source).test(document.querySelector('main')?.textContent ?? ''), pattern.source);
    await b.page.goto(server.url + '/embed/hashi/g/easy/7x/3');
    await says(/“7x” is not a size like 10x10/);
    assert.equal(await b.page.getByTestId('board').count(), 0);
    await b.page.goto(server.url + '/embed/slide?lang=de');
    await says(/Diese Adresse nennt kein Rätsel/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
