/**
 * Checks every lesson note of both games makes of its own words: a note
 * names cards, yaku and numbers only through placeholders (`{card:…}`,
 * `{points}` …), which the page fills from the engine, so it never types a
 * digit or a literal card or yaku name.
 *
 * @example
 * typedLiterals('turn step 2 (en)', 'You take the Rain Man.', ['Rain Man']);
 * // ['turn step 2 (en): types the name “Rain Man” instead of a placeholder']
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The note without its placeholders. */
export function bareText(text: string): string {
  return text.replace(/\{[^}]*\}/g, ' ');
}

/** Problems of a note's own words: a typed number, or a typed name from `names`. */
export function typedLiterals(where: string, text: string, names: readonly string[]): string[] {
  const bare = bareText(text);
  const problems: string[] = [];
  if (/\d/.test(bare)) problems.push(`${where}: types a number`);
  for (const name of names) {
    // A hyphen and a letter continue a compound ("Kasu-Karte" is a kind of card, not the yaku "Kasu").
    if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|(?!-\\p{L})[^\\p{L}\\d])`, 'u').test(bare)) {
      problems.push(`${where}: types the name “${name}” instead of a placeholder`);
    }
  }
  return problems;
}
