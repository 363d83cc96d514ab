/**
 * The yaku check after each turn and the Koi-Koi decision.
 *
 * After a turn (the play and the draw), the acting seat's side is checked:
 * if its base rose above its base at its last call (0 before any), it has
 * formed or improved a yaku and decides between Koi-Koi and stopping. If the
 * ruleset's call limit leaves no call, the seat stops by itself (leaflet 000:
 * after the one call per round, the next yaku ends the round).
 */
import { maskOfIds } from '../card-mask';
import { evaluateYakuOfMask } from '../evaluate';
import { compileRules, evaluateMask, weatherOfField } from '../evaluate-mask';
import type { GameEvent } from './events';
import { pileMask, replaceAt } from './lists';
import { exhaustRound, finishRound, yakuOutcome } from './round-end';
import { type MatchState, type RoundDraft, type RoundState, sideOf, sidePile } from './state';

/** The yaku base of a side right now (round month and, for the weather rule, the field count). */
export function sideBase(state: MatchState, round: RoundState, side: number): number {
  const { rules } = state.config;
  const pile = pileMask(sidePile(state, round, side));
  const weather = rules.viewing === 'weather' ? weatherOfField(pileMask(round.field).hi) : 0;
  return evaluateMask(pile.lo, pile.hi, compileRules(rules), null, round.month, weather);
}

/** Whether `seat` may call Koi-Koi under the ruleset's call limit. */
export function canCallKoikoi(state: MatchState, round: RoundState, seat: number): boolean {
  const { max, scope } = state.config.rules.callLimit;
  if (max === null) return true;
  const used = scope === 'round' ? round.calls.reduce((a, b) => a + b, 0) : (round.calls[seat] as number);
  return used < max;
}

/** Passes the turn to the next seat (in the action's own draft), or ends the round when every hand is empty. */
function advanceTurn(state: MatchState, round: RoundDraft, events: GameEvent[]): MatchState {
  let cardsInHands = 0;
  for (const hand of round.hands) cardsInHands += hand.length;
  if (cardsInHands === 0) return exhaustRound(state, round, events);
  round.turn = (round.turn + 1) % state.config.players;
  round.pending = null;
  return { ...state, phase: 'play', round };
}

/** Stops the round for `seat` and scores its side's yaku. */
export function stopRound(
  state: MatchState,
  round: RoundState,
  seat: number,
  automatic: boolean,
  events: GameEvent[],
): MatchState {
  events.push({ type: 'stopped', seat, automatic });
  return finishRound(state, round, yakuOutcome(state, round, seat, 'stop'), events);
}

/** The yaku check at the end of `round.turn`'s turn (in the action's own draft): decide, stop by itself, or pass the turn. */
export function afterTurn(state: MatchState, round: RoundDraft, events: GameEvent[]): MatchState {
  const seat = round.turn;
  const side = sideOf(state.config, seat);
  const base = sideBase(state, round, side);
  const previous = round.bases[side] as number;
  if (base <= previous) return advanceTurn(state, round, events);
  const improved: RoundState = { ...round, pending: null, lastImprover: seat };
  const canCall = canCallKoikoi(state, improved, seat);
  const { rules } = state.config;
  const weather = rules.viewing === 'weather' ? weatherOfField(maskOfIds(round.field).hi) : 0;
  const evaluation = evaluateYakuOfMask(maskOfIds(sidePile(state, round, side)), rules, round.month, weather);
  events.push({
    type: 'yaku-formed',
    seat,
    side,
    yaku: evaluation.yaku.map(({ id, points }) => ({ id, points })),
    base,
    previous,
    canCallKoikoi: canCall,
  });
  if (!canCall) return stopRound(state, improved, seat, true, events);
  return { ...state, phase: 'decide', round: improved };
}

/** `seat` calls Koi-Koi: its side's current base becomes the mark to beat, and play passes on. */
export function callKoikoi(
  state: MatchState,
  round: RoundState,
  seat: number,
  events: GameEvent[],
): MatchState {
  const side = sideOf(state.config, seat);
  const calls = replaceAt(round.calls, seat, (round.calls[seat] as number) + 1);
  const bases = replaceAt(round.bases, side, sideBase(state, round, side));
  const next: RoundDraft = { ...round, calls, bases };
  events.push({
    type: 'koikoi-called',
    seat,
    calls: calls[seat] as number,
    roundCalls: calls.reduce((a, b) => a + b, 0),
  });
  return advanceTurn(state, next, events);
}
