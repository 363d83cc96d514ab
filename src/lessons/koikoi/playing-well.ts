/**
 * Lesson 6: playing well — not a rule but three habits of good players:
 * take first the card that is in danger (a card whose month is all in sight
 * can wait), block a yaku the opponent lacks one card for, and read the
 * opponent's plays. A stacked deal under the Nintendo leaflet, with the
 * opponent's hand hidden as at a real table.
 */
import { stackDeck } from '../../engine/hanafuda';
import type { Lesson } from './types';

/** Playing well: take, block, count. */
export const playingWellLesson: Lesson = {
  id: 'playing-well',
  order: 6,
  title: { en: 'Playing well', de: 'Gut spielen' },
  summary: {
    en: 'Take first what is in danger, block the opponent’s yaku and count the cards of a month.',
    de: 'Zuerst nehmen, was in Gefahr ist, die Yaku des Gegners blocken und die Karten eines Monats zählen.',
  },
  setup: {
    preset: 'nintendo',
    players: 2,
    rounds: 1,
    seed: 'lesson-playing-well',
    firstDealer: 0,
    decks: [
      stackDeck({
        // biome-ignore format: one row per zone
        field: ['m08-light', 'm03-light', 'm03-ribbon', 'm07-animal', 'm10-animal', 'm06-animal', 'm01-chaff1', 'm12-chaff1'],
        hands: [
          // biome-ignore format: one row per zone
          ['m08-chaff1', 'm06-chaff1', 'm03-chaff1', 'm03-chaff2', 'm09-chaff1', 'm02-chaff1', 'm05-chaff1', 'm04-chaff1'],
          // biome-ignore format: one row per zone
          ['m07-chaff1', 'm06-chaff2', 'm12-chaff2', 'm11-animal', 'm04-chaff2', 'm05-chaff2', 'm02-chaff2', 'm10-ribbon'],
        ],
        // Drawn in turn by you and the opponent; the sake cup is your third draw.
        // biome-ignore format: one row
        stockTop: ['m11-chaff', 'm10-chaff1', 'm01-chaff2', 'm11-ribbon', 'm09-animal', 'm01-ribbon', 'm12-chaff3'],
      }),
    ],
  },
  seats: ['human', 'opponent'],
  openHands: false,
  actions: [
    { type: 'deal' },
    { type: 'play', card: 'm08-chaff1' },
    { type: 'play', card: 'm07-chaff1' },
    { type: 'play', card: 'm06-chaff1' },
    { type: 'play', card: 'm06-chaff2' },
    { type: 'play', card: 'm03-chaff1' },
    { type: 'capture-choice', card: 'm03-light' },
    { type: 'play', card: 'm12-chaff2' },
    { type: 'play', card: 'm09-chaff1' },
    { type: 'stop' },
  ],
  notes: {
    0: {
      en: 'This lesson is not about rules but about playing well: what to take first, when to block, and what counting cards tells you. The opponent’s hand stays hidden, as at a real table. Two lights lie on the table, {card:m08-light} and {card:m03-light}, and you hold a card for each: {card:m08-chaff1} and {card:m03-chaff1}. Which one first?',
      de: 'In dieser Lektion geht es nicht um Regeln, sondern ums gute Spiel: was du zuerst nimmst, wann du blockst und was dir das Zählen der Karten verrät. Die Hand deines Gegners bleibt verdeckt wie an einem echten Tisch. Auf dem Tisch liegen zwei Lichter, {card:m08-light} und {card:m03-light}, und für beide hast du eine passende Karte: {card:m08-chaff1} und {card:m03-chaff1}. Welches zuerst?',
      expects: [
        { zone: 'field', card: 'm08-light' },
        { zone: 'field', card: 'm03-light' },
        { zone: 'hand', seat: 0, card: 'm08-chaff1' },
        { zone: 'hand', seat: 0, card: 'm03-chaff1' },
      ],
    },
    1: {
      en: 'Take first what is in danger. Count the March cards: {card:m03-light} and {card:m03-ribbon} lie on the table, and both chaff cards of March are in your hand. All four are in sight, so nobody else can ever take {card:m03-light}: it waits for you. Of the August cards, {card:m08-animal} and the second chaff card are unseen, and the opponent may hold one. So you take {card:m08-light} now.',
      de: 'Nimm zuerst, was in Gefahr ist. Zähl die Märzkarten: {card:m03-light} und {card:m03-ribbon} liegen auf dem Tisch, und beide Kasu-Karten des März hast du auf der Hand. Alle vier sind zu sehen, also kann dir niemand {card:m03-light} wegnehmen: Die Karte wartet auf dich. Von den Augustkarten dagegen sind {card:m08-animal} und die zweite Kasu-Karte noch nicht aufgetaucht, und dein Gegner hat vielleicht eine davon. Deshalb nimmst du {card:m08-light} jetzt.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm08-chaff1', captured: ['m08-light'] },
        { zone: 'field', card: 'm03-light' },
        { zone: 'field', card: 'm03-ribbon' },
        { zone: 'hand', seat: 0, card: 'm03-chaff1' },
        { zone: 'hand', seat: 0, card: 'm03-chaff2' },
        { unseen: [], month: 3, seat: 0 },
        { unseen: ['m08-animal', 'm08-chaff2'], month: 8, seat: 0 },
      ],
    },
    2: {
      en: 'The opponent takes {card:m07-animal} with a card from their hand and {card:m10-animal} with their draw. For {yaku:inoshikacho} they now lack only {card:m06-animal} – and that card lies on the table. You cannot see whether the opponent holds a June card. You hold {card:m06-chaff1}; {card:m06-ribbon} and the other June chaff card are unseen.',
      de: 'Dein Gegner nimmt {card:m07-animal} mit einer Karte von seiner Hand und {card:m10-animal} mit seiner gezogenen Karte. Für {yaku:inoshikacho} fehlt ihm jetzt nur noch {card:m06-animal} – und diese Karte liegt auf dem Tisch. Ob er eine Junikarte hat, siehst du nicht. Du hast {card:m06-chaff1} auf der Hand; {card:m06-ribbon} und die zweite Kasu-Karte des Juni sind noch nicht aufgetaucht.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm07-chaff1', captured: ['m07-animal'] },
        { event: 'card-drawn', seat: 1, card: 'm10-chaff1', captured: ['m10-animal'] },
        { missing: 'inoshikacho', seat: 1, cards: ['m06-animal'] },
        { zone: 'field', card: 'm06-animal' },
        { unseen: ['m06-ribbon', 'm06-chaff2'], month: 6, seat: 0 },
        { zone: 'hand', seat: 0, card: 'm06-chaff1' },
      ],
    },
    3: {
      en: 'Time to block: {card:m06-chaff1} takes {card:m06-animal}, and the opponent can no longer make {yaku:inoshikacho} this round. The block itself brings you little, a single animal card, but it takes a whole yaku away from the opponent. {card:m03-light} would have been the bigger catch, but it lies safe, and the block could not wait.',
      de: 'Jetzt heißt es blocken: {card:m06-chaff1} nimmt {card:m06-animal}, und das Yaku {yaku:inoshikacho} kann dein Gegner in dieser Runde nicht mehr bilden. Der Block selbst bringt dir wenig, nur ein Tier, aber er nimmt deinem Gegner ein ganzes Yaku. {card:m03-light} wäre der größere Fang gewesen, aber die Karte liegt sicher, und der Block konnte nicht warten.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm06-chaff1', captured: ['m06-animal'] },
        { outOfReach: 'inoshikacho', seat: 1 },
        { zone: 'field', card: 'm03-light' },
        { unseen: [], month: 3, seat: 0 },
      ],
    },
    4: {
      en: 'The opponent lays {card:m06-chaff2} on the table: they did hold a June card. Had {card:m06-animal} still been lying there, this card would have taken it and made {yaku:inoshikacho}.',
      de: 'Dein Gegner legt {card:m06-chaff2} auf den Tisch: Er hatte also wirklich eine Junikarte. Hätte {card:m06-animal} noch dort gelegen, hätte er die Karte jetzt genommen und {yaku:inoshikacho} gebildet.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm06-chaff2', captured: [] },
        { zone: 'captured', seat: 0, card: 'm06-animal' },
        { outOfReach: 'inoshikacho', seat: 1 },
      ],
    },
    5: {
      en: 'Now you fetch the light you left lying. {card:m03-chaff1} matches {card:m03-light} and {card:m03-ribbon}: take the light. The ribbon is now as safe as the light was, because the last March card is the second chaff card in your hand.',
      de: 'Jetzt holst du dir das Licht, das du hast liegen lassen. {card:m03-chaff1} passt zu {card:m03-light} und zu {card:m03-ribbon}: Nimm das Licht. Die Fahne liegt jetzt so sicher wie vorher das Licht, denn die letzte Märzkarte ist die zweite Kasu-Karte auf deiner Hand.',
      expects: [
        { event: 'capture-choice-needed', seat: 0, card: 'm03-chaff1', options: ['m03-light', 'm03-ribbon'] },
        { zone: 'hand', seat: 0, card: 'm03-chaff2' },
        { unseen: [], month: 3, seat: 0 },
      ],
    },
    6: {
      en: 'Now {card:m09-animal} lies on the table. With {card:m08-light} and {card:m03-light} in your pile, this one card would complete two yaku at once: {yaku:hanami-zake} and {yaku:tsukimi-zake}. You hold {card:m09-chaff1} for it, but {card:m09-ribbon} and the other September chaff card are unseen: if the opponent holds one, it takes {card:m09-animal} before you. All you can do now is hope.',
      de: 'Jetzt liegt {card:m09-animal} auf dem Tisch. Mit {card:m08-light} und {card:m03-light} bei dir würde diese eine Karte gleich zwei Yaku vollenden: {yaku:hanami-zake} und {yaku:tsukimi-zake}. Du hast {card:m09-chaff1} dafür auf der Hand, aber {card:m09-ribbon} und die zweite Kasu-Karte des Septembers sind noch nicht aufgetaucht: Hat dein Gegner eine davon, schnappt er dir {card:m09-animal} weg. Jetzt kannst du nur hoffen.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm03-chaff1', captured: ['m03-light'] },
        { event: 'card-drawn', seat: 0, card: 'm09-animal', captured: [] },
        { zone: 'captured', seat: 0, card: 'm08-light' },
        { zone: 'captured', seat: 0, card: 'm03-light' },
        { missing: 'hanami-zake', seat: 0, cards: ['m09-animal'] },
        { missing: 'tsukimi-zake', seat: 0, cards: ['m09-animal'] },
        { zone: 'hand', seat: 0, card: 'm09-chaff1' },
        { unseen: ['m09-ribbon', 'm09-chaff2'], month: 9, seat: 0 },
      ],
    },
    7: {
      en: 'The opponent takes a chaff card and leaves {card:m09-animal} lying. Read that: a player who leaves you a card worth two yaku almost certainly cannot take it. The opponent very likely holds no September card.',
      de: 'Dein Gegner nimmt eine Kasu-Karte und lässt {card:m09-animal} liegen. Das verrät etwas: Wer dir eine Karte lässt, die dir zwei Yaku bringt, kann sie fast sicher nicht nehmen. Dein Gegner hat also sehr wahrscheinlich keine Septemberkarte.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm12-chaff2', captured: ['m12-chaff1'] },
        { zone: 'field', card: 'm09-animal' },
      ],
    },
    8: {
      en: '{card:m09-chaff1} takes {card:m09-animal}: {yaku:hanami-zake} and {yaku:tsukimi-zake} together, {base}. You took {card:m08-light} while it was in danger, blocked when you had to, and let {card:m03-light} wait because nobody else could take it.',
      de: '{card:m09-chaff1} nimmt {card:m09-animal}: {yaku:hanami-zake} und {yaku:tsukimi-zake} zusammen, {base}. Du hast {card:m08-light} genommen, solange die Karte in Gefahr war, geblockt, als es nötig war, und {card:m03-light} warten lassen, weil niemand sonst die Karte nehmen konnte.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm09-chaff1', captured: ['m09-animal'] },
        { event: 'yaku-formed', seat: 0, yaku: 'hanami-zake' },
        { event: 'yaku-formed', seat: 0, yaku: 'tsukimi-zake' },
        { zone: 'captured', seat: 0, card: 'm08-light' },
        { zone: 'captured', seat: 0, card: 'm03-light' },
      ],
    },
    9: {
      en: 'Stopping scores {points}: under the leaflet, a yaku total of {threshold} or more counts double. Koi-Koi would put a sure win at risk for little, because the only capture left in your hand is {card:m03-chaff2}, and it takes no more than {card:m03-ribbon}.',
      de: 'Aufhören bringt dir {points}: Nach der Nintendo-Anleitung zählt eine Yaku-Summe doppelt, sobald sie {threshold} erreicht. Koi-Koi würde einen sicheren Sieg für wenig aufs Spiel setzen, denn die einzige Karte auf deiner Hand, die noch etwas fängt, ist {card:m03-chaff2}, und sie nimmt nur {card:m03-ribbon}.',
      expects: [
        { event: 'stopped', seat: 0, automatic: false },
        { event: 'round-scored', winner: 0, multipliedBy: ['seven-or-more'], notMultipliedBy: ['koikoi'] },
        { canCapture: ['m03-chaff2'], seat: 0 },
        { zone: 'field', card: 'm03-ribbon' },
      ],
    },
  },
};
