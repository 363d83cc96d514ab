/**
 * Which Koi-Koi calls a finished round can have had: the ruleset's call
 * limit (`Ruleset.callLimit`) and the turns of the round. For forms that ask
 * for the calls after the fact (score sheet, calculator), where the game
 * engine's `canCallKoikoi` never ran.
 *
 * Our reading of the turns: a player decides at most once a turn whether to
 * call, and has as many turns as cards dealt to the hand
 * (`Ruleset.deal[players].hand`), so no seat calls more often than that, even
 * where the rules set no limit; the winner stops on a turn after its last
 * call, so its side calls once fewer. With four players in teams the
 * winner's side is two seats. The turn bound keeps even "double-per-call"
 * scores far below the range where numbers print in exponent form.
 */
import type { PlayerCount, Ruleset } from './ruleset';
import type { KoikoiCalls } from './score-round';

/**
 * Why calls are impossible: not whole numbers of 0 or more, more than the
 * limit per round (all players together) or per player, or more than the
 * players had turns.
 */
export type CallsProblem = 'invalid' | 'round-limit' | 'player-limit' | 'turns';

/** The most calls each side can have made; `null` = no bound. */
export interface CallCaps {
  /** Calls by the player (or team) who ended the round. */
  readonly own: number | null;
  /** Calls by all other players together. */
  readonly opponents: number | null;
}

function seats(rules: Ruleset, players: PlayerCount): { own: number; opponents: number } {
  const own = players === 4 && rules.fourPlayerTeams ? 2 : 1;
  return { own, opponents: players - own };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Why `calls` cannot have happened in a round of `players` under the rules,
 * or null when they can.
 *
 * @example
 * callsProblem(RULESETS.nintendo, 2, { own: 1, opponents: 1 }); // 'round-limit': one call per round in all
 * callsProblem(RULESETS.fudawiki, 2, { own: 3, opponents: 2 }); // null
 * callsProblem(RULESETS.fudawiki, 2, { own: 8, opponents: 0 }); // 'turns': 8 cards, and the winner stops on the last
 */
export function callsProblem(rules: Ruleset, players: PlayerCount, calls: KoikoiCalls): CallsProblem | null {
  if (!isCount(calls.own) || !isCount(calls.opponents)) return 'invalid';
  const side = seats(rules, players);
  const { scope, max } = rules.callLimit;
  if (max !== null && scope === 'round' && calls.own + calls.opponents > max) return 'round-limit';
  if (max !== null && scope === 'player') {
    if (calls.own > max * side.own || calls.opponents > max * side.opponents) return 'player-limit';
  }
  const hand = rules.deal[players]?.hand;
  if (hand !== undefined && (calls.own > hand * side.own - 1 || calls.opponents > hand * side.opponents)) {
    return 'turns';
  }
  return null;
}

/**
 * Whether `calls` can have happened in a round of `players` under the rules
 * (see {@link callsProblem}).
 *
 * @example
 * callsAllowed(RULESETS.nintendo, 2, { own: 0, opponents: 1 }); // true
 * callsAllowed(RULESETS.nintendo, 2, { own: 1, opponents: 1 }); // false
 */
export function callsAllowed(rules: Ruleset, players: PlayerCount, calls: KoikoiCalls): boolean {
  return callsProblem(rules, players, calls) === null;
}

/**
 * The most calls each side can have made on its own (for the `max` of an
 * input); a combination can still break a limit per round, so check it with
 * {@link callsAllowed}.
 *
 * @example
 * callCaps(RULESETS.nintendo, 2); // { own: 1, opponents: 1 }
 * callCaps(RULESETS.multiplayer, 4); // { own: 9, opponents: 10 }: two seats a side, 5 cards each
 */
export function callCaps(rules: Ruleset, players: PlayerCount): CallCaps {
  const side = seats(rules, players);
  const { scope, max } = rules.callLimit;
  const hand = rules.deal[players]?.hand;
  const least = (...bounds: (number | null)[]) => {
    const set = bounds.filter((n): n is number => n !== null);
    return set.length === 0 ? null : Math.min(...set);
  };
  const perRound = scope === 'round' ? max : null;
  const perPlayer = (n: number) => (scope === 'player' && max !== null ? max * n : null);
  return {
    own: least(hand === undefined ? null : Math.max(0, hand * side.own - 1), perPlayer(side.own), perRound),
    opponents: least(hand === undefined ? null : hand * side.opponents, perPlayer(side.opponents), perRound),
  };
}

/** The most calls each side can have made in one round at some table (see {@link maxCalls}). */
export interface CallMaxima {
  /** Calls by the player (or team) who ends the round. */
  readonly own: number;
  /** Calls by all other players together. */
  readonly opp: number;
}

/**
 * For a form that does not know the number of players (the calculator's
 * score mode): the most calls each side can have made at any table the rules
 * deal for ({@link callCaps}, the largest over `rules.playerCounts`).
 *
 * @example
 * maxCalls(RULESETS.nintendo); // { own: 1, opp: 1 } (one call per round in all)
 * maxCalls(RULESETS.fudawiki); // { own: 7, opp: 8 } (two players, eight cards each)
 */
export function maxCalls(rules: Ruleset): CallMaxima {
  let own = 0;
  let opp = 0;
  for (const players of rules.playerCounts) {
    const caps = callCaps(rules, players);
    own = Math.max(own, caps.own ?? 0);
    opp = Math.max(opp, caps.opponents ?? 0);
  }
  return { own, opp };
}

/**
 * For a form that does not know the number of players: whether `own` calls
 * by the winning side and `opp` by the others can have happened together at
 * some table the rules deal for ({@link callsAllowed}).
 *
 * @example
 * callsPossible(RULESETS.nintendo, 1, 0); // true
 * callsPossible(RULESETS.nintendo, 1, 1); // false: one call per round in all
 * callsPossible(RULESETS.multiplayer, 99, 99); // false: more calls than turns
 */
export function callsPossible(rules: Ruleset, own: number, opp: number): boolean {
  return rules.playerCounts.some((players) => callsAllowed(rules, players, { own, opponents: opp }));
}
