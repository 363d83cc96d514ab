import { describe, expect, it } from 'vitest';
import { isOver, replay } from '../../../src/engine/hanafuda';
import { matchConfig } from '../../../src/islands/koikoi-game/adapter';
import { EXAMPLE_SETUP, exampleGameLink } from '../../../src/islands/koikoi-game/example-game';
import { parseGameLink } from '../../../src/islands/koikoi-game/game-link';

// The review page's example match, as the build plays it (strong bots, about two seconds).
const read = parseGameLink(exampleGameLink());

describe('the Koi-Koi example match', () => {
  it('is a link the review reads, to the setup the page describes', () => {
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.step).toBeNull();
    expect(read.game.setup.game).toEqual(EXAMPLE_SETUP.game);
    // The notice says "two strong computer players".
    expect(read.game.setup.seats).toEqual([
      { kind: 'bot', bot: 'strong' },
      { kind: 'bot', bot: 'strong' },
    ]);
  });

  it('plays the whole match, with a Koi-Koi call and a round won by each player (why deal 7 was chosen)', () => {
    if (!read.ok) throw new Error('unreadable');
    const state = replay(matchConfig(read.game.setup.game), read.game.actions);
    expect(isOver(state)).toBe(true);
    expect(state.results).toHaveLength(EXAMPLE_SETUP.game.rounds);
    expect(read.game.actions.some((action) => action.type === 'koikoi')).toBe(true);
    expect(new Set(state.results.map((result) => result.winner))).toEqual(new Set([0, 1]));
  });
});
