/**
 * English prose of the Interpretations page: every option of the engine
 * (OPTION_LIST) and every fixed reading (FIXED_READINGS), keyed by reasonKey.
 * Quotes from the German seed stay short and in German.
 */
import type { InterpretationTexts } from './interpretations-types';

/** English Interpretations texts. */
export const interpretationsEn: InterpretationTexts = {
  options: {
    'hakka.interpretation.wanSinInSets': {
      title: 'May Wan Sin complete a set of 1s?',
      seed: 'Wan Sin has the value 1 („den nummerischen Wert von 1“) but no suit, and a set is three or more cards of the same number.',
      open: 'Whether the suitless card may stand in a set of 1s next to the suited 1s.',
      values: {
        true: 'Wan Sin counts as a 1 in sets (Gon 1, Zok 1 and Wan Sin are a set).',
        false: 'Wan Sin never joins a set; it is only ever played as a single.',
      },
      why: 'Read literally, Wan Sin has the same number as the 1s, so it belongs in their sets. Five Tigers also treats it as a fifth 1, and the traditional game counts it as the extra 1.',
    },
    'hakka.interpretation.discardsPromoteElders': {
      title: 'Do face-down discards promote elder cards?',
      seed: 'A new elder appears when the suit’s elder is played („gespielt“): once Sup 9 has gone, Sup 8 is unbeatable.',
      open: 'Cards that a player could not use and laid face down also leave the game. Nobody sees them.',
      values: {
        false: 'Only cards played face up change the elders.',
        true: 'Face-down discards count as gone too, so they can promote an elder.',
      },
      why: 'The description speaks of playing, and only face-up cards are known to the table. A card nobody can see cannot make another card visibly unbeatable.',
    },
    'hakka.interpretation.declarationCount': {
      title: 'What is counted when you declare and when you are paid?',
      seed: 'You may declare when your tricks plus the elder cards in your hand make {declareAt} or more („gleich oder größer 6“). The payment table then speaks of tricks won („6 Stiche gewonnen - 1 Punkt“ and so on).',
      open: 'Whether the table’s tricks won are that same count, elders included, or only the tricks taken in play.',
      values: {
        'tricks-plus-elders':
          'The same count – tricks plus elders in hand – allows the declaration and sets the payment.',
        'tricks-only': 'Tricks plus elders allow the declaration, but only the tricks won are paid for.',
      },
      why: 'Elder cards in hand are tricks you are sure to take, which is why they count at all. Using one number for both keeps the rule simple; a declaration on elders alone would otherwise often pay nothing. The table starts at {declareAt}, the count that allows a declaration, and the dreamer too is paid for tricks never played.',
    },
    'hakka.interpretation.callingEndsAtFirstCall': {
      title: 'Does calling stop at the first player who calls?',
      seed: 'The dealer decides first; only if they pass („zu passen“) is it the next player’s turn.',
      open: 'Whether the remaining players are still asked once somebody has called.',
      values: {
        true: 'The first call ends the calling phase.',
        false:
          'Every active player is asked in turn; the first non-dealer who calls is the privileged player.',
      },
      why: 'The text hands the turn on only after a pass. A call means “I play to win”, and the round has only one such player.',
    },
    'hakka.interpretation.fiveTigersClaimant': {
      title: 'Who may claim Five Tigers?',
      seed: 'It is addressed to whoever holds the four 1s and Wan Sin („wenn Sie die 1en aller Kartenfarben haben“).',
      open: 'Whether only a player who called may claim it.',
      values: {
        'any-active': 'Any active player holding the five cards may claim.',
        'caller-only': 'Only the dealer who called or the privileged player may claim.',
      },
      why: 'The sentence names no condition besides holding the cards, so we add none.',
    },
    'hakka.interpretation.fiveTigersTiming': {
      title: 'When may Five Tigers be claimed?',
      seed: 'After the calling phase („Nach der Phase des Ansagens“) the holder can win at once („sofort mit acht Stichen gewinnen“).',
      open: 'Whether the chance comes only once, before the first lead, or again later.',
      values: {
        'after-calling': 'Once, right after calling and before the first card is led.',
        'when-leading': 'Also later, whenever the holder leads a trick and still holds all five cards.',
      },
      why: 'The text names one moment in the round, the end of calling, and none later; its “at once” is about winning without playing the tricks. Later, leading one of the five cards would break the hand anyway.',
    },
    'hakka.interpretation.noDeclaration': {
      title: 'What if all cards are played and nobody declared?',
      seed: 'Winning needs a declaration: you may declare victory („können Sie den Sieg erklären“). The description does not say what happens without one.',
      open: 'Whether a round that ends without a declaration scores at all.',
      values: {
        'no-score': 'Nobody scores; the round is over.',
        'most-tricks':
          'A single player with the most tricks, {declareAt} or more, is scored as if they had declared.',
      },
      why: 'Declaring is a choice, and the description only pays a player who made it. Scoring an undeclared round would reward a player who let their chance pass.',
    },
    'hakka.interpretation.redealDealer': {
      title: 'Who deals after a redeal?',
      seed: 'If nobody calls, the cards are dealt again; a dealer who passes hands the deal to the next player anticlockwise.',
      open: 'Whether the sentence about a passing dealer also covers a round where everybody passed.',
      values: {
        next: 'The next player anticlockwise deals.',
        same: 'The same dealer deals again.',
      },
      why: 'The dealer passed, and the description says what follows from that. Nothing in a redeal suggests an exception.',
    },
    'hakka.interpretation.redealCountsAsRound': {
      title: 'Does a redeal use up a round?',
      seed: 'The round is abandoned and a new round begins („es beginnt eine neue Runde“); the game ends after {rounds} rounds.',
      open: 'Whether the abandoned deal counts towards the {rounds} rounds.',
      values: {
        true: 'Yes: a redeal uses up one of the rounds.',
        false: 'No: only rounds that were played count.',
      },
      why: 'The description itself calls the abandoned deal a round, and counting it also guarantees that every game ends.',
    },
    'hakka.interpretation.dealerCallerPays': {
      title: 'How does a dealer who called and lost pay?',
      seed: 'The double payment is stated only for a player who called without being the dealer („nicht der Geber“).',
      open: 'Whether a dealer who called takes the same risk.',
      values: {
        'own-share': 'The dealer pays only their own share, like any other loser.',
        'for-both':
          'The dealer pays for themselves and for the other active player, like the privileged player.',
      },
      why: 'The dealer already gains something by calling – they keep the deal – and the description ties the double payment to the privileged player only.',
    },
    'hakka.interpretation.dreamerPaidBy': {
      title: 'Who pays the dreamer when the privileged player loses?',
      seed: 'The privileged player pays for themselves and for the other active player, who loses nothing („keine Punkte“).',
      open: 'The example only shows the winner’s share. The dreamer collects too.',
      values: {
        privileged: 'The privileged player also pays the dreamer for both losers.',
        'each-loser': 'Each loser pays the dreamer their own share; only the winner’s share is doubled.',
      },
      why: 'If the other player really loses nothing, they cannot pay the dreamer either, so the privileged player covers that share as well.',
    },
    'hakka.interpretation.privilegedElderFromHighestSuit': {
      title: 'Must the privileged player’s early elder come from their highest suit?',
      seed: 'The privileged player may play an elder card from their hand („aus seinem Blatt“) before their other cards.',
      open: 'Whether the rule that a single comes from the highest suit in hand still binds them.',
      values: {
        false: 'They may lead any elder in their hand, from any suit.',
        true: 'The elder must come from the highest suit in their hand.',
      },
      why: 'The exception names any elder in their hand, and the privilege would be worth little if it were tied to one suit.',
    },
    'hakka.interpretation.singleLeadSuit': {
      title: 'Which “highest suit” binds a led single?',
      seed: 'A single must come from the highest suit in hand („mit dem höchsten Rang in Ihrem Blatt“), a non-elder before an elder.',
      open: 'When the highest suit in hand holds only elder cards: must you lead that elder, or the next suit’s non-elders?',
      values: {
        'non-elders': 'The highest suit among your non-elder cards; elders wait until no other card is left.',
        'whole-hand': 'The highest suit in your whole hand: its non-elders first, then its elders.',
      },
      why: 'The description insists that a non-elder comes before an elder. Reading the highest suit among the non-elders keeps that promise in every hand.',
    },
  },
  readings: {
    'hakka.reading.singleSameSuit': {
      title: 'A single is beaten only by a higher card of the same suit',
      seed: 'Singles are ranked by number („nach Zahl geordnet“), and once Sup 9 is gone, Sup 8 is unbeatable.',
      reading:
        'If any higher number could beat a single, Sup 8 would never become unbeatable – Gon 9 would still beat it. So only a higher card of the same suit beats a single.',
    },
    'hakka.reading.leadSuitBindsLeader': {
      title: 'The highest-suit rule binds the player who leads',
      seed: 'A single must come from the highest suit in your hand.',
      reading:
        'This binds the player who leads a single. A player who follows has to beat the single on the table, which they can only do with the same suit anyway.',
    },
    'hakka.reading.followerMustBeat': {
      title: 'If you can beat the table, you must',
      seed: 'Only if your cards cannot beat the pattern („nicht schlagen können“) do you lay that many cards face down.',
      reading:
        'A player who can beat the table may not discard instead; they have to play a pattern that beats it.',
    },
    'hakka.reading.beatTheBest': {
      title: 'Beat the best pattern on the table',
      seed: 'After everyone has played, the highest pattern wins the trick.',
      reading:
        'The third player has to beat the best pattern so far, not only the lead: otherwise their cards could not win the trick.',
    },
    'hakka.reading.setOrder': {
      title: 'Sets rank by number, with 1s just below 9s',
      seed: 'Sets are ranked by number („nach Zahlen geordnet“), and a set of 1s can only be beaten by a set of 9s („kann nur von einem Satz aus 9en gestochen werden“).',
      reading:
        'We rank sets 2, 3, … 8, then 1s, then 9s. That keeps one order for every set: if 1s lose only to 9s when they lie on the table, they also beat 8s when they are played in reply.',
    },
    'hakka.reading.fiveTigersScoring': {
      title: 'Five Tigers is scored like a declaration',
      seed: 'You win at once with {tigersTricks} tricks and {tigersPoints} points („vier Punkte“).',
      reading:
        'We score it as a declaration with a count of {tigersTricks}, which the payment table turns into {tigersPoints} points. The dreamer wakes as usual, and a privileged player who loses pays as usual.',
    },
  },
};
