// A small static file server for dist/, used by the browser tests and the
// screenshot script: `/x/` serves `x/index.html`, unknown paths get 404.html
// with status 404, like the static hosts the site is meant for.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves `root` on 127.0.0.1 (a random free port unless `port` is given).
 * `files` adds test-only files outside `root`, by URL path; unlike the site's
 * files the browser may cache them (the axe test loads axe-core into every
 * page, and a cached script need not be sent and compiled again each time).
 * @param {string} root
 * @param {number} [port]
 * @param {Record<string, string>} [files]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function serve(root, port = 0, files = {}) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const extra = Object.hasOwn(files, url.pathname) ? files[url.pathname] : undefined;
    if (extra) {
      res.writeHead(200, {
        'Content-Type': TYPES[extname(extra)] ?? 'application/octet-stream',
        'Cache-Control': 'max-age=3600',
      });
      createReadStream(extra).pipe(res);
      return;
    }
    let path = normalize(join(base, decodeURIComponent(url.pathname)));
    if (!path.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    let status = 200;
    if (!existsSync(path)) {
      status = 404;
      path = join(base, '404.html');
    }
    res.writeHead(status, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    createReadStream(path).pipe(res);
  });
  return new Promise((ok) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      ok({
        origin: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
