/** Values for the `{name}` placeholders of a Hakka string. */
export type HakkaParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders; an unknown placeholder stays visible so a
 * missing value shows instead of vanishing.
 *
 * @example
 * fillHakka('{n} tricks', { n: 6 }); // '6 tricks'
 */
export function fillHakka(text: string, params?: HakkaParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
