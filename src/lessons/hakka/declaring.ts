/**
 * Lesson 3: declaring and scoring — right after winning a trick a player
 * whose tricks plus elder cards in hand reach the table's first row may
 * declare; the dreamer wakes with extra tricks for matching numbers in the
 * winner's hand; the privileged player who lost pays for himself and for the
 * other active player. Seed 002: "Wenn Sie den Stich gewonnen haben, und
 * falls die Gesamtanzahl der gewonnenen Stiche plus Anzahl der
 * Ältesten-Karten in Ihrem Blatt gleich oder größer 6 ist …", "der Träumer
 * erwacht mit fünf Stichen …", "… zahlt der Privilegierte Spieler für sich
 * selbst und für den anderen aktiven Spieler".
 *
 * The seed was found by search over rounds played by the greedy computer
 * player: the shortest first round in which a non-dealer calls, somebody
 * else declares, and the dreamer's card matches a card in the winner's hand.
 */
import type { HakkaLesson } from './types';

/** Declaring, the dreamer waking and the payments. */
export const declaringLesson: HakkaLesson = {
  id: 'declaring',
  order: 3,
  title: { en: 'Declaring and scoring', de: 'Sieg erklären und abrechnen' },
  summary: {
    en: 'When you may declare victory, how the dreamer wakes up, and who pays whom when the privileged player loses.',
    de: 'Wann du den Sieg erklären darfst, wie der Träumer aufwacht und wer wem zahlt, wenn der privilegierte Spieler verliert.',
  },
  setup: { seed: 'hakka-declaring-27' },
  seats: ['named', 'named', 'named', 'named'],
  openHands: true,
  actions: [
    { type: 'pass', seat: 2 },
    { type: 'call', seat: 3 },
    { type: 'play', seat: 2, cards: ['sup-5', 'gon-5', 'sin-5'] },
    { type: 'discard', seat: 3, cards: ['zok-1', 'gon-2', 'zok-3'] },
    { type: 'play', seat: 1, cards: ['sup-7', 'gon-7', 'sin-7'] },
    { type: 'declare', seat: 1 },
  ],
  notes: {
    0: {
      en: '{seat:2} deals, and {seat:0} is the dreamer with one face-down card. Keep that card in mind: it decides how much the dreamer collects at the end.',
      de: '{seat:2} gibt, {seat:0} träumt mit einer einzigen verdeckten Karte. Merk dir diese Karte: Sie entscheidet am Ende, wie viel der Träumer bekommt.',
      expects: [{ event: 'dealt', dealer: 2, dreamer: 0 }],
    },
    1: {
      en: 'The dealer, {seat:2}, passes: {card:gon-9} is the only elder card in that hand, and a hand with few elder cards seldom wins. Because the dealer passed, the next player anticlockwise, {seat:3}, decides now and will deal the next round.',
      de: 'Der Geber, {seat:2}, passt: {card:gon-9} ist seine einzige Ältestenkarte, und mit wenigen Ältestenkarten gewinnt man selten. Weil der Geber gepasst hat, entscheidet jetzt der nächste Spieler gegen den Uhrzeigersinn, {seat:3}, und gibt auch die nächste Runde.',
      expects: [{ event: 'passed', seat: 2 }, { elder: 'gon-9' }, { holds: 2, card: 'gon-9' }],
    },
    2: {
      en: '{seat:3} calls and becomes the privileged player. That raises the stakes: if somebody else wins this round, {seat:3} loses points for the other active player as well as for themselves.',
      de: '{seat:3} sagt an und wird privilegierter Spieler. Damit steigt der Einsatz: Gewinnt ein anderer die Runde, verliert {seat:3} Punkte für sich und zusätzlich für den anderen aktiven Spieler.',
      expects: [{ event: 'called', seat: 3, privileged: true }],
    },
    3: {
      en: 'The dealer leads even though {seat:3} called: a call decides who carries the risk, not who plays first. {seat:2} leads a set: {card:sup-5}, {card:gon-5} and {card:sin-5}.',
      de: 'Heraus kommt der Geber, obwohl {seat:3} angesagt hat: Die Ansage entscheidet, wer das Risiko trägt, nicht, wer zuerst spielt. {seat:2} spielt einen Satz aus: {card:sup-5}, {card:gon-5} und {card:sin-5}.',
      expects: [{ event: 'played', seat: 2, pattern: 'set', cards: ['sup-5', 'gon-5', 'sin-5'] }],
    },
    4: {
      en: '{seat:3} cannot beat it and lays low cards face down, keeping the elder cards {card:sup-9}, {card:sin-1} and {card:sin-9} for later.',
      de: '{seat:3} kann nicht schlagen und legt niedrige Karten verdeckt ab; die Ältestenkarten {card:sup-9}, {card:sin-1} und {card:sin-9} behält er für später.',
      expects: [
        { event: 'discarded', seat: 3 },
        { elder: 'sup-9' },
        { elder: 'sin-1' },
        { elder: 'sin-9' },
        { holds: 3, card: 'sup-9' },
        { holds: 3, card: 'sin-1' },
        { holds: 3, card: 'sin-9' },
      ],
    },
    5: {
      en: '{seat:1} beats it with {card:sup-7}, {card:gon-7} and {card:sin-7} and wins the tricks. Right after winning a trick you add your tricks and the elder cards in your hand – each elder card is a trick you are sure to take later. {seat:1} holds {card:sup-1}, {card:zok-9} and {card:wan-sin}: a count of {count}, enough to declare victory. Playing on could raise the count, and a higher count is worth more points, but another player might win a trick and declare first.',
      de: '{seat:1} schlägt mit {card:sup-7}, {card:gon-7} und {card:sin-7} und gewinnt die Stiche. Direkt nach einem gewonnenen Stich zählst du deine Stiche und die Ältestenkarten auf deiner Hand zusammen – jede Ältestenkarte ist ein Stich, der dir später sicher ist. {seat:1} hat {card:sup-1}, {card:zok-9} und {card:wan-sin}: die Stichzahl {count}, genug, um den Sieg zu erklären. Weiterspielen könnte die Stichzahl und damit die Punkte erhöhen, aber dann könnte ein anderer einen Stich gewinnen und zuerst den Sieg erklären.',
      expects: [
        { event: 'played', seat: 1, pattern: 'set', cards: ['sup-7', 'gon-7', 'sin-7'] },
        { event: 'trick-won', seat: 1 },
        { event: 'may-declare', seat: 1 },
        { elder: 'sup-1' },
        { elder: 'zok-9' },
        { elder: 'wan-sin' },
        { holds: 1, card: 'sup-1' },
        { holds: 1, card: 'zok-9' },
        { holds: 1, card: 'wan-sin' },
      ],
    },
    6: {
      en: '{seat:1} declares, and the dreamer wakes up: {seat:0} starts with {dreamBase} and shows {card:gon-6}; the winner’s hand holds {card:zok-6}, the same number, which adds one: {dream}. On this site the count, elder cards included, also decides the payment. The privileged player lost, so {seat:3} pays both losers’ shares – their own and the dealer’s – to the winner and to the dreamer: {payments}. The dealer pays nothing.',
      de: '{seat:1} erklärt den Sieg, und der Träumer wacht auf: {seat:0} bekommt zunächst {dreamBase} und zeigt {card:gon-6}; auf der Hand des Gewinners liegt {card:zok-6} mit derselben Zahl, das bringt einen Stich dazu: {dream}. Auf dieser Website richtet sich auch die Zahlung nach der Stichzahl, Ältestenkarten eingeschlossen. Der privilegierte Spieler hat verloren, deshalb zahlt {seat:3} beide Anteile – seinen eigenen und den des Gebers – an den Gewinner und an den Träumer: {payments}. Der Geber zahlt nichts.',
      expects: [
        { event: 'declared', seat: 1 },
        // The count included the elder cards of the winner's hand.
        { elder: 'sup-1' },
        { holds: 1, card: 'sup-1' },
        { event: 'dreamer-woke', seat: 0, card: 'gon-6', matches: ['zok-6'] },
        { event: 'paid', from: 3, to: 1, for: 'winner' },
        { event: 'paid', from: 3, to: 0, for: 'dreamer' },
        { privileged: 3 },
      ],
    },
  },
};
