import { describe, expect, it } from 'vitest';
import type { CardId, MatchState } from '../../../src/engine/hanafuda';
import { capitalise } from '../../../src/i18n/format';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import { threats, yakuStatus } from '../../../src/islands/koikoi-game/yaku-status';
import { withPiles } from './piles';

const en = namesFor('en', 'traditional');
const de = namesFor('de', 'traditional');
const sideName = (lang: 'en' | 'de', kinds: ('human' | 'bot')[]) => {
  const seats = seatNames(lang, kinds);
  return (side: readonly number[]) => side.map((seat) => capitalise(seats[seat]?.name ?? '')).join(' + ');
};
const boarDeer: CardId[] = ['m07-animal', 'm10-animal'];
const fourRibbons: CardId[] = ['m04-ribbon', 'm05-ribbon', 'm07-ribbon', 'm11-ribbon'];

describe('the yaku the other sides are one card from', () => {
  it('names the one card missing, or the kind of card', () => {
    const state = withPiles('nintendo', [[], [...boarDeer, ...fourRibbons]]);
    expect(threats(state, 0, en, sideName('en', ['human', 'bot']))).toEqual([
      'The computer: only “Butterflies” missing for Boar, Deer and Butterflies',
      'The computer: only one more ribbon for Ribbons',
    ]);
    expect(threats(state, 0, de, sideName('de', ['human', 'bot']))).toEqual([
      'Der Computer: Für Eber, Hirsch und Schmetterlinge fehlt nur noch „Schmetterlinge“',
      'Der Computer: Für Fahnen fehlt nur noch eine Fahne',
    ]);
  });

  it('leaves out a yaku whose missing card another side took, and the own side', () => {
    const state = withPiles('nintendo', [['m06-animal'], boarDeer]);
    expect(threats(state, 0, en, sideName('en', ['human', 'bot']))).toEqual([]);
    // Seen from the other seat, nothing of seat 0's is one card away either.
    expect(threats(state, 1, en, sideName('en', ['human', 'bot']))).toEqual([]);
  });

  it('pools the partners’ piles of a four-player team, as scoring does', () => {
    const state = withPiles('multiplayer', [[], ['m07-animal'], [], ['m10-animal']]);
    const names = sideName('en', ['human', 'bot', 'bot', 'bot']);
    expect(threats(state, 0, en, names)).toEqual([
      'Computer 2 + Computer 4: only “Butterflies” missing for Boar, Deer and Butterflies',
    ]);
    // Seat 2 is seat 0's partner: the same threat; seat 3 is on the threatening team.
    expect(threats(state, 2, en, names)).toHaveLength(1);
    expect(threats(state, 3, en, names)).toEqual([]);
  });
});

describe('the yaku of a side', () => {
  it('counts a yaku that only the two partners’ piles together complete', () => {
    const state = withPiles('multiplayer', [['m07-animal', 'm06-animal'], [], ['m10-animal'], []]);
    expect(yakuStatus(state, 0, en).current).toEqual(['Boar, Deer and Butterflies (5 points)']);
    expect(yakuStatus(state, 2, en).current).toEqual(['Boar, Deer and Butterflies (5 points)']);
    expect(yakuStatus(state, 1, en).current).toEqual([]);
  });
});

