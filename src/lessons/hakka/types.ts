/**
 * The shape of a Hakka lesson: a setup (a seed found by search, see each
 * lesson's comment), the scripted actions, and notes for some steps in both
 * languages. Step 0 shows the first deal; step k shows the table after
 * `actions[0…k−1]` and narrates the events of `actions[k−1]`, so every step
 * is a real engine state.
 *
 * Notes never type a card name or a number: they write `{card:sup-9}`,
 * `{seat:2}`, `{count}` (the count of this step's `may-declare` or `declared`
 * event, or of the round it settles), `{dream}` (the tricks of its `dreamer-woke` event), `{payments}`
 * (the payments of its `round-scored` event), `{round}` (the round its
 * `dealt` event starts) or `{dreamBase}` (the tricks the dreamer wakes with
 * before any match), and each note lists the claims
 * it makes in `expects`, which the lesson test checks against the replayed
 * events (`claims.ts`). A note that speaks of a trick, a pattern, an elder, a
 * payment, the privileged player, a declaration, the dreamer waking or a
 * redeal needs a claim of that kind. A step in which a card laid face down
 * becomes an elder (the site's reading: face-down cards do not count as
 * played) needs a note that says so, with a `laidDown` claim for that card.
 */
import type { CardId } from '../../engine/hakka/cards';
import type { PatternKind } from '../../engine/hakka/patterns';
import type { Seat } from '../../engine/hakka/seats';
import type { HakkaAction } from '../../engine/hakka/state';
import type { Lang } from '../../i18n/locales';
import type { HakkaSetup } from '../../islands/hakka-game/adapter';
import type { SeatKind } from '../../islands/hakka-game/names';

/**
 * What a note says happened (or holds), checked against the step:
 * - `dealt`: a round was dealt in this step (by `dealer`, with `dreamer` when given);
 * - `called` (optionally becoming `privileged`), `passed`, `redeal` (with `nextDealer`);
 * - `played`: `seat` played a `pattern` (exactly `cards` when given);
 * - `discarded`: `seat` laid cards face down;
 * - `trick-won`, `may-declare`, `declared`, `continued` (played on instead of declaring),
 *   `five-tigers` (showed them and won), `dreamer-woke` (with `card`, and the winner's `matches`): by `seat`;
 * - `elder-promoted`: exactly these cards became elders;
 * - `paid`: the round's settlement has a payment from `from` to `to` (for the winner or the dreamer);
 * - `elder`: after the step, the card is an elder not yet played;
 * - `holds`: after the step, the card is in `seat`'s hand;
 * - `holdsPattern`: after the step, `seat`'s hand holds `cards`, and they form a `pattern` (run or set);
 * - `lacks`: when the step began, `seat`'s hand held no run (or no set) at all;
 * - `laidDown`: after the step, the card lies face down among the round's
 *   discards, laid there by `seat` (so a note may say where a card went that
 *   nobody saw);
 * - `privileged`: after the step, `seat` is the privileged player.
 * (When a step ends a round, "after the step" means the table as the round
 * ended, before the engine deals the next one.)
 */
export type HakkaClaim =
  | { readonly event: 'dealt'; readonly dealer?: Seat; readonly dreamer?: Seat }
  | { readonly event: 'called'; readonly seat: Seat; readonly privileged?: boolean }
  | { readonly event: 'passed'; readonly seat: Seat }
  | { readonly event: 'redeal'; readonly nextDealer?: Seat }
  | {
      readonly event: 'played';
      readonly seat: Seat;
      readonly pattern: PatternKind;
      readonly cards?: readonly CardId[];
    }
  | { readonly event: 'discarded'; readonly seat: Seat }
  | {
      readonly event: 'trick-won' | 'may-declare' | 'declared' | 'continued' | 'five-tigers';
      readonly seat: Seat;
    }
  | {
      readonly event: 'dreamer-woke';
      readonly seat: Seat;
      readonly card?: CardId;
      /** Exactly these cards of the winner's hand share the dreamer's number. */
      readonly matches?: readonly CardId[];
    }
  | { readonly event: 'elder-promoted'; readonly cards: readonly CardId[] }
  | {
      readonly event: 'paid';
      readonly from: Seat;
      readonly to: Seat;
      readonly for?: 'winner' | 'dreamer';
    }
  | { readonly elder: CardId }
  | { readonly holds: Seat; readonly card: CardId }
  | {
      readonly holdsPattern: Seat;
      readonly pattern: 'run' | 'set';
      readonly cards: readonly CardId[];
    }
  | { readonly lacks: Seat; readonly pattern: 'run' | 'set' }
  | { readonly laidDown: Seat; readonly card: CardId }
  | { readonly privileged: Seat };

/** A note on one step. */
export interface HakkaLessonNote {
  readonly en: string;
  readonly de: string;
  readonly expects: readonly HakkaClaim[];
}

/** A Hakka lesson. */
export interface HakkaLesson {
  /** URL slug under `/{lang}/hakka/tutorials/`. */
  readonly id: string;
  /** Position on the learning path (1-based). */
  readonly order: number;
  readonly title: Readonly<Record<Lang, string>>;
  /** One sentence for the tutorials index. */
  readonly summary: Readonly<Record<Lang, string>>;
  readonly setup: HakkaSetup;
  /** How each seat is named (lessons name all four: Ann, Ben, Cai, Dee). */
  readonly seats: readonly SeatKind[];
  /** Whether every hand starts face up. */
  readonly openHands: boolean;
  readonly actions: readonly HakkaAction[];
  /** Notes by step index (0 = the first deal). */
  readonly notes: Readonly<Record<number, HakkaLessonNote>>;
}
