/**
 * A fast, mutable simulator of the rest of one Koi-Koi round: the strong
 * bot's play-outs run here instead of through the pure `applyAction`. Cards
 * are indexes 0–47 (their `CARDS` position, month `(i >> 2) + 1`), zones are
 * 48-bit masks as two 24-bit halves (see `card-mask.ts`) and yaku come from
 * `evaluateMask`, so a step allocates nothing.
 *
 * It follows the same rules as the game engine (`../game/turn.ts`,
 * `decision.ts`, `round-end.ts`) for everything after the deal: captures,
 * the capture choice, the yaku check, Koi-Koi and stopping, the call limit
 * and the stop by itself once every hand is empty, the exhausted round and
 * the round's points. The tests step it side by side with the engine. It never sees a real hidden card: the bots fill it
 * from a sample (`sample.ts`).
 */
import { popcount } from '../card-mask';
import { type CompiledRules, compileRules, evaluateMask, weatherOfField } from '../evaluate-mask';
import type { Ruleset } from '../ruleset';
import { koikoiFactor } from '../score-round';

/** Phase codes of a {@link Sim}. */
export const SIM_PLAY = 0;
/** The seat to act chooses which of two field cards the pending card takes. */
export const SIM_CHOOSE = 1;
/** The seat to act decides between Koi-Koi and stopping. */
export const SIM_DECIDE = 2;
/** The round is over (`winner`, `points`). */
export const SIM_OVER = 3;

/** Where the pending card came from. */
export const FROM_HAND = 0;
/** The pending card was drawn from the stock. */
export const FROM_STOCK = 1;

/** Low-half bits of each month's four cards (index = month 1–12; 0 unused). */
export const MONTH_LO: readonly number[] = Array.from({ length: 13 }, (_, m) =>
  m >= 1 && m <= 6 ? 0xf << ((m - 1) * 4) : 0,
);
/** High-half bits of each month's four cards. */
export const MONTH_HI: readonly number[] = Array.from({ length: 13 }, (_, m) =>
  m >= 7 ? 0xf << ((m - 7) * 4) : 0,
);

/** Index of the lowest set bit of a non-zero 32-bit integer. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** The fixed facts of a round: rules, seats and sides. */
export interface SimSetup {
  readonly rules: Ruleset;
  readonly players: number;
  /** Four players in two teams (seats 0+2, 1+3). */
  readonly teams: boolean;
  readonly month: number;
  readonly dealer: number;
  /** Match points per side before the round (the greedy Koi-Koi rule reads them). */
  readonly sideScores: readonly number[];
}

/** One round in play, mutable. Copy it with {@link Sim.copyFrom} before trying a move. */
export class Sim {
  readonly rules: Ruleset;
  readonly compiled: CompiledRules;
  readonly players: number;
  readonly sides: number;
  readonly teams: boolean;
  readonly month: number;
  readonly dealer: number;
  readonly sideScores: readonly number[];
  /** Hands: seat `s` is `hands[2s]` (low half) and `hands[2s + 1]` (high half). */
  readonly hands: Int32Array;
  /** Cards in each hand. */
  readonly handSize: Int32Array;
  /** Captured cards per side, halves as in `hands`. */
  readonly piles: Int32Array;
  /** Koi-Koi calls per seat. */
  readonly calls: Int32Array;
  /** Base at each side's last call. */
  readonly bases: Int32Array;
  /** The stock, top card at `stockAt`. */
  readonly stock: Int8Array;
  fieldLo = 0;
  fieldHi = 0;
  stockAt = 0;
  stockEnd = 0;
  turn = 0;
  phase = SIM_PLAY;
  pendingCard = -1;
  pendingSource = FROM_HAND;
  /** The two field cards the pending card may take. */
  optionA = -1;
  optionB = -1;
  lastImprover = -1;
  /** Seat that scored, or −1 (draw, or not over). */
  winner = -1;
  /** Points the winner earned. */
  points = 0;

  constructor(setup: SimSetup) {
    this.rules = setup.rules;
    this.compiled = compileRules(setup.rules);
    this.players = setup.players;
    this.teams = setup.teams;
    this.sides = setup.teams ? 2 : setup.players;
    this.month = setup.month;
    this.dealer = setup.dealer;
    this.sideScores = setup.sideScores;
    this.hands = new Int32Array(2 * setup.players);
    this.handSize = new Int32Array(setup.players);
    this.piles = new Int32Array(2 * this.sides);
    this.calls = new Int32Array(setup.players);
    this.bases = new Int32Array(this.sides);
    this.stock = new Int8Array(48);
  }

