import { describe, expect, it } from 'vitest';
import { HANAFUDA_CARD_IDS } from '../../../src/cards/hanafuda/ids';
import { CARD_NAME_STYLES } from '../../../src/i18n/hanafuda-cards';
import { namesFor } from '../../../src/islands/koikoi-game/names';

const PLANTS = {
  en: [
    'Pine',
    'Plum',
    'Cherry',
    'Wisteria',
    'Iris',
    'Peony',
    'Bush Clover',
    'Pampas Grass',
    'Chrysanthemum',
    'Maple',
    'Willow',
    'Paulownia',
  ],
  de: [
    'Kiefer',
    'Pflaume',
    'Kirsche',
    'Blauregen',
    'Schwertlilie',
    'Pfingstrose',
    'Buschklee',
    'Chinaschilf',
    'Chrysantheme',
    'Ahorn',
    'Weide',
    'Paulownie',
  ],
} as const;

describe('card labels (accessible names)', () => {
  it.each((['en', 'de'] as const).flatMap((lang) => CARD_NAME_STYLES.map((style) => [lang, style] as const)))(
    'name every card’s month by its plant (%s, %s)',
    (lang, style) => {
      const names = namesFor(lang, style);
      for (const id of HANAFUDA_CARD_IDS) {
        const plant = PLANTS[lang][Number(id.slice(1, 3)) - 1] as string;
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
