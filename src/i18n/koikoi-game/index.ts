/**
 * The Koi-Koi game dictionary (tutorials, play page) with a typed `t()`.
 *
 * @example
 * gameT('de')('ev.koikoi.you'); // 'Du rufst Koi-Koi und spielst weiter.'
 */
import { fill, type Params } from '../format';
import type { Lang } from '../locales';
import { gameDe } from './de';
import { type GameKey, gameEn } from './en';

export type { GameKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<GameKey, string>>>> = { en: gameEn, de: gameDe };

/** A translator of the game strings. */
export type GameTranslate = (key: GameKey, params?: Params) => string;

/** The translator for a language. */
export function gameT(lang: Lang): GameTranslate {
  const dict = DICTS[lang];
  return (key, params) => fill(dict[key], params);
}