  /** Makes this sim (same setup) a copy of `other`. */
  copyFrom(other: Sim): this {
    this.hands.set(other.hands);
    this.handSize.set(other.handSize);
    this.piles.set(other.piles);
    this.calls.set(other.calls);
    this.bases.set(other.bases);
    this.stock.set(other.stock);
    this.fieldLo = other.fieldLo;
    this.fieldHi = other.fieldHi;
    this.stockAt = other.stockAt;
    this.stockEnd = other.stockEnd;
    this.turn = other.turn;
    this.phase = other.phase;
    this.pendingCard = other.pendingCard;
    this.pendingSource = other.pendingSource;
    this.optionA = other.optionA;
    this.optionB = other.optionB;
    this.lastImprover = other.lastImprover;
    this.winner = other.winner;
    this.points = other.points;
    return this;
  }

  /** A new sim with the same setup and contents. */
  clone(): Sim {
    return new Sim(this).copyFrom(this);
  }

  /** The side of a seat. */
  sideOf(seat: number): number {
    return this.teams ? seat % 2 : seat;
  }

  /** Adds card `index` to seat's hand. */
  giveCard(seat: number, index: number): void {
    if (index < 24) this.hands[2 * seat] = (this.hands[2 * seat] as number) | (1 << index);
    else this.hands[2 * seat + 1] = (this.hands[2 * seat + 1] as number) | (1 << (index - 24));
    this.handSize[seat] = (this.handSize[seat] as number) + 1;
  }

  /** Whether `seat` holds card `index`. */
  holds(seat: number, index: number): boolean {
    return index < 24
      ? (((this.hands[2 * seat] as number) >>> index) & 1) === 1
      : (((this.hands[2 * seat + 1] as number) >>> (index - 24)) & 1) === 1;
  }

  /** The yaku base of a side now (weather from the field under the weather rule). */
  sideBase(side: number): number {
    const weather = this.compiled.viewing === 3 ? weatherOfField(this.fieldHi) : 0;
    return evaluateMask(
      this.piles[2 * side] as number,
      this.piles[2 * side + 1] as number,
      this.compiled,
      null,
      this.month,
      weather,
    );
  }

  /** Koi-Koi calls of a side and of all the others. */
  callsOf(side: number): { own: number; opponents: number } {
    let own = 0;
    let opponents = 0;
    for (let seat = 0; seat < this.players; seat++) {
      if (this.sideOf(seat) === side) own += this.calls[seat] as number;
      else opponents += this.calls[seat] as number;
    }
    return { own, opponents };
  }

  /** Points `seat`'s side scores by ending the round now (doubling and Koi-Koi factor). */
  scoreFor(seat: number): number {
    const side = this.sideOf(seat);
    const base = this.sideBase(side);
    if (base <= 0) return 0;
    const threshold = this.rules.doublingThreshold;
    const doubled = threshold !== null && base >= threshold ? base * 2 : base;
    return doubled * koikoiFactor(this.rules.koikoiMultiplier, this.callsOf(side)).factor;
  }

  /** Whether some hand still holds a card. */
  cardsInHands(): boolean {
    for (let seat = 0; seat < this.players; seat++) if ((this.handSize[seat] as number) > 0) return true;
    return false;
  }

  /** Whether `seat` may still call Koi-Koi: a call left, and a card left in some hand (`canCallKoikoi`). */
  canCall(seat: number): boolean {
    if (!this.cardsInHands()) return false;
    const { max, scope } = this.rules.callLimit;
    if (max === null) return true;
    if (scope === 'player') return (this.calls[seat] as number) < max;
    let used = 0;
    for (let s = 0; s < this.players; s++) used += this.calls[s] as number;
    return used < max;
  }

  /** The seat to act plays card `index` from its hand (phase play; the card must be in the hand). */
  play(index: number): void {
    const seat = this.turn;
    if (index < 24) this.hands[2 * seat] = (this.hands[2 * seat] as number) & ~(1 << index);
    else this.hands[2 * seat + 1] = (this.hands[2 * seat + 1] as number) & ~(1 << (index - 24));
    this.handSize[seat] = (this.handSize[seat] as number) - 1;
    this.resolve(index, FROM_HAND);
  }

