/**
 * Lesson 1: calling — the dealer decides first, then counter-clockwise; when
 * nobody calls the cards are thrown in and the next player deals; a
 * non-dealer who calls becomes the privileged player. Seed 002: "In der Phase
 * des Ansagens beginnt der Geber …", "Falls niemand in der Phase des Ansagens
 * ansagt, wird die Runde abgebrochen …", "Wenn Sie nicht der Geber sind, aber
 * Sie haben angesagt, werden Sie zum Privilegierten Spieler."
 *
 * The seed was found by search: the greedy computer player passes with every
 * hand of the first deal and with the first two of the second, and calls with
 * the third (three elder cards and a run).
 */
import type { HakkaLesson } from './types';

/** Calling, the redeal and the privileged player. */
export const callingLesson: HakkaLesson = {
  id: 'calling',
  order: 1,
  title: { en: 'Calling', de: 'Das Ansagen' },
  summary: {
    en: 'Who calls first, what happens when nobody calls, and how a player becomes the privileged player.',
    de: 'Wer zuerst ansagt, was passiert, wenn niemand ansagt, und wie man privilegierter Spieler wird.',
  },
  setup: { seed: 'hakka-calling-112' },
  seats: ['named', 'named', 'named', 'named'],
  openHands: true,
  actions: [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'pass', seat: 0 },
    { type: 'pass', seat: 2 },
    { type: 'pass', seat: 3 },
    { type: 'call', seat: 1 },
  ],
  notes: {
    0: {
      en: '{seat:1} deals. The player opposite the dealer, {seat:3}, is the dreamer: one face-down card and no part in calling or play. The other players share the rest of the deck. In this lesson you see every hand. A star marks an elder card, such as {card:wan-sin}: led on its own, it cannot be beaten.',
      de: '{seat:1} gibt. Wer dem Geber gegenübersitzt, hier {seat:3}, ist der Träumer: eine verdeckte Karte, kein Ansagen, kein Ausspielen. Die anderen teilen sich die übrigen Karten. In dieser Lektion siehst du alle Hände. Ein Stern markiert eine Ältestenkarte wie {card:wan-sin}: Wird sie allein ausgespielt, kann keine Karte sie schlagen.',
      expects: [{ event: 'dealt', dealer: 1, dreamer: 3 }, { elder: 'wan-sin' }],
    },
    1: {
      en: 'Calling starts with the dealer. To call is to say: I will play to win this round. {seat:1} does not like this hand and passes.',
      de: 'Das Ansagen beginnt beim Geber. Wer ansagt, will diese Runde gewinnen. {seat:1} gefällt die Hand nicht, also passt er.',
      expects: [{ event: 'passed', seat: 1 }],
    },
    2: {
      en: 'The turn goes on anticlockwise: {seat:2} passes as well.',
      de: 'Es geht gegen den Uhrzeigersinn weiter: Auch {seat:2} passt.',
      expects: [{ event: 'passed', seat: 2 }],
    },
    3: {
      en: '{seat:0} passes too – the dreamer, {seat:3}, was skipped. Nobody called, so the cards are thrown in and dealt again. The dealer passed, so the next player anticlockwise, {seat:2}, deals the new round, and {seat:0}, opposite, dreams. The abandoned deal still counts as one of the game’s rounds (our reading of the description), so this is round {round}.',
      de: 'Auch {seat:0} passt – der Träumer {seat:3} wurde übersprungen. Niemand hat angesagt, also werden die Karten eingesammelt und neu gegeben. Der Geber hat gepasst, deshalb gibt jetzt der nächste Spieler gegen den Uhrzeigersinn, {seat:2}, und {seat:0} gegenüber träumt. Die abgebrochene Runde zählt trotzdem als eine der Runden des Spiels (so lesen wir die Beschreibung), darum ist das jetzt Runde {round}.',
      expects: [
        { event: 'passed', seat: 0 },
        { event: 'redeal', nextDealer: 2 },
        { event: 'dealt', dealer: 2, dreamer: 0 },
      ],
    },
    4: {
      en: 'A new deal, a new round of calling, again starting with the dealer: {seat:2} passes.',
      de: 'Neue Karten, neues Ansagen, wieder zuerst der Geber: {seat:2} passt.',
      expects: [{ event: 'passed', seat: 2 }],
    },
    5: {
      en: '{seat:3} passes too. {seat:1} is the last who can still call; if {seat:1} passes as well, this deal is abandoned like the first.',
      de: 'Auch {seat:3} passt. {seat:1} kann als Letzter noch ansagen; passt auch er, wird auch diese Runde abgebrochen.',
      expects: [{ event: 'passed', seat: 3 }],
    },
    6: {
      en: '{seat:1} holds the elder cards {card:sup-1}, {card:sin-9} and {card:wan-sin} and a long run from {card:gon-2} to {card:gon-5} – good chances – and calls. A player who calls without being the dealer becomes the privileged player: they may lead an elder card before their other cards, but if anyone else wins the round, they lose points for themselves and for the other active player. Calling ends with the first call; then the dealer leads, that is, plays the first cards.',
      de: '{seat:1} hat die Ältestenkarten {card:sup-1}, {card:sin-9} und {card:wan-sin}, dazu eine lange Folge von {card:gon-2} bis {card:gon-5} – gute Aussichten –, und sagt an. Wer ansagt, ohne Geber zu sein, wird privilegierter Spieler: Er darf eine Ältestenkarte vor seinen übrigen Karten ausspielen, verliert aber Punkte für sich und zusätzlich für den anderen aktiven Spieler, wenn ein anderer die Runde gewinnt. Mit der ersten Ansage endet das Ansagen; dann kommt der Geber heraus, das heißt, er spielt als Erster Karten aus.',
      expects: [
        { event: 'called', seat: 1, privileged: true },
        { elder: 'sup-1' },
        { elder: 'sin-9' },
        { elder: 'wan-sin' },
        { holds: 1, card: 'sup-1' },
        { holds: 1, card: 'sin-9' },
        { holds: 1, card: 'wan-sin' },
        { holdsPattern: 1, pattern: 'run', cards: ['gon-2', 'gon-3', 'gon-4', 'gon-5'] },
      ],
    },
  },
};
