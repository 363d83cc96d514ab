import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, ensureBuilt, htmlPages, parseHtml, urlPath } from './dist';

// A page without an island ships no JavaScript beyond search and the small
// scripts every page has (colour scheme, card names, scrolling tables). Those
// small scripts stay inline in the page, so the only files it loads before
// the reader does anything are the header's search script and the helper it
// uses to load Pagefind later (the 404 page: its suggestions and a helper).
// A module shared with an island would turn an inline script into two more
// files on every page.
ensureBuilt();

/** The script files a module loads by static `import` (not `import()`), relative to dist/. */
function staticImports(code: string, from: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["']([^"']+)["']/g)].map((m) =>
    posix.join(posix.dirname(from), m[1] ?? ''),
  );
}

/** Every script file `file`'s module scripts load before any `import()`, relative to dist/. */
function scriptGraph(file: string): string[] {
  const doc = parseHtml(file);
  const queue: string[] = [];
  for (const script of doc.querySelectorAll('script[type="module"]')) {
    const src = script.getAttribute('src');
    if (src) queue.push(src.replace(/^\//, ''));
    else queue.push(...staticImports(script.textContent ?? '', ''));
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(readFileSync(join(DIST, next), 'utf8'), next));
  }
  return [...seen].sort();
}

const islandFree = htmlPages().filter((f) => !parseHtml(f).querySelector('astro-island'));

describe('scripts of a page without an island', () => {
  it('are there to check: most reference pages have no island', () => {
    expect(islandFree.length).toBeGreaterThan(20);
  });

  it.each(islandFree)('%s loads two script files at most', (file) => {
    const graph = scriptGraph(file);
    expect(graph.length, `${urlPath(file)}: ${graph.join(', ')}`).toBeLessThanOrEqual(2);
    // With the site's header, one of them is the header's (search); the 404 page has its suggestions instead.
    if (parseHtml(file).querySelector('.site-header'))
      expect(graph.filter((f) => f.includes('Header.astro')).length, graph.join(', ')).toBe(1);
  });
});
