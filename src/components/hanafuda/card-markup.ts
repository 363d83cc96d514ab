/**
 * The one markup source of a rendered hanafuda card, shared by the Astro
 * component (`HanafudaCard.astro`, `set:html`) and the Preact island
 * (`islands/hanafuda/HanafudaCard.tsx`, `dangerouslySetInnerHTML`).
 *
 * Structure (the root element is written by each caller):
 *
 *   <span class="hcard …" data-card="m11-light" role="img" aria-labelledby="{nameId}">
 *     <svg aria-hidden="true">…art…</svg>
 *     <span class="hcard-name [visually-hidden]" id="{nameId}">
 *       <span class="hcard-n hcard-n-traditional">Rain Man</span>
 *       <span class="hcard-n hcard-n-mario-de" lang="de" data-pagefind-ignore>Mario & Gumba</span>
 *       <span class="hcard-n hcard-n-mario-en" data-pagefind-ignore>Princess Peach</span>
 *     </span>{space}
 *   </span>
 *
 * CSS keyed on `html[data-card-names]` (see `hcard.css`) shows exactly one
 * name span (`display: none` on the others), so both the visible caption and
 * the card's accessible name follow the reader's names setting without
 * JavaScript: the root is an image named by the name element, whose
 * `display: none` children do not count, and an image's children are
 * presentational, so the name is heard once. (Naming the SVG instead, with an
 * `aria-hidden` caption, does not work: Chromium then includes the hidden
 * alternatives too.) Interactive island cards are buttons named by the same
 * content.
 */
import { cardSvg } from '../../cards/hanafuda/card';
import { type CardKind, cardKind, type HanafudaCardId, isHanafudaCardId } from '../../cards/hanafuda/ids';
import { escapeXml } from '../../cards/svg';
import { CARD_NAME_STYLES, type CardNameStyle, HANAFUDA_CARD_NAMES } from '../../i18n/hanafuda-cards';
import type { Lang } from '../../i18n/locales';

/** Card sizes: the rendered width in CSS pixels is set in `hcard.css`. */
export const CARD_SIZES = ['xs', 'sm', 'md', 'lg'] as const;

/** A card size. */
export type CardSize = (typeof CARD_SIZES)[number];

/** One name span of a card: the style it belongs to, its text and language. */
export interface CardNameSpan {
  readonly style: CardNameStyle;
  readonly text: string;
  /** Set when the name's language differs from the page's. */
  readonly lang?: Lang;
}

/**
 * The name spans a card needs in one page language: always the traditional
 * name, plus each Mario edition's name where the leaflet gives one (German
 * edition names are German, English edition names English).
 * @example cardNameSpans('m11-light', 'en').map((s) => s.text)
 * // ['Rain Man', 'Mario & Gumba', 'Princess Peach']
 */
export function cardNameSpans(id: HanafudaCardId, lang: Lang): CardNameSpan[] {
  const names = HANAFUDA_CARD_NAMES[id];
  const spans: CardNameSpan[] = [{ style: 'traditional', text: names[lang] }];
  if (names.marioDe !== undefined) {
    spans.push(
      lang === 'de'
        ? { style: 'mario-de', text: names.marioDe }
        : { style: 'mario-de', text: names.marioDe, lang: 'de' },
    );
  }
  if (names.marioEn !== undefined) {
    spans.push(
      lang === 'en'
        ? { style: 'mario-en', text: names.marioEn }
        : { style: 'mario-en', text: names.marioEn, lang: 'en' },
    );
  }
  return spans;
}

/** The root element's classes: size, kind, which Mario names exist, state. */
export function cardRootClass(
  id: HanafudaCardId,
  options: { size?: CardSize; caption?: boolean; highlight?: boolean; extra?: string } = {},
): string {
  const names = HANAFUDA_CARD_NAMES[id];
  const classes = ['hcard', `hcard-${options.size ?? 'md'}`, `hcard-kind-${cardKind(id)}`];
  if (names.marioDe !== undefined) classes.push('hcard-has-mario-de');
  if (names.marioEn !== undefined) classes.push('hcard-has-mario-en');
  if (options.caption) classes.push('hcard-captioned');
  if (options.highlight) classes.push('hcard-highlight');
  if (options.extra) classes.push(options.extra);
  return classes.join(' ');
}

/**
 * Written after the name element, inside the root: search (Pagefind) reads
 * only text, so without it a card's name runs into the next card's name or
 * the text after the card. The root is a flex box, where a space shows
 * nothing and names nothing.
 */
export const NAME_SEPARATOR = ' ';

/** Options of {@link cardInnerHtml}. */
export interface CardInnerOptions {
  /** Page language of the traditional name. */
  lang: Lang;
  /** A page-unique id for the name element (the SVG's `aria-labelledby`). */
  nameId: string;
  /** Show the name as a visible caption under the card (default: visually hidden). */
  caption?: boolean;
  /** Replace the accessible name with this text (e.g. a quiz hiding the answer). */
  label?: string;
}

/**
 * The inner HTML of a card: the decorative SVG face, and the name element
 * with one span per naming style (the root, written by the caller, is
 * `role="img" aria-labelledby={nameId}` or a button).
 * Throws `UnknownCardError` (code `unknown-card`) for an unknown id.
 * @example cardInnerHtml('m03-light', { lang: 'de', nameId: 'hc-1' })
 */
export function cardInnerHtml(id: string, options: CardInnerOptions): string {
  // cardSvg validates the id and throws the typed error before anything is built.
  const svg = cardSvg(id);
  if (!isHanafudaCardId(id)) return svg;
  const nameId = escapeXml(options.nameId);
  const nameClass = options.caption ? 'hcard-name' : 'hcard-name visually-hidden';
  if (options.label !== undefined) {
    return `${svg}<span class="${nameClass}" id="${nameId}">${escapeXml(options.label)}</span>${NAME_SEPARATOR}`;
  }
  // Only the traditional name is indexed for search (as in LessonTranscript):
  // the others are alternatives, and next to it they read
  // "Rain ManMario & GumbaPrincess Peach" in the result excerpts.
  const spans = cardNameSpans(id, options.lang)
    .map(
      (span) =>
        `<span class="hcard-n hcard-n-${span.style}"${span.lang ? ` lang="${span.lang}"` : ''}${span.style === 'traditional' ? '' : ' data-pagefind-ignore'}>${escapeXml(span.text)}</span>`,
    )
    .join('');
  return `${svg}<span class="${nameClass}" id="${nameId}">${spans}</span>${NAME_SEPARATOR}`;
}

/** Every naming style, re-exported for the CSS test and settings. */
export const NAME_STYLES: readonly CardNameStyle[] = CARD_NAME_STYLES;

export type { CardKind, HanafudaCardId };
