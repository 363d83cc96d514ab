/**
 * The end of a round: scoring a stop, the exhausted round, recording the
 * result, dealer succession and the end of the match.
 */
import type { CardId } from '../card-ids';
import type { Ruleset } from '../ruleset';
import { scoreRound } from '../score-round';
import type { GameEvent } from './events';
import {
  type MatchConfig,
  type MatchState,
  type RoundResult,
  type RoundState,
  sideOf,
  sidePile,
} from './state';

/** What a round's end needs besides the state: everything of a {@link RoundResult} but the bookkeeping. */
export type RoundOutcome = Omit<RoundResult, 'round' | 'dealer' | 'calls'>;

/**
 * Who deals the next round: after a win the ruleset's `dealer.afterWin`
 * (`winner`, or `dealer-stays-else-next`: the dealer keeps the deal only by
 * winning, sheet 003), after a draw `dealer.afterDraw` (`same` or `next`).
 * "Next" is the next seat in turn order.
 */
export function nextDealer(rules: Ruleset, players: number, dealer: number, winner: number | null): number {
  const next = (dealer + 1) % players;
  if (winner === null) return rules.dealer.afterDraw === 'same' ? dealer : next;
  if (rules.dealer.afterWin === 'winner') return winner;
  return winner === dealer ? dealer : next;
}

/** Points per team (seats 0+2, 1+3) for four players in teams, else `null`. */
export function teamScores(config: Pick<MatchConfig, 'rules' | 'players'>, scores: readonly number[]) {
  if (!(config.players === 4 && config.rules.fourPlayerTeams)) return null;
  return [(scores[0] as number) + (scores[2] as number), (scores[1] as number) + (scores[3] as number)];
}

/** Seats with the most points (with teams: the seats of the leading team; several on a tie). */
export function leadingSeats(config: Pick<MatchConfig, 'rules' | 'players'>, scores: readonly number[]) {
  const teams = teamScores(config, scores);
  const totals = scores.map((_, seat) => (teams ? (teams[seat % 2] as number) : (scores[seat] as number)));
  const best = Math.max(...totals);
  return totals.flatMap((total, seat) => (total === best ? [seat] : []));
}

/**
 * Records a finished round: adds the points, appends the result, emits
 * `round-scored` (and `match-over` after the last round) and moves on to the
 * `deal` or `match-over` phase with the next dealer.
 */
export function finishRound(
  state: MatchState,
  round: RoundState,
  outcome: RoundOutcome,
  events: GameEvent[],
): MatchState {
  const { config } = state;
  const result: RoundResult = { ...outcome, round: round.number, dealer: round.dealer, calls: round.calls };
  const scores = state.scores.slice();
  if (outcome.winner !== null) scores[outcome.winner] = (scores[outcome.winner] as number) + outcome.points;
  const dealer = nextDealer(config.rules, config.players, round.dealer, outcome.winner);
  events.push({
    type: 'round-scored',
    round: round.number,
    reason: outcome.reason,
    winner: outcome.winner,
    points: outcome.points,
    base: outcome.base,
    yaku: outcome.yaku,
    steps: outcome.steps,
    nextDealer: dealer,
  });
  const results = [...state.results, result];
  const over = results.length >= config.rounds;
  if (over) {
    events.push({
      type: 'match-over',
      scores,
      teams: teamScores(config, scores),
      winners: leadingSeats(config, scores),
    });
  }
  return { ...state, round, scores, results, dealer, phase: over ? 'match-over' : 'deal' };
}

/** Koi-Koi calls of the side of `seat` and of everybody else. */
function callsOf(state: MatchState, round: RoundState, seat: number) {
  const side = sideOf(state.config, seat);
  let own = 0;
  let opponents = 0;
  round.calls.forEach((calls, other) => {
    if (sideOf(state.config, other) === side) own += calls;
    else opponents += calls;
  });
  return { own, opponents };
}

/** The outcome when `seat` ends the round with its side's yaku (scored by `scoreRound`). */
export function yakuOutcome(
  state: MatchState,
  round: RoundState,
  seat: number,
  reason: 'stop' | 'exhausted',
): RoundOutcome {
  const captured: CardId[] = sidePile(state, round, sideOf(state.config, seat));
  const score = scoreRound({
    captured,
    rules: state.config.rules,
    koikoiCalls: callsOf(state, round, seat),
    context: { field: round.field, month: round.month },
  });
  const yaku = (score.steps[0]?.yaku ?? []).map(({ id, points }) => ({ id, points }));
  return {
    reason,
    winner: seat,
    points: score.points,
    base: score.base,
    yaku,
    steps: score.steps,
    luckyHand: null,
  };
}

/**
 * Ends a round whose hands are all played without a stop, by the ruleset's
 * `exhaustedRound`: `no-score` (all three sources), `dealer-privilege` (the
 * dealer earns `dealerPrivilegePoints`) or `last-improver-scores` (the last
 * seat that formed or improved a yaku scores its side's yaku with the usual
 * multipliers). A round somebody scores counts as won for dealer succession.
 */
export function exhaustRound(state: MatchState, round: RoundState, events: GameEvent[]): MatchState {
  events.push({ type: 'exhausted', round: round.number });
  const { rules } = state.config;
  const draw: RoundOutcome = {
    reason: 'exhausted',
    winner: null,
    points: 0,
    base: 0,
    yaku: [],
    steps: [],
    luckyHand: null,
  };
  let outcome = draw;
  if (rules.exhaustedRound === 'dealer-privilege' && rules.dealerPrivilegePoints > 0) {
    const points = rules.dealerPrivilegePoints;
    outcome = { ...draw, winner: round.dealer, points, base: points };
  } else if (rules.exhaustedRound === 'last-improver-scores' && round.lastImprover !== null) {
    outcome = yakuOutcome(state, round, round.lastImprover, 'exhausted');
  }
  return finishRound(state, round, outcome, events);
}
