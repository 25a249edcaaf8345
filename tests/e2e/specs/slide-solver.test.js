// The Slide solver in the release build: Hint outlines the next move and plays it on a second
// press until the challenge is won (with the solver's count beside the player's); Show the way
// plays the rest with Stop, and a challenge finished that way records no best.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { SlidePage } from '../lib/slide-page.js';

const server = useServer();

/** Opens `route` (none: the body opens it) in a fresh browser, runs `body`, checks no page error. */
async function withSlide(route, body, options) {
  const b = await launch(options);
  try {
    const slide = new SlidePage(b.page, server.url);
    if (route) await slide.open(route);
    await body(slide, b);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
}

/**
 * Once a hint is outlined, what it outlines and the move count beside it, read in one look
 * (the loop below asks this ~90 times).
 */
async function hinted(page) {
  const seen = await page.waitForFunction(
    () =>
      document.querySelector('[data-hinted=true]') && {
        pieces: [...document.querySelectorAll('[data-testid=piece][data-hinted=true]')].map((e) => e.dataset.id),
        gaps: [...document.querySelectorAll('[data-testid=gap][data-hinted=true]')].map((e) => e.dataset.id),
        moves: Number(document.querySelector('[data-testid=moves]').textContent),
      },
    null,
    { timeout: 30000 },
  );
  const { moves, ...marked } = await seen.jsonValue();
  return { marked, moves };
}

/** What the hint outlines: the piece ids and gap ids marked data-hinted. */
async function outlined(page) {
  return page.evaluate(() => ({
    pieces: [...document.querySelectorAll('[data-testid=piece][data-hinted=true]')].map((e) => e.dataset.id),
    gaps: [...document.querySelectorAll('[data-testid=gap][data-hinted=true]')].map((e) => e.dataset.id),
  }));
}

async function waitForMoves(page, n) {
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=moves]').textContent) === n, n, { timeout: 15000 });
}

async function savedEntries(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('hashi:v1:slide:save')).entries);
}

async function solverCount(page) {
  const count = page.getByTestId('slide-solver-count');
  await page.waitForFunction(() => document.querySelector('[data-testid=slide-solver-count]')?.getAttribute('aria-busy') === 'false', null, { timeout: 30000 });
  return Number(await count.textContent());
}

test('pressing Hint repeatedly wins /slide?seed=7&steps=50 and shows both counts', { timeout: 120000 }, async () => {
  await withSlide('/slide?seed=7&steps=50', async (slide, b) => {
    const { page } = b;
    assert.match(await page.getByTestId('slide-mode').textContent(), /Challenge 7 · 50 steps/);
    assert.equal(await slide.solved(), false);
    const dialog = page.getByTestId('win-dialog');
    let played = 0;
    while (!(await dialog.isVisible())) {
      assert.ok(played < 400, 'the hints reach home');
      // First press (the button): the next move is outlined, nothing moves.
      await page.getByTestId('slide-hint').click();
      const { marked, moves } = await hinted(page);
      assert.ok(marked.gaps.length >= 1, `a hint names the gap it fills: ${JSON.stringify(marked)}`);
      assert.ok(marked.pieces.length === 1 || marked.gaps.length === 2, `and the piece: ${JSON.stringify(marked)}`);
      assert.equal(moves, played);
      if (played === 0) {
        const before = await slide.layout();
        await screenshot(page, 'slide-hint');
        // Second press (the H key on the board): the outlined move is played.
        await page.keyboard.press('h');
        await waitForMoves(page, 1);
        const after = await slide.layout();
        if (marked.pieces.length === 1) {
          const [id] = marked.pieces;
          assert.notDeepEqual(after.pieces[id], before.pieces[id], 'the outlined piece moved');
        }
        assert.deepEqual(await outlined(page), { pieces: [], gaps: [] }, 'the outline goes with the move');
      } else {
        await page.keyboard.press('h');
        await waitForMoves(page, played + 1);
      }
      played += 1;
    }
    assert.equal(await slide.solved(), true);
    assert.equal(await page.getByTestId('win-moves').textContent(), String(played));
    // The player followed the solver from the challenge's start: the counts agree.
    assert.equal(await solverCount(page), played);
    assert.match(await page.getByTestId('win-counts').textContent(), new RegExp(`you: ${played} · solver: ${played}`));
    await screenshot(page, 'slide-hint-won');
    const entries = await savedEntries(page);
    assert.equal(entries.length, played);
    assert.ok(entries.every((e) => e.kind === 'hint'), 'each played hint is saved as a hint');
    // A win by hints is still the player's: it is the best so far.
    assert.match(await page.getByTestId('slide-mode').textContent(), new RegExp(`best ${played}`));
  });
});

