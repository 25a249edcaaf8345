// The test server sends what a real host would: the build's .br or .gz copy for the encodings a
// request accepts, never a copy older than its file, and the .br/.gz files only in their place.
// No browser: raw HTTP requests with chosen headers against a small directory.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, acceptedCodings } from '../lib/server.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashi-server-'));
const APP = 'console.log("app");\n'.repeat(50);
let server;

/** Writes `name` with `text`, then its copies compressed (so they are not older than it). */
function writeBuilt(name, text) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

before(async () => {
  writeBuilt('index.html', '<!DOCTYPE html><title>shell</title>\n');
  writeBuilt('app.js', APP);
  fs.writeFileSync(path.join(dir, 'plain.js'), 'let plain = 1;\n'.repeat(40));
  server = await startServer(dir);
});

after(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** GET (or `method`) `route` with `accept` as accept-encoding: status, headers, body as sent. */
function get(route, accept, method = 'GET') {
  return new Promise((resolve, reject) => {
    const headers = accept === null ? {} : { 'accept-encoding': accept };
    http
      .request(server.url + route, { method, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The body as the browser would read it. */
function decoded({ headers, body }) {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body).toString();
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

test('accept-encoding is read with its weights', () => {
  assert.deepEqual([...acceptedCodings('gzip, deflate, br, zstd')], ['gzip', 'deflate', 'br', 'zstd']);
  assert.deepEqual([...acceptedCodings('br;q=0, gzip;q=0.5')], ['gzip']);
  assert.deepEqual([...acceptedCodings('')], []);
  assert.deepEqual([...acceptedCodings(undefined)], []);
});

test('brotli when accepted, else gzip, else the file as it is, each with its length', async () => {
  const br = await get('/app.js', 'gzip, deflate, br, zstd');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(br.body, fs.readFileSync(path.join(dir, 'app.js.br')), 'the build copy, byte for byte');
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.equal(br.headers.vary, 'accept-encoding');
  assert.equal(br.headers['content-type'], 'text/javascript');

  const gz = await get('/app.js', 'gzip, deflate');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.deepEqual(gz.body, fs.readFileSync(path.join(dir, 'app.js.gz')));

  for (const accept of [null, 'identity', 'br;q=0, gzip;q=0']) {
    const raw = await get('/app.js', accept);
    assert.equal(raw.headers['content-encoding'], undefined, `${accept}`);
    assert.equal(raw.body.toString(), APP);
    assert.equal(Number(raw.headers['content-length']), APP.length);
  }
  const head = await get('/app.js', 'br', 'HEAD');
  assert.equal(head.headers['content-encoding'], 'br');
  assert.equal(head.body.length, 0);
});

test('a file with no copies is gzipped on the fly for gzip and brotli clients', async () => {
  for (const accept of ['gzip, br', 'gzip']) {
    const res = await get('/plain.js', accept);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(decoded(res), fs.readFileSync(path.join(dir, 'plain.js'), 'utf8'));
  }
  assert.equal((await get('/plain.js', 'br')).headers['content-encoding'], undefined);
});

test('a file rewritten after its copies were made is never sent from a stale copy', async () => {
  const file = path.join(dir, 'app.js');
  const rewritten = `${APP}console.log("next deploy");\n`;
  fs.writeFileSync(file, rewritten);
  // The copies are now older than the file, whatever the file system's clock resolution.
  const old = new Date(fs.statSync(file).mtimeMs - 5000);
  fs.utimesSync(`${file}.br`, old, old);
  fs.utimesSync(`${file}.gz`, old, old);
  for (const accept of ['gzip, deflate, br', 'gzip']) {
    const res = await get('/app.js', accept);
    assert.equal(res.headers['content-encoding'], 'gzip', accept);
    assert.equal(decoded(res), rewritten, accept);
  }
  // A rebuild writes fresh copies: they are used again.
  writeBuilt('app.js', APP);
  const res = await get('/app.js', 'br');
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(decoded(res), APP);
});

test('routes get index.html (precompressed too), and the .br/.gz files are not served as files', async () => {
  const shell = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const long = `/hashi/i/100x100:${'2'.repeat(10000)}`; // longer than a file name may be
  for (const route of ['/', '/hashi/p/easy-001', long, '/app.js.br', '/app.js.gz', '/index.html.br', '/%E0%A4%A']) {
    const res = await get(route, 'gzip, br');
    assert.equal(res.status, 200, route.slice(0, 40));
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', route.slice(0, 40));
    assert.equal(res.headers['content-encoding'], 'br', route.slice(0, 40));
    assert.equal(decoded(res), shell, route.slice(0, 40));
  }
});
