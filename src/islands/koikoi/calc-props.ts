/**
 * The serialisable data the calculator island gets from the page: its
 * strings in one language and the card names and search index. Built on the
 * server, so neither dictionary nor name table is bundled as JavaScript
 * (the calculator page has a 30 KB gzip budget).
 */
import { CARD_IDS, type CardId } from '../../engine/hanafuda';
import { type CardNameStyle, HANAFUDA_CARD_NAMES, HANAFUDA_MONTHS } from '../../i18n/hanafuda-cards';
import { coreDe } from '../../i18n/koikoi/core-de';
import { type CoreKey, coreEn } from '../../i18n/koikoi/core-en';
import { pagesDe } from '../../i18n/koikoi/pages-de';
import { pagesEn } from '../../i18n/koikoi/pages-en';
import { toolsDe } from '../../i18n/koikoi/tools-de';
import { type ToolsKey, toolsEn } from '../../i18n/koikoi/tools-en';
import type { Lang } from '../../i18n/locales';
import type { SearchIndex } from './card-search';
import { buildSearchIndex } from './search-index';

/** The names of one card by naming style (Mario names only where the edition has one). */
export type CardNames = Readonly<Partial<Record<CardNameStyle, string>>> & { readonly traditional: string };

/** Strings of the Koi-Koi tools in one language. */
export interface ToolText {
  readonly core: Readonly<Record<CoreKey, string>>;
  readonly tools: Readonly<Record<ToolsKey, string>>;
  /** Labels of rule values (`value.sakeCup.both` …) from the pages dictionary. */
  readonly values: Readonly<Record<string, string>>;
}

/** Card data for an island in one language. */
export interface ToolCards {
  readonly names: Readonly<Record<CardId, CardNames>>;
  readonly search: SearchIndex;
  /** Month labels, index 0 = January: "January · Pine". */
  readonly months: readonly string[];
  /** Month names, index 0 = January: "January". */
  readonly monthNames: readonly string[];
}

/**
 * The strings an island needs in one language.
 *
 * @example
 * toolText('de').core['yaku.goko']; // 'Fünf Lichter'
 */
export function toolText(lang: Lang): ToolText {
  const pages = lang === 'de' ? pagesDe : pagesEn;
  const values = Object.fromEntries(Object.entries(pages).filter(([key]) => key.startsWith('value.')));
  return { core: lang === 'de' ? coreDe : coreEn, tools: lang === 'de' ? toolsDe : toolsEn, values };
}

/**
 * Card names and the search index for an island.
 *
 * @example
 * toolCards('en').names['m11-light']; // { traditional: 'Rain Man', 'mario-de': 'Mario & Gumba', 'mario-en': 'Princess Peach' }
 */
export function toolCards(lang: Lang): ToolCards {
  const names = Object.fromEntries(
    CARD_IDS.map((id): [CardId, CardNames] => {
      const n = HANAFUDA_CARD_NAMES[id];
      const entry: { -readonly [K in CardNameStyle]?: string } & { traditional: string } = {
        traditional: n[lang],
      };
      if (n.marioDe) entry['mario-de'] = n.marioDe;
      if (n.marioEn) entry['mario-en'] = n.marioEn;
      return [id, entry];
    }),
  ) as Record<CardId, CardNames>;
  const months = HANAFUDA_MONTHS.map((m) => `${m.monthName[lang]} · ${m.plant[lang]}`);
  const monthNames = HANAFUDA_MONTHS.map((m) => m.monthName[lang]);
  return { names, search: buildSearchIndex(), months, monthNames };
}
