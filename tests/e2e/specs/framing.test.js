// No framing by other sites: the release build writes the headers a static host sends
// (`frame-ancestors`), and where a host sends none the page, framed by another site, does not
// play there but offers one link to the game in a tab of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useServer, distDir } from '../lib/server.js';
import { launch } from '../lib/browser.js';
import { HashiPage } from '../lib/hashi-page.js';

const server = useServer();

test('the release build writes the host headers, framing refused to other sites', () => {
  const netlify = fs.readFileSync(path.join(distDir, '_headers'), 'utf8');
  assert.match(netlify, /^\/\*\n/);
  assert.match(netlify, /\n {2}Content-Security-Policy: default-src 'self';[^\n]*; frame-ancestors 'self'\n/);
  assert.match(netlify, /\n {2}X-Frame-Options: SAMEORIGIN\n/);
  // The same policy as the page's own <meta> (its inline script's hash included).
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // The minified page writes the attributes in its own order.
  const tag = html.match(/<meta[^>]*http-equiv="?Content-Security-Policy[^>]*>/)?.[0] ?? '';
  const meta = tag.match(/content="([^"]+)"/)?.[1];
  assert.ok(meta, 'index.html keeps its policy');
  assert.ok(netlify.includes(`Content-Security-Policy: ${meta}; frame-ancestors 'self'`));
  const nginx = fs.readFileSync(path.join(distDir, 'nginx-headers.conf'), 'utf8');
  assert.ok(nginx.includes(`add_header Content-Security-Policy "${meta}; frame-ancestors 'self'" always;`));
  // The embed alone may be framed by any site (issue 48), in its own block and nginx file.
  assert.ok(netlify.includes(`\n/embed/*\n  Content-Security-Policy: ${meta}; frame-ancestors *\n`));
  const nginxEmbed = fs.readFileSync(path.join(distDir, 'nginx-embed-headers.conf'), 'utf8');
  assert.ok(nginxEmbed.includes(`add_header Content-Security-Policy "${meta}; frame-ancestors *" always;`));
  assert.ok(!nginxEmbed.includes('X-Frame-Options'));
  // Hosts read it; no page fetches it, and the service worker does not cache it.
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  assert.ok(!sw.includes('_headers') && !sw.includes('nginx-'));
});

test("framed by another site, the page does not play and links to its own tab", async () => {
  // The other site's page stands in for a host that sends no headers: the policy of the page
  // it replaces would refuse the frame (and that is what `frame-ancestors` does on a host).
  const b = await launch({ bypassCSP: true });
  try {
    const game = `${server.url}/hashi/p/easy-001`;
    // Another origin on this machine (a page of the web may not frame a loopback address at
    // all): the same server named localhost, its page replaced by the other site's.
    const other = server.url.replace('127.0.0.1', 'localhost') + '/';
    assert.notEqual(new URL(other).origin, new URL(game).origin);
    await b.page.goto(other);
    await b.page.setContent(
      `<!doctype html><title>Other</title><iframe src="${game}" width="800" height="600"></iframe>`,
    );
    const frame = b.page.frameLocator('iframe');
    const open = frame.getByTestId('open-own-tab');
    await open.waitFor();
    assert.equal(await open.getAttribute('href'), game);
    assert.equal(await open.getAttribute('target'), '_blank');
    assert.match(await frame.getByTestId('framed').textContent(), /does not play inside another site/);
    assert.equal(await frame.getByTestId('board').count(), 0, 'no board to overlay');
    const [tab] = await Promise.all([b.context.waitForEvent('page'), open.click()]);
    const hashi = new HashiPage(tab, server.url);
    await hashi.ready();
    assert.equal(tab.url(), game);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('framed by its own site, the page plays', async () => {
  const b = await launch();
  try {
    await b.page.goto(server.url + '/');
    await b.page.getByTestId('daily').waitFor();
    await b.page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.width = '800';
      frame.height = '600';
      document.body.append(frame);
    }, `${server.url}/hashi/p/easy-001`);
    await b.page.frameLocator('iframe').getByTestId('board').waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
