// The web bench's baseline (decision 255): a static minimal page, and one with two inputs, served
// by a bare Node HTTP server as the app's pages are by ours (gzip when asked, no caching), so the
// figures beside ours say what Lighthouse and the keystroke probe give a page with nothing in it.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const page = (title, body) =>
  `<!doctype html><html lang="sl"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="description" content="${title}"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

const PAGES = {
  '/bare': page('Prazna stran', '<p>Stran brez skript in slogov.</p>'),
  '/bare-input': page(
    'Prazen obrazec',
    '<form><p><label for="a">Kraj rojstva</label> <input id="a" name="a" type="text"></p>' +
      '<p><label for="b">Ulica</label> <input id="b" name="b" type="text"></p></form>',
  ),
};

createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const html = PAGES[request.url ?? ''];
  if (html === undefined) {
    response.writeHead(404).end();
    return;
  }
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(html));
  } else {
    response.writeHead(200, headers).end(html);
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
