/**
 * The Koi-Koi dictionaries: shared strings (yaku names, reasons, steps,
 * presets, errors), the static-page strings and the tools strings, each with a
 * typed translator. Other features may import from here.
 *
 * @example
 * import { koikoiT, pointsText } from '../../i18n/koikoi';
 * koikoiT('de')('yaku.sanko'); // 'Drei Lichter'
 */

export { fill, type Params, translator } from '../format';
export { type CoreKey, koikoiT, pointsText } from './core';
export { type PagesKey, pagesT } from './pages';
export { type CoreTranslate, reasonText } from './reason';
export { type ToolsKey, toolsT } from './tools';
export { LUCKY_JA, YAKU_JA } from './yaku-ja';
