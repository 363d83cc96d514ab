import { describe, expect, it } from 'vitest';
import {
  type CardId,
  customRuleset,
  type PlayerCount,
  type PresetId,
  RULESETS,
  type Ruleset,
} from '../../../../src/engine/hanafuda';
import { newMatch, stackDeck, zones } from '../../../../src/engine/hanafuda/game';
import { act, dealt, eventsOf, plainDeck, plainDeckFor } from './helpers';

describe('deal sizes', () => {
  it.each<[string, PresetId, PlayerCount, number, number]>([
    // Leaflet 000: "acht verdeckte Karten … acht weitere Karten aufgedeckt".
    ['nintendo, 2 players', 'nintendo', 2, 8, 8],
    // FudaWiki: "eight cards are distributed to each player, and eight to the table".
    ['fudawiki, 2 players', 'fudawiki', 2, 8, 8],
    // Sheet 003: "2 Spieler: … 8 Karten, 8 Karten".
    ['multiplayer, 2 players', 'multiplayer', 2, 8, 8],
    // Sheet 003: "3 Spieler: … 7 Karten, 6 Karten".
    ['multiplayer, 3 players', 'multiplayer', 3, 7, 6],
    // Sheet 003: "4 Spieler: … 5 Karten, 6 Karten".
    ['multiplayer, 4 players', 'multiplayer', 4, 5, 6],
  ])(
    "%s: the preset's hand and field sizes, the rest in the stock",
    (_name, preset, players, hand, field) => {
      let state = newMatch({ rules: RULESETS[preset], players, seed: `deal-${preset}-${players}` });
      state = act(state, { type: 'draw-dealer' }).state;
      const { state: after, events } = act(state, { type: 'deal' });
      const z = zones(after);
      // Redeals may happen; the dealt round still has the preset's sizes.
      expect(z.hands.map((h) => h.length)).toEqual(Array(players).fill(hand));
      expect(z.field).toHaveLength(field);
      expect(z.stock).toHaveLength(48 - players * hand - field);
      expect(eventsOf(events, 'dealt')).toHaveLength(1);
    },
  );

  it('lets the dealer play first', () => {
    const { state } = dealt(RULESETS.multiplayer, 3, [plainDeck(3, 7, 6)], 2);
    expect(state.round?.turn).toBe(2);
    expect(state.round?.dealer).toBe(2);
  });

  it('uses a stacked deck as field, hands by seat, then the stock', () => {
    const deck = plainDeck(2, 8, 8);
    const { state } = dealt(RULESETS.nintendo, 2, [deck]);
    const z = zones(state);
    expect(z.field).toEqual(deck.slice(0, 8));
    expect(z.hands[0]).toEqual(deck.slice(8, 16));
    expect(z.hands[1]).toEqual(deck.slice(16, 24));
    expect(z.stock).toEqual(deck.slice(24));
  });
});

// Field: all four January cards + four other months.
const FOUR_ON_FIELD = stackDeck({
  field: [
    'm01-light',
    'm01-ribbon',
    'm01-chaff1',
    'm01-chaff2',
    'm02-chaff1',
    'm03-chaff1',
    'm04-chaff1',
    'm05-chaff1',
  ],
  hands: [
    [
      'm02-chaff2',
      'm03-chaff2',
      'm04-chaff2',
      'm05-chaff2',
      'm06-chaff1',
      'm07-chaff1',
      'm08-chaff1',
      'm09-chaff1',
    ],
    [
      'm02-animal',
      'm03-light',
      'm04-animal',
      'm05-animal',
      'm06-animal',
      'm07-animal',
      'm08-light',
      'm09-animal',
    ],
  ],
});
// Field: four pairs (months 1–4).
const FOUR_PAIRS_ON_FIELD = stackDeck({
  field: [
    'm01-light',
    'm01-chaff1',
    'm02-animal',
    'm02-chaff1',
    'm03-light',
    'm03-chaff1',
    'm04-animal',
    'm04-chaff1',
  ],
  hands: [
    [
      'm05-chaff1',
      'm06-chaff1',
      'm07-chaff1',
      'm08-chaff1',
      'm09-chaff1',
      'm10-chaff1',
      'm11-chaff',
      'm12-chaff1',
    ],
    [
      'm05-animal',
      'm06-animal',
      'm07-animal',
      'm08-light',
      'm09-animal',
      'm10-animal',
      'm11-light',
      'm12-light',
    ],
  ],
});

