/**
 * The random player: any legal action, uniformly. Discards are drawn as a
 * uniform random subset of the hand, which is the same distribution as picking
 * uniformly among all discard actions, without listing them.
 *
 * @example
 * const action = randomBot.chooseAction(viewFor(state, state.toAct!), 'seed');
 */

import { nextInt, type RngState, shuffle } from '../../rng';
import type { CardId } from '../cards';
import { currentElders } from '../derived';
import { beatingPlays, bestOnTable, leadPlays } from '../moves';
import type { Seat } from '../seats';
import type { HakkaAction, HakkaState } from '../state';
import { toRng } from './seed';
import type { HakkaBot } from './types';

/** A random subset of `k` cards. */
function randomSubset(rng: RngState, hand: readonly CardId[], k: number): [CardId[], RngState] {
  const [mixed, next] = shuffle(rng, hand);
  return [mixed.slice(0, k), next];
}

/** The random player. */
export const randomBot: HakkaBot = {
  id: 'random',
  chooseAction(view, seed) {
    const rng = toRng(seed);
    const first = view.legal[0];
    if (first === undefined) throw new Error(`Seat ${view.seat} is not to act`);
    const [i] = nextInt(rng, view.legal.length);
    return view.legal[i] as HakkaAction;
  },
};

/**
 * A uniformly random legal action straight from the state, for benchmarks and
 * property tests (the random player never looks at hidden cards anyway).
 * Returns the action and the next generator state.
 */
export function randomMove(state: HakkaState, rng: RngState): [HakkaAction, RngState] {
  const seat = state.toAct as Seat;
  if (state.phase !== 'playing') {
    const pair: Record<string, [HakkaAction['type'], HakkaAction['type']]> = {
      calling: ['call', 'pass'],
      tigers: ['claim-tigers', 'decline-tigers'],
      declaring: ['declare', 'continue'],
    };
    const options = pair[state.phase];
    if (options === undefined) throw new Error('game over');
    const [i, next] = nextInt(rng, 2);
    return [{ type: options[i] as 'call', seat }, next];
  }
  const hand = state.hands[seat] ?? [];
  const best = bestOnTable(state.table);
  if (best === null) {
    const plays = leadPlays(hand, currentElders(state), seat === state.privileged, state.options);
    const [i, next] = nextInt(rng, plays.length);
    return [{ type: 'play', seat, cards: plays[i] as CardId[] }, next];
  }
  const beating = beatingPlays(hand, best, state.options);
  if (beating.length > 0) {
    const [i, next] = nextInt(rng, beating.length);
    return [{ type: 'play', seat, cards: beating[i] as CardId[] }, next];
  }
  const [cards, next] = randomSubset(rng, hand, best.size);
  return [{ type: 'discard', seat, cards }, next];
}
