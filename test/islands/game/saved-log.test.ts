// The play log kept with a saved game: its entries (events in no language and
// undo marks), their checks, and the saved game that keeps or drops them.
import { describe, expect, it } from 'vitest';
import { BOT_IDS as HAKKA_BOTS } from '../../../src/engine/hakka/bots/types';
import { BOT_IDS } from '../../../src/engine/hanafuda';
import { arrayOf, isCount, pairOf, shaped, tagged } from '../../../src/islands/game/json-guards';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import {
  addToLog,
  LOG_LINES,
  type LogEntry,
  logLines,
  parseLog,
  UNDONE,
} from '../../../src/islands/game/saved-log';
import { hakkaAdapter } from '../../../src/islands/hakka-game/adapter';
import { isLoggedEvent as isHakkaLogged } from '../../../src/islands/hakka-game/logged-events';
import { koikoiAdapter } from '../../../src/islands/koikoi-game/adapter';
import { isLoggedEvent } from '../../../src/islands/koikoi-game/logged-events';
import { memoryStorage } from '../fixtures';

type Move = { readonly type: 'move'; readonly seat: number } | { readonly type: 'pass' };
const isMove = tagged<Move>({ move: { seat: isCount }, pass: {} });

describe('json guards', () => {
  it('accept a known type with good fields, and nothing else', () => {
    expect(isMove({ type: 'move', seat: 2 })).toBe(true);
    expect(isMove({ type: 'pass', extra: 'ignored' })).toBe(true);
    expect(isMove({ type: 'move', seat: -1 })).toBe(false);
    expect(isMove({ type: 'move' })).toBe(false);
    expect(isMove({ type: 'toString' })).toBe(false);
    expect(isMove({ type: 'jump' })).toBe(false);
    expect(isMove('pass')).toBe(false);
    expect(isMove(null)).toBe(false);
    expect(shaped<{ n: number }>({ n: isCount })([1])).toBe(false);
    expect(pairOf(isCount)([1, 2])).toBe(true);
    expect(pairOf(isCount)([1, 2, 3])).toBe(false);
    expect(arrayOf(isCount)([1, 1.5])).toBe(false);
  });
});

describe('the saved log', () => {
  it('keeps the latest LOG_LINES entries', () => {
    const full = addToLog<Move>(
      [],
      Array.from({ length: LOG_LINES }, (_, seat) => ({ type: 'move', seat })),
    );
    const next = addToLog(full, [UNDONE]);
    expect(next).toHaveLength(LOG_LINES);
    expect(next[0]).toEqual({ type: 'move', seat: 1 });
    expect(next.at(-1)).toBe(UNDONE);
  });

  it('reads back a list of events and undo marks, and refuses anything else', () => {
    expect(parseLog([{ type: 'pass' }, UNDONE], isMove)).toEqual([{ type: 'pass' }, UNDONE]);
    expect(parseLog({ type: 'pass' }, isMove)).toBeNull();
    expect(parseLog([{ type: 'pass' }, 'redone'], isMove)).toBeNull();
    expect(parseLog([{ type: 'move', seat: 'one' }], isMove)).toBeNull();
    const long = Array.from({ length: LOG_LINES + 5 }, () => UNDONE);
    expect(parseLog(long, isMove)).toHaveLength(LOG_LINES);
  });

  it('narrates each event, says the undo mark, and skips what says nothing', () => {
    const say = (move: Move) => (move.type === 'move' ? `Seat ${move.seat} moves.` : null);
    expect(logLines<Move>([{ type: 'move', seat: 1 }, { type: 'pass' }, UNDONE], say, 'Undone.')).toEqual([
      'Seat 1 moves.',
      'Undone.',
    ]);
  });
});

/** Every event of a whole game played by the first legal move each time. */
function wholeGame<Config, State, Action, Event>(
  adapter: {
    replay(
      config: Config,
      actions: readonly Action[],
    ): { state: State; events: readonly (readonly Event[])[] };
    legal(state: State): readonly Action[];
    isOver(state: State): boolean;
  },
  config: Config,
): { actions: Action[]; events: Event[] } {
  const actions: Action[] = [];
  let { state } = adapter.replay(config, actions);
  while (!adapter.isOver(state)) {
    const action = adapter.legal(state)[0] as Action;
    actions.push(action);
    state = adapter.replay(config, actions).state;
    if (actions.length > 2000) throw new Error('the game does not end');
  }
  return { actions, events: adapter.replay(config, actions).events.flat() };
}

