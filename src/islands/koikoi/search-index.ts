/**
 * Builds the calculator's card search index on the server (see card-search.ts).
 */
import { CARD_IDS, type CardId } from '../../engine/hanafuda';
import { HANAFUDA_CARD_NAMES, HANAFUDA_MONTHS } from '../../i18n/hanafuda-cards';
import { fold } from '../../utils/fold';
import type { SearchIndex } from './card-search';

/**
 * Every card's names in all languages and editions, romaji, kanji, its
 * month's plant and its id, folded for matching.
 *
 * @example
 * buildSearchIndex()['m11-light']; // 'm11-light | rain man | regenmann | … | 柳に小野道風 | …'
 */
export function buildSearchIndex(): SearchIndex {
  const entries = CARD_IDS.map((id): [CardId, string] => {
    const n = HANAFUDA_CARD_NAMES[id];
    const month = HANAFUDA_MONTHS[Number(id.slice(1, 3)) - 1];
    const parts = [id, n.en, n.de, n.marioDe ?? '', n.marioEn ?? '', n.ja.kanji, n.ja.romaji];
    if (month) parts.push(month.plant.en, month.plant.de, month.plantJa.kanji, month.plantJa.romaji);
    return [id, fold(parts.join(' | '))];
  });
  return Object.fromEntries(entries) as SearchIndex;
}
