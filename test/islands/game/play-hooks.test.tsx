// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaySetup, SavedGame } from '../../../src/islands/game/saved-game';
import { seedOrNew } from '../../../src/islands/game/seed';
import { createStore, type StorageLike } from '../../../src/islands/game/store';
import { type BotTurn, useBotTurn } from '../../../src/islands/game/use-bot-turn';
import { usePlayedGame } from '../../../src/islands/game/use-played-game';
import { domRoot, memoryStorage } from '../fixtures';

type Saved = SavedGame<string, number>;
const parse = (data: unknown): Saved => {
  const d = data as Saved;
  if (!Array.isArray(d?.actions) || !d.actions.every((a) => typeof a === 'number')) throw new Error('bad');
  return d;
};
interface Game {
  readonly setup: PlaySetup<string>;
  readonly actions: readonly number[];
  readonly total: number;
}
const setup: PlaySetup<string> = { game: 'g', seats: [{ kind: 'human' }], hints: true };

const dom = domRoot();
afterEach(() => {
  vi.useRealTimers();
});

describe('seedOrNew', () => {
  it('keeps a usable typed seed, trimmed, and makes one otherwise', () => {
    expect(seedOrNew('  abc-1 ')).toBe('abc-1');
    const fresh = seedOrNew('not a seed!');
    expect(fresh).not.toBe('not a seed!');
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });
});

describe('usePlayedGame', () => {
  function mount(storage: StorageLike) {
    const store = createStore<Saved>({ key: 'test', version: 1, parse, storage });
    const seen: { game: Game | null; message: string | null }[] = [];
    let api: ReturnType<typeof usePlayedGame<string, number, Game>> | null = null;
    function Probe() {
      api = usePlayedGame(store, (s, actions) => ({
        setup: s,
        actions,
        total: actions.reduce((a, b) => a + b, 0),
      }));
      seen.push({ game: api.game, message: api.message });
      if (seen.length === 1) expect(api.loaded).toBe(false);
      return null;
    }
    dom.show(<Probe />);
    return { seen, api: () => api, store };
  }

  it('rebuilds a saved game on load and says so', () => {
    const storage = memoryStorage({ test: JSON.stringify({ v: 1, data: { setup, actions: [2, 3] } }) });
    const { seen } = mount(storage);
    expect(seen.at(-1)?.game?.total).toBe(5);
    expect(seen.at(-1)?.message).toBe('resumed');
  });

  it('discards a corrupt save with a message and starts empty', () => {
    const storage = memoryStorage({ test: '{oops' });
    const { seen, store, api } = mount(storage);
    expect(seen.at(-1)).toEqual({ game: null, message: 'corrupt' });
    expect(api()?.loaded).toBe(true);
    expect(store.load().kind).toBe('none');
  });

  it('saves every change and clears the save when the game is dropped', () => {
    const storage = memoryStorage();
    const { api, store } = mount(storage);
    act(() => api()?.setGame({ setup, actions: [4], total: 4 }));
    expect(store.load()).toEqual({ kind: 'value', value: { setup, actions: [4] } });
    expect(api()?.gameRef.current?.total).toBe(4);
    act(() => api()?.setGame(null));
    expect(store.load().kind).toBe('none');
  });
});

describe('useBotTurn', () => {
  function run(turn: BotTurn<string>) {
    function Probe() {
      useBotTurn(turn, [turn.token]);
      return null;
    }
    dom.show(<Probe />);
  }

  it('shows the move after the pause, and not before', async () => {
    vi.useFakeTimers();
    const onMove = vi.fn();
    run({
      token: 1,
      pauseMs: 400,
      ask: async () => ({ action: 'a', fallback: true }),
      isCurrent: () => true,
      onMove,
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(onMove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(onMove).toHaveBeenCalledWith('a', true);
  });

  it('drops a move that arrives after the game moved on', async () => {
    vi.useFakeTimers();
    const onMove = vi.fn();
    run({
      token: 1,
      pauseMs: 0,
      ask: async () => ({ action: 'a', fallback: false }),
      isCurrent: (t) => t === 2,
      onMove,
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('asks nobody when no computer player is to act', async () => {
    const onMove = vi.fn();
    run({ token: 1, pauseMs: 0, ask: null, isCurrent: () => true, onMove });
    await new Promise((r) => setTimeout(r, 10));
    expect(onMove).not.toHaveBeenCalled();
  });
});
