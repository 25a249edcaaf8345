// Finish what is forced and pencil bridges, as a player meets them in the release build: with
// the setting on, a move brings the bridges the simplest deductions force (highlighted), one
// Undo takes them all back and the celebration says the assist was on; in pencil mode new
// bridges are dashed and in another colour (dashed still under forced colours), Reject removes
// them all, Accept keeps them, and a reload keeps an open trial.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { screenshot } from '../lib/browser.js';
import { withHashi as withHashiAt } from '../lib/hashi-page.js';

const server = useServer();
const withHashi = (route, fn, options) => withHashiAt(server.url, route, fn, options);

/** Every bridge drawn, counting a double as two. */
const bridgesDrawn = (page) =>
  page.$$eval('[data-testid=bridge]', (all) => all.reduce((sum, b) => sum + Number(b.dataset.count), 0));

test('the assist places the forced bridges after a move, and one Undo takes them back', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    await b.page.getByTestId('settings').click();
    await b.page.getByTestId('setting-finish-forced').check();
    await b.page.getByTestId('panel-close').click();
    await b.page.waitForSelector('html[data-assist=ready]', { state: 'attached' });
    const solution = await hashi.solution();
    const [a, c] = solution[0];
    await hashi.island(a).click();
    await hashi.island(c).click();
    // The player's one bridge, then the assist's: drawn highlighted for a moment.
    await b.page.waitForSelector('[data-testid=bridge].assisted');
    await screenshot(b.page, 'assist-placed');
    const withAssist = await bridgesDrawn(b.page);
    assert.ok(withAssist > 1, `the assist placed bridges (${withAssist} drawn)`);
    // Every assisted bridge is one of the solution's.
    for (const [p, q, count] of solution) {
      assert.ok((await hashi.count(p, q)) <= count, `${p}-${q} is not past the solution`);
    }
    await b.page.getByTestId('undo').click();
    assert.equal(await bridgesDrawn(b.page), 1, 'one Undo took back every assisted bridge');
    assert.equal(await hashi.count(a, c), 1, "and left the player's own move");
    await b.page.getByTestId('redo').click();
    assert.equal(await bridgesDrawn(b.page), withAssist);
    // Finished with the assist on, it is still solved by play, and the celebration says so.
    for (const [p, q, count] of solution) await hashi.setByClicks(p, q, count);
    const celebration = b.page.getByTestId('celebration');
    await celebration.waitFor();
    assert.match(await celebration.textContent(), /Solved!.*finish what is forced/s);
  });
});

test('the assist is off by default', async () => {
  await withHashi('/hashi/p/easy-003', async (hashi, b) => {
    assert.equal(await b.page.locator('html').getAttribute('data-assist'), null, 'not even downloaded');
    const [a, c] = (await hashi.solution())[0];
    await hashi.island(a).click();
    await hashi.island(c).click();
    await b.page.waitForTimeout(300);
    assert.equal(await bridgesDrawn(b.page), 1);
  });
});

test('pencil bridges look different; Reject removes them all, Accept keeps them', async () => {
  await withHashi('/hashi/p/easy-004', async (hashi, b) => {
    const [[a0, c0, n0], [a1, c1, n1], [a2, c2, n2]] = await hashi.solution();
    await hashi.setByClicks(a0, c0, n0);
    const toggle = b.page.getByTestId('trial-toggle');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await hashi.setByClicks(a1, c1, n1);
    await hashi.setByClicks(a2, c2, n2);
    const trial = b.page.locator('[data-testid=bridge].trial');
    assert.equal(await trial.count(), 2, 'the two new bridges are pencil bridges');
    assert.doesNotMatch(await hashi.bridge(a0, c0).getAttribute('class'), /trial/, 'the real one is not');
    const look = (bridge) =>
      bridge.locator('line').first().evaluate((line) => {
        const style = getComputedStyle(line);
        return { dashes: style.strokeDasharray, colour: style.stroke };
      });
    const [real, pencil] = [await look(hashi.bridge(a0, c0)), await look(hashi.bridge(a1, c1))];
    assert.equal(real.dashes, 'none');
    assert.notEqual(pencil.dashes, 'none', 'pencil bridges are dashed');
    assert.notEqual(pencil.colour, real.colour, 'and in another colour');
    await b.page.emulateMedia({ forcedColors: 'active' });
    assert.notEqual((await look(hashi.bridge(a1, c1))).dashes, 'none', 'dashed under forced colours too');
    await b.page.emulateMedia({ forcedColors: 'none' });
    await screenshot(b.page, 'pencil-bridges');

    // Kept with the game: a reload shows the same pencil bridges.
    await b.page.reload();
    await hashi.ready();
    assert.equal(await trial.count(), 2, 'the trial survives a reload');

    await b.page.getByTestId('trial-reject').click();
    assert.equal(await trial.count(), 0);
    assert.equal(await hashi.count(a1, c1), 0, 'Reject removed the pencil bridges');
    assert.equal(await hashi.count(a2, c2), 0);
    assert.equal(await hashi.count(a0, c0), n0, 'and kept the real one');
    assert.equal(await b.page.getByTestId('trial-accept').count(), 0);

    await b.page.getByTestId('undo').click();
    assert.equal(await trial.count(), 2, 'Undo brings the trial back in one step');
    await b.page.getByTestId('trial-accept').click();
    assert.equal(await trial.count(), 0, 'accepted, they are drawn as real bridges');
    assert.equal(await hashi.count(a1, c1), n1, 'Accept kept them');
    assert.equal(await hashi.count(a2, c2), n2);
    await b.page.getByTestId('undo').click();
    assert.equal(await trial.count(), 2, 'Undo takes the accept back in one step');

    // T on the board toggles pencil mode (after the reload it was on only for the open trial).
    await b.page.getByTestId('trial-accept').click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    await hashi.board().focus();
    await b.page.keyboard.press('t');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true', 'T turns pencil mode on');
    await b.page.keyboard.press('t');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false', 'and off');
  });
});
