/**
 * English strings of the Hakka card pages (cards, cheat sheet, quiz) and of
 * the rendered Hakka cards. `{name}` marks a placeholder filled from the
 * engine or the card data, so no game number is typed here.
 */
export const hakkaPagesEn = {
  'card.elder': 'elder card',
  'card.hidden': 'Hidden card',

  'chart.caption':
    'The Hakka cards: one row per suit, highest first, one column per number. A star marks the elder cards at the start of a round.',
  'chart.suit': 'Suit',
  'chart.number': 'Number',
  'chart.highest': 'highest',
  'chart.lowest': 'lowest',
  'chart.wanSin': '{name} belongs to no suit and counts as {n}.',

  'legend.header': 'The coloured box at the top shows the number; its colour is the suit’s.',
  'legend.character': 'The character in the middle names the suit.',
  'legend.pips': 'The pips at the bottom count the number again, each suit with its own pip.',
  'legend.star': 'A star in the corner marks an elder card.',
  'legend.meaning': '“{meaning}”',
  'legend.pip': 'Pips: {pip}',
  'pip.sup': 'lozenges',
  'pip.gon': 'rolls of coins',
  'pip.zok': 'knotted cords',
  'pip.sin': 'round coins',
  'legend.wanSin': 'Black box, one large gold coin',

  'facts.order':
    'The suits rank from highest to lowest: {order}. Runs compare by suit first and then by number. A single card, though, can only be beaten by a higher card of its own suit.',
  'facts.elders':
    'At the start of a round the elder cards are {list}. No single card beats an elder, so an elder led as a single wins its trick.',
  'facts.move':
    'The elders move: once {played} has been played face up, {promoted} is the highest card left in its suit and becomes an elder.',
  'facts.leadOnly':
    '{list} cannot beat any other single card. Lead one of them, though, and it wins the trick, because no card can beat it either.',
  'sheet.cards': 'Cards',
  'sheet.patterns': 'Patterns',
  'sheet.patternsTable': 'Pattern table',
  'sheet.kind': 'Pattern',
  'sheet.what': 'What it is',
  'sheet.compare': 'What beats it',
  'sheet.examples': 'Examples',
  'kind.run': 'Run',
  'kind.set': 'Set',
  'kind.single': 'Single',
  'what.run': '{min} or more consecutive numbers of one suit',
  'what.set': '{min} or more cards of one number',
  'what.single': 'one card, from the highest suit among your non-elder cards; elders last',
  'compare.run': 'a run of the same length in a higher suit, or in the same suit with higher numbers',
  'compare.set': 'a set of the same size with a higher number: {order}',
  'compare.single': 'a higher card of the same suit; elders and {leadOnly} are never beaten',
  'sheet.beats': '{reply} beats {lead}',
  'sheet.notBeats': '{reply} does not beat {lead}',
  'sheet.follow':
    'Reply with the same pattern and the same number of cards, or discard that many face down. The best pattern wins as many tricks as it has cards; its player leads next.',
  'sheet.elders': 'Elder cards',
  'sheet.payments': 'Payments',
  'sheet.payTable': 'Payment table',
  'sheet.tricks': 'Tricks',
  'sheet.points': 'Points from each payer',
  'sheet.payNote':
    'The winner and the dreamer each collect from the other active players. A privileged player who does not win pays for themselves and for the other active player.',
  'sheet.phases': 'A round, phase by phase',
  'phaseTitle.deal': 'Dealing',
  'phase.deal':
    'A random player deals; the one opposite is the dreamer and sits out. Everyone gets one card, then the active players get cards until each holds {hand}.',
  'phaseTitle.call': 'Calling',
  'phase.call':
    'Dealer first, then anticlockwise: call or pass. A dealer who calls deals again next round; a non-dealer who calls becomes the privileged player. Nobody calls: deal again.',
  'phaseTitle.play': 'Playing',
  'phase.play':
    'The dealer leads a run, a set or a single; the others must beat it or discard as many cards face down.',
  'phaseTitle.score': 'Scoring',
  'phase.score':
    'Right after winning a trick you may declare if your tricks plus the elders in your hand make {min} or more. The dreamer wakes with {dream} tricks, plus one per card in the winner’s hand with the number of the dreamer’s card. A game has {rounds} rounds.',
  'quiz.region': 'Hakka card quiz',
  'quiz.progress': 'Question {n} of {total}',
  'quiz.score': 'Score: {right} of {answered}',
  'quiz.keys': 'Keys: 1–{n} choose an answer, Enter goes on.',
  'quiz.right': 'Right!',
  'quiz.wrong': 'Not quite: the answer is “{answer}”.',
  'quiz.next': 'Next question',
  'quiz.finish': 'See the result',
  'quiz.done': 'Done: {right} of {total} right.',
  'quiz.review': 'Your mistakes',
  'quiz.noMistakes': 'No mistakes – well done!',
  'quiz.yourAnswer': 'your answer: {answer}',
  'quiz.correctAnswer': 'right: {answer}',
  'quiz.restart': 'New quiz',
  'quiz.noscript': 'The quiz needs JavaScript. The cards page and the cheat sheet work without it.',
  'quiz.badSeed': 'The link’s quiz number “{value}” is not valid. Your saved quiz goes on instead.',
  'quiz.corrupt': 'Your saved quiz could not be read and was discarded.',
  'quiz.identify': 'Which card is this?',
  'quiz.cardLabel': 'The card to identify',
  'quiz.elder': 'Is {card} an elder card now?',
  'quiz.played': 'Played face up so far:',
  'quiz.subject': 'The card in question:',
  'quiz.beats': 'Does the reply beat the lead?',
  'quiz.lead': 'Lead',
  'quiz.reply': 'Reply',
  'quiz.yes': 'Yes',
  'quiz.no': 'No',
  'explain.identify': '{name}: suit {suit} ({hanzi}), number {n}.',
  'explain.identifyWan': '{name}: no suit, counts as {n}.',
  'explain.elderTop': '{card} is the highest card of its suit not yet played, so no single can beat it.',
  'explain.elderSpecial': '{card} stays an elder until it is played: it wins any trick it leads.',
  'explain.elderNot': '{top} has not been played yet and beats {card}, so {card} is not an elder.',
  'explain.single-higher': '{reply} is a higher card of the led suit.',
  'explain.single-lower': '{reply} is not higher than {lead}.',
  'explain.single-suit': 'A single is beaten only by a higher card of its own suit.',
  'explain.single-lead-only': '{list} beat no single and are beaten by none.',
  'explain.run-suit': 'Runs compare by suit first: {order}.',
  'explain.run-number': 'Runs of the same suit compare by their numbers.',
  'explain.set-order': 'Sets compare by number in the order {order}.',
} as const;

/** A key of the Hakka card pages' dictionary. */
export type HakkaPagesKey = keyof typeof hakkaPagesEn;
