import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../src/engine/errors';
import { CARDS, cardInfo, isCardId, SUITS, sortCards, WAN_SIN } from '../../../src/engine/hakka/cards';

describe('Hakka cards', () => {
  it('has 37 distinct cards: four suits of 1–9 and Wan Sin', () => {
    // Seed 002: "Jede Kartenfarbe hat insgesamt neun Karten … Eine weitere Karte heißt „Wan Sin“".
    expect(CARDS).toHaveLength(37);
    expect(new Set(CARDS).size).toBe(37);
    expect(CARDS.slice(0, 3)).toEqual(['sup-1', 'sup-2', 'sup-3']);
    expect(CARDS.at(-2)).toBe('sin-9');
    expect(CARDS.at(-1)).toBe(WAN_SIN);
  });

  it('ranks the suits Sup > Gon > Zok > Sin', () => {
    // Seed 002: "Sup, Gon, Zok und Sin in absteigender Rangfolge".
    expect(SUITS).toEqual(['sup', 'gon', 'zok', 'sin']);
  });

  it.each([
    // Seed 002: Wan Sin "hat den nummerischen Wert von 1, aber gehört zu keiner Kartenfarbe".
    ['wan-sin', null, 1],
    ['gon-7', 'gon', 7],
    ['sin-9', 'sin', 9],
  ] as const)('%s has suit %s and number %i', (id, suit, n) => {
    expect(cardInfo(id)).toMatchObject({ suit, number: n });
  });

  it.each(['sup-0', 'gon-10', 'wan', '', 'SUP-1'])(
    'rejects the unknown id %j with code unknown-card',
    (id) => {
      expect(isCardId(id)).toBe(false);
      try {
        cardInfo(id);
        expect.unreachable();
      } catch (error) {
        expect(isEngineError(error, 'unknown-card')).toBe(true);
      }
    },
  );

  it('sorts by suit then number, Wan Sin last', () => {
    expect(sortCards(['wan-sin', 'sin-1', 'sup-9', 'sup-2'])).toEqual(['sup-2', 'sup-9', 'sin-1', 'wan-sin']);
  });
});
