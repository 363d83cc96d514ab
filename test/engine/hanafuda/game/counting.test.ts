// Counting a month from one seat's view: the unseen cards, and the table
// cards only that seat can still take.
import { describe, expect, it } from 'vitest';
import { type CardId, RULESETS } from '../../../../src/engine/hanafuda';
import { onlyYoursOnField, unseenCards, viewFor } from '../../../../src/engine/hanafuda/game';
import { act, craftRound, dealt, plainDeck } from './helpers';

/** A two-player round: the cherry light and ribbon on the table, the rest of the deal as given. */
function position(hands: CardId[][], captured: CardId[][] = [[], []]) {
  const base = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
  return craftRound(base, {
    hands,
    field: ['m03-light', 'm03-ribbon', 'm08-light', 'm11-chaff'],
    captured,
  });
}

describe('onlyYoursOnField', () => {
  it('lists a table card when you see all of its month and hold one of it', () => {
    const state = position([['m03-chaff1', 'm03-chaff2', 'm08-chaff1'], ['m01-chaff1']]);
    expect(onlyYoursOnField(viewFor(state, 0))).toEqual(['m03-light', 'm03-ribbon']);
    // The opponent holds no cherry card and sees neither of yours.
    expect(onlyYoursOnField(viewFor(state, 1))).toEqual([]);
  });

  it('leaves a month out while one of its cards is unseen', () => {
    // The second cherry chaff is in the stock; the moon's month is only half in sight.
    const state = position([['m03-chaff1', 'm08-chaff1'], ['m01-chaff1']]);
    expect(unseenCards(viewFor(state, 0)).filter((card) => card.startsWith('m03'))).toEqual(['m03-chaff2']);
    expect(onlyYoursOnField(viewFor(state, 0))).toEqual([]);
  });

  it('counts captured cards as seen, and a month nobody holds belongs to nobody', () => {
    // Moon: two August cards captured, one in your hand. November: the other three captured, none held.
    const state = position(
      [['m08-chaff1', 'm01-chaff1'], ['m02-chaff1']],
      [
        ['m08-animal', 'm08-chaff2'],
        ['m11-light', 'm11-animal', 'm11-ribbon', 'm03-chaff1', 'm03-chaff2'],
      ],
    );
    expect(onlyYoursOnField(viewFor(state, 0))).toEqual(['m08-light']);
  });

  it('counts a card waiting for a capture choice as seen', () => {
    // You play a cherry chaff onto the two cherry cards; the last one is in your hand.
    const state = position([['m03-chaff1', 'm03-chaff2', 'm08-chaff1'], ['m01-chaff1']]);
    const waiting = act(state, { type: 'play', card: 'm03-chaff1' }).state;
    expect(waiting.round?.pending?.card).toBe('m03-chaff1');
    expect(onlyYoursOnField(viewFor(waiting, 0))).toEqual(['m03-light', 'm03-ribbon']);
  });

  it('is empty between rounds', () => {
    const before = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
    expect(onlyYoursOnField({ ...viewFor(before, 0), round: null })).toEqual([]);
  });
});