describe('redeals', () => {
  it.each<[string, Ruleset, CardId[], string | null]>([
    // FudaWiki: "If either of these lucky hands are dealt to the table, then a misdeal is declared."
    ['nintendo: four of a month on the field', RULESETS.nintendo, FOUR_ON_FIELD, 'field-four-of-month'],
    ['fudawiki: four of a month on the field', RULESETS.fudawiki, FOUR_ON_FIELD, 'field-four-of-month'],
    // Sheet 003: "alle 4 Karten eines Monats in der Mitte liegen".
    ['multiplayer: four of a month on the field', RULESETS.multiplayer, FOUR_ON_FIELD, 'field-four-of-month'],
    ['nintendo: four pairs on the field', RULESETS.nintendo, FOUR_PAIRS_ON_FIELD, 'field-four-pairs'],
    ['fudawiki: four pairs on the field', RULESETS.fudawiki, FOUR_PAIRS_ON_FIELD, 'field-four-pairs'],
    // Sheet 003 names only four of a month; four pairs on the field are played.
    ['multiplayer: four pairs on the field are no reason', RULESETS.multiplayer, FOUR_PAIRS_ON_FIELD, null],
  ])('%s', (_name, rules, deck, reason) => {
    const second = plainDeckFor(rules, 2);
    const { state, events } = dealt(rules, 2, [deck, second]);
    const redeals = eventsOf(events, 'redeal');
    if (reason === null) {
      expect(redeals).toEqual([]);
      expect(zones(state).field).toEqual(deck.slice(0, 8));
    } else {
      expect(redeals).toEqual([{ type: 'redeal', reason, seat: null }]);
      expect(zones(state).field).toEqual(second.slice(0, 8));
      expect(state.round?.dealer).toBe(0); // sheet 003: "der Geber bleibt derselbe"
    }
    expect(state.results).toEqual([]); // a redeal is no round
  });

  it.each<[string, PlayerCount, boolean]>([
    // Sheet 003: "im Spiel mit drei oder vier Spielern ein Spieler alle 4 Karten eines Monats auf der Hand hat".
    ['three players', 3, true],
    ['four players', 4, true],
    // With two players four of a month in hand is Teshi, a lucky hand, not a redeal.
    ['two players', 2, false],
  ])('multiplayer: all four cards of a month in one hand, %s → redeal %s', (_name, players, redeal) => {
    const rules = RULESETS.multiplayer;
    const size = rules.deal[players] as { hand: number; field: number };
    const plain = plainDeck(players, size.hand, size.field);
    const teshi: CardId[] = ['m12-light', 'm12-chaff1', 'm12-chaff2', 'm12-chaff3'];
    // Seat 1 gets the four December cards in place of its last four cards.
    const hand1 = plain
      .slice(size.field + size.hand, size.field + 2 * size.hand)
      .filter((c) => !c.startsWith('m12'));
    const hands = Array.from({ length: players }, (_, seat) =>
      seat === 1
        ? [...hand1.slice(0, size.hand - 4), ...teshi]
        : plain.slice(size.field + seat * size.hand, size.field + (seat + 1) * size.hand),
    );
    const deck = stackDeck({ field: plain.slice(0, size.field), hands });
    const { events } = dealt(rules, players, [deck, plain]);
    const redeals = eventsOf(events, 'redeal');
    expect(redeals).toEqual(redeal ? [{ type: 'redeal', reason: 'hand-four-of-month', seat: 1 }] : []);
  });
});

