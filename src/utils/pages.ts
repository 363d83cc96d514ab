import type { Lang } from '../i18n/locales';
import { isLang } from '../i18n/locales';
import { type Game, type PageData, SECTIONS, type Section } from '../schemas/page';

/** The part of a content entry that navigation needs. */
export interface PageEntry {
  /** Collection id, e.g. `de/koikoi/rules` or `en` for the home page. */
  id: string;
  data: PageData;
}

/** Splits a collection id into its language and its slug (`''` for the home page). */
export function splitId(id: string): { lang: Lang; slug: string } {
  const [first, ...rest] = id.split('/');
  if (!isLang(first)) throw new Error(`Page id without a language: ${id}`);
  return { lang: first, slug: rest.join('/') };
}

/**
 * The site path of a page, always with a trailing slash.
 * @example pagePath('en/koikoi/rules') // '/en/koikoi/rules/'
 */
export function pagePath(id: string): string {
  const { lang, slug } = splitId(id);
  return slug ? `/${lang}/${slug}/` : `/${lang}/`;
}

/** A sidebar group: one section of one game, in page order. */
export interface NavGroup {
  section: Section;
  pages: { id: string; path: string; label: string }[];
}

/** Sorts pages by section order, then `order`, then title. */
function comparePages(a: PageEntry, b: PageEntry): number {
  return (
    SECTIONS.indexOf(a.data.section) - SECTIONS.indexOf(b.data.section) ||
    a.data.order - b.data.order ||
    a.data.title.localeCompare(b.data.title)
  );
}

/** The pages of one game in one language, in reading order. */
export function gamePages(entries: readonly PageEntry[], lang: Lang, game: Game): PageEntry[] {
  return entries
    .filter((e) => e.data.game === game && splitId(e.id).lang === lang && splitId(e.id).slug)
    .sort(comparePages);
}

/** The sidebar of one game: its pages grouped by section. */
export function sidebar(entries: readonly PageEntry[], lang: Lang, game: Game): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const entry of gamePages(entries, lang, game)) {
    let group = groups.find((g) => g.section === entry.data.section);
    if (!group) {
      group = { section: entry.data.section, pages: [] };
      groups.push(group);
    }
    group.pages.push({
      id: entry.id,
      path: pagePath(entry.id),
      label: entry.data.navTitle ?? entry.data.title,
    });
  }
  return groups;
}

/** The previous and next page in a game's reading order (undefined at either end). */
export function neighbours(
  entries: readonly PageEntry[],
  id: string,
): { prev?: { path: string; label: string }; next?: { path: string; label: string } } {
  const current = entries.find((e) => e.id === id);
  if (!current) return {};
  const list = gamePages(entries, splitId(id).lang, current.data.game);
  const index = list.findIndex((e) => e.id === id);
  const link = (e: PageEntry | undefined) =>
    e ? { path: pagePath(e.id), label: e.data.navTitle ?? e.data.title } : undefined;
  const result: { prev?: { path: string; label: string }; next?: { path: string; label: string } } = {};
  const prev = index > 0 ? link(list[index - 1]) : undefined;
  const next = index >= 0 ? link(list[index + 1]) : undefined;
  if (prev) result.prev = prev;
  if (next) result.next = next;
  return result;
}
