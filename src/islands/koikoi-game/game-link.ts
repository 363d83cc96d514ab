/**
 * A played Koi-Koi game as the fragment of a review link:
 *
 *   #v=1&rules=<preset>&players=2|3|4&rounds=<n>&seats=<human|bot id>,…&seed=<seed>&moves=<action code>[&step=<n>]
 *
 * `moves` is the engine's action code (`encodeActions`: one character per
 * action). The optional `step` is the review step the link points to,
 * counted from 1 as the page shows it (step n shows the game after move n);
 * without it the review opens on the first deal. Only games the play page starts can be linked: a seed from
 * `seed.ts`, no stacked decks and no fixed dealer. Reading never throws: a
 * malformed link gives `{ ok: false, error }` with a code the page
 * translates (`review.error.<code>` in the game dictionary), and the index
 * of the offending move for `moves`.
 *
 * @example
 * const hash = gameLink(setup, actions);           // 'v=1&rules=nintendo&…'
 * parseGameLink(hash);                             // { ok: true, game: { setup, actions }, step: null }
 * parseGameLink(withStep(hash, 11)).step;          // 11 (0-based: the page's step 12)
 * parseGameLink('v=1&rules=nope');                 // { ok: false, error: { code: 'rules' } }
 */
import {
  type Action,
  BOT_IDS,
  decodeActions,
  encodeActions,
  PRESET_IDS,
  type PresetId,
  RULESETS,
} from '../../engine/hanafuda';
import { parseStep } from '../game/link-step';
import type { ReviewedGame, ReviewLinkError, ReviewLinkResult } from '../game/review-source';
import type { PlaySetup } from '../game/saved-game';
import { parseSeatsText, seatsText } from '../game/seats';
import { isSeed } from '../game/seed';
import { type KoikoiSetup, matchConfig } from './adapter';
import { ROUND_CHOICES } from './play-model';

export { withStep } from '../game/link-step';

/** Format version written as `v`. */
export const GAME_LINK_VERSION = '1';

/** Why a link could not be read. */
export type GameLinkErrorCode =
  | 'empty'
  | 'version'
  | 'rules'
  | 'players'
  | 'rounds'
  | 'seats'
  | 'seed'
  | 'moves'
  | 'step';

/** A failed read: the code, and for `moves` the position of the first bad move. */
export type GameLinkError = ReviewLinkError<GameLinkErrorCode>;

/** A game read from a link (its moves checked by replaying them). */
export type LinkedGame = ReviewedGame<KoikoiSetup, Action>;

/** The result of {@link parseGameLink}: the game, and the step the link points to (0-based) or `null`. */
export type GameLinkResult = ReviewLinkResult<KoikoiSetup, Action, GameLinkErrorCode>;

/**
 * The link fragment (without `#`) of a game, or `null` for a game the play
 * page could not have started (a numeric seed, a stacked deck, a fixed dealer).
 */
export function gameLink(setup: PlaySetup<KoikoiSetup>, actions: readonly Action[]): string | null {
  const { game } = setup;
  if (typeof game.seed !== 'string' || !isSeed(game.seed)) return null;
  if (game.decks !== undefined || game.firstDealer !== undefined) return null;
  const params = new URLSearchParams({
    v: GAME_LINK_VERSION,
    rules: game.preset,
    players: String(game.players),
    rounds: String(game.rounds),
    seats: seatsText(setup.seats),
    seed: game.seed,
    moves: encodeActions(matchConfig(game), actions),
  });
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
  const preset = params.get('rules');
  if (!(PRESET_IDS as readonly (string | null)[]).includes(preset)) return fail('rules');
  const rules = RULESETS[preset as PresetId];
  const players = Number(params.get('players'));
  if (!(rules.playerCounts as readonly number[]).includes(players)) return fail('players');
  const rounds = Number(params.get('rounds'));
  if (!(ROUND_CHOICES as readonly number[]).includes(rounds)) return fail('rounds');
  const seats = parseSeatsText(params.get('seats'), players, BOT_IDS);
  if (!seats) return fail('seats');
  const seed = params.get('seed');
  if (!isSeed(seed)) return fail('seed');
  const game: KoikoiSetup = {
    preset: preset as PresetId,
    players: players as KoikoiSetup['players'],
    rounds,
    seed,
  };
  const decoded = decodeActions(matchConfig(game), params.get('moves') ?? '');
  if (!decoded.ok) return fail('moves', decoded.error.index);
  const step = parseStep(params.get('step'), decoded.actions.length);
  if (step === undefined) return fail('step');
  return {
    ok: true,
    game: { setup: { game, seats, hints: false }, actions: decoded.actions },
    step,
  };
}