describe('the logged events of each game', () => {
  it('Koi-Koi: every event of whole matches passes the check', () => {
    const two = wholeGame(koikoiAdapter, { preset: 'nintendo', players: 2, rounds: 3, seed: 'log-2' });
    const four = wholeGame(koikoiAdapter, { preset: 'multiplayer', players: 4, rounds: 2, seed: 'log-4' });
    const events = [...two.events, ...four.events];
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThanOrEqual(9);
    expect(events.filter((event) => !isLoggedEvent(event))).toEqual([]);
    expect(isLoggedEvent({ type: 'card-played', seat: 0, card: 'm13-light', captured: [] })).toBe(false);
    expect(isLoggedEvent({ type: 'round-scored', round: 1, winner: 4, points: 1 })).toBe(false);
  });

  // An automatic stop says why (the call limit, or every hand played); older saves have no cause.
  it('Koi-Koi: keeps why a stop was automatic, and refuses an unknown cause', () => {
    const stop = { type: 'stopped', seat: 1, automatic: true };
    expect(isLoggedEvent(stop)).toBe(true);
    expect(isLoggedEvent({ ...stop, cause: 'no-cards' })).toBe(true);
    expect(isLoggedEvent({ ...stop, cause: 'call-limit' })).toBe(true);
    expect(isLoggedEvent({ ...stop, cause: 'tired' })).toBe(false);
  });

  it('Hakka: every event of a whole game passes the check', () => {
    const { events } = wholeGame(hakkaAdapter, { seed: 'log-hakka' });
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThanOrEqual(8);
    expect(events.filter((event) => !isHakkaLogged(event))).toEqual([]);
    expect(isHakkaLogged({ type: 'played', seat: 0, cards: ['sup-10'], pattern: 'single' })).toBe(false);
    expect(
      isHakkaLogged({ type: 'round-scored', result: { round: 1, outcome: 'won', settlement: null } }),
    ).toBe(false);
    // A redeal of the last round names no next dealer; one of another round names a seat.
    expect(isHakkaLogged({ type: 'redeal', round: 4, nextDealer: null })).toBe(true);
    expect(isHakkaLogged({ type: 'redeal', round: 1, nextDealer: 2 })).toBe(true);
    expect(isHakkaLogged({ type: 'redeal', round: 1, nextDealer: 4 })).toBe(false);
  });
});

describe('a saved game with its log', () => {
  const setup = {
    game: { preset: 'nintendo' as const, players: 2 as const, rounds: 1, seed: 'log-save' },
    seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' }],
    hints: true,
  };
  const actions = [{ type: 'draw-dealer' as const }, { type: 'deal' as const }];
  const events = koikoiAdapter.replay(setup.game, actions).events.flat();
  const store = (storage = memoryStorage()) =>
    savedGameStore(koikoiAdapter, BOT_IDS, { storage, isLogged: isLoggedEvent });

  it('keeps the log through a save and a load', () => {
    const log: LogEntry<(typeof events)[number]>[] = [...events, UNDONE];
    const storage = memoryStorage();
    store(storage).save({ setup, actions, log });
    expect(store(storage).load()).toEqual({ kind: 'value', value: { setup, actions, log } });
  });

  it('drops a log that does not fit, and keeps the game (decision: the log only retells it)', () => {
    const storage = memoryStorage();
    const bad = { v: 1, data: { setup, actions, log: [...events, { type: 'dealt', round: 'one' }] } };
    storage.setItem('koikoi:saved-game', JSON.stringify(bad));
    expect(store(storage).load()).toEqual({ kind: 'value', value: { setup, actions } });
    storage.setItem('koikoi:saved-game', JSON.stringify({ v: 1, data: { setup, actions, log: 'lines' } }));
    expect(store(storage).load()).toEqual({ kind: 'value', value: { setup, actions } });
  });

  it('still discards a save whose game is corrupt, whatever its log', () => {
    const storage = memoryStorage();
    const data = { setup, actions: [{ type: 'deal' }, { type: 'deal' }], log: events };
    storage.setItem('koikoi:saved-game', JSON.stringify({ v: 1, data }));
    expect(store(storage).load().kind).toBe('corrupt');
  });

  it('Hakka: keeps its log the same way', () => {
    const storage = memoryStorage();
    const hakkaSetup = { game: { seed: 'log-save' }, seats: setup.seats.concat(setup.seats), hints: true };
    const log = hakkaAdapter.replay(hakkaSetup.game, []).events.flat();
    const hakkaStore = savedGameStore(hakkaAdapter, HAKKA_BOTS, { storage, isLogged: isHakkaLogged });
    hakkaStore.save({ setup: hakkaSetup, actions: [], log });
    const loaded = hakkaStore.load();
    expect(loaded.kind === 'value' && loaded.value.log).toEqual(log);
  });
});
