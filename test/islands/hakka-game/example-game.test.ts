import { describe, expect, it } from 'vitest';
import { isOver, replay } from '../../../src/engine/hakka/game';
import { gameConfig } from '../../../src/islands/hakka-game/adapter';
import { EXAMPLE_SETUP, exampleGameLink } from '../../../src/islands/hakka-game/example-game';
import { parseGameLink } from '../../../src/islands/hakka-game/game-link';

// The review page's example game, as the build plays it (strong bots, about two seconds).
const read = parseGameLink(exampleGameLink());

describe('the Hakka example game', () => {
  it('is a link the review reads, to the setup the page describes', () => {
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.step).toBeNull();
    expect(read.game.setup.game).toEqual(EXAMPLE_SETUP.game);
    // The notice says "four strong computer players".
    expect(read.game.setup.seats).toEqual(Array(4).fill({ kind: 'bot', bot: 'strong' }));
  });

  it('plays the whole game, every round ending with a declaration by one of two players (why deal 2026 was chosen)', () => {
    if (!read.ok) throw new Error('unreadable');
    const { state } = replay(gameConfig(read.game.setup.game), read.game.actions);
    expect(isOver(state)).toBe(true);
    expect(state.rounds.map((round) => round.outcome)).toEqual(Array(4).fill('declared'));
    expect(new Set(state.rounds.map((round) => round.winner)).size).toBe(2);
  });
});
