import { describe, expect, it } from 'vitest';
import { type Action, RULESETS } from '../../../src/engine/hanafuda';
import type { PlaySetup } from '../../../src/islands/game/saved-game';
import type { KoikoiSetup } from '../../../src/islands/koikoi-game/adapter';
import { matchConfig } from '../../../src/islands/koikoi-game/adapter';
import { gameLink, parseGameLink, withStep } from '../../../src/islands/koikoi-game/game-link';
import { playMatch } from '../../engine/hanafuda/game/helpers';

const setup: PlaySetup<KoikoiSetup> = {
  game: { preset: 'multiplayer', players: 3, rounds: 3, seed: 'link-test' },
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'strong' }],
  hints: true,
};

/** The first legal action, `count` times (or until the match ends). */
const firstMoves = (count: number): Action[] =>
  playMatch(
    matchConfig(setup.game),
    (legal) => legal[0] as Action,
    (_, actions) => actions.length >= count,
  );

/** The link of the test game with one parameter replaced. */
function withParam(name: string, value: string): string {
  const params = new URLSearchParams(gameLink(setup, firstMoves(5)) ?? '');
  params.set(name, value);
  return params.toString();
}

describe('game links', () => {
  it('give back the setup, the actions and the state', () => {
    const actions = firstMoves(60);
    const link = gameLink(setup, actions);
    expect(link).toMatch(
      /^v=1&rules=multiplayer&players=3&rounds=3&seats=human%2Cgreedy%2Cstrong&seed=link-test&moves=[0-9a-z]{60}$/,
    );
    const read = parseGameLink(`#${link}`);
    if (!read.ok) throw new Error(read.error.code);
    expect(read.game.setup).toEqual({ ...setup, hints: false });
    expect(read.game.actions).toEqual(actions);
    expect(read.step).toBeNull();
  });

  it('may point to a step, counted from 1 in the link and from 0 when read', () => {
    const link = gameLink(setup, firstMoves(5)) ?? '';
    expect(withStep(link, 4)).toBe(`${link}&step=5`);
    expect(withStep(withStep(link, 4), 0)).toBe(`${link}&step=1`);
    const read = parseGameLink(withStep(link, 4));
    expect(read.ok && read.step).toBe(4);
    expect(read.ok && read.game.actions).toEqual(firstMoves(5));
  });

  it('accept a game without moves yet', () => {
    const read = parseGameLink(gameLink(setup, []) ?? '');
    expect(read.ok && read.game.actions).toEqual([]);
  });

  it('are not made for games the play page cannot start', () => {
    expect(gameLink({ ...setup, game: { ...setup.game, seed: 42 } }, [])).toBeNull();
    expect(gameLink({ ...setup, game: { ...setup.game, firstDealer: 1 } }, [])).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['#', 'empty'],
    [withParam('v', '2'), 'version'],
    [withParam('rules', 'hanafuda'), 'rules'],
    [withParam('players', '5'), 'players'],
    [withParam('rounds', '7'), 'rounds'],
    [withParam('seats', 'human,greedy'), 'seats'],
    [withParam('seats', 'human,greedy,genius'), 'seats'],
    [withParam('seed', 'no spaces'), 'seed'],
    [withParam('step', '0'), 'step'],
    [withParam('step', '6'), 'step'],
    [withParam('step', '02'), 'step'],
    [withParam('step', '2.5'), 'step'],
    [withParam('step', ''), 'step'],
  ])('reject %j with code %s', (fragment, code) => {
    expect(parseGameLink(fragment)).toEqual({ ok: false, error: { code } });
  });

  it('name the first bad move', () => {
    expect(parseGameLink(withParam('moves', '00z'))).toEqual({
      ok: false,
      error: { code: 'moves', move: 2 },
    });
    expect(parseGameLink(withParam('moves', '0!'))).toEqual({ ok: false, error: { code: 'moves', move: 1 } });
  });

  it('reject players the rules do not allow', () => {
    expect(RULESETS.nintendo.playerCounts).not.toContain(3);
    expect(parseGameLink(withParam('rules', 'nintendo'))).toEqual({ ok: false, error: { code: 'players' } });
  });
});
