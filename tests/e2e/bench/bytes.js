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

/**
 * The files index.html loads, followed through the js modules' own imports (wasm-bindgen
 * snippets). A Web Worker's files (Trunk's unhashed `<bin>.js`, `<bin>_bg.wasm`, `<bin>_loader.js`)
 * are not referenced from index.html, so they stay off the path, as they should: the board can
 * show before any worker starts.
 */
function criticalPath(dist, files) {
  const known = new Set(files);
  const seen = new Set();
  const queue = [['index.html', '']];
  while (queue.length) {
    const [file, base] = queue.shift();
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const ref of references(text)) {
      const resolved = path.posix.normalize(ref.startsWith('/') ? ref.slice(1) : path.posix.join(base, ref));
      if (!known.has(resolved) || seen.has(resolved)) continue;
      seen.add(resolved);
      if (/\.m?js$/.test(resolved)) queue.push([resolved, path.posix.dirname(resolved)]);
    }
  }
  return [...seen];
}

/** `{ files: [{ name, raw, gzip, critical }], critical: {...}, total: {...} }`, sizes in bytes. */
export function buildSizes(dist) {
  const names = filesUnder(dist).sort();
  const onPath = new Set(criticalPath(dist, names));
  const files = names.map((name) => {
    const full = path.join(dist, name);
    return { name, raw: fs.statSync(full).size, gzip: gzipSize(full), critical: onPath.has(name) };
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
