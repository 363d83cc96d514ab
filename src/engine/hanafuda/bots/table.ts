/**
 * What the greedy rules look at, read either from a seat's view (the greedy
 * bot) or from a full state (the play-outs of the strong bot, which only
 * run on sampled states, so they never see real hidden cards).
 */
import type { CardId, Month } from '../card-ids';
import type { CardMask } from '../card-mask';
import { maskOfIds } from '../card-mask';
import type { PendingCapture, Phase } from '../game/state';
import { type MatchState, sideOf } from '../game/state';
import type { PlayerView } from '../game/view';
import type { Ruleset } from '../ruleset';

/** The visible table from one seat. */
export interface Table {
  readonly rules: Ruleset;
  readonly players: number;
  readonly seat: number;
  readonly phase: Phase;
  readonly month: Month;
  readonly hand: readonly CardId[];
  readonly field: readonly CardId[];
  readonly pending: PendingCapture | null;
  /** Captured cards of the seat's side. */
  readonly own: CardMask;
  /** Captured cards of all other sides together. */
  readonly opponents: CardMask;
  /** Koi-Koi calls of the seat's side and of the others. */
  readonly calls: { readonly own: number; readonly opponents: number };
  /** Match points of the seat's side and of the best other side. */
  readonly score: { readonly own: number; readonly bestOpponent: number };
  /** Cards left in the seat's hand. */
  readonly handSize: number;
}

interface Parts {
  readonly rules: Ruleset;
  readonly players: number;
  readonly phase: Phase;
  readonly month: Month;
  readonly hand: readonly CardId[];
  readonly field: readonly CardId[];
  readonly pending: PendingCapture | null;
  readonly captured: readonly (readonly CardId[])[];
  readonly calls: readonly number[];
  readonly scores: readonly number[];
}

function build(parts: Parts, seat: number): Table {
  const config = { rules: parts.rules, players: parts.players as 2 | 3 | 4 };
  const side = sideOf(config, seat);
  const own: CardId[] = [];
  const opponents: CardId[] = [];
  const calls = { own: 0, opponents: 0 };
  const sideScores = new Map<number, number>();
  parts.captured.forEach((pile, other) => {
    const mine = sideOf(config, other) === side;
    (mine ? own : opponents).push(...pile);
    if (mine) calls.own += parts.calls[other] as number;
    else calls.opponents += parts.calls[other] as number;
    const otherSide = sideOf(config, other);
    sideScores.set(otherSide, (sideScores.get(otherSide) ?? 0) + (parts.scores[other] as number));
  });
  let bestOpponent = Number.NEGATIVE_INFINITY;
  for (const [other, points] of sideScores) if (other !== side) bestOpponent = Math.max(bestOpponent, points);
  return {
    rules: parts.rules,
    players: parts.players,
    seat,
    phase: parts.phase,
    month: parts.month,
    hand: parts.hand,
    field: parts.field,
    pending: parts.pending,
    own: maskOfIds(own),
    opponents: maskOfIds(opponents),
    calls,
    score: { own: sideScores.get(side) ?? 0, bestOpponent },
    handSize: parts.hand.length,
  };
}

/** The table as the viewing seat sees it (`null` between rounds). */
export function tableOfView(view: PlayerView): Table | null {
  const round = view.round;
  if (!round) return null;
  return build({ ...view.config, ...round, phase: view.phase, scores: view.scores }, view.seat);
}

/** The table of `seat` in a full (sampled) state (`null` between rounds). */
export function tableOfState(state: MatchState, seat: number): Table | null {
  const round = state.round;
  if (!round) return null;
  const { rules, players } = state.config;
  return build(
    { rules, players, ...round, hand: round.hands[seat] ?? [], phase: state.phase, scores: state.scores },
    seat,
  );
}
