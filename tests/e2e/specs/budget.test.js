// Each route's first visit stays within its byte budget (lib/budget.js): the brotli bytes of
// every file the page and its worker fetch until the route is usable. Prints the table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer, distDir } from '../lib/server.js';
import { measureRoutes } from '../lib/route-bytes.js';

const server = useServer();

test('every route downloads no more than its budget before it is usable', async () => {
  const { table, failure, errors } = await measureRoutes(server.url, distDir);
  console.log(`Bytes of a first visit per route, until usable (KB of 1000 bytes):\n${table}`);
  assert.deepEqual(errors, [], 'no route logged an error on its way to usable');
  if (failure) assert.fail(`over budget:\n${failure}\n\n${table}`);
});
