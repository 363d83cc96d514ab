/**
 * Test helpers for the Koi-Koi game engine: stacked decks, crafted rounds,
 * deep freezing, a short way to apply actions that must succeed, and a
 * match played by a chooser of legal actions.
 */
import {
  CARD_IDS,
  type CardId,
  cardsOfMonth,
  type Month,
  type PlayerCount,
  type Ruleset,
} from '../../../../src/engine/hanafuda';
import {
  type Action,
  applyAction,
  type GameEvent,
  isOver,
  legalActions,
  type MatchConfig,
  type MatchState,
  newMatch,
  type RoundState,
  stackDeck,
  zones,
} from '../../../../src/engine/hanafuda/game';

/** Freezes a value and everything inside it, so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The `k`-th card (0–3) of a month. */
const card = (month: number, k: number): CardId => cardsOfMonth(month as Month)[k] as CardId;

/**
 * A deck with no redeal, lucky hand or pair anywhere: the field takes the
 * first card of months 1…field, seat s the (s+1)-th card of months 1…hand
 * (seat 3 the first card of months 7…11).
 */
export function plainDeck(players: PlayerCount, hand: number, field: number): CardId[] {
  const fieldCards = Array.from({ length: field }, (_, i) => card(i + 1, 0));
  const hands = Array.from({ length: players }, (_, seat) =>
    seat < 3
      ? Array.from({ length: hand }, (_, i) => card(i + 1, seat + 1))
      : Array.from({ length: hand }, (_, i) => card(i + 7, 0)),
  );
  return stackDeck({ field: fieldCards, hands });
}

/** A plain deck fitting the ruleset's deal for `players`. */
export function plainDeckFor(rules: Ruleset, players: PlayerCount): CardId[] {
  const size = rules.deal[players];
  if (!size) throw new Error('no deal');
  return plainDeck(players, size.hand, size.field);
}

/** Applies an action that must be accepted; returns the state and events. */
export function act(state: MatchState, action: Action): { state: MatchState; events: readonly GameEvent[] } {
  const result = applyAction(deepFreeze(state), action);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.reason}`);
  return { state: result.state, events: result.events };
}

/** A match with seat `dealer` dealing the given decks, already dealt. */
export function dealt(
  rules: Ruleset,
  players: PlayerCount,
  decks: CardId[][],
  dealer = 0,
): { state: MatchState; events: readonly GameEvent[] } {
  const state = newMatch({ rules, players, seed: 'test', firstDealer: dealer, decks, rounds: 3 });
  return act(state, { type: 'deal' });
}

/** What a crafted round sets; the stock is `stockTop` then every card not placed elsewhere. */
export interface RoundSpec {
  readonly hands: readonly (readonly CardId[])[];
  readonly field: readonly CardId[];
  readonly captured?: readonly (readonly CardId[])[];
  readonly stockTop?: readonly CardId[];
  readonly turn?: number;
  readonly calls?: readonly number[];
  readonly bases?: readonly number[];
  readonly lastImprover?: number | null;
}

/** A state in phase `play` with a hand-made round (all 48 cards placed once). */
export function craftRound(base: MatchState, spec: RoundSpec): MatchState {
  const round = base.round as RoundState;
  const players = base.config.players;
  const captured = spec.captured ?? Array.from({ length: players }, () => []);
  const placed = new Set<CardId>([
    ...spec.hands.flat(),
    ...spec.field,
    ...captured.flat(),
    ...(spec.stockTop ?? []),
  ]);
  const stock = [...(spec.stockTop ?? []), ...CARD_IDS.filter((id) => !placed.has(id))];
  const crafted: MatchState = {
    ...base,
    phase: 'play',
    round: {
      ...round,
      hands: spec.hands,
      field: spec.field,
      stock,
      captured,
      turn: spec.turn ?? round.dealer,
      pending: null,
      calls: spec.calls ?? round.calls,
      bases: spec.bases ?? round.bases,
      lastImprover: spec.lastImprover ?? null,
    },
  };
  const all = Object.values(zones(crafted)).flat(2);
  if (all.length !== 48 || new Set(all).size !== 48)
    throw new Error('crafted round does not hold 48 cards once');
  return crafted;
}

/** The events of one type. */
export function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T) {
  return events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
}

/**
 * The actions of a match from `newMatch(config)`, each chosen by `pick`
 * among the legal ones, until `stop` says so (before the next action) or the
 * match ends.
 *
 * @example
 * playMatch(config, (legal) => legal[0]);                            // a whole match, first choices
 * playMatch(config, (legal) => legal[0], (state) => state.results.length > 0); // up to the first round's end
 */
export function playMatch(
  config: MatchConfig,
  pick: (legal: readonly Action[], state: MatchState) => Action,
  stop: (state: MatchState, actions: readonly Action[]) => boolean = () => false,
): Action[] {
  let state = newMatch(config);
  const actions: Action[] = [];
  while (!isOver(state) && !stop(state, actions)) {
    const action = pick(legalActions(state), state);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    actions.push(action);
  }
  return actions;
}
