/**
 * Lesson 4: privileges and special cards — playing on instead of declaring;
 * the privileged player leading an elder card early; Sin 1 (like Sup 1 and
 * Wan Sin) beating nothing but winning any trick it leads; Five Tigers.
 * Seed 002: "kann der Privilegierte Spieler eine Ältesten-Karte aus seinem
 * Blatt als Einzel-Karte spielen, bevor er eine Nicht-Ältesten-Karte
 * spielt", "Mit der Sup-1, Sin-1 und Wan Sin können keine anderen
 * Einzel-Karten gestochen werden, doch Sie können mit diesen Karten einen
 * Stich eröffnen und Sie werden den Stich gewinnen", "wenn Sie die 1en aller
 * Kartenfarben haben und die Wan Sin … können Sie sofort mit acht Stichen
 * gewinnen", and "können Sie den Sieg erklären" (a choice, so a player may
 * play on).
 *
 * The seed was found by search: the dealer passes and the next player calls;
 * the greedy computer player plays the first round, except that the
 * privileged player leads an elder card early once and the first player who
 * may declare plays on; the round must also see a Sup 1, Sin 1 or Wan Sin
 * lead win its trick, and the second deal must hold Five Tigers for an
 * active player once the dealer has called. Of the seeds found, this one has
 * the shortest first round.
 */
import type { HakkaLesson } from './types';

