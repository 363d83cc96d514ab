/**
 * Sampling the hidden cards of a view straight into a {@link Sim}: the cards
 * the viewing seat has not seen are dealt to the other hands (their known
 * sizes) and the stock. The deal is narrowed by public evidence
 * (`../game/evidence.ts`): a seat that laid a card down while some months
 * lay on the field probably holds none of them, so such cards reach its
 * hand only with weight {@link PASSED_WEIGHT} (never 0: the rules do not
 * force a capture, and a seat seen not capturing is trusted no more).
 */

import type { FastRng } from '../../fast-rng';
import { cardIndex } from '../cards';
import { hasTeams, sideOf } from '../game/state';
import type { PlayerView } from '../game/view';
import { FROM_HAND, FROM_STOCK, Sim } from './sim';
import { sideScoresOf, simPhase } from './sim-state';

/**
 * Relative chance of a card of a passed-over month to be in that seat's
 * hand (1 for any other card). Small, because players who can capture
 * nearly always do; above 0, so a hand that contradicts the evidence stays
 * possible.
 */
export const PASSED_WEIGHT = 0.02;

/** Everything a view fixes, ready to deal samples from. */
export interface Sampler {
  /** The viewing seat. */
  readonly seat: number;
  /** The known part of the round; hidden hands empty, stock unset. */
  readonly base: Sim;
  /** Card indexes the viewing seat has not seen. */
  readonly unseen: Int8Array;
  /** Seats whose hands are hidden, in seat order, with their sizes and each card's weight (by card index). */
  readonly hidden: readonly {
    readonly seat: number;
    readonly size: number;
    readonly weights: Float64Array;
  }[];
}

function addBit(sim: Sim, slot: 'field' | number, index: number): void {
  if (slot === 'field') {
    if (index < 24) sim.fieldLo |= 1 << index;
    else sim.fieldHi |= 1 << (index - 24);
    return;
  }
  const half = 2 * slot + (index < 24 ? 0 : 1);
  sim.piles[half] = (sim.piles[half] as number) | (1 << (index < 24 ? index : index - 24));
}

/** The sampler of a view, or `null` when no round is in play (between rounds, at the end). */
export function samplerOf(view: PlayerView): Sampler | null {
  const round = view.round;
  const phase = simPhase(view.phase);
  if (!round || phase < 0) return null;
  const config = view.config;
  const base = new Sim({
    rules: config.rules,
    players: config.players,
    teams: hasTeams(config),
    month: round.month,
    dealer: round.dealer,
    sideScores: sideScoresOf(config, view.scores),
  });
  const seen = new Uint8Array(48);
  for (const card of round.hand) {
    const index = cardIndex(card);
    base.giveCard(view.seat, index);
    seen[index] = 1;
  }
  for (const card of round.field) {
    const index = cardIndex(card);
    addBit(base, 'field', index);
    seen[index] = 1;
  }
  round.captured.forEach((pile, seat) => {
    for (const card of pile) {
      const index = cardIndex(card);
      addBit(base, sideOf(config, seat), index);
      seen[index] = 1;
    }
  });
  if (round.pending) {
    base.pendingCard = cardIndex(round.pending.card);
    base.pendingSource = round.pending.source === 'hand' ? FROM_HAND : FROM_STOCK;
    const [a, b] = round.pending.options.map(cardIndex).sort((x, y) => x - y) as [number, number];
    base.optionA = a;
    base.optionB = b;
    seen[base.pendingCard] = 1;
  }
  round.calls.forEach((calls, seat) => {
    base.calls[seat] = calls;
  });
  round.bases.forEach((points, side) => {
    base.bases[side] = points;
  });
  base.turn = round.turn;
  base.phase = phase;
  base.lastImprover = round.lastImprover ?? -1;
  base.stockEnd = round.stockSize;
  const unseen: number[] = [];
  for (let index = 0; index < 48; index++) if (seen[index] === 0) unseen.push(index);
  const hidden = round.handSizes.flatMap((size, seat) => {
    if (seat === view.seat) return [];
    const trusted = round.passedHeld?.[seat] ? 0 : (round.passed?.[seat] ?? 0);
    // Indexed by card index.
    const weights = Float64Array.from({ length: 48 }, (_, index) =>
      (trusted >> (index >> 2)) & 1 ? PASSED_WEIGHT : 1,
    );
    return [{ seat, size, weights }];
  });
  return { seat: view.seat, base, unseen: Int8Array.from(unseen), hidden };
}

/** Scratch space of {@link dealSample}, grown as needed. */
const pool = { cards: new Int8Array(48), weights: new Float64Array(48) };

/**
 * Deals one sample into `into` (a sim of the same setup, overwritten): the
 * base, then each hidden hand drawn by weight without replacement, then the
 * rest shuffled into the stock.
 */
export function dealSample(sampler: Sampler, rng: FastRng, into: Sim): Sim {
  into.copyFrom(sampler.base);
  const { cards, weights } = pool;
  let left = sampler.unseen.length;
  cards.set(sampler.unseen);
  for (const { seat, size, weights: own } of sampler.hidden) {
    let total = 0;
    for (let i = 0; i < left; i++) {
      const w = own[cards[i] as number] as number;
      weights[i] = w;
      total += w;
    }
    for (let k = 0; k < size && left > 0; k++) {
      let r = rng.float() * total;
      let pick = left - 1;
      for (let i = 0; i < left; i++) {
        r -= weights[i] as number;
        if (r < 0) {
          pick = i;
          break;
        }
      }
      into.giveCard(seat, cards[pick] as number);
      total -= weights[pick] as number;
      left--;
      cards[pick] = cards[left] as number;
      weights[pick] = weights[left] as number;
    }
  }
  for (let i = left - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = cards[i] as number;
    cards[i] = cards[j] as number;
    cards[j] = tmp;
  }
  into.stock.set(cards.subarray(0, left));
  into.stockAt = 0;
  into.stockEnd = left;
  return into;
}
