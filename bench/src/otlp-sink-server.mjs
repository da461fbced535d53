// The write bench's OTLP/HTTP receiver (decision 298): it takes every export and keeps nothing but
// counts, a collector's cheapest stand-in. A process of its own, as a collector is: in the bench's
// process it shared the event loop that drives the load. GET /counts answers what it received.
import { createServer } from 'node:http';

const counts = { requests: 0, bytes: 0 };

createServer((request, response) => {
  if (request.method === 'GET') {
    const body = request.url === '/counts' ? JSON.stringify(counts) : '{"status":"ok"}';
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  counts.requests += 1;
  request.on('data', (chunk) => (counts.bytes += chunk.length));
  request.on('end', () =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  );
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
