// The Hakka adapter: setups and actions are checked by shape, replays give
// the deal's events first, a bad action list throws a typed error, and a
// saved game survives the shared saved-game store (a corrupt one does not).
import { describe, expect, it } from 'vitest';
import { BOT_IDS } from '../../../src/engine/hakka/bots/types';
import { legalActions, newGame } from '../../../src/engine/hakka/game';
import type { Seat } from '../../../src/engine/hakka/seats';
import type { HakkaAction } from '../../../src/engine/hakka/state';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import {
  hakkaAdapter,
  isHakkaAction,
  isHakkaSetup,
  replayHakka,
} from '../../../src/islands/hakka-game/adapter';
import { undoHakka } from '../../../src/islands/hakka-game/play-model';
import { memoryStorage } from '../fixtures';

describe('isHakkaSetup', () => {
  it.each([
    [{ seed: 'abc' }, true],
    [{ seed: 7 }, true],
    [{ seed: 'abc', options: { wanSinInSets: false } }, true],
    // An option the engine does not know.
    [{ seed: 'abc', options: { jokers: true } }, false],
    // A value the option does not allow.
    [{ seed: 'abc', options: { noDeclaration: 'maybe' } }, false],
    [{ seed: Number.NaN }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (value, ok) => {
    expect(isHakkaSetup(value)).toBe(ok);
  });
});

describe('isHakkaAction', () => {
  it.each([
    [{ type: 'pass', seat: 0 }, true],
    [{ type: 'play', seat: 3, cards: ['sup-1'] }, true],
    [{ type: 'play', seat: 3, cards: [] }, false],
    [{ type: 'play', seat: 3, cards: ['sup-10'] }, false],
    [{ type: 'pass', seat: 4 }, false],
    [{ type: 'shuffle', seat: 0 }, false],
  ])('%j → %s', (value, ok) => {
    expect(isHakkaAction(value)).toBe(ok);
  });
});

describe('replayHakka', () => {
  it('gives the first deal, then one event list per action, and the same state as the engine', () => {
    const start = newGame({ seed: 'adapter' });
    const first = legalActions(start)[1];
    if (!first) throw new Error('no action');
    const { state, events } = replayHakka({ seed: 'adapter' }, [first]);
    expect(events).toHaveLength(2);
    expect(events[0]?.[0]?.type).toBe('dealt');
    expect(events[1]?.[0]).toEqual({ type: 'passed', seat: first.seat });
    expect(state.calls).toEqual([{ seat: first.seat, called: false }]);
  });

  it('throws a typed error naming the rejected action', () => {
    const seat = newGame({ seed: 'adapter' }).toAct ?? 0;
    const wrong: HakkaAction = { type: 'pass', seat: ((seat + 1) % 4) as Seat };
    expect(() => replayHakka({ seed: 'adapter' }, [wrong])).toThrow(
      /Action 0 rejected: hakka.error.notYourTurn/,
    );
  });

  it('behaves like the engine behind the shared interface', () => {
    const state = hakkaAdapter.replay({ seed: 1 }, []).state;
    expect(hakkaAdapter.seats(state)).toBe(4);
    expect(hakkaAdapter.toAct(state)).toBe(state.dealer);
    expect(hakkaAdapter.legal(state).map((a) => a.type)).toEqual(['call', 'pass']);
    expect(hakkaAdapter.view(state, state.dealer).hand).toHaveLength(12);
    const bad = hakkaAdapter.apply(state, { type: 'declare', seat: state.dealer });
    expect(bad).toEqual({ ok: false, reason: 'hakka.error.wrongPhase' });
  });
});

describe('saved games', () => {
  const setup = {
    game: { seed: 'saved' },
    seats: [
      { kind: 'human' },
      { kind: 'bot', bot: 'greedy' },
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'strong' },
    ],
    hints: true,
  } as const;

  it('round-trips a game and replays its actions', () => {
    const storage = memoryStorage();
    const store = savedGameStore(hakkaAdapter, BOT_IDS, { storage });
    const state = newGame({ seed: 'saved' });
    const actions = legalActions(state).slice(0, 1);
    store.save({ setup, actions });
    expect(store.load()).toEqual({ kind: 'value', value: { setup, actions } });
  });

  it.each([
    // Actions the engine refuses (the wrong seat passes first).
    [
      '{"v":1,"data":{"setup":{"game":{"seed":"saved"},"seats":[{"kind":"human"},{"kind":"human"},{"kind":"human"},{"kind":"human"}],"hints":true},"actions":[{"type":"pass","seat":9}]}}',
    ],
    // Three seats for a four-seat game.
    [
      '{"v":1,"data":{"setup":{"game":{"seed":"saved"},"seats":[{"kind":"human"},{"kind":"human"},{"kind":"human"}],"hints":true},"actions":[]}}',
    ],
    // Not JSON.
    ['{"v":1,'],
  ])('discards a corrupt save %s', (text) => {
    const storage = memoryStorage();
    storage.setItem('hakka:saved-game', text);
    const loaded = savedGameStore(hakkaAdapter, BOT_IDS, { storage }).load();
    expect(loaded.kind).toBe('corrupt');
    expect('hakka:saved-game' in storage.data).toBe(false);
  });
});

describe('undoHakka', () => {
  const seats = [
    { kind: 'human' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'bot', bot: 'greedy' },
  ] as const;
  it('drops the last move of a person and the computer moves after it', () => {
    const actions = [
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 0 },
      { type: 'call', seat: 3 },
    ] as const;
    expect(undoHakka(actions, seats)).toEqual([{ type: 'pass', seat: 1 }]);
    expect(undoHakka([{ type: 'pass', seat: 1 }], seats)).toBeNull();
  });
});
