// Shared set-up for the browser tests: build dist/ when it is missing, serve
// it, and open pages that record console errors.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';

export const ROOT = join(import.meta.dirname, '../..');
// E2E_DIST points the tests at another build (e.g. a private copy while
// others rebuild dist/); it must already be built.
export const DIST = process.env.E2E_DIST || join(ROOT, 'dist');

export function ensureBuilt() {
  if (process.env.E2E_DIST) return;
  if (existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'pagefind'))) return;
  // A production build whatever NODE_ENV the caller has (test/site/dist.ts).
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/** URL paths of every built HTML page (Pagefind's own files excluded). */
export function allPages() {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return walk(DIST)
    .map((f) => relative(DIST, f).split('\\').join('/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/'))
    .map((f) => (f === '404.html' ? '/404.html' : `/${f.replace(/index\.html$/, '')}`))
    .sort();
}

/**
 * Starts the server and a browser (`options` go to `launch`, and `files` to
 * `serve`). `open(path)` returns a page whose console errors and uncaught
 * exceptions are collected in `errors`.
 */
export async function start(options = {}) {
  ensureBuilt();
  const server = await serve(DIST, 0, options.files);
  const browser = await launch(options);
  const errors = [];
  async function open(path) {
    const page = await browser.context.newPage();
    page.on('console', (msg) => {
      // The 404 page is expected to answer with status 404.
      if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(`${path}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`${path}: ${err.message}`));
    await page.goto(server.origin + path);
    return page;
  }
  return {
    origin: server.origin,
    context: browser.context,
    errors,
    open,
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}
