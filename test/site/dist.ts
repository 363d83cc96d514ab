// Helpers for the checks over the built site in dist/: build it when it is
// missing, list its pages, and parse HTML without running any script.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Window } from 'happy-dom';

export const ROOT = join(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');

/**
 * Builds the site (Astro + Pagefind) unless dist/ already holds a build. As a
 * production build: Vitest sets NODE_ENV=test, and a build that inherits it
 * ships Preact's development code (1.2 KB more on the calculator page, and
 * the browser tests would run on a site nobody is served).
 */
export function ensureBuilt(): void {
  if (existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'pagefind'))) return;
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/** Every file under dist/, as paths relative to dist/ with forward slashes. */
export function distFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? distFiles(path) : [relative(DIST, path).split('\\').join('/')];
  });
}

/** Every built HTML page (the Pagefind UI's files left out), as paths relative to dist/. */
export function htmlPages(): string[] {
  return distFiles().filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/'));
}

/** The URL path a built HTML file answers: `en/koikoi/index.html` → `/en/koikoi/`. */
export function urlPath(file: string): string {
  return `/${file.replace(/index\.html$/, '')}`;
}

/** The dist file that serves a URL path, if any (`/x/` → `x/index.html`). */
export function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\//, '');
  const candidates = [clean, join(clean, 'index.html')];
  return candidates.find((c) => existsSync(join(DIST, c)) && statSync(join(DIST, c)).isFile());
}

const window = new Window();
const parser = new window.DOMParser();
const cache = new Map<string, Document>();

/** Parses a built HTML file (scripts are not run, nothing is fetched). */
export function parseHtml(file: string): Document {
  let doc = cache.get(file);
  if (!doc) {
    doc = parser.parseFromString(readFileSync(join(DIST, file), 'utf8'), 'text/html') as unknown as Document;
    cache.set(file, doc);
  }
  return doc;
}
