import { describe, expect, it } from 'vitest';
import { BOT_IDS as HAKKA_BOT_IDS } from '../../../src/engine/hakka/bots/types';
import { BOT_IDS } from '../../../src/engine/hanafuda';
import { lastSetupStore, rememberedSetup, withoutSeed } from '../../../src/islands/game/last-setup';
import { hakkaAdapter } from '../../../src/islands/hakka-game/adapter';
import { defaultSetup as hakkaDefault } from '../../../src/islands/hakka-game/play-model';
import { koikoiAdapter } from '../../../src/islands/koikoi-game/adapter';
import { defaultSetup } from '../../../src/islands/koikoi-game/play-model';
import { memoryStorage } from '../fixtures';

describe('remembered setup', () => {
  it('gives back the setup last started with, under the game’s own key', () => {
    const storage = memoryStorage();
    const store = lastSetupStore(koikoiAdapter, BOT_IDS, storage);
    const fallback = defaultSetup('');
    expect(rememberedSetup(store, fallback)).toBe(fallback);
    const setup = {
      game: { preset: 'multiplayer' as const, players: 3 as const, rounds: 12 as const, seed: '' },
      seats: [
        { kind: 'human' as const },
        { kind: 'bot' as const, bot: 'strong' },
        { kind: 'bot' as const, bot: 'greedy' },
      ],
      hints: false,
    };
    store.save(setup);
    expect(Object.keys(storage.data)).toEqual(['koikoi:last-setup']);
    expect(rememberedSetup(store, fallback)).toEqual(setup);
  });

  it('works for Hakka too', () => {
    const storage = memoryStorage();
    const store = lastSetupStore(hakkaAdapter, HAKKA_BOT_IDS, storage);
    const setup = { ...hakkaDefault(''), hints: false };
    store.save(setup);
    expect(rememberedSetup(store, hakkaDefault(''))).toEqual(setup);
    expect(Object.keys(storage.data)).toEqual(['hakka:last-setup']);
  });

  it.each([
    ['an unknown computer player', { seats: [{ kind: 'human' }, { kind: 'bot', bot: 'oracle' }] }],
    ['a seat too many', { seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] }],
    ['an unknown rule set', { game: { preset: 'nope', players: 2, rounds: 3, seed: '' } }],
    ['no hints flag', { hints: 'yes' }],
  ])('drops a setup with %s and keeps the defaults', (_, change) => {
    const storage = memoryStorage();
    const store = lastSetupStore(koikoiAdapter, BOT_IDS, storage);
    const fallback = defaultSetup('');
    storage.data['koikoi:last-setup'] = JSON.stringify({
      v: 1,
      data: { ...fallback, hints: true, ...change },
    });
    expect(rememberedSetup(store, fallback)).toBe(fallback);
    expect(storage.data['koikoi:last-setup']).toBeUndefined();
  });

  it('clears the deal number and keeps everything else', () => {
    const setup = { ...hakkaDefault('deal-7'), hints: false };
    const cleared = withoutSeed(setup);
    expect(cleared).toEqual({ ...setup, game: { ...setup.game, seed: '' } });
    expect(setup.game.seed).toBe('deal-7');
  });
});
