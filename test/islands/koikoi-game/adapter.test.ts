// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BOT_IDS } from '../../../src/engine/hanafuda';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import { isKoikoiSetup, koikoiAdapter } from '../../../src/islands/koikoi-game/adapter';
import { firstDealerDraw, fitSetup, undoActions } from '../../../src/islands/koikoi-game/play-model';

describe('Koi-Koi setup', () => {
  it.each([
    // Nintendo leaflet: two players only.
    [{ preset: 'nintendo', players: 2, rounds: 3, seed: 'a' }, true],
    [{ preset: 'nintendo', players: 3, rounds: 3, seed: 'a' }, false],
    // The German sheet allows four (seed 003).
    [{ preset: 'multiplayer', players: 4, rounds: 12, seed: 7 }, true],
    // Unknown preset, bad rounds, bad seed, bad deck card.
    [{ preset: 'house', players: 2, rounds: 3, seed: 'a' }, false],
    [{ preset: 'nintendo', players: 2, rounds: 0, seed: 'a' }, false],
    [{ preset: 'nintendo', players: 2, rounds: 3, seed: null }, false],
    [{ preset: 'nintendo', players: 2, rounds: 3, seed: 'a', decks: [['m13-light']] }, false],
  ])('%j → %s', (setup, valid) => {
    expect(isKoikoiSetup(setup)).toBe(valid);
  });

  it('fits the seats to the preset’s player counts', () => {
    const setup = {
      game: { preset: 'nintendo' as const, players: 2 as const, rounds: 3, seed: 'a' },
      seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'random' }],
      hints: true,
    };
    const four = fitSetup(setup, 'multiplayer', 4);
    expect(four.game.players).toBe(4);
    expect(four.seats).toHaveLength(4);
    expect(fitSetup(four, 'nintendo', 4).game.players).toBe(2);
  });
});

describe('saved game', () => {
  const setup = {
    game: { preset: 'nintendo' as const, players: 2 as const, rounds: 1, seed: 'saved' },
    seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' }],
    hints: false,
  };

  it('survives a save and a load, replayed by the engine', () => {
    localStorage.clear();
    let state = koikoiAdapter.replay(setup.game, []).state;
    const actions = [];
    for (let i = 0; i < 4; i++) {
      const action = koikoiAdapter.legal(state)[0];
      if (!action) break;
      actions.push(action);
      const result = koikoiAdapter.apply(state, action);
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
    }
    const store = savedGameStore(koikoiAdapter, BOT_IDS);
    store.save({ setup, actions });
    const loaded = store.load();
    expect(loaded.kind).toBe('value');
    if (loaded.kind === 'value')
      expect(koikoiAdapter.replay(loaded.value.setup.game, loaded.value.actions).state).toEqual(state);
  });

  it.each([
    // An action the match rejects (a card that is not in the hand).
    [{ setup, actions: [{ type: 'draw-dealer' }, { type: 'deal' }, { type: 'play', card: 'm99-light' }] }],
    // An unknown computer player.
    [{ setup: { ...setup, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'oracle' }] }, actions: [] }],
    // One seat too few.
    [{ setup: { ...setup, seats: [{ kind: 'human' }] }, actions: [] }],
  ])('discards a corrupt save %#', (data) => {
    localStorage.setItem('koikoi:saved-game', JSON.stringify({ v: 1, data }));
    const loaded = savedGameStore(koikoiAdapter, BOT_IDS).load();
    expect(loaded.kind).toBe('corrupt');
    expect(localStorage.getItem('koikoi:saved-game')).toBeNull();
  });

  it('undo drops the last human action and the computer moves after it', () => {
    const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' }];
    const actions = [
      { type: 'draw-dealer' as const },
      { type: 'deal' as const },
      { type: 'play' as const, seat: 0, card: 'm01-light' as const },
      { type: 'play' as const, seat: 1, card: 'm02-animal' as const },
    ];
    expect(undoActions(actions, seats)).toEqual(actions.slice(0, 2));
    expect(undoActions(actions.slice(0, 2), seats)).toBeNull();
  });
});

describe('the dealer draw that opened the match', () => {
  const setup = { preset: 'nintendo' as const, players: 2 as const, rounds: 3, seed: 'draw' };

  it('is the first action’s event, whatever came after it', () => {
    const { events } = koikoiAdapter.replay(setup, [{ type: 'draw-dealer' }]);
    const drawn = events[0]?.find((event) => event.type === 'dealer-drawn');
    expect(drawn).toBeDefined();
    expect(firstDealerDraw(setup, [{ type: 'draw-dealer' }])).toEqual(drawn);
    expect(firstDealerDraw(setup, [{ type: 'draw-dealer' }, { type: 'deal' }])).toEqual(drawn);
  });

  it('is null before the draw and when the setup names the first dealer', () => {
    expect(firstDealerDraw(setup, [])).toBeNull();
    expect(firstDealerDraw({ ...setup, firstDealer: 1 }, [{ type: 'deal' }])).toBeNull();
  });
});
