/** The Koi-Koi tools dictionary (calculator and score sheet islands). */

import { type Params, translator } from '../format';
import type { Lang } from '../locales';
import { toolsDe } from './tools-de';
import { type ToolsKey, toolsEn } from './tools-en';

export type { ToolsKey } from './tools-en';

const TOOLS: Readonly<Record<Lang, Readonly<Record<ToolsKey, string>>>> = { en: toolsEn, de: toolsDe };

/**
 * The translator of the tools strings for a language.
 *
 * @example
 * toolsT('en')('calc.total'); // 'Total'
 */
export function toolsT(lang: Lang): (key: ToolsKey, params?: Params) => string {
  return translator(TOOLS[lang]);
}
