/**
 * The Hakka events as the play log keeps them with a saved game
 * (`game/saved-log.ts`): each event type with the fields narration reads
 * (`narrate.ts` takes this type, so an engine event is one too; of a
 * round's result only its number, outcome and payments), and the guard
 * that checks a stored entry before it is narrated again.
 *
 * @example
 * isLoggedEvent({ type: 'passed', seat: 1 }); // true
 * isLoggedEvent({ type: 'passed', seat: 4 }); // false
 */
import { type CardId, isCardId } from '../../engine/hakka/cards';
import { PATTERN_KINDS } from '../../engine/hakka/patterns';
import type { Payment } from '../../engine/hakka/scoring';
import { SEATS } from '../../engine/hakka/seats';
import type { HakkaEvent, RoundOutcome } from '../../engine/hakka/state';
import {
  arrayOf,
  type Guard,
  isBoolean,
  isCount,
  isInteger,
  nullable,
  oneOf,
  shaped,
  tagged,
} from '../game/json-guards';

/** The event of type `T` with the fields `K` (and its type). */
type Told<T extends HakkaEvent['type'], K extends keyof Extract<HakkaEvent, { type: T }> = never> = Pick<
  Extract<HakkaEvent, { type: T }>,
  'type' | K
>;

/** A payment as the log tells it: who pays whom how much. */
export type ToldPayment = Pick<Payment, 'from' | 'to' | 'amount'>;

/** A round's result as the log tells it. */
export interface ToldResult {
  readonly round: number;
  readonly outcome: RoundOutcome;
  readonly settlement: { readonly payments: readonly ToldPayment[] } | null;
}

/** A Hakka event with the fields its sentence needs. */
export type LoggedEvent =
  | Told<'dealt', 'round' | 'dealer' | 'dreamer'>
  | Told<'called', 'seat' | 'privileged'>
  | Told<'passed', 'seat'>
  | Told<'calling-ended'>
  | Told<'played', 'seat' | 'cards' | 'pattern'>
  | Told<'discarded', 'seat' | 'count'>
  | Told<'trick-won', 'seat' | 'tricks' | 'total'>
  | Told<'elder-promoted', 'cards'>
  | Told<'may-declare', 'seat' | 'count'>
  | Told<'declared', 'seat' | 'count'>
  | Told<'continued', 'seat'>
  | Told<'five-tigers', 'seat'>
  | Told<'five-tigers-declined', 'seat'>
  | Told<'dreamer-woke', 'seat' | 'card' | 'tricks'>
  | { readonly type: 'round-scored'; readonly result: ToldResult }
  | Told<'redeal', 'nextDealer'>
  | Told<'game-over', 'scores'>;

/** Every outcome, so the compiler notices a new one. */
const OUTCOMES: Record<RoundOutcome, true> = {
  declared: true,
  'five-tigers': true,
  'most-tricks': true,
  'no-declaration': true,
  redeal: true,
};

const isSeat = oneOf(SEATS);
const isCard: Guard<CardId> = (value): value is CardId => isCardId(value);
const isCards = arrayOf(isCard);
const isResult = shaped<ToldResult>({
  round: isCount,
  outcome: oneOf(Object.keys(OUTCOMES) as RoundOutcome[]),
  settlement: nullable(
    shaped<{ readonly payments: readonly ToldPayment[] }>({
      payments: arrayOf(shaped<ToldPayment>({ from: isSeat, to: isSeat, amount: isCount })),
    }),
  ),
});

/** Whether a stored log entry is a {@link LoggedEvent} (see the file comment). */
export const isLoggedEvent: Guard<LoggedEvent> = tagged<LoggedEvent>({
  dealt: { round: isCount, dealer: isSeat, dreamer: isSeat },
  called: { seat: isSeat, privileged: isBoolean },
  passed: { seat: isSeat },
  'calling-ended': {},
  played: { seat: isSeat, cards: isCards, pattern: oneOf(PATTERN_KINDS) },
  discarded: { seat: isSeat, count: isCount },
  'trick-won': { seat: isSeat, tricks: isCount, total: isCount },
  'elder-promoted': { cards: isCards },
  'may-declare': { seat: isSeat, count: isCount },
  declared: { seat: isSeat, count: isCount },
  continued: { seat: isSeat },
  'five-tigers': { seat: isSeat },
  'five-tigers-declined': { seat: isSeat },
  'dreamer-woke': { seat: isSeat, card: isCard, tricks: isCount },
  'round-scored': { result: isResult },
  redeal: { nextDealer: nullable(isSeat) },
  'game-over': { scores: arrayOf(isInteger) },
});