test('the hint outline reads in the dark theme too', { timeout: 60000 }, async () => {
  await withSlide('/slide?seed=7&steps=50', async (slide, b) => {
    await b.page.keyboard.press('H');
    await b.page.waitForSelector('[data-hinted=true]', { timeout: 30000 });
    const ring = await b.page.evaluate(() => {
      const el = document.querySelector('[data-testid=piece][data-hinted=true]') ?? document.querySelector('[data-testid=gap][data-hinted=true]');
      const after = getComputedStyle(el, el.dataset.testid === 'piece' ? '::after' : '::before');
      return after.boxShadow + ' ' + after.borderTopStyle;
    });
    assert.match(ring, /rgb\(0, 229, 255\)|dashed/, `the hint is drawn: ${ring}`);
    await screenshot(b.page, 'slide-hint-dark');
  }, { colorScheme: 'dark' });
});

/**
 * Moves the page's installed clock on until `done` (a locator) is visible: Show the way's
 * 80 ms ticks fire at once instead of ~280 times in real time. The clock only moves while no
 * search runs in the worker (a job's time budget counts on the page's clock, and a jump past
 * it would cancel a search still under way).
 */
async function runClockUntil(page, done) {
  const searching = page.getByTestId('job-label');
  for (let start = Date.now(); !(await done.isVisible()); ) {
    assert.ok(Date.now() - start < 120000, 'the way reaches home');
    if ((await searching.count()) === 0) await page.clock.runFor(800);
    else await searching.first().waitFor({ state: 'detached', timeout: 30000 });
  }
}

test('Show the way plays a 250-step challenge home, stops on Stop, and records no best', { timeout: 180000 }, async () => {
  await withSlide(null, async (slide, b) => {
    const { page } = b;
    // Installed before the page's first script: time flows as usual until runClockUntil
    // moves it on.
    await page.clock.install();
    await slide.open('/slide?seed=3&steps=250');
    await page.getByTestId('slide-show-way').click();
    const stop = page.getByTestId('slide-stop');
    await stop.waitFor({ timeout: 30000 });
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=moves]').textContent) >= 5, null, { timeout: 15000 });
    await stop.click();
    await page.getByTestId('slide-show-way').waitFor();
    const stopped = await slide.moves();
    await page.waitForTimeout(400);
    assert.equal(await slide.moves(), stopped, 'nothing moves after Stop');
    // The player's own keys work again; then the way home resumes from wherever the board is.
    assert.equal(await page.getByTestId('undo').isDisabled(), false);
    await page.getByTestId('slide-show-way').click();
    const dialog = page.getByTestId('win-dialog');
    await runClockUntil(page, dialog);
    assert.equal(await slide.solved(), true);
    const moves = Number(await page.getByTestId('win-moves').textContent());
    assert.ok(moves > stopped);
    const count = await solverCount(page);
    assert.ok(count > 0);
    assert.match(await dialog.textContent(), /does not count as a best/);
    await screenshot(page, 'slide-shown-won');
    const entries = await savedEntries(page);
    assert.ok(entries.some((e) => e.kind === 'reveal'), 'the shown moves are saved as reveals');
    const best = await page.evaluate(() => localStorage.getItem('hashi:v1:slide:best'));
    assert.ok(best === null || !('3/250' in JSON.parse(best)), `no best recorded: ${best}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.doesNotMatch(await page.getByTestId('slide-mode').textContent(), /best/);
    // A reload keeps it revealed: still no best.
    await page.reload();
    await slide.board().waitFor();
    assert.equal(await slide.solved(), true);
    assert.doesNotMatch(await page.getByTestId('slide-mode').textContent(), /best/);
  });
});
