// Challenge a friend, as two players do it in the release build: after a solve the link
// carries the time, hints and a name; the friend, in a fresh browser, sees the claim (said to
// be the sender's word) and, once solved, both results side by side.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test("a challenge link shows the sender's result beside the friend's after the solve", async () => {
  const sender = await launch();
  let link;
  try {
    const hashi = new HashiPage(sender.page, server.url);
    await hashi.open('/hashi/p/easy-012');
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await sender.page.getByTestId('celebration').waitFor();
    await sender.page.getByTestId('challenge-maker').locator('summary').click();
    await sender.page.getByTestId('challenge-name').fill('Alex');
    link = await sender.page.getByTestId('challenge-link').inputValue();
    assert.match(link, /\/hashi\/p\/easy-012\?challenge=\d+s-0h-Alex$/);
    assert.deepEqual(sender.errors, []);
  } finally {
    await sender.close();
  }
  // The claim is edited to a time the friend cannot beat by accident.
  link = link.replace(/challenge=\d+s/, 'challenge=3725s');
  const friend = await launch();
  try {
    const hashi = new HashiPage(friend.page, server.url);
    await friend.page.goto(link);
    await hashi.ready();
    const claim = friend.page.getByTestId('challenge-claim');
    await claim.waitFor();
    assert.match(await claim.textContent(), /Alex challenges you: solved in 1:02:05 with no hints/);
    assert.match(await claim.textContent(), /their own claim: there is no server, so nothing checks it/);
    for (const [a, c, count] of await hashi.solution()) await hashi.setByClicks(a, c, count);
    await friend.page.getByTestId('celebration').waitFor();
    const versus = friend.page.getByTestId('challenge-compare');
    await versus.waitFor();
    await screenshot(friend.page, 'challenge-versus');
    assert.equal(await friend.page.getByTestId('challenge-theirs').textContent(), '1:02:05');
    assert.match(await friend.page.getByTestId('challenge-mine').textContent(), /^0:\d\d$/);
    assert.match(await versus.textContent(), /You were faster by 1:0\d:\d\d/);
    assert.match(await versus.textContent(), /Alex \(claimed\)/);
    assert.deepEqual(friend.errors, []);
  } finally {
    await friend.close();
  }
});

test('a malformed challenge link says what is wrong and the puzzle still plays', async () => {
  for (const [param, expected] of [
    ['abc', /"abc" is not a time and hints/],
    ['12xs-0h-Bo', /the time "12x" is not a number of seconds/],
    ['12s-lotsh', /the hints "lots" are not a count/],
    [`12s-0h-${'n'.repeat(40)}`, /the name is longer than 30 characters/],
  ]) {
    const b = await launch();
    try {
      const hashi = new HashiPage(b.page, server.url);
      await hashi.open(`/hashi/p/easy-013?challenge=${encodeURIComponent(param)}`);
      const error = b.page.getByTestId('challenge-error');
      await error.waitFor();
      assert.match(await error.textContent(), expected);
      assert.match(await error.textContent(), /The puzzle plays as usual/);
      const [a, c, count] = (await hashi.solution())[0];
      await hashi.setByClicks(a, c, count);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  }
});
