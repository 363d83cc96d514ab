/**
 * Whether two Hakka actions are the same move: the same type and seat, and
 * for a play or discard the same cards in any order (`legalActions` lists
 * them in `sortCards` order; a move from elsewhere may not). Safe on
 * untrusted input: a `cards` field that is not a list of card ids never
 * matches.
 *
 * @example
 * sameAction(legal, { type: 'play', seat: 0, cards: ['sin-3', 'sin-2'] }); // true when legal plays sin-2 and sin-3
 */
import { isCardId, sortCards } from './cards';
import type { HakkaAction } from './state';

/** See the file comment; `legal` is a well-formed action, `action` may not be. */
export function sameAction(legal: HakkaAction, action: HakkaAction): boolean {
  if (legal.type !== action.type || legal.seat !== action.seat) return false;
  if (!('cards' in legal)) return true;
  const raw: unknown = 'cards' in action ? action.cards : undefined;
  if (!Array.isArray(raw) || raw.length !== legal.cards.length || !raw.every(isCardId)) return false;
  const mine = sortCards(legal.cards);
  return sortCards(raw).every((card, i) => card === mine[i]);
}
