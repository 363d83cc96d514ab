/**
 * Facts the rules derive from a state: the current elders, a seat's
 * declaration count and paid count, who may claim Five Tigers.
 *
 * @example
 * declarationCount(state, 0); // tricks + elders in hand: may declare from 6
 * paidCount(state, 0); // what a declaration now would be paid on (option declarationCount)
 */
import { type CardId, WAN_SIN } from './cards';
import { elders } from './elders';
import type { Seat } from './seats';
import type { HakkaState } from './state';

/**
 * Tricks a Five Tigers claim scores. Seed 002: "… können Sie sofort mit acht
 * Stichen gewinnen und vier Punkte erzielen" — eight tricks, and the payment
 * table pays four points for eight.
 */
export const FIVE_TIGERS_TRICKS = 8;

/** The cards of Five Tigers: "die 1en aller Kartenfarben … und die Wan Sin". */
export const FIVE_TIGERS: readonly CardId[] = Object.freeze(['sup-1', 'gon-1', 'zok-1', 'sin-1', WAN_SIN]);

// States share their `played` array until a card is played, so the elders are
// cached per array (a pure function of it): this is the hottest path of bots.
/** Elders per `played` array (internal cache, exported for the reducer). */
export const ELDER_CACHE = new WeakMap<readonly CardId[], readonly CardId[]>();

/** The elders as the engine applies them (with discards when `discardsPromoteElders`). */
export function currentElders(state: HakkaState): readonly CardId[] {
  if (state.options.discardsPromoteElders) return elders(state.played, state.options, state.discards);
  let cached = ELDER_CACHE.get(state.played);
  if (cached === undefined) {
    cached = Object.freeze(elders(state.played));
    ELDER_CACHE.set(state.played, cached);
  }
  return cached;
}

/**
 * The declaration count of a seat: tricks won plus elders in hand. From
 * 6 (`DECLARE_FROM`) on, the seat may declare (under every option; the
 * description says so).
 */
export function declarationCount(state: HakkaState, seat: Seat): number {
  const el = currentElders(state);
  return (state.tricks[seat] ?? 0) + (state.hands[seat] ?? []).filter((c) => el.includes(c)).length;
}

/**
 * The count a declaration by this seat is paid on: the declaration count,
 * or under `declarationCount: 'tricks-only'` the tricks won alone.
 */
export function paidCount(state: HakkaState, seat: Seat): number {
  if (state.options.declarationCount === 'tricks-only') return state.tricks[seat] ?? 0;
  return declarationCount(state, seat);
}

/**
 * The seats with the highest score (several on a tie). The description
 * settles payments round by round and names no winner of the whole game;
 * the site reads the seats ahead at its end as its winners (a tie is a
 * draw), as the play page's record of results does.
 */
export function leadingSeats(state: Pick<HakkaState, 'scores'>): Seat[] {
  const best = Math.max(...state.scores);
  return state.scores.flatMap((score, seat) => (score === best ? [seat as Seat] : []));
}

/** True when a hand holds all five cards of Five Tigers. */
export function holdsFiveTigers(hand: readonly CardId[]): boolean {
  return FIVE_TIGERS.every((c) => hand.includes(c));
}

/** True when the seat called this round (dealer who called, or the privileged player). */
export function isCaller(state: HakkaState, seat: Seat): boolean {
  return seat === state.privileged || (seat === state.dealer && state.dealerCalled);
}

/** True when the seat may claim Five Tigers now (holds them; `fiveTigersClaimant`). */
export function mayClaimTigers(state: HakkaState, seat: Seat): boolean {
  if (!holdsFiveTigers(state.hands[seat] ?? [])) return false;
  return state.options.fiveTigersClaimant === 'any-active' || isCaller(state, seat);
}
