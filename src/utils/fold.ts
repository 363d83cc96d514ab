/**
 * Text folded for matching what people type: lower case, without
 * diacritics, so "ō" finds "o" and "Blüte" finds "blute". Used by the
 * calculator's card search and the 404 page's suggestions.
 *
 * @example
 * fold('Ōmatsu Blüte'); // 'omatsu blute'
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
