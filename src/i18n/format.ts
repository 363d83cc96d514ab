/** Values for the `{name}` placeholders of a UI string. */
export type Params = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders; unknown placeholders stay as they are so a
 * missing value is visible instead of silently empty.
 *
 * @example
 * fill('{n} points', { n: 6 }); // '6 points'
 */
export function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * A typed translator over one dictionary.
 *
 * @example
 * const t = translator(coreEn);
 * t('points.unit', { n: 6 });
 */
export function translator<K extends string>(dict: Readonly<Record<K, string>>) {
  return (key: K, params?: Params): string => fill(dict[key], params);
}
