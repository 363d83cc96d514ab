/**
 * The glossary's "more" links: from a term's `see` (src/data/glossary.ts) to
 * the page, and the part of it, that explains the term in full. The link text
 * is the page's title and the heading's own text, read from the built page,
 * so it follows the page when a heading is reworded; a heading or page that
 * no longer exists throws, which fails the build.
 *
 * @example
 * seeLink({ page: 'koikoi/rules', section: { en: 'a-turn', de: 'ein-zug' } }, 'en', outline);
 * // { href: '/en/koikoi/rules/#a-turn', page: 'Koi-Koi rules', section: 'A turn' }
 */
import type { GlossarySee } from '../data/glossary';
import type { Lang } from '../i18n/locales';
import { pagePath } from './pages';

/** What a link needs from a page: its title and its headings (as Astro's `render` gives them). */
export interface PageOutline {
  title: string;
  headings: readonly { slug: string; text: string }[];
}

/** A resolved link: where it goes, the page's title and, for a part of the page, that heading's text. */
export interface SeeLink {
  href: string;
  page: string;
  section?: string;
}

/** The collection id of the page a `see` names in a language: `en/koikoi/rules`. */
export function seePageId(see: GlossarySee, lang: Lang): string {
  return `${lang}/${see.page}`;
}

/** Resolves a `see` in one language; `outline` looks a page up by its collection id. */
export function seeLink(
  see: GlossarySee,
  lang: Lang,
  outline: (id: string) => PageOutline | undefined,
): SeeLink {
  const id = seePageId(see, lang);
  const page = outline(id);
  if (!page) throw new Error(`Glossary: no page ${id}`);
  const path = pagePath(id);
  if (!see.section) return { href: path, page: page.title };
  const slug = see.section[lang];
  const heading = page.headings.find((h) => h.slug === slug);
  if (!heading) throw new Error(`Glossary: no heading #${slug} on ${id}`);
  return { href: `${path}#${slug}`, page: page.title, section: heading.text };
}
