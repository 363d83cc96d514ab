/**
 * Lesson 4: a whole round for two under the Nintendo leaflet (seed 000):
 * the dealer draw, the deal, captures with a choice between two table cards
 * (from the hand and from the stock), a yaku, a Koi-Koi call that pays off
 * and the doubled score. The deal comes from the shuffle seed
 * `lesson-two-89`, found with `scripts/lesson-moves.ts --scan`; the moves
 * were chosen by the computer players – the strong one for you, the greedy
 * one for the opponent (`scripts/lesson-moves.ts --seed lesson-two-89`) – and
 * are stored here, so the lesson replays exactly.
 */
import type { Lesson } from './types';

/** A whole two-player round under the leaflet. */
export const roundForTwoLesson: Lesson = {
  id: 'round-for-two',
  order: 4,
  title: { en: 'A whole round for two', de: 'Eine ganze Runde zu zweit' },
  summary: {
    en: 'Follow a complete round for two from the dealer draw to the score, with a Koi-Koi call that pays off.',
    de: 'Eine vollständige Runde zu zweit von der Geberwahl bis zur Abrechnung, mit einem Koi-Koi-Ruf, der sich lohnt.',
  },
  setup: { preset: 'nintendo', players: 2, rounds: 1, seed: 'lesson-two-89' },
  seats: ['human', 'opponent'],
  openHands: false,
  // biome-ignore format: the moves, one turn per line
  actions: [
    { type: 'draw-dealer' }, { type: 'deal' },
    { type: 'play', card: 'm07-animal' }, { type: 'capture-choice', card: 'm07-ribbon' },
    { type: 'play', card: 'm08-chaff2' },
    { type: 'play', card: 'm01-ribbon' },
    { type: 'play', card: 'm02-animal' }, { type: 'capture-choice', card: 'm02-ribbon' },
    { type: 'play', card: 'm09-chaff2' },
    { type: 'play', card: 'm09-animal' }, { type: 'koikoi' },
    { type: 'play', card: 'm04-ribbon' },
    { type: 'play', card: 'm03-light' }, { type: 'capture-choice', card: 'm05-ribbon' },
  ],
  notes: {
    0: {
      en: 'Before the first round each player draws a card, and whoever draws the earlier month deals: {card:m09-animal} makes {seat:1} the dealer, and the dealer plays first.',
      de: 'Vor der ersten Runde zieht jeder eine Karte, und wer den früheren Monat zieht, gibt: Mit {card:m09-animal} wird {seat:1} Geber, und der Geber spielt zuerst aus.',
      expects: [{ event: 'dealer-drawn', dealer: 1, card: 'm09-animal' }],
    },
    1: {
      en: 'The drawn cards went back into the deck before the deal, and {card:m09-animal} has landed in your hand. The opponent’s hand stays hidden, as at a real table; the switch above the table turns it face up. Look for chances in your own hand: {card:m08-light} lies on the table, {card:m08-chaff2} can take it, and {card:m09-animal} is the other half of {yaku:tsukimi-zake}.',
      de: 'Vor dem Geben sind die gezogenen Karten zurück ins Spiel gekommen, und {card:m09-animal} ist bei dir auf der Hand gelandet. Die Hand deines Gegners bleibt verdeckt wie an einem echten Tisch; mit dem Schalter über dem Tisch deckst du sie auf. Such in deiner eigenen Hand nach Chancen: {card:m08-light} liegt auf dem Tisch, {card:m08-chaff2} kann die Karte nehmen, und {card:m09-animal} ist die andere Hälfte von {yaku:tsukimi-zake}.',
      expects: [
        { event: 'dealt' },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
        { zone: 'hand', seat: 0, card: 'm08-chaff2' },
        { zone: 'field', card: 'm08-light' },
        { missing: 'tsukimi-zake', seat: 0, cards: ['m08-light', 'm09-animal'] },
      ],
    },
    3: {
      en: 'Given the choice, the opponent took {card:m07-ribbon} and left {card:m07-chaff1}. That is the rule of thumb: take the more valuable card – a ribbon counts towards ribbon yaku, while a chaff card is worth least of all. The draw, {card:m12-light}, matches nothing and waits on the table for a card of its month.',
      de: 'Dein Gegner hatte die Wahl: Er hat {card:m07-ribbon} genommen und {card:m07-chaff1} liegen lassen. Als Faustregel gilt: Nimm die wertvollere Karte – eine Fahne zählt für die Fahnen-Yaku, eine Kasu-Karte ist am wenigsten wert. Die gezogene Karte, {card:m12-light}, passt zu nichts und wartet auf dem Tisch auf eine Karte ihres Monats.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm07-animal', captured: ['m07-ribbon'] },
        { zone: 'field', card: 'm07-chaff1' },
        { event: 'card-drawn', seat: 1, card: 'm12-light', captured: [] },
      ],
    },
    4: {
      en: 'You take {card:m08-light}: a light, and half of {yaku:tsukimi-zake}. A light on the table is worth taking whenever you can – left there, it may go to the opponent. The other half, {card:m09-animal}, waits in your hand for a card of its month. Your draw, {card:m10-animal}, matches nothing and stays on the table, open to the opponent.',
      de: 'Du nimmst {card:m08-light}: ein Licht und die Hälfte von {yaku:tsukimi-zake}. Ein Licht auf dem Tisch nimmst du, wann immer du kannst – bleibt es liegen, holt es sich vielleicht dein Gegner. Die andere Hälfte, {card:m09-animal}, wartet auf deiner Hand auf eine Karte ihres Monats. Deine gezogene Karte, {card:m10-animal}, passt zu nichts und bleibt offen auf dem Tisch liegen, auch für deinen Gegner.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm08-chaff2', captured: ['m08-light'] },
        { missing: 'tsukimi-zake', seat: 0, cards: ['m09-animal'] },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
        { event: 'card-drawn', seat: 0, card: 'm10-animal', captured: [] },
      ],
    },
    5: {
      en: 'That is just what happens: {seat:1} draws {card:m10-ribbon} and takes {card:m10-animal}. With {card:m07-animal} already in that pile, {yaku:inoshikacho} now lacks only {card:m06-animal}. When the opponent is one card short of a yaku, keep an eye on that card’s month.',
      de: 'Genau so kommt es: {seat:1} zieht {card:m10-ribbon} und nimmt {card:m10-animal}. Weil {card:m07-animal} schon bei ihm liegt, fehlt ihm für {yaku:inoshikacho} nur noch {card:m06-animal}. Fehlt deinem Gegner nur noch eine Karte zu einem Yaku, behalte den Monat dieser Karte im Auge.',
      expects: [
        { event: 'card-drawn', seat: 1, card: 'm10-ribbon', captured: ['m10-animal'] },
        { zone: 'captured', seat: 1, card: 'm07-animal' },
        { missing: 'inoshikacho', seat: 1, cards: ['m06-animal'] },
      ],
    },
    6: {
      en: 'Now it is your turn to choose: {card:m02-animal} matches {card:m02-ribbon} and {card:m02-chaff2}. Take the ribbon. It is worth more, and this poem ribbon matters twice over: the opponent has already captured {card:m01-ribbon} and would need it for {yaku:akatan}.',
      de: 'Jetzt hast du die Wahl: {card:m02-animal} passt zu {card:m02-ribbon} und zu {card:m02-chaff2}. Nimm die Fahne. Sie ist mehr wert, und diese Fahne mit Schrift ist doppelt wichtig: Dein Gegner hat {card:m01-ribbon} schon gefangen und bräuchte sie für {yaku:akatan}.',
      expects: [
        {
          event: 'capture-choice-needed',
          seat: 0,
          card: 'm02-animal',
          options: ['m02-ribbon', 'm02-chaff2'],
        },
        { zone: 'captured', seat: 1, card: 'm01-ribbon' },
        { missing: 'akatan', seat: 1, cards: ['m02-ribbon', 'm03-ribbon'] },
      ],
    },
    7: {
      en: 'With {card:m02-ribbon} in your pile, {yaku:akatan} is out of reach for the opponent. Taking a card your opponent needs can be worth as much as taking one you need yourself. Your draw, {card:m03-chaff1}, stays on the table – and {card:m03-light} in your hand can take it later.',
      de: 'Seit {card:m02-ribbon} bei dir liegt, ist {yaku:akatan} für deinen Gegner nicht mehr zu schaffen. Eine Karte zu nehmen, die dein Gegner braucht, kann so viel wert sein wie eine, die du selbst brauchst. Deine gezogene Karte, {card:m03-chaff1}, bleibt auf dem Tisch liegen – und {card:m03-light} auf deiner Hand kann sie später nehmen.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm02-animal', captured: ['m02-ribbon'] },
        { outOfReach: 'akatan', seat: 1 },
        { event: 'card-drawn', seat: 0, card: 'm03-chaff1', captured: [] },
        { zone: 'hand', seat: 0, card: 'm03-light' },
      ],
    },
    8: {
      en: '{seat:1} lays {card:m09-chaff2} on the table – the card your {card:m09-animal} has been waiting for. With {card:m08-light} already in your pile, taking it completes {yaku:tsukimi-zake}.',
      de: '{seat:1} legt {card:m09-chaff2} auf den Tisch – genau die Karte, auf die {card:m09-animal} auf deiner Hand gewartet hat. Weil {card:m08-light} schon bei dir liegt, machst du damit {yaku:tsukimi-zake} komplett.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm09-chaff2', captured: [] },
        { zone: 'hand', seat: 0, card: 'm09-animal' },
        { zone: 'captured', seat: 0, card: 'm08-light' },
        { missing: 'tsukimi-zake', seat: 0, cards: ['m09-animal'] },
      ],
    },
    9: {
      en: '{card:m09-animal} takes {card:m09-chaff2}, and {yaku:tsukimi-zake} is complete: {base}. Now you decide. Stop, and the round is scored at once. Call Koi-Koi, and you play on – the leaflet allows one call per round, and the next yaku ends the round, whoever forms it: if it is yours, you score your new total; if the opponent forms one first, the opponent scores double.',
      de: '{card:m09-animal} nimmt {card:m09-chaff2}, und {yaku:tsukimi-zake} ist komplett: {base}. Jetzt musst du dich entscheiden. Hörst du auf, wird die Runde sofort abgerechnet. Rufst du Koi-Koi, spielst du weiter – nach der Anleitung nur einmal pro Runde, und das nächste Yaku beendet die Runde, egal wer es bildet: Ist es deins, bekommst du deine neue Summe; bildet dein Gegner zuerst eins, bekommt er doppelte Punkte.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm09-animal', captured: ['m09-chaff2'] },
        { event: 'yaku-formed', seat: 0, yaku: 'tsukimi-zake' },
      ],
    },
    10: {
      en: 'You call Koi-Koi – with good reason. {yaku:hanami-zake} lacks only {card:m03-light}, which you hold, and {card:m03-chaff1} lies on the table for it; with a second card of that month in your hand, the opponent can hardly stop you. The opponent still needs {card:m06-animal} for {yaku:inoshikacho}, and {yaku:tanzaku} is further off. A second yaku can lift your total to {threshold} or more, and then it is doubled.',
      de: 'Du rufst Koi-Koi – aus gutem Grund. Für {yaku:hanami-zake} fehlt dir nur noch {card:m03-light}, und die Karte hast du auf der Hand; {card:m03-chaff1} liegt dafür auf dem Tisch bereit, und mit einer zweiten Karte dieses Monats auf der Hand kann dein Gegner dich kaum aufhalten. Ihm fehlt für {yaku:inoshikacho} noch {card:m06-animal}, und das Yaku {yaku:tanzaku} ist noch weiter weg. Mit einem zweiten Yaku kann deine Summe {threshold} oder mehr erreichen, und dann wird sie verdoppelt.',
      expects: [
        { event: 'koikoi-called', seat: 0 },
        { missing: 'hanami-zake', seat: 0, cards: ['m03-light'] },
        { zone: 'hand', seat: 0, card: 'm03-light' },
        { zone: 'field', card: 'm03-chaff1' },
        { zone: 'hand', seat: 0, card: 'm03-chaff2' },
        { missing: 'inoshikacho', seat: 1, cards: ['m06-animal'] },
        { missing: 'tanzaku', seat: 1, cards: [], count: 2 },
      ],
    },
    11: {
      en: '{seat:1} captures {card:m04-ribbon}: one more ribbon and {yaku:tanzaku} is complete – which would end the round with double points for the opponent, because you called. But your turn comes first, and {card:m03-chaff1} is still on the table.',
      de: '{seat:1} fängt {card:m04-ribbon}: Noch eine Fahne, und das Yaku {yaku:tanzaku} ist komplett – das würde die Runde beenden, und weil du Koi-Koi gerufen hast, bekäme dein Gegner doppelte Punkte. Doch zuerst bist du dran, und {card:m03-chaff1} liegt noch auf dem Tisch.',
      expects: [
        { event: 'card-played', seat: 1, card: 'm04-ribbon', captured: ['m04-chaff1'] },
        { missing: 'tanzaku', seat: 1, cards: [], count: 1 },
        { zone: 'field', card: 'm03-chaff1' },
      ],
    },
    12: {
      en: '{card:m03-light} takes {card:m03-chaff1}. Then your draw, {card:m05-chaff2}, matches two cards on the table: a drawn card can bring a choice too. Yaku are counted only when the turn is over, so the choice comes first.',
      de: '{card:m03-light} nimmt {card:m03-chaff1}. Dann passt deine gezogene Karte, {card:m05-chaff2}, zu zwei Karten auf dem Tisch: Auch beim Ziehen kann es eine Wahl geben. Yaku werden erst gezählt, wenn der Zug vorbei ist, also wählst du zuerst.',
      expects: [
        { event: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] },
        {
          event: 'capture-choice-needed',
          seat: 0,
          card: 'm05-chaff2',
          options: ['m05-ribbon', 'm05-chaff1'],
        },
      ],
    },
    13: {
      en: 'You take {card:m05-ribbon}, the more valuable card, and {yaku:hanami-zake} joins {yaku:tsukimi-zake}. After a call the next yaku ends the round at once. A yaku total of {threshold} or more is doubled: you score {points} instead of {base}. Under the leaflet your own call does not double your score – a call only doubles the other player’s win. It paid off because it gave you the turn you needed for a second yaku; had you stopped, you would have scored only the points of {yaku:tsukimi-zake}.',
      de: 'Du nimmst {card:m05-ribbon}, die wertvollere Karte, und zu {yaku:tsukimi-zake} kommt {yaku:hanami-zake}. Nach einem Ruf beendet das nächste Yaku die Runde sofort. Erreicht die Yaku-Summe {threshold} oder mehr, wird sie verdoppelt: Du bekommst {points} statt {base}. Dein eigener Ruf verdoppelt deine Punkte nach der Anleitung nicht – ein Ruf verdoppelt nur den Gewinn des anderen. Gelohnt hat er sich, weil er dir den Zug verschafft hat, den du für das zweite Yaku gebraucht hast; hättest du aufgehört, hättest du nur die Punkte für {yaku:tsukimi-zake} bekommen.',
      expects: [
        { event: 'card-drawn', seat: 0, card: 'm05-chaff2', captured: ['m05-ribbon'] },
        { event: 'yaku-formed', seat: 0, yaku: 'hanami-zake' },
        { event: 'yaku-formed', seat: 0, yaku: 'tsukimi-zake' },
        { event: 'stopped', seat: 0, automatic: true },
        { event: 'round-scored', winner: 0, multipliedBy: ['seven-or-more'], notMultipliedBy: ['koikoi'] },
      ],
    },
  },
};
