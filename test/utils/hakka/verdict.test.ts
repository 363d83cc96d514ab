import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beats, CARDS, type CardId, DEFAULT_OPTIONS } from '../../../src/engine/hakka';
import { describeCards } from '../../../src/utils/hakka/pattern-info';
import { explainBeats } from '../../../src/utils/hakka/verdict';
import { setOrderText, suitOrderText, verdictText } from '../../../src/utils/hakka/verdict-text';

const ids = (s: string) => s.split(',') as CardId[];

describe('explainBeats names the rule that decided', () => {
  it.each([
    // Seed 002: a single is "nach Zahl geordnet"; our reading: same suit only (Interpretations, singleSameSuit).
    ['gon-5', 'gon-7', true, 'single-higher'],
    ['gon-7', 'gon-5', false, 'single-lower'],
    ['gon-5', 'sup-7', false, 'single-other-suit'],
    // Seed 002: "Mit der Sup-1, Sin-1 und Wan Sin können keine anderen Einzel-Karten gestochen werden".
    ['sup-5', 'sup-1', false, 'lead-only-reply'],
    ['gon-2', 'wan-sin', false, 'lead-only-reply'],
    // Seed 002: "… doch Sie können mit diesen Karten einen Stich eröffnen und Sie werden den Stich gewinnen."
    ['sin-1', 'sin-8', false, 'lead-only-lead'],
    // Seed 002: Folge "erst nach Kartenfarbe geordnet und dann nach Zahl".
    ['gon-3,gon-4,gon-5', 'sup-1,sup-2,sup-3', true, 'run-higher-suit'],
    ['sup-1,sup-2,sup-3', 'gon-7,gon-8,gon-9', false, 'run-lower-suit'],
    ['zok-2,zok-3,zok-4', 'zok-5,zok-6,zok-7', true, 'run-higher'],
    ['zok-5,zok-6,zok-7', 'zok-2,zok-3,zok-4', false, 'run-lower'],
    // Seed 002: "Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden."
    ['sup-1,gon-1,zok-1', 'sup-8,gon-8,sin-8', false, 'set-lower'],
    ['sup-1,gon-1,zok-1', 'gon-9,zok-9,sin-9', true, 'set-higher'],
    // Seed 002: Satz "nach Zahlen geordnet".
    ['sup-4,gon-4,zok-4', 'gon-6,zok-6,sin-6', true, 'set-higher'],
    // Seed 002: "Der nächste Spieler muss dann dasselbe Kartenmuster und dieselbe Kartenanzahl ausspielen."
    ['sup-4,gon-4,zok-4', 'zok-5,zok-6,zok-7', false, 'kind'],
    ['sin-4,sin-5,sin-6,sin-7', 'sup-1,sup-2,sup-3', false, 'size'],
    // Seed 002: patterns are "drei oder mehr Karten": two cards are none.
    ['gon-3,gon-4', 'sup-3,sup-4', false, 'lead-none'],
    ['gon-3,gon-4,gon-5', 'sup-3,sup-5,sup-7', false, 'reply-none'],
  ])('%s against %s: beats %s because %s', (lead, reply, won, reason) => {
    const v = explainBeats(ids(lead), ids(reply));
    expect(v.beats).toBe(won);
    expect(v.reason).toBe(reason);
  });

  it('agrees with the engine for any two card groups', () => {
    const group = fc.uniqueArray(fc.constantFrom(...CARDS), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(group, group, fc.boolean(), (lead, reply, wan) => {
        const options = { ...DEFAULT_OPTIONS, wanSinInSets: wan };
        expect(explainBeats(lead, reply, options).beats).toBe(beats(lead, reply, options));
      }),
    );
  });

  it('flags a card shared by lead and reply', () => {
    expect(explainBeats(ids('gon-3,gon-4,gon-5'), ids('gon-3,gon-4,gon-5'))).toEqual({
      beats: false,
      reason: 'equal',
      overlap: true,
    });
  });

  it('throws the engine error for an unknown card', () => {
    expect(() => explainBeats(['gon-10' as CardId], ['gon-3'])).toThrow(
      expect.objectContaining({ code: 'unknown-card' }),
    );
  });
});

describe('verdictText', () => {
  it('writes the set order from the engine: 1s just below 9s', () => {
    // Seed 002: "Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden."
    expect(setOrderText()).toBe('2 < 3 < 4 < 5 < 6 < 7 < 8 < 1 < 9');
    // Seed 002: "Sup, Gon, Zok und Sin in absteigender Rangfolge".
    expect(suitOrderText()).toBe('Sup > Gon > Zok > Sin');
  });

  it('says why in English and German', () => {
    const en = verdictText('en', ids('gon-5'), ids('gon-7'));
    expect(en.line).toBe('Gon 7 beats Gon 5.');
    expect(en.why).toBe('Gon 7 is higher than Gon 5, in the same suit.');
    const de = verdictText('de', ids('sup-1,gon-1,zok-1'), ids('sup-8,gon-8,sin-8'));
    // The glossary's verb (schlagen) and the plural spelled out (Achten, Einsen).
    expect(de.line).toBe('Sup-8, Gon-8 und Sin-8 schlagen Sup-1, Gon-1 und Zok-1 nicht.');
    expect(de.why).toBe(
      'Rangfolge der Sätze: 2 < 3 < 4 < 5 < 6 < 7 < 8 < 1 < 9 – Achten schlagen Einsen nicht.',
    );
    const up = verdictText('de', ids('sup-8,gon-8,sin-8'), ids('sup-1,gon-1,zok-1'));
    expect(up.why).toBe('Rangfolge der Sätze: 2 < 3 < 4 < 5 < 6 < 7 < 8 < 1 < 9 – Einsen schlagen Achten.');
    expect(verdictText('en', ids('sup-8,gon-8,sin-8'), ids('sup-1,gon-1,zok-1')).why).toBe(
      'Sets rank 2 < 3 < 4 < 5 < 6 < 7 < 8 < 1 < 9: 1s beat 8s.',
    );
  });
});

describe('describeCards', () => {
  it.each([
    // Seed 002: Folge, Satz, Einzel-Karte.
    ['gon-3,gon-4,gon-5', 'run', null],
    ['sup-6,gon-6,sin-6', 'set', null],
    ['zok-9', 'single', null],
    // Seed 002: "drei oder mehr Karten".
    ['gon-3,gon-4', null, 'two-cards'],
    // Seed 002: "aufeinanderfolgende Zahlen".
    ['gon-3,gon-5,gon-6', null, 'gap'],
    ['gon-3,sup-4,zok-5', null, 'mixed'],
  ])('%s forms %s (%s)', (cards, kind, reason) => {
    const info = describeCards(ids(cards));
    expect(info.pattern?.kind ?? null).toBe(kind);
    expect(info.reason).toBe(reason);
  });

  it('explains a set of 1s with Wan Sin when the option is off', () => {
    // Option wanSinInSets (Interpretations): the seed is silent on Wan Sin in sets.
    const cards = ids('sup-1,gon-1,wan-sin');
    expect(describeCards(cards).pattern).toEqual({ kind: 'set', size: 3 });
    expect(describeCards(cards, { ...DEFAULT_OPTIONS, wanSinInSets: false }).reason).toBe('wan-sin-excluded');
  });

  it('gives the run range and suit', () => {
    expect(describeCards(ids('gon-5,gon-3,gon-4'))).toMatchObject({ suit: 'gon', low: 3, high: 5 });
  });
});
