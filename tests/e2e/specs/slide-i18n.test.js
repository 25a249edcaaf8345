// The Slide page in the game's languages: the pseudo-locale finds no text, title or label of
// the page, its guide, its dialogs and its screen-reader voice left out of the catalog; the
// controls and dialogs fit a 375x667 phone in every language (screenshots per locale); and
// German, picked on the hub or linked, shows the controls in German.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { SlidePage } from '../lib/slide-page.js';
import { TAGS, message, plainTextIn } from '../lib/i18n.js';

const server = useServer();
const text = (tag, key) => message('slide_page', tag, key);

/** Waits until the page speaks `tag`: the document's language and the New Challenge button. */
async function slideIn(page, tag) {
  await page.waitForFunction(
    ([lang, label]) =>
      document.documentElement.lang === lang && document.querySelector('[data-testid=new-challenge]')?.textContent.trim() === label,
    [tag, text(tag, 'new_challenge')],
  );
}

/** Plays back the one shuffle step of `/slide?seed=5&steps=1` (see slide.test.js): a win. */
async function winOneStep(slide, page) {
  const { gaps } = await slide.layout();
  const back = { '7,5': 'ArrowUp', '5,6': 'ArrowLeft', '7,7': 'ArrowDown' }[`${gaps[0].x},${gaps[0].y}`];
  assert.ok(back, `unexpected one-step board: ${JSON.stringify(gaps)}`);
  await page.keyboard.press(back);
  await page.getByTestId('win-dialog').waitFor();
}

