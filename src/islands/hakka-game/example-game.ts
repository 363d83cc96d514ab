/**
 * The example game a Hakka review page offers before the reader has played
 * one: four strong computer players, a whole game with the default rule
 * options, played by the engine's bots when the site is built (this module
 * is for `.astro` files only, so the bots stay out of the island's bundle;
 * the island gets the link). Deal number 2026 was chosen because all four
 * of its rounds end with a declaration, by two different players; the
 * tests hold it to that.
 *
 * @example
 * exampleGameLink(); // 'v=1&seats=strong%2Cstrong%2Cstrong%2Cstrong&seed=2026&moves=…'
 */
import { BOTS, type BotId, DEFAULT_ITERATIONS, playGame } from '../../engine/hakka/bots';
import type { PlaySetup } from '../game/saved-game';
import { gameConfig, type HakkaSetup } from './adapter';
import { gameLink } from './game-link';

/** Who plays the example, seat by seat. */
const EXAMPLE_BOTS: readonly BotId[] = ['strong', 'strong', 'strong', 'strong'];

/** The example's setup: who plays and the seed. */
export const EXAMPLE_SETUP: PlaySetup<HakkaSetup> = {
  game: { seed: '2026' },
  seats: EXAMPLE_BOTS.map((bot) => ({ kind: 'bot', bot })),
  hints: false,
};

let link: string | undefined;

/** The example game's review link fragment (computed once per build). */
export function exampleGameLink(): string {
  if (link === undefined) {
    const bots = EXAMPLE_BOTS.map((id) => BOTS[id]);
    const { actions } = playGame(gameConfig(EXAMPLE_SETUP.game), bots, EXAMPLE_SETUP.game.seed, {
      iterations: DEFAULT_ITERATIONS,
    });
    const made = gameLink(EXAMPLE_SETUP, actions);
    if (made === null) throw new Error('The example game cannot be linked');
    link = made;
  }
  return link;
}
