import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../src/engine/errors';
import type { CardId } from '../../../src/engine/hakka/cards';
import { DEFAULT_OPTIONS } from '../../../src/engine/hakka/options';
import { beats, classifyPattern, setRank } from '../../../src/engine/hakka/patterns';

describe('classifyPattern', () => {
  it.each<[string, string[], ReturnType<typeof classifyPattern>]>([
    // "Folge - drei oder mehr Karten derselben Kartenfarbe und aufeinanderfolgende Zahlen"
    ['a run of three', ['gon-3', 'gon-4', 'gon-5'], { kind: 'run', size: 3 }],
    ['a run given out of order', ['sup-9', 'sup-7', 'sup-8'], { kind: 'run', size: 3 }],
    [
      'a run of all nine',
      ['zok-1', 'zok-2', 'zok-3', 'zok-4', 'zok-5', 'zok-6', 'zok-7', 'zok-8', 'zok-9'],
      { kind: 'run', size: 9 },
    ],
    ['a run with a gap is nothing', ['gon-3', 'gon-4', 'gon-6'], null],
    ['consecutive numbers of two suits are nothing', ['gon-3', 'sup-4', 'gon-5'], null],
    // "Satz - drei oder mehr Karten mit derselben Zahl"
    ['a set of three', ['sup-5', 'gon-5', 'sin-5'], { kind: 'set', size: 3 }],
    ['a set of four 9s', ['sup-9', 'gon-9', 'zok-9', 'sin-9'], { kind: 'set', size: 4 }],
    // Wan Sin "hat den nummerischen Wert von 1" (option wanSinInSets, default on)
    ['Wan Sin completes a set of 1s', ['sup-1', 'gon-1', 'wan-sin'], { kind: 'set', size: 3 }],
    ['five 1s with Wan Sin', ['sup-1', 'gon-1', 'zok-1', 'sin-1', 'wan-sin'], { kind: 'set', size: 5 }],
    // "Einzel-Karte"
    ['a single', ['sin-2'], { kind: 'single', size: 1 }],
    ['Wan Sin alone is a single', ['wan-sin'], { kind: 'single', size: 1 }],
    // "drei oder mehr": two cards form nothing
    ['a pair is nothing', ['sup-5', 'gon-5'], null],
    ['two consecutive cards are nothing', ['sup-5', 'sup-6'], null],
    ['no cards are nothing', [], null],
    ['a duplicated card is nothing', ['sup-5', 'sup-5', 'gon-5'], null],
    ['Wan Sin is no part of a run', ['wan-sin', 'sup-2', 'sup-3'], null],
  ])('%s', (_name, cards, expected) => {
    expect(classifyPattern(cards)).toEqual(expected);
  });

  it('refuses Wan Sin in a set when the option is off', () => {
    expect(
      classifyPattern(['sup-1', 'gon-1', 'wan-sin'], { ...DEFAULT_OPTIONS, wanSinInSets: false }),
    ).toBeNull();
  });

  it('throws unknown-card for an unknown id', () => {
    expect(() => classifyPattern(['gon-3', 'gon-4', 'gon-x'])).toThrow(
      expect.objectContaining({ code: 'unknown-card' }),
    );
  });
});

