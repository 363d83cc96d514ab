/**
 * Public evidence about the hidden hands, kept in the round as plain numbers.
 *
 * When a seat lays a card from its hand down without capturing, everybody
 * sees which months lay on the field at that moment. Had the seat held a
 * card of one of those months, it could have captured with it instead. The
 * rules do not force a capture (sheets 000/001/003: a card that matches
 * nothing simply stays on the field, and any hand card may be played), so
 * this is evidence, not proof: a seat that captures whenever it can holds
 * no card of those months, and never will (hands only shrink).
 *
 * Per seat the round keeps `passed`, a month mask (bit `m − 1` for month
 * `m`), and `passedHeld`, set once the seat plays a card of a month in its
 * mask: proof that it did not capture when it could have, so bots stop
 * trusting its mask.
 */
import type { CardId } from '../card-ids';
import { monthOfId, replaceAt } from './lists';
import type { RoundState } from './state';

/** The month bit (`1 << (month − 1)`) of a valid card id. */
export function monthBit(card: string): number {
  return 1 << (monthOfId(card) - 1);
}

/** The month mask of a list of valid card ids. */
export function monthsOf(cards: readonly string[]): number {
  let months = 0;
  for (let i = 0; i < cards.length; i++) months |= monthBit(cards[i] as string);
  return months;
}

/** The seat's passed-over months (0 for states saved before the field existed). */
export function passedOf(round: Pick<RoundState, 'passed'>, seat: number): number {
  return round.passed?.[seat] ?? 0;
}

/** Whether the seat has been seen not capturing when it could (`false` for older states). */
export function passedHeldOf(round: Pick<RoundState, 'passedHeld'>, seat: number): boolean {
  return round.passedHeld?.[seat] ?? false;
}

/**
 * Notes that `round.turn` played `card` from its hand (already out of the
 * hand, not yet on the field) into `draft`, a fresh copy of the round being
 * built by the action; `laidDown` tells whether it matched nothing. The
 * evidence arrays are replaced, never changed in place.
 */
export function noteInto(
  draft: { -readonly [K in 'passed' | 'passedHeld']?: RoundState[K] } & Pick<
    RoundState,
    'turn' | 'hands' | 'field'
  >,
  card: CardId,
  laidDown: boolean,
): void {
  const seat = draft.turn;
  const before = passedOf(draft, seat);
  const revealed = (before & monthBit(card)) !== 0 && !passedHeldOf(draft, seat);
  const after = laidDown ? before | monthsOf(draft.field) : before;
  if (!revealed && after === before) return;
  const players = draft.hands.length;
  if (after !== before)
    draft.passed = replaceAt(draft.passed ?? new Array<number>(players).fill(0), seat, after);
  if (revealed)
    draft.passedHeld = replaceAt(draft.passedHeld ?? new Array<boolean>(players).fill(false), seat, true);
}
