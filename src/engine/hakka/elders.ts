/**
 * Elder cards (seed 002: "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und
 * die Wan Sin auch „Ältesten-Karten“ zu Beginn des Spiels … wenn die Sup-9
 * gespielt wird, wird die Sup-8 eine Ältesten-Karte, da sie nun unschlagbar ist").
 *
 * @example
 * elders([]); // ['sup-1', 'sup-9', 'gon-9', 'zok-9', 'sin-1', 'sin-9', 'wan-sin']
 * elders(['sup-9']).includes('sup-8'); // true
 */
import { type CardId, NUMBERS, type Suit, SUITS, WAN_SIN } from './cards';

const BY_SUIT = Object.fromEntries(
  SUITS.map((suit) => [suit, NUMBERS.map((n): CardId => `${suit}-${n}`)]),
) as unknown as Record<Suit, readonly CardId[]>;

/**
 * The elder cards not yet played, given the cards played face up so far (pass
 * discards too when `discardsPromoteElders` is on). Per suit: the highest
 * unplayed card, plus Sup-1 and Sin-1 while unplayed (they stay elders because
 * "Sie können mit diesen Karten einen Stich eröffnen und Sie werden den Stich
 * gewinnen"), plus Wan Sin while unplayed. Result in card order.
 */
export function elders(played: readonly string[]): CardId[] {
  // Plain loops over a small lookup table: this runs on every play of every
  // simulated round, so it avoids building Sets.
  const gone: Record<string, true> = {};
  for (const c of played) gone[c] = true;
  const out: CardId[] = [];
  for (const suit of SUITS) {
    const ids = BY_SUIT[suit];
    let top: CardId | null = null;
    for (let i = ids.length - 1; i >= 0; i--) {
      const id = ids[i] as CardId;
      if (gone[id] !== true) {
        top = id;
        break;
      }
    }
    const low = ids[0] as CardId;
    if ((suit === 'sup' || suit === 'sin') && gone[low] !== true && low !== top) out.push(low);
    if (top !== null) out.push(top);
  }
  if (gone[WAN_SIN] !== true) out.push(WAN_SIN);
  return out;
}

/** True when `card` is an elder given the played cards. */
export function isElder(card: string, played: readonly string[]): boolean {
  return elders(played).includes(card as CardId);
}
