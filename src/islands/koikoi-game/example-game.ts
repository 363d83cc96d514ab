/**
 * The example match a Koi-Koi review page offers before the reader has
 * played one: two strong computer players, three rounds under the
 * Nintendo rules, played by the engine's bots when the site is built (this
 * module is for `.astro` files only, so the bots stay out of the island's
 * bundle; the island gets the link). Deal number 7 was chosen because its
 * match has a Koi-Koi call, each player wins a round and the last round
 * scores several yaku; the tests hold it to the first two.
 *
 * @example
 * exampleGameLink(); // 'v=1&rules=nintendo&players=2&rounds=3&seats=strong%2Cstrong&seed=7&moves=…'
 */
import { BOTS, type BotId, playMatch } from '../../engine/hanafuda';
import type { PlaySetup } from '../game/saved-game';
import { type KoikoiSetup, matchConfig } from './adapter';
import { gameLink } from './game-link';

/** Who plays the example, seat by seat. */
const EXAMPLE_BOTS: readonly BotId[] = ['strong', 'strong'];

/** The example's setup: who plays, under which rules, how long. */
export const EXAMPLE_SETUP: PlaySetup<KoikoiSetup> = {
  game: { preset: 'nintendo', players: 2, rounds: 3, seed: '7' },
  seats: EXAMPLE_BOTS.map((bot) => ({ kind: 'bot', bot })),
  hints: false,
};

let link: string | undefined;

/** The example match's review link fragment (computed once per build). */
export function exampleGameLink(): string {
  if (link === undefined) {
    const players = EXAMPLE_BOTS.map((id) => ({ bot: BOTS[id] }));
    const { actions } = playMatch(matchConfig(EXAMPLE_SETUP.game), players, EXAMPLE_SETUP.game.seed);
    const made = gameLink(EXAMPLE_SETUP, actions);
    if (made === null) throw new Error('The example match cannot be linked');
    link = made;
  }
  return link;
}
