/**
 * The game as a pure reducer: `newGame`, `legalActions`, `applyAction`.
 *
 * @example
 * let state = newGame({ seed: 'demo' });
 * const [first] = legalActions(state);
 * const result = applyAction(state, first!);
 * if (result.ok) state = result.state;
 */

import { nextInt, type Seed, seedRng } from '../rng';
import { type CardId, isCardId, sortCards } from './cards';
import {
  currentElders,
  declarationCount,
  ELDER_CACHE,
  FIVE_TIGERS_TRICKS,
  mayClaimTigers,
  paidCount,
} from './derived';
import { beatingPlays, bestOnTable, combinations, kindOf, leadPlays, leadSingles, replyBeats } from './moves';
import { type HakkaOptions, resolveOptions } from './options';
import { classifyPattern } from './patterns';
import { deal, endRound, endWithoutDeclaration, redeal } from './round';
import { DECLARE_FROM } from './scoring';
import { activeOrder, dreamerOf, type Seat } from './seats';
import type { ApplyResult, HakkaAction, HakkaEvent, HakkaState, RejectReason, TableEntry } from './state';

/** What a game starts from. */
export interface GameConfig {
  /** Seed of the generator (first dealer and every deal). */
  readonly seed: Seed;
  /** Rule options; missing ones take the defaults. */
  readonly options?: Partial<HakkaOptions>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Starts a game: the first dealer is drawn at random ("wird ein Spieler nach
 * dem Zufallsprinzip zum Geber bestimmt") and round 1 is dealt.
 *
 * @example
 * const state = newGame({ seed: 42, options: { wanSinInSets: false } });
 */
export function newGame(config: GameConfig): HakkaState {
  const options = resolveOptions(config.options);
  const [dealer, rng] = nextInt(seedRng(config.seed), 4);
  return deal(
    {
      version: 1,
      options,
      seed: config.seed,
      rng,
      round: 1,
      phase: 'calling',
      dealer: dealer as Seat,
      dreamer: dreamerOf(dealer as Seat),
      table: [],
      won: [],
      discards: [],
      discardOwners: [],
      tricks: [0, 0, 0, 0],
      played: [],
      toAct: dealer as Seat,
      leader: dealer as Seat,
      calls: [],
      privileged: null,
      dealerCalled: false,
      scores: [0, 0, 0, 0],
      rounds: [],
    },
    1,
    dealer as Seat,
    [],
  );
}

/** True when the game has ended (four rounds played). */
export function isOver(state: HakkaState): boolean {
  return state.phase === 'over';
}

/** Game totals per seat (zero-sum). */
export function gameScores(state: HakkaState): readonly number[] {
  return state.scores;
}

/**
 * Every legal action of the seat to act; empty only when the game is over.
 * Discards are listed as every combination of the required size.
 */
export function legalActions(state: HakkaState): HakkaAction[] {
  const seat = state.toAct;
  if (seat === null || state.phase === 'over') return [];
  switch (state.phase) {
    case 'calling':
      return [
        { type: 'call', seat },
        { type: 'pass', seat },
      ];
    case 'tigers':
      return [
        { type: 'claim-tigers', seat },
        { type: 'decline-tigers', seat },
      ];
    case 'declaring':
      return [
        { type: 'declare', seat },
        { type: 'continue', seat },
      ];
    default: {
      const hand = state.hands[seat] ?? [];
      const best = bestOnTable(state.table);
      if (best === null) {
        const out: HakkaAction[] = leadPlays(
          hand,
          currentElders(state),
          seat === state.privileged,
          state.options,
        ).map((cards) => ({ type: 'play', seat, cards }));
        if (state.options.fiveTigersTiming === 'when-leading' && mayClaimTigers(state, seat)) {
          out.push({ type: 'claim-tigers', seat });
        }
        return out;
      }
      const beating = beatingPlays(hand, best, state.options);
      if (beating.length > 0) return beating.map((cards) => ({ type: 'play', seat, cards }));
      return combinations(hand, best.size).map((cards) => ({ type: 'discard', seat, cards }));
    }
  }
}

const reject = (reason: RejectReason): ApplyResult => ({ ok: false, reason });

/**
 * Applies an action. Pure: the input state is never changed; an illegal action
 * returns `{ ok: false, reason }` with an i18n key and no new state.
 *
 * @example
 * const r = applyAction(state, { type: 'pass', seat: state.toAct! });
 * if (!r.ok) console.log(r.reason); // e.g. 'hakka.error.notYourTurn'
 */
export function applyAction(state: HakkaState, action: HakkaAction): ApplyResult {
  if (state.phase === 'over' || state.toAct === null) return reject('hakka.error.gameOver');
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    return reject('hakka.error.malformed');
  }
  if (action.seat !== state.toAct) return reject('hakka.error.notYourTurn');
  const seat = state.toAct;
  switch (action.type) {
    case 'call':
    case 'pass':
      if (state.phase !== 'calling') return reject('hakka.error.wrongPhase');
      return { ok: true, ...finish(applyCall(state, seat, action.type === 'call')) };
    case 'claim-tigers': {
      const leading =
        state.phase === 'playing' &&
        state.table.length === 0 &&
        state.options.fiveTigersTiming === 'when-leading';
      if (state.phase !== 'tigers' && !leading) return reject('hakka.error.wrongPhase');
      if (!mayClaimTigers(state, seat)) return reject('hakka.error.noFiveTigers');
      const events: HakkaEvent[] = [{ type: 'five-tigers', seat }];
      // "können Sie sofort mit acht Stichen gewinnen und vier Punkte erzielen".
      return { ok: true, ...finish(endRound(state, 'five-tigers', seat, FIVE_TIGERS_TRICKS, events)) };
    }
    case 'decline-tigers':
      if (state.phase !== 'tigers') return reject('hakka.error.wrongPhase');
      return {
        ok: true,
        ...finish({
          ...state,
          phase: 'playing',
          toAct: state.dealer,
          leader: state.dealer,
          events: [{ type: 'five-tigers-declined', seat }],
        }),
      };
    case 'declare':
    case 'continue': {
      if (state.phase !== 'declaring') return reject('hakka.error.wrongPhase');
      if (action.type === 'declare') {
        const count = paidCount(state, seat);
        return {
          ok: true,
          ...finish(endRound(state, 'declared', seat, count, [{ type: 'declared', seat, count }])),
        };
      }
      const events: HakkaEvent[] = [{ type: 'continued', seat }];
      if ((state.hands[seat] ?? []).length === 0)
        return { ok: true, ...finish(endWithoutDeclaration(state, events)) };
      return { ok: true, ...finish({ ...state, phase: 'playing', toAct: seat, events }) };
    }
    case 'play':
    case 'discard':
      return applyCards(state, seat, action.type, action.cards);
    default:
      return reject('hakka.error.malformed');
  }
}

function finish(state: HakkaState): { state: HakkaState; events: readonly HakkaEvent[] } {
  return { state, events: state.events };
}

/** Calling: "beginnt der Geber, indem er sich entscheidet, ob er „ansagt“ oder „passt“". */
function applyCall(state: HakkaState, seat: Seat, called: boolean): HakkaState {
  const calls = [...state.calls, { seat, called }];
  const isDealer = seat === state.dealer;
  // "Wenn Sie nicht der Geber sind, aber Sie haben angesagt, werden Sie zum Privilegierten Spieler."
  const becomesPrivileged = called && !isDealer && state.privileged === null;
  const events: HakkaEvent[] = [
    called ? { type: 'called', seat, privileged: becomesPrivileged } : { type: 'passed', seat },
  ];
  const next: Mutable<HakkaState> = {
    ...state,
    calls,
    privileged: becomesPrivileged ? seat : state.privileged,
    dealerCalled: state.dealerCalled || (called && isDealer),
    events,
  };
  const order = activeOrder(state.dealer, state.dreamer);
  const done = (called && state.options.callingEndsAtFirstCall) || calls.length === order.length;
  if (!done) {
    next.toAct = order[calls.length] ?? null;
    return next;
  }
  if (!calls.some((c) => c.called)) return redeal(next, events);
  events.push({ type: 'calling-ended', dealerCalled: next.dealerCalled, privileged: next.privileged });
  const holder = order.find((s) => mayClaimTigers(next, s));
  if (holder !== undefined && next.options.fiveTigersTiming === 'after-calling') {
    return { ...next, phase: 'tigers', toAct: holder };
  }
  // "In der Phase des Spielens beginnt der Geber".
  return { ...next, phase: 'playing', toAct: state.dealer, leader: state.dealer };
}

function applyCards(
  state: HakkaState,
  seat: Seat,
  type: 'play' | 'discard',
  raw: readonly CardId[],
): ApplyResult {
  if (state.phase !== 'playing') return reject('hakka.error.wrongPhase');
  if (!Array.isArray(raw) || raw.length === 0) return reject('hakka.error.malformed');
  if (!raw.every(isCardId)) return reject('hakka.error.unknownCard');
  const cards = sortCards(raw);
  // Sorted, so a repeated card sits next to its twin.
  if (cards.some((c, i) => i > 0 && c === cards[i - 1])) return reject('hakka.error.malformed');
  const hand = state.hands[seat] ?? [];
  if (!cards.every((c) => hand.includes(c))) return reject('hakka.error.notInHand');
  const best = bestOnTable(state.table);
  if (best === null) {
    if (type === 'discard') return reject('hakka.error.wrongPhase');
    const pattern = classifyPattern(cards, state.options);
    if (pattern === null) return reject('hakka.error.notAPattern');
    if (pattern.kind === 'single') {
      const card = cards[0] as CardId;
      const allowed = leadSingles(hand, currentElders(state), seat === state.privileged, state.options);
      if (!allowed.includes(card)) {
        const el = currentElders(state);
        const elderEarly = el.includes(card) && hand.some((c) => !el.includes(c));
        return reject(elderEarly ? 'hakka.error.elderFirst' : 'hakka.error.highestSuit');
      }
    }
  } else if (type === 'play') {
    const pattern = classifyPattern(cards, state.options);
    if (pattern === null) return reject('hakka.error.notAPattern');
    if (pattern.kind !== best.kind || pattern.size !== best.size) return reject('hakka.error.wrongPattern');
    if (!replyBeats(best, cards)) return reject('hakka.error.doesNotBeat');
  } else {
    // "Falls die Karten in Ihrem Blatt das Muster auf dem Tisch nicht schlagen können, müssen Sie so viele Karten wie in dem Muster ablegen."
    if (cards.length !== best.size) return reject('hakka.error.wrongCount');
    if (beatingPlays(hand, best, state.options).length > 0) return reject('hakka.error.mustBeat');
  }
  const events: HakkaEvent[] = [];
  const before = state.options.discardsPromoteElders || type === 'play' ? currentElders(state) : null;
  const newHand = hand.filter((c) => !cards.includes(c));
  const hands = state.hands.map((h, i) => (i === seat ? newHand : h));
  let next: Mutable<HakkaState>;
  if (type === 'play') {
    events.push({ type: 'played', seat, cards, pattern: kindOf(cards) });
    next = {
      ...state,
      hands,
      table: [...state.table, { seat, kind: 'play', cards }],
      played: [...state.played, ...cards],
      events,
    };
  } else {
    events.push({ type: 'discarded', seat, count: cards.length });
    next = {
      ...state,
      hands,
      table: [...state.table, { seat, kind: 'discard', count: cards.length }],
      discards: [...state.discards, ...cards],
      discardOwners: [...state.discardOwners, ...cards.map(() => seat)],
      events,
    };
  }
  if (before !== null) {
    // Playing a non-elder never changes the elders (an elder is the highest
    // unplayed card of its suit, or Sup-1/Sin-1/Wan Sin), so reuse the list.
    if (!state.options.discardsPromoteElders && !cards.some((c) => before.includes(c))) {
      ELDER_CACHE.set(next.played, before);
    }
    const after = currentElders(next);
    const promoted = after.filter((c) => !before.includes(c));
    if (promoted.length > 0) events.push({ type: 'elder-promoted', cards: promoted });
  }
  const order = activeOrder(state.leader, state.dreamer);
  if (next.table.length < order.length) {
    next.toAct = order[next.table.length] ?? null;
    return { ok: true, ...finish(next) };
  }
  return { ok: true, ...finish(resolveTrick(next, events)) };
}

/** "Nachdem jeder Spieler Karten ausgespielt oder abgelegt hat, gewinnt das höchste Muster … Der Gewinner kommt dann heraus". */
function resolveTrick(state: HakkaState, events: HakkaEvent[]): HakkaState {
  const best = bestOnTable(state.table);
  if (best === null) throw new Error('trick without a play');
  const winner = best.seat;
  const faceUp = state.table.flatMap((e: TableEntry) => (e.kind === 'play' ? e.cards : []));
  const tricks = state.tricks.map((t, i) => (i === winner ? t + best.size : t));
  events.push({ type: 'trick-won', seat: winner, tricks: best.size, total: tricks[winner] ?? 0 });
  const next: HakkaState = {
    ...state,
    table: [],
    won: state.won.map((w, i) => (i === winner ? [...w, ...faceUp] : w)),
    tricks,
    leader: winner,
    toAct: winner,
  };
  // "Wenn Sie den Stich gewonnen haben, und falls die Gesamtanzahl der gewonnenen Stiche plus Anzahl der Ältesten-Karten in Ihrem Blatt gleich oder größer 6 ist, können Sie den Sieg erklären."
  const count = declarationCount(next, winner);
  if (count >= DECLARE_FROM) {
    events.push({ type: 'may-declare', seat: winner, count });
    return { ...next, phase: 'declaring', events };
  }
  if ((next.hands[winner] ?? []).length === 0) return endWithoutDeclaration(next, events);
  return { ...next, events };
}

/**
 * Replays actions from a config; returns the final state, or the index and
 * reason of the first rejected action (with the state before it). `events`
 * holds every transition's events: `events[0]` the first deal's,
 * `events[k + 1]` what `actions[k]` caused.
 *
 * @example
 * const r = replay({ seed: 1 }, savedActions);
 * if (r.ok) state = r.state;
 */
export function replay(
  config: GameConfig,
  actions: readonly HakkaAction[],
):
  | { ok: true; state: HakkaState; events: readonly (readonly HakkaEvent[])[] }
  | {
      ok: false;
      index: number;
      reason: RejectReason;
      state: HakkaState;
      events: readonly (readonly HakkaEvent[])[];
    } {
  let state = newGame(config);
  const events: (readonly HakkaEvent[])[] = [state.events];
  for (let index = 0; index < actions.length; index++) {
    const r = applyAction(state, actions[index] as HakkaAction);
    if (!r.ok) return { ok: false, index, reason: r.reason, state, events };
    state = r.state;
    events.push(r.events);
  }
  return { ok: true, state, events };
}
