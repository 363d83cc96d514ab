import { describe, expect, it } from 'vitest';
import { type CardId, RULESETS, scoreRound } from '../../../src/engine/hanafuda';
import { koikoiT } from '../../../src/i18n/koikoi';
import { derivationLines } from '../../../src/utils/koikoi/derivation';

const lights: CardId[] = ['m01-light', 'm03-light', 'm08-light', 'm12-light'];
const label = (lang: 'en' | 'de', preset: keyof typeof RULESETS, opponents: number) => {
  const rules = RULESETS[preset];
  const score = scoreRound({ captured: lights, rules, koikoiCalls: { own: 0, opponents } });
  return derivationLines(koikoiT(lang), score, rules).find((l) => l.id === 'koikoi')?.label;
};

describe('derivationLines: the Koi-Koi step counts its calls in words', () => {
  it('says "1 call" for one counted call, in both languages', () => {
    // The leaflet doubles once for an opponent's call, however many.
    expect(label('en', 'nintendo', 1)).toBe('Koi-Koi multiplier (1 call counted)');
    expect(label('de', 'nintendo', 1)).toBe('Koi-Koi-Faktor (1 Ruf gezählt)');
  });

  it('uses the plural from two calls on', () => {
    expect(label('en', 'multiplayer', 2)).toBe('Koi-Koi multiplier (2 calls counted)');
    expect(label('de', 'multiplayer', 2)).toBe('Koi-Koi-Faktor (2 Rufe gezählt)');
  });
});
