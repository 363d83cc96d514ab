/**
 * The round's life cycle inside the reducer: dealing, redeals, scoring a
 * finished round and moving on to the next deal or the end of the game.
 *
 * @example
 * // internal: applyAction calls these; pages read state.rounds instead.
 */

import { type RngState, shuffle } from '../rng';
import { CARDS, type CardId, sortCards } from './cards';
import { DECLARE_FROM, settle } from './scoring';
import { activeOrder, dreamerOf, nextSeat, type Seat } from './seats';
import { type HakkaEvent, type HakkaState, ROUNDS_PER_GAME, type RoundResult } from './state';

/** Deals a round: "Jeder Spieler, einschließlich des Träumers, erhält zunächst eine Karte. Anschließend erhält jeder Spieler, mit Ausnahme des Träumers, noch mehr Karten, bis jeder der aktiven Spieler 12 Karten hat." */
export function deal(
  base: Omit<HakkaState, 'hands' | 'dreamerCard' | 'rng' | 'events'> & { rng: RngState },
  round: number,
  dealer: Seat,
  events: HakkaEvent[],
): HakkaState {
  const [deck, rng] = shuffle(base.rng, CARDS);
  const dreamer = dreamerOf(dealer);
  const hands: CardId[][] = [[], [], [], []];
  let i = 0;
  // One card to every seat, starting to the dealer's right (counter-clockwise).
  let seat = nextSeat(dealer);
  for (let k = 0; k < 4; k++, seat = nextSeat(seat)) hands[seat]?.push(deck[i++] as CardId);
  const active = activeOrder(nextSeat(dealer), dreamer);
  while (i < deck.length) {
    for (const s of active) hands[s]?.push(deck[i++] as CardId);
  }
  const dreamerCard = hands[dreamer] ?? [];
  hands[dreamer] = [];
  events.push({ type: 'dealt', round, dealer, dreamer });
  return {
    ...base,
    rng,
    round,
    phase: 'calling',
    dealer,
    dreamer,
    hands: hands.map(sortCards),
    dreamerCard,
    table: [],
    won: [[], [], [], []],
    discards: [],
    discardOwners: [],
    tricks: [0, 0, 0, 0],
    played: [],
    toAct: dealer,
    leader: dealer,
    calls: [],
    privileged: null,
    dealerCalled: false,
    events,
  };
}

/** "Falls niemand in der Phase des Ansagens ansagt, wird die Runde abgebrochen und es beginnt eine neue Runde durch Geben neuer Karten." */
export function redeal(state: HakkaState, events: HakkaEvent[]): HakkaState {
  const nextDealer = state.options.redealDealer === 'next' ? nextSeat(state.dealer) : state.dealer;
  // A redeal that uses up the last round deals nothing more: the event names no next dealer, so
  // nobody announces a new round that never comes (the game-over event follows).
  const last = state.options.redealCountsAsRound && state.round >= ROUNDS_PER_GAME;
  events.push({ type: 'redeal', round: state.round, nextDealer: last ? null : nextDealer });
  if (!state.options.redealCountsAsRound) return deal(state, state.round, nextDealer, events);
  const result: RoundResult = {
    round: state.round,
    dealer: state.dealer,
    dreamer: state.dreamer,
    dreamerCard: state.dreamerCard[0] as CardId,
    outcome: 'redeal',
    winner: null,
    count: 0,
    tricks: state.tricks,
    settlement: null,
    deltas: [0, 0, 0, 0],
    privileged: null,
    dealerCalled: false,
  };
  events.push({ type: 'round-scored', result });
  return afterRound({ ...state, rounds: [...state.rounds, result] }, nextDealer, events);
}

/** Deals the next round, or ends the game after round four. */
function afterRound(state: HakkaState, nextDealer: Seat, events: HakkaEvent[]): HakkaState {
  if (state.round >= ROUNDS_PER_GAME) {
    events.push({ type: 'game-over', scores: state.scores });
    return { ...state, phase: 'over', toAct: null, events };
  }
  return deal(state, state.round + 1, nextDealer, events);
}

/** Next dealer: "Wenn der Geber ansagt, wird er auch in der nächsten Runde Geber sein. Entscheidet sich der Geber zu passen, … wird [der nächste Spieler] der Geber in der nächsten Runde." */
function nextDealerOf(state: HakkaState): Seat {
  return state.dealerCalled ? state.dealer : nextSeat(state.dealer);
}

export function endRound(
  state: HakkaState,
  outcome: 'declared' | 'five-tigers' | 'most-tricks',
  winner: Seat,
  count: number,
  events: HakkaEvent[],
): HakkaState {
  const winnerHand = state.hands[winner] ?? [];
  const dreamerCard = state.dreamerCard[0] as CardId;
  const settlement = settle(
    {
      activeSeats: activeOrder(state.dealer, state.dreamer),
      dreamer: state.dreamer,
      winner,
      count,
      dreamerCard,
      winnerHand,
      privileged: state.privileged,
      dealer: state.dealer,
      dealerCalled: state.dealerCalled,
    },
    state.options,
  );
  // "der Träumer erwacht mit fünf Stichen".
  events.push({
    type: 'dreamer-woke',
    seat: state.dreamer,
    card: dreamerCard,
    tricks: settlement.dreamerTricks,
  });
  const result: RoundResult = {
    round: state.round,
    dealer: state.dealer,
    dreamer: state.dreamer,
    dreamerCard: state.dreamerCard[0] as CardId,
    outcome,
    winner,
    count,
    tricks: state.tricks,
    settlement,
    deltas: settlement.deltas,
    privileged: state.privileged,
    dealerCalled: state.dealerCalled,
  };
  events.push({ type: 'round-scored', result });
  const scores = state.scores.map((s, i) => s + (settlement.deltas[i] ?? 0));
  return afterRound({ ...state, scores, rounds: [...state.rounds, result] }, nextDealerOf(state), events);
}

/** All tricks played and nobody declared: see `noDeclaration`. */
export function endWithoutDeclaration(state: HakkaState, events: HakkaEvent[]): HakkaState {
  if (state.options.noDeclaration === 'most-tricks') {
    const top = Math.max(...state.tricks);
    const leaders = state.tricks.flatMap((t, i) => (t === top ? [i as Seat] : []));
    const winner = leaders[0];
    if (top >= DECLARE_FROM && leaders.length === 1 && winner !== undefined)
      return endRound(state, 'most-tricks', winner, top, events);
  }
  const result: RoundResult = {
    round: state.round,
    dealer: state.dealer,
    dreamer: state.dreamer,
    dreamerCard: state.dreamerCard[0] as CardId,
    outcome: 'no-declaration',
    winner: null,
    count: 0,
    tricks: state.tricks,
    settlement: null,
    deltas: [0, 0, 0, 0],
    privileged: state.privileged,
    dealerCalled: state.dealerCalled,
  };
  events.push({ type: 'round-scored', result });
  return afterRound({ ...state, rounds: [...state.rounds, result] }, nextDealerOf(state), events);
}
