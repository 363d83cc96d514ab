/**
 * The Koi-Koi events as the play log keeps them with a saved game
 * (`game/saved-log.ts`): each event type with the fields narration reads
 * (`narrate.ts` takes this type, so an engine event is one too), and the
 * guard that checks a stored entry before it is narrated again.
 *
 * @example
 * isLoggedEvent({ type: 'koikoi-called', seat: 1 }); // true
 * isLoggedEvent({ type: 'koikoi-called', seat: 'one' }); // false
 */
import {
  CARD_IDS,
  type CardId,
  type GameEvent,
  LUCKY_HAND_IDS,
  REDEAL_REASONS,
  YAKU_IDS,
  type YakuPoints,
} from '../../engine/hanafuda';
import {
  arrayOf,
  type Guard,
  isBoolean,
  isCount,
  nullable,
  oneOf,
  optional,
  pairOf,
  shaped,
  tagged,
} from '../game/json-guards';

/** The event of type `T` with the fields `K` (and its type). */
type Told<T extends GameEvent['type'], K extends keyof Extract<GameEvent, { type: T }> = never> = Pick<
  Extract<GameEvent, { type: T }>,
  'type' | K
>;

/** A Koi-Koi event with the fields its sentence needs. */
export type LoggedEvent =
  | Told<'dealer-drawn', 'draws' | 'dealer'>
  | Told<'redeal', 'reason'>
  | Told<'dealt', 'round' | 'dealer' | 'field'>
  | Told<'lucky-hand', 'seat' | 'hand' | 'points'>
  | Told<'card-played', 'seat' | 'card' | 'captured'>
  | Told<'card-drawn', 'seat' | 'card' | 'captured'>
  | Told<'capture-choice-needed', 'seat' | 'card' | 'options'>
  | Told<'yaku-formed', 'seat' | 'yaku' | 'base' | 'canCallKoikoi'>
  | Told<'koikoi-called', 'seat'>
  | Told<'stopped', 'seat' | 'automatic' | 'cause'>
  | Told<'exhausted'>
  | Told<'round-scored', 'round' | 'winner' | 'points'>
  | Told<'match-over', 'scores' | 'teams'>;

/** A seat: four at most. */
const isSeat = oneOf([0, 1, 2, 3]);
const isCard: Guard<CardId> = oneOf(CARD_IDS);
const isCards = arrayOf(isCard);
const isYaku: Guard<YakuPoints> = shaped<YakuPoints>({ id: oneOf(YAKU_IDS), points: isCount });
const isPlay = { seat: isSeat, card: isCard, captured: isCards };

/** Whether a stored log entry is a {@link LoggedEvent} (see the file comment). */
export const isLoggedEvent: Guard<LoggedEvent> = tagged<LoggedEvent>({
  'dealer-drawn': { draws: arrayOf(isCards), dealer: isSeat },
  redeal: { reason: oneOf(REDEAL_REASONS) },
  dealt: { round: isCount, dealer: isSeat, field: isCards },
  'lucky-hand': { seat: isSeat, hand: oneOf(LUCKY_HAND_IDS), points: isCount },
  'card-played': isPlay,
  'card-drawn': isPlay,
  'capture-choice-needed': { seat: isSeat, card: isCard, options: pairOf(isCard) },
  'yaku-formed': { seat: isSeat, yaku: arrayOf(isYaku), base: isCount, canCallKoikoi: isBoolean },
  'koikoi-called': { seat: isSeat },
  stopped: { seat: isSeat, automatic: isBoolean, cause: optional(oneOf(['call-limit', 'no-cards'])) },
  exhausted: {},
  'round-scored': { round: isCount, winner: nullable(isSeat), points: isCount },
  'match-over': { scores: arrayOf(isCount), teams: nullable(arrayOf(isCount)) },
});
