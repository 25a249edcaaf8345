// Continue on another device, with no account: the hand-off link carries the puzzle and its
// bridges after `#`; opened in a fresh browser it lands on the same bridges, its QR code reads
// back (decoded here with jsQR) to the same link, a device with progress of its own is asked
// first, and a damaged or foreign link says what is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import jsQR from 'jsqr';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();
const PUZZLE = '/hashi/p/easy-002';

/** Places two bridges of the solution and makes the hand-off link in the share panel. */
async function handoffFrom(hashi) {
  await hashi.open(PUZZLE);
  const [[a, c, count], [d, e, more]] = await hashi.solution();
  await hashi.setByClicks(a, c, count);
  await hashi.setByClicks(d, e, more);
  await hashi.page.getByTestId('share').click();
  await hashi.page.getByTestId('handoff-open').click();
  const field = hashi.page.getByTestId('handoff-link');
  await field.waitFor();
  const link = await field.inputValue();
  return { link, placed: [[a, c, count], [d, e, more]] };
}

/** The QR code's pixels, drawn by the browser from its SVG at 6 px a module, read by jsQR. */
async function readQr(page) {
  const qr = page.getByTestId('handoff-qr');
  await qr.waitFor();
  const { width, height, data } = await page.evaluate(async () => {
    const svg = document.querySelector('[data-testid=handoff-qr] svg');
    const side = svg.viewBox.baseVal.width * 6;
    const image = new Image();
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg.outerHTML);
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const g = canvas.getContext('2d');
    g.drawImage(image, 0, 0, side, side);
    const pixels = g.getImageData(0, 0, side, side);
    return { width: side, height: side, data: Array.from(pixels.data) };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

test('the hand-off link lands on the same bridges in a fresh browser, and its QR code reads back to it', async () => {
  const one = await launch();
  const two = await launch();
  try {
    const { link, placed } = await handoffFrom(new HashiPage(one.page, server.url));
    assert.match(link, new RegExp(`^${server.url}/hashi/continue#h1\\.[A-Za-z0-9_-]+$`));
    // Nothing of the puzzle or the moves is readable in the link: it is compressed.
    assert.ok(!link.includes('easy-002'), link);
    assert.equal(await readQr(one.page), link);
    await screenshot(one.page, 'handoff-link-and-qr');

    const other = new HashiPage(two.page, server.url);
    await two.page.goto(link);
    await two.page.waitForURL(`${server.url}${PUZZLE}`);
    await other.ready();
    for (const [a, c, count] of placed) assert.equal(await other.count(a, c), count);
    // It is this device's progress now: a reload keeps it.
    await two.page.reload();
    await other.ready();
    for (const [a, c, count] of placed) assert.equal(await other.count(a, c), count);
    assert.deepEqual(one.errors, []);
    assert.deepEqual(two.errors, []);
  } finally {
    await one.close();
    await two.close();
  }
});

test('a device with progress of its own is asked before the link’s bridges go on the board', async () => {
  const one = await launch();
  const two = await launch();
  try {
    const { link, placed } = await handoffFrom(new HashiPage(one.page, server.url));
    const other = new HashiPage(two.page, server.url);
    await other.open(PUZZLE);
    const solution = await other.solution();
    const [f, g, own] = solution[solution.length - 1];
    await other.setByClicks(f, g, own);
    await two.page.goto(link);
    const ask = two.page.getByTestId('handoff-ask');
    await ask.waitFor();
    assert.match(await ask.textContent(), /This device has progress on this puzzle too/);
    // Keeping this device's opens the puzzle as it was.
    await two.page.getByTestId('handoff-keep').click();
    await other.ready();
    assert.equal(await other.count(f, g), own);
    assert.equal(await other.count(placed[0][0], placed[0][1]), 0);
    // Taking the link's puts its bridges on the board; Undo brings this device's back.
    await two.page.goto(link);
    await two.page.getByTestId('handoff-take').click();
    await two.page.waitForURL(`${server.url}${PUZZLE}`);
    await other.ready();
    for (const [a, c, count] of placed) assert.equal(await other.count(a, c), count);
    await two.page.getByTestId('undo').click();
    assert.equal(await other.count(f, g), own);
    assert.deepEqual(two.errors, []);
  } finally {
    await one.close();
    await two.close();
  }
});

test('a damaged or foreign hand-off link says what is wrong, and opens nothing', async () => {
  const one = await launch();
  try {
    const { link } = await handoffFrom(new HashiPage(one.page, server.url));
    const cases = [
      [link.slice(0, -6), /This hand-off link is damaged/],
      [`${server.url}/hashi/continue#section-2`, /This link does not carry a Hashi position/],
      [`${server.url}/hashi/continue`, /This link does not carry a Hashi position/],
      [link.replace('#h1.', '#h9.'), /newer version of Hashi \(format 9\)/],
    ];
    const b = await launch();
    try {
      for (const [url, said] of cases) {
        await b.page.goto('about:blank');
        await b.page.goto(url);
        const problem = b.page.getByTestId('handoff-problem');
        await problem.waitFor();
        assert.match(await problem.textContent(), said, url);
        assert.equal(await b.page.locator('[data-testid=board]').count(), 0);
      }
      await screenshot(b.page, 'handoff-refused');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  } finally {
    await one.close();
  }
});
