// The hub, routing and error pages of the release build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from '../lib/server.js';
import { launch, screenshot } from '../lib/browser.js';

const server = useServer();

test('the hub links to Hashi, which opens the first easy pack puzzle of the offered series', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/');
    await screenshot(b.page, 'hub');
    await b.page.getByRole('link', { name: 'Hashi', exact: true }).click();
    await b.page.waitForSelector('[data-testid=board]');
    assert.equal(new URL(b.page.url()).pathname, '/hashi/p/easy2-001');
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('continue').click();
    await b.page.waitForSelector('[data-testid=board]');
    assert.equal(new URL(b.page.url()).pathname, '/hashi/p/easy2-001');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('unknown addresses and bad puzzle links explain themselves', async () => {
  const b = await launch();
  try {
    for (const [route, text] of [
      ['/no/such/page', 'nothing at this address'],
      ['/hashi/p/easy-999', 'no pack puzzle'],
      ['/hashi/g/impossible/10x10/1', 'not a difficulty'],
      ['/hashi/g/easy/10by10/1', 'not a size'],
      ['/hashi/g/easy/10x10/seed', 'not a seed'],
      ['/hashi/g/easy/500x10/1', 'cannot be generated'],
      ['/hashi/i/3x3:2a2', 'broken'],
    ]) {
      await b.page.goto(server.url + route);
      const notice = b.page.getByTestId('notice');
      await notice.waitFor();
      assert.match(await notice.textContent(), new RegExp(text), route);
      assert.equal(await b.page.locator('a[href="/"]').count(), 1, route);
    }
    await screenshot(b.page, 'bad-link');
  } finally {
    await b.close();
  }
});

test('robots.txt lets every page be indexed', async () => {
  const response = await fetch(`${server.url}/robots.txt`);
  assert.equal(response.status, 200);
  const text = await response.text();
  assert.match(text, /^User-agent: \*$/m);
  assert.match(text, /^Allow: \/$/m);
});
