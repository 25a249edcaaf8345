// Sizes of the build: what index.html loads before the board can appear (the critical path),
// and every file in dist, raw and gzipped as the server sends them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/** Local .js/.wasm/.css paths quoted in `text` (attributes, imports, init arguments). */
function references(text) {
  const found = new Set();
  for (const m of text.matchAll(/["'`(]((?:\.{0,2}\/)?[\w./-]+\.(?:m?js|wasm|css))["'`)]/g)) found.add(m[1]);
  return [...found];
}

/** Scripts passed to `navigator.serviceWorker.register(...)` in `text`. */
function serviceWorkers(text) {
  return [...text.matchAll(/serviceWorker\s*\.\s*register\(\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
}

/**
 * The files index.html loads, followed through the js modules' own imports (wasm-bindgen
 * snippets). A Web Worker's files (Trunk's unhashed `<bin>.js`, `<bin>_bg.wasm`, `<bin>_loader.js`)
 * are not referenced from index.html, and a service worker script is only registered, so
 * both stay off the path, as they should: the board can show before either starts.
 * Returns `{ critical, workers }`, paths relative to `dist`.
 */
function criticalPath(dist, files) {
  const known = new Set(files);
  const seen = new Set();
  const workers = new Set();
  const queue = [['index.html', '']];
  const resolve = (ref, base) => path.posix.normalize(ref.startsWith('/') ? ref.slice(1) : path.posix.join(base, ref));
  while (queue.length) {
    const [file, base] = queue.shift();
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    serviceWorkers(text).forEach((ref) => workers.add(resolve(ref, base)));
    for (const ref of references(text)) {
      const resolved = resolve(ref, base);
      if (!known.has(resolved) || seen.has(resolved) || workers.has(resolved)) continue;
      seen.add(resolved);
      if (/\.m?js$/.test(resolved)) queue.push([resolved, path.posix.dirname(resolved)]);
    }
  }
  return { critical: [...seen], workers: [...workers] };
}

/**
 * `{ files: [{ name, raw, gzip, critical, role }], codeOnPath, allOnPath, total }`, each sum as
 * `{ raw, gzip, count }` in bytes.
 */
export function buildSizes(dist) {
  const names = filesUnder(dist).sort();
  const { critical, workers } = criticalPath(dist, names);
  const onPath = new Set(critical);
  const sw = new Set(workers);
  const files = names.map((name) => {
    const full = path.join(dist, name);
    const role = onPath.has(name) || name === 'index.html' ? 'critical path' : sw.has(name) ? 'service worker' : '';
    return { name, raw: fs.statSync(full).size, gzip: gzipSize(full), critical: onPath.has(name), role };
  });
  const sum = (pick) => {
    const chosen = files.filter(pick);
    return { raw: chosen.reduce((s, f) => s + f.raw, 0), gzip: chosen.reduce((s, f) => s + f.gzip, 0), count: chosen.length };
  };
  return {
    files,
    codeOnPath: sum((f) => f.critical && /\.(m?js|wasm)$/.test(f.name)),
    allOnPath: sum((f) => f.critical || f.name === 'index.html'),
    total: sum(() => true),
  };
}
