/**
 * What the review page steps through: a played game replayed action by
 * action (step k is the state after `actions[0…k]` with that action's
 * events, as in a lesson), where each round starts, and the part of a game
 * that may be shown with open hands (the finished rounds only, so a review
 * never shows the stock of a round still in play).
 *
 * @example
 * const actions = finishedActions(setup.game, saved.actions); // up to the last round's score
 * const { steps, rounds } = reviewSteps(setup.game, actions);
 * rounds; // [{ round: 1, step: 1 }, { round: 2, step: 40 }]
 */
import { type Action, applyAction, type GameEvent, type MatchState, stopScore } from '../../engine/hanafuda';
import type { RoundStart } from '../game/review-rounds';
import { ratedPlayer, type SeatSetup } from '../game/seats';
import { type KoikoiSetup, koikoiAdapter } from './adapter';

/** One step: the state after the action and the action's events. */
export interface ReviewStep {
  readonly state: MatchState;
  readonly events: readonly GameEvent[];
}

export type { RoundStart } from '../game/review-rounds';

/** The steps of a game and where each round starts. Throws (like `replay`) for an action the game rejects. */
export function reviewSteps(
  setup: KoikoiSetup,
  actions: readonly Action[],
): { steps: ReviewStep[]; rounds: RoundStart[] } {
  let state = koikoiAdapter.replay(setup, []).state;
  const steps: ReviewStep[] = [];
  const rounds: RoundStart[] = [];
  actions.forEach((action, index) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`Action ${index} rejected (${result.reason})`);
    state = result.state;
    steps.push({ state, events: result.events });
    for (const event of result.events) {
      if (event.type === 'dealt' && !rounds.some((r) => r.round === event.round)) {
        rounds.push({ round: event.round, step: index });
      }
    }
  });
  return { steps, rounds };
}

/** The actions up to and including the one that scored the last finished round (empty when no round is finished). */
export function finishedActions(setup: KoikoiSetup, actions: readonly Action[]): Action[] {
  const { events } = koikoiAdapter.replay(setup, actions);
  let end = 0;
  events.forEach((step, index) => {
    if (step.some((event) => event.type === 'round-scored')) end = index + 1;
  });
  return actions.slice(0, end);
}

/** A move the review offers the computer's rating for, with what the rating needs. */
export interface RatedMove {
  /** The state before the move. */
  readonly before: MatchState;
  readonly action: Action;
  readonly seat: number;
  /** Whether a person made it (else a computer player, in a game without a person). */
  readonly byPerson: boolean;
  /** On a Koi-Koi decision: the points a stop scores (`stopScore`: doubling and Koi-Koi multiplier included). */
  readonly stopPoints: number | null;
}

/** The moves the review offers the computer's rating for. */
const RATED: readonly Action['type'][] = ['play', 'capture-choice', 'koikoi', 'stop'];

/**
 * The move of step `index` when it played a card, chose a capture or
 * decided Koi-Koi or stop, and a person made it; in a game without a person
 * (the example match), whoever made it. That is what the review offers the
 * computer's rating for: in a person's game, their own moves; in the
 * example, every choice. Else `null`.
 */
export function ratedMove(
  steps: readonly ReviewStep[],
  actions: readonly Action[],
  seats: readonly SeatSetup[],
  index: number,
): RatedMove | null {
  const action = actions[index];
  const previous = steps[index - 1];
  if (!action || !previous || !RATED.includes(action.type) || !('seat' in action)) return null;
  const seat = action.seat;
  if (seat === undefined) return null;
  const player = ratedPlayer(seats, seat);
  if (player === null) return null;
  const stopPoints = stopScore(previous.state)?.points ?? null;
  return { before: previous.state, action, seat, byPerson: player === 'person', stopPoints };
}
