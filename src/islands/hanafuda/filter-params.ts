/**
 * The card filter's URL parameters: `?month=3&kind=light`. Parsing returns
 * the valid values and a typed error per bad parameter instead of throwing,
 * so a malformed link shows a message and changes nothing.
 */
import { CARD_KINDS, type CardKind, MONTHS, type Month } from '../../engine/hanafuda/card-ids';

/** The filter: `null` means "all". */
export interface CardFilterState {
  readonly month: Month | null;
  readonly kind: CardKind | null;
}

/** A rejected parameter: which one and the value the link gave. */
export interface FilterParamError {
  readonly code: 'invalid-month' | 'invalid-kind';
  readonly value: string;
}

/** The result of {@link parseFilterParams}. */
export interface ParsedFilter {
  readonly filter: CardFilterState;
  readonly errors: readonly FilterParamError[];
}

/**
 * Reads the filter from a query string; absent parameters mean "all", bad
 * ones are reported and ignored.
 * @example parseFilterParams('?month=13&kind=light')
 * // { filter: { month: null, kind: 'light' }, errors: [{ code: 'invalid-month', value: '13' }] }
 */
export function parseFilterParams(search: string): ParsedFilter {
  const params = new URLSearchParams(search);
  const errors: FilterParamError[] = [];
  let month: Month | null = null;
  let kind: CardKind | null = null;
  const rawMonth = params.get('month');
  if (rawMonth !== null) {
    const n = /^\d{1,2}$/.test(rawMonth) ? Number(rawMonth) : Number.NaN;
    if ((MONTHS as readonly number[]).includes(n)) month = n as Month;
    else errors.push({ code: 'invalid-month', value: rawMonth });
  }
  const rawKind = params.get('kind');
  if (rawKind !== null) {
    if ((CARD_KINDS as readonly string[]).includes(rawKind)) kind = rawKind as CardKind;
    else errors.push({ code: 'invalid-kind', value: rawKind });
  }
  return { filter: { month, kind }, errors };
}

/**
 * The query string for a filter, keeping other parameters ('' when none).
 * @example filterSearch('', { month: 3, kind: null }) // '?month=3'
 */
export function filterSearch(current: string, filter: CardFilterState): string {
  const params = new URLSearchParams(current);
  if (filter.month === null) params.delete('month');
  else params.set('month', String(filter.month));
  if (filter.kind === null) params.delete('kind');
  else params.set('kind', filter.kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether a card of `month` and `kind` passes the filter. */
export function matchesFilter(filter: CardFilterState, month: number, kind: string): boolean {
  return (filter.month === null || filter.month === month) && (filter.kind === null || filter.kind === kind);
}
