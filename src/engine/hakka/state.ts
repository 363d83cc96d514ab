/**
 * The shapes of a Hakka game: state, actions, events, results. All plain JSON
 * (no classes, Maps or Sets), so a state can be saved, sent to a Web Worker and
 * replayed.
 *
 * Actions (every action names the acting seat):
 * - `{ type: 'call', seat }` / `{ type: 'pass', seat }` in the calling phase;
 * - `{ type: 'claim-tigers', seat }` / `{ type: 'decline-tigers', seat }` when
 *   the seat holds Five Tigers (`claim-tigers` also while leading under
 *   `fiveTigersTiming: 'when-leading'`);
 * - `{ type: 'play', seat, cards }` to lead or beat the table (cards face up);
 * - `{ type: 'discard', seat, cards }` to lay cards face down when unable to beat;
 * - `{ type: 'declare', seat }` / `{ type: 'continue', seat }` right after
 *   winning a trick with a count of 6 or more.
 */

import type { RngState, Seed } from '../rng';
import type { CardId } from './cards';
import type { HakkaOptions } from './options';
import type { PatternKind } from './patterns';
import type { Settlement } from './scoring';
import type { Seat } from './seats';

/** Rounds in a game: "Nach vier Runden endet das Spiel." */
export const ROUNDS_PER_GAME = 4;

/** Hand size of an active player: "bis jeder der aktiven Spieler 12 Karten hat". */
export const HAND_SIZE = 12;

/** The phases the engine stops in (dealing and scoring happen inside actions). */
export const PHASES = ['calling', 'tigers', 'playing', 'declaring', 'over'] as const;

/** One phase. */
export type Phase = (typeof PHASES)[number];

/** Action type names. */
export const ACTION_TYPES = [
  'call',
  'pass',
  'claim-tigers',
  'decline-tigers',
  'play',
  'discard',
  'declare',
  'continue',
] as const;

/** A player's move; see the module comment for when each is legal. */
export type HakkaAction =
  | {
      readonly type: 'call' | 'pass' | 'claim-tigers' | 'decline-tigers' | 'declare' | 'continue';
      readonly seat: Seat;
    }
  | { readonly type: 'play' | 'discard'; readonly seat: Seat; readonly cards: readonly CardId[] };

/** One entry on the table in the current trick. */
export type TableEntry =
  | { readonly seat: Seat; readonly kind: 'play'; readonly cards: readonly CardId[] }
  | { readonly seat: Seat; readonly kind: 'discard'; readonly count: number };

/** How a round ended. */
export type RoundOutcome = 'declared' | 'five-tigers' | 'most-tricks' | 'no-declaration' | 'redeal';

/** The record of one finished (or aborted) round. */
export interface RoundResult {
  /** Round number, 1-based. */
  readonly round: number;
  /** The dealer. */
  readonly dealer: Seat;
  /** The dreamer. */
  readonly dreamer: Seat;
  /** The dreamer's card (shown when the dreamer wakes). */
  readonly dreamerCard: CardId;
  /** How it ended. */
  readonly outcome: RoundOutcome;
  /** The winner, if any. */
  readonly winner: Seat | null;
  /** The winner's count looked up in the payment table (0 without winner). */
  readonly count: number;
  /** Tricks won per seat. */
  readonly tricks: readonly number[];
  /** The payment breakdown, when somebody won. */
  readonly settlement: Settlement | null;
  /** Points per seat this round. */
  readonly deltas: readonly number[];
  /** The privileged player of the round. */
  readonly privileged: Seat | null;
  /** Whether the dealer called. */
  readonly dealerCalled: boolean;
}

