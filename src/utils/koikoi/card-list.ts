/**
 * Card lists written as text: `"m01-light,m03-light"` in MDX props and in the
 * calculator's `cards=` URL parameter.
 */
import { EngineError } from '../../engine/errors';
import type { CardId } from '../../engine/hanafuda/card-ids';
import { isCardId } from '../../engine/hanafuda/cards';

/**
 * Parses a comma-separated card list (spaces around ids are ignored, an empty
 * string is an empty list). Throws `EngineError` code `'unknown-card'` or
 * `'duplicate-card'` with `details.value` naming the offending entry.
 *
 * @example
 * parseCardList('m01-light, m03-light'); // ['m01-light', 'm03-light']
 */
export function parseCardList(text: string): CardId[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const seen = new Set<CardId>();
  return trimmed.split(',').map((part) => {
    const id = part.trim();
    if (!isCardId(id)) throw new EngineError('unknown-card', `Unknown card id: ${id}`, { value: id });
    if (seen.has(id)) throw new EngineError('duplicate-card', `Duplicate card id: ${id}`, { value: id });
    seen.add(id);
    return id;
  });
}
