/**
 * Lesson 2: the first yaku — the cherry curtain and the sake cup make the
 * flower-viewing yaku; the player stops and scores. A stacked deal under the
 * Nintendo leaflet (seed 000: "Kirschblüten … (5 Punkte)" — the points come
 * from the engine, not from here).
 */
import { stackDeck } from '../../engine/hanafuda';
import type { Lesson } from './types';

/** The first yaku. */
export const firstYakuLesson: Lesson = {
  id: 'first-yaku',
  order: 2,
  title: { en: 'Your first yaku', de: 'Dein erstes Yaku' },
  summary: {
    en: 'Collect two cards that belong together, form a yaku, stop and score the round.',
    de: 'Zwei Karten sammeln, die zusammengehören, ein Yaku bilden, aufhören und die Runde abrechnen.',
  },
  setup: {
    preset: 'nintendo',
    players: 2,
    rounds: 1,
    seed: 'lesson-first-yaku',
    firstDealer: 0,
    decks: [
      stackDeck({
        // biome-ignore format: one row per zone
        field: ['m03-chaff1', 'm09-chaff1', 'm01-chaff1', 'm02-chaff1', 'm06-chaff1', 'm07-chaff1', 'm11-chaff', 'm12-chaff1'],
        hands: [
          [
            'm03-light',
            'm09-animal',
            'm04-chaff1',
            'm05-chaff1',
            'm08-chaff1',
            'm10-chaff1',
            'm01-ribbon',
            'm06-animal',
          ],
          [
            'm02-chaff2',
            'm04-chaff2',
            'm05-chaff2',
            'm08-chaff2',
            'm10-chaff2',
            'm12-chaff2',
            'm07-animal',
            'm01-chaff2',
          ],
        ],
        stockTop: ['m04-ribbon', 'm05-animal', 'm10-animal'],
      }),
    ],
  },
  seats: ['human', 'opponent'],
  openHands: false,
  actions: [
    { type: 'deal' },
    { type: 'play', card: 'm03-light' },
    { type: 'play', card: 'm12-chaff2' },
    { type: 'play', card: 'm09-animal' },
    { type: 'stop' },
  ],
  notes: {
    0: {
      en: 'A yaku is a set of captured cards that scores. Look at your hand: it holds {card:m03-light} and {card:m09-animal}, and each has a card of its month on the table. Together the two make {yaku:hanami-zake}.',
      de: 'Ein Yaku ist eine Gruppe gefangener Karten, die Punkte bringt. Sieh dir deine Hand an: Sie enthält {card:m03-light} und {card:m09-animal}, und zu beiden liegt eine Karte ihres Monats auf dem Tisch. Zusammen ergeben die zwei {yaku:hanami-zake}.',
      expects: [
        { zone: 'hand', seat: 0, card: 'm03-light' },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
        { missing: 'hanami-zake', seat: 0, cards: ['m03-light', 'm09-animal'] },
      ],
    },
    1: {
      en: 'You take {card:m03-chaff1} with {card:m03-light}. Now {yaku:hanami-zake} lacks only {card:m09-animal}, which is still in your hand.',
      de: 'Du nimmst {card:m03-chaff1} mit {card:m03-light}. Jetzt fehlt für {yaku:hanami-zake} nur noch {card:m09-animal}, und diese Karte hast du auf der Hand.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] },
        { missing: 'hanami-zake', seat: 0, cards: ['m09-animal'] },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
      ],
    },
    2: {
      en: 'The opponent’s hand stays hidden, just as yours is hidden from the opponent. Only the table and the captured cards are open to both.',
      de: 'Die Hand deines Gegners bleibt verdeckt, genau wie deine für ihn. Offen für beide sind nur der Tisch und die gefangenen Karten.',
      expects: [],
    },
    3: {
      en: '{card:m09-animal} takes {card:m09-chaff1}, and your captured cards now hold {yaku:hanami-zake}, worth {base}. A new yaku ends your turn with a choice: stop now and score, or call Koi-Koi and play on for more.',
      de: '{card:m09-animal} nimmt {card:m09-chaff1}, und deine gefangenen Karten bilden jetzt {yaku:hanami-zake}, {base} wert. Ein neues Yaku beendet deinen Zug mit einer Entscheidung: jetzt aufhören und abrechnen oder Koi-Koi rufen und weiterspielen, um mehr Punkte zu holen.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm09-animal', captured: ['m09-chaff1'] },
        { event: 'yaku-formed', seat: 0, yaku: 'hanami-zake' },
      ],
    },
    4: {
      en: 'You stop, and the round is scored: {points} for you. The opponent scores nothing for captured cards – only the player who stops with a yaku scores.',
      de: 'Du hörst auf, und die Runde wird abgerechnet: {points} für dich. Dein Gegner bekommt für seine gefangenen Karten nichts – nur wer mit einem Yaku aufhört, bekommt Punkte.',
      expects: [
        { event: 'stopped', seat: 0, automatic: false },
        { event: 'round-scored', winner: 0 },
      ],
    },
  },
};
