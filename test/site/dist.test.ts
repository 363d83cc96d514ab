import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/locales';
import { parseGameLink as parseHakkaLink } from '../../src/islands/hakka-game/game-link';
import { parseGameLink as parseKoikoiLink } from '../../src/islands/koikoi-game/game-link';
import { DIST, distFiles, ensureBuilt, fileFor, htmlPages, parseHtml, ROOT, urlPath } from './dist';

// Checks over the built site. `npm test` builds dist/ first when it is missing
// (at collection time, because the test tables list the built files); after
// changing pages, run `npm run build` (or delete dist/) before testing.
ensureBuilt();

const SPECIAL = new Set(['index.html', '404.html']); // the language chooser and the 404 page
const contentPages = () => htmlPages().filter((f) => !SPECIAL.has(f));

function contentSlugs(lang: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const base = join(ROOT, 'content', lang);
  return walk(base).map((f) =>
    f
      .slice(base.length + 1)
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, ''),
  );
}

describe('built pages', () => {
  it.each(LANGS)('every %s content page is built in both languages', (lang) => {
    for (const slug of contentSlugs(lang)) {
      for (const target of LANGS) {
        const path = slug ? `/${target}/${slug}/` : `/${target}/`;
        expect(fileFor(path), path).toBeDefined();
      }
    }
  });

  it('has the language chooser, the 404 page, a sitemap and robots.txt', () => {
    for (const file of ['index.html', '404.html', 'sitemap-index.xml', 'robots.txt']) {
      expect(fileFor(`/${file}`), file).toBeDefined();
    }
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toMatch(
      /^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m,
    );
  });

  it('gives the chooser its English and its German tagline as paragraphs of their own', () => {
    // One paragraph with a German span ran them together: "…guided games.Koi-Koi und…".
    const leads = [...parseHtml('index.html').querySelectorAll('p.lead')];
    expect(leads.map((p) => p.getAttribute('lang'))).toEqual([null, 'de']);
    expect(leads[1]?.textContent).toMatch(/^Koi-Koi und Hakka-Karten/);
  });

  it('lists every content page in the sitemap, and neither the chooser nor the 404 page', () => {
    const sitemaps = distFiles().filter((f) => /^sitemap-\d+\.xml$/.test(f));
    const xml = sitemaps.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs.sort()).toEqual(contentPages().map(urlPath).sort());
  });
});

describe('every page', () => {
  it.each(htmlPages())('%s has a language, a title and a description', (file) => {
    const doc = parseHtml(file);
    const lang = doc.documentElement.getAttribute('lang');
    expect(LANGS as readonly string[]).toContain(lang);
    if (!SPECIAL.has(file)) expect(file.startsWith(`${lang}/`), `lang="${lang}" on ${file}`).toBe(true);
    expect(doc.querySelector('title')?.textContent?.trim().length).toBeGreaterThan(3);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThan(
      40,
    );
    expect(doc.querySelectorAll('h1').length).toBeGreaterThan(0);
  });

  // A link to an id that is there twice lands on the first: the German yaku page once had the heading
  // „Kasu“ and the Kasu yaku both as `#kasu`, so a link to the yaku stopped at the heading.
  it.each(htmlPages())('%s gives no id to two elements', (file) => {
    const ids = [...parseHtml(file).querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(contentPages())('%s has a canonical URL, hreflang twins and a language switch', (file) => {
    const doc = parseHtml(file);
    const path = urlPath(file);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    expect(new URL(canonical).pathname).toBe(path);
    const alternates = Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        new URL(l.getAttribute('href') ?? '').pathname,
      ]),
    );
    const twin = (lang: string) => path.replace(/^\/(en|de)\//, `/${lang}/`);
    expect(alternates).toEqual({ en: twin('en'), de: twin('de'), 'x-default': '/' });
    const other = path.startsWith('/en/') ? 'de' : 'en';
    expect(doc.querySelector('[data-lang-switch]')?.getAttribute('href')).toBe(twin(other));
  });

  it.each(contentPages())('%s marks its article for search and keeps navigation out', (file) => {
    const doc = parseHtml(file);
    expect(doc.querySelectorAll('[data-pagefind-body]').length).toBe(1);
    for (const selector of ['header.site-header', 'footer.site-footer', 'nav.sidebar']) {
      const el = doc.querySelector(selector);
      if (el) expect(el.closest('[data-pagefind-ignore]'), selector).not.toBeNull();
    }
  });

  it.each([...SPECIAL])('%s stays out of the search index', (file) => {
    expect(parseHtml(file).querySelector('[data-pagefind-body]')).toBeNull();
  });
});

describe('Chinese and Japanese text', () => {
  const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
  it.each(htmlPages())('%s marks every CJK run with lang="ja" or lang="zh-Hant"', (file) => {
    const doc = parseHtml(file);
    const unmarked: string[] = [];
    const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!CJK.test(text) || node.parentElement?.closest('script, style')) continue;
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!/^(ja|zh)/.test(lang)) unmarked.push(text.trim().slice(0, 40));
    }
    expect(unmarked).toEqual([]);
  });
});

