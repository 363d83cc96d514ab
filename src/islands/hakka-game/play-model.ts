/**
 * Pure helpers of the Hakka play page: the default setup, a fresh seed, undo
 * (the shared `undoLastHuman`), and the hints — the legal plays of the seat
 * to act and what beats the table — all from the engine.
 *
 * @example
 * playHints(state, 0); // { legal: [['gon-3', 'gon-4', 'gon-5'], …], best: {…}, beating: [...] }
 */
import type { CardId } from '../../engine/hakka/cards';
import { legalActions } from '../../engine/hakka/game';
import { bestOnTable, type RatedPlay } from '../../engine/hakka/moves';
import type { HakkaAction, HakkaState } from '../../engine/hakka/state';
import type { PlaySetup } from '../game/saved-game';
import type { SeatSetup } from '../game/seats';
import { undoLastHuman } from '../game/undo';
import type { HakkaSetup } from './adapter';

/** The setup the form starts with: you at seat 0 against three greedy computer players, hints on. */
export function defaultSetup(seed: string): PlaySetup<HakkaSetup> {
  return {
    game: { seed },
    seats: [
      { kind: 'human' },
      { kind: 'bot', bot: 'greedy' },
      { kind: 'bot', bot: 'greedy' },
      { kind: 'bot', bot: 'greedy' },
    ],
    hints: true,
  };
}

/** The actions with the last person's action (and the computer's answers after it) removed; `null` when there is none. */
export function undoHakka(
  actions: readonly HakkaAction[],
  seats: readonly SeatSetup[],
): HakkaAction[] | null {
  return undoLastHuman(actions, seats, (action) => action.seat);
}

/** What the hints show to the seat to act while playing. */
export interface PlayHints {
  /** Plays (card lists) the seat may make: every lead, or every reply that beats. */
  readonly plays: readonly (readonly CardId[])[];
  /** The best pattern on the table, when following. */
  readonly best: RatedPlay | null;
  /** How many cards to discard when nothing beats (0 when something does or when leading). */
  readonly discard: number;
}

/** The hints for `seat` (empty unless `seat` is to act in the playing phase). */
export function playHints(state: HakkaState, seat: number): PlayHints {
  if (state.phase !== 'playing' || state.toAct !== seat) return { plays: [], best: null, discard: 0 };
  const legal = legalActions(state);
  const plays = legal.flatMap((a) => (a.type === 'play' ? [a.cards] : []));
  const best = bestOnTable(state.table);
  const discard = plays.length === 0 && best ? best.size : 0;
  return { plays, best, discard };
}
