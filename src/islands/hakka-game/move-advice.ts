/**
 * Move advice for a person's turn in Hakka: the worker's estimates of each
 * option (the strong player's sampled deals, played out by greedy players),
 * best first and as sentences in the page language.
 *
 * @example
 * hakkaAdviceLines(estimates, names); // ['Play Sin-2, Sin-3 and Sin-4: on average +0.4 points a round', …]
 */

import type { HakkaAction } from '../../engine/hakka/state';
import { rankEvaluations } from '../../engine/rank-evaluations';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { HakkaEstimate } from '../../workers/hakka-handlers';
import type { HakkaNames } from './names';

/** How many options the advice lists. */
export const HAKKA_ADVICE_OPTIONS = 3;

/** The best estimates, at most {@link HAKKA_ADVICE_OPTIONS}, in the strong player's order (`rankEvaluations`). */
export function rankHakkaMoves(estimates: readonly HakkaEstimate[]): HakkaEstimate[] {
  return rankEvaluations(estimates).slice(0, HAKKA_ADVICE_OPTIONS);
}

/**
 * Whether the listed options come out the same (to the tenth of a point
 * shown), e.g. when the reader cannot beat the table and the discards
 * lose alike.
 */
export function sameOutcome(estimates: readonly HakkaEstimate[]): boolean {
  const listed = rankHakkaMoves(estimates);
  return listed.length > 1 && new Set(listed.map((entry) => Math.round(entry.mean * 10))).size === 1;
}

/** An option in words ("Play Sin-2 and Sin-3", "Lay Gon-9 face down", "Declare victory"). */
export function hakkaMoveText(action: HakkaAction, names: HakkaNames): string {
  const t = hakkaGameT(names.lang);
  switch (action.type) {
    case 'play':
      return t('play.suggest.play', { cards: names.cards(action.cards) });
    case 'discard':
      return t('play.suggest.discard', { cards: names.cards(action.cards) });
    case 'call':
      return t('play.call');
    case 'pass':
      return t('play.pass');
    case 'claim-tigers':
      return t('play.claimTigers');
    case 'decline-tigers':
      return t('play.suggest.hideTigers');
    case 'declare':
      return t('play.declare');
    case 'continue':
      return t('play.continue');
  }
}

/** One sentence per ranked option. */
export function hakkaAdviceLines(estimates: readonly HakkaEstimate[], names: HakkaNames): string[] {
  return rankHakkaMoves(estimates).map((entry) => hakkaAdviceLine(entry, names));
}

/** One option's estimate as a sentence: the move and its average points a round. */
export function hakkaAdviceLine(entry: HakkaEstimate, names: HakkaNames): string {
  const points = Math.round(entry.mean * 10) / 10;
  return hakkaGameT(names.lang)('play.suggest.line', {
    move: hakkaMoveText(entry.action, names),
    points: `${points > 0 ? '+' : ''}${names.points(points)}`,
  });
}
