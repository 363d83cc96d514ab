import { describe, expect, it } from 'vitest';
import { CARD_FACTS, cardFact, nameList, promotionExample } from '../../../src/components/hakka/cards-facts';
import { beats, CARDS, LEAD_ONLY_CARDS } from '../../../src/engine/hakka';

describe('card facts', () => {
  it.each([
    // Seed 002: "Sup, Gon, Zok und Sin in absteigender Rangfolge".
    ['en', 'order', 'Sup > Gon > Zok > Sin'],
    // Seed 002: "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und die Wan Sin".
    ['en', 'elders', 'Sup 1, Sup 9, Gon 9, Zok 9, Sin 1, Sin 9, and Wan Sin'],
    ['de', 'elders', 'Sup-1, Sup-9, Gon-9, Zok-9, Sin-1, Sin-9 und Wan Sin'],
    // Seed 002: "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte".
    ['de', 'move', 'Sobald Sup-9 offen gespielt wurde, ist Sup-8'],
    // Seed 002: "Mit der Sup-1, Sin-1 und Wan Sin können keine anderen Einzel-Karten gestochen werden".
    ['en', 'leadOnly', 'Sup 1, Sin 1, and Wan Sin cannot beat'],
  ] as const)('%s %s says %s', (lang, fact, text) => {
    expect(cardFact(lang, fact)).toContain(text);
  });

  it('has a sentence for every fact in both languages, with no placeholder left', () => {
    for (const lang of ['en', 'de'] as const)
      for (const fact of CARD_FACTS) expect(cardFact(lang, fact)).not.toMatch(/[{}]/);
  });

  it('finds the seed’s promotion example', () => {
    expect(promotionExample()).toEqual({ played: 'sup-9', promoted: 'sup-8' });
  });

  it('is right that the lead-only cards beat nothing and are beaten by nothing as singles', () => {
    for (const special of LEAD_ONLY_CARDS) {
      for (const other of CARDS) {
        expect(beats([other], [special])).toBe(false);
        expect(beats([special], [other])).toBe(false);
      }
    }
  });

  it('formats lists', () => {
    expect(nameList(['sup-1', 'sin-1'], 'de')).toBe('Sup-1 und Sin-1');
  });
});
