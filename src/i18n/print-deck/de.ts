/** German strings of the print-and-play deck pages (keys: en.ts). */
import type { PrintDeckKey } from './en';

export const printDeckDe: Readonly<Record<PrintDeckKey, string>> = {
  'size.legend': 'Kartengröße',
  'size.standard': 'Normal',
  'size.large': 'Groß',
  'size.detail': '{width} × {height} mm: {a4} auf A4, {letter} auf US-Letter',
  'pages.one': '1 Seite',
  'pages.other': '{count} Seiten',
  'deck.label': 'Die {count} Karten, wie sie gedruckt werden',
  'side.legend': 'Was gedruckt wird',
  'side.fronts': 'Vorderseiten',
  'side.frontsDetail': 'die Kartenbilder, mit Linien zum Ausschneiden',
  'side.backs': 'Rückseiten',
  'side.backsDetail': 'gespiegelt, für die Rückseite der bedruckten Bögen',
  'backs.label': '{count} Kartenrückseiten, gespiegelt, wie sie gedruckt werden',
  'print.credit': 'Karten: Hanafuda & Hakka, {url} · CC BY-SA 4.0',
};
