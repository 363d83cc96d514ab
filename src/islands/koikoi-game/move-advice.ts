/**
 * Move advice for a person's turn: the worker's estimates of each legal
 * play or capture choice (`estimateActions`, simulated play-outs of the
 * rest of the round), best first and as sentences in the page language.
 * The order is the strong computer player's (`rankEvaluations`).
 *
 * @example
 * adviceLines(estimates, names); // ['Play “Deer”: wins minus losses 24 %, on average 1.3 points', …]
 */

import { POINT_SHARE, rankEvaluations } from '../../engine/hanafuda';
import { numberText } from '../../i18n/format';
import { pointsText } from '../../i18n/koikoi';
import { gameT } from '../../i18n/koikoi-game';
import type { Lang } from '../../i18n/locales';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import type { Names } from './names';

/** How many options the advice lists. */
export const ADVICE_OPTIONS = 3;

/**
 * The estimates of moves (plays and capture choices), best first, at most
 * {@link ADVICE_OPTIONS}: in the engine's `rankEvaluations` order, on the
 * strong player's own measure (wins minus losses plus `POINT_SHARE` per point).
 */
export function rankMoves(estimates: readonly ActionEstimate[]): ActionEstimate[] {
  const moves = estimates
    .filter((entry) => entry.action.type === 'play' || entry.action.type === 'capture-choice')
    .map((entry) => ({ entry, samples: entry.samples, mean: entry.balance + POINT_SHARE * entry.points }));
  return rankEvaluations(moves)
    .slice(0, ADVICE_OPTIONS)
    .map(({ entry }) => entry);
}

/** Play-outs behind the best move (the most any option got). */
export function bestSamples(estimates: readonly ActionEstimate[]): number {
  return rankMoves(estimates)[0]?.samples ?? 0;
}

/** One sentence per ranked move. */
export function adviceLines(estimates: readonly ActionEstimate[], names: Names): string[] {
  return rankMoves(estimates).map((entry) => adviceLine(entry, names));
}

/** One move's estimate as a sentence: the move, wins minus losses and the average points. */
export function adviceLine(entry: ActionEstimate, names: Names): string {
  const t = gameT(names.lang);
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
}

/**
 * The advice on a Koi-Koi decision as sentences: what stopping scores for
 * sure (`stopPoints`, the round score of `stopScore`, when known) and what
 * calling Koi-Koi brings on average, from the `koikoi` estimate (play-outs
 * counted in round scores too, so both are on one scale); empty without
 * that estimate.
 */
export function decisionLines(
  estimates: readonly ActionEstimate[],
  stopPoints: number | null,
  lang: Lang,
): string[] {
  const t = gameT(lang);
  const koikoi = estimates.find((entry) => entry.action.type === 'koikoi');
  if (!koikoi) return [];
  return [
    ...(stopPoints === null ? [] : [t('play.advice.stop', { points: pointsText(lang, stopPoints) })]),
    t('play.advice.koikoi', {
      points: pointsText(lang, Math.round(koikoi.points * 10) / 10),
      balance: numberText(lang, Math.round(koikoi.balance * 100), { signed: true }),
    }),
  ];
}
