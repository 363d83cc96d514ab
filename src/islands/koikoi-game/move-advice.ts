/**
 * Move advice for a person's turn: the worker's estimates of each legal
 * play or capture choice (`estimateActions`, simulated play-outs of the
 * rest of the round), best first and as sentences in the page language.
 * The order is the strong computer player's: the options that survived
 * every stage of its search first, then by wins minus losses.
 *
 * @example
 * adviceLines(estimates, names); // ['Play “Deer”: wins minus losses 24 %, on average 1.3 points', …]
 */

import { numberText } from '../../i18n/format';
import { pointsText } from '../../i18n/koikoi';
import { gameT } from '../../i18n/koikoi-game';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import type { Names } from './names';

/** How many options the advice lists. */
export const ADVICE_OPTIONS = 3;

/** The estimates of moves (plays and capture choices), best first, at most {@link ADVICE_OPTIONS}. */
export function rankMoves(estimates: readonly ActionEstimate[]): ActionEstimate[] {
  return estimates
    .filter((entry) => entry.action.type === 'play' || entry.action.type === 'capture-choice')
    .slice()
    .sort((a, b) => b.samples - a.samples || b.balance - a.balance)
    .slice(0, ADVICE_OPTIONS);
}

/** Play-outs behind the best move (the most any option got). */
export function bestSamples(estimates: readonly ActionEstimate[]): number {
  return rankMoves(estimates)[0]?.samples ?? 0;
}

/** One sentence per ranked move. */
export function adviceLines(estimates: readonly ActionEstimate[], names: Names): string[] {
  const t = gameT(names.lang);
  return rankMoves(estimates).map((entry) => {
    const { action } = entry;
    const move =
      action.type === 'play'
        ? t('play.suggest.play', { card: names.card(action.card) })
        : action.type === 'capture-choice'
          ? t('play.suggest.take', { card: names.card(action.card) })
          : '';
    return t('play.suggest.line', {
      move,
      balance: numberText(names.lang, Math.round(entry.balance * 100), { signed: true }),
      points: pointsText(names.lang, Math.round(entry.points * 10) / 10),
    });
  });
}
