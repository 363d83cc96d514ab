/**
 * A turn: play a card from the hand, then draw the top card of the stock;
 * each one captures a field card of its month, or lies down on the field.
 *
 * Capturing (sheet 003, leaflets 000/001): one field card of the month →
 * take the pair; two → the player chooses which one (phase `choose`); three
 * → the fourth card of the month takes all three; none → the card stays on
 * the field. After the draw the yaku check follows (`decision.ts`).
 */
import type { CardId } from '../card-ids';
import { afterTurn } from './decision';
import type { GameEvent } from './events';
import { noteInto } from './evidence';
import { replaceAt, without } from './lists';
import type { MatchState, RoundDraft, RoundState } from './state';

/** The field cards of the same month as `card`, in field order. */
export function matchesOnField(field: readonly CardId[], card: CardId): CardId[] {
  // Month digits compared in place (hot path of every play-out).
  const a = card.charCodeAt(1);
  const b = card.charCodeAt(2);
  const matches: CardId[] = [];
  for (let i = 0; i < field.length; i++) {
    const other = field[i] as CardId;
    if (other.charCodeAt(1) === a && other.charCodeAt(2) === b) matches.push(other);
  }
  return matches;
}

/** Moves `card` (already out of the hand or stock) and the field cards `taken` to `seat`'s captured pile. */
function capture(draft: RoundDraft, seat: number, card: CardId, taken: readonly CardId[]): void {
  if (taken.length === 0) {
    draft.field = [...draft.field, card];
    return;
  }
  const field: CardId[] = [];
  for (let i = 0; i < draft.field.length; i++) {
    const other = draft.field[i] as CardId;
    if (taken.indexOf(other) < 0) field.push(other);
  }
  const pile = [...(draft.captured[seat] as CardId[]), card, ...taken];
  draft.field = field;
  draft.captured = replaceAt(draft.captured, seat, pile);
}

/**
 * Resolves a card in play from `source`: captures, lies down, or waits for a
 * choice between two field cards. Returns the next state.
 */
function resolveCard(
  state: MatchState,
  draft: RoundDraft,
  card: CardId,
  source: 'hand' | 'stock',
  events: GameEvent[],
): MatchState {
  const seat = draft.turn;
  const matches = matchesOnField(draft.field, card);
  if (source === 'hand') noteInto(draft, card, matches.length === 0);
  if (matches.length === 2) {
    const options: [CardId, CardId] = [matches[0] as CardId, matches[1] as CardId];
    events.push({ type: 'capture-choice-needed', seat, card, source, options });
    draft.pending = { card, source, options };
    return { ...state, phase: 'choose', round: draft };
  }
  // One match: the pair; three: the fourth card takes all (sheet 003: "mit der vierten Karte alle Karten des Monats").
  capture(draft, seat, card, matches);
  events.push({ type: source === 'hand' ? 'card-played' : 'card-drawn', seat, card, captured: matches });
  return source === 'hand' ? drawFromStock(state, draft, events) : afterTurn(state, draft, events);
}

/** Draws the top card of the stock for the seat to act and resolves it. */
function drawFromStock(state: MatchState, draft: RoundDraft, events: GameEvent[]): MatchState {
  const top = draft.stock[0];
  // Deal sizes are checked by newMatch so the stock outlasts the hands; an empty stock just ends the turn.
  if (top === undefined) return afterTurn(state, draft, events);
  draft.stock = draft.stock.slice(1);
  return resolveCard(state, draft, top, 'stock', events);
}

/** The seat to act plays `card` from its hand (validated by `applyAction`). */
export function playCard(
  state: MatchState,
  round: RoundState,
  card: CardId,
  events: GameEvent[],
): MatchState {
  const hands = replaceAt(round.hands, round.turn, without(round.hands[round.turn] as CardId[], card));
  return resolveCard(state, { ...round, hands }, card, 'hand', events);
}

/** The seat to act takes field card `choice` with the pending card (validated by `applyAction`). */
export function chooseCapture(
  state: MatchState,
  round: RoundState,
  choice: CardId,
  events: GameEvent[],
): MatchState {
  const pending = round.pending;
  if (pending === null) return state;
  const draft: RoundDraft = { ...round, pending: null };
  capture(draft, round.turn, pending.card, [choice]);
  const type = pending.source === 'hand' ? 'card-played' : 'card-drawn';
  events.push({ type, seat: round.turn, card: pending.card, captured: [choice] });
  const playing = { ...state, phase: 'play' as const };
  return pending.source === 'hand'
    ? drawFromStock(playing, draft, events)
    : afterTurn(playing, draft, events);
}
