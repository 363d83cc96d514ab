/**
 * English yaku names of FudaWiki's Koi-Koi page (the `fudawiki` source: the
 * "Yaku" table of `hanafuda/games/koi-koi.md`), for readers who know the
 * game from there or from the many English texts that follow it: FudaWiki
 * calls the light cards "Brights" and the red ribbons "Poetry Ribbons". The
 * yaku page shows them under the site's name in both languages (FudaWiki is
 * written in English only), so that a search for "Five Brights" finds Five
 * Lights.
 *
 * A yaku is listed only where FudaWiki uses a word that the site's English
 * name lacks: its "Flower Viewing Sake", "Animals" or "Chaff" are ours, and
 * "Boar-Deer-Butterfly" has our words in the singular. FudaWiki's "Four
 * Brights (Dry 4)" is quoted without its bracket. The lucky hands carry the
 * same English names there as here.
 */
import type { YakuId } from '../../engine/hanafuda';

/** FudaWiki's English yaku names, where they differ from the site's English ones. */
export const FUDAWIKI_YAKU: Readonly<Partial<Record<YakuId, string>>> = {
  goko: 'Five Brights',
  shiko: 'Four Brights',
  'ame-shiko': 'Rainy Four Brights',
  sanko: 'Three Brights',
  akatan: 'Poetry Ribbons',
  'akatan-aotan': 'Poetry+Blue Ribbons',
};
