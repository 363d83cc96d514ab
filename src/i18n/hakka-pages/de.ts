import type { HakkaPagesKey } from './en';

/**
 * German strings of the Hakka card pages. Terms follow the site glossary
 * (Farbe, Stich, Ältestenkarte, Folge, Satz, Einzelkarte); the reader is
 * addressed with „du“.
 */
export const hakkaPagesDe = {
  'card.elder': 'Ältestenkarte',
  'card.hidden': 'Verdeckte Karte',

  'chart.caption':
    'Die Hakka-Karten: eine Zeile je Farbe, die höchste zuerst, eine Spalte je Zahl. Ein Stern markiert die Ältestenkarten zu Beginn einer Runde.',
  'chart.suit': 'Farbe',
  'chart.number': 'Zahl',
  'chart.highest': 'höchste',
  'chart.lowest': 'niedrigste',
  'chart.wanSin': '{name} gehört zu keiner Farbe und zählt als {n}.',

  'legend.header': 'Das farbige Feld oben zeigt die Zahl; jede Farbe hat ihren eigenen Farbton.',
  'legend.character': 'Das Schriftzeichen in der Mitte nennt die Farbe.',
  'legend.pips': 'Die Symbole unten zählen die Zahl noch einmal ab; jede Farbe hat ihr eigenes Symbol.',
  'legend.star': 'Ein Stern in der Ecke markiert eine Ältestenkarte.',
  'legend.meaning': '„{meaning}“',
  'legend.pip': 'Symbole: {pip}',
  'pip.sup': 'Rauten',
  'pip.gon': 'Münzrollen',
  'pip.zok': 'geknotete Schnüre',
  'pip.sin': 'runde Münzen',
  'legend.wanSin': 'Schwarzes Feld, eine große goldene Münze',

  'facts.order':
    'Die Farben von der höchsten zur niedrigsten: {order}. Folgen vergleichst du zuerst nach Farbe, dann nach Zahl. Eine Einzelkarte dagegen wird nur von einer höheren Karte derselben Farbe geschlagen.',
  'facts.elders':
    'Zu Beginn einer Runde sind {list} Ältestenkarten. Keine Einzelkarte schlägt eine Ältestenkarte – spielst du sie als Einzelkarte aus, gewinnt sie den Stich.',
  'facts.move':
    'Die Ältestenkarten wandern: Sobald {played} offen gespielt wurde, ist {promoted} die höchste verbliebene Karte ihrer Farbe und wird zur Ältestenkarte.',
  'facts.leadOnly':
    '{list} können keine andere Einzelkarte schlagen. Spielst du aber eine von ihnen aus, gewinnt sie den Stich, denn umgekehrt kann auch keine Karte sie schlagen.',
  'sheet.cards': 'Karten',
  'sheet.patterns': 'Muster',
  'sheet.patternsTable': 'Mustertabelle',
  'sheet.kind': 'Muster',
  'sheet.what': 'Was es ist',
  'sheet.compare': 'Geschlagen von',
  'sheet.examples': 'Beispiele',
  'kind.run': 'Folge',
  'kind.set': 'Satz',
  'kind.single': 'Einzelkarte',
  'what.run': '{min} oder mehr aufeinanderfolgende Zahlen einer Farbe',
  'what.set': '{min} oder mehr Karten derselben Zahl',
  'what.single':
    'eine Karte aus der höchsten Farbe unter deinen Nicht-Ältestenkarten; Ältestenkarten erst, wenn nur noch sie übrig sind',
  'compare.run': 'eine gleich lange Folge einer höheren Farbe oder derselben Farbe mit höheren Zahlen',
  'compare.set': 'ein gleich großer Satz einer höheren Zahl: {order}',
  'compare.single':
    'eine höhere Karte derselben Farbe; Ältestenkarten sowie {leadOnly} werden nie geschlagen',
  'sheet.beats': '{reply} schlägt {lead}',
  'sheet.notBeats': '{reply} schlägt {lead} nicht',
  'sheet.follow':
    'Antworte mit demselben Muster und derselben Kartenzahl oder lege so viele Karten verdeckt ab. Das beste Muster gewinnt so viele Stiche, wie es Karten hat; wer es gespielt hat, spielt als Nächstes aus.',
  'sheet.elders': 'Ältestenkarten',
  'sheet.payments': 'Abrechnung',
  'sheet.payTable': 'Abrechnungstabelle',
  'sheet.tricks': 'Stiche',
  'sheet.points': 'Punkte von jedem Zahlenden',
  'sheet.payNote':
    'Der Gewinner und der Träumer kassieren jeweils von den anderen aktiven Spielern. Ein privilegierter Spieler, der nicht gewinnt, zahlt für sich und für den anderen aktiven Spieler.',
  'sheet.phases': 'Eine Runde, Phase für Phase',
  'phaseTitle.deal': 'Geben',
  'phase.deal':
    'Ein zufällig bestimmter Spieler gibt; wer ihm gegenübersitzt, ist der Träumer und setzt aus. Alle bekommen eine Karte, dann die aktiven Spieler weitere, bis jeder {hand} hat.',
  'phaseTitle.call': 'Ansagen',
  'phase.call':
    'Der Geber zuerst, dann gegen den Uhrzeigersinn: ansagen oder passen. Sagt der Geber an, gibt er auch die nächste Runde; wer sonst ansagt, wird privilegierter Spieler. Sagt niemand an, wird neu gegeben.',
  'phaseTitle.play': 'Ausspielen',
  'phase.play':
    'Der Geber spielt eine Folge, einen Satz oder eine Einzelkarte aus; die anderen müssen das Muster schlagen oder ebenso viele Karten verdeckt ablegen.',
  'phaseTitle.score': 'Abrechnen',
  'phase.score':
    'Direkt nach einem gewonnenen Stich darfst du den Sieg erklären, wenn deine Stiche und die Ältestenkarten auf deiner Hand zusammen {min} oder mehr ergeben. Der Träumer erwacht mit {dream} Stichen, dazu einer je Karte auf der Hand des Gewinners mit der Zahl seiner Karte. Ein Spiel hat {rounds} Runden.',
  'quiz.region': 'Hakka-Kartenquiz',
  'quiz.progress': 'Frage {n} von {total}',
  'quiz.score': 'Punkte: {right} von {answered}',
  'quiz.keys': 'Tasten: 1–{n} wählen eine Antwort, Enter geht weiter.',
  'quiz.right': 'Richtig!',
  'quiz.wrong': 'Nicht ganz: Richtig ist „{answer}“.',
  'quiz.next': 'Nächste Frage',
  'quiz.finish': 'Zum Ergebnis',
  'quiz.done': 'Geschafft: {right} von {total} richtig.',
  'quiz.review': 'Deine Fehler',
  'quiz.noMistakes': 'Keine Fehler – stark!',
  'quiz.yourAnswer': 'deine Antwort: {answer}',
  'quiz.correctAnswer': 'richtig: {answer}',
  'quiz.restart': 'Neues Quiz',
  'quiz.noscript':
    'Das Quiz braucht JavaScript. Die Kartenseite und der Spickzettel funktionieren auch ohne.',
  'quiz.badSeed':
    'Der Startwert „{value}“ im Link ist ungültig. Dein gespeichertes Quiz geht stattdessen weiter.',
  'quiz.corrupt': 'Dein gespeichertes Quiz war nicht lesbar und wurde verworfen.',
  'quiz.identify': 'Welche Karte ist das?',
  'quiz.cardLabel': 'Die gesuchte Karte',
  'quiz.elder': 'Ist {card} jetzt eine Ältestenkarte?',
  'quiz.played': 'Bisher offen gespielt:',
  'quiz.subject': 'Die Karte, um die es geht:',
  'quiz.beats': 'Schlägt die Antwort das ausgespielte Muster?',
  'quiz.lead': 'Ausgespielt',
  'quiz.reply': 'Antwort',
  'quiz.yes': 'Ja',
  'quiz.no': 'Nein',
  'explain.identify': '{name}: Farbe {suit} ({hanzi}), Zahl {n}.',
  'explain.identifyWan': '{name}: keine Farbe, zählt als {n}.',
  'explain.elderTop':
    '{card} ist die höchste noch nicht gespielte Karte ihrer Farbe, also kann keine Einzelkarte sie schlagen.',
  'explain.elderSpecial':
    '{card} bleibt Ältestenkarte, bis sie gespielt wird: Sie gewinnt jeden Stich, den sie eröffnet.',
  'explain.elderNot':
    '{top} ist noch nicht gespielt und schlägt {card} – also ist {card} keine Ältestenkarte.',
  'explain.single-higher': '{reply} ist eine höhere Karte der ausgespielten Farbe.',
  'explain.single-lower': '{reply} ist nicht höher als {lead}.',
  'explain.single-suit': 'Eine Einzelkarte wird nur von einer höheren Karte derselben Farbe geschlagen.',
  'explain.single-lead-only': '{list} schlagen keine Einzelkarte und werden von keiner geschlagen.',
  'explain.run-suit': 'Folgen vergleichst du zuerst nach Farbe: {order}.',
  'explain.run-number': 'Bei Folgen derselben Farbe entscheiden die Zahlen.',
  'explain.set-order': 'Sätze vergleichst du nach Zahl in der Reihenfolge {order}.',
} as const satisfies Record<HakkaPagesKey, string>;
