/**
 * The greedy player's rules (`greedy.ts`) on a {@link Sim}: the same ratings,
 * computed on masks without building a table, so a play-out step costs a
 * few `evaluateMask` calls. Ties go to the lowest card index.
 */
import { CARD_IDS, type CardId } from '../card-ids';
import { evaluateMask } from '../evaluate-mask';
import { koikoiFactor } from '../score-round';
import { cardWeight } from './greedy';
import { MONTH_HI, MONTH_LO, SIM_CHOOSE, SIM_DECIDE, SIM_OVER, type Sim } from './sim';

const POINT_WEIGHT = 6;
const DENIAL_WEIGHT = 0.6;

/** Greedy worth of each card index towards future yaku (`cardWeight`). */
export const CARD_WEIGHTS: Float64Array = Float64Array.from(CARD_IDS, (id) => cardWeight(id as CardId));

/** The piles a greedy rating reads for the seat to act: its side's and everybody else's. */
export interface Piles {
  ownLo: number;
  ownHi: number;
  oppLo: number;
  oppHi: number;
  ownBase: number;
  oppBase: number;
}

const scratch: Piles = { ownLo: 0, ownHi: 0, oppLo: 0, oppHi: 0, ownBase: 0, oppBase: 0 };

/** Fills the shared scratch piles for `seat` (month known, weather ignored, as `greedy.ts`); valid until the next call. */
export function pilesFor(sim: Sim, seat: number): Piles {
  const side = sim.sideOf(seat);
  let oppLo = 0;
  let oppHi = 0;
  for (let other = 0; other < sim.sides; other++) {
    if (other === side) continue;
    oppLo |= sim.piles[2 * other] as number;
    oppHi |= sim.piles[2 * other + 1] as number;
  }
  scratch.ownLo = sim.piles[2 * side] as number;
  scratch.ownHi = sim.piles[2 * side + 1] as number;
  scratch.oppLo = oppLo;
  scratch.oppHi = oppHi;
  scratch.ownBase = evaluateMask(scratch.ownLo, scratch.ownHi, sim.compiled, null, sim.month);
  scratch.oppBase = evaluateMask(oppLo, oppHi, sim.compiled, null, sim.month);
  return scratch;
}

/** Worth of taking the cards `lo`/`hi` (greedy `captureValue`). */
function captureWorth(sim: Sim, p: Piles, lo: number, hi: number): number {
  const own = evaluateMask(p.ownLo | lo, p.ownHi | hi, sim.compiled, null, sim.month) - p.ownBase;
  const opp = evaluateMask(p.oppLo | lo, p.oppHi | hi, sim.compiled, null, sim.month) - p.oppBase;
  let worth = own * POINT_WEIGHT + DENIAL_WEIGHT * opp * POINT_WEIGHT;
  for (let m = lo; m !== 0; m &= m - 1) worth += CARD_WEIGHTS[31 - Math.clz32(m & -m)] as number;
  for (let m = hi; m !== 0; m &= m - 1) worth += CARD_WEIGHTS[55 - Math.clz32(m & -m)] as number;
  return worth;
}

const bitLo = (index: number): number => (index < 24 ? 1 << index : 0);
const bitHi = (index: number): number => (index < 24 ? 0 : 1 << (index - 24));