/** Playing on, the privileged lead, the lead-only cards and Five Tigers. */
export const privilegesLesson: HakkaLesson = {
  id: 'privileges',
  order: 4,
  title: { en: 'Privileges and special cards', de: 'Vorrechte und besondere Karten' },
  summary: {
    en: 'Playing on instead of declaring, the privileged player’s early elder card, the cards that win any trick they lead, and Five Tigers.',
    de: 'Weiterspielen statt den Sieg zu erklären, die frühe Ältestenkarte des privilegierten Spielers, Karten, die jeden Stich gewinnen, den sie eröffnen, und die Fünf Tiger.',
  },
  setup: { seed: 'hakka-privileges-1913' },
  seats: ['named', 'named', 'named', 'named'],
  openHands: true,
  actions: [
    { type: 'pass', seat: 1 },
    { type: 'call', seat: 2 },
    { type: 'play', seat: 1, cards: ['gon-9', 'zok-9', 'sin-9'] },
    { type: 'discard', seat: 2, cards: ['gon-1', 'sin-2', 'gon-2'] },
    { type: 'discard', seat: 0, cards: ['zok-2', 'sup-3', 'sin-4'] },
    { type: 'continue', seat: 1 },
    { type: 'play', seat: 1, cards: ['gon-3', 'zok-3', 'sin-3'] },
    { type: 'play', seat: 2, cards: ['sup-4', 'gon-4', 'zok-4'] },
    { type: 'discard', seat: 0, cards: ['sin-5', 'gon-5', 'gon-6'] },
    { type: 'play', seat: 2, cards: ['sup-9'] },
    { type: 'discard', seat: 0, cards: ['sup-6'] },
    { type: 'discard', seat: 1, cards: ['zok-1'] },
    { type: 'play', seat: 2, cards: ['sin-1'] },
    { type: 'discard', seat: 0, cards: ['sin-7'] },
    { type: 'discard', seat: 1, cards: ['sup-5'] },
    { type: 'play', seat: 2, cards: ['gon-7'] },
    { type: 'discard', seat: 0, cards: ['sup-7'] },
    { type: 'play', seat: 1, cards: ['gon-8'] },
    { type: 'declare', seat: 1 },
    { type: 'call', seat: 2 },
    { type: 'claim-tigers', seat: 1 },
  ],
  notes: {
    0: {
      en: '{seat:1} deals, and {seat:3} dreams. This lesson plays one whole round and the start of the next: it shows what a player may do beyond the basic rules.',
      de: '{seat:1} gibt, {seat:3} träumt. Diese Lektion spielt eine ganze Runde und den Anfang der nächsten: Sie zeigt, was man über die Grundregeln hinaus darf.',
      expects: [{ event: 'dealt', dealer: 1, dreamer: 3 }],
    },
    2: {
      en: 'The dealer passed, so {seat:2}, calling, becomes the privileged player. Keep an eye on {card:sup-9} and {card:sin-1} in that hand: both are elder cards.',
      de: 'Der Geber hat gepasst, also wird {seat:2} mit der Ansage privilegierter Spieler. Achte auf {card:sup-9} und {card:sin-1} auf dieser Hand: Beides sind Ältestenkarten.',
      expects: [
        { event: 'called', seat: 2, privileged: true },
        { holds: 2, card: 'sup-9' },
        { holds: 2, card: 'sin-1' },
        { elder: 'sup-9' },
        { elder: 'sin-1' },
      ],
    },
    3: {
      en: 'The dealer leads a set of nines: {card:gon-9}, {card:zok-9} and {card:sin-9}. Nothing beats it, and with those nines gone, {card:gon-8}, {card:zok-8} and {card:sin-8} become elder cards.',
      de: 'Der Geber spielt einen Satz aus Neunen aus: {card:gon-9}, {card:zok-9} und {card:sin-9}. Nichts schlägt ihn, und weil diese Neunen weg sind, werden {card:gon-8}, {card:zok-8} und {card:sin-8} zu Ältestenkarten.',
      expects: [
        { event: 'played', seat: 1, pattern: 'set', cards: ['gon-9', 'zok-9', 'sin-9'] },
        { event: 'elder-promoted', cards: ['gon-8', 'zok-8', 'sin-8'] },
      ],
    },
    5: {
      en: '{seat:1} wins the tricks and, with the elder cards in hand, reaches a count of {count}: enough to declare victory. But declaring is a choice, not a duty.',
      de: '{seat:1} gewinnt die Stiche und kommt mit den Ältestenkarten auf der Hand auf die Stichzahl {count}: genug, um den Sieg zu erklären. Aber den Sieg erklären darf man, man muss es nicht.',
      expects: [
        { event: 'trick-won', seat: 1 },
        { event: 'may-declare', seat: 1 },
      ],
    },
    6: {
      en: '{seat:1} plays on, hoping for more points. The risk: while {seat:1} plays on, another player may get there first and declare.',
      de: '{seat:1} spielt weiter und hofft auf mehr Punkte. Das Risiko: Solange {seat:1} weiterspielt, kann ein anderer schneller sein und zuerst den Sieg erklären.',
      expects: [{ event: 'continued', seat: 1 }],
    },
    8: {
      en: '{seat:2} beats the set of threes with {card:sup-4}, {card:gon-4} and {card:zok-4}.',
      de: '{seat:2} schlägt den Satz aus Dreien mit {card:sup-4}, {card:gon-4} und {card:zok-4}.',
      expects: [{ event: 'played', seat: 2, pattern: 'set', cards: ['sup-4', 'gon-4', 'zok-4'] }],
    },
    9: {
      en: '{seat:2} wins the tricks and leads next.',
      de: '{seat:2} gewinnt die Stiche und kommt als Nächster heraus.',
      expects: [{ event: 'trick-won', seat: 2 }],
    },
    10: {
      en: 'Here is the privilege: {seat:2} leads {card:sup-9}, an elder card, although ordinary cards are still in hand. Anyone else leading a single would have to take an ordinary card of the highest suit first, here {card:gon-7}. With {card:sup-9} gone, {card:sup-8} becomes an elder card.',
      de: 'Das ist das Vorrecht: {seat:2} spielt {card:sup-9} aus, eine Ältestenkarte, obwohl noch gewöhnliche Karten auf der Hand sind. Jeder andere müsste als Einzelkarte zuerst eine gewöhnliche Karte der höchsten Farbe ausspielen, hier {card:gon-7}. Weil {card:sup-9} weg ist, wird {card:sup-8} zur Ältestenkarte.',
      expects: [
        { privileged: 2 },
        { event: 'played', seat: 2, pattern: 'single', cards: ['sup-9'] },
        { holds: 2, card: 'gon-7' },
        { event: 'elder-promoted', cards: ['sup-8'] },
      ],
    },
    12: {
      en: 'Nobody can beat an elder card, so the others lay cards face down, and {seat:2} wins the trick.',
      de: 'Eine Ältestenkarte kann niemand schlagen, also legen die anderen verdeckt ab, und {seat:2} gewinnt den Stich.',
      expects: [{ elder: 'sup-8' }, { event: 'discarded', seat: 1 }, { event: 'trick-won', seat: 2 }],
    },
    13: {
      en: 'Next {seat:2} leads {card:sin-1}. Like {card:sup-1} and {card:wan-sin}, it cannot beat any other single – but led, nothing can beat it either, so whoever leads it is sure to win.',
      de: 'Als Nächstes spielt {seat:2} {card:sin-1} aus. Wie {card:sup-1} und {card:wan-sin} kann sie keine andere Einzelkarte schlagen – aber ausgespielt kann sie auch niemand schlagen, also gewinnt immer, wer sie ausspielt.',
      expects: [
        { event: 'played', seat: 2, pattern: 'single', cards: ['sin-1'] },
        { elder: 'sup-1' },
        { elder: 'wan-sin' },
      ],
    },
    15: {
      en: '{seat:2} wins the trick. Look at the counts: {seat:2} is now close to the count needed to win, and the dealer’s choice to play on has become a real risk.',
      de: '{seat:2} gewinnt den Stich. Sieh dir die Stichzahlen an: {seat:2} fehlt jetzt nur noch wenig zum Sieg, und das Weiterspielen des Gebers ist zum echten Risiko geworden.',
      expects: [{ event: 'trick-won', seat: 2 }],
    },
    16: {
      en: 'Now {seat:2} holds only ordinary cards, and no run or set among them, so the lead is a single from the highest suit: {card:gon-7}.',
      de: 'Jetzt hat {seat:2} nur noch gewöhnliche Karten, darunter keine Folge und keinen Satz, also kommt eine Einzelkarte aus der höchsten Farbe: {card:gon-7}.',
      expects: [
        { lacks: 2, pattern: 'run' },
        { lacks: 2, pattern: 'set' },
        { event: 'played', seat: 2, pattern: 'single', cards: ['gon-7'] },
      ],
    },
    18: {
      en: '{seat:1} beats it with {card:gon-8}, an elder card, wins the trick and again reaches a count of {count}. {card:gon-6} now becomes an elder card, although {seat:0} laid it face down earlier: on this site only cards played face up count as played (see the Interpretations page). Nobody holds it, so it changes nothing.',
      de: '{seat:1} schlägt mit {card:gon-8}, einer Ältestenkarte, gewinnt den Stich und kommt wieder auf die Stichzahl {count}. Jetzt wird {card:gon-6} zur Ältestenkarte, obwohl {seat:0} sie vorhin verdeckt abgelegt hat: Auf dieser Website zählen nur offen ausgespielte Karten als gespielt (siehe die Auslegungen). Niemand hat sie auf der Hand, also ändert das nichts.',
      expects: [
        { event: 'played', seat: 1, pattern: 'single', cards: ['gon-8'] },
        { event: 'trick-won', seat: 1 },
        { event: 'may-declare', seat: 1 },
        // The site's reading (`discardsPromoteElders` off): a face-down card still counts as unplayed.
        { event: 'elder-promoted', cards: ['gon-6'] },
        { laidDown: 0, card: 'gon-6' },
      ],
    },
    19: {
      en: 'This time {seat:1} declares: playing on brought no higher count, and {seat:2} nearly declared first. The dreamer, {seat:3}, shows {card:sup-2}; no card of that number is in the winner’s hand, so the dreamer stays at {dream} and collects nothing. The privileged player lost, so {seat:2} pays for themselves and for {seat:0}: {payments}.',
      de: 'Diesmal erklärt {seat:1} den Sieg: Das Weiterspielen hat keine höhere Stichzahl gebracht, und fast hätte {seat:2} zuerst den Sieg erklärt. Der Träumer, {seat:3}, zeigt {card:sup-2}; auf der Hand des Gewinners liegt keine Karte mit dieser Zahl, also zählt der Träumer nur {dream} und geht leer aus. Der privilegierte Spieler hat verloren, deshalb zahlt {seat:2} für sich und für {seat:0}: {payments}.',
      expects: [
        { event: 'declared', seat: 1 },
        { event: 'dreamer-woke', seat: 3, card: 'sup-2', matches: [] },
        { event: 'paid', from: 2, to: 1, for: 'winner' },
        { privileged: 2 },
      ],
    },
    20: {
      en: 'A new round: the dealer, {seat:2}, calls. Now look at the hand of {seat:1}. {card:sup-1}, {card:gon-1}, {card:zok-1}, {card:sin-1} and {card:wan-sin} are the lowest card of every suit plus the card without a suit: the Five Tigers. Right after calling, whoever holds them may show them.',
      de: 'Eine neue Runde: Der Geber, {seat:2}, sagt an. Sieh dir jetzt die Hand von {seat:1} an. {card:sup-1}, {card:gon-1}, {card:zok-1}, {card:sin-1} und {card:wan-sin} sind die Einsen aller Farben und dazu die Karte ohne Farbe: die Fünf Tiger. Direkt nach dem Ansagen darf sie zeigen, wer sie hat.',
      expects: [
        { event: 'called', seat: 2, privileged: false },
        { holds: 1, card: 'sup-1' },
        { holds: 1, card: 'gon-1' },
        { holds: 1, card: 'zok-1' },
        { holds: 1, card: 'sin-1' },
        { holds: 1, card: 'wan-sin' },
      ],
    },
    21: {
      en: '{seat:1} shows the Five Tigers and wins at once, without a card played, as if with a count of {count}. {seat:1} did not call; on this site any active player holding them may show them. The dealer’s call brings no privilege, so every loser pays only their own share: {payments}.',
      de: '{seat:1} zeigt die Fünf Tiger und gewinnt sofort, ohne dass eine Karte gespielt wird, als hätte er die Stichzahl {count}. {seat:1} hat nicht angesagt; auf dieser Website darf jeder aktive Spieler sie zeigen, der sie hat. Die Ansage des Gebers bringt kein Vorrecht, also zahlt jeder Verlierer nur seinen eigenen Anteil: {payments}.',
      expects: [
        { event: 'five-tigers', seat: 1 },
        { event: 'paid', from: 2, to: 1, for: 'winner' },
        { event: 'paid', from: 3, to: 1, for: 'winner' },
      ],
    },
  },
};
