/**
 * The yaku check after each turn and the Koi-Koi decision.
 *
 * After a turn (the play and the draw), the acting seat's side is checked:
 * if its base rose above its base at its last call (0 before any), it has
 * formed or improved a yaku and decides between Koi-Koi and stopping. If the
 * ruleset's call limit leaves no call, the seat stops by itself (leaflet 000:
 * after the one call per round, the next yaku ends the round).
 *
 * Site decision (no source covers it): Koi-Koi is a call to play on; when no
 * player holds a card any more (the yaku came on the round's last turn),
 * there is nothing left to play, so the seat that formed the yaku stops by
 * itself, as when the call limit is reached. Otherwise a call there would end
 * the round at once as exhausted, which every preset scores as a draw. A
 * seat whose own hand is empty may still call while others hold cards: the
 * others' turns can still bring yaku.
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

/** Why a seat that formed a yaku stops by itself: no call left, or no card left in any hand. */
export type AutoStopCause = 'call-limit' | 'no-cards';

/** Whether some hand still holds a card (else the round has no turn left). */
export function cardsInHands(round: RoundState): boolean {
  return round.hands.some((hand) => hand.length > 0);
}

/**
 * Why `seat` may not call Koi-Koi now, or `null` when it may: `no-cards`
 * when no hand holds a card any more (site decision, see the file comment),
 * `call-limit` when the ruleset's call limit is used up.
 */
export function koikoiBar(state: MatchState, round: RoundState, seat: number): AutoStopCause | null {
  if (!cardsInHands(round)) return 'no-cards';
  const { max, scope } = state.config.rules.callLimit;
  if (max === null) return null;
  const used = scope === 'round' ? round.calls.reduce((a, b) => a + b, 0) : (round.calls[seat] as number);
  return used < max ? null : 'call-limit';
}

/** Whether `seat` may call Koi-Koi: a call left under the ruleset's limit, and a card left in some hand. */
export function canCallKoikoi(state: MatchState, round: RoundState, seat: number): boolean {
  return koikoiBar(state, round, seat) === null;
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

/** Stops the round for `seat` and scores its side's yaku; `cause` says why it stopped by itself (`null`: its choice). */
export function stopRound(
  state: MatchState,
  round: RoundState,
  seat: number,
  cause: AutoStopCause | null,
  events: GameEvent[],
): MatchState {
  events.push(
    cause === null
      ? { type: 'stopped', seat, automatic: false }
      : { type: 'stopped', seat, automatic: true, cause },
  );
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
  const bar = koikoiBar(state, improved, seat);
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
    canCallKoikoi: bar === null,
  });
  if (bar !== null) return stopRound(state, improved, seat, bar, events);
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
