/**
 * What the Hakka review steps through: a played game replayed action by
 * action, where each round starts, and the part of a game that may be shown
 * with open hands (its finished rounds only, so a review never shows the
 * hands of a round still in play).
 *
 * The engine deals the next round in the same transition that ends a round.
 * The review splits such a transition into two steps, the round's end (shown
 * with the round's last table, as `roundState` does) and the next deal, so
 * every round starts on its own step. The last step of a review never holds
 * the next deal (neither its table nor its events).
 *
 * @example
 * const actions = finishedHakkaActions(setup.game, saved.actions); // up to the last round's settlement
 * const { steps, rounds } = hakkaReviewSteps(setup.game, actions);
 * rounds; // [{ round: 1, step: 0 }, { round: 2, step: 31 }]
 */
import { legalActions } from '../../engine/hakka/game';
import type { Seat } from '../../engine/hakka/seats';
import type { HakkaAction, HakkaEvent, HakkaState } from '../../engine/hakka/state';
import type { RoundStart } from '../game/review-rounds';
import { ratedPlayer, type SeatSetup } from '../game/seats';
import { type HakkaSetup, hakkaAdapter } from './adapter';

/** One step: the state after it, its events, the state before it and the action taken (none for a deal). */
export interface HakkaReviewStep {
  readonly state: HakkaState;
  readonly events: readonly HakkaEvent[];
  /** The state before the step's action (`null` for a deal): when the action ended a round, it still holds the round's cards. */
  readonly before: HakkaState | null;
  readonly action: HakkaAction | null;
}

/** Whether `event` ends a round that is not redealt. */
export const isRoundEnd = (event: HakkaEvent): boolean =>
  event.type === 'round-scored' && event.result.outcome !== 'redeal';

/** Whether a step settled its round (a review's or a lesson's table then shows the round as it ended). */
export function settlesRound(step: Pick<HakkaReviewStep, 'events' | 'before'>): boolean {
  return step.before !== null && step.events.some(isRoundEnd);
}

/** The state whose table a step shows (a review's or a lesson's): the round's last one when the step ended the round. */
export function shownState(step: Pick<HakkaReviewStep, 'state' | 'events' | 'before'>): HakkaState {
  return step.before && settlesRound(step) ? step.before : step.state;
}

/** The steps of a game and where each round starts. Throws (like `replay`) for an action the game rejects. */
export function hakkaReviewSteps(
  setup: HakkaSetup,
  actions: readonly HakkaAction[],
): { steps: HakkaReviewStep[]; rounds: RoundStart[] } {
  const start = hakkaAdapter.replay(setup, []);
  let state = start.state;
  const steps: HakkaReviewStep[] = [{ state, events: start.events[0] ?? [], before: null, action: null }];
  actions.forEach((action, index) => {
    const result = hakkaAdapter.apply(state, action);
    if (!result.ok) throw new Error(`Action ${index} rejected (${result.reason})`);
    const end = result.events.findIndex(isRoundEnd);
    const dealt = result.events.findIndex((event, at) => at > end && event.type === 'dealt');
    if (end >= 0 && dealt >= 0) {
      steps.push({ state: result.state, events: result.events.slice(0, dealt), before: state, action });
      // The next deal only when the review goes on into that round.
      if (index < actions.length - 1) {
        steps.push({ state: result.state, events: result.events.slice(dealt), before: null, action: null });
      }
    } else {
      steps.push({ state: result.state, events: result.events, before: state, action });
    }
    state = result.state;
  });
  const rounds: RoundStart[] = [];
  steps.forEach((step, index) => {
    for (const event of step.events) {
      if (event.type === 'dealt' && !rounds.some((r) => r.round === event.round)) {
        rounds.push({ round: event.round, step: index });
      }
    }
  });
  return { steps, rounds };
}

/** The actions up to and including the one that settled the last finished round (empty when none is finished). */
export function finishedHakkaActions(setup: HakkaSetup, actions: readonly HakkaAction[]): HakkaAction[] {
  const { events } = hakkaAdapter.replay(setup, actions);
  let end = 0;
  // events[0] is the first deal; events[k + 1] come from actions[k].
  events.forEach((step, index) => {
    if (index > 0 && step.some(isRoundEnd)) end = index;
  });
  return actions.slice(0, end);
}

/** A move the review offers the computer's rating for, with what the rating needs. */
export interface HakkaRatedMove {
  /** The state before the move. */
  readonly before: HakkaState;
  readonly action: HakkaAction;
  readonly seat: Seat;
  /** Whether a person made it (else a computer player, in a game without a person). */
  readonly byPerson: boolean;
}

/**
 * The move of `step` when its player had a choice (more than one legal
 * action) and was a person; in a game without a person (the example game),
 * whoever it was. That is what the review offers the computer's rating for.
 * Else `null` (a deal, a forced move, a computer player's move in a
 * person's game).
 */
export function hakkaRatedMove(step: HakkaReviewStep, seats: readonly SeatSetup[]): HakkaRatedMove | null {
  const { before, action } = step;
  if (!before || !action) return null;
  const player = ratedPlayer(seats, action.seat);
  if (player === null || legalActions(before).length <= 1) return null;
  return { before, action, seat: action.seat, byPerson: player === 'person' };
}
