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
import { hakkaCardSvg } from '../cards/hakka/card';
import { cardSvg } from '../cards/hanafuda/card';
import type { HanafudaCardId } from '../cards/hanafuda/ids';
import { GLOSSARY } from '../data/glossary';
import { FIVE_TIGERS } from '../engine/hakka';
import { YAKU_DEFINITIONS } from '../engine/hanafuda';
import { useTranslations } from '../i18n';
import { hakkaCardName } from '../i18n/hakka-cards';
import { cardName } from '../i18n/hanafuda-cards';
import { koikoiT } from '../i18n/koikoi';
import type { Lang } from '../i18n/locales';

/** The pictures: one per game, and one for the pages of both. */
export const OG_IMAGES = ['site', 'koikoi', 'hakka'] as const;
export type OgImage = (typeof OG_IMAGES)[number];

/** The size the big link previews ask for (1.91 : 1). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The site's paper colour (light scheme), behind the cards. */
const PAPER = '#fbf8f1';
/** The tallest a card is drawn; a longer row draws its cards smaller to keep this margin free at the sides. */
const MAX_CARD_HEIGHT = 360;
const SIDE_MARGIN = 80;
const GAP = 28;

const FIVE_LIGHTS = YAKU_DEFINITIONS.goko.required as readonly HanafudaCardId[];

/** One card to draw: its SVG, its width-to-height ratio and the space before it. */
interface Drawn {
  readonly svg: string;
  readonly ratio: number;
  readonly gap: number;
}

const hanafuda = (id: HanafudaCardId): Drawn => ({ svg: cardSvg(id), ratio: 100 / 160, gap: GAP });
const hakka = (id: string): Drawn => ({ svg: hakkaCardSvg(id), ratio: 60 / 150, gap: GAP });

/** The cards of each picture, left to right (the first card's gap is not used). */
function cardsOf(image: OgImage): Drawn[] {
  if (image === 'koikoi') return FIVE_LIGHTS.map(hanafuda);
  if (image === 'hakka') return FIVE_TIGERS.map(hakka);
  // Three Lights, and a wider gap before three of the Five Tigers.
  const [first, ...tigers] = FIVE_TIGERS.slice(2).map(hakka);
  return [
    ...FIVE_LIGHTS.slice(0, 3).map(hanafuda),
    ...(first ? [{ ...first, gap: GAP * 3 }] : []),
    ...tigers,
  ];
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
  const gaps = cards.slice(1).reduce((sum, c) => sum + c.gap, 0);
  const ratios = cards.reduce((sum, c) => sum + c.ratio, 0);
  const height = Math.min(MAX_CARD_HEIGHT, Math.floor((OG_SIZE.width - 2 * SIDE_MARGIN - gaps) / ratios));
  const widths = cards.map((c) => Math.round(height * c.ratio));
  const total = widths.reduce((sum, w) => sum + w, 0) + gaps;
  let x = Math.round((OG_SIZE.width - total) / 2);
  const y = Math.round((OG_SIZE.height - height) / 2);
  const placed = cards.map((card, i) => {
    const width = widths[i] ?? 0;
    if (i > 0) x += card.gap;
    const svg = card.svg.replace(
      /^<svg /,
      `<svg x="${x}" y="${y}" width="${width}" height="${height}" overflow="hidden" `,
    );
    x += width;
    return svg;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_SIZE.width}" height="${OG_SIZE.height}" viewBox="0 0 ${OG_SIZE.width} ${OG_SIZE.height}"><rect width="${OG_SIZE.width}" height="${OG_SIZE.height}" fill="${PAPER}"/>${placed.join('')}</svg>`;
}

/** The picture's text alternative in `lang`, naming its cards. */
export function ogImageAlt(image: OgImage, lang: Lang): string {
  const lights = (ids: readonly HanafudaCardId[]) => ids.map((id) => cardName(id, lang));
  const hakkaNames = (ids: readonly string[]) => ids.map((id) => hakkaCardName(id, lang));
  const names =
    image === 'koikoi'
      ? lights(FIVE_LIGHTS)
      : image === 'hakka'
        ? hakkaNames(FIVE_TIGERS)
        : [...lights(FIVE_LIGHTS.slice(0, 3)), ...hakkaNames(FIVE_TIGERS.slice(2))];
  // The game terms as the glossary and the yaku pages spell them.
  const fiveTigers = GLOSSARY.find((term) => term.id === 'five-tigers');
  return useTranslations(lang)(`og.alt.${image}`, {
    yaku: koikoiT(lang)('yaku.goko'),
    tigers: fiveTigers?.[lang] ?? '',
    cards: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names),
  });
}
