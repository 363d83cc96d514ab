/**
 * The pictures a link to the site shows where it is shared (Open Graph:
 * messengers, forums, social sites): a row of our own cards on the site's
 * paper colour, one picture per game and one for the rest of the site. The
 * cards are the ones a player knows the game by, taken from the engine:
 * Koi-Koi's Five Lights and Hakka's Five Tigers. No text is drawn, so the
 * pictures need no font; the title and description come with the link.
 *
 * `src/pages/og/[image].png.ts` renders the SVG below to PNG at build time;
 * the layouts name the picture of each page and its text alternative.
 *
 * @example
 * ogImageFor('/de/hakka/rules/'); // 'hakka'
 * ogImageSvg('koikoi');           // '<svg … width="1200" height="630">…</svg>'
 * ogImageAlt('koikoi', 'en');     // 'Five Lights from our hanafuda deck: Crane and Sun, …'
 */
import { HAKKA_VIEW_BOX, hakkaCardSvg } from '../cards/hakka/card';
import { cardSvg, HANAFUDA_VIEW_BOX } from '../cards/hanafuda/card';
import type { HanafudaCardId } from '../cards/hanafuda/ids';
import { GLOSSARY } from '../data/glossary';
import { FIVE_TIGERS } from '../engine/hakka';
import { YAKU_DEFINITIONS } from '../engine/hanafuda';
import { useTranslations } from '../i18n';
import { countWord } from '../i18n/format';
import { hakkaCardName } from '../i18n/hakka-cards';
import { cardName } from '../i18n/hanafuda-cards';
import { koikoiT } from '../i18n/koikoi';
import type { Lang } from '../i18n/locales';
import { PAPER } from '../styles/palette';

/** The pictures: one per game, and one for the pages of both. */
export const OG_IMAGES = ['site', 'koikoi', 'hakka'] as const;
export type OgImage = (typeof OG_IMAGES)[number];

/** The size the big link previews ask for (1.91 : 1). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The tallest a card is drawn; a longer row draws its cards smaller to keep this margin free at the sides. */
const MAX_CARD_HEIGHT = 360;
const SIDE_MARGIN = 80;
const GAP = 28;

const FIVE_LIGHTS: readonly string[] = YAKU_DEFINITIONS.goko.required;

/** One card of a picture: which deck it comes from and its id. */
interface PictureCard {
  readonly deck: 'hanafuda' | 'hakka';
  readonly id: string;
}

const lights = (ids: readonly string[]) => ids.map((id): PictureCard => ({ deck: 'hanafuda', id }));
const tigers = (ids: readonly string[]) => ids.map((id): PictureCard => ({ deck: 'hakka', id }));

/** The cards of each picture, left to right; the site's shows three Lights, then three of the Five Tigers. */
function cardsOf(image: OgImage): PictureCard[] {
  if (image === 'koikoi') return lights(FIVE_LIGHTS);
  if (image === 'hakka') return tigers(FIVE_TIGERS);
  return [...lights(FIVE_LIGHTS.slice(0, 3)), ...tigers(FIVE_TIGERS.slice(2))];
}

/** Width over height of a card, from its deck's view box ('0 0 w h'). */
function ratioOf(deck: PictureCard['deck']): number {
  const [, , w = 1, h = 1] = (deck === 'hanafuda' ? HANAFUDA_VIEW_BOX : HAKKA_VIEW_BOX)
    .split(' ')
    .map(Number);
  return w / h;
}

/**
 * The picture of a page: a Koi-Koi or a Hakka page shows its game, every
 * other page (home, glossary, sources, the language chooser) the site's.
 */
export function ogImageFor(path: string): OgImage {
  const game = /^\/(?:en|de)\/(koikoi|hakka)\//.exec(path)?.[1];
  return game === 'koikoi' || game === 'hakka' ? game : 'site';
}

/**
 * The picture as SVG, 1200 × 630: each card's own SVG nested at its place
 * (clipped to its frame, as a browser clips an inline SVG).
 */
export function ogImageSvg(image: OgImage): string {
  const cards = cardsOf(image);
  // The space before each card: wider where the deck changes.
  const gapBefore = cards.map((card, i) => (i === 0 ? 0 : card.deck === cards[i - 1]?.deck ? GAP : 3 * GAP));
  const gaps = gapBefore.reduce((sum, g) => sum + g, 0);
  const ratios = cards.reduce((sum, c) => sum + ratioOf(c.deck), 0);
  const height = Math.min(MAX_CARD_HEIGHT, Math.floor((OG_SIZE.width - 2 * SIDE_MARGIN - gaps) / ratios));
  const widths = cards.map((c) => Math.round(height * ratioOf(c.deck)));
  const total = widths.reduce((sum, w) => sum + w, 0) + gaps;
  let x = Math.round((OG_SIZE.width - total) / 2);
  const y = Math.round((OG_SIZE.height - height) / 2);
  const placed = cards.map((card, i) => {
    const width = widths[i] ?? 0;
    x += gapBefore[i] ?? 0;
    const svg = (card.deck === 'hanafuda' ? cardSvg(card.id) : hakkaCardSvg(card.id)).replace(
      /^<svg /,
      `<svg x="${x}" y="${y}" width="${width}" height="${height}" overflow="hidden" `,
    );
    x += width;
    return svg;
  });
  const { width, height: pictureHeight } = OG_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${pictureHeight}" viewBox="0 0 ${width} ${pictureHeight}"><rect width="${width}" height="${pictureHeight}" fill="${PAPER.light}"/>${placed.join('')}</svg>`;
}

/** The picture's text alternative in `lang`, naming its cards. */
export function ogImageAlt(image: OgImage, lang: Lang): string {
  const cards = cardsOf(image);
  const count = (deck: PictureCard['deck']) =>
    countWord(lang, cards.filter((card) => card.deck === deck).length);
  const names = cards.map((card) =>
    card.deck === 'hanafuda' ? cardName(card.id as HanafudaCardId, lang) : hakkaCardName(card.id, lang),
  );
  // The game terms as the glossary and the yaku pages spell them.
  const fiveTigers = GLOSSARY.find((term) => term.id === 'five-tigers');
  return useTranslations(lang)(`og.alt.${image}`, {
    yaku: koikoiT(lang)('yaku.goko'),
    tigers: fiveTigers?.[lang] ?? '',
    cards: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names),
    hanafuda: count('hanafuda'),
    hakka: count('hakka'),
  });
}
