/**
 * The Koi-Koi match state: plain JSON (no classes, Maps or Sets), holding the
 * configuration, the random generator's state and the current round, so a
 * match can be saved, sent to a Web Worker or replayed anywhere.
 *
 * Seats are numbered 0…n−1 in turn order: play passes from seat `s` to seat
 * `s + 1` (the sheet's "gegen den Uhrzeigersinn", the dealer's right). With
 * four players and `rules.fourPlayerTeams`, seats 0+2 and 1+3 are partners
 * (sitting opposite each other, sheet 003).
 */
import type { RngState, Seed } from '../../rng';
import type { CardId, Month } from '../card-ids';
import type { PlayerCount, Ruleset } from '../ruleset';
import type { ScoreStep } from '../score-round';
import type { LuckyHandId, YakuId } from '../yaku-ids';

/** State format version; bump it when the shape changes so old saves are discarded. */
export const STATE_VERSION = 1;

/** What `newMatch` takes; stored unchanged in the state as `config`. */
export interface MatchConfig {
  /** The ruleset; every rule of the flow is read from here. */
  readonly rules: Ruleset;
  /** Number of players (seats 0…n−1); must be in `rules.playerCounts`. */
  readonly players: PlayerCount;
  /** Seed of the random generator (dealer draw, shuffles). */
  readonly seed: Seed;
  /** Rounds in the match; default `rules.rounds` (the issue offers 3, 6 and 12). */
  readonly rounds?: number;
  /**
   * Skips the dealer draw: this seat deals the first round (tutorials, tests).
   * Omitted = the cards decide (see `dealer-draw.ts`).
   */
  readonly firstDealer?: number;
  /**
   * Stacked decks for scripted lessons and tests: the k-th deal of the match
   * (redeals included) uses `decks[k]` instead of a shuffle. Each deck is an
   * ordering of all 48 cards: first the field, then seat 0's hand, seat 1's
   * hand, …, then the stock with its top card first. Build one with
   * `stackDeck`. Deals past the end of the list are shuffled.
   */
  readonly decks?: readonly (readonly CardId[])[];
}

/** The stages of a match; `legalActions` lists what each one accepts. */
export const PHASES = ['dealer-draw', 'deal', 'play', 'choose', 'decide', 'match-over'] as const;

/**
 * A match stage:
 * - `dealer-draw`: before the first deal, the seats draw for the dealer;
 * - `deal`: the next round is to be dealt (the last round's cards stay in
 *   their zones until then, so a summary can show them);
 * - `play`: the seat to act plays a card from its hand;
 * - `choose`: a card in play (`round.pending`) matches two field cards; its
 *   player picks one;
 * - `decide`: the seat to act formed or improved a yaku: Koi-Koi or stop;
 * - `match-over`: all rounds played.
 */
export type Phase = (typeof PHASES)[number];

/** A card waiting for its player to choose which of two matching field cards it takes. */
export interface PendingCapture {
  /** The card in play (from the hand or just drawn). */
  readonly card: CardId;
  /** Where it came from: the hand (the draw follows) or the stock (the turn ends). */
  readonly source: 'hand' | 'stock';
  /** The two field cards of its month. */
  readonly options: readonly [CardId, CardId];
}

/** One round in progress (or just finished, while the phase is `deal`). */
export interface RoundState {
  /** 1-based round number. */
  readonly number: number;
  /** The round's month for Tsukifuda: round 1 is January, round 13 January again. */
  readonly month: Month;
  /** Seat that dealt and played first. */
  readonly dealer: number;
  /** Cards in hand per seat. */
  readonly hands: readonly (readonly CardId[])[];
  /** Face-up cards on the table. */
  readonly field: readonly CardId[];
  /** The face-down stock, top card first. */
  readonly stock: readonly CardId[];
  /** Captured cards per seat, in capture order. */
  readonly captured: readonly (readonly CardId[])[];
  /** Seat to act. */
  readonly turn: number;
  /** A card waiting for a capture choice (phase `choose`), else `null`. */
  readonly pending: PendingCapture | null;
  /** Koi-Koi calls per seat this round. */
  readonly calls: readonly number[];
  /**
   * Per side (team or seat): the base at its last Koi-Koi call (0 before);
   * a side may decide again only when its base rises above it.
   */
  readonly bases: readonly number[];
  /** Last seat that formed or improved a yaku (exhausted-round variant), or `null`. */
  readonly lastImprover: number | null;
  /**
   * Per seat, a month mask (bit `m − 1` for month `m`): the months that lay on
   * the field whenever the seat laid a card from its hand down without
   * capturing (public evidence, see `evidence.ts`). Optional: states saved
   * before it existed read as all zeros.
   */
  readonly passed?: readonly number[];
  /**
   * Per seat: whether it has played a card of a month in its `passed` mask,
   * which proves it once laid a card down while it could have captured.
   * Optional like `passed`.
   */
  readonly passedHeld?: readonly boolean[];
}

