/**
 * Dealing a round, with the ruleset's redeals and lucky hands.
 *
 * Deal sizes come from `rules.deal[players]` (sheet 003: 2 players 8 each
 * and 8 on the field, 3 players 7 and 6, 4 players 5 and 6). The cards are
 * thrown in and dealt again by the same dealer when `rules.redeal` says so
 * (four cards of a month on the field; four pairs on the field; a hand with
 * all four cards of a month for the listed player counts). Then lucky hands
 * (`rules.luckyHands`) end the round at once: one holder scores its points;
 * several holders draw the round or force a redeal (`several`).
 */
import { CARD_IDS, type CardId } from '../card-ids';
import { luckyHandOfMask } from '../lucky-hand';
import type { GameEvent, RedealReason } from './events';
import { monthTally, pileMask } from './lists';
import { finishRound } from './round-end';
import { roundMonth } from './round-month';
import { shuffleDeck } from './shuffle';
import type { MatchState, RoundState } from './state';

/** Deals before the engine accepts a deal whatever it holds (keeps the loop bounded; never reached in practice). */
const MAX_REDEALS = 200;

/** Why this deal must be thrown in, or `null` (lucky hands are checked separately). */
export function redealReason(
  state: MatchState,
  field: readonly CardId[],
  hands: readonly (readonly CardId[])[],
): { reason: RedealReason; seat: number | null } | null {
  const { redeal } = state.config.rules;
  const fieldCounts = monthTally(field);
  if (redeal.fieldFourOfMonth && fieldCounts.includes(4))
    return { reason: 'field-four-of-month', seat: null };
  const pairs = fieldCounts.reduce((sum, n) => sum + Math.floor(n / 2), 0);
  if (redeal.fieldFourPairs && pairs >= 4) return { reason: 'field-four-pairs', seat: null };
  if ((redeal.handFourOfMonthPlayerCounts as readonly number[]).includes(state.config.players)) {
    const seat = hands.findIndex((hand) => monthTally(hand).includes(4));
    if (seat >= 0) return { reason: 'hand-four-of-month', seat };
  }
  return null;
}

/** Splits a 48-card deck: the field first, then each seat's hand, then the stock (top first). */
export function splitDeck(deck: readonly CardId[], players: number, hand: number, fieldSize: number) {
  const field = deck.slice(0, fieldSize);
  const hands: CardId[][] = [];
  for (let seat = 0; seat < players; seat++) {
    hands.push(deck.slice(fieldSize + seat * hand, fieldSize + (seat + 1) * hand));
  }
  const stock = deck.slice(fieldSize + players * hand);
  return { field, hands, stock };
}

/** Deals the next round (phase `deal`, dealer known), resolving redeals and lucky hands. */
export function dealRound(state: MatchState, events: GameEvent[]): MatchState {
  const { config } = state;
  const { players, rules } = config;
  const size = rules.deal[players];
  const dealer = state.dealer ?? 0;
  const number = state.results.length + 1;
  let rng = state.rng;
  let deals = state.deals;
  for (let attempt = 0; ; attempt++) {
    const stacked = config.decks?.[deals];
    let deck: readonly CardId[];
    if (stacked) deck = stacked;
    else [deck, rng] = shuffleDeck(rng, CARD_IDS);
    deals++;
    const { field, hands, stock } = splitDeck(deck, players, size?.hand ?? 0, size?.field ?? 0);
    const lastChance = attempt >= MAX_REDEALS;
    const misdeal = lastChance ? null : redealReason(state, field, hands);
    if (misdeal) {
      events.push({ type: 'redeal', ...misdeal });
      continue;
    }
    const lucky = hands.map((hand) => {
      const { lo, hi } = pileMask(hand);
      return luckyHandOfMask(lo, hi, rules, players);
    });
    const holders = lucky.flatMap((hand, seat) => (hand ? [seat] : []));
    if (holders.length > 1 && rules.luckyHands.several === 'redeal' && !lastChance) {
      events.push({ type: 'redeal', reason: 'several-lucky-hands', seat: null });
      continue;
    }
    const round: RoundState = {
      number,
      month: roundMonth(number),
      dealer,
      hands,
      field,
      stock,
      captured: hands.map(() => []),
      turn: dealer,
      pending: null,
      calls: hands.map(() => 0),
      bases: hands.map(() => 0).slice(0, players === 4 && rules.fourPlayerTeams ? 2 : players),
      lastImprover: null,
      passed: hands.map(() => 0),
      passedHeld: hands.map(() => false),
    };
    events.push({ type: 'dealt', round: number, dealer, field });
    const dealt: MatchState = { ...state, rng, deals, round, phase: 'play' };
    if (holders.length === 0) return dealt;
    for (const seat of holders) {
      const hand = lucky[seat];
      if (hand) events.push({ type: 'lucky-hand', seat, hand: hand.id, points: hand.points });
    }
    const only = holders.length === 1 ? (holders[0] as number) : null;
    const hand = only === null ? null : lucky[only];
    const outcome =
      only !== null && hand
        ? {
            reason: 'lucky-hand' as const,
            winner: only,
            points: hand.points,
            base: hand.points,
            luckyHand: hand.id,
          }
        : { reason: 'several-lucky-hands' as const, winner: null, points: 0, base: 0, luckyHand: null };
    return finishRound(dealt, round, { ...outcome, yaku: [], steps: [] }, events);
  }
}
