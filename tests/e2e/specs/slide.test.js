// The Slide puzzle in the release build: keys, click, swipe, drag, challenges, winning, resume.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { SlidePage } from '../lib/slide-page.js';

const server = useServer();

/** Opens a fresh browser on /slide, runs `body`, and checks no page error happened. */
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

test('the hub lists Slide, which opens on the solved board in free play', async () => {
  await withSlide(null, async (slide, b) => {
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('slide-link').click();
    await slide.board().waitFor();
    assert.equal(new URL(b.page.url()).pathname, '/slide');
    assert.equal(await slide.solved(), true);
    const { pieces, gaps } = await slide.layout();
    const sizes = Object.values(pieces).map((p) => p.size);
    assert.equal(sizes.filter((s) => s === 1).length, 30);
    assert.equal(sizes.filter((s) => s === 2).length, 8);
    assert.deepEqual(gaps, [
      { x: 7, y: 6, selected: true },
      { x: 7, y: 7, selected: false },
    ]);
    await screenshot(b.page, 'slide-free-play');
  });
});

test('keys slide the piece beside the selected gap; Space switches gaps', async () => {
  await withSlide('/slide', async (slide, b) => {
    const focused = await b.page.evaluate(() => document.activeElement?.dataset.testid);
    assert.equal(focused, 'slide-board', 'the board has focus on load');
    const above = await slide.pieceAt(7, 5);
    await b.page.keyboard.press('ArrowDown');
    let { pieces, gaps } = await slide.layout();
    assert.deepEqual([pieces[above].x, pieces[above].y], [7, 6]);
    assert.deepEqual([gaps[0].x, gaps[0].y], [7, 5]);
    // Gap 1 at (7, 7) now has that piece above it: after Space, S (down) moves it again.
    await b.page.keyboard.press('Space');
    ({ pieces, gaps } = await slide.layout());
    assert.equal(gaps[1].selected, true);
    assert.equal(gaps[0].selected, false);
    await b.page.keyboard.press('s');
    ({ pieces, gaps } = await slide.layout());
    assert.deepEqual([pieces[above].x, pieces[above].y], [7, 7]);
    assert.deepEqual([gaps[1].x, gaps[1].y], [7, 6]);
    // Nothing comes from the right of column 7: Left does nothing.
    await b.page.keyboard.press('ArrowLeft');
    assert.equal(await slide.moves(), 2);
    await b.page.keyboard.press('Control+z');
    ({ pieces } = await slide.layout());
    assert.deepEqual([pieces[above].x, pieces[above].y], [7, 6]);
    assert.equal(await slide.moves(), 1, 'in free play an undo takes a move back');
  });
});

test('a click moves a piece into the adjacent gap, and a click on a gap selects it', async () => {
  await withSlide('/slide', async (slide) => {
    // Large piece 7 at (5, 6) has both gaps on its right.
    await slide.clickCell(5, 7);
    let { pieces, gaps } = await slide.layout();
    assert.deepEqual([pieces[7].x, pieces[7].y], [6, 6]);
    assert.deepEqual(gaps.map((g) => [g.x, g.y]), [[5, 6], [5, 7]], 'each gap keeps its row');
    await slide.clickCell(5, 7);
    ({ gaps } = await slide.layout());
    assert.equal(gaps[1].selected, true);
    // A piece with no gap beside it stays put.
    await slide.clickCell(0, 0);
    assert.equal(await slide.moves(), 1);
  });
});

test('a swipe previews then makes the move; an impossible swipe does nothing', async () => {
  await withSlide('/slide', async (slide, b) => {
    const above = await slide.pieceAt(7, 5);
    const tile = b.page.locator(`[data-testid=piece][data-id="${above}"]`);
    await slide.swipe(7, 5, 0, 12, { release: false });
    const style = await tile.getAttribute('style');
    assert.match(style, /translate\(0px, ?15px\)/, 'a 15 px preview while the swipe is valid');
    await b.page.mouse.up();
    assert.deepEqual(await tile.getAttribute('data-y'), '6');
    // Swiping the same piece sideways into another piece is refused.
    await slide.swipe(7, 6, -12, 0);
    assert.equal(await tile.getAttribute('data-x'), '7');
    assert.equal(await slide.moves(), 1);
    // A swipe that leaves the board still counts: the pointer is captured.
    await slide.swipe(7, 6, 0, -200);
    assert.equal(await tile.getAttribute('data-y'), '5');
  });
});

test('a drag carries a piece through gap after gap', async () => {
  await withSlide('/slide', async (slide) => {
    const above = await slide.pieceAt(7, 5);
    // Press on the piece at (7, 5) and pull it down through both gaps in column 7.
    await slide.stroke([
      [7.5, 5.5],
      [7.5, 6.5],
      [7.5, 7.6],
    ]);
    const { pieces, gaps } = await slide.layout();
    assert.deepEqual([pieces[above].x, pieces[above].y], [7, 7]);
    assert.deepEqual(gaps.map((g) => [g.x, g.y]), [[7, 5], [7, 6]]);
    assert.equal(await slide.moves(), 2, 'two moves, and no extra swipe on release');
  });
});

