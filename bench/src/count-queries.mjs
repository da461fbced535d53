// Preload (`node --import ./bench/src/count-queries.mjs apps/server/dist/main.js`): counts the SQL
// statements each HTTP request sends through node-postgres. Every request runs in an
// AsyncLocalStorage context; pg's Client.prototype.query records the statement text in the context
// of the caller. On exit the tally is written as JSON to QUERY_COUNT_FILE: per route, the number
// of requests, and per statement sequence how many requests sent exactly that sequence.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The server's own copy of pg (it is external to the bundle), found from the server's folder.
const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const pg = require('pg');

const storage = new AsyncLocalStorage();
/** route key -> JSON array of the statements, in order -> number of requests */
const sequences = new Map();
const outsideRequests = new Map();

function record(config) {
  const text = typeof config === 'string' ? config : (config?.text ?? String(config));
  const statements = storage.getStore();
  if (statements) statements.push(text);
  else outsideRequests.set(text, (outsideRequests.get(text) ?? 0) + 1);
}

// Pool.query is recorded where it is called: it runs Client.query later, in the context of
// whichever request released the connection it waited for. Its inner Client.query passes a
// callback (drizzle's own Client.query calls never do), and is not counted a second time.
const originalPoolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function countedPoolQuery(config, ...rest) {
  record(config);
  return originalPoolQuery.call(this, config, ...rest);
};
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  if (typeof rest.at(-1) !== 'function') record(config);
  return originalQuery.call(this, config, ...rest);
};

const originalEmit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitInContext(event, request, response, ...rest) {
  if (event !== 'request') return originalEmit.call(this, event, request, response, ...rest);
  const statements = [];
  response.once('finish', () => {
    const key = `${request.method} ${request.url.replace(/[0-9a-f-]{36}/g, ':id').split('?')[0]} ${response.statusCode}`;
    const byRoute = sequences.get(key) ?? new Map();
    sequences.set(key, byRoute);
    const sequence = JSON.stringify(statements);
    byRoute.set(sequence, (byRoute.get(sequence) ?? 0) + 1);
  });
  return storage.run(statements, () => originalEmit.call(this, event, request, response, ...rest));
};

function write() {
  const file = process.env.QUERY_COUNT_FILE;
  if (!file) return;
  const routes = {};
  for (const [route, byRoute] of sequences) {
    routes[route] = [...byRoute]
      .map(([sequence, requests]) => ({ requests, statements: JSON.parse(sequence) }))
      .sort((a, b) => b.requests - a.requests);
  }
  writeFileSync(
    file,
    JSON.stringify({ routes, outsideRequests: Object.fromEntries(outsideRequests) }, null, 2),
  );
}
process.once('exit', write);
