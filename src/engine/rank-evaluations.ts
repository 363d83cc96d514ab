/**
 * The strong players' order of searched actions (both games), best first:
 * the ones that got the most samples first (with successive halving, the
 * survivors of every stage), then by mean; stable on ties. A strong player
 * takes the first; the play pages' advice lists the first few.
 *
 * @example
 * rankEvaluations([{ mean: 0.2, samples: 40 }, { mean: 0.5, samples: 40 }])[0]; // { mean: 0.5, samples: 40 }
 */
export function rankEvaluations<E extends { readonly mean: number; readonly samples: number }>(
  evaluations: readonly E[],
): E[] {
  return evaluations.slice().sort((a, b) => b.samples - a.samples || b.mean - a.mean);
}