test('a challenge opened from its URL gives the same board in every browser', async () => {
  let first;
  await withSlide('/slide?seed=42&steps=250', async (slide, b) => {
    assert.equal(await slide.solved(), false);
    assert.equal(await slide.moves(), 0, 'the shuffle is not counted');
    assert.match(await b.page.getByTestId('slide-mode').textContent(), /Challenge 42 · 250 steps/);
    first = await slide.layout();
  });
  await withSlide('/slide?seed=42&steps=250', async (slide) => {
    assert.deepEqual(await slide.layout(), first);
  });
  await withSlide('/slide?seed=43&steps=250', async (slide) => {
    assert.notDeepEqual((await slide.layout()).pieces, first.pieces);
  });
});

test('a bad challenge link says why and keeps the player board', async () => {
  await withSlide('/slide?seed=abc&steps=5', async (slide, b) => {
    const notice = b.page.getByTestId('notice').first();
    await notice.waitFor();
    assert.match(await notice.textContent(), /seed "abc"/);
    assert.equal(await slide.solved(), true);
    await b.page.waitForURL(/\/slide$/);
  });
});

test('the New Challenge dialog starts a seeded challenge and puts it in the URL', async () => {
  await withSlide('/slide', async (slide, b) => {
    await b.page.getByTestId('new-challenge').click();
    const dialog = b.page.getByTestId('challenge-dialog');
    await dialog.waitFor();
    await b.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await b.page.getByTestId('new-challenge').click();
    await b.page.getByTestId('challenge-steps').fill('0');
    await b.page.getByTestId('challenge-seed').fill('7');
    await b.page.keyboard.press('Enter');
    assert.match(await b.page.getByTestId('challenge-error').textContent(), /1 to 10000/);
    await dialog.getByRole('button', { name: 'Easy 50' }).click();
    await b.page.getByTestId('challenge-seed').press('Enter');
    await b.page.waitForURL(/\/slide\?seed=7&steps=50$/);
    assert.equal(await slide.solved(), false);
    const challenge = await slide.layout();
    await b.page.getByTestId('give-up').click();
    await b.page.waitForURL(/\/slide$/);
    assert.deepEqual(await slide.layout(), challenge, 'giving up keeps the board');
    assert.match(await b.page.getByTestId('slide-mode').textContent(), /Free play/);
  });
});

test('winning a one-step challenge locks the board and congratulates', async () => {
  await withSlide('/slide?seed=5&steps=1', async (slide, b) => {
    // One shuffle step from solved is one of three moves; play it back with gap 0 selected.
    const { gaps } = await slide.layout();
    const back = { '7,5': 'ArrowUp', '5,6': 'ArrowLeft', '7,7': 'ArrowDown' }[`${gaps[0].x},${gaps[0].y}`];
    assert.ok(back, `unexpected one-step board: ${JSON.stringify(gaps)}`);
    await b.page.keyboard.press(back);
    const dialog = b.page.getByTestId('win-dialog');
    await dialog.waitFor();
    assert.equal(await b.page.getByTestId('win-moves').textContent(), '1');
    assert.equal(await slide.solved(), true);
    await screenshot(b.page, 'slide-won');
    await b.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const focused = await b.page.evaluate(() => document.activeElement?.dataset.testid);
    assert.equal(focused, 'slide-board');
    const after = await slide.layout();
    assert.ok(after.gaps.every((g) => !g.selected), 'no gap outline once won');
    await b.page.keyboard.press('ArrowUp');
    await b.page.keyboard.press('Control+z');
    assert.deepEqual(await slide.layout(), after, 'moves are locked');
    assert.equal(await b.page.getByTestId('give-up').textContent(), 'Free Play');
  });
});

test('a reload resumes the board, the counter and the history', async () => {
  await withSlide('/slide?seed=9&steps=40', async (slide, b) => {
    for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Space', 'ArrowDown']) {
      await b.page.keyboard.press(key);
    }
    const before = await slide.layout();
    const moves = await slide.moves();
    await b.page.reload();
    await slide.board().waitFor();
    assert.deepEqual(await slide.layout(), before);
    assert.equal(await slide.moves(), moves);
    assert.match(b.page.url(), /\/slide\?seed=9&steps=40$/);
    // Leaving for the hub and coming back to /slide resumes the challenge too.
    await slide.open('/slide');
    await b.page.waitForURL(/\/slide\?seed=9&steps=40$/);
    assert.deepEqual(await slide.layout(), before);
  });
});

