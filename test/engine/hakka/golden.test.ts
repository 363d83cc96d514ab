import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../../src/engine/hakka/bots/greedy';
import { applyAction, isOver, newGame } from '../../../src/engine/hakka/game';

// Pinned outputs: they exist to make any change of dealing, rules or the
// greedy player visible. Update them deliberately, never casually.
describe('golden values', () => {
  it('deals the pinned first round for seed "golden"', () => {
    const s = newGame({ seed: 'golden' });
    expect(s.dealer).toBe(2);
    expect(s.dreamer).toBe(0);
    expect(s.dreamerCard).toEqual(['gon-8']);
    expect(s.hands[2]).toEqual([
      'sup-1',
      'gon-2',
      'gon-9',
      'zok-3',
      'zok-4',
      'zok-6',
      'zok-8',
      'zok-9',
      'sin-3',
      'sin-4',
      'sin-7',
      'sin-8',
    ]);
  });

  it('plays the pinned greedy game for seed "golden"', () => {
    let s = newGame({ seed: 'golden' });
    while (!isOver(s)) {
      const r = applyAction(s, greedyMove(s));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(s.scores).toEqual([6, 1, -4, -3]);
    expect(s.rounds.map((r) => [r.outcome, r.winner, r.count, r.dealer])).toEqual([
      ['declared', 1, 6, 2],
      ['declared', 2, 6, 2],
      ['declared', 1, 6, 2],
      ['declared', 3, 6, 2],
    ]);
  });
});
