/**
 * The one markup source of a rendered Hakka card, shared by the Astro
 * component (`HakkaCard.astro`, `set:html`) and the Preact island
 * (`islands/hakka/HakkaCard.tsx`, `dangerouslySetInnerHTML`), mirroring the
 * hanafuda cards (components/hanafuda/card-markup.ts).
 *
 * Structure (the root element is written by each caller):
 *
 *   <span class="hkcard hkcard-md hkcard-elder" data-card="sup-9" role="img" aria-labelledby="{nameId}">
 *     <svg aria-hidden="true" data-elder="">…art with the star…</svg>
 *     <span class="visually-hidden" id="{nameId}">Sup 9, elder card</span> <span class="hkcard-name" aria-hidden="true" …>Sup 9</span>{space}
 *   </span>
 *
 * The root is an image named by the name element (an image's children are
 * presentational, so the name is heard once). Interactive island cards are
 * buttons named by the same content.
 */

import { hakkaCardSvg } from '../../cards/hakka';
import { escapeXml } from '../../cards/svg';
import { type CardId, cardInfo } from '../../engine/hakka';
import { hakkaCardName } from '../../i18n/hakka-cards';
import { hakkaT } from '../../i18n/hakka-pages';
import type { Lang } from '../../i18n/locales';

/** Card sizes: the rendered width in CSS pixels is set in `cards-card.css`. */
export const HAKKA_CARD_SIZES = ['xs', 'sm', 'md', 'lg'] as const;

/** A card size. */
export type HakkaCardSize = (typeof HAKKA_CARD_SIZES)[number];

/** Options of {@link hakkaCardRootClass}. */
export interface HakkaRootClassOptions {
  size?: HakkaCardSize;
  caption?: boolean;
  elder?: boolean;
  highlight?: boolean;
  selected?: boolean;
  extra?: string;
}

/**
 * The root element's classes: size, suit, state.
 * @example hakkaCardRootClass('gon-3', { size: 'sm' }) // 'hkcard hkcard-sm hkcard-suit-gon'
 */
export function hakkaCardRootClass(id: string, options: HakkaRootClassOptions = {}): string {
  const info = cardInfo(id);
  const classes = ['hkcard', `hkcard-${options.size ?? 'md'}`, `hkcard-suit-${info.suit ?? 'none'}`];
  if (options.elder) classes.push('hkcard-elder');
  if (options.caption) classes.push('hkcard-captioned');
  if (options.highlight) classes.push('hkcard-highlight');
  if (options.selected) classes.push('hkcard-selected');
  if (options.extra) classes.push(options.extra);
  return classes.join(' ');
}

/**
 * The accessible name of a card: its name, plus "elder card" when marked.
 * @example hakkaCardLabel('sup-9', 'en', true) // 'Sup 9, elder card'
 */
export function hakkaCardLabel(id: string, lang: Lang, elder = false): string {
  const name = hakkaCardName(id, lang);
  return elder ? `${name}, ${hakkaT(lang)('card.elder')}` : name;
}

/**
 * Written after the name element, inside the (flex) root, so that search
 * reads a card's name apart from the next card or text (as for hanafuda
 * cards, see `NAME_SEPARATOR` in components/hanafuda/card-markup.ts).
 */
const NAME_SEPARATOR = ' ';

/** Options of {@link hakkaCardInnerHtml}. */
export interface HakkaCardInnerOptions {
  /** Language of the name. */
  lang: Lang;
  /** A page-unique id for the name element (the root's `aria-labelledby`). */
  nameId: string;
  /** Show the name under the card (default: visually hidden). */
  caption?: boolean;
  /** Draw the elder star and say "elder card". */
  elder?: boolean;
  /** Replace the accessible name with this text (a quiz hiding the answer). */
  label?: string;
}

/**
 * The inner HTML of a card: the decorative SVG face and the name element.
 * Throws an EngineError with code `unknown-card` for an unknown id.
 * @example hakkaCardInnerHtml('sin-1', { lang: 'de', nameId: 'hkn-1', elder: true })
 */
export function hakkaCardInnerHtml(id: string, options: HakkaCardInnerOptions): string {
  const card: CardId = cardInfo(id).id;
  const svg = hakkaCardSvg(card, { elder: options.elder === true });
  const nameId = escapeXml(options.nameId);
  const nameClass = options.caption ? 'hkcard-name' : 'hkcard-name visually-hidden';
  if (options.label !== undefined) {
    return `${svg}<span class="${nameClass}" id="${nameId}">${escapeXml(options.label)}</span>${NAME_SEPARATOR}`;
  }
  const name = escapeXml(hakkaCardName(card, options.lang));
  const elderText = escapeXml(hakkaT(options.lang)('card.elder'));
  if (options.elder && options.caption) {
    // The name is one text ("Sup 9, elder card"): a hidden suffix inside the
    // caption would be a separate box, and browsers name it "Sup 9 , elder card".
    // So the name is hidden text, and the visible caption is hidden from the
    // accessibility tree and from the search index (which has the name).
    return `${svg}<span class="visually-hidden" id="${nameId}">${name}, ${elderText}</span> <span class="hkcard-name" aria-hidden="true" data-pagefind-ignore>${name}</span>${NAME_SEPARATOR}`;
  }
  const elder = options.elder ? `, ${elderText}` : '';
  return `${svg}<span class="${nameClass}" id="${nameId}">${name}${elder}</span>${NAME_SEPARATOR}`;
}
