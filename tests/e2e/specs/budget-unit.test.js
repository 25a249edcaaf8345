// The byte budget's arithmetic on a tiny made-up build (no browser): rows per route, a route
// under and one over budget, files the build does not have, the table and the failure message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BUDGETS, ROUTES, budgetRows, budgetTable, overBudget, fileOfRequest } from '../lib/budget.js';

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
      'route        files  raw        gzip      brotli    budget    ',
      '/            2      65.0 KB    12.0 KB   10.0 KB   20.0 KB   50%',
      '/hashi/edit  4      1385.0 KB  512.0 KB  350.0 KB  300.0 KB  OVER by 50.0 KB',
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

test('every measured route has a budget and every budget a route', () => {
  assert.deepEqual(
    ROUTES.map((r) => r.route),
    Object.keys(BUDGETS),
  );
});
