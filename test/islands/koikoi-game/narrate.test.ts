import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/hanafuda';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import { narrateEvent } from '../../../src/islands/koikoi-game/narrate';

const en = { names: namesFor('en', 'traditional'), seats: seatNames('en', ['human', 'opponent']) };
const de = { names: namesFor('de', 'traditional'), seats: seatNames('de', ['human', 'opponent']) };

describe('narration', () => {
  it.each<[string, GameEvent, string, string]>([
    [
      'a capture from the hand, addressed to the reader',
      { type: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] },
      'You play “Curtain” and take “Cherry (chaff)”.',
      'Du spielst „Vorhang“ und nimmst „Kirsche (Kasu)“.',
    ],
    [
      'the opponent takes three cards with the fourth of the month',
      {
        type: 'card-played',
        seat: 1,
        card: 'm10-animal',
        captured: ['m10-chaff1', 'm10-chaff2', 'm10-ribbon'],
      },
      'The opponent plays “Deer” and takes “Maple (chaff)”, “Maple (chaff)” and “Blue Ribbon (Maple)”.',
      'Dein Gegner spielt „Hirsch“ und nimmt „Ahorn (Kasu)“, „Ahorn (Kasu)“ und „Blaue Fahne (Ahorn)“.',
    ],
    [
      'a chaff card taking its sibling: the same name, so "the matching" one',
      { type: 'card-played', seat: 1, card: 'm12-chaff2', captured: ['m12-chaff1'] },
      'The opponent plays “Paulownia (chaff)” and takes the matching “Paulownia (chaff)” from the table.',
      'Dein Gegner spielt „Paulownie (Kasu)“ und nimmt die passende „Paulownie (Kasu)“ vom Tisch.',
    ],
    [
      'a drawn chaff card taking its sibling',
      { type: 'card-drawn', seat: 0, card: 'm09-chaff2', captured: ['m09-chaff1'] },
      'You draw “Chrysanthemum (chaff)” from the stock and take the matching “Chrysanthemum (chaff)” from the table.',
      'Du ziehst „Chrysantheme (Kasu)“ vom Stapel und nimmst die passende „Chrysantheme (Kasu)“ vom Tisch.',
    ],
    [
      'the dealer draw: every drawn card with its month, then the dealer',
      { type: 'dealer-drawn', draws: [['m09-animal', 'm03-ribbon']], dealer: 1 },
      'You draw “Sake Cup” (September) and the opponent “Poem Ribbon (Cherry)” (March). The opponent deals first.',
      'Du ziehst „Sakeschale“ (September) und dein Gegner „Rote Fahne mit Schrift (Kirsche)“ (März). Dein Gegner ist Geber.',
    ],
    [
      'a drawn card that matches nothing',
      { type: 'card-drawn', seat: 0, card: 'm09-chaff2', captured: [] },
      'You draw “Chrysanthemum (chaff)”; it matches nothing and is laid on the table.',
      'Du ziehst „Chrysantheme (Kasu)“; die Karte passt zu nichts und kommt auf den Tisch.',
    ],
    [
      'a stop by itself: the call limit is used up',
      { type: 'stopped', seat: 0, automatic: true, cause: 'call-limit' },
      'You stop: the rules allow no further Koi-Koi call.',
      'Du hörst auf: Die Regeln erlauben kein weiteres Koi-Koi.',
    ],
    [
      'a stop by itself: a yaku on the round’s last turn (site decision)',
      { type: 'stopped', seat: 1, automatic: true, cause: 'no-cards' },
      'The opponent stops: all hands are played, so there are no cards left to play on after a Koi-Koi call.',
      'Dein Gegner hört auf: Alle Hände sind ausgespielt, nach einem Koi-Koi bliebe keine Karte mehr zum Weiterspielen.',
    ],
    [
      'Koi-Koi by the opponent',
      { type: 'koikoi-called', seat: 1, calls: 1, roundCalls: 1 },
      'The opponent calls Koi-Koi and plays on.',
      'Dein Gegner ruft Koi-Koi und spielt weiter.',
    ],
    [
      'a drawn round',
      {
        type: 'round-scored',
        round: 2,
        reason: 'exhausted',
        winner: null,
        points: 0,
        base: 0,
        yaku: [],
        steps: [],
        nextDealer: 1,
      },
      'Round 2 ends without a winner: nobody scores.',
      'Runde 2 endet ohne Sieger: Niemand bekommt Punkte.',
    ],
  ])('%s', (_, event, english, german) => {
    expect(narrateEvent(event, en)).toBe(english);
    expect(narrateEvent(event, de)).toBe(german);
  });

  it('says when the dealer draw had to be repeated', () => {
    const event: GameEvent = {
      type: 'dealer-drawn',
      draws: [
        ['m03-chaff1', 'm03-chaff2'],
        ['m05-chaff1', 'm02-ribbon'],
      ],
      dealer: 1,
    };
    expect(narrateEvent(event, en)).toBe(
      'You draw “Cherry (chaff)” (March) and the opponent “Cherry (chaff)” (March). No card came clearly first, so everyone draws again. You draw “Iris (chaff)” (May) and the opponent “Poem Ribbon (Plum)” (February). The opponent deals first.',
    );
  });

  it('says why the higher-ranking card deals when the earliest month came up twice', () => {
    const event: GameEvent = { type: 'dealer-drawn', draws: [['m02-chaff1', 'm02-animal']], dealer: 1 };
    expect(narrateEvent(event, en)).toBe(
      'You draw “Plum (chaff)” (February) and the opponent “Bush Warbler” (February). February was drawn more than once, so the higher-ranking card decides. The opponent deals first.',
    );
    expect(narrateEvent(event, de)).toBe(
      'Du ziehst „Pflaume (Kasu)“ (Februar) und dein Gegner „Nachtigall“ (Februar). Februar wurde mehrmals gezogen, also entscheidet die höherwertige Karte. Dein Gegner ist Geber.',
    );
  });

  it('names yaku with their points and asks for the decision', () => {
    const event: GameEvent = {
      type: 'yaku-formed',
      seat: 0,
      side: 0,
      yaku: [{ id: 'hanami-zake', points: 5 }],
      base: 5,
      previous: 0,
      canCallKoikoi: true,
    };
    expect(narrateEvent(event, en)).toBe(
      'You now hold Flower-Viewing Sake (5 points): 5 points in all. Stop and score, or call Koi-Koi and play on?',
    );
  });

  it('follows the Mario naming style', () => {
    const mario = { ...en, names: namesFor('en', 'mario-en') };
    expect(narrateEvent({ type: 'card-played', seat: 0, card: 'm03-light', captured: [] }, mario)).toMatch(
      /“Luigi”/,
    );
  });
});

describe('the deal', () => {
  const dealt: GameEvent = {
    type: 'dealt',
    round: 1,
    dealer: 1,
    field: [
      'm01-chaff1',
      'm02-chaff1',
      'm03-chaff1',
      'm04-chaff1',
      'm05-chaff1',
      'm06-chaff1',
      'm07-chaff1',
      'm08-chaff1',
    ],
  };
  const computer = (lang: 'en' | 'de') => ({
    names: namesFor(lang, 'traditional'),
    seats: seatNames(lang, ['human', 'bot']),
  });

  it('starts the sentence after the colon with a capital in German', () => {
    expect(narrateEvent(dealt, computer('de'))).toBe(
      'Runde 1: Der Computer gibt, acht Karten liegen offen auf dem Tisch.',
    );
    expect(narrateEvent(dealt, computer('en'))).toBe(
      'Round 1: the computer deals, and eight cards lie face up on the table.',
    );
  });
});
