/**
 * English strings of the print-and-play deck pages. Sizes and page counts
 * are filled in from components/print-layout.ts.
 */
export const printDeckEn = {
  'size.legend': 'Card size',
  'size.standard': 'Standard',
  'size.large': 'Large',
  'size.detail': '{width} × {height} mm: {a4} on A4, {letter} on US Letter',
  'pages.one': '1 page',
  'pages.other': '{count} pages',
  'deck.label': 'The {count} cards as they print',
  'side.legend': 'Side to print',
  'side.fronts': 'Fronts',
  'side.frontsDetail': 'the card faces, with lines to cut along',
  'side.backs': 'Backs',
  'side.backsDetail': 'mirrored, to print on the back of the printed fronts',
  'backs.label': '{count} card backs, mirrored, as they print',
  'print.credit': 'Cards: Hanafuda & Hakka, {url} · CC BY-SA 4.0',
} as const;

/** A key of the print-deck dictionary. */
export type PrintDeckKey = keyof typeof printDeckEn;
