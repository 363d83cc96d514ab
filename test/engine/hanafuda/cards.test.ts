import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../src/engine/errors';
import {
  CARD_IDS,
  CARDS,
  type CardKind,
  cardById,
  cardIndex,
  cardsOfMonth,
  isCardId,
  monthOf,
} from '../../../src/engine/hanafuda';

describe('CARDS', () => {
  it('holds the 48 cards in month order, four per month', () => {
    expect(CARDS).toHaveLength(48);
    expect(CARDS.map((card) => card.id)).toEqual([...CARD_IDS]);
    CARDS.forEach((card, index) => {
      expect(card.index).toBe(index);
      expect(card.month).toBe(Math.floor(index / 4) + 1);
    });
  });

  it.each<[CardKind, number, number]>([
    // Leaflet 000 "Karten-Kategorien": five lights, nine animals (sake cup included).
    ['light', 5, 20],
    ['animal', 9, 10],
    // "drei rote Fahnen mit Schrift und vier ohne … drei blaue Fahnen" (000): ten ribbons.
    ['ribbon', 10, 5],
    // The rest: 24 chaff cards at 1 point (000 "Kartenpunkte").
    ['chaff', 24, 1],
  ])('has the right number of %s cards (%i) worth %i points', (kind, count, points) => {
    const cards = CARDS.filter((card) => card.kind === kind);
    expect(cards).toHaveLength(count);
    expect(new Set(cards.map((card) => card.points))).toEqual(new Set([points]));
  });

  it.each([
    // Poem ribbons are months 1–3, blue ribbons 6, 9, 10 (issue; 000 "Karten-Kategorien").
    ['m01-ribbon', 'poem'],
    ['m02-ribbon', 'poem'],
    ['m03-ribbon', 'poem'],
    ['m06-ribbon', 'blue'],
    ['m09-ribbon', 'blue'],
    ['m10-ribbon', 'blue'],
    ['m04-ribbon', 'plain'],
    ['m05-ribbon', 'plain'],
    ['m07-ribbon', 'plain'],
    ['m11-ribbon', 'plain'],
  ])('%s is a %s ribbon', (id, colour) => {
    expect(cardById(id).ribbon).toBe(colour);
  });

  it('gives no ribbon colour to non-ribbons', () => {
    expect(CARDS.filter((card) => card.kind !== 'ribbon' && card.ribbon !== undefined)).toEqual([]);
  });

  it.each([
    // 000: the sake cup ("Piranha-Pflanze") is an animal that also counts as chaff and for the viewing yaku.
    ['m09-animal', ['hanami-zake', 'tsukimi-zake', 'tane', 'kasu']],
    // The rain man belongs to Goko and Ame-shiko only (001: Three Lights "excluding the Raining Light").
    ['m11-light', ['goko', 'ame-shiko']],
    ['m03-light', ['goko', 'shiko', 'ame-shiko', 'sanko', 'hanami-zake']],
    ['m07-animal', ['inoshikacho', 'tane']],
    ['m01-ribbon', ['akatan', 'akatan-aotan', 'tanzaku']],
    ['m11-chaff', ['kasu']],
  ])('lists the yaku %s can belong to', (id, yaku) => {
    expect(cardById(id).yaku).toEqual(yaku);
  });
});

describe('card lookups', () => {
  it('finds cards by id, index and month', () => {
    expect(cardIndex('m12-chaff3')).toBe(47);
    expect(monthOf('m11-chaff')).toBe(11);
    expect(cardsOfMonth(8)).toEqual(['m08-light', 'm08-animal', 'm08-chaff1', 'm08-chaff2']);
    expect(isCardId('m08-light')).toBe(true);
    expect(isCardId('m13-light')).toBe(false);
    expect(isCardId(3)).toBe(false);
  });

  it.each(['m13-light', '', '__proto__', 'M01-LIGHT'])('rejects %j with code unknown-card', (id) => {
    try {
      cardById(id);
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error, 'unknown-card')).toBe(true);
    }
  });
});
