import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../../src/engine/errors';
import { type PlayerCount, RULESETS, type Ruleset } from '../../../../src/engine/hanafuda';
import {
  type Action,
  decodeActions,
  encodeActions,
  type MatchConfig,
  replay,
} from '../../../../src/engine/hanafuda/game';
import { nextInt, type RngState, seedRng } from '../../../../src/engine/rng';
import { playMatch } from './helpers';

const SETUPS: [Ruleset, PlayerCount][] = [
  [RULESETS.nintendo, 2],
  [RULESETS.multiplayer, 3],
  [RULESETS.multiplayer, 4],
];

/** Random legal actions from `newMatch(config)` until the match ends. */
function randomGame(config: MatchConfig, choices: number): Action[] {
  let rng: RngState = seedRng(choices);
  return playMatch(config, (legal) => {
    const [index, next] = nextInt(rng, legal.length);
    rng = next;
    return legal[index] as Action;
  });
}

const config: MatchConfig = { rules: RULESETS.nintendo, players: 2, seed: 'code', rounds: 2 };

describe('action codes', () => {
  it('give back the same match for random games (one character per action)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SETUPS),
        fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
        fc.integer(),
        ([rules, players], seed, choices) => {
          const cfg: MatchConfig = { rules, players, seed, rounds: 1 };
          const actions = randomGame(cfg, choices);
          const code = encodeActions(cfg, actions);
          expect(code).toMatch(/^[0-9a-z]*$/);
          expect(code).toHaveLength(actions.length);
          const decoded = decodeActions(cfg, code);
          if (!decoded.ok) throw new Error(decoded.error.code);
          expect(decoded.actions).toEqual(actions);
          expect(decoded.state).toEqual(replay(cfg, actions));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads an action without a seat like the seat to act', () => {
    const full = randomGame(config, 7).slice(0, 6);
    const bare = full.map((action) => {
      const { seat: _seat, ...rest } = action as Action & { seat?: number };
      return rest as Action;
    });
    expect(encodeActions(config, bare)).toBe(encodeActions(config, full));
  });

  it('decodes a prefix of a game (a game in progress)', () => {
    const actions = randomGame(config, 3);
    const code = encodeActions(config, actions);
    const half = decodeActions(config, code.slice(0, 10));
    expect(half.ok && half.actions).toEqual(actions.slice(0, 10));
  });

  it('rejects a character that is no digit, with its position', () => {
    const code = encodeActions(config, randomGame(config, 1));
    expect(decodeActions(config, `${code.slice(0, 4)}-${code.slice(5)}`)).toEqual({
      ok: false,
      error: { code: 'bad-character', index: 4 },
    });
    expect(decodeActions(config, 'A')).toEqual({ ok: false, error: { code: 'bad-character', index: 0 } });
  });

  it('rejects a choice the state does not offer, and moves after the end', () => {
    // The dealer draw offers one choice only.
    expect(decodeActions(config, '1')).toEqual({ ok: false, error: { code: 'illegal-move', index: 0 } });
    const code = encodeActions(config, randomGame(config, 2));
    expect(decodeActions(config, `${code}0`)).toEqual({
      ok: false,
      error: { code: 'illegal-move', index: code.length },
    });
  });

  it('refuses to encode an action that is not legal where it was taken', () => {
    const actions = randomGame(config, 4);
    const broken = [...actions.slice(0, 3), { type: 'stop' } as Action];
    try {
      encodeActions(config, broken);
      throw new Error('no error');
    } catch (error) {
      expect(isEngineError(error, 'invalid-replay')).toBe(true);
      expect(isEngineError(error) && error.details).toEqual({ index: 3 });
    }
  });
});
