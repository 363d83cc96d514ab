import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../../src/engine/hanafuda';
import { greedyBot, playMatch } from '../../../../src/engine/hanafuda/bots';
import { applyAction, legalActions, type MatchState, newMatch } from '../../../../src/engine/hanafuda/game';

// Pinned outputs: saved matches and shared links hold a seed and the moves,
// and are replayed from them. Any change of the dealer draw, the shuffle or
// the flow of a match shows here. Update them deliberately, never casually.

/** Applies the only legal action (the dealer draw or the deal). */
function automatic(state: MatchState): MatchState {
  const [action] = legalActions(state);
  const result = action ? applyAction(state, action) : null;
  if (!result?.ok) throw new Error('no automatic step');
  return result.state;
}

describe('golden values', () => {
  it('draws the pinned dealer and deals the pinned first round for seed "golden"', () => {
    const state = automatic(automatic(newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'golden' })));
    expect(state.dealer).toMatchInlineSnapshot(`0`);
    expect(state.round?.field).toMatchInlineSnapshot(`
      [
        "m07-chaff2",
        "m06-chaff2",
        "m06-chaff1",
        "m03-chaff2",
        "m11-animal",
        "m09-chaff1",
        "m10-animal",
        "m02-chaff1",
      ]
    `);
    expect(state.round?.hands).toMatchInlineSnapshot(`
      [
        [
          "m10-chaff1",
          "m06-ribbon",
          "m10-chaff2",
          "m10-ribbon",
          "m01-light",
          "m12-chaff3",
          "m05-animal",
          "m09-chaff2",
        ],
        [
          "m05-chaff2",
          "m04-chaff1",
          "m12-chaff2",
          "m04-animal",
          "m11-light",
          "m04-chaff2",
          "m01-chaff2",
          "m07-chaff1",
        ],
      ]
    `);
    expect(state.round?.stock.slice(0, 4)).toMatchInlineSnapshot(`
      [
        "m09-animal",
        "m11-ribbon",
        "m12-chaff1",
        "m04-ribbon",
      ]
    `);
  });

  it('plays the pinned greedy match for seed "golden" under each preset', () => {
    const summary = (['nintendo', 'fudawiki', 'multiplayer'] as const).map((id) => {
      const players = id === 'multiplayer' ? 4 : 2;
      const seats = Array.from({ length: players }, () => ({ bot: greedyBot }));
      const { state } = playMatch({ rules: RULESETS[id], players, seed: 'golden', rounds: 3 }, seats);
      return [id, state.scores, state.results.map((r) => [r.dealer, r.reason, r.winner, r.points])];
    });
    expect(summary).toMatchInlineSnapshot(`
      [
        [
          "nintendo",
          [
            17,
            0,
          ],
          [
            [
              0,
              "stop",
              0,
              6,
            ],
            [
              0,
              "stop",
              0,
              6,
            ],
            [
              0,
              "stop",
              0,
              5,
            ],
          ],
        ],
        [
          "fudawiki",
          [
            17,
            0,
          ],
          [
            [
              0,
              "stop",
              0,
              6,
            ],
            [
              0,
              "stop",
              0,
              6,
            ],
            [
              0,
              "stop",
              0,
              5,
            ],
          ],
        ],
        [
          "multiplayer",
          [
            0,
            1,
            0,
            7,
          ],
          [
            [
              2,
              "stop",
              1,
              1,
            ],
            [
              3,
              "stop",
              3,
              2,
            ],
            [
              3,
              "stop",
              3,
              5,
            ],
          ],
        ],
      ]
    `);
  });
});