/** Greedy worth of playing hand card `card` for the seat to act (`playValue`). */
export function simPlayValue(sim: Sim, p: Piles, card: number): number {
  const month = (card >> 2) + 1;
  const lo = sim.fieldLo & (MONTH_LO[month] as number);
  const hi = sim.fieldHi & (MONTH_HI[month] as number);
  const cardLo = bitLo(card);
  const cardHi = bitHi(card);
  const matches = lo | hi;
  if (matches === 0) {
    const seat = sim.turn;
    const handLo = (sim.hands[2 * seat] as number) & ~cardLo;
    const handHi = (sim.hands[2 * seat + 1] as number) & ~cardHi;
    const partner = ((handLo & (MONTH_LO[month] as number)) | (handHi & (MONTH_HI[month] as number))) !== 0;
    const given = evaluateMask(p.oppLo | cardLo, p.oppHi | cardHi, sim.compiled, null, sim.month) - p.oppBase;
    const risk = (CARD_WEIGHTS[card] as number) + given * POINT_WEIGHT;
    return -(partner ? risk * 0.5 : risk) - 0.1;
  }
  const rest = matches & (matches - 1);
  if (rest !== 0 && (rest & (rest - 1)) === 0) {
    // Two matches: the better of the two captures.
    const first = matches & -matches;
    const a = captureWorth(sim, p, cardLo | (lo & first), cardHi | (hi & first));
    const b = captureWorth(sim, p, cardLo | (lo & rest), cardHi | (hi & rest));
    return Math.max(a, b);
  }
  return captureWorth(sim, p, cardLo | lo, cardHi | hi);
}

/** Whether the greedy rule stops (rather than calls Koi-Koi) for the seat to act. */
export function simWantsStop(sim: Sim): boolean {
  const seat = sim.turn;
  const side = sim.sideOf(seat);
  const base = evaluateMask(
    sim.piles[2 * side] as number,
    sim.piles[2 * side + 1] as number,
    sim.compiled,
    null,
    sim.month,
  );
  const threshold = sim.rules.doublingThreshold;
  const doubled = threshold !== null && base >= threshold ? base * 2 : base;
  const points = doubled * koikoiFactor(sim.rules.koikoiMultiplier, sim.callsOf(side)).factor;
  let best = Number.NEGATIVE_INFINITY;
  for (let other = 0; other < sim.sides; other++) {
    if (other !== side && (sim.sideScores[other] as number) > best) best = sim.sideScores[other] as number;
  }
  return (sim.sideScores[side] as number) + points > best || (sim.handSize[seat] as number) < 3;
}

/** The greedy capture choice for the pending card: the option worth more (first on a tie). */
export function simGreedyChoice(sim: Sim): number {
  const p = pilesFor(sim, sim.turn);
  const card = sim.pendingCard;
  const a = sim.optionA;
  const b = sim.optionB;
  const worthA = captureWorth(sim, p, bitLo(card) | bitLo(a), bitHi(card) | bitHi(a));
  const worthB = captureWorth(sim, p, bitLo(card) | bitLo(b), bitHi(card) | bitHi(b));
  return worthB > worthA ? b : a;
}

/** The greedy hand card to play for the seat to act (lowest index on a tie). */
export function simGreedyPlay(sim: Sim): number {
  const p = pilesFor(sim, sim.turn);
  const seat = sim.turn;
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let half = 0; half < 2; half++) {
    for (let m = sim.hands[2 * seat + half] as number; m !== 0; m &= m - 1) {
      const card = 31 - Math.clz32(m & -m) + 24 * half;
      const value = simPlayValue(sim, p, card);
      if (value > bestValue) {
        bestValue = value;
        best = card;
      }
    }
  }
  return best;
}

/** One greedy step for the seat to act. */
export function simGreedyStep(sim: Sim): void {
  if (sim.phase === SIM_CHOOSE) sim.choose(simGreedyChoice(sim));
  else if (sim.phase === SIM_DECIDE) {
    if (simWantsStop(sim)) sim.stop();
    else sim.koikoi();
  } else sim.play(simGreedyPlay(sim));
}

/** Safety bound on the steps of a play-out (a round needs at most ~60). */
const MAX_STEPS = 400;

/** Plays the round to its end with greedy players on every seat; returns `sim.resultFor(seat)`. */
export function simGreedyPlayout(sim: Sim, seat: number): number {
  for (let step = 0; step < MAX_STEPS && sim.phase !== SIM_OVER; step++) simGreedyStep(sim);
  return sim.resultFor(seat);
}