/** Why a round ended. */
/**
 * A round being built by one action: a fresh shallow copy of the input
 * round, owned by that action, so its fields may be replaced (never the
 * arrays it shares with the input state, which are copied before they
 * change).
 */
export type RoundDraft = { -readonly [K in keyof RoundState]: RoundState[K] };

export const ROUND_END_REASONS = ['stop', 'lucky-hand', 'exhausted', 'several-lucky-hands'] as const;

/** A reason a round ended. */
export type RoundEndReason = (typeof ROUND_END_REASONS)[number];

/** The outcome of a finished round, kept in `results` for the score sheet. */
export interface RoundResult {
  /** 1-based round number. */
  readonly round: number;
  /** Who dealt it. */
  readonly dealer: number;
  /** How it ended. */
  readonly reason: RoundEndReason;
  /** Seat that scored, or `null` for a drawn round. */
  readonly winner: number | null;
  /** Points the winner earned (0 for a draw). */
  readonly points: number;
  /** Base before multipliers (yaku sum, lucky-hand or privilege points). */
  readonly base: number;
  /** Yaku that counted (stop, last improver), else empty. */
  readonly yaku: readonly { readonly id: YakuId; readonly points: number }[];
  /** Score derivation from `scoreRound` (empty for lucky hands and privilege points). */
  readonly steps: readonly ScoreStep[];
  /** The lucky hand that ended the round, if any. */
  readonly luckyHand: LuckyHandId | null;
  /** Koi-Koi calls per seat in the round. */
  readonly calls: readonly number[];
}

/** The whole match: plain JSON, never mutated by the engine. */
export interface MatchState {
  /** {@link STATE_VERSION}. */
  readonly version: typeof STATE_VERSION;
  /** The configuration given to `newMatch`, with `rounds` filled in. */
  readonly config: MatchConfig & { readonly rounds: number };
  /** The random generator's state (advanced by the dealer draw and the deals). */
  readonly rng: RngState;
  /** Number of deals so far, redeals included (indexes `config.decks`). */
  readonly deals: number;
  /** Current stage. */
  readonly phase: Phase;
  /** Seat that deals the current or next round; `null` before the dealer draw. */
  readonly dealer: number | null;
  /** The current round, or the last one while the phase is `deal`/`match-over`; `null` before the first deal. */
  readonly round: RoundState | null;
  /** Points per seat so far. */
  readonly scores: readonly number[];
  /** Finished rounds, in order. */
  readonly results: readonly RoundResult[];
}

/** Whether seats play in two teams (four players and `rules.fourPlayerTeams`). */
export function hasTeams(config: Pick<MatchConfig, 'rules' | 'players'>): boolean {
  return config.players === 4 && config.rules.fourPlayerTeams;
}

/** Number of sides: 2 teams, or one side per seat. */
export function sideCount(config: Pick<MatchConfig, 'rules' | 'players'>): number {
  return hasTeams(config) ? 2 : config.players;
}

/** The side (team 0 = seats 0+2, team 1 = seats 1+3; else the seat itself) of a seat. */
export function sideOf(config: Pick<MatchConfig, 'rules' | 'players'>, seat: number): number {
  return hasTeams(config) ? seat % 2 : seat;
}

/**
 * The seats of a team when four players play in teams: partners sit
 * opposite, team 0 = seats 0+2, team 1 = seats 1+3 (the order of
 * `matchScores(state).teams` and the `match-over` event's `teams`).
 */
export function teamSeats(team: number): number[] {
  return team === 0 ? [0, 2] : [1, 3];
}

/** The seats of a side. */
export function seatsOfSide(config: Pick<MatchConfig, 'rules' | 'players'>, side: number): number[] {
  if (!hasTeams(config)) return [side];
  return teamSeats(side);
}

/** The captured cards of a whole side (partners pool their captures). */
export function sidePile(state: MatchState, round: RoundState, side: number): CardId[] {
  const seats = seatsOfSide(state.config, side);
  if (seats.length === 1) return round.captured[seats[0] as number] as CardId[];
  return seats.flatMap((seat) => round.captured[seat] as CardId[]);
}