test('the pseudo-locale marks every string of the Slide page, its dialogs and its voice', async () => {
  const b = await launch({ viewport: { width: 1280, height: 900 } });
  try {
    const slide = new SlidePage(b.page, server.url);
    await slide.open('/slide?seed=5&steps=40&lang=en-XA');
    await b.page.waitForFunction(
      () => document.documentElement.lang === 'en-XA' && document.querySelector('[data-testid=new-challenge]')?.textContent.startsWith('['),
    );
    const check = async (what) => assert.deepEqual(await b.page.evaluate(plainTextIn, '.slide'), [], what);
    await check('the page');

    // The guide: the search's label while it runs, then the hint it outlines, said aloud.
    await b.page.evaluate(() => {
      window.jobLabels = [];
      new MutationObserver(() => {
        for (const e of document.querySelectorAll('[data-testid=job-label]')) window.jobLabels.push(e.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await b.page.getByTestId('slide-hint').click();
    await b.page.locator('[data-testid=piece][data-hinted=true], [data-testid=gap][data-hinted=true]').first().waitFor();
    await b.page.getByTestId('live-region').filter({ hasText: /\[/ }).waitFor();
    await check('a hint outlined');
    const labels = await b.page.evaluate(() => window.jobLabels);
    assert.ok(labels.length > 0, 'a search was seen under way');
    for (const label of labels) assert.match(label, /^\[.*\]$/, 'the search under way');
    // A move said aloud, and a gap switched.
    await b.page.getByTestId('slide-hint').click();
    await b.page.keyboard.press('Space');
    await check('a move and a switch said');

    // The challenge dialog, with a refusal from the core's typed error.
    await b.page.getByTestId('new-challenge').click();
    await b.page.getByTestId('challenge-dialog').waitFor();
    await check('the challenge dialog');
    await b.page.getByTestId('challenge-steps').fill('0');
    await b.page.getByTestId('challenge-start').click();
    await b.page.locator('[data-testid=challenge-error]:not([hidden])').waitFor();
    await check('a challenge refused');
    await screenshot(b.page, 'slide-challenge-en-XA');
    await b.page.getByTestId('challenge-cancel').click();

    // A file that is not an image, for the picture.
    await b.page.getByTestId('picture-file').setInputFiles({ name: 'notes.txt', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await b.page.getByTestId('notice').waitFor();
    await check('a picture refused');

    // A link the page cannot open, and the won state with the solver's count.
    await slide.open('/slide?seed=x&steps=1&lang=en-XA');
    await b.page.getByTestId('notice').filter({ hasText: /\[/ }).waitFor();
    await check('a link refused');
    await slide.open('/slide?seed=5&steps=1&lang=en-XA');
    await b.page.waitForFunction(() => document.documentElement.lang === 'en-XA');
    await winOneStep(slide, b.page);
    await b.page.locator('[data-testid=slide-solver-count][aria-busy=false]').waitFor();
    await b.page.getByTestId('live-region').filter({ hasText: /\[/ }).waitFor();
    await check('the won dialog');
    await screenshot(b.page, 'slide-won-en-XA');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

/**
 * What sticks out at 375 px within `roots` (selectors): any element wider than its root's box or
 * the screen, and any button or label whose text is wider than itself; and the page's
 * sideways scroll.
 */
function overflowIn(roots) {
  const wide = [];
  for (const root of roots.flatMap((r) => [...document.querySelectorAll(r)])) {
    const box = root.getBoundingClientRect();
    for (const e of [root, ...root.querySelectorAll('*')]) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || e.closest('.visually-hidden')) continue;
      const name = e.dataset.testid || e.className || e.tagName;
      if (r.right > Math.min(box.right, innerWidth) + 0.5 || r.left < Math.max(box.left, 0) - 0.5) wide.push(name);
      else if (/^(BUTTON|LABEL|H1|H2|P|STRONG|SPAN)$/.test(e.tagName) && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) wide.push(`${name} (text)`);
    }
  }
  return { page: document.documentElement.scrollWidth - innerWidth, wide };
}

test("the Slide page's controls and dialogs fit a 375x667 phone in every language", async () => {
  const b = await launch({ viewport: { width: 375, height: 667 } });
  try {
    const slide = new SlidePage(b.page, server.url);
    const fits = async (roots, what) => assert.deepEqual(await b.page.evaluate(overflowIn, roots), { page: 0, wide: [] }, what);
    const bar = ['.top-bar', '.slide-bar', '.picture-picker'];
    for (const tag of TAGS) {
      // Free play: Reset and Shuffle.
      await b.page.evaluate(() => localStorage.removeItem('hashi:v1:slide:save')).catch(() => {});
      await slide.open(`/slide?lang=${tag}`);
      await slideIn(b.page, tag);
      await fits(bar, `free play, ${tag}`);
      await screenshot(b.page, `slide-375-${tag}`);
      // A challenge: Reset Challenge and Give Up, then its dialogs.
      await slide.open(`/slide?seed=5&steps=1&lang=${tag}`);
      await slideIn(b.page, tag);
      await fits(bar, `challenge, ${tag}`);
      await b.page.getByTestId('new-challenge').click();
      await b.page.getByTestId('challenge-dialog').waitFor();
      await b.page.getByTestId('challenge-steps').fill('0');
      await b.page.getByTestId('challenge-start').click();
      await b.page.locator('[data-testid=challenge-error]:not([hidden])').waitFor();
      await fits(['.dialog'], `challenge dialog, ${tag}`);
      await screenshot(b.page, `slide-challenge-375-${tag}`);
      await b.page.getByTestId('challenge-cancel').click();
      await b.page.getByTestId('challenge-dialog').waitFor({ state: 'detached' });
      await winOneStep(slide, b.page);
      await b.page.locator('[data-testid=slide-solver-count][aria-busy=false]').waitFor();
      await fits(['.dialog'], `won dialog, ${tag}`);
      await screenshot(b.page, `slide-won-375-${tag}`);
      await b.page.getByTestId('win-close').click();
      // Won: Free Play in the bar.
      await fits(bar, `challenge won, ${tag}`);
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('German, picked on the hub or linked, shows the Slide controls in German', async () => {
  const b = await launch({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const slide = new SlidePage(b.page, server.url);
    const german = async () => {
      await slideIn(b.page, 'de');
      for (const [id, key, group = 'slide_page'] of [
        ['undo', 'undo'],
        ['redo', 'redo'],
        ['slide-hint', 'hint', 'words'],
        ['slide-show-way', 'show_way'],
        ['reset', 'reset'],
        ['shuffle', 'shuffle'],
      ]) {
        assert.equal((await b.page.getByTestId(id).textContent()).trim(), message(group, 'de', key), id);
      }
      assert.equal(await b.page.getByTestId('undo').getAttribute('title'), text('de', 'undo_title'));
      assert.match(await b.page.getByTestId('slide-mode').textContent(), new RegExp(`^${text('de', 'free_play')} · ${text('de', 'moves')} 0$`));
      assert.equal(await b.page.locator('.slide .toolbar').getAttribute('aria-label'), text('de', 'controls'));
    };
    // Picked in the hub's language menu (kept with the preferences), then Slide opened.
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('language-menu').selectOption('de');
    await b.page.waitForFunction(() => document.documentElement.lang === 'de');
    await b.page.getByTestId('slide-link').click();
    await slide.board().waitFor();
    await german();
    await screenshot(b.page, 'slide-de');
    // Back to English, then a ?lang=de link straight to the page.
    await b.page.evaluate(() => localStorage.clear());
    await slide.open('/slide?lang=de');
    await german();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
