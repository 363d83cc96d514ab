/**
 * Japanese names of the yaku and lucky hands, written and in Hepburn romaji
 * (FudaWiki, Koi-Koi: "五光 [ごこう, gokō]" …; sheet 003 writes the romaji).
 */
import type { LuckyHandId, YakuId } from '../../engine/hanafuda';
import type { JapaneseName } from '../hanafuda-cards';

/**
 * Kanji and romaji of every yaku.
 *
 * @example
 * YAKU_JA.goko; // { kanji: '五光', romaji: 'Gokō' }
 */
export const YAKU_JA: Readonly<Record<YakuId, JapaneseName>> = {
  goko: { kanji: '五光', romaji: 'Gokō' },
  shiko: { kanji: '四光', romaji: 'Shikō' },
  'ame-shiko': { kanji: '雨四光', romaji: 'Ame-shikō' },
  sanko: { kanji: '三光', romaji: 'Sankō' },
  'hanami-zake': { kanji: '花見酒', romaji: 'Hanami-zake' },
  'tsukimi-zake': { kanji: '月見酒', romaji: 'Tsukimi-zake' },
  inoshikacho: { kanji: '猪鹿蝶', romaji: 'Inoshikachō' },
  akatan: { kanji: '赤短', romaji: 'Akatan' },
  aotan: { kanji: '青短', romaji: 'Aotan' },
  'akatan-aotan': { kanji: '赤短・青短', romaji: 'Akatan-Aotan' },
  tane: { kanji: 'タネ', romaji: 'Tane' },
  tanzaku: { kanji: '短冊', romaji: 'Tanzaku' },
  kasu: { kanji: 'カス', romaji: 'Kasu' },
  tsukifuda: { kanji: '月札', romaji: 'Tsukifuda' },
};

/**
 * Kanji and romaji of the lucky hands (FudaWiki: "手四 [てし, teshi]", "喰付 [くっつき, kuttsuki]").
 */
export const LUCKY_JA: Readonly<Record<LuckyHandId, JapaneseName>> = {
  teshi: { kanji: '手四', romaji: 'Teshi' },
  kuttsuki: { kanji: '喰付', romaji: 'Kuttsuki' },
};
