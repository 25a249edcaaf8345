// A static server for the release build in dist/, with the SPA fallback a static host needs:
// any path that is not a file gets index.html, so deep links open the app. Like a real host, it
// sends gzip to browsers that accept it, so throttled timings see the bytes a visitor would.
import http from 'node:http';
import zlib from 'node:zlib';
import { before, after } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const distDir = process.env.HASHI_DIST ?? path.resolve(here, '../../../dist');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Each file's gzip body, compressed once per version of the file (a test may rewrite one, such
 * as sw.js for a new deploy): a host serves precompressed or cached bodies.
 */
const gzipped = new Map();

function gzipOf(file) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${file}\0${mtimeMs}\0${size}`;
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  return gzipped.get(key);
}

/** Sends `file` gzipped when the request accepts gzip, else as it is on disk. */
function send(req, res, file, headers) {
  headers.vary = 'accept-encoding';
  if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
    return;
  }
  const body = gzipOf(file);
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Serves `dir` (the release build by default; a copy when a test changes files). */
export async function startServer(dir = distDir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no release build at ${dir}: run \`trunk build --release\` first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    send(req, res, file, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Starts the server before a spec file's tests and stops it after; `.url` is set once running. */
export function useServer() {
  const handle = { url: null };
  let running;
  before(async () => {
    running = await startServer();
    handle.url = running.url;
  });
  after(async () => {
    await running.close();
  });
  return handle;
}
