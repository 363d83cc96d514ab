// The reader's record: which matches count and against whom, how a match
// ended for the person (teams included), counting a match once, and stored
// data that does not fit being discarded.
import { describe, expect, it } from 'vitest';
import { BOTS as BOTS_BY_ID, matchScores, playMatch, RULESETS } from '../../../src/engine/hanafuda';
import {
  COUNTED_KEPT,
  EMPTY_RECORD,
  matchRecordStore,
  opponentOf,
  outcomeOf,
  parseMatchRecord,
  recordMatch,
  withResult,
} from '../../../src/islands/game/match-record';
import type { SeatSetup } from '../../../src/islands/game/seats';
import { memoryStorage } from '../fixtures';

const BOTS = ['random', 'greedy', 'strong'];
const person: SeatSetup = { kind: 'human' };
const bot = (id: string): SeatSetup => ({ kind: 'bot', bot: id });

describe('opponentOf', () => {
  it('counts one person against computer players of one strength', () => {
    expect(opponentOf([person, bot('greedy')])).toBe('greedy');
    expect(opponentOf([bot('strong'), person, bot('strong'), bot('strong')])).toBe('strong');
  });

  it('does not count pass and play, mixed strengths or computers alone', () => {
    expect(opponentOf([person, person])).toBeNull();
    expect(opponentOf([person, person, bot('greedy')])).toBeNull();
    expect(opponentOf([person, bot('greedy'), bot('strong')])).toBeNull();
    expect(opponentOf([bot('greedy'), bot('greedy')])).toBeNull();
  });
});

describe('outcomeOf', () => {
  it('wins when only the person’s side leads, draws when it shares the lead, loses behind', () => {
    expect(outcomeOf([0], [0])).toBe('won');
    expect(outcomeOf([0], [1])).toBe('lost');
    expect(outcomeOf([0, 1], [1])).toBe('drawn');
    // Teams: partners lead together.
    expect(outcomeOf([1, 3], [1, 3])).toBe('won');
    expect(outcomeOf([1, 3], [0, 2])).toBe('lost');
    expect(outcomeOf([0, 1, 2, 3], [0, 2])).toBe('drawn');
  });

  it('reads a four-seat Koi-Koi match by team, from the engine’s leaders', () => {
    const config = { rules: RULESETS.multiplayer, players: 4 as const, seed: 'record-teams', rounds: 3 };
    const { state } = playMatch(
      config,
      [0, 1, 2, 3].map(() => ({ bot: BOTS_BY_ID.greedy })),
      'record-teams',
    );
    const { teams, leaders } = matchScores(state);
    const [a = 0, b = 0] = teams ?? [];
    const expected = a === b ? ['drawn', 'drawn'] : a > b ? ['won', 'lost'] : ['lost', 'won'];
    expect([outcomeOf(leaders, [0, 2]), outcomeOf(leaders, [1, 3])]).toEqual(expected);
  });
});

describe('withResult', () => {
  it('adds the match to the strength’s tally, once', () => {
    const once = withResult(EMPTY_RECORD, 'deal-1/40', 'greedy', 'won');
    expect(once.tallies).toEqual({ greedy: { won: 1, lost: 0, drawn: 0 } });
    expect(withResult(once, 'deal-1/40', 'greedy', 'won')).toBe(once);
    const twice = withResult(once, 'deal-2/38', 'greedy', 'lost');
    expect(twice.tallies.greedy).toEqual({ won: 1, lost: 1, drawn: 0 });
  });

  it('remembers the last matches only', () => {
    let record = EMPTY_RECORD;
    for (let i = 0; i < COUNTED_KEPT + 5; i++) record = withResult(record, `m${i}`, 'random', 'won');
    expect(record.counted).toHaveLength(COUNTED_KEPT);
    expect(record.counted.at(-1)).toBe(`m${COUNTED_KEPT + 4}`);
    expect(record.tallies.random?.won).toBe(COUNTED_KEPT + 5);
  });
});

describe('parseMatchRecord', () => {
  it('accepts a record of known computer players', () => {
    const data = { tallies: { strong: { won: 0, lost: 2, drawn: 1 } }, counted: ['a/1'] };
    expect(parseMatchRecord(data, BOTS)).toEqual(data);
  });

  it.each([
    ['not an object', 3],
    ['tallies missing', { counted: [] }],
    ['unknown computer player', { tallies: { wizard: { won: 1, lost: 0, drawn: 0 } }, counted: [] }],
    ['negative count', { tallies: { greedy: { won: -1, lost: 0, drawn: 0 } }, counted: [] }],
    ['fractional count', { tallies: { greedy: { won: 1.5, lost: 0, drawn: 0 } }, counted: [] }],
    ['count missing', { tallies: { greedy: { won: 1, lost: 0 } }, counted: [] }],
    ['counted not ids', { tallies: {}, counted: [3] }],
  ])('rejects data with %s', (_, data) => {
    expect(() => parseMatchRecord(data, BOTS)).toThrow(expect.objectContaining({ code: 'invalid-data' }));
  });
});

describe('recordMatch', () => {
  it('counts a finished match against its computer players once', () => {
    const storage = memoryStorage();
    const store = matchRecordStore('koikoi', BOTS, storage);
    const seats = [person, bot('greedy')];
    recordMatch(store, 'deal-9/51', seats, (seat) => outcomeOf([1], [seat]));
    recordMatch(store, 'deal-9/51', seats, (seat) => outcomeOf([1], [seat]));
    const loaded = store.load();
    expect(loaded.kind === 'value' && loaded.value.tallies).toEqual({
      greedy: { won: 0, lost: 1, drawn: 0 },
    });
    expect(Object.keys(storage.data)).toEqual(['koikoi:record']);
  });

  it('asks and stores nothing for a match that does not count', () => {
    const storage = memoryStorage();
    const store = matchRecordStore('hakka', BOTS, storage);
    recordMatch(store, 'deal/9', [person, person, bot('random'), bot('random')], () => {
      throw new Error('asked for the outcome');
    });
    expect(storage.data).toEqual({});
  });

  it('starts again from the match when the stored record cannot be read', () => {
    const storage = memoryStorage({ 'koikoi:record': '{"v":1,"data":{"tallies":7}}' });
    const store = matchRecordStore('koikoi', BOTS, storage);
    recordMatch(store, 'x/1', [person, bot('strong')], () => 'won');
    const loaded = store.load();
    expect(loaded.kind === 'value' && loaded.value.tallies).toEqual({
      strong: { won: 1, lost: 0, drawn: 0 },
    });
  });
});
