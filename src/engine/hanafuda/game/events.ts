/**
 * Events: what `applyAction` reports about each step, plain JSON with
 * everything a page needs to narrate it in either language (card ids, seats,
 * yaku ids, points). Cards moved by a capture are the played or drawn `card`
 * plus the field cards in `captured`; an empty `captured` means the card was
 * laid on the field.
 */
import type { CardId } from '../card-ids';
import type { ScoreStep } from '../score-round';
import type { LuckyHandId, YakuId } from '../yaku-ids';
import type { RoundEndReason } from './state';

/** Why the cards were thrown in and dealt again by the same dealer. */
export const REDEAL_REASONS = [
  'field-four-of-month',
  'field-four-pairs',
  'hand-four-of-month',
  'several-lucky-hands',
] as const;

/** A redeal reason. */
export type RedealReason = (typeof REDEAL_REASONS)[number];

/** A yaku with its points, as events and results list them. */
export interface YakuPoints {
  readonly id: YakuId;
  readonly points: number;
}

/**
 * Every event:
 * - `dealer-drawn`: `draws` lists each attempt's card per seat (a tie of chaff
 *   cards draws again); `dealer` is the seat that deals;
 * - `redeal`: the deal was thrown in (`seat` holds the four cards for `hand-four-of-month`);
 * - `dealt`: round `round` dealt by `dealer`, with the face-up `field`;
 * - `lucky-hand`: `seat` was dealt lucky hand `hand` worth `points`;
 * - `card-played` / `card-drawn`: `seat` played (drew) `card` and took the field cards `captured`;
 * - `capture-choice-needed`: `card` (from `source`) matches both `options`; `seat` must choose;
 * - `yaku-formed`: after `seat`'s turn its side has these yaku, `base` points, up from `previous`;
 *   `canCallKoikoi` tells whether the seat has the choice (a call left under the limit, a card left in some hand);
 * - `koikoi-called`: `seat` called; `calls` = its calls this round, `roundCalls` = everybody's;
 * - `stopped`: `seat` ended the round (`automatic` when it had no choice, `cause` says why: the call limit,
 *   or no card left in any hand);
 * - `exhausted`: all hands are played and nobody stopped;
 * - `round-scored`: round `round` ended for `reason`; `winner` (a seat or `null`) earns `points`;
 * - `match-over`: final `scores` per seat, per team with teams, and the winning seats.
 */
export type GameEvent =
  | {
      readonly type: 'dealer-drawn';
      readonly draws: readonly (readonly CardId[])[];
      readonly dealer: number;
    }
  | { readonly type: 'redeal'; readonly reason: RedealReason; readonly seat: number | null }
  | {
      readonly type: 'dealt';
      readonly round: number;
      readonly dealer: number;
      readonly field: readonly CardId[];
    }
  | {
      readonly type: 'lucky-hand';
      readonly seat: number;
      readonly hand: LuckyHandId;
      readonly points: number;
    }
  | {
      readonly type: 'card-played';
      readonly seat: number;
      readonly card: CardId;
      readonly captured: readonly CardId[];
    }
  | {
      readonly type: 'card-drawn';
      readonly seat: number;
      readonly card: CardId;
      readonly captured: readonly CardId[];
    }
  | {
      readonly type: 'capture-choice-needed';
      readonly seat: number;
      readonly card: CardId;
      readonly source: 'hand' | 'stock';
      readonly options: readonly [CardId, CardId];
    }
  | {
      readonly type: 'yaku-formed';
      readonly seat: number;
      readonly side: number;
      readonly yaku: readonly YakuPoints[];
      readonly base: number;
      readonly previous: number;
      readonly canCallKoikoi: boolean;
    }
  | {
      readonly type: 'koikoi-called';
      readonly seat: number;
      readonly calls: number;
      readonly roundCalls: number;
    }
  | {
      readonly type: 'stopped';
      readonly seat: number;
      readonly automatic: boolean;
      /** Only when `automatic`: no call left, or no card left in any hand. */
      readonly cause?: 'call-limit' | 'no-cards';
    }
  | { readonly type: 'exhausted'; readonly round: number }
  | {
      readonly type: 'round-scored';
      readonly round: number;
      readonly reason: RoundEndReason;
      readonly winner: number | null;
      readonly points: number;
      readonly base: number;
      readonly yaku: readonly YakuPoints[];
      readonly steps: readonly ScoreStep[];
      readonly nextDealer: number;
    }
  | {
      readonly type: 'match-over';
      readonly scores: readonly number[];
      readonly teams: readonly number[] | null;
      readonly winners: readonly number[];
    };

/** An event type. */
export type GameEventType = GameEvent['type'];
