// Every answer the card quiz can show, in both languages and every card-name
// style: no brackets inside brackets („April (Blauregen (Glyzinie))“ was one).
import { describe, expect, it } from 'vitest';
import { CARD_KINDS, HANAFUDA_CARD_IDS } from '../../../../src/cards/hanafuda/ids';
import { CARD_NAME_STYLES, cardName } from '../../../../src/i18n/hanafuda-cards';
import { LANGS } from '../../../../src/i18n/locales';
import { monthKindLabel } from '../../../../src/islands/hanafuda/quiz/labels';
import type { MonthKind } from '../../../../src/islands/hanafuda/quiz/questions';

/** The deepest nesting of round brackets in a text. */
function bracketDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '(') deepest = Math.max(deepest, ++depth);
    if (ch === ')') depth--;
  }
  return deepest;
}

const MONTH_KINDS: MonthKind[] = Array.from({ length: 12 }, (_, i) =>
  CARD_KINDS.map((kind) => ({ month: (i + 1) as MonthKind['month'], kind })),
).flat();

describe('card quiz answers', () => {
  it('never nest brackets, month and kind or card name, in any language and style', () => {
    const answers = LANGS.flatMap((lang) =>
      CARD_NAME_STYLES.flatMap((style) => [
        ...MONTH_KINDS.map((option) => monthKindLabel(option, lang, style)),
        ...HANAFUDA_CARD_IDS.map((id) => cardName(id, lang, style)),
      ]),
    );
    expect(answers).toHaveLength(2 * 3 * (48 + 48));
    expect(answers.filter((answer) => bracketDepth(answer) > 1)).toEqual([]);
  });

  it('joins the month and its plant as the catalog headings do', () => {
    expect(monthKindLabel({ month: 4, kind: 'animal' }, 'de', 'traditional')).toBe(
      'April: Blauregen (Glyzinie) · Tier',
    );
    expect(monthKindLabel({ month: 12, kind: 'chaff' }, 'en', 'traditional')).toBe(
      'December: Paulownia · Chaff',
    );
  });
});
