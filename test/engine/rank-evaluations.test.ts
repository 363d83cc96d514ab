import { describe, expect, it } from 'vitest';
import { rankEvaluations } from '../../src/engine/rank-evaluations';

describe('rankEvaluations', () => {
  it('puts the survivors of every stage first, then the better mean, stable on ties', () => {
    const entries = [
      { id: 'a', mean: 0.9, samples: 10 },
      { id: 'b', mean: 0.2, samples: 40 },
      { id: 'c', mean: 0.5, samples: 40 },
      { id: 'd', mean: 0.5, samples: 40 },
    ];
    expect(rankEvaluations(entries).map((e) => e.id)).toEqual(['c', 'd', 'b', 'a']);
    expect(entries.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