/** Narration of what happened, in order. */
export type HakkaEvent =
  | { readonly type: 'dealt'; readonly round: number; readonly dealer: Seat; readonly dreamer: Seat }
  | { readonly type: 'called'; readonly seat: Seat; readonly privileged: boolean }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'calling-ended'; readonly dealerCalled: boolean; readonly privileged: Seat | null }
  | {
      readonly type: 'played';
      readonly seat: Seat;
      readonly cards: readonly CardId[];
      readonly pattern: PatternKind;
    }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'trick-won'; readonly seat: Seat; readonly tricks: number; readonly total: number }
  | { readonly type: 'elder-promoted'; readonly cards: readonly CardId[] }
  | { readonly type: 'may-declare'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'declared'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'continued'; readonly seat: Seat }
  | { readonly type: 'five-tigers'; readonly seat: Seat }
  | { readonly type: 'five-tigers-declined'; readonly seat: Seat }
  | { readonly type: 'dreamer-woke'; readonly seat: Seat; readonly card: CardId; readonly tricks: number }
  | { readonly type: 'round-scored'; readonly result: RoundResult }
  /** Nobody called: the cards are thrown in. `nextDealer` deals the new round; `null` when that was the last round and the game ends. */
  | { readonly type: 'redeal'; readonly round: number; readonly nextDealer: Seat | null }
  | { readonly type: 'game-over'; readonly scores: readonly number[] };

/** The whole game, plain JSON. Treat as immutable. */
export interface HakkaState {
  /** Format version for saved games. */
  readonly version: 1;
  /** The rules in force. */
  readonly options: HakkaOptions;
  /** The seed the game started from. */
  readonly seed: Seed;
  /** The generator state for the next deal. */
  readonly rng: RngState;
  /** Current round, 1-based (stays at the last round once over). */
  readonly round: number;
  /** Current phase. */
  readonly phase: Phase;
  /** The dealer. */
  readonly dealer: Seat;
  /** The dreamer (opposite the dealer). */
  readonly dreamer: Seat;
  /** Cards in hand per seat (the dreamer's card is in `dreamerCard`). */
  readonly hands: readonly (readonly CardId[])[];
  /** The dreamer's one card (zone `dreamer`). */
  readonly dreamerCard: readonly CardId[];
  /** The current trick. */
  readonly table: readonly TableEntry[];
  /** Face-up cards of the tricks each seat won. */
  readonly won: readonly (readonly CardId[])[];
  /** Face-down discards of the round. */
  readonly discards: readonly CardId[];
  /** Who discarded each card of `discards` (same index). */
  readonly discardOwners: readonly Seat[];
  /** Tricks won per seat. */
  readonly tricks: readonly number[];
  /** Cards played face up this round, in order (drives elders). */
  readonly played: readonly CardId[];
  /** Seat to act, `null` when over. */
  readonly toAct: Seat | null;
  /** Seat that led (or will lead) the current trick. */
  readonly leader: Seat;
  /** Calling decisions so far this round. */
  readonly calls: readonly { readonly seat: Seat; readonly called: boolean }[];
  /** The privileged player (a non-dealer who called). */
  readonly privileged: Seat | null;
  /** Whether the dealer called. */
  readonly dealerCalled: boolean;
  /** Game totals per seat. */
  readonly scores: readonly number[];
  /** Finished rounds. */
  readonly rounds: readonly RoundResult[];
  /** Events of the last transition (newGame's deal, or the last action). */
  readonly events: readonly HakkaEvent[];
}

/** i18n keys for rejected actions. */
export const REJECT_REASONS = [
  'hakka.error.gameOver',
  'hakka.error.malformed',
  'hakka.error.notYourTurn',
  'hakka.error.wrongPhase',
  'hakka.error.unknownCard',
  'hakka.error.notInHand',
  'hakka.error.notAPattern',
  'hakka.error.wrongPattern',
  'hakka.error.doesNotBeat',
  'hakka.error.mustBeat',
  'hakka.error.wrongCount',
  'hakka.error.highestSuit',
  'hakka.error.elderFirst',
  'hakka.error.noFiveTigers',
] as const;

/** Why an action was rejected. */
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The result of {@link applyAction}. */
export type ApplyResult =
  | { readonly ok: true; readonly state: HakkaState; readonly events: readonly HakkaEvent[] }
  | { readonly ok: false; readonly reason: RejectReason };
