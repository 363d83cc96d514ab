/**
 * Actions: plain JSON objects with a `type`. `legalActions(state)` lists the
 * ones the state accepts, each with the acting `seat` filled in; `seat` is
 * optional when applying (omitted = the seat to act), and a wrong seat is
 * rejected with `koikoi.error.notYourTurn`.
 *
 * | type             | phase         | fields         | meaning |
 * |------------------|---------------|----------------|---------|
 * | `draw-dealer`    | `dealer-draw` | –              | every seat draws a card; lowest month deals |
 * | `deal`           | `deal`        | –              | shuffle and deal the next round (redeals and lucky hands resolve by themselves) |
 * | `play`           | `play`        | `seat`, `card` | play `card` from the hand; the stock draw follows by itself |
 * | `capture-choice` | `choose`      | `seat`, `card` | take field card `card` with the pending card |
 * | `koikoi`         | `decide`      | `seat`         | call Koi-Koi and play on |
 * | `stop`           | `decide`      | `seat`         | stop and score the round |
 *
 * `draw-dealer` and `deal` belong to nobody (`legalActions` gives them without
 * a seat); a page may apply them by itself or behind a "deal" button.
 */
import type { CardId } from '../card-ids';

/** Every action type. */
export const ACTION_TYPES = ['draw-dealer', 'deal', 'play', 'capture-choice', 'koikoi', 'stop'] as const;

/** An action type. */
export type ActionType = (typeof ACTION_TYPES)[number];

/** Draw cards for the first dealer (phase `dealer-draw`). */
export interface DrawDealerAction {
  readonly type: 'draw-dealer';
}

/** Deal the next round (phase `deal`). */
export interface DealAction {
  readonly type: 'deal';
}

/** Play a card from the hand (phase `play`). */
export interface PlayAction {
  readonly type: 'play';
  /** Acting seat; omitted = the seat to act. */
  readonly seat?: number;
  /** A card in the seat's hand. */
  readonly card: CardId;
}

/** Choose which of two matching field cards the pending card takes (phase `choose`). */
export interface CaptureChoiceAction {
  readonly type: 'capture-choice';
  /** Acting seat; omitted = the seat to act. */
  readonly seat?: number;
  /** One of `round.pending.options`. */
  readonly card: CardId;
}

/** Call Koi-Koi (phase `decide`). */
export interface KoikoiAction {
  readonly type: 'koikoi';
  /** Acting seat; omitted = the seat to act. */
  readonly seat?: number;
}

/** Stop and score (phase `decide`). */
export interface StopAction {
  readonly type: 'stop';
  /** Acting seat; omitted = the seat to act. */
  readonly seat?: number;
}

/** Any action. */
export type Action =
  | DrawDealerAction
  | DealAction
  | PlayAction
  | CaptureChoiceAction
  | KoikoiAction
  | StopAction;

/**
 * Reasons `applyAction` rejects an action with (i18n keys for the page):
 * - `koikoi.error.malformedAction`: not an object with a known `type` and the fields it needs;
 * - `koikoi.error.matchOver`: the match has ended;
 * - `koikoi.error.wrongPhase`: the action does not fit the current stage (e.g. `deal` mid-round);
 * - `koikoi.error.notYourTurn`: `seat` is not the seat to act;
 * - `koikoi.error.unknownCard`: `card` is not one of the 48 card ids;
 * - `koikoi.error.cardNotInHand`: the card is not in the acting seat's hand;
 * - `koikoi.error.mustChooseCapture`: a card waits for a capture choice first;
 * - `koikoi.error.notACaptureOption`: the chosen field card does not match the pending card;
 * - `koikoi.error.mustDecide`: Koi-Koi or stop is due first;
 * - `koikoi.error.callLimitReached`: the ruleset's call limit allows no further Koi-Koi;
 * - `koikoi.error.noCardsLeft`: no hand holds a card any more, so there is nothing to play on with Koi-Koi.
 */
export const ACTION_ERRORS = [
  'koikoi.error.malformedAction',
  'koikoi.error.matchOver',
  'koikoi.error.wrongPhase',
  'koikoi.error.notYourTurn',
  'koikoi.error.unknownCard',
  'koikoi.error.cardNotInHand',
  'koikoi.error.mustChooseCapture',
  'koikoi.error.notACaptureOption',
  'koikoi.error.mustDecide',
  'koikoi.error.callLimitReached',
  'koikoi.error.noCardsLeft',
] as const;

/** A rejection reason. */
export type ActionError = (typeof ACTION_ERRORS)[number];

/** Whether `value` has the shape of an {@link Action} (card ids are checked later). */
export function isActionShape(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const action = value as Record<string, unknown>;
  if (!(ACTION_TYPES as readonly unknown[]).includes(action.type)) return false;
  if (action.seat !== undefined && !Number.isInteger(action.seat)) return false;
  if (action.type === 'play' || action.type === 'capture-choice') return typeof action.card === 'string';
  return true;
}

/** Whether two actions are the same move (ignoring an omitted seat). */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const seatA = 'seat' in a ? a.seat : undefined;
  const seatB = 'seat' in b ? b.seat : undefined;
  if (seatA !== undefined && seatB !== undefined && seatA !== seatB) return false;
  const cardA = 'card' in a ? a.card : undefined;
  const cardB = 'card' in b ? b.card : undefined;
  return cardA === cardB;
}
