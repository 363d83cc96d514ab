import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ogImageAlt, ogImageFor } from '../../src/utils/og-image';
import { DIST, ensureBuilt, fileFor, htmlPages, parseHtml, urlPath } from './dist';

// The Open Graph tags of the built pages, and the pictures they name.
ensureBuilt();

/** Width and height from a PNG's header, or null when the file is no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(join(DIST, file));
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (doc: Document, property: string) =>
  doc.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute('content') ??
  null;

describe('link previews', () => {
  it.each(htmlPages())('%s names a built picture of the size it states, with a text alternative', (file) => {
    const doc = parseHtml(file);
    const image = new URL(meta(doc, 'og:image') ?? '');
    const built = fileFor(image.pathname);
    expect(built, image.pathname).toBeDefined();
    expect(pngSize(built ?? '')).toEqual({
      width: Number(meta(doc, 'og:image:width')),
      height: Number(meta(doc, 'og:image:height')),
    });
    // The picture of the page's game (the 404 pages show the site's), described in the page's language.
    const lang = doc.documentElement.getAttribute('lang') === 'de' ? 'de' : 'en';
    const name = file.endsWith('404.html') ? 'site' : ogImageFor(urlPath(file));
    expect(image.pathname).toBe(`/og/${name}.png`);
    expect(meta(doc, 'og:image:alt')).toBe(ogImageAlt(name, lang));
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'og:title')).toBe(doc.querySelector('title')?.textContent);
    expect(meta(doc, 'og:locale')).toBe(lang === 'de' ? 'de_DE' : 'en_GB');
  });

  it.each(htmlPages().filter((f) => !f.endsWith('404.html')))(
    '%s gives its own address as og:url',
    (file) => {
      const doc = parseHtml(file);
      expect(meta(doc, 'og:url')).toBe(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    },
  );

  it('has a 180 × 180 home-screen icon that every page links', () => {
    expect(pngSize('apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
    for (const file of htmlPages()) {
      expect(parseHtml(file).querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'), file).toBe(
        '/apple-touch-icon.png',
      );
    }
  });
});
