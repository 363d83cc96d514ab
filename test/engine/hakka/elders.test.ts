import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../src/engine/hakka/cards';
import { elders, isElder } from '../../../src/engine/hakka/elders';
import { DEFAULT_OPTIONS } from '../../../src/engine/hakka/options';

describe('elders', () => {
  it('starts with the four 9s, Sup-1, Sin-1 and Wan Sin', () => {
    // "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und die Wan Sin auch „Ältesten-Karten“ zu Beginn des Spiels"
    expect(elders([])).toEqual(['sup-1', 'sup-9', 'gon-9', 'zok-9', 'sin-1', 'sin-9', 'wan-sin']);
  });

  it.each<[string, CardId[], CardId, boolean]>([
    // "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte, da sie nun unschlagbar ist"
    ['Sup-8 becomes an elder after Sup-9 is played', ['sup-9'], 'sup-8', true],
    ['Sup-8 is no elder while Sup-9 is out', [], 'sup-8', false],
    ['Gon-7 after Gon-9 and Gon-8', ['gon-9', 'gon-8'], 'gon-7', true],
    ['Zok-7 not yet after only Zok-9', ['zok-9'], 'zok-7', false],
    ['a played card is no longer an elder', ['sup-9'], 'sup-9', false],
    // Sup-1 and Sin-1 "werden den Stich gewinnen" whenever they lead, so they stay elders
    ['Sup-1 stays an elder after Sup-9 is played', ['sup-9'], 'sup-1', true],
    ['Wan Sin stays an elder', ['sup-9', 'gon-9', 'zok-9', 'sin-9'], 'wan-sin', true],
    [
      'Gon-1 becomes an elder when it is the last Gon',
      ['gon-2', 'gon-3', 'gon-4', 'gon-5', 'gon-6', 'gon-7', 'gon-8', 'gon-9'],
      'gon-1',
      true,
    ],
    ['Gon-1 is no elder at the start', [], 'gon-1', false],
  ])('%s', (_name, played, card, expected) => {
    expect(isElder(card, played)).toBe(expected);
  });

  it('never lists a played card and lists one top card per suit', () => {
    const played: CardId[] = ['sup-9', 'sup-8', 'gon-9', 'sin-1'];
    const el = elders(played);
    expect(el.filter((c) => played.includes(c))).toEqual([]);
    expect(el).toEqual(['sup-1', 'sup-7', 'gon-8', 'zok-9', 'sin-9', 'wan-sin']);
  });
});

describe('elders with discards', () => {
  it('counts face-down discards only when discardsPromoteElders is on', () => {
    // Seed silent on discards; default: "wenn die Sup-9 gespielt wird" means played face up.
    expect(elders([], DEFAULT_OPTIONS, ['sup-9'])).toContain('sup-9');
    expect(elders([], { ...DEFAULT_OPTIONS, discardsPromoteElders: true }, ['sup-9'])).toContain('sup-8');
  });

  it('throws unknown-card for an unknown played id', () => {
    expect(() => elders(['sup-10'])).toThrow(expect.objectContaining({ code: 'unknown-card' }));
  });
});
