import { describe, expect, it } from 'vitest';
import {
  BOT_IDS,
  BOTS,
  type BotId,
  determinize,
  evaluateActions,
  playGame,
} from '../../../src/engine/hakka/bots/index';
import type { CardId } from '../../../src/engine/hakka/cards';
import { applyAction, isOver, legalActions, newGame, replay } from '../../../src/engine/hakka/game';
import type { Seat } from '../../../src/engine/hakka/seats';
import type { HakkaState } from '../../../src/engine/hakka/state';
import { viewFor } from '../../../src/engine/hakka/view';
import { seedRng } from '../../../src/engine/rng';

/** Plays until `stop` or the end with the given bot in every seat. */
function playWith(bot: BotId, seed: number, maxSteps = 10_000, budget = { iterations: 2 }): HakkaState {
  let state = newGame({ seed });
  for (let step = 0; step < maxSteps && !isOver(state); step++) {
    const seat = state.toAct as Seat;
    const view = viewFor(state, seat);
    const action = BOTS[bot].chooseAction(view, `${seed}:${step}`, budget);
    const r = applyAction(state, action);
    expect(r.ok).toBe(true);
    if (!r.ok) break;
    state = r.state;
  }
  return state;
}

/** The first state of a greedy game (seeds 1, 2, …) where `found` holds. */
function firstState(found: (state: HakkaState) => boolean): HakkaState {
  for (let seed = 1; seed < 200; seed++) {
    let state = newGame({ seed });
    for (let step = 0; step < 400 && !isOver(state); step++) {
      if (found(state)) return state;
      const r = applyAction(state, BOTS.greedy.chooseAction(viewFor(state, state.toAct as Seat), 0));
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
    }
  }
  throw new Error('no such state');
}