  /** The pending card takes field card `option` (phase choose). */
  choose(option: number): void {
    const card = this.pendingCard;
    const source = this.pendingSource;
    this.take(card, option < 24 ? 1 << option : 0, option < 24 ? 0 : 1 << (option - 24));
    this.pendingCard = -1;
    this.phase = SIM_PLAY;
    if (source === FROM_HAND) this.draw();
    else this.afterTurn();
  }

  /** The seat to act calls Koi-Koi (phase decide). */
  koikoi(): void {
    const seat = this.turn;
    this.calls[seat] = (this.calls[seat] as number) + 1;
    const side = this.sideOf(seat);
    this.bases[side] = this.sideBase(side);
    this.advance();
  }

  /** The seat to act stops and scores (phase decide). */
  stop(): void {
    this.finish(this.turn, this.scoreFor(this.turn));
  }

  private take(card: number, lo: number, hi: number): void {
    const side = this.sideOf(this.turn);
    const cardLo = card < 24 ? 1 << card : 0;
    const cardHi = card < 24 ? 0 : 1 << (card - 24);
    this.piles[2 * side] = (this.piles[2 * side] as number) | lo | cardLo;
    this.piles[2 * side + 1] = (this.piles[2 * side + 1] as number) | hi | cardHi;
    this.fieldLo &= ~lo;
    this.fieldHi &= ~hi;
  }

  private resolve(card: number, source: number): void {
    const month = (card >> 2) + 1;
    const lo = this.fieldLo & (MONTH_LO[month] as number);
    const hi = this.fieldHi & (MONTH_HI[month] as number);
    const matches = lo | hi;
    const count = popcount(matches);
    if (count === 0) {
      if (card < 24) this.fieldLo |= 1 << card;
      else this.fieldHi |= 1 << (card - 24);
    } else if (count === 2) {
      // Two matches: the player chooses.
      const base = card < 24 ? 0 : 24;
      const first = lowestBit(matches);
      this.phase = SIM_CHOOSE;
      this.pendingCard = card;
      this.pendingSource = source;
      this.optionA = base + first;
      this.optionB = base + lowestBit(matches & ~(1 << first));
      return;
    } else {
      // One match: the pair; three: the fourth card takes all.
      this.take(card, lo, hi);
    }
    if (source === FROM_HAND) this.draw();
    else this.afterTurn();
  }

  private draw(): void {
    if (this.stockAt >= this.stockEnd) {
      this.afterTurn();
      return;
    }
    const top = this.stock[this.stockAt] as number;
    this.stockAt++;
    this.resolve(top, FROM_STOCK);
  }

  private afterTurn(): void {
    const seat = this.turn;
    const side = this.sideOf(seat);
    const base = this.sideBase(side);
    if (base <= (this.bases[side] as number)) {
      this.advance();
      return;
    }
    this.lastImprover = seat;
    if (!this.canCall(seat)) {
      this.stop();
      return;
    }
    this.phase = SIM_DECIDE;
  }

  private advance(): void {
    if (this.cardsInHands()) {
      this.turn = (this.turn + 1) % this.players;
      this.phase = SIM_PLAY;
      return;
    }
    this.exhaust();
  }

  private exhaust(): void {
    const { exhaustedRound, dealerPrivilegePoints } = this.rules;
    if (exhaustedRound === 'dealer-privilege' && dealerPrivilegePoints > 0) {
      this.finish(this.dealer, dealerPrivilegePoints);
    } else if (exhaustedRound === 'last-improver-scores' && this.lastImprover >= 0) {
      this.finish(this.lastImprover, this.scoreFor(this.lastImprover));
    } else this.finish(-1, 0);
  }

  private finish(winner: number, points: number): void {
    this.winner = winner;
    this.points = points;
    this.phase = SIM_OVER;
  }

  /** The round's result for `seat`'s side: its points, minus the winner's when another side scored, 0 for a draw. */
  resultFor(seat: number): number {
    if (this.phase !== SIM_OVER || this.winner < 0) return 0;
    return this.sideOf(this.winner) === this.sideOf(seat) ? this.points : -this.points;
  }
}
