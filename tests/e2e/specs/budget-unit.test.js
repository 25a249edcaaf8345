// The byte and request budgets' arithmetic on a tiny made-up build (no browser): rows per
// route, a route under and one over budget, too many requests, files the build does not have,
// the table and the failure message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BUDGETS, REQUESTS, ROUTES, budgetRows, budgetTable, overBudget, fileOfRequest, recentMonday } from '../lib/budget.js';

const SIZES = {
  'index.html': { raw: 5000, gzip: 2000, br: 1000 },
  'app.js': { raw: 60000, gzip: 10000, br: 9000 },
  'app_bg.wasm': { raw: 1200000, gzip: 450000, br: 300000 },
  'split_editor.wasm': { raw: 120000, gzip: 50000, br: 40000 },
};
const sizeOf = (file) => SIZES[file];
const budgets = { '/': 20 * 1000, '/hashi/edit': 300 * 1000 };

const FETCHED = {
  '/': ['index.html', 'app.js', 'index.html', 'https://elsewhere.example/font.woff2'],
  '/hashi/edit': ['index.html', 'app.js', 'app_bg.wasm', 'split_editor.wasm', 'packs/missing.json'],
};

test('each route sums its files once, largest first, and is over only past its budget', () => {
  const [hub, editor] = budgetRows(FETCHED, sizeOf, budgets);
  assert.deepEqual(
    { ...hub, files: hub.files.map((f) => f.file) },
    {
      route: '/',
      files: ['app.js', 'index.html'],
      unknown: ['https://elsewhere.example/font.woff2'],
      raw: 65000,
      gzip: 12000,
      br: 10000,
      budget: 20000,
      over: false,
      requests: 4,
      requestLimit: null,
      tooMany: false,
    },
  );
  assert.deepEqual(editor.files.map((f) => f.file), ['app_bg.wasm', 'split_editor.wasm', 'app.js', 'index.html']);
  assert.deepEqual(editor.files[0], { file: 'app_bg.wasm', raw: 1200000, gzip: 450000, br: 300000 });
  assert.deepEqual(editor.unknown, ['packs/missing.json']);
  assert.equal(editor.br, 300000 + 40000 + 9000 + 1000);
  assert.equal(editor.over, true);
});

test('a route at exactly its budget passes, and one with no budget is never over', () => {
  const [exact, none] = budgetRows({ '/': ['app.js', 'index.html'], '/new': ['app_bg.wasm'] }, sizeOf, {
    '/': 10000,
  });
  assert.equal(exact.over, false);
  assert.deepEqual([none.budget, none.over], [null, false]);
  assert.equal(overBudget([exact, none]), '');
});

test('the table shows raw, gzip and brotli per route, the budget, and notes unknown files', () => {
  const rows = budgetRows(FETCHED, sizeOf, budgets);
  assert.equal(
    budgetTable(rows),
    [
      'route        files  requests  raw        gzip      brotli    budget    ',
      '/            2      4         65.0 KB    12.0 KB   10.0 KB   20.0 KB   50%',
      '/hashi/edit  4      5         1385.0 KB  512.0 KB  350.0 KB  300.0 KB  OVER by 50.0 KB',
      '/: not in the build, counted as 0 bytes: https://elsewhere.example/font.woff2',
      '/hashi/edit: not in the build, counted as 0 bytes: packs/missing.json',
    ]
      .map((line) => line.trimEnd())
      .join('\n'),
  );
});

test('the failure names every route over budget with its largest files', () => {
  const rows = budgetRows(FETCHED, sizeOf, { '/': 1000, '/hashi/edit': 300 * 1000 });
  assert.equal(
    overBudget(rows, 2),
    [
      '/: 10.0 KB brotli, over its budget of 1.0 KB by 9.0 KB; largest files:',
      '    app.js  9.0 KB',
      '    index.html  1.0 KB',
      '    not in the build: https://elsewhere.example/font.woff2',
      '/hashi/edit: 350.0 KB brotli, over its budget of 300.0 KB by 50.0 KB; largest files:',
      '    app_bg.wasm  300.0 KB',
      '    split_editor.wasm  40.0 KB',
      '    ... and 2 more',
      '    not in the build: packs/missing.json',
    ].join('\n'),
  );
});

