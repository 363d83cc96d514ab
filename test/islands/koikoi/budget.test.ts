import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DIST, ensureBuilt } from '../../site/dist';

// Issue 5: "the calculator page loads at most 30 KB of gzipped JavaScript"
// (Preact + island + engine). Counts every script the built page loads:
// script tags, inline scripts, the island's component and renderer URLs and
// all their static imports. Reads dist/ (run `npm run build` after changes).
ensureBuilt();

const BUDGET = 30 * 1024;

function gzippedJs(page: string): number {
  const html = readFileSync(join(DIST, page, 'index.html'), 'utf8');
  const entries = new Set<string>();
  for (const m of html.matchAll(/(?:component-url|renderer-url|src)="(\/[^"]+\.js)"/g))
    entries.add(m[1] ?? '');
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/[^"']+\.js)["']/g))
    entries.add(m[1] ?? '');
  const seen = new Set<string>();
  let total = 0;
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(DIST, url));
    total += gzipSync(code, { level: 9 }).length;
    for (const m of code.toString().matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(new URL(m[1] ?? '', `http://x${url}`).pathname);
    }
  };
  for (const url of entries) visit(url);
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    total += gzipSync(m[1] ?? '', { level: 9 }).length;
  }
  return total;
}

describe('JavaScript budget', () => {
  it.each(['en/koikoi/calculator/', 'de/koikoi/calculator/'])('%s loads at most 30 KB gzipped', (page) => {
    const bytes = gzippedJs(page);
    expect(bytes).toBeGreaterThan(5 * 1024); // the island is really counted
    expect(bytes).toBeLessThanOrEqual(BUDGET);
  });
});
