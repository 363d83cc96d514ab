/**
 * Text folded for matching what people type: lower case, without
 * diacritics, so "ō" finds "o" and "Blüte" finds "blute". Used by the
 * calculator's card search, the 404 page's suggestions and the search
 * dialog's match of headings (`search-heading.ts`).
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
