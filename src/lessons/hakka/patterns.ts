/**
 * Lesson 2: a trick of each pattern — a run beaten by a run of a higher
 * suit, a set beaten by a set of nines (which makes the eights elders), a
 * single beaten by a higher card of its suit — with face-down discards by
 * the players who cannot beat the table. Seed 002: "Es gibt drei
 * Kartenmuster …", "Falls die Karten in Ihrem Blatt das Muster auf dem Tisch
 * nicht schlagen können, müssen Sie so viele Karten wie in dem Muster
 * ablegen", "wenn die Sup-9 gespielt wird, wird die Sup-8 eine
 * Ältesten-Karte".
 *
 * The seed was found by search: the dealer calls, leads a run, the trick's
 * winner leads a set, the next winner a single; followers beat when they can
 * and otherwise discard their least useful cards.
 */
import type { HakkaLesson } from './types';

/** Runs, sets, singles and discards. */
export const patternsLesson: HakkaLesson = {
  id: 'patterns',
  order: 2,
  title: { en: 'Runs, sets and singles', de: 'Folgen, Sätze und Einzelkarten' },
  summary: {
    en: 'One trick of each pattern: how a pattern is beaten, and what you do when you cannot beat it.',
    de: 'Ein Stich mit jedem Muster: wie du ein Muster schlägst und was du tust, wenn du es nicht schlagen kannst.',
  },
  setup: { seed: 'hakka-patterns-48' },
  seats: ['named', 'named', 'named', 'named'],
  openHands: true,
  actions: [
    { type: 'call', seat: 2 },
    { type: 'play', seat: 2, cards: ['zok-1', 'zok-2', 'zok-3'] },
    { type: 'play', seat: 3, cards: ['sup-5', 'sup-6', 'sup-7'] },
    { type: 'discard', seat: 1, cards: ['gon-2', 'gon-3', 'sin-2'] },
    { type: 'play', seat: 3, cards: ['gon-5', 'zok-5', 'sin-5'] },
    { type: 'play', seat: 1, cards: ['sup-9', 'gon-9', 'zok-9'] },
    { type: 'discard', seat: 2, cards: ['sup-2', 'sin-3', 'sin-4'] },
    { type: 'play', seat: 1, cards: ['gon-4'] },
    { type: 'play', seat: 2, cards: ['gon-6'] },
    { type: 'discard', seat: 3, cards: ['gon-1'] },
  ],
  notes: {
    0: {
      en: '{seat:2} deals, and {seat:0} dreams. Watch the hands of the other players: every card they lead or answer with comes from there.',
      de: '{seat:2} gibt, {seat:0} träumt. Achte auf die Hände der anderen: Jede Karte, die sie ausspielen, kommt von dort.',
      expects: [{ event: 'dealt', dealer: 2, dreamer: 0 }],
    },
    1: {
      en: 'The dealer may call too: {seat:2} calls and will deal the next round as well, but does not become the privileged player – should somebody else win, the dealer loses points only for themselves. Calling ends, and the dealer leads.',
      de: 'Auch der Geber darf ansagen: {seat:2} sagt an und gibt deshalb auch die nächste Runde, wird aber nicht privilegierter Spieler – gewinnt ein anderer, verliert der Geber nur für sich selbst Punkte. Das Ansagen ist vorbei, und der Geber kommt heraus.',
      expects: [{ event: 'called', seat: 2, privileged: false }],
    },
    2: {
      en: '{seat:2} leads a run: {card:zok-1}, {card:zok-2} and {card:zok-3}, consecutive numbers of one suit. A following player who can beat it must do so, with a run of the same length; only a player who cannot beat it lays the same number of cards face down.',
      de: '{seat:2} spielt eine Folge aus: {card:zok-1}, {card:zok-2} und {card:zok-3}, aufeinanderfolgende Zahlen einer Farbe. Wer danach kommt und schlagen kann, muss das mit einer gleich langen Folge tun; nur wer nicht schlagen kann, legt ebenso viele Karten verdeckt ab.',
      expects: [{ event: 'played', seat: 2, pattern: 'run', cards: ['zok-1', 'zok-2', 'zok-3'] }],
    },
    3: {
      en: 'Runs compare by suit first, then by number. Sup ranks above Zok, so {card:sup-5}, {card:sup-6} and {card:sup-7} from {seat:3} beat the lead; their numbers do not matter here.',
      de: 'Folgen werden zuerst nach der Farbe verglichen, dann nach der Zahl. Sup steht über Zok, also schlagen {card:sup-5}, {card:sup-6} und {card:sup-7} von {seat:3} die ausgespielte Folge; auf die Zahlen kommt es hier nicht an.',
      expects: [{ event: 'played', seat: 3, pattern: 'run', cards: ['sup-5', 'sup-6', 'sup-7'] }],
    },
    4: {
      en: '{seat:1} cannot beat that and lays as many cards face down as the pattern has; nobody sees them. The best pattern wins: {seat:3} takes one trick for each of its cards and leads next.',
      de: '{seat:1} kann das nicht schlagen und legt so viele Karten verdeckt ab, wie das Muster hat; niemand sieht sie. Das beste Muster gewinnt: {seat:3} bekommt für jede seiner Karten einen Stich und kommt als Nächster heraus.',
      expects: [
        { event: 'discarded', seat: 1 },
        { event: 'trick-won', seat: 3 },
      ],
    },
    5: {
      en: 'A set is made of cards with the same number. {seat:3} leads {card:gon-5}, {card:zok-5} and {card:sin-5}.',
      de: 'Ein Satz besteht aus Karten mit derselben Zahl. {seat:3} spielt {card:gon-5}, {card:zok-5} und {card:sin-5} aus.',
      expects: [{ event: 'played', seat: 3, pattern: 'set', cards: ['gon-5', 'zok-5', 'sin-5'] }],
    },
    6: {
      en: 'Sets compare by number: nines beat every other set, and a set of ones comes right below them – only nines beat it. {seat:1} plays {card:sup-9}, {card:gon-9} and {card:zok-9}. With those nines gone, {card:sup-8}, {card:gon-8} and {card:zok-8} become elder cards: nothing left in their suits can beat them.',
      de: 'Sätze werden nach der Zahl verglichen: Neunen schlagen jeden anderen Satz, und ein Satz aus Einsen steht direkt darunter – ihn schlagen nur Neunen. {seat:1} spielt {card:sup-9}, {card:gon-9} und {card:zok-9}. Weil diese Neunen weg sind, werden {card:sup-8}, {card:gon-8} und {card:zok-8} zu Ältestenkarten: Nichts in ihrer Farbe kann sie noch schlagen.',
      expects: [
        { event: 'played', seat: 1, pattern: 'set', cards: ['sup-9', 'gon-9', 'zok-9'] },
        { event: 'elder-promoted', cards: ['sup-8', 'gon-8', 'zok-8'] },
      ],
    },
    7: {
      en: '{seat:2} has nothing to beat the nines with and discards. {seat:1} takes the tricks and leads.',
      de: '{seat:2} hat nichts gegen die Neunen und legt ab. {seat:1} bekommt die Stiche und kommt heraus.',
      expects: [
        { event: 'discarded', seat: 2 },
        { event: 'trick-won', seat: 1 },
      ],
    },
    8: {
      en: '{seat:1} has no run or set left, so the lead is a single. It must come from the highest suit among the ordinary cards in hand; elder cards wait. {seat:1} holds no Sup, so it is a Gon card, and the lower one: {card:gon-4}. {card:gon-7} stays in hand, because it becomes an elder card once {card:gon-8} has been played. {card:zok-8}, already an elder card, has to wait too.',
      de: '{seat:1} hat keine Folge und keinen Satz mehr, also kommt eine Einzelkarte. Sie muss aus der höchsten Farbe unter den gewöhnlichen Karten kommen; Ältestenkarten warten. {seat:1} hat keine Sup-Karte mehr, also ist es eine Gon-Karte, und zwar die niedrige: {card:gon-4}. {card:gon-7} bleibt auf der Hand, denn sobald {card:gon-8} gespielt ist, wird sie zur Ältestenkarte. Auch {card:zok-8}, schon jetzt eine Ältestenkarte, muss warten.',
      expects: [
        { lacks: 1, pattern: 'run' },
        { lacks: 1, pattern: 'set' },
        { event: 'played', seat: 1, pattern: 'single', cards: ['gon-4'] },
        { holds: 1, card: 'gon-7' },
        { elder: 'gon-8' },
        { elder: 'zok-8' },
        { holds: 1, card: 'zok-8' },
      ],
    },
    9: {
      en: 'A single is beaten only by a higher card of the same suit: {seat:2} answers with {card:gon-6}.',
      de: 'Eine Einzelkarte wird nur von einer höheren Karte derselben Farbe geschlagen: {seat:2} antwortet mit {card:gon-6}.',
      expects: [{ event: 'played', seat: 2, pattern: 'single', cards: ['gon-6'] }],
    },
    10: {
      en: '{seat:3} holds no higher Gon card and lays one card face down, whatever its suit. {seat:2} wins the trick.',
      de: '{seat:3} hat keine höhere Gon-Karte und legt eine Karte verdeckt ab, egal welcher Farbe. {seat:2} gewinnt den Stich.',
      expects: [
        { event: 'discarded', seat: 3 },
        { event: 'trick-won', seat: 2 },
      ],
    },
  },
};
