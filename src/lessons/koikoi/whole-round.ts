/**
 * Lesson 4: a whole round for three players under the German sheet for two
 * to four players (seed 003): the dealer draw, the smaller deal, play
 * passing to the dealer's right, a yaku at the last card and the doubling.
 * The deal comes from the seed; the moves were chosen by the greedy
 * computer player and are stored here, so the lesson replays exactly.
 */
import type { Lesson } from './types';

/** A whole round under the multiplayer sheet. */
export const wholeRoundLesson: Lesson = {
  id: 'whole-round',
  order: 4,
  title: { en: 'A whole round for three', de: 'Eine ganze Runde zu dritt' },
  summary: {
    en: 'Follow a complete round for three players under the German sheet, from the dealer draw to the score.',
    de: 'Eine vollständige Runde zu dritt nach dem deutschen Regelblatt, von der Geberwahl bis zur Abrechnung.',
  },
  setup: { preset: 'multiplayer', players: 3, rounds: 1, seed: 'lesson-4-2' },
  seats: ['human', 'opponent', 'opponent'],
  openHands: false,
  // biome-ignore format: the moves, one turn per entry
  actions: [
    { type: 'draw-dealer' }, { type: 'deal' },
    { type: 'play', card: 'm12-light' }, { type: 'play', card: 'm03-ribbon' }, { type: 'play', card: 'm10-chaff1' },
    { type: 'play', card: 'm11-light' }, { type: 'play', card: 'm06-ribbon' }, { type: 'play', card: 'm07-chaff1' },
    { type: 'play', card: 'm05-ribbon' }, { type: 'play', card: 'm03-chaff2' }, { type: 'play', card: 'm11-ribbon' },
    { type: 'play', card: 'm01-chaff1' }, { type: 'play', card: 'm08-animal' }, { type: 'play', card: 'm01-light' },
    { type: 'play', card: 'm07-chaff2' }, { type: 'play', card: 'm07-animal' }, { type: 'play', card: 'm08-light' },
    { type: 'play', card: 'm01-chaff2' }, { type: 'play', card: 'm12-chaff1' }, { type: 'play', card: 'm01-ribbon' },
    { type: 'play', card: 'm06-chaff2' }, { type: 'play', card: 'm02-chaff1' }, { type: 'stop' },
  ],
  notes: {
    0: {
      en: 'Before the first round every player draws a card, and whoever draws the earliest month deals: {card:m03-ribbon} makes {seat:2} the dealer.',
      de: 'Vor der ersten Runde zieht jeder Spieler eine Karte, und wer den frühesten Monat zieht, gibt: Mit {card:m03-ribbon} wird {seat:2} Geber.',
      expects: [{ event: 'dealer-drawn', dealer: 2, card: 'm03-ribbon' }],
    },
    1: {
      en: 'Under the sheet, three players get smaller hands and fewer cards go to the table than with two. The dealer plays first; then play passes to the dealer’s right: you, then {seat:1}.',
      de: 'Zu dritt sind die Hände nach dem Regelblatt kleiner, und es liegen weniger Karten auf dem Tisch als zu zweit. Der Geber spielt zuerst aus, dann geht es zu seiner Rechten weiter: zu dir, dann zu {seat:1}.',
      expects: [{ event: 'dealt' }],
    },
    3: {
      en: 'Your first capture is a light: you play {card:m03-ribbon} and take {card:m03-light} from the table. Keep it in mind for later.',
      de: 'Dein erster Fang ist ein Licht: Du spielst {card:m03-ribbon} und nimmst {card:m03-light} vom Tisch. Merk sie dir für später.',
      expects: [{ event: 'card-played', seat: 0, card: 'm03-ribbon', captured: ['m03-light'] }],
    },
    5: {
      en: 'A card you leave on the table may feed the next player: {card:m11-light} takes {card:m11-chaff}, the card you drew.',
      de: 'Eine Karte, die du auf dem Tisch lässt, kann dem nächsten Spieler nützen: {card:m11-light} nimmt {card:m11-chaff}, deine gezogene Karte.',
      expects: [{ event: 'card-played', seat: 2, card: 'm11-light', captured: ['m11-chaff'] }],
    },
    21: {
      en: 'Your last card matches nothing, but the draw does: {card:m09-animal} takes {card:m09-ribbon}. With {card:m03-light} in your pile that completes {yaku:hanami-zake}, and your other captures add {yaku:tane} and {yaku:kasu}: {base} in all.',
      de: 'Deine letzte Karte passt zu nichts, aber die gezogene: {card:m09-animal} nimmt {card:m09-ribbon}. Mit {card:m03-light} unter deinen gefangenen Karten ist {yaku:hanami-zake} komplett, und deine übrigen Karten bringen {yaku:tane} und {yaku:kasu} dazu: zusammen {base}.',
      expects: [
        { event: 'card-drawn', seat: 0, card: 'm09-animal', captured: ['m09-ribbon'] },
        { zone: 'captured', seat: 0, card: 'm03-light' },
        { event: 'yaku-formed', seat: 0, yaku: 'hanami-zake' },
        { event: 'yaku-formed', seat: 0, yaku: 'tane' },
        { event: 'yaku-formed', seat: 0, yaku: 'kasu' },
      ],
    },
    22: {
      en: 'Your hand is empty, so you stop. The sheet doubles a total that reaches its threshold, and so you score {points}.',
      de: 'Deine Hand ist leer, also hörst du auf. Das Regelblatt verdoppelt eine Summe, die seine Schwelle erreicht, und so bekommst du {points}.',
      expects: [
        { event: 'stopped', seat: 0, automatic: false },
        { event: 'round-scored', winner: 0, multipliedBy: ['seven-or-more'] },
      ],
    },
  },
};
