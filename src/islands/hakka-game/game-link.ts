/**
 * A played Hakka game as the fragment of a review link:
 *
 *   #v=1&seats=<human|bot id>,…(4)&seed=<seed>[&opt=<id>:<value>,…]&moves=<action code>[&step=<n>]
 *
 * `moves` is the engine's action code (`encodeActions`: one character per
 * action, three for a choice past the 35th). `opt` is written only when the
 * setup sets rule options: one `id:value` entry per option it sets, in the
 * order of `OPTION_LIST`, booleans as `true`/`false` (e.g.
 * `opt=wanSinInSets:false,noDeclaration:most-tricks`). Options the setup
 * leaves out keep the engine's defaults, so the link of a setup with
 * `options: {}` has no `opt` and reads back without `options` (the same
 * game). A link with an unknown option, a value the option does not allow,
 * an option twice or out of order, or an empty `opt` is refused, so every
 * game has exactly one link. The optional `step` is the review step the
 * link points to, counted from 1 as the page shows it (`link-step.ts`, as
 * for Koi-Koi; a Hakka review has a step for each deal too,
 * `review-steps.ts`). Only games the play page starts can be linked: a seed
 * from `seed.ts`. Reading never throws: a malformed link gives
 * `{ ok: false, error }` with a code the page translates, and the index of
 * the offending move for `moves` (counted in moves, not in characters of
 * the code, as the page's "move {n}" reads it).
 *
 * @example
 * const hash = gameLink(setup, actions);           // 'v=1&seats=human%2Cgreedy%2Cgreedy%2Cgreedy&seed=abc&moves=…'
 * parseGameLink(hash);                             // { ok: true, game: { setup, actions }, step: null }
 * parseGameLink(withStep(hash, 11)).step;          // 11 (0-based: the page's step 12)
 * parseGameLink('v=1&seats=human');                // { ok: false, error: { code: 'seats' } }
 */
import { decodeActions, encodeActions } from '../../engine/hakka/action-code';
import { BOT_IDS } from '../../engine/hakka/bots/types';
import type { GameConfig } from '../../engine/hakka/game';
import { type HakkaOptions, OPTION_LIST } from '../../engine/hakka/options';
import type { HakkaAction } from '../../engine/hakka/state';
import { parseStep } from '../game/link-step';
import type { ReviewedGame, ReviewLinkError, ReviewLinkResult } from '../game/review-source';
import type { PlaySetup } from '../game/saved-game';
import { parseSeatsText, seatsText } from '../game/seats';
import { isSeed } from '../game/seed';
import { gameConfig, type HakkaSetup, isHakkaSetup } from './adapter';
import { hakkaReviewSteps } from './review-steps';

export { withStep } from '../game/link-step';

/** Format version written as `v`. */
export const GAME_LINK_VERSION = '1';

/** Seats at a Hakka table (the dreamer's seat changes, but all four are set up). */
const SEAT_COUNT = 4;

/** Why a link could not be read. */
export type GameLinkErrorCode = 'empty' | 'version' | 'seats' | 'seed' | 'options' | 'moves' | 'step';

/** A failed read: the code, and for `moves` the position of the first bad move. */
export type GameLinkError = ReviewLinkError<GameLinkErrorCode>;

/** A game read from a link (its moves checked by replaying them). */
export type LinkedGame = ReviewedGame<HakkaSetup, HakkaAction>;

/** The result of {@link parseGameLink}: the game, and the step the link points to (0-based) or `null`. */
export type GameLinkResult = ReviewLinkResult<HakkaSetup, HakkaAction, GameLinkErrorCode>;

/**
 * The link fragment (without `#`) of a game, or `null` for a game the play
 * page could not have started (a numeric seed or one `isSeed` refuses, or
 * options the engine does not know).
 */
export function gameLink(setup: PlaySetup<HakkaSetup>, actions: readonly HakkaAction[]): string | null {
  const { game } = setup;
  if (typeof game.seed !== 'string' || !isSeed(game.seed) || !isHakkaSetup(game)) return null;
  const params = new URLSearchParams({
    v: GAME_LINK_VERSION,
    seats: seatsText(setup.seats),
    seed: game.seed,
  });
  const options = OPTION_LIST.flatMap(({ id }) => {
    const value = game.options?.[id];
    return value === undefined ? [] : [`${id}:${String(value)}`];
  });
  if (options.length > 0) params.set('opt', options.join(','));
  params.set('moves', encodeActions(gameConfig(game), actions));
  return params.toString();
}

const fail = (code: GameLinkErrorCode, move?: number): GameLinkResult => ({
  ok: false,
  error: move === undefined ? { code } : { code, move },
});

/** Reads a link fragment (with or without the leading `#`). */
export function parseGameLink(fragment: string): GameLinkResult {
  const text = fragment.replace(/^#/, '');
  if (!text) return fail('empty');
  const params = new URLSearchParams(text);
  if (params.get('v') !== GAME_LINK_VERSION) return fail('version');
  const seats = parseSeatsText(params.get('seats'), SEAT_COUNT, BOT_IDS);
  if (!seats) return fail('seats');
  const seed = params.get('seed');
  if (!isSeed(seed)) return fail('seed');
  const opt = params.get('opt');
  const options = opt === null ? undefined : parseOptions(opt);
  if (options === null) return fail('options');
  const game: HakkaSetup = options === undefined ? { seed } : { seed, options };
  const config = gameConfig(game);
  const moves = params.get('moves') ?? '';
  const decoded = decodeActions(config, moves);
  if (!decoded.ok) return fail('moves', movesBefore(config, moves, decoded.error.index));
  // The review has a step per move, one for the first deal and one for each later deal.
  const step = parseStep(params.get('step'), hakkaReviewSteps(game, decoded.actions).steps.length);
  if (step === undefined) return fail('step');
  return {
    ok: true,
    game: { setup: { game, seats, hints: false }, actions: decoded.actions },
    step,
  };
}

/**
 * How many whole moves of `code` come before its character `index`: the
 * index of the move the character belongs to (a choice past the 35th takes
 * three characters, so this differs from `index` once one was made).
 */
function movesBefore(config: GameConfig, code: string, index: number): number {
  const before = decodeActions(config, code.slice(0, index));
  // Cut inside a three-character move, the prefix fails earlier, at its `z`.
  return before.ok ? before.actions.length : movesBefore(config, code, before.error.index);
}

/**
 * `wanSinInSets:false,noDeclaration:most-tricks` → those options, or `null`
 * unless every entry is a known option with an allowed value, each at most
 * once and in the order of `OPTION_LIST`.
 */
function parseOptions(text: string): Partial<HakkaOptions> | null {
  const options: Record<string, string | boolean> = {};
  let last = -1;
  for (const entry of text.split(',')) {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon);
    const at = OPTION_LIST.findIndex((option) => option.id === id);
    const value = OPTION_LIST[at]?.values.find((allowed) => String(allowed) === entry.slice(colon + 1));
    if (colon < 0 || at <= last || value === undefined) return null;
    options[id] = value;
    last = at;
  }
  return options as Partial<HakkaOptions>;
}
