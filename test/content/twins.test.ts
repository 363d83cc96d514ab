import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LANGS } from '../../src/i18n/locales';
import { pageSchema } from '../../src/schemas/page';
import { CONTENT, filesUnder } from './files';

function frontmatter(path: string): unknown {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path, 'utf8'));
  return match ? parse(match[1] ?? '') : undefined;
}

const byLang = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    filesUnder(join(CONTENT, lang))
      .map((f) => relative(join(CONTENT, lang), f))
      .sort(),
  ]),
);
const all = LANGS.flatMap((lang) => (byLang[lang] ?? []).map((rel) => ({ lang, rel })));

describe('content twins', () => {
  it('has pages in every language', () => {
    for (const lang of LANGS) expect(byLang[lang]?.length).toBeGreaterThan(0);
  });

  it.each(LANGS)('every page in %s has a twin at the same path in every other language', (lang) => {
    for (const other of LANGS) {
      const missing = (byLang[lang] ?? []).filter((rel) => !(byLang[other] ?? []).includes(rel));
      expect(missing, `missing in content/${other}/`).toEqual([]);
    }
  });

  it('contains only MDX pages', () => {
    for (const { lang, rel } of all) expect(rel, `content/${lang}/${rel}`).toMatch(/\.mdx$/);
  });
});

describe('frontmatter', () => {
  it.each(all.map(({ lang, rel }) => `${lang}/${rel}`))('%s matches the page schema', (path) => {
    const result = pageSchema.safeParse(frontmatter(join(CONTENT, path)));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(byLang.en ?? [])('%s has the same game, section and order in both languages', (rel) => {
    const [en, de] = LANGS.map((lang) => pageSchema.parse(frontmatter(join(CONTENT, lang, rel))));
    expect({ game: de?.game, section: de?.section, order: de?.order }).toEqual({
      game: en?.game,
      section: en?.section,
      order: en?.order,
    });
  });

  // Pages of one order would be sorted by title, which differs by language:
  // the German yaku page's "Weiter" led elsewhere than the English "Next".
  it('gives no two pages of one game and section the same order', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const rel of byLang.en ?? []) {
      const page = pageSchema.parse(frontmatter(join(CONTENT, 'en', rel)));
      const key = `${page.game} ${page.section} ${page.order}`;
      const other = seen.get(key);
      if (other) clashes.push(`${other} and ${rel}: ${key}`);
      seen.set(key, rel);
    }
    expect(clashes).toEqual([]);
  });

  it('rejects a page without a description (the schema can fail)', () => {
    const result = pageSchema.safeParse({ title: 'Rules', game: 'koikoi', section: 'reference', order: 1 });
    expect(result.success).toBe(false);
  });
});