/** A mid-game state after `steps` greedy moves. */
function midGame(seed: number, steps: number): HakkaState {
  let state = newGame({ seed });
  for (let i = 0; i < steps; i++) {
    const view = viewFor(state, state.toAct as Seat);
    const r = applyAction(state, BOTS.greedy.chooseAction(view, 0));
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

describe('computer players', () => {
  it.each<[BotId, number]>([
    ['random', 1],
    ['greedy', 2],
  ])('%s plays whole legal games', (bot, seed) => {
    for (let g = 0; g < 5; g++) expect(isOver(playWith(bot, seed * 100 + g))).toBe(true);
  });

  it('strong plays legal moves for a stretch of a game', () => {
    const state = playWith('strong', 3, 40, { iterations: 2 });
    expect(state.rounds.length + (isOver(state) ? 0 : 1)).toBeGreaterThan(0);
  });

  it.each(BOT_IDS)('%s is deterministic for the same view and seed', (bot) => {
    const state = midGame(5, 6);
    const view = viewFor(state, state.toAct as Seat);
    const a = BOTS[bot].chooseAction(view, 'same', { iterations: 4 });
    const b = BOTS[bot].chooseAction(structuredClone(view), 'same', { iterations: 4 });
    expect(a).toEqual(b);
    expect(legalActions(state)).toContainEqual(a);
  });

  it('the view hides the other hands, the dreamer card and the others’ discards', () => {
    const state = midGame(11, 9);
    const seat = state.toAct as Seat;
    const others = [0, 1, 2, 3].filter((s) => s !== seat && s !== state.dreamer) as Seat[];
    const [a, b] = others as [Seat, Seat];
    // Swap the two opponents' hands and the dreamer card with one of them: same view.
    const hidden = [...(state.hands[a] ?? []), ...(state.hands[b] ?? []), ...state.dreamerCard];
    const rotated = [...hidden.slice(1), hidden[0]];
    const sizeA = state.hands[a]?.length ?? 0;
    const hands = state.hands.map((h) => h.slice());
    hands[a] = rotated.slice(0, sizeA) as CardId[];
    hands[b] = rotated.slice(sizeA, hidden.length - 1) as CardId[];
    const other: HakkaState = { ...state, hands, dreamerCard: [rotated.at(-1) as CardId] };
    expect(other.hands).not.toEqual(state.hands);
    expect(viewFor(other, seat)).toEqual(viewFor(state, seat));
  });

  it('determinize deals exactly the unseen cards and keeps what the seat knows', () => {
    const state = midGame(13, 10);
    const seat = state.toAct as Seat;
    const view = viewFor(state, seat);
    const [sample] = determinize(view, seedRng(1));
    expect(sample.hands[seat]).toEqual(state.hands[seat]);
    expect(sample.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
    const all = [...sample.hands.flat(), ...sample.dreamerCard, ...sample.played, ...sample.discards];
    expect(new Set(all).size).toBe(37);
    expect(legalActions(sample)).toEqual(legalActions(state));
  });

  it('the strong player scores every candidate on the same number of samples', () => {
    const state = newGame({ seed: 17 });
    const view = viewFor(state, state.toAct as Seat);
    const scored = evaluateActions(view, seedRng(2), { iterations: 5 });
    expect(scored.map((s) => s.action.type)).toEqual(['call', 'pass']);
    expect(scored.every((s) => s.samples === 5 && Number.isFinite(s.mean))).toBe(true);
  });

  it('rates a costly discard the candidates leave out when asked to include it, and ignores an illegal one', () => {
    const state = firstState((s) => legalActions(s)[0]?.type === 'discard' && legalActions(s).length > 6);
    const view = viewFor(state, state.toAct as Seat);
    const plain = evaluateActions(view, seedRng(4), { iterations: 3 });
    expect(plain).toHaveLength(6);
    const costly = view.legal.find((legal) => !plain.some((entry) => entry.action === legal));
    if (costly?.type !== 'discard') throw new Error('no left-out discard');
    // The same move with its cards in another order is found among the legal ones.
    const reversed = { ...costly, cards: [...costly.cards].reverse() };
    const rated = evaluateActions(view, seedRng(4), { iterations: 3 }, reversed);
    expect(rated).toHaveLength(7);
    expect(rated[6]?.action).toEqual(costly);
    expect(rated.slice(0, 6)).toEqual(plain);
    const known = evaluateActions(view, seedRng(4), { iterations: 3 }, plain[0]?.action);
    expect(known).toEqual(plain);
    const illegal = { ...costly, seat: ((costly.seat + 1) % 4) as Seat };
    expect(evaluateActions(view, seedRng(4), { iterations: 3 }, illegal)).toEqual(plain);
  });

  it('a clock budget stops the strong player early', () => {
    const state = newGame({ seed: 19 });
    const view = viewFor(state, state.toAct as Seat);
    let t = 0;
    const scored = evaluateActions(view, seedRng(3), {
      iterations: 1000,
      maxMillis: 5,
      clock: () => (t += 2),
    });
    expect(scored[0]?.samples).toBeLessThan(10);
  });

  it('throws when the seat is not to act', () => {
    const state = newGame({ seed: 23 });
    const idle = (((state.toAct as Seat) + 1) % 4) as Seat;
    expect(() => BOTS.greedy.chooseAction(viewFor(state, idle), 0)).toThrow();
  });
});

describe('playGame', () => {
  const strong = { iterations: 4 };

  it('plays a game to its end; its actions replay to the same game', () => {
    const bots = [BOTS.greedy, BOTS.strong, BOTS.random, BOTS.greedy];
    const { state, actions } = playGame({ seed: 'play-game' }, bots, 'play-game', strong);
    expect(isOver(state)).toBe(true);
    const replayed = replay({ seed: 'play-game' }, actions);
    expect(replayed.ok).toBe(true);
    expect(replayed.state).toEqual(state);
  });

  it('plays the same game for the same seeds, another for another decision seed', () => {
    const bots = [BOTS.strong, BOTS.strong, BOTS.strong, BOTS.strong];
    const once = playGame({ seed: 7 }, bots, 'a', strong).actions;
    expect(playGame({ seed: 7 }, bots, 'a', strong).actions).toEqual(once);
    expect(
      playGame({ seed: 7 }, [BOTS.random, BOTS.random, BOTS.random, BOTS.random], 'b').actions,
    ).not.toEqual(once);
  });

  it('wants one bot per seat', () => {
    expect(() => playGame({ seed: 1 }, [BOTS.greedy, BOTS.greedy, BOTS.greedy])).toThrow(
      expect.objectContaining({ code: 'invalid-players' }),
    );
  });
});
