/**
 * Lesson 5: a whole round for three players under the German sheet for two
 * to four players (seed 003): the dealer draw, the smaller deal, play
 * passing to the dealer's right, a yaku at the last card and the doubling.
 * The deal comes from the seed; the moves were chosen by the greedy
 * computer player (`scripts/lesson-moves.ts --preset multiplayer --players 3
 * --strong ''`) and are stored here, so the lesson replays exactly.
 */
import type { Lesson } from './types';

/** A whole round under the multiplayer sheet. */
export const wholeRoundLesson: Lesson = {
  id: 'whole-round',
  order: 5,
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
      en: 'The drawn cards went back into the deck before the deal – that is why {card:m03-ribbon} can turn up in your hand. This lesson follows the German sheet for two to four players, not the leaflet of the first lessons. With three players the hands are smaller and fewer cards go to the table; the dealer plays first, then play passes to the dealer’s right: you, then {seat:1}. Scoring changes too: {card:m09-animal} counts both as an animal and as a chaff card, and Koi-Koi may be called again, each call doubling the winner’s score.',
      de: 'Die gezogenen Karten sind vor dem Geben zurück ins Spiel gekommen – darum kann {card:m03-ribbon} jetzt auf deiner Hand liegen. Diese Lektion folgt dem deutschen Regelblatt für zwei bis vier Spieler, nicht der Anleitung der ersten Lektionen. Zu dritt sind die Hände kleiner, und es liegen weniger Karten auf dem Tisch; der Geber spielt zuerst aus, dann geht es zu seiner Rechten weiter: zu dir, dann zu {seat:1}. Auch die Wertung ändert sich: {card:m09-animal} zählt zugleich als Tier und als Kasu-Karte, und Koi-Koi darf mehrmals gerufen werden, wobei jeder Ruf die Punkte des Gewinners verdoppelt.',
      expects: [
        { event: 'dealt' },
        { zone: 'hand', seat: 0, card: 'm03-ribbon' },
        { zone: 'stock', card: 'm09-animal' },
      ],
    },
    3: {
      en: 'Your first capture is a light: you play {card:m03-ribbon} and take {card:m03-light} from the table. Lights are the most valuable cards, and this one also pairs with {card:m09-animal} for {yaku:hanami-zake}.',
      de: 'Dein erster Fang ist ein Licht: Du spielst {card:m03-ribbon} und nimmst {card:m03-light} vom Tisch. Lichter sind die wertvollsten Karten, und dieses ergibt zusammen mit {card:m09-animal} auch {yaku:hanami-zake}.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm03-ribbon', captured: ['m03-light'] },
        { missing: 'hanami-zake', seat: 0, cards: ['m09-animal'] },
      ],
    },
    5: {
      en: 'Whatever stays on the table is there for every other player: two turns later, {seat:2} takes {card:m11-chaff}, the card you drew, with {card:m11-light}.',
      de: 'Was auf dem Tisch liegen bleibt, steht allen anderen offen: Zwei Züge später nimmt {seat:2} mit {card:m11-light} die Karte {card:m11-chaff}, die du gezogen hast.',
      expects: [
        { event: 'card-played', seat: 2, card: 'm11-light', captured: ['m11-chaff'] },
        { zone: 'captured', seat: 2, card: 'm11-chaff' },
      ],
    },
    6: {
      en: 'You take {card:m06-animal}, an animal – every animal counts towards {yaku:tane}. {yaku:inoshikacho} is out of reach, though: {seat:1} has already taken {card:m10-animal}.',
      de: 'Du nimmst {card:m06-animal}, ein Tier; es zählt für das Yaku {yaku:tane}. Das Yaku {yaku:inoshikacho} ist für dich aber verloren: {seat:1} hat {card:m10-animal} schon genommen.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm06-ribbon', captured: ['m06-animal'] },
        { missing: 'tane', seat: 0, cards: [], count: 4 },
        { outOfReach: 'inoshikacho', seat: 0 },
        { zone: 'captured', seat: 1, card: 'm10-animal' },
      ],
    },
    13: {
      en: '{seat:1} takes {card:m01-light}. With {card:m12-light} and {card:m11-light} already in the pile of {seat:2}, too few lights are left for you: {yaku:sanko} is out of reach. Watch the other players’ captured cards – they tell you which yaku are still open.',
      de: '{seat:1} nimmt {card:m01-light}. Da {card:m12-light} und {card:m11-light} schon bei {seat:2} liegen, bleiben für dich zu wenige Lichter übrig: Das Yaku {yaku:sanko} ist nicht mehr zu schaffen. Achte auf die gefangenen Karten der anderen – sie zeigen dir, welche Yaku noch offen sind.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm01-light', captured: ['m01-chaff1'] },
        { zone: 'captured', seat: 2, card: 'm12-light' },
        { zone: 'captured', seat: 2, card: 'm11-light' },
        { outOfReach: 'sanko', seat: 0 },
      ],
    },
    16: {
      en: '{seat:1} takes {card:m08-light}. Now the two of you wait for the same card: {card:m09-animal} would give {seat:1} {yaku:tsukimi-zake} and you {yaku:hanami-zake}.',
      de: '{seat:1} nimmt {card:m08-light}. Jetzt wartet ihr beide auf dieselbe Karte: {card:m09-animal} brächte {seat:1} {yaku:tsukimi-zake} und dir {yaku:hanami-zake}.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm08-light', captured: ['m08-chaff1'] },
        { missing: 'tsukimi-zake', seat: 1, cards: ['m09-animal'] },
        { missing: 'hanami-zake', seat: 0, cards: ['m09-animal'] },
      ],
    },
    19: {
      en: '{seat:1} captures {card:m01-ribbon} and {card:m10-ribbon}: one more ribbon makes {yaku:tanzaku}. When a player is one card short of a yaku, that is a warning sign.',
      de: '{seat:1} fängt {card:m01-ribbon} und {card:m10-ribbon}: Noch eine Karte mit einer Fahne, und das Yaku {yaku:tanzaku} ist komplett. Fehlt jemandem nur noch eine Karte zu einem Yaku, ist das ein Warnsignal.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm01-ribbon', captured: ['m01-chaff2'] },
        { event: 'card-drawn', seat: 1, card: 'm10-chaff2', captured: ['m10-ribbon'] },
        { missing: 'tanzaku', seat: 1, cards: [], count: 1 },
      ],
    },
    21: {
      en: 'Your last card matches nothing, but the draw does: {card:m09-animal} takes {card:m09-ribbon}, and it counts in three yaku at once. With {card:m03-light} it makes {yaku:hanami-zake}; it is the animal you still lacked for {yaku:tane}; and under the sheet it also counts as a chaff card – the one you still lacked for {yaku:kasu}. Together: {base}.',
      de: 'Deine letzte Karte passt zu nichts, aber die gezogene: {card:m09-animal} nimmt {card:m09-ribbon} und zählt gleich für drei Yaku. Zusammen mit {card:m03-light} ergibt die gezogene Karte {yaku:hanami-zake}; zugleich ist sie das Tier, das dir für das Yaku {yaku:tane} noch fehlte, und nach dem Regelblatt zählt sie auch als Kasu-Karte – die letzte, die dir für das Yaku {yaku:kasu} fehlte. Zusammen: {base}.',
      expects: [
        { event: 'card-drawn', seat: 0, card: 'm09-animal', captured: ['m09-ribbon'] },
        { zone: 'captured', seat: 0, card: 'm03-light' },
        { event: 'yaku-formed', seat: 0, yaku: 'hanami-zake' },
        { event: 'yaku-formed', seat: 0, yaku: 'tane' },
        { event: 'yaku-formed', seat: 0, yaku: 'kasu' },
      ],
    },
    22: {
      en: 'You stop. Koi-Koi would still be allowed, but your hand is empty, so you cannot add to your yaku, while {seat:1} still has a turn: {card:m02-ribbon}, still in that hand, would take {card:m02-chaff1}, and one more ribbon completes {yaku:tanzaku} – with your call doubling that score. Stopping keeps your points safe. A yaku total of {threshold} or more is doubled, so you score {points}.',
      de: 'Du hörst auf. Koi-Koi wäre noch erlaubt, aber deine Hand ist leer, du kannst also nichts mehr dazugewinnen, während {seat:1} noch einmal dran ist: {card:m02-ribbon} auf dieser Hand würde {card:m02-chaff1} nehmen, und mit einer weiteren Fahne wäre das Yaku {yaku:tanzaku} komplett – und dein Ruf würde diese Punkte noch verdoppeln. Wer aufhört, hat seine Punkte sicher. Erreicht die Yaku-Summe {threshold} oder mehr, wird sie verdoppelt, also bekommst du {points}.',
      expects: [
        { event: 'stopped', seat: 0, automatic: false },
        { event: 'round-scored', winner: 0, multipliedBy: ['seven-or-more'] },
        { zone: 'hand', seat: 1, card: 'm02-ribbon' },
        { zone: 'field', card: 'm02-chaff1' },
        { missing: 'tanzaku', seat: 1, cards: [], count: 1 },
      ],
    },
  },
};
