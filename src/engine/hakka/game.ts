/**
 * The game as a pure reducer: `newGame`, `legalActions`, `applyAction`.
 *
 * @example
 * let state = newGame({ seed: 'demo' });
 * const [first] = legalActions(state);
 * const result = applyAction(state, first!);
 * if (result.ok) state = result.state;
 */
import { type CardId, CARDS, isCardId, sortCards, WAN_SIN } from './cards';
import { elders } from './elders';
import { type HakkaOptions, resolveOptions } from './options';
import { classifyPattern } from './patterns';
import { beatingPlays, bestOnTable, combinations, kindOf, leadPlays, leadSingles, replyBeats } from './moves';
import { settle } from './scoring';
import { activeOrder, dreamerOf, nextSeat, type Seat } from './seats';
import {
  type ApplyResult,
  HAND_SIZE,
  type HakkaAction,
  type HakkaEvent,
  type HakkaState,
  type RejectReason,
  ROUNDS_PER_GAME,
  type RoundResult,
  type TableEntry,
} from './state';
import { nextInt, type RngState, type Seed, seedRng, shuffle } from '../rng';

/** The cards of Five Tigers: "die 1en aller Kartenfarben … und die Wan Sin". */
export const FIVE_TIGERS: readonly CardId[] = Object.freeze(['sup-1', 'gon-1', 'zok-1', 'sin-1', WAN_SIN]);

/** What a game starts from. */
export interface GameConfig {
  /** Seed of the generator (first dealer and every deal). */
  readonly seed: Seed;
  /** Rule options; missing ones take the defaults. */
  readonly options?: Partial<HakkaOptions>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Deals a round: "Jeder Spieler, einschließlich des Träumers, erhält zunächst eine Karte. Anschließend erhält jeder Spieler, mit Ausnahme des Träumers, noch mehr Karten, bis jeder der aktiven Spieler 12 Karten hat." */
function deal(
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

// States share their `played` array until a card is played, so the elders are
// cached per array (a pure function of it): this is the hottest path of bots.
const ELDER_CACHE = new WeakMap<readonly CardId[], readonly CardId[]>();

/** The elders as the engine applies them (with discards when `discardsPromoteElders`). */
export function currentElders(state: HakkaState): readonly CardId[] {
  if (state.options.discardsPromoteElders) return elders([...state.played, ...state.discards]);
  let cached = ELDER_CACHE.get(state.played);
  if (cached === undefined) {
    cached = Object.freeze(elders(state.played));
    ELDER_CACHE.set(state.played, cached);
  }
  return cached;
}

/** The declaration count of a seat: tricks, plus elders in hand under `'tricks-plus-elders'`. */
export function declarationCount(state: HakkaState, seat: Seat): number {
  const tricks = state.tricks[seat] ?? 0;
  if (state.options.declarationCount === 'tricks-only') return tricks;
  const el = currentElders(state);
  return tricks + (state.hands[seat] ?? []).filter((c) => el.includes(c)).length;
}

function holdsFiveTigers(hand: readonly CardId[]): boolean {
  return FIVE_TIGERS.every((c) => hand.includes(c));
}

function isCaller(state: HakkaState, seat: Seat): boolean {
  return seat === state.privileged || (seat === state.dealer && state.dealerCalled);
}

function mayClaimTigers(state: HakkaState, seat: Seat): boolean {
  if (!holdsFiveTigers(state.hands[seat] ?? [])) return false;
  return state.options.fiveTigersClaimant === 'any-active' || isCaller(state, seat);
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
      return { ok: true, ...finish(endRound(state, 'five-tigers', seat, 8, events)) };
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
        const count = declarationCount(state, seat);
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

/** "Falls niemand in der Phase des Ansagens ansagt, wird die Runde abgebrochen und es beginnt eine neue Runde durch Geben neuer Karten." */
function redeal(state: HakkaState, events: HakkaEvent[]): HakkaState {
  const nextDealer = state.options.redealDealer === 'next' ? nextSeat(state.dealer) : state.dealer;
  events.push({ type: 'redeal', round: state.round, nextDealer });
  if (!state.options.redealCountsAsRound) return deal(state, state.round, nextDealer, events);
  const result: RoundResult = {
    round: state.round,
    dealer: state.dealer,
    dreamer: state.dreamer,
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

function endRound(
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
function endWithoutDeclaration(state: HakkaState, events: HakkaEvent[]): HakkaState {
  if (state.options.noDeclaration === 'most-tricks') {
    const top = Math.max(...state.tricks);
    const leaders = state.tricks.flatMap((t, i) => (t === top ? [i as Seat] : []));
    const winner = leaders[0];
    if (top >= 6 && leaders.length === 1 && winner !== undefined)
      return endRound(state, 'most-tricks', winner, top, events);
  }
  const result: RoundResult = {
    round: state.round,
    dealer: state.dealer,
    dreamer: state.dreamer,
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
  if (count >= 6) {
    events.push({ type: 'may-declare', seat: winner, count });
    return { ...next, phase: 'declaring', events };
  }
  if ((next.hands[winner] ?? []).length === 0) return endWithoutDeclaration(next, events);
  return { ...next, events };
}

/** The card zones of the current round; every dealt card is in exactly one. */
export interface Zones {
  /** Hands per seat (the dreamer's is empty). */
  readonly hands: readonly (readonly CardId[])[];
  /** The dreamer's card. */
  readonly dreamer: readonly CardId[];
  /** Face-up cards of the current trick. */
  readonly table: readonly CardId[];
  /** Face-up cards of won tricks per seat. */
  readonly won: readonly (readonly CardId[])[];
  /** Face-down discards. */
  readonly discards: readonly CardId[];
}

/**
 * Where the cards of the current round are. Discards of the current trick are
 * already in `discards` (face down).
 *
 * @example
 * const z = zones(state);
 * z.hands[0].length + z.table.length; // …
 */
export function zones(state: HakkaState): Zones {
  return {
    hands: state.hands,
    dreamer: state.dreamerCard,
    table: state.table.flatMap((e) => (e.kind === 'play' ? e.cards : [])),
    won: state.won,
    discards: state.discards,
  };
}

/** Number of cards in a full deal (all 37 are dealt: 1 + 3 × 12). */
export const CARDS_DEALT = 1 + 3 * HAND_SIZE;

/**
 * Replays actions from a config; returns the final state, or the index and
 * reason of the first rejected action.
 *
 * @example
 * const r = replay({ seed: 1 }, savedActions);
 * if (r.ok) state = r.state;
 */
export function replay(
  config: GameConfig,
  actions: readonly HakkaAction[],
): { ok: true; state: HakkaState } | { ok: false; index: number; reason: RejectReason; state: HakkaState } {
  let state = newGame(config);
  for (let index = 0; index < actions.length; index++) {
    const r = applyAction(state, actions[index] as HakkaAction);
    if (!r.ok) return { ok: false, index, reason: r.reason, state };
    state = r.state;
  }
  return { ok: true, state };
}
