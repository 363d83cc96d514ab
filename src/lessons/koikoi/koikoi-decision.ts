/**
 * Lesson 3: the Koi-Koi decision and what the opponent gains — you call
 * Koi-Koi after a yaku, the opponent then forms one and wins the round with
 * doubled points. A stacked deal under the Nintendo leaflet (seed 000:
 * "„Koi-Koi“ kann nur einmal pro Partie gerufen werden"; "gewinnt dein
 * Herausforderer und erhält für seine Kombination die doppelte Punktzahl").
 */
import { stackDeck } from '../../engine/hanafuda';
import type { Lesson } from './types';

/** The Koi-Koi decision. */
export const koikoiLesson: Lesson = {
  id: 'koikoi-decision',
  order: 3,
  title: { en: 'Koi-Koi or stop?', de: 'Koi-Koi oder aufhören?' },
  summary: {
    en: 'Call Koi-Koi after a yaku and see what the opponent gains when the gamble fails.',
    de: 'Nach einem Yaku Koi-Koi rufen und sehen, was dein Gegner gewinnt, wenn das schiefgeht.',
  },
  setup: {
    preset: 'nintendo',
    players: 2,
    rounds: 1,
    seed: 'lesson-koikoi',
    firstDealer: 0,
    decks: [
      stackDeck({
        // biome-ignore format: one row per zone
        field: ['m08-chaff1', 'm09-chaff1', 'm01-chaff1', 'm02-chaff1', 'm03-chaff1', 'm12-chaff1', 'm06-chaff1', 'm04-chaff1'],
        hands: [
          [
            'm08-light',
            'm09-animal',
            'm05-chaff1',
            'm07-chaff1',
            'm10-chaff1',
            'm11-chaff',
            'm04-chaff2',
            'm06-chaff2',
          ],
          [
            'm01-ribbon',
            'm02-ribbon',
            'm03-ribbon',
            'm05-chaff2',
            'm10-chaff2',
            'm11-animal',
            'm12-chaff2',
            'm08-chaff2',
          ],
        ],
        stockTop: ['m07-chaff2', 'm10-animal', 'm05-animal', 'm11-ribbon', 'm07-animal', 'm05-ribbon'],
      }),
    ],
  },
  seats: ['human', 'opponent'],
  openHands: true,
  actions: [
    { type: 'deal' },
    { type: 'play', card: 'm08-light' },
    { type: 'play', card: 'm01-ribbon' },
    { type: 'play', card: 'm09-animal' },
    { type: 'koikoi' },
    { type: 'play', card: 'm02-ribbon' },
    { type: 'play', card: 'm11-chaff' },
    { type: 'play', card: 'm03-ribbon' },
  ],
  notes: {
    0: {
      en: 'Your hand holds {card:m08-light} and {card:m09-animal}: with the cards of their months on the table, they can make {yaku:tsukimi-zake}. The opponent’s hand is open in this lesson, so you can see the danger: {card:m01-ribbon}, {card:m02-ribbon} and {card:m03-ribbon}.',
      de: 'Auf deiner Hand liegen {card:m08-light} und {card:m09-animal}: Mit den Karten ihrer Monate auf dem Tisch ergeben sie {yaku:tsukimi-zake}. Die Hand deines Gegners ist in dieser Lektion offen, damit du die Gefahr siehst: {card:m01-ribbon}, {card:m02-ribbon} und {card:m03-ribbon}.',
      expects: [
        { zone: 'hand', seat: 0, card: 'm08-light' },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
        { missing: 'tsukimi-zake', seat: 0, cards: ['m08-light', 'm09-animal'] },
        { zone: 'hand', seat: 1, card: 'm01-ribbon' },
        { zone: 'hand', seat: 1, card: 'm02-ribbon' },
        { zone: 'hand', seat: 1, card: 'm03-ribbon' },
      ],
    },
    1: {
      en: 'You take {card:m08-chaff1} with {card:m08-light}. Half of {yaku:tsukimi-zake} is now in your pile; the other half, {card:m09-animal}, is in your hand, and {card:m09-chaff1} lies on the table for it.',
      de: 'Du nimmst {card:m08-chaff1} mit {card:m08-light}. Die Hälfte von {yaku:tsukimi-zake} liegt jetzt bei dir; die andere Hälfte, {card:m09-animal}, hast du auf der Hand, und {card:m09-chaff1} liegt dafür auf dem Tisch bereit.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm08-light', captured: ['m08-chaff1'] },
        { missing: 'tsukimi-zake', seat: 0, cards: ['m09-animal'] },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
        { zone: 'field', card: 'm09-chaff1' },
      ],
    },
    2: {
      en: 'The opponent starts collecting for {yaku:akatan}: {card:m01-ribbon} takes {card:m01-chaff1}.',
      de: 'Dein Gegner beginnt, für {yaku:akatan} zu sammeln: {card:m01-ribbon} nimmt {card:m01-chaff1}.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm01-ribbon', captured: ['m01-chaff1'] },
        { missing: 'akatan', seat: 1, cards: ['m02-ribbon', 'm03-ribbon'] },
      ],
    },
    3: {
      en: 'With {card:m09-animal} you complete {yaku:tsukimi-zake}, worth {base}. Stop now and those points are yours. Call Koi-Koi and you play on for more – but if the opponent forms a yaku first, the opponent wins the round, and under these rules with double points; and if nobody forms another yaku before the cards run out, the round is a draw and your points are lost as well.',
      de: 'Mit {card:m09-animal} machst du {yaku:tsukimi-zake} komplett, {base} wert. Hörst du jetzt auf, gehören dir diese Punkte. Rufst du Koi-Koi, spielst du um mehr weiter – bildet aber dein Gegner zuerst ein Yaku, gewinnt er die Runde, nach diesen Regeln sogar mit doppelten Punkten; und bildet bis zum Ende niemand mehr ein Yaku, endet die Runde unentschieden, und auch deine Punkte sind weg.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm09-animal', captured: ['m09-chaff1'] },
        { event: 'yaku-formed', seat: 0, yaku: 'tsukimi-zake' },
      ],
    },
    4: {
      en: 'You call Koi-Koi. With the opponent’s hand open you can see that this is a poor call: the opponent has already captured {card:m01-ribbon} and holds the other two poem ribbons, and {card:m02-chaff1} and {card:m03-chaff1} wait on the table for them. At a real table you cannot see the hand, but a poem ribbon in the opponent’s pile is warning enough. These rules allow only one call per round, so whoever forms the next yaku stops at once.',
      de: 'Du rufst Koi-Koi. Mit offener Hand siehst du, dass das ein schlechter Ruf ist: Dein Gegner hat {card:m01-ribbon} schon gefangen und die beiden übrigen Karten dieses Yaku auf der Hand, und {card:m02-chaff1} und {card:m03-chaff1} liegen für sie auf dem Tisch bereit. Am echten Tisch siehst du die Hand nicht, aber eine Fahne mit Schrift bei deinem Gegner ist Warnung genug. Diese Regeln erlauben nur einen Ruf pro Runde, also hört sofort auf, wer als Nächstes ein Yaku bildet.',
      expects: [
        { event: 'koikoi-called', seat: 0 },
        { zone: 'captured', seat: 1, card: 'm01-ribbon' },
        { missing: 'akatan', seat: 1, cards: ['m02-ribbon', 'm03-ribbon'] },
        { zone: 'hand', seat: 1, card: 'm02-ribbon' },
        { zone: 'hand', seat: 1, card: 'm03-ribbon' },
        { zone: 'field', card: 'm02-chaff1' },
        { zone: 'field', card: 'm03-chaff1' },
      ],
    },
    5: {
      en: '{card:m02-ribbon} takes {card:m02-chaff1}. For {yaku:akatan} the opponent now lacks only {card:m03-ribbon} – and holds it.',
      de: '{card:m02-ribbon} nimmt {card:m02-chaff1}. Für {yaku:akatan} fehlt deinem Gegner jetzt nur noch {card:m03-ribbon} – und diese Karte hat er auf der Hand.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm02-ribbon', captured: ['m02-chaff1'] },
        { missing: 'akatan', seat: 1, cards: ['m03-ribbon'] },
        { zone: 'hand', seat: 1, card: 'm03-ribbon' },
      ],
    },
    6: {
      en: 'Your turn brings no new yaku: {card:m11-chaff} takes {card:m11-ribbon}, and your draw, {card:m07-animal}, takes {card:m07-chaff2}. Nor can you stop the opponent: {card:m03-chaff1} still waits on the table, and you hold no card of its month to take it first.',
      de: 'Dein Zug bringt kein neues Yaku: {card:m11-chaff} nimmt {card:m11-ribbon}, und deine gezogene Karte, {card:m07-animal}, nimmt {card:m07-chaff2}. Aufhalten kannst du deinen Gegner auch nicht: {card:m03-chaff1} liegt noch auf dem Tisch, und du hast keine Karte desselben Monats, um dir diese Karte vorher zu holen.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm11-chaff', captured: ['m11-ribbon'] },
        { event: 'card-drawn', seat: 0, card: 'm07-animal', captured: ['m07-chaff2'] },
        { zone: 'field', card: 'm03-chaff1' },
      ],
    },
    7: {
      en: '{card:m03-ribbon} completes {yaku:akatan} for the opponent, and the draw, {card:m05-ribbon}, is one more ribbon, worth a further point: {base} in all. No call is left, so the opponent stops at once, and because you called Koi-Koi the score is doubled: {points} for the opponent, nothing for you. That is the risk of Koi-Koi.',
      de: '{card:m03-ribbon} macht {yaku:akatan} für deinen Gegner komplett, und die gezogene Karte, {card:m05-ribbon}, ist eine weitere Fahne und bringt noch einen Punkt: zusammen {base}. Ein weiterer Ruf ist nicht erlaubt, also hört er sofort auf, und weil du Koi-Koi gerufen hast, zählt es doppelt: {points} für deinen Gegner, nichts für dich. Das ist das Risiko von Koi-Koi.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm03-ribbon', captured: ['m03-chaff1'] },
        { event: 'card-drawn', seat: 1, card: 'm05-ribbon', captured: ['m05-animal'] },
        { event: 'yaku-formed', seat: 1, yaku: 'akatan' },
        { event: 'stopped', seat: 1, automatic: true },
        { event: 'round-scored', winner: 1, multipliedBy: ['koikoi'] },
      ],
    },
  },
};
