import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../src/engine/errors';
import {
  applyAction,
  decodeActions,
  encodeActions,
  type GameConfig,
  type HakkaAction,
  type HakkaOptions,
  type HakkaState,
  isOver,
  legalActions,
  newGame,
  OPTION_LIST,
  replay,
} from '../../../src/engine/hakka';
import { nextInt, type RngState, seedRng } from '../../../src/engine/rng';

/** Any combination of option values. */
const optionsArb: fc.Arbitrary<HakkaOptions> = fc.record(
  Object.fromEntries(OPTION_LIST.map((o) => [o.id, fc.constantFrom(...o.values)])) as Record<
    keyof HakkaOptions,
    fc.Arbitrary<never>
  >,
);

/**
 * Plays from `newGame(config)` until the game ends or `stop` says so, each
 * action chosen by `choose` among the legal ones.
 */
function playGame(
  config: GameConfig,
  choose: (legal: HakkaAction[]) => HakkaAction,
  stop: (state: HakkaState) => boolean = () => false,
): HakkaAction[] {
  let state = newGame(config);
  const actions: HakkaAction[] = [];
  while (!isOver(state) && !stop(state)) {
    const action = choose(legalActions(state));
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    actions.push(action);
  }
  return actions;
}

/** Random legal actions from `newGame(config)` until the game ends. */
function randomGame(config: GameConfig, choices: number | string): HakkaAction[] {
  let rng: RngState = seedRng(choices);
  return playGame(config, (legal) => {
    const [index, next] = nextInt(rng, legal.length);
    rng = next;
    return legal[index] as HakkaAction;
  });
}

/** The code's characters grouped into positions: one character, or `z` and two. */
const POSITIONS = /[0-9a-y]|z[0-9a-z]{2}/g;

const config: GameConfig = { seed: 'code' };

describe('action codes', () => {
  it('give back the same game for random games (one position per action)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
        fc.option(optionsArb, { nil: undefined }),
        fc.integer(),
        (seed, options, choices) => {
          const cfg: GameConfig = options === undefined ? { seed } : { seed, options };
          const actions = randomGame(cfg, choices);
          const code = encodeActions(cfg, actions);
          expect(code).toMatch(/^([0-9a-y]|z[0-9a-z]{2})*$/);
          expect(code.match(POSITIONS) ?? []).toHaveLength(actions.length);
          const decoded = decodeActions(cfg, code);
          if (!decoded.ok) throw new Error(`${decoded.error.code} at ${decoded.error.index}`);
          expect(decoded.actions).toEqual(actions);
          expect(decoded.state).toEqual(replay(cfg, actions).state);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('write a position of 35 or more as z and two digits', () => {
    // Play randomly until a seat has more than 36 choices, then take the last one.
    let rng: RngState = seedRng('wide');
    let position = -1;
    const actions = playGame(
      config,
      (legal) => {
        if (legal.length > 36) {
          position = legal.length - 1;
          return legal[position] as HakkaAction;
        }
        const [index, next] = nextInt(rng, legal.length);
        rng = next;
        return legal[index] as HakkaAction;
      },
      () => position >= 0,
    );
    expect(position).toBeGreaterThanOrEqual(36);
    const code = encodeActions(config, actions);
    expect(code.endsWith(`z${(position - 35).toString(36).padStart(2, '0')}`)).toBe(true);
    const decoded = decodeActions(config, code);
    expect(decoded.ok && decoded.actions).toEqual(actions);
    // Position 35 itself is the first that takes three characters.
    const first = decodeActions(config, `${code.slice(0, -3)}z00`);
    const legal = legalActions(replay(config, actions.slice(0, -1)).state);
    expect(first.ok && first.actions.at(-1)).toEqual(legal[35]);
  });

  it('match the cards of a play or discard in any order', () => {
    const actions = randomGame(config, 5);
    const at = actions.findIndex((a) => 'cards' in a && a.cards.length > 1);
    expect(at).toBeGreaterThanOrEqual(0);
    const action = actions[at] as Extract<HakkaAction, { cards: unknown }>;
    // legalActions lists the cards sorted; the engine takes them in any order.
    const reversed = [...actions.slice(0, at), { ...action, cards: [...action.cards].reverse() }];
    expect(encodeActions(config, reversed)).toBe(encodeActions(config, actions.slice(0, at + 1)));
  });

  it('decodes a prefix of a game (a game in progress)', () => {
    const actions = randomGame(config, 3);
    const code = encodeActions(config, actions.slice(0, 10));
    const half = decodeActions(config, code);
    expect(half.ok && half.actions).toEqual(actions.slice(0, 10));
  });

  it('rejects a character that is no digit, with its position', () => {
    const code = encodeActions(config, randomGame(config, 1));
    expect(decodeActions(config, `${code.slice(0, 2)}-${code.slice(3)}`)).toEqual({
      ok: false,
      error: { code: 'bad-character', index: 2 },
    });
    expect(decodeActions(config, 'A')).toEqual({ ok: false, error: { code: 'bad-character', index: 0 } });
    // A non-digit inside a three-character position: that character's position.
    expect(decodeActions(config, 'z!0')).toEqual({ ok: false, error: { code: 'bad-character', index: 1 } });
    expect(decodeActions(config, 'z0?')).toEqual({ ok: false, error: { code: 'bad-character', index: 2 } });
  });

  it('rejects a z cut off by the end of the code, at the position of its z', () => {
    const code = encodeActions(config, randomGame(config, 2).slice(0, 6));
    expect(decodeActions(config, 'z')).toEqual({ ok: false, error: { code: 'bad-character', index: 0 } });
    expect(decodeActions(config, `${code}z0`)).toEqual({
      ok: false,
      error: { code: 'bad-character', index: code.length },
    });
  });

  it('rejects a choice the state does not offer, and moves after the end', () => {
    // Calling offers two choices: call or pass.
    expect(decodeActions(config, '2')).toEqual({ ok: false, error: { code: 'illegal-move', index: 0 } });
    expect(decodeActions(config, 'zzz')).toEqual({ ok: false, error: { code: 'illegal-move', index: 0 } });
    const code = encodeActions(config, randomGame(config, 2));
    expect(decodeActions(config, `${code}0`)).toEqual({
      ok: false,
      error: { code: 'illegal-move', index: code.length },
    });
    expect(decodeActions(config, `${code}z00`)).toEqual({
      ok: false,
      error: { code: 'illegal-move', index: code.length },
    });
  });

  it('refuses to encode an action that is not legal where it was taken', () => {
    const actions = randomGame(config, 4);
    const wrongSeat = { ...actions[3], seat: ((actions[3]?.seat ?? 0) + 1) % 4 } as HakkaAction;
    for (const bad of [{ type: 'declare', seat: actions[3]?.seat } as HakkaAction, wrongSeat]) {
      try {
        encodeActions(config, [...actions.slice(0, 3), bad]);
        throw new Error('no error');
      } catch (error) {
        expect(isEngineError(error, 'invalid-replay')).toBe(true);
        expect(isEngineError(error) && error.details).toEqual({ index: 3 });
      }
    }
  });
});
