/**
 * The shape of a Koi-Koi lesson: a setup (often a stacked deal), the
 * scripted actions, and notes for some steps in both languages. Step k shows
 * the table after `actions[0…k]` and narrates that action's events, so every
 * step is a real engine state.
 *
 * Notes never type a card, yaku or number: they write `{card:m03-light}`,
 * `{yaku:hanami-zake}`, `{base}` (the yaku total of this step's
 * `yaku-formed` event) or `{points}` (this step's `round-scored` points),
 * and each note lists the claims it makes in `expects`, which the lesson
 * test checks against the replayed events (`claims.ts`).
 */
import type { Action, CardId, Month, ScoreStepId, YakuId } from '../../engine/hanafuda';
import type { Lang } from '../../i18n/locales';
import type { KoikoiSetup } from '../../islands/koikoi-game/adapter';

/**
 * What a note says happened (or holds), checked against the step:
 * - `card-played` / `card-drawn`: an event with that card (and exactly these captures when given);
 * - `capture-choice-needed`: the card waits for a choice between these options;
 * - `yaku-formed`: the step's `yaku-formed` event lists this yaku;
 * - `koikoi-called`, `stopped` (optionally `automatic`), `round-scored` (the winner, the score steps that
 *   multiply and those that must not);
 * - `dealer-drawn`: this seat deals (having drawn `card` in the deciding draw);
 * - `zone`: after the step, the card lies in that zone (of that seat; the stock for a card a note
 *   names when speaking of a rule, never to give the stock away);
 * - `missing`: after the step, yaku `yaku` of `seat`'s pile is incomplete and misses exactly `cards`
 *   (for a yaku counted by kind, such as five ribbons, `cards` is empty and `count` says how many more);
 * - `outOfReach`: after the step, `seat` can no longer complete yaku `yaku`: a card it needs lies
 *   in another player's pile (the rule the yaku panel uses);
 * - `unseen`: after the step, the cards of `month` that `seat` has not seen (not in its hand, on
 *   the table or in a pile) are exactly these (none: all four are in sight);
 * - `canCapture`: after the step, the cards in `seat`'s hand that match a table card are exactly these.
 */
export type LessonClaim =
  | {
      readonly event: 'card-played' | 'card-drawn';
      readonly seat: number;
      readonly card: CardId;
      readonly captured?: readonly CardId[];
    }
  | {
      readonly event: 'capture-choice-needed';
      readonly seat: number;
      readonly card: CardId;
      readonly options: readonly CardId[];
    }
  | { readonly event: 'yaku-formed'; readonly seat: number; readonly yaku: YakuId }
  | { readonly event: 'koikoi-called'; readonly seat: number }
  | { readonly event: 'stopped'; readonly seat: number; readonly automatic?: boolean }
  | {
      readonly event: 'round-scored';
      readonly winner: number | null;
      /** Score steps that must multiply (factor above 1). */
      readonly multipliedBy?: readonly ScoreStepId[];
      /** Score steps that must not multiply (absent, or factor 1). */
      readonly notMultipliedBy?: readonly ScoreStepId[];
    }
  | { readonly event: 'dealer-drawn'; readonly dealer: number; readonly card?: CardId }
  | { readonly event: 'dealt' }
  | { readonly zone: 'hand' | 'field' | 'captured' | 'stock'; readonly seat?: number; readonly card: CardId }
  | {
      readonly missing: YakuId;
      readonly seat: number;
      readonly cards: readonly CardId[];
      /** How many cards are missing; defaults to `cards.length`. */
      readonly count?: number;
    }
  | { readonly outOfReach: YakuId; readonly seat: number }
  | { readonly unseen: readonly CardId[]; readonly month: Month; readonly seat: number }
  | { readonly canCapture: readonly CardId[]; readonly seat: number };

/** A note on one step. */
export interface LessonNote {
  readonly en: string;
  readonly de: string;
  readonly expects: readonly LessonClaim[];
}

/** A lesson. */
export interface Lesson {
  /** URL slug under `/{lang}/koikoi/tutorials/`. */
  readonly id: string;
  /** Position on the learning path (1-based). */
  readonly order: number;
  readonly title: Readonly<Record<Lang, string>>;
  /** One sentence for the tutorials index. */
  readonly summary: Readonly<Record<Lang, string>>;
  readonly setup: KoikoiSetup;
  /** Who sits where: seat 0 is the reader. */
  readonly seats: readonly ('human' | 'opponent')[];
  /** Whether the opponents' hands start face up. */
  readonly openHands: boolean;
  readonly actions: readonly Action[];
  /** Notes by step index. */
  readonly notes: Readonly<Record<number, LessonNote>>;
}