describe('beats', () => {
  it.each<[string, CardId[], CardId[], boolean]>([
    // Runs: "erst nach Kartenfarbe geordnet und dann nach Zahl"
    ['a Sup run beats a higher Gon run', ['gon-7', 'gon-8', 'gon-9'], ['sup-1', 'sup-2', 'sup-3'], true],
    ['a Gon run does not beat a Sup run', ['sup-1', 'sup-2', 'sup-3'], ['gon-7', 'gon-8', 'gon-9'], false],
    ['a higher run of the same suit wins', ['zok-2', 'zok-3', 'zok-4'], ['zok-3', 'zok-4', 'zok-5'], true],
    ['a lower run of the same suit loses', ['zok-3', 'zok-4', 'zok-5'], ['zok-2', 'zok-3', 'zok-4'], false],
    ['Sin is the lowest suit', ['sin-7', 'sin-8', 'sin-9'], ['zok-1', 'zok-2', 'zok-3'], true],
    // "dasselbe Kartenmuster und dieselbe Kartenanzahl"
    [
      'a longer run does not beat a shorter one',
      ['sin-1', 'sin-2', 'sin-3'],
      ['sup-1', 'sup-2', 'sup-3', 'sup-4'],
      false,
    ],
    ['a set does not beat a run', ['sin-1', 'sin-2', 'sin-3'], ['sup-9', 'gon-9', 'zok-9'], false],
    ['no pattern beats nothing', ['sin-5'], ['sup-5', 'sup-6'], false],
    // Sets: "nach Zahlen geordnet"
    ['a set of 8s beats a set of 7s', ['sup-7', 'gon-7', 'sin-7'], ['sup-8', 'gon-8', 'zok-8'], true],
    [
      'a set of 2s does not beat a set of 3s',
      ['sup-3', 'gon-3', 'sin-3'],
      ['sup-2', 'gon-2', 'zok-2'],
      false,
    ],
    // "Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden."
    ['a set of 1s beats a set of 8s', ['sup-8', 'gon-8', 'sin-8'], ['sup-1', 'gon-1', 'zok-1'], true],
    [
      'a set of 8s does not beat a set of 1s',
      ['sup-1', 'gon-1', 'zok-1'],
      ['sup-8', 'gon-8', 'sin-8'],
      false,
    ],
    ['a set of 9s beats a set of 1s', ['sup-1', 'gon-1', 'wan-sin'], ['sup-9', 'gon-9', 'zok-9'], true],
    [
      'four 9s beat four 1s',
      ['sup-1', 'gon-1', 'zok-1', 'wan-sin'],
      ['sup-9', 'gon-9', 'zok-9', 'sin-9'],
      true,
    ],
    // Singles "nach Zahl geordnet"; our reading: the same suit only
    ['a higher single of the same suit wins', ['gon-5'], ['gon-7'], true],
    ['a lower single of the same suit loses', ['gon-7'], ['gon-5'], false],
    ['a higher single of a higher suit does not win', ['gon-5'], ['sup-7'], false],
    ['Sup-9 beats Sup-8 (Sup-8 is an elder only once Sup-9 is played)', ['sup-8'], ['sup-9'], true],
    // "Die Ältesten-Karten sind mit einem Stern markiert und unschlagbar, wenn sie als Einzel-Karte ausgespielt werden."
    ['nothing beats a 9', ['zok-9'], ['sup-9'], false],
    // "Mit der Sup-1, Sin-1 und Wan Sin können keine anderen Einzel-Karten gestochen werden, doch … Sie werden den Stich gewinnen."
    ['Sup-1 led is not beaten by Sup-5', ['sup-1'], ['sup-5'], false],
    ['Sin-1 led is not beaten by Sin-9', ['sin-1'], ['sin-9'], false],
    ['Wan Sin led is not beaten', ['wan-sin'], ['sup-9'], false],
    ['Wan Sin cannot beat a single', ['sin-2'], ['wan-sin'], false],
    ['Gon-1 is an ordinary low card and is beaten by Gon-2', ['gon-1'], ['gon-2'], true],
  ])('%s', (_name, lead, reply, expected) => {
    expect(beats(lead, reply)).toBe(expected);
  });

  it('throws unknown-card for an unknown reply', () => {
    try {
      beats(['gon-3'], ['joker']);
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error, 'unknown-card')).toBe(true);
    }
  });

  it('orders set numbers 2 < 3 < … < 8 < 1 < 9', () => {
    const order = [2, 3, 4, 5, 6, 7, 8, 1, 9];
    expect([...order].sort((a, b) => setRank(a) - setRank(b))).toEqual(order);
  });
});
