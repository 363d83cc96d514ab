import { describe, expect, it } from 'vitest';
import { type Action, replay } from '../../../src/engine/hanafuda';
import type { SeatSetup } from '../../../src/islands/game/seats';
import { type KoikoiSetup, matchConfig } from '../../../src/islands/koikoi-game/adapter';
import { finishedActions, ratedMove, reviewSteps } from '../../../src/islands/koikoi-game/review-steps';
import { playMatch } from '../../engine/hanafuda/game/helpers';

const game: KoikoiSetup = { preset: 'nintendo', players: 2, rounds: 3, seed: 'steps' };
const people: SeatSetup[] = [{ kind: 'human' }, { kind: 'human' }];

/** Last legal actions (stop before Koi-Koi) for the whole match. */
const wholeMatch = (): Action[] => playMatch(matchConfig(game), (legal) => legal[legal.length - 1] as Action);

describe('review steps', () => {
  const actions = wholeMatch();
  const { steps, rounds } = reviewSteps(game, actions);

  it('hold one state per action and where each round is dealt', () => {
    expect(steps).toHaveLength(actions.length);
    expect(steps.at(-1)?.state).toEqual(replay(matchConfig(game), actions));
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    for (const { round, step } of rounds) {
      expect(steps[step]?.events.some((e) => e.type === 'dealt' && e.round === round)).toBe(true);
    }
  });

  it('cut a game after its last scored round', () => {
    const secondDeal = rounds[1]?.step as number;
    expect(finishedActions(game, actions.slice(0, secondDeal + 3))).toEqual(actions.slice(0, secondDeal));
    expect(finishedActions(game, actions.slice(0, 5))).toEqual([]);
    expect(finishedActions(game, actions)).toEqual(actions);
  });

  it('rate a person’s decision with the points a stop scores, and no computer’s move', () => {
    const decision = actions.findIndex((a) => a.type === 'stop' || a.type === 'koikoi');
    expect(decision).toBeGreaterThan(0);
    const formed = steps[decision - 1]?.events.find((e) => e.type === 'yaku-formed');
    const move = ratedMove(steps, actions, people, decision);
    expect(move?.action).toEqual(actions[decision]);
    expect(move?.byPerson).toBe(true);
    expect(move?.stopPoints).toBe(formed?.type === 'yaku-formed' ? formed.base : Number.NaN);
    expect(move?.before).toBe(steps[decision - 1]?.state);
    const seat = (actions[decision] as { seat: number }).seat;
    const bots = people.map((s, i): SeatSetup => (i === seat ? { kind: 'bot', bot: 'greedy' } : s));
    expect(ratedMove(steps, actions, bots, decision)).toBeNull();
  });

  it('rate every choice of a match without a person (the example), as a computer player’s', () => {
    const bots: SeatSetup[] = [
      { kind: 'bot', bot: 'strong' },
      { kind: 'bot', bot: 'strong' },
    ];
    const rated = actions
      .map((action, index) => ({ action, move: ratedMove(steps, actions, bots, index) }))
      .filter(({ move }) => move !== null);
    // Every card played, capture chosen and Koi-Koi or stop, and nothing else.
    const choices = actions.filter((a) => ['play', 'capture-choice', 'koikoi', 'stop'].includes(a.type));
    expect(rated.map(({ action }) => action)).toEqual(choices);
    expect(rated.every(({ move }) => move?.byPerson === false)).toBe(true);
  });

  it('do not rate deals or the dealer draw', () => {
    expect(ratedMove(steps, actions, people, 0)).toBeNull();
    expect(ratedMove(steps, actions, people, rounds[0]?.step as number)).toBeNull();
    const play = actions.findIndex((a) => a.type === 'play');
    expect(ratedMove(steps, actions, people, play)?.stopPoints).toBeNull();
  });
});
