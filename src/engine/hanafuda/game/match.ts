/**
 * Starting a match and reading its totals.
 */
import { EngineError } from '../../errors';
import { seedRng } from '../../rng';
import { CARD_IDS, type CardId } from '../card-ids';
import { maskOfIds, maskSize } from '../card-mask';
import { PLAYER_COUNTS } from '../ruleset';
import { leadingSeats, teamScores } from './round-end';
import { type MatchConfig, type MatchState, STATE_VERSION } from './state';

/** Codes `newMatch` throws with (`EngineError.code`). */
export const MATCH_CONFIG_ERRORS = [
  'invalid-rules',
  'invalid-players',
  'invalid-rounds',
  'invalid-deal',
  'invalid-seed',
  'invalid-dealer',
  'invalid-deck',
] as const;

function fail(
  code: (typeof MATCH_CONFIG_ERRORS)[number],
  message: string,
  details: Record<string, unknown>,
): never {
  throw new EngineError(code, message, details);
}

function checkDeck(deck: unknown, index: number): void {
  try {
    if (!Array.isArray(deck) || deck.length !== 48 || maskSize(maskOfIds(deck)) !== 48) throw new Error();
  } catch {
    fail('invalid-deck', `decks[${index}] is not an ordering of the 48 cards`, { index });
  }
}

/**
 * Starts a match. The state is in phase `dealer-draw` (or `deal` when
 * `firstDealer` is given), with empty zones. Throws `EngineError` with a
 * code of {@link MATCH_CONFIG_ERRORS}: a player count the ruleset does not
 * allow (`invalid-players`), rounds that are not a positive integer, a deal
 * that does not fit 48 cards (the stock must outlast the hands), a bad seed,
 * dealer or stacked deck.
 *
 * @example
 * let state = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'lesson-1', rounds: 3 });
 * state = applyAction(state, legalActions(state)[0]).state; // the dealer draw
 */
export function newMatch(config: MatchConfig): MatchState {
  const { rules, players } = config;
  if (typeof rules !== 'object' || rules === null || !Array.isArray(rules.playerCounts) || !rules.deal) {
    fail('invalid-rules', 'rules must be a Ruleset', {});
  }
  if (!(PLAYER_COUNTS as readonly unknown[]).includes(players) || !rules.playerCounts.includes(players)) {
    fail('invalid-players', `This ruleset is not for ${String(players)} players`, { players });
  }
  const rounds = config.rounds ?? rules.rounds;
  if (!Number.isSafeInteger(rounds) || rounds < 1) fail('invalid-rounds', 'rounds must be ≥ 1', { rounds });
  const size = rules.deal[players];
  if (!size || size.hand < 1 || size.field < 0 || 2 * players * size.hand + size.field > 48) {
    fail('invalid-deal', `No playable deal for ${players} players`, { players });
  }
  let rng: MatchState['rng'];
  try {
    if (typeof config.seed !== 'number' && typeof config.seed !== 'string') throw new Error();
    rng = seedRng(config.seed);
  } catch {
    fail('invalid-seed', 'seed must be a finite number or a string', { seed: String(config.seed) });
  }
  const first = config.firstDealer;
  if (first !== undefined && !(Number.isInteger(first) && first >= 0 && first < players)) {
    fail('invalid-dealer', `No seat ${String(first)}`, { dealer: first });
  }
  if (config.decks !== undefined) {
    if (!Array.isArray(config.decks)) fail('invalid-deck', 'decks must be an array', { index: -1 });
    config.decks.forEach(checkDeck);
  }
  return {
    version: STATE_VERSION,
    config: { ...config, rounds },
    rng,
    deals: 0,
    phase: first === undefined ? 'dealer-draw' : 'deal',
    dealer: first ?? null,
    round: null,
    scores: new Array<number>(players).fill(0),
    results: [],
  };
}

/**
 * Builds a stacked deck for {@link MatchConfig.decks}: the given field and
 * hands, then `stockTop` (top card first), then every other card in catalog
 * order. Throws `EngineError` `'invalid-deck'` if a card repeats or a list
 * has the wrong length for the deal.
 *
 * @example
 * stackDeck({ field: [...8 cards], hands: [[...8], [...8]], stockTop: ['m03-light'] });
 */
export function stackDeck(spec: {
  readonly field: readonly CardId[];
  readonly hands: readonly (readonly CardId[])[];
  readonly stockTop?: readonly CardId[];
}): CardId[] {
  const fixed = [...spec.field, ...spec.hands.flat(), ...(spec.stockTop ?? [])];
  try {
    maskOfIds(fixed);
  } catch {
    fail('invalid-deck', 'A stacked deck repeats a card or holds an unknown one', {});
  }
  const sizes = new Set(spec.hands.map((hand) => hand.length));
  if (sizes.size > 1) fail('invalid-deck', 'All hands must have the same size', {});
  const rest = CARD_IDS.filter((card) => !fixed.includes(card));
  return [...fixed, ...rest];
}

/** Whether the match is over (all rounds played). */
export function isOver(state: MatchState): boolean {
  return state.phase === 'match-over';
}

/** Totals of a match. */
export interface MatchScores {
  /** Points per seat (points go to the seat that ended the round). */
  readonly seats: readonly number[];
  /** Points per team (seats 0+2, 1+3) with four players in teams, else `null`. */
  readonly teams: readonly number[] | null;
  /** Seats in the lead (all seats of the leading team with teams; several on a tie). */
  readonly leaders: readonly number[];
}

/**
 * Points per seat and, with teams, per team.
 *
 * @example
 * matchScores(state); // { seats: [12, 4], teams: null, leaders: [0] }
 */
export function matchScores(state: MatchState): MatchScores {
  return {
    seats: state.scores.slice(),
    teams: teamScores(state.config, state.scores),
    leaders: leadingSeats(state.config, state.scores),
  };
}
