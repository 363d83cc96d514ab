/**
 * What the search dialog's status line says. It is a live region, so a
 * screen reader announces it; it never promises more than the list shows:
 * with more results than the list holds it says how many are shown
 * ("10 of 29 results for “scoring”"), and the "Show more results" button
 * below the list adds the next ones.
 *
 * @example
 * resultStatus(strings, 'scoring', 10, 29); // '10 of 29 results for “scoring”'
 */

/** The dialog's texts in the page's language (`search.*` in src/i18n/ui). */
export interface SearchStrings {
  loading: string;
  pending: string;
  none: string;
  count: string;
  countOne: string;
  shown: string;
  error: string;
  hint: string;
}

/** A text with its `{name}` placeholders filled; unknown ones stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The status for `count` results of `query` of which the list shows the first `shown`. */
export function resultStatus(strings: SearchStrings, query: string, shown: number, count: number): string {
  if (count === 0) return fill(strings.none, { query });
  if (shown < count) return fill(strings.shown, { shown, count, query });
  return fill(count === 1 ? strings.countOne : strings.count, { count, query });
}
