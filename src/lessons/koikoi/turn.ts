/**
 * Lesson 1: a turn — play a card, capture by month, lay a card that matches
 * nothing, draw from the stock, choose between a ribbon and a chaff card of
 * the same month, the fourth card of a month takes the other three. A stacked deal under the Nintendo leaflet (seed 000/001:
 * "Lege eine Karte aus deiner Hand … auf eine Karte desselben Monats").
 */
import { stackDeck } from '../../engine/hanafuda';
import type { Lesson } from './types';

/** The turn and capturing. */
export const turnLesson: Lesson = {
  id: 'turn',
  order: 1,
  title: { en: 'A turn and capturing', de: 'Ein Zug und das Fangen' },
  summary: {
    en: 'Play a card, capture by month, draw from the stock, and choose when two cards match.',
    de: 'Karte ausspielen, nach Monat fangen, vom Stapel ziehen und wählen, wenn zwei Karten passen.',
  },
  setup: {
    preset: 'nintendo',
    players: 2,
    rounds: 1,
    seed: 'lesson-turn',
    firstDealer: 0,
    decks: [
      stackDeck({
        // biome-ignore format: one row per zone
        field: ['m03-chaff1', 'm05-ribbon', 'm05-chaff1', 'm07-chaff1', 'm10-chaff1', 'm10-chaff2', 'm10-ribbon', 'm12-chaff1'],
        hands: [
          [
            'm03-light',
            'm05-animal',
            'm10-animal',
            'm01-chaff1',
            'm02-chaff1',
            'm04-chaff1',
            'm06-chaff1',
            'm08-chaff1',
          ],
          [
            'm01-chaff2',
            'm02-chaff2',
            'm04-chaff2',
            'm06-chaff2',
            'm08-chaff2',
            'm09-ribbon',
            'm11-chaff',
            'm06-ribbon',
          ],
        ],
        // The second iris chaff lies at the bottom of the stock (the rest follows in deck order).
        stockTop: ['m09-chaff2', 'm07-chaff2', 'm11-ribbon', 'm04-ribbon', 'm04-animal'],
      }),
    ],
  },
  seats: ['human', 'opponent'],
  openHands: true,
  actions: [
    { type: 'deal' },
    { type: 'play', card: 'm03-light' },
    { type: 'play', card: 'm01-chaff2' },
    { type: 'play', card: 'm05-animal' },
    { type: 'capture-choice', card: 'm05-ribbon' },
    { type: 'play', card: 'm09-ribbon' },
    { type: 'play', card: 'm10-animal' },
  ],
  notes: {
    0: {
      en: 'Both players hold a hand of cards, some cards lie face up on the table, and the rest form the face-down stock. Every card belongs to a month, and a card captures cards of its own month. The cards are not all worth the same: lights are the most valuable, then animals, then ribbons, and last the plain chaff cards. The dealer plays first. In this lesson both hands are shown face up.',
      de: 'Beide Spieler halten Karten auf der Hand, einige Karten liegen offen auf dem Tisch, der Rest bildet den verdeckten Stapel. Jede Karte gehört zu einem Monat, und eine Karte fängt Karten ihres eigenen Monats. Die Karten sind nicht alle gleich viel wert: Am meisten zählen die Lichter, dann die Karten mit einem Tier, dann die mit einer Fahne und zuletzt die einfachen Kasu-Karten. Der Geber spielt zuerst. In dieser Lektion siehst du beide Hände offen.',
      expects: [{ event: 'dealt' }],
    },
    1: {
      en: 'A turn has two parts. First you play a card from your hand: {card:m03-light} shares its month with {card:m03-chaff1} on the table, so you take both. Then you turn over the top card of the stock: {card:m09-chaff2} matches nothing, so it stays on the table.',
      de: 'Ein Zug besteht aus zwei Teilen. Zuerst spielst du eine Karte aus der Hand: {card:m03-light} gehört zum selben Monat wie {card:m03-chaff1} auf dem Tisch, also nimmst du beide. Dann deckst du die oberste Karte des Stapels auf: {card:m09-chaff2} passt zu nichts und bleibt auf dem Tisch liegen.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] },
        { event: 'card-drawn', seat: 0, card: 'm09-chaff2', captured: [] },
      ],
    },
    2: {
      en: 'A card from the hand that matches nothing is laid on the table: no card of its month lies there for {card:m01-chaff2}. The card from the stock captures as well: the opponent draws {card:m07-chaff2}, and it takes the other chaff card of its month. Captured cards lie face up in front of their owner, for everybody to see.',
      de: 'Passt die Karte aus der Hand zu nichts, kommt sie offen auf den Tisch: Für {card:m01-chaff2} liegt dort keine Karte desselben Monats. Auch die Karte vom Stapel fängt: Dein Gegner zieht {card:m07-chaff2}, und diese Karte nimmt die andere Kasu-Karte desselben Monats. Gefangene Karten liegen offen vor ihrem Besitzer, für alle sichtbar.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm01-chaff2', captured: [] },
        { event: 'card-drawn', seat: 1, card: 'm07-chaff2', captured: ['m07-chaff1'] },
      ],
    },
    3: {
      en: '{card:m05-animal} matches two cards on the table, {card:m05-ribbon} and {card:m05-chaff1}, but it takes only one of them, and you choose which. The one you leave stays on the table, where the next card of its month can take it.',
      de: '{card:m05-animal} passt zu zwei Karten auf dem Tisch, {card:m05-ribbon} und {card:m05-chaff1}, nimmt aber nur eine davon, und du suchst aus, welche. Die andere bleibt auf dem Tisch liegen, bis eine weitere Karte ihres Monats sie nimmt.',
      expects: [
        {
          event: 'capture-choice-needed',
          seat: 0,
          card: 'm05-animal',
          options: ['m05-ribbon', 'm05-chaff1'],
        },
      ],
    },
    4: {
      en: 'You take {card:m05-ribbon}. When you have a choice, take the card that is worth more: ribbons score once you have several, chaff only in a big pile. {card:m05-chaff1} stays on the table for a later capture; your draw, {card:m11-ribbon}, matches nothing and joins it there.',
      de: 'Du nimmst {card:m05-ribbon}. Hast du die Wahl, nimm die wertvollere Karte: Karten mit einer Fahne bringen Punkte, sobald du mehrere davon hast, Kasu-Karten erst in großer Zahl. {card:m05-chaff1} bleibt für später auf dem Tisch; deine gezogene Karte, {card:m11-ribbon}, passt zu keiner Karte und bleibt ebenfalls dort.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm05-animal', captured: ['m05-ribbon'] },
        { event: 'card-drawn', seat: 0, card: 'm11-ribbon', captured: [] },
        { zone: 'field', card: 'm05-chaff1' },
      ],
    },
    5: {
      en: 'Any card that stays on the table – even one you drew – can help the opponent: {card:m09-chaff2}, which you drew on your first turn, is taken by {card:m09-ribbon}.',
      de: 'Jede Karte, die auf dem Tisch liegen bleibt – auch eine gezogene –, kann deinem Gegner nützen: {card:m09-chaff2}, die du im ersten Zug gezogen hast, nimmt er mit {card:m09-ribbon}.',
      expects: [{ event: 'card-played', seat: 1, card: 'm09-ribbon', captured: ['m09-chaff2'] }],
    },
    6: {
      en: 'When three cards of one month lie on the table, the fourth takes them all: {card:m10-animal} captures {card:m10-chaff1}, {card:m10-chaff2} and {card:m10-ribbon} at once. Your draw, {card:m04-animal}, then takes {card:m04-ribbon}.',
      de: 'Liegen drei Karten eines Monats auf dem Tisch, nimmt die vierte alle drei: {card:m10-animal} fängt {card:m10-chaff1}, {card:m10-chaff2} und {card:m10-ribbon} auf einmal. Deine gezogene Karte, {card:m04-animal}, nimmt danach {card:m04-ribbon}.',
      expects: [
        {
          event: 'card-played',
          seat: 0,
          card: 'm10-animal',
          captured: ['m10-chaff1', 'm10-chaff2', 'm10-ribbon'],
        },
        { event: 'card-drawn', seat: 0, card: 'm04-animal', captured: ['m04-ribbon'] },
      ],
    },
  },
};
