import { describe, expect, it } from 'vitest';
import { isEngineError, RULESETS } from '../../../../src/engine/hanafuda';
import {
  BOT_IDS,
  BOTS,
  determinize,
  greedyBot,
  playMatch,
  playRound,
  strongBot,
} from '../../../../src/engine/hanafuda/bots';
import {
  applyAction,
  legalActions,
  type MatchState,
  newMatch,
  replay,
  sameAction,
  unseenCards,
  viewFor,
  zones,
} from '../../../../src/engine/hanafuda/game';
import { seedRng } from '../../../../src/engine/rng';
import { act, craftRound, dealt, plainDeck } from '../game/helpers';

const FAST = { iterations: 24 };

function dealtMatch(seed: string, players: 2 | 3 | 4 = 2): MatchState {
  const rules = players === 2 ? RULESETS.nintendo : RULESETS.multiplayer;
  const start = newMatch({ rules, players, seed });
  return act(act(start, { type: 'draw-dealer' }).state, { type: 'deal' }).state;
}

describe.each(BOT_IDS)('the %s bot', (id) => {
  const bot = BOTS[id];

  it('picks a legal action, the same one for the same seed', () => {
    for (const seed of ['a', 'b', 'c']) {
      const state = dealtMatch(seed);
      const view = viewFor(state, state.round?.turn ?? 0);
      const action = bot.chooseAction(view, seed, FAST);
      expect(legalActions(state).some((legal) => sameAction(legal, action))).toBe(true);
      expect(bot.chooseAction(view, seed, FAST)).toEqual(action);
    }
  });

  it('refuses to move out of turn with a typed error', () => {
    const state = dealtMatch('turn');
    const other = ((state.round?.turn ?? 0) + 1) % 2;
    let caught: unknown;
    try {
      bot.chooseAction(viewFor(state, other), 1, FAST);
    } catch (error) {
      caught = error;
    }
    expect(isEngineError(caught, 'no-legal-action')).toBe(true);
  });

  it('decides from the view alone: other hidden cards, same choice', () => {
    const state = dealtMatch('hidden');
    const round = state.round;
    if (!round) throw new Error('not dealt');
    const seat = round.turn;
    const other = 1 - seat;
    // Swap the other hand with the top of the stock: the seat's view stays the same.
    const size = (round.hands[other] ?? []).length;
    const swapped: MatchState = {
      ...state,
      round: {
        ...round,
        hands: round.hands.map((hand, s) => (s === other ? round.stock.slice(0, size) : hand)),
        stock: [...(round.hands[other] ?? []), ...round.stock.slice(size)],
      },
    };
    expect(viewFor(swapped, seat)).toEqual(viewFor(state, seat));
    expect(bot.chooseAction(viewFor(swapped, seat), 5, FAST)).toEqual(
      bot.chooseAction(viewFor(state, seat), 5, FAST),
    );
  });
});

describe('determinize', () => {
  it('keeps the visible cards and deals the unseen ones to hidden places', () => {
    const state = dealtMatch('sample', 3);
    const seat = state.round?.turn ?? 0;
    const view = viewFor(state, seat);
    const [sample] = determinize(view, seedRng(3));
    if (!sample) throw new Error('no sample');
    const z = zones(sample);
    expect(z.hands[seat]).toEqual(zones(state).hands[seat]);
    expect(z.field).toEqual(zones(state).field);
    expect(z.hands.map((h) => h.length)).toEqual(zones(state).hands.map((h) => h.length));
    expect(new Set(Object.values(z).flat(2)).size).toBe(48);
    expect(unseenCards(view)).toHaveLength(48 - 7 - 6);
  });
});

describe('greedy', () => {
  it('takes a light rather than a chaff card', () => {
    const base = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
    const state = craftRound(base, {
      hands: [
        ['m05-chaff1', 'm08-chaff1'],
        ['m06-chaff1', 'm07-chaff1'],
      ],
      field: ['m05-chaff2', 'm08-light'],
    });
    expect(greedyBot.chooseAction(viewFor(state, 0), 0)).toEqual({
      type: 'play',
      seat: 0,
      card: 'm08-chaff1',
    });
  });

  it('stops with a yaku when it puts it ahead', () => {
    const base = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
    const state = craftRound(base, {
      hands: [
        ['m03-light', 'm01-chaff1', 'm02-chaff1'],
        ['m05-chaff2', 'm06-chaff2', 'm07-chaff2'],
      ],
      field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
      stockTop: ['m09-animal'],
    });
    const deciding = act(state, { type: 'play', card: 'm03-light' }).state;
    expect(deciding.phase).toBe('decide');
    expect(greedyBot.chooseAction(viewFor(deciding, 0), 0)).toEqual({ type: 'stop', seat: 0 });
  });
});

describe('strong', () => {
  it('stops on a sure yaku when playing on looks worse in its play-outs', () => {
    const base = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
    // Last card in hand: Koi-Koi can only lead to an exhausted round.
    const state = craftRound(base, {
      hands: [['m03-light'], ['m05-chaff2']],
      field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
      stockTop: ['m09-animal'],
    });
    const deciding = act(state, { type: 'play', card: 'm03-light' }).state;
    expect(strongBot.chooseAction(viewFor(deciding, 0), 1, FAST)).toEqual({ type: 'stop', seat: 0 });
  });
});

describe('playRound and playMatch', () => {
  it('play a round to its end with a replayable action list', () => {
    const config = { rules: RULESETS.nintendo, seed: 'round' };
    const played = playRound(config, 1, [{ bot: strongBot, options: FAST }, { bot: greedyBot }], 'r');
    expect(played.state.results).toHaveLength(1);
    expect(played.state.results[0]?.dealer).toBe(1);
    expect(replay({ ...config, players: 2, rounds: 1, firstDealer: 1 }, played.actions)).toEqual(
      played.state,
    );
  });

  it('play a four-player match with random bots', () => {
    const players = [0, 1, 2, 3].map(() => ({ bot: BOTS.random }));
    const { state } = playMatch(
      { rules: RULESETS.multiplayer, players: 4, seed: 'four', rounds: 3 },
      players,
    );
    expect(state.phase).toBe('match-over');
    expect(state.results).toHaveLength(3);
  });

  it('rejects a wrong number of bots', () => {
    expect(() => playMatch({ rules: RULESETS.nintendo, players: 2, seed: 1 }, [{ bot: greedyBot }])).toThrow(
      'One bot per seat',
    );
  });

  it('never lets a bot act illegally (applyAction accepts every choice)', () => {
    const state = dealtMatch('legal');
    const seat = state.round?.turn ?? 0;
    for (const id of BOT_IDS) {
      expect(applyAction(state, BOTS[id].chooseAction(viewFor(state, seat), 9, FAST)).ok).toBe(true);
    }
  });
});