/**
 * Review pages keep a game in the fragment (`game-link.ts`): there a
 * fragment with `=` is a game link, which must read, not an element id.
 */
const GAME_LINKS: readonly [RegExp, (fragment: string) => { ok: boolean }][] = [
  [/^\/(en|de)\/koikoi\/review\/$/, parseKoikoiLink],
  [/^\/(en|de)\/hakka\/review\/$/, parseHakkaLink],
];

describe('links', () => {
  it.each(htmlPages())('%s has no broken internal link or anchor', (file) => {
    const doc = parseHtml(file);
    const base = new URL(urlPath(file), 'http://site.test');
    const broken: string[] = [];
    for (const a of doc.querySelectorAll('a[href], link[href], script[src], img[src]')) {
      const raw = a.getAttribute('href') ?? a.getAttribute('src') ?? '';
      const url = new URL(raw, base);
      if (url.origin !== base.origin) continue;
      const target = fileFor(url.pathname);
      if (!target) {
        broken.push(raw);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      const gameLink = GAME_LINKS.find(([page]) => page.test(url.pathname))?.[1];
      if (gameLink && id.includes('=')) {
        if (!gameLink(url.hash).ok) broken.push(raw);
        continue;
      }
      if (id && target.endsWith('.html')) {
        const targetDoc = parseHtml(target);
        if (!targetDoc.getElementById(id) && !targetDoc.querySelector(`[name="${CSS.escape(id)}"]`)) {
          broken.push(raw);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('nothing from another host', () => {
  const isExternal = (value: string) => /^(https?:)?\/\//i.test(value.trim());

  it.each(htmlPages())('%s loads scripts, styles, fonts and images only from the site', (file) => {
    const doc = parseHtml(file);
    const loaded = [
      ...[
        ...doc.querySelectorAll('script[src], img[src], iframe[src], source[src], audio[src], video[src]'),
      ].map((e) => e.getAttribute('src') ?? ''),
      ...[...doc.querySelectorAll('link[href]')]
        .filter((l) => !/\b(canonical|alternate|sitemap)\b/.test(l.getAttribute('rel') ?? ''))
        .map((l) => l.getAttribute('href') ?? ''),
      ...[...doc.querySelectorAll('[srcset]')].map((e) => e.getAttribute('srcset') ?? ''),
      ...[...doc.querySelectorAll('style, [style]')].flatMap((e) =>
        [...(e.getAttribute('style') ?? e.textContent ?? '').matchAll(/url\(\s*['"]?([^'")]+)/g)].map(
          (m) => m[1] ?? '',
        ),
      ),
    ];
    expect(loaded.filter(isExternal)).toEqual([]);
  });

  it('has no stylesheet that imports or references another host', () => {
    for (const file of distFiles().filter((f) => f.endsWith('.css'))) {
      const css = readFileSync(join(DIST, file), 'utf8');
      const refs = [...css.matchAll(/(?:url\(\s*['"]?|@import\s+['"])([^'")]+)/g)].map((m) => m[1] ?? '');
      expect(refs.filter(isExternal), file).toEqual([]);
    }
  });

  it('has no script that imports from another host', () => {
    for (const file of distFiles().filter((f) => /\.m?js$/.test(f) && !f.startsWith('pagefind/'))) {
      const js = readFileSync(join(DIST, file), 'utf8');
      expect(js, file).not.toMatch(/\bimport\s*\(?\s*['"](https?:)?\/\//);
    }
  });
});

describe('search index', () => {
  it('has one Pagefind index per language', () => {
    const entry = JSON.parse(readFileSync(join(DIST, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(['de', 'en']);
    const pages = contentPages();
    expect(entry.languages.en?.page_count).toBe(pages.filter((f) => f.startsWith('en/')).length);
    expect(entry.languages.de?.page_count).toBe(pages.filter((f) => f.startsWith('de/')).length);
  });
});
