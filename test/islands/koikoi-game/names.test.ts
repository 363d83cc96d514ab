import { describe, expect, it } from 'vitest';
import { HANAFUDA_CARD_IDS } from '../../../src/cards/hanafuda/ids';
import { CARD_NAME_STYLES, cardName, type HanafudaCardId } from '../../../src/i18n/hanafuda-cards';
import { namesFor } from '../../../src/islands/koikoi-game/names';

/**
 * The month's plant as the traditional names spell it, read from the data
 * rather than retyped: the ribbon's "(Plant)", or for months without a ribbon
 * the chaff card's "Plant (chaff)".
 */
function plantOf(month: number, lang: 'en' | 'de'): string {
  const mm = String(month).padStart(2, '0');
  const ribbon = HANAFUDA_CARD_IDS.find((id) => id === `m${mm}-ribbon`);
  if (ribbon) return /\(([^)]+)\)$/.exec(cardName(ribbon, lang))?.[1] ?? '';
  return cardName(`m${mm}-chaff1` as HanafudaCardId, lang).replace(/ \(.*\)$/, '');
}

describe('card labels (accessible names)', () => {
  it.each((['en', 'de'] as const).flatMap((lang) => CARD_NAME_STYLES.map((style) => [lang, style] as const)))(
    'name every card’s month by its plant (%s, %s)',
    (lang, style) => {
      const names = namesFor(lang, style);
      for (const id of HANAFUDA_CARD_IDS) {
        const plant = plantOf(Number(id.slice(1, 3)), lang);
        expect(plant.length, id).toBeGreaterThan(2);
        expect(names.label(id), id).toContain(plant);
        // Said once: ribbon and chaff names already carry it.
        expect(names.label(id).split(plant).length - 1, id).toBe(1);
      }
    },
  );

  it('adds the plant after the quoted name where the name lacks it', () => {
    expect(namesFor('en', 'traditional').label('m04-animal')).toBe('“Cuckoo” (Wisteria)');
    expect(namesFor('de', 'traditional').label('m04-animal')).toBe('„Kuckuck“ (Blauregen)');
    expect(namesFor('en', 'traditional').label('m11-chaff')).toBe('“Lightning (chaff)” (Willow)');
    expect(namesFor('en', 'mario-en').label('m03-light')).toBe('“Luigi” (Cherry)');
    expect(namesFor('de', 'mario-de').label('m08-animal')).toBe('„Luigi“ (Chinaschilf)');
    expect(namesFor('en', 'traditional').label('m05-ribbon')).toBe('“Red Ribbon (Iris)”');
    // Narration keeps the short name.
    expect(namesFor('en', 'traditional').card('m04-animal')).toBe('“Cuckoo”');
  });
});
