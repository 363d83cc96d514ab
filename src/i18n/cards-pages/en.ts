/**
 * English strings of the Koi-Koi card pages (cards, quiz, cheat sheet) and
 * the card-names setting. `{name}` marks a placeholder the caller fills from
 * the engine or the card data, so no game number is typed here.
 */
export const cardsEn = {
  'names.legend': 'Card names',
  'names.traditional': 'Traditional',
  'names.mario-de': 'Mario Hanafuda (German edition)',
  'names.mario-en': 'Mario Hanafuda (English edition)',
  'names.hint':
    'Applies to every card on this site and is remembered on this device. Cards without a character in that edition keep their traditional name. With the English edition, the kinds of cards take its leaflet’s words too, such as “character cards” for animals.',
  'names.saved': 'Card names: {style}.',

  'filter.legend': 'Show cards',
  'filter.month': 'Month',
  'filter.allMonths': 'All months',
  'filter.kind': 'Kind',
  'filter.allKinds': 'All kinds',
  'filter.count': '{shown} of {total} cards shown.',
  'filter.countAll': 'All {total} cards shown.',
  'filter.reset': 'Show all cards',
  'filter.badMonth': 'The link asks for month “{value}”, which does not exist (1–12). Showing all months.',
  'filter.badKind': 'The link asks for kind “{value}”, which does not exist. Showing all kinds.',

  'catalog.month': '{month}: {plant}',
  'catalog.season': 'Season in the old calendar: {season}',
  'catalog.japanese': 'Japanese',
  'catalog.english': 'English',
  'catalog.german': 'German',
  'catalog.picture': 'Picture',
  'catalog.kind': 'Kind',
  'catalog.kindValue': '{kind}, {points}',
  'catalog.yaku': 'Yaku',
  'catalog.marioDe': 'Mario (German edition)',
  'catalog.marioEn': 'Mario (English edition)',
  'catalog.none': 'none',
  'catalog.jump': 'Jump to a month',

  'legend.pips':
    'Month pips (top left): a bar counts five, a dot counts one. One bar and two dots is month {example}.',
  'legend.kind': 'Kind mark (bottom right):',
  'legend.light': 'white star on a red disc: light',
  'legend.animal': 'paw: animal',
  'legend.ribbon':
    'small ribbon in the ribbon’s colour: ribbon – plain for a red ribbon, with a stroke of writing for a poem ribbon, with a pale band for a blue ribbon (the blue ribbon in the picture has two)',
  'legend.chaff': 'dot: chaff',

  'quiz.region': 'Card quiz',
  'quiz.progress': 'Question {n} of {total}',
  'quiz.score': 'Score: {right} of {answered}',
  'quiz.cardQuestion': 'Which month and which kind is this card?',
  'quiz.yakuQuestion': 'Which card completes {yaku}?',
  'quiz.yakuHave': 'You have captured:',
  'quiz.cardLabel': 'The card to identify: {picture}',
  'quiz.monthKind': '{month}: {plant} · {kind}',
  'quiz.keys': 'Keys: 1–4 choose an answer, Enter goes on.',
  'quiz.right': 'Right!',
  'quiz.wrong': 'Not quite: the answer is {answer}.',
  'quiz.next': 'Next question',
  'quiz.finish': 'See the result',
  'quiz.done': 'Done: {right} of {total} right.',
  'quiz.review': 'Your mistakes',
  'quiz.noMistakes': 'No mistakes – well done!',
  'quiz.yourAnswer': 'your answer: {answer}',
  'quiz.correctAnswer': 'right: {answer}',
  'quiz.restart': 'New quiz',
  'quiz.noscript': 'The quiz needs JavaScript. The card catalogue works without it.',
  'quiz.badSeed': 'The link’s quiz number “{value}” is not valid. A new quiz was started.',
  'quiz.corrupt': 'Your saved quiz could not be read and was discarded.',
  'quiz.rules': 'Yaku as counted by {preset}.',

  'sheet.months': 'The 48 cards by month',
  'sheet.yaku': 'Yaku and their points',
  'sheet.yakuTable': 'Table of the yaku, by rule set',
  'sheet.yakuCol': 'Yaku',
  'sheet.cards': 'Cards',
  'sheet.notInRules': '–',
  'sheet.notInRulesNote': '– = not a yaku under these rules.',
  'sheet.extras': '+1 per further card.',
} as const;

/** A key of the card pages' dictionary. */
export type CardsKey = keyof typeof cardsEn;
