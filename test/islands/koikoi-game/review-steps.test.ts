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
  /** The points of the round a stop at step `index` ends. */
  const scoredBy = (index: number) => {
    const scored = steps[index]?.events.find((e) => e.type === 'round-scored');
    return scored?.type === 'round-scored' ? scored.points : Number.NaN;
  };

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
    expect(formed?.type).toBe('yaku-formed');
    expect(move?.stopPoints).toBe(scoredBy(decision));
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

  it('rate every stop with the round score it brings (doubled at 7 or more), not the yaku base', () => {
    // Seed 'steps-2': the third round ends with a stop on 12 points, doubled to 24.
    const other: KoikoiSetup = { ...game, seed: 'steps-2' };
    const played = playMatch(matchConfig(other), (legal) => legal[legal.length - 1] as Action);
    const otherSteps = reviewSteps(other, played).steps;
    const stops = played.flatMap((a, index) => (a.type === 'stop' ? [index] : []));
    const scores = stops.map((index) => {
      const scored = otherSteps[index]?.events.find((e) => e.type === 'round-scored');
      return scored?.type === 'round-scored' ? { base: scored.base, points: scored.points } : null;
    });
    expect(scores).toContainEqual({ base: 12, points: 24 });
    expect(stops.map((index) => ratedMove(otherSteps, played, people, index)?.stopPoints)).toEqual(
      scores.map((score) => score?.points),
    );
  });

  it('do not rate deals or the dealer draw', () => {
    expect(ratedMove(steps, actions, people, 0)).toBeNull();
    expect(ratedMove(steps, actions, people, rounds[0]?.step as number)).toBeNull();
    const play = actions.findIndex((a) => a.type === 'play');
    expect(ratedMove(steps, actions, people, play)?.stopPoints).toBeNull();
  });
});