describe('counts in the hint sentences', () => {
  it('writes small counts as words, German "ein" agreeing with the kind', () => {
    const state = withPiles('nintendo', [['m01-light', 'm03-light', 'm06-animal', 'm07-animal'], []]);
    expect(threats(state, 1, de, sideName('de', ['human', 'bot']))).toContain(
      'Du: Für Drei Lichter fehlt nur noch ein Licht',
    );
    expect(yakuStatus(state, 0, de).next).toContain('Für Drei Lichter fehlt noch ein Licht');
    expect(yakuStatus(state, 0, en).next).toContain('One more light for Three Lights');
    const ribbons = withPiles('nintendo', [['m04-ribbon', 'm05-ribbon'], []]);
    expect(yakuStatus(ribbons, 0, de, 10).next).toContain('Für Fahnen fehlen noch drei Fahnen');
    expect(yakuStatus(ribbons, 0, en, 10).next).toContain('Three more ribbons for Ribbons');
    // A named card and more from a pool: the count only.
    const rain = withPiles('nintendo', [['m01-light'], []]);
    expect(yakuStatus(rain, 0, de, 20).next).toContain(
      'Für Vier Lichter mit Regenmann fehlen noch drei Karten',
    );
    expect(yakuStatus(rain, 0, en, 20).next).toContain('Three more cards for Rainy Four Lights');
  });

  it('counts chaff in cards: "four more chaff cards", „vier Kasu-Karten“', () => {
    const six = withPiles('nintendo', [
      ['m01-chaff1', 'm01-chaff2', 'm02-chaff1', 'm03-chaff1', 'm03-chaff2', 'm04-chaff1'],
      [],
    ]);
    expect(yakuStatus(six, 0, en, 20).next).toContain('Four more chaff cards for Chaff');
    expect(yakuStatus(six, 0, de, 20).next).toContain('Für Kasu fehlen noch vier Kasu-Karten');
    const nine = withPiles('nintendo', [
      [],
      [
        'm01-chaff1',
        'm01-chaff2',
        'm02-chaff1',
        'm03-chaff1',
        'm03-chaff2',
        'm04-chaff1',
        'm05-chaff1',
        'm06-chaff1',
        'm07-chaff1',
      ],
    ]);
    expect(threats(nine, 0, en, sideName('en', ['human', 'bot']))).toContain(
      'The computer: only one more chaff card for Chaff',
    );
    expect(threats(nine, 0, de, sideName('de', ['human', 'bot']))).toContain(
      'Der Computer: Für Kasu fehlt nur noch eine Kasu-Karte',
    );
  });

  it("counts in the Mario edition's words where the reader chose the page language's edition", () => {
    const six = withPiles('nintendo', [
      ['m01-chaff1', 'm01-chaff2', 'm02-chaff1', 'm03-chaff1', 'm03-chaff2', 'm04-chaff1'],
      [],
    ]);
    const ribbons = withPiles('nintendo', [['m04-ribbon', 'm05-ribbon', 'm07-ribbon', 'm11-ribbon'], []]);
    const marioEn = namesFor('en', 'mario-en');
    const marioDe = namesFor('de', 'mario-de');
    expect(yakuStatus(six, 0, marioEn, 20).next).toContain('Four more basic cards for Chaff');
    expect(yakuStatus(ribbons, 0, marioEn, 20).next).toContain('One more scroll card for Ribbons');
    // Seed 000: „Zehn einfache Karten“, the adjective in lower case after a number.
    expect(yakuStatus(six, 0, marioDe, 20).next).toContain('Für Kasu fehlen noch vier einfache Karten');
    expect(yakuStatus(ribbons, 0, marioDe, 20).next).toContain('Für Fahnen fehlt noch eine Fahnen-Karte');
    // The other language's edition keeps the traditional words.
    expect(yakuStatus(ribbons, 0, namesFor('de', 'mario-en'), 20).next).toContain(
      'Für Fahnen fehlt noch eine Fahne',
    );
  });

  it('names missing cards with the verb agreeing in German', () => {
    const moon = withPiles('nintendo', [['m08-light'], []]);
    expect(yakuStatus(moon, 0, de, 20).next).toContain('Für Mondschau mit Sake fehlt noch „Sakeschale“');
    expect(yakuStatus(moon, 0, en, 20).next).toContain('“Sake Cup” still missing for Moon-Viewing Sake');
    const none = withPiles('nintendo', [[], []]);
    expect(yakuStatus(none, 0, de, 20).next).toContain(
      'Für Kirschblütenschau mit Sake fehlen noch „Vorhang“ und „Sakeschale“',
    );
  });
});

describe('a Koi-Koi call by another side', () => {
  const called = (state: MatchState, calls: number[]): MatchState =>
    state.round ? { ...state, round: { ...state.round, calls } } : state;

  it('warns first that any further point can end the round', () => {
    const state = called(withPiles('nintendo', [[], [...boarDeer, ...fourRibbons]]), [0, 1]);
    expect(threats(state, 0, de, sideName('de', ['human', 'bot']))).toEqual([
      'Der Computer: Koi-Koi gerufen, also kann schon ein weiterer Punkt die Runde beenden',
      'Der Computer: Für Eber, Hirsch und Schmetterlinge fehlt nur noch „Schmetterlinge“',
      'Der Computer: Für Fahnen fehlt nur noch eine Fahne',
    ]);
    // The reader's own call is no warning.
    expect(threats(called(state, [1, 0]), 0, en, sideName('en', ['human', 'bot']))).not.toContain(
      'The computer: called Koi-Koi, so any further point can end the round',
    );
  });

  it('counts a partner’s call for the whole team', () => {
    const state = called(withPiles('multiplayer', [[], [], [], []]), [0, 0, 0, 1]);
    expect(threats(state, 0, en, sideName('en', ['human', 'bot', 'bot', 'bot']))).toEqual([
      'Computer 2 + Computer 4: called Koi-Koi, so any further point can end the round',
    ]);
    expect(threats(state, 1, en, sideName('en', ['human', 'bot', 'bot', 'bot']))).toEqual([]);
  });
});
