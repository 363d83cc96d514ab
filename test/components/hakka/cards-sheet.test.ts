import { describe, expect, it } from 'vitest';
import {
  beatExamples,
  groupLabel,
  minimumGroup,
  paymentRows,
  phaseNumbers,
  SHEET_KINDS,
  setOrder,
} from '../../../src/components/hakka/cards-sheet';

describe('cheat sheet data', () => {
  it('orders sets 2 < … < 8 < 1 < 9', () => {
    // Seed 002: "Satz … nach Zahlen geordnet" and "Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden."
    expect(setOrder()).toEqual([2, 3, 4, 5, 6, 7, 8, 1, 9]);
  });

  it('has the payment table of the seed', () => {
    // Seed 002: "6 Stiche gewonnen - 1 Punkt; … 12 Stiche gewonnen - 128 Punkte."
    expect(paymentRows()).toEqual([
      { tricks: 6, points: 1 },
      { tricks: 7, points: 2 },
      { tricks: 8, points: 4 },
      { tricks: 9, points: 8 },
      { tricks: 10, points: 16 },
      { tricks: 11, points: 32 },
      { tricks: 12, points: 128 },
    ]);
  });

  it('knows the phase numbers', () => {
    // Seed 002: "bis jeder der aktiven Spieler 12 Karten hat", "sechs oder mehr Stiche",
    // "der Träumer erwacht mit fünf Stichen", "Nach vier Runden endet das Spiel."
    expect(phaseNumbers()).toEqual({ hand: 12, min: 6, dream: 5, rounds: 4 });
  });

  it('finds the minimum run size', () => {
    // Seed 002: "drei oder mehr Karten".
    expect(minimumGroup()).toBe(3);
  });

  it.each([
    // Seed 002: runs "erst nach Kartenfarbe geordnet und dann nach Zahl".
    ['run', [true, true]],
    // Seed 002: sets of 1s beat an 8s set (order 8 < 1) and lose only to 9s.
    ['set', [true, true]],
    // Our reading: only a higher card of the same suit beats a single.
    ['single', [true, false]],
  ] as const)('the %s examples get the engine verdicts %j', (kind, verdicts) => {
    expect(beatExamples(kind).map((e) => e.beats)).toEqual(verdicts);
  });

  it('labels runs as ranges and other groups by name', () => {
    expect(groupLabel(['gon-3', 'gon-4', 'gon-5'], 'en')).toBe('Gon 3–5');
    expect(groupLabel(['sup-1', 'gon-1', 'zok-1'], 'de')).toBe('Sup-1 · Gon-1 · Zok-1');
    expect(SHEET_KINDS).toEqual(['run', 'set', 'single']);
  });
});
