import { describe, expect, it } from 'vitest';
import { encodeActions } from '../../../src/engine/hakka/action-code';
import { applyAction, isOver, legalActions, newGame } from '../../../src/engine/hakka/game';
import type { HakkaAction } from '../../../src/engine/hakka/state';
import { nextInt, type RngState, seedRng } from '../../../src/engine/rng';
import type { PlaySetup } from '../../../src/islands/game/saved-game';
import { gameConfig, type HakkaSetup } from '../../../src/islands/hakka-game/adapter';
import { gameLink, parseGameLink, withStep } from '../../../src/islands/hakka-game/game-link';

const setup: PlaySetup<HakkaSetup> = {
  game: { seed: 'link-test' },
  seats: [
    { kind: 'human' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'bot', bot: 'strong' },
    { kind: 'bot', bot: 'random' },
  ],
  hints: true,
};

/**
 * Random legal actions of a setup's game, `count` of them (or until the game
 * ends), or up to and including the first choice past the 35th with `wide`.
 */
function randomMoves(game: HakkaSetup, count = Number.POSITIVE_INFINITY, wide = false): HakkaAction[] {
  let state = newGame(gameConfig(game));
  let rng: RngState = seedRng('moves');
  const actions: HakkaAction[] = [];
  while (!isOver(state) && actions.length < count) {
    const legal = legalActions(state);
    const [index, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[wide && legal.length > 35 ? 35 : index] as HakkaAction;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    actions.push(action);
    if (wide && legal.length > 35) break;
  }
  return actions;
}

/** The link of the test game with one parameter replaced. */
function withParam(name: string, value: string): string {
  const params = new URLSearchParams(gameLink(setup, randomMoves(setup.game, 5)) ?? '');
  params.set(name, value);
  return params.toString();
}

describe('Hakka game links', () => {
  it('give back the setup, the actions and the state', () => {
    const actions = randomMoves(setup.game);
    const link = gameLink(setup, actions);
    expect(link).toMatch(
      /^v=1&seats=human%2Cgreedy%2Cstrong%2Crandom&seed=link-test&moves=([0-9a-y]|z[0-9a-z]{2})+$/,
    );
    // A whole game makes choices past the 35th (three characters each).
    expect(link).toMatch(/moves=.*z/);
    const read = parseGameLink(`#${link}`);
    if (!read.ok) throw new Error(read.error.code);
    expect(read.game.setup).toEqual({ ...setup, hints: false });
    expect(read.game.actions).toEqual(actions);
    expect(read.step).toBeNull();
  });

  it('carry the options a setup sets, in the order of the option list', () => {
    const game: HakkaSetup = {
      seed: 'opts',
      options: { noDeclaration: 'most-tricks', wanSinInSets: false, singleLeadSuit: 'non-elders' },
    };
    const actions = randomMoves(game, 40);
    const link = gameLink({ ...setup, game }, actions) ?? '';
    expect(link).toContain(
      '&seed=opts&opt=wanSinInSets%3Afalse%2CnoDeclaration%3Amost-tricks%2CsingleLeadSuit%3Anon-elders&moves=',
    );
    const read = parseGameLink(link);
    expect(read.ok && read.game.setup).toEqual({ ...setup, game, hints: false });
    expect(read.ok && read.game.actions).toEqual(actions);
    // Without options set there is no `opt`, and the setup reads back without `options`.
    const none = gameLink({ ...setup, game: { seed: 'opts', options: {} } }, []) ?? '';
    expect(none).not.toContain('opt=');
    expect(parseGameLink(none)).toEqual({
      ok: true,
      game: { setup: { ...setup, game: { seed: 'opts' }, hints: false }, actions: [] },
      step: null,
    });
  });

  it('may point to a step, counted from 1 in the link and from 0 when read', () => {
    const link = gameLink(setup, randomMoves(setup.game, 5)) ?? '';
    expect(withStep(link, 4)).toBe(`${link}&step=5`);
    expect(withStep(withStep(link, 4), 0)).toBe(`${link}&step=1`);
    const read = parseGameLink(withStep(link, 4));
    expect(read.ok && read.step).toBe(4);
    // A step for the first deal and one per move: the last is step 6.
    const last = parseGameLink(withStep(link, 5));
    expect(last.ok && last.step).toBe(5);
    expect(read.ok && read.game.actions).toEqual(randomMoves(setup.game, 5));
    const game: HakkaSetup = { seed: 'opts', options: { redealDealer: 'same' } };
    const withOptions = parseGameLink(withStep(gameLink({ ...setup, game }, randomMoves(game, 3)) ?? '', 2));
    expect(withOptions.ok && withOptions.step).toBe(2);
    expect(withOptions.ok && withOptions.game.setup.game).toEqual(game);
  });

  it('accept a game without moves yet', () => {
    const read = parseGameLink(gameLink(setup, []) ?? '');
    expect(read.ok && read.game.actions).toEqual([]);
  });

  it('are not made for games the play page cannot start', () => {
    expect(gameLink({ ...setup, game: { seed: 42 } }, [])).toBeNull();
    expect(gameLink({ ...setup, game: { seed: 'no spaces' } }, [])).toBeNull();
    const unknown = { seed: 'abc', options: { jokers: true } } as unknown as HakkaSetup;
    expect(gameLink({ ...setup, game: unknown }, [])).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['#', 'empty'],
    [withParam('v', '2'), 'version'],
    [withParam('seats', 'human,greedy,greedy'), 'seats'],
    [withParam('seats', 'human,greedy,greedy,greedy,greedy'), 'seats'],
    [withParam('seats', 'human,greedy,greedy,genius'), 'seats'],
    [withParam('seed', 'no spaces'), 'seed'],
    [withParam('seed', ''), 'seed'],
    [withParam('opt', ''), 'options'],
    [withParam('opt', 'jokers:true'), 'options'],
    [withParam('opt', 'wanSinInSets:maybe'), 'options'],
    [withParam('opt', 'wanSinInSets'), 'options'],
    [withParam('opt', 'wanSinInSets:false,'), 'options'],
    [withParam('opt', 'wanSinInSets:false,wanSinInSets:true'), 'options'],
    [withParam('opt', 'noDeclaration:most-tricks,wanSinInSets:false'), 'options'],
    [withParam('step', '0'), 'step'],
    // Five moves: the first deal and five steps.
    [withParam('step', '7'), 'step'],
    [withParam('step', '02'), 'step'],
    [withParam('step', '2.5'), 'step'],
    [withParam('step', ''), 'step'],
  ])('reject %j with code %s', (fragment, code) => {
    expect(parseGameLink(fragment)).toEqual({ ok: false, error: { code } });
  });

  it('name the first bad move', () => {
    // Calling offers two choices.
    expect(parseGameLink(withParam('moves', '00z'))).toEqual({
      ok: false,
      error: { code: 'moves', move: 2 },
    });
    expect(parseGameLink(withParam('moves', '0!'))).toEqual({ ok: false, error: { code: 'moves', move: 1 } });
    expect(parseGameLink(withParam('moves', '1zzz'))).toEqual({
      ok: false,
      error: { code: 'moves', move: 1 },
    });
  });

  it('count a bad move in moves, not in characters, after a wide choice', () => {
    const actions = randomMoves(setup.game, Number.POSITIVE_INFINITY, true);
    const code = encodeActions(gameConfig(setup.game), actions);
    expect(code.endsWith('z00')).toBe(true);
    const move = actions.length;
    expect(code.length).toBe(move + 2);
    for (const tail of ['!', 'zzz', 'z0', 'z!0', 'z0!']) {
      expect(parseGameLink(withParam('moves', `${code}${tail}`))).toEqual({
        ok: false,
        error: { code: 'moves', move },
      });
    }
  });
});