test('touch: a tap moves a piece on a phone-sized screen', async () => {
  await withSlide(
    '/slide',
    async (slide, b) => {
      const [x, y] = await slide.at(5.5, 6.5);
      await b.page.touchscreen.tap(x, y);
      const { pieces } = await slide.layout();
      assert.deepEqual([pieces[7].x, pieces[7].y], [6, 6]);
      const box = await slide.board().boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 375, 'the board fits the screen');
      await screenshot(b.page, 'slide-phone');
    },
    { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  );
});

test('shuffle animates without freezing the page and can be stopped', async () => {
  await withSlide('/slide', async (slide, b) => {
    const shuffle = b.page.getByTestId('shuffle');
    await shuffle.click();
    assert.equal(await shuffle.textContent(), 'Stop shuffling');
    const early = await slide.layout();
    await b.page.waitForTimeout(600);
    const later = await slide.layout();
    assert.notDeepEqual(later, early, 'the board keeps moving, a move per 80 ms');
    // A first move that only swaps the gaps leaves the picture whole; on a loaded machine
    // the ticks after it may come late, so wait for the picture to be scrambled.
    await b.page.waitForFunction(
      () => document.querySelector('[data-testid=slide-board]').dataset.solved === 'false',
    );
    // The page answers while it shuffles: the button stops it.
    await shuffle.click();
    assert.equal(await shuffle.textContent(), 'Shuffle');
    const stopped = await slide.layout();
    await b.page.waitForTimeout(300);
    assert.deepEqual(await slide.layout(), stopped);
    assert.equal(await slide.solved(), false);
    assert.equal(await slide.moves(), 0, 'shuffle moves are not counted');
    await b.page.getByTestId('reset').click();
    assert.equal(await slide.solved(), true);
  });
});

test('Reset Challenge recreates the start, with the counter at zero', async () => {
  await withSlide('/slide?seed=3&steps=30', async (slide, b) => {
    const start = await slide.layout();
    for (const key of ['ArrowDown', 'ArrowRight', 'Space', 'ArrowUp', 'ArrowLeft']) {
      await b.page.keyboard.press(key);
    }
    assert.ok((await slide.moves()) > 0);
    assert.notDeepEqual(await slide.layout(), start);
    await b.page.getByTestId('reset').click();
    const again = await slide.layout();
    assert.deepEqual(again.pieces, start.pieces);
    assert.deepEqual(again.gaps.map((g) => [g.x, g.y]), start.gaps.map((g) => [g.x, g.y]));
    assert.equal(await slide.moves(), 0);
  });
});

test('a gap dragged onto the other gap swaps them', async () => {
  await withSlide('/slide', async (slide) => {
    await slide.stroke([
      [7.5, 6.5],
      [7.5, 7.5],
    ]);
    const { gaps } = await slide.layout();
    assert.deepEqual(gaps.map((g) => [g.x, g.y]), [[7, 7], [7, 6]]);
    assert.equal(await slide.solved(), false, 'each gap has a home of its own');
    // Swiping it back swaps them again.
    await slide.swipe(7, 7, 0, -10);
    assert.equal(await slide.solved(), true);
  });
});

test('the player can use their own picture, kept for the next visit', async () => {
  await withSlide('/slide', async (slide, b) => {
    // A 2x1 PNG: the picture is cropped to its middle square.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwH4QZGBgAKPwE/PMD0hMAAAAASUVORK5CYII=',
      'base64',
    );
    await b.page.getByTestId('picture-file').setInputFiles({ name: 'mine.png', mimeType: 'image/png', buffer: png });
    await b.page.getByTestId('picture-default').waitFor();
    const style = await slide.board().getAttribute('style');
    assert.match(style, /data:image\/jpeg/);
    await b.page.reload();
    await slide.board().waitFor();
    assert.match(await slide.board().getAttribute('style'), /data:image\/jpeg/);
    await b.page.getByTestId('picture-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    const notice = b.page.getByTestId('notice').first();
    await notice.waitFor();
    assert.match(await notice.textContent(), /notes\.txt is not an image/);
    await b.page.getByTestId('picture-default').click();
    assert.match(await slide.board().getAttribute('style'), /image\/svg\+xml/);
  });
});

test('a damaged save shows a notice and the game plays from the solved board', async () => {
  await withSlide(null, async (slide, b) => {
    await b.page.goto(server.url + '/');
    await b.page.evaluate(() => {
      localStorage.setItem('hashi:v1:slide:save', JSON.stringify({ version: 1, mode: 'Free', start: 'bad', moves: [], position: 0, counter: 0, selected: 0 }));
    });
    await slide.open('/slide');
    const notice = b.page.getByTestId('notice').first();
    await notice.waitFor();
    assert.match(await notice.textContent(), /damaged .*layout has 80 digits/);
    assert.equal(await slide.solved(), true);
    await b.page.keyboard.press('ArrowDown');
    assert.equal(await slide.moves(), 1);
  });
});