test('request URLs map to build files: navigations to index.html, other origins kept whole', () => {
  const origin = 'http://127.0.0.1:8080';
  assert.equal(fileOfRequest(`${origin}/hashi/p/easy-001`, origin, true), 'index.html');
  assert.equal(fileOfRequest(`${origin}/split_editor-1a.wasm`, origin, false), 'split_editor-1a.wasm');
  assert.equal(fileOfRequest(`${origin}/icons/icon.svg?v=2`, origin, false), 'icons/icon.svg');
  assert.equal(fileOfRequest('https://cdn.example/x.js', origin, false), 'https://cdn.example/x.js');
});

test('every request counts, repeats too, and a route is over only past its request limit', () => {
  const limits = { '/': 4, '/hashi/edit': 4 };
  const [hub, editor] = budgetRows(FETCHED, sizeOf, budgets, limits);
  assert.deepEqual([hub.requests, hub.requestLimit, hub.tooMany], [4, 4, false]);
  assert.deepEqual([editor.requests, editor.requestLimit, editor.tooMany], [5, 4, true]);
  const [none] = budgetRows({ '/new': ['index.html'] }, sizeOf, {}, limits);
  assert.deepEqual([none.requestLimit, none.tooMany], [null, false]);
  // Within its bytes, over its requests: the request count alone fails it.
  const within = budgetRows(FETCHED, sizeOf, { '/': 20000, '/hashi/edit': 400 * 1000 }, limits);
  assert.equal(overBudget(within), '/hashi/edit: 5 requests before it is usable, more than its 4');
  assert.equal(
    budgetTable(within).split('\n').slice(0, 3).join('\n'),
    [
      'route        files  requests  raw        gzip      brotli    budget    ',
      '/            2      4/4       65.0 KB    12.0 KB   10.0 KB   20.0 KB   50%',
      '/hashi/edit  4      5/4       1385.0 KB  512.0 KB  350.0 KB  400.0 KB  88%, 1 requests too many',
    ]
      .map((line) => line.trimEnd())
      .join('\n'),
  );
  // Over both: the bytes first, then the requests.
  const both = overBudget(budgetRows(FETCHED, sizeOf, budgets, limits), 1).split('\n');
  assert.equal(both[0], '/hashi/edit: 350.0 KB brotli, over its budget of 300.0 KB by 50.0 KB; largest files:');
  assert.equal(both.at(-1), '/hashi/edit: 5 requests before it is usable, more than its 4');
  const [tooMany] = budgetRows({ '/': ['index.html', 'a', 'b'] }, sizeOf, {}, { '/': 1 });
  assert.match(budgetTable([tooMany]), /2 requests too many$/m);
});

test('the daily route is measured on the last Monday, at noon UTC', () => {
  assert.equal(recentMonday(new Date('2026-11-29T23:00:00Z')), '2026-11-23T12:00:00.000Z');
  assert.equal(recentMonday(new Date('2026-11-23T00:30:00Z')), '2026-11-23T12:00:00.000Z');
  assert.equal(recentMonday(new Date('2026-12-01T08:00:00Z')), '2026-11-30T12:00:00.000Z');
  assert.equal(new Date(recentMonday()).getUTCDay(), 1);
});

test('every measured route has a byte budget and a request limit, and every budget a route', () => {
  const routes = ROUTES.map((r) => r.route);
  assert.deepEqual(routes, Object.keys(BUDGETS));
  assert.deepEqual(routes, Object.keys(REQUESTS));
  for (const [route, limit] of Object.entries(REQUESTS)) assert.ok(limit > 0, `${route} allows ${limit} requests`);
});

test("budget.js's header points at a design note that exists", async () => {
  const { readFile } = await import('node:fs/promises');
  const here = new URL('.', import.meta.url);
  const header = (await readFile(new URL('../lib/budget.js', here), 'utf8')).split('\n').slice(0, 3).join(' ');
  const readme = await readFile(new URL('../../../README.md', here), 'utf8');
  const [, file, section, point] = header.match(/design note: (\S+), section "([^"]+)",\s*(?:\/\/\s*)?its point "([^"]+)"/) ?? [];
  assert.equal(file, 'README.md', header);
  const lines = readme.split('\n');
  const start = lines.indexOf(section);
  assert.ok(start >= 0, `README.md has no line ${section}`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const body = lines.slice(start, end < 0 ? undefined : end).join('\n');
  assert.ok(body.includes(`- ${point}`), `README.md's ${section} has no point ${point}`);
});
