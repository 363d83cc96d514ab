import type { CardsKey } from './en';

/**
 * German strings of the Koi-Koi card pages. Terms follow the site glossary
 * (Licht, Tier, Fahne, Kasu, Yaku); the reader is addressed with „du“.
 */
export const cardsDe = {
  'names.legend': 'Kartennamen',
  'names.traditional': 'Traditionell',
  'names.mario-de': 'Mario Hanafuda (deutsche Ausgabe)',
  'names.mario-en': 'Mario Hanafuda (englische Ausgabe)',
  'names.hint':
    'Gilt für alle Karten dieser Website und wird auf diesem Gerät gespeichert. Karten ohne Figur in der gewählten Ausgabe behalten ihren traditionellen Namen. Bei der deutschen Ausgabe heißen auch die Kartenarten wie in ihrer Anleitung, etwa „Tier-Karten“ statt „Tiere“.',
  'names.saved': 'Kartennamen: {style}.',

  'filter.legend': 'Karten anzeigen',
  'filter.month': 'Monat',
  'filter.allMonths': 'Alle Monate',
  'filter.kind': 'Art',
  'filter.allKinds': 'Alle Arten',
  'filter.count': '{shown} von {total} Karten angezeigt.',
  'filter.countAll': 'Alle {total} Karten angezeigt.',
  'filter.reset': 'Alle Karten zeigen',
  'filter.badMonth':
    'Der Link verlangt den Monat „{value}“, den es nicht gibt (1–12). Du siehst alle Monate.',
  'filter.badKind': 'Der Link verlangt die Art „{value}“, die es nicht gibt. Du siehst alle Arten.',

  'catalog.month': '{month}: {plant}',
  'catalog.season': 'Jahreszeit im alten Kalender: {season}',
  'catalog.japanese': 'Japanisch',
  'catalog.english': 'Englisch',
  'catalog.german': 'Deutsch',
  'catalog.picture': 'Bild',
  'catalog.kind': 'Art',
  'catalog.kindValue': '{kind}, {points}',
  'catalog.yaku': 'Yaku',
  'catalog.marioDe': 'Mario (deutsche Ausgabe)',
  'catalog.marioEn': 'Mario (englische Ausgabe)',
  'catalog.none': 'keins',
  'catalog.jump': 'Zu einem Monat springen',

  'legend.pips':
    'Monatszeichen (oben links): Ein Balken zählt fünf, ein Punkt eins. Ein Balken und zwei Punkte sind also Monat {example}.',
  'legend.kind': 'Artzeichen (unten rechts):',
  'legend.light': 'weißer Stern auf roter Scheibe: Licht',
  'legend.animal': 'Pfote: Tier',
  'legend.ribbon':
    'kleine Fahne in der Farbe der Fahne: Fahne – schlicht bei einer roten Fahne, mit einem Schriftzug bei einer roten Fahne mit Schrift, mit einem hellen Band bei einer blauen Fahne (die blaue Fahne im Bild hat zwei)',
  'legend.chaff': 'Punkt: Kasu',

  'quiz.region': 'Kartenquiz',
  'quiz.progress': 'Frage {n} von {total}',
  'quiz.score': 'Punkte: {right} von {answered}',
  'quiz.cardQuestion': 'Welcher Monat und welche Art ist diese Karte?',
  'quiz.yakuQuestion': 'Welche Karte vervollständigt „{yaku}“?',
  'quiz.yakuHave': 'Du hast schon gefangen:',
  'quiz.cardLabel': 'Die gesuchte Karte: {picture}',
  'quiz.monthKind': '{month}: {plant} · {kind}',
  'quiz.keys': 'Tasten: 1–4 wählen eine Antwort, Enter geht weiter.',
  'quiz.right': 'Richtig!',
  'quiz.wrong': 'Leider nicht: Richtig ist {answer}.',
  'quiz.next': 'Nächste Frage',
  'quiz.finish': 'Zum Ergebnis',
  'quiz.done': 'Geschafft: {right} von {total} richtig.',
  'quiz.review': 'Deine Fehler',
  'quiz.noMistakes': 'Keine Fehler – sehr gut!',
  'quiz.yourAnswer': 'deine Antwort: {answer}',
  'quiz.correctAnswer': 'richtig: {answer}',
  'quiz.restart': 'Neues Quiz',
  'quiz.noscript': 'Das Quiz braucht JavaScript. Die Kartenübersicht funktioniert auch ohne.',
  'quiz.badSeed': 'Der Startwert „{value}“ im Link ist ungültig. Ein neues Quiz wurde begonnen.',
  'quiz.corrupt': 'Dein gespeichertes Quiz war nicht lesbar und wurde verworfen.',
  'quiz.rules': 'Yaku gezählt nach: {preset}.',

  'sheet.months': 'Die 48 Karten nach Monaten',
  'sheet.yaku': 'Yaku und ihre Punkte',
  'sheet.yakuTable': 'Tabelle der Yaku, nach Regelwerk',
  'sheet.yakuCol': 'Yaku',
  'sheet.cards': 'Karten',
  'sheet.notInRules': '–',
  'sheet.notInRulesNote': '– = nach diesen Regeln kein Yaku.',
  'sheet.extras': '+1 je weitere Karte.',
} as const satisfies Record<CardsKey, string>;