// Seat 1 holds all four March cards (Teshi); seat 0 a plain hand.
const TESHI_FOR_SEAT_1 = stackDeck({
  field: [
    'm01-light',
    'm02-chaff1',
    'm04-chaff1',
    'm05-chaff1',
    'm06-chaff1',
    'm07-chaff1',
    'm08-chaff1',
    'm09-chaff1',
  ],
  hands: [
    [
      'm01-ribbon',
      'm02-chaff2',
      'm04-chaff2',
      'm05-chaff2',
      'm06-chaff2',
      'm07-chaff2',
      'm08-light',
      'm10-chaff1',
    ],
    [
      'm03-light',
      'm03-ribbon',
      'm03-chaff1',
      'm03-chaff2',
      'm02-animal',
      'm04-animal',
      'm06-animal',
      'm11-light',
    ],
  ],
});
// Both seats hold four pairs (Kuttsuki).
const KUTTSUKI_FOR_BOTH = stackDeck({
  field: [
    'm09-chaff1',
    'm10-chaff1',
    'm11-chaff',
    'm12-chaff1',
    'm01-chaff1',
    'm02-chaff1',
    'm05-chaff1',
    'm06-chaff1',
  ],
  hands: [
    [
      'm01-light',
      'm01-ribbon',
      'm02-animal',
      'm02-ribbon',
      'm03-light',
      'm03-ribbon',
      'm04-animal',
      'm04-ribbon',
    ],
    [
      'm05-animal',
      'm05-ribbon',
      'm06-animal',
      'm06-ribbon',
      'm07-animal',
      'm07-ribbon',
      'm08-light',
      'm08-animal',
    ],
  ],
});

describe('lucky hands', () => {
  it.each<[string, Ruleset]>([
    // Leaflet 000: "gewinnst du die Partie sofort automatisch mit 6 Punkten".
    ['nintendo', RULESETS.nintendo],
    // FudaWiki: Teshi, "scoring 6 points".
    ['fudawiki', RULESETS.fudawiki],
    // Sheet 003: "Im Spiel zu zweit … Teshi, 6 Punkte".
    ['multiplayer', RULESETS.multiplayer],
  ])('%s: Teshi ends the round at once for its holder', (_name, rules) => {
    const { state, events } = dealt(rules, 2, [TESHI_FOR_SEAT_1]);
    expect(eventsOf(events, 'lucky-hand')).toEqual([
      { type: 'lucky-hand', seat: 1, hand: 'teshi', points: 6 },
    ]);
    expect(state.results[0]).toMatchObject({
      reason: 'lucky-hand',
      winner: 1,
      points: 6,
      luckyHand: 'teshi',
    });
    expect(state.scores).toEqual([0, 6]);
    expect(state.phase).toBe('deal');
  });

  it('are not played when the ruleset has none for the player count', () => {
    const rules = customRuleset('nintendo', {
      luckyHands: { ...RULESETS.nintendo.luckyHands, playerCounts: [] },
    });
    const { state } = dealt(rules, 2, [TESHI_FOR_SEAT_1]);
    expect(state.phase).toBe('play');
  });

  it.each<[string, Ruleset, 'draw' | 'redeal']>([
    // FudaWiki: "If both players hold a lucky hand, then the round is a draw."
    ['fudawiki: several lucky hands draw the round', RULESETS.fudawiki, 'draw'],
    // Leaflet silent: nintendo follows FudaWiki.
    ['nintendo: several lucky hands draw the round', RULESETS.nintendo, 'draw'],
    // The ruleset option `several: 'redeal'`.
    [
      'custom: several lucky hands are dealt again',
      customRuleset('nintendo', { luckyHands: { ...RULESETS.nintendo.luckyHands, several: 'redeal' } }),
      'redeal',
    ],
  ])('%s', (_name, rules, outcome) => {
    const { state, events } = dealt(rules, 2, [KUTTSUKI_FOR_BOTH, plainDeckFor(rules, 2)]);
    if (outcome === 'draw') {
      expect(eventsOf(events, 'lucky-hand').map((e) => e.seat)).toEqual([0, 1]);
      expect(state.results[0]).toMatchObject({ reason: 'several-lucky-hands', winner: null, points: 0 });
    } else {
      expect(eventsOf(events, 'redeal')).toEqual([
        { type: 'redeal', reason: 'several-lucky-hands', seat: null },
      ]);
      expect(state.phase).toBe('play');
      expect(state.results).toEqual([]);
    }
  });
});
