import { describe, expect, it } from 'vitest';
import { applyAction, isOver, legalActions, newGame } from '../../../src/engine/hakka/game';
import type { HakkaAction, HakkaEvent } from '../../../src/engine/hakka/state';
import { gameConfig, type HakkaSetup } from '../../../src/islands/hakka-game/adapter';
import {
  finishedHakkaActions,
  hakkaRatedMove,
  hakkaReviewSteps,
  shownState,
} from '../../../src/islands/hakka-game/review-steps';

const game: HakkaSetup = { seed: 'review-steps' };

/** The first legal action until `stop` says so or the game ends. */
function firstMoves(setup: HakkaSetup, stop: (events: readonly HakkaEvent[]) => boolean = () => false) {
  let state = newGame(gameConfig(setup));
  const actions: HakkaAction[] = [];
  while (!isOver(state)) {
    const action = legalActions(state)[0] as HakkaAction;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    actions.push(action);
    if (stop(result.events)) break;
  }
  return actions;
}

const settled = (events: readonly HakkaEvent[]) =>
  events.some((e) => e.type === 'round-scored' && e.result.outcome !== 'redeal');

describe('Hakka review steps', () => {
  it('give each deal its own step: a round ends on one step, the next is dealt on the next', () => {
    const actions = firstMoves(game);
    const { steps, rounds } = hakkaReviewSteps(game, actions);
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4]);
    expect(rounds[0]?.step).toBe(0);
    expect(steps.length).toBe(actions.length + 1 + 3);
    for (const start of rounds.slice(1)) {
      const end = steps[start.step - 1];
      const deal = steps[start.step];
      expect(end?.events.some((e) => e.type === 'round-scored')).toBe(true);
      expect(end?.events.some((e) => e.type === 'dealt')).toBe(false);
      expect(deal?.events[0]?.type).toBe('dealt');
      expect(deal?.action).toBeNull();
      // The end shows the round's last table, the deal the new hands.
      expect(shownState(end as never).round).toBe(start.round - 1);
      expect(shownState(deal as never).round).toBe(start.round);
    }
  });

  it('keep only the finished rounds of a game in play, and never show the next deal', () => {
    let ends = 0;
    const inPlay = firstMoves(game, (events) => settled(events) && ++ends === 2);
    const played = [...inPlay, ...firstMoves(game).slice(inPlay.length, inPlay.length + 7)];
    const finished = finishedHakkaActions(game, played);
    expect(finished).toEqual(inPlay);
    const { steps, rounds } = hakkaReviewSteps(game, finished);
    expect(rounds.map((r) => r.round)).toEqual([1, 2]);
    const last = steps.at(-1);
    expect(last?.events.some((e) => e.type === 'round-scored')).toBe(true);
    expect(last?.events.some((e) => e.type === 'dealt')).toBe(false);
    expect(shownState(last as never).round).toBe(2);
    expect(finishedHakkaActions(game, played.slice(0, 3))).toEqual([]);
  });

  it('throw for an action the game rejects', () => {
    const [first] = firstMoves(game);
    expect(() => hakkaReviewSteps(game, [first as HakkaAction, first as HakkaAction])).toThrow(
      /Action 1 rejected/,
    );
  });
});

describe('hakkaRatedMove', () => {
  const seats = [
    { kind: 'human' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'human' },
    { kind: 'bot', bot: 'strong' },
  ] as const;

  it('offers a rating exactly on the steps where a person chose between several moves', () => {
    const actions = firstMoves(game, settled);
    const { steps } = hakkaReviewSteps(game, actions);
    let rated = 0;
    steps.forEach((step) => {
      const move = hakkaRatedMove(step, seats);
      const expected =
        step.before !== null &&
        step.action !== null &&
        seats[step.action.seat]?.kind === 'human' &&
        legalActions(step.before).length > 1;
      expect(move !== null).toBe(expected);
      if (move) {
        rated++;
        expect(move.before).toBe(step.before);
        expect(move.action).toBe(step.action);
        expect(move.seat).toBe(step.action?.seat);
        expect(move.byPerson).toBe(true);
      }
    });
    expect(rated).toBeGreaterThan(3);
    // Deals, computer moves and forced moves are all in this round.
    expect(steps.some((s) => s.action === null)).toBe(true);
    expect(steps.some((s) => s.action !== null && seats[s.action.seat]?.kind === 'bot')).toBe(true);
    expect(steps.some((s) => s.before !== null && legalActions(s.before).length === 1)).toBe(true);
  });

  it('offers it on every choice of a game without a person (the example game), as a computer player’s', () => {
    const bots = [0, 1, 2, 3].map(() => ({ kind: 'bot', bot: 'strong' }) as const);
    const { steps } = hakkaReviewSteps(game, firstMoves(game, settled));
    const choices = steps.filter((s) => s.before !== null && legalActions(s.before).length > 1);
    expect(choices.length).toBeGreaterThan(3);
    for (const step of choices) {
      expect(hakkaRatedMove(step, bots)).toEqual({
        before: step.before,
        action: step.action,
        seat: step.action?.seat,
        byPerson: false,
      });
    }
  });
});
