// Sizes of the build: what a first visit to each route downloads until it is usable (the byte
// budget's measurement, lib/route-bytes.js), and every file in dist, raw and as the build's
// precompressed .gz and .br copies that the server sends.
import fs from 'node:fs';
import path from 'node:path';
import { distSizes, measureRoutes } from '../lib/route-bytes.js';

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/**
 * `{ files: [{ name, raw, gzip, br }], total: { raw, gzip, br, count } }` for the files of the
 * site in `dist` (not the .gz and .br copies, which stand in for them).
 */
export function buildFiles(dist) {
  const sizeOf = distSizes(dist);
  const files = filesUnder(dist)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .sort()
    .map((name) => ({ name, ...sizeOf(name) }));
  const sum = (key) => files.reduce((s, f) => s + f[key], 0);
  return { files, total: { raw: sum('raw'), gzip: sum('gzip'), br: sum('br'), count: files.length } };
}

/**
 * Each route's first visit against the server at `baseUrl` serving `dist`:
 * `{ rows, table, failure, errors }` as the budget spec sees them.
 */
export function routeBytes(baseUrl, dist) {
  return measureRoutes(baseUrl, dist);
}
