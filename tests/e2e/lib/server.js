// A static server for the release build in dist/, with the SPA fallback a static host needs:
// any path that is not a file gets index.html, so deep links open the app. Like a real host, it
// sends the build's precompressed `<file>.br` or `<file>.gz` to browsers that accept them (and
// gzips on the fly where there is none), so timings see the bytes a visitor would.
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

function gzipOf(file, stat) {
  const key = `${file}\0${stat.mtimeMs}\0${stat.size}`;
  if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  return gzipped.get(key);
}

/** The codings an accept-encoding header allows (`br;q=0` refuses br). */
export function acceptedCodings(header = '') {
  const codings = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) codings.add(name);
  }
  return codings;
}

/** `fs.Stats` of `file`, or null when there is none or the name cannot be one (too long). */
function statOf(file) {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** Precompressed copies a host would pick from, best first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The precompressed copy of `file` to send for `codings`, or null. A copy older than the file
 * is stale (a test rewrote the file after the build compressed it) and is never sent.
 */
function precompressed(file, stat, codings) {
  for (const [coding, ext] of PRECOMPRESSED) {
    if (!codings.has(coding)) continue;
    const copy = file + ext;
    const copyStat = statOf(copy);
    if (copyStat?.isFile() && copyStat.mtimeMs >= stat.mtimeMs) return { coding, copy, size: copyStat.size };
  }
  return null;
}

/** Sends `file` as brotli or gzip when the request accepts them, else as it is on disk. */
function send(req, res, file, headers) {
  headers.vary = 'accept-encoding';
  const head = req.method === 'HEAD';
  const codings = acceptedCodings(req.headers['accept-encoding']);
  const stat = fs.statSync(file);
  const ready = precompressed(file, stat, codings);
  if (ready || !codings.has('gzip')) {
    const [from, size] = ready ? [ready.copy, ready.size] : [file, stat.size];
    res.writeHead(200, { ...headers, ...(ready && { 'content-encoding': ready.coding }), 'content-length': size });
    if (head) res.end();
    else fs.createReadStream(from).pipe(res);
    return;
  }
  const body = gzipOf(file, stat);
  res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
  res.end(head ? undefined : body);
}

/**
 * The file under `dir` that `pathname` names, or null for a route. The build's `.br` and `.gz`
 * copies are not files of the site: a host sends them only in place of their original.
 */
function fileOf(dir, pathname) {
  let file;
  try {
    file = path.join(dir, decodeURIComponent(pathname));
  } catch {
    return null; // not a valid escape: no file has that name
  }
  if (!file.startsWith(path.join(dir, path.sep)) || /\.(br|gz)$/.test(file)) return null;
  return statOf(file)?.isFile() ? file : null;
}

/** Serves `dir` (the release build by default; a copy when a test changes files). */
export async function startServer(dir = distDir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no release build at ${dir}: run \`cargo xtask dist\` first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const file = fileOf(dir, url.pathname) ?? path.join(dir, 'index.html');
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
