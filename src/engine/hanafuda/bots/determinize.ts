/**
 * Sampling the hidden cards: from one seat's view, a full state in which the
 * cards it cannot see (other hands, the stock) are dealt at random from the
 * cards it has not seen. Bots search on such samples, never on the real state.
 * This is the plain, uniform version as a `MatchState` (for tools and
 * tests); the strong bot samples straight into its simulator with the
 * evidence of passed-over months (`sample.ts`).
 */
import { type RngState, seedRng, shuffle } from '../../rng';
import { unseenCards } from '../game/counting';
import { type MatchState, STATE_VERSION } from '../game/state';
import type { PlayerView } from '../game/view';

/**
 * A full state consistent with the view: the unseen cards shuffled into the
 * other hands (their known sizes) and the stock. Returns the state and the
 * generator state after the shuffle. `null` between rounds.
 */
export function determinize(view: PlayerView, rng: RngState): [MatchState | null, RngState] {
  const round = view.round;
  if (!round) return [null, rng];
  const [unseen, next] = shuffle(rng, unseenCards(view));
  let offset = 0;
  const hands = round.handSizes.map((size, seat) => {
    if (seat === view.seat) return round.hand;
    const hand = unseen.slice(offset, offset + size);
    offset += size;
    return hand;
  });
  const state: MatchState = {
    version: STATE_VERSION,
    config: { ...view.config, seed: 0 },
    rng: seedRng(0),
    deals: 0,
    phase: view.phase,
    dealer: view.dealer,
    round: {
      number: round.number,
      month: round.month,
      dealer: round.dealer,
      hands,
      field: round.field,
      stock: unseen.slice(offset),
      captured: round.captured,
      turn: round.turn,
      pending: round.pending,
      calls: round.calls,
      bases: round.bases,
      lastImprover: round.lastImprover,
    },
    scores: view.scores,
    results: view.results,
  };
  return [state, next];
}
