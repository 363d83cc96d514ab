/**
 * Five Tigers as the engine scores it, found by playing real deals: the first
 * seeded game (from seed 1 up) in which an active player holds the four 1s and
 * Wan Sin after calling, who then claims. Pages quote its count and points,
 * so no page types "8 tricks, 4 points" by hand.
 *
 * @example
 * fiveTigersResult(); // { seed: …, count: 8, points: 4 }
 */
import { applyAction, type HakkaState, legalActions, newGame, payout } from '../../engine/hakka';

/** What Five Tigers is worth, and the seed that showed it. */
export interface FiveTigersResult {
  /** The seed of the game in which it happened. */
  readonly seed: number;
  /** The count the round was scored with. */
  readonly count: number;
  /** Points each loser pays the holder (payment table at that count). */
  readonly points: number;
}

let cached: FiveTigersResult | null = null;

/** Calls with everyone (first legal `call` action) until the tigers phase or play begins. */
function afterCalling(state: HakkaState): HakkaState {
  let s = state;
  while (s.phase === 'calling') {
    const actions = legalActions(s);
    const action = actions.find((a) => a.type === 'call') ?? actions[0];
    if (action === undefined) break;
    const result = applyAction(s, action);
    if (!result.ok) break;
    s = result.state;
  }
  return s;
}

/**
 * Plays seeded deals until one reaches the Five Tigers decision, claims, and
 * reads the round result. Throws when no seed up to `limit` gives one.
 */
export function fiveTigersResult(limit = 20_000): FiveTigersResult {
  if (cached) return cached;
  for (let seed = 1; seed <= limit; seed++) {
    const state = afterCalling(newGame({ seed }));
    if (state.phase !== 'tigers' || state.toAct === null) continue;
    const result = applyAction(state, { type: 'claim-tigers', seat: state.toAct });
    if (!result.ok) continue;
    const round = result.state.rounds[result.state.rounds.length - 1];
    if (round?.outcome !== 'five-tigers') continue;
    cached = { seed, count: round.count, points: payout(round.count) };
    return cached;
  }
  throw new Error(`No Five Tigers deal among seeds 1–${limit}`);
}
