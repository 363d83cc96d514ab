/**
 * The sentences for a verdict of {@link explainBeats}: "Gon 7 beats Gon 5." and
 * the "why" line, filled with the engine's facts (suit and set orders from
 * `SUITS` and `setRank`). Shared by the patterns page and the checker.
 *
 * @example
 * verdictText('en', ['gon-5'], ['gon-7']);
 * // { beats: true, line: 'Gon 7 beats Gon 5.', why: 'Gon 7 is higher than Gon 5, in the same suit.', overlap: null }
 */
import {
  type CardId,
  cardInfo,
  classifyPattern,
  DEFAULT_OPTIONS,
  type HakkaOptions,
  NUMBERS,
  SUITS,
  setRank,
} from '../../engine/hakka';
import { cardList } from '../../i18n/hakka/card-list';
import { refT } from '../../i18n/hakka/ref';
import { hakkaNumberPlural, hakkaSuitName } from '../../i18n/hakka-cards';
import type { Lang } from '../../i18n/locales';
import { explainBeats } from './verdict';

/** The set order as text: "2 < 3 < … < 8 < 1 < 9", from the engine's `setRank`. */
export function setOrderText(): string {
  return [...NUMBERS].sort((a, b) => setRank(a) - setRank(b)).join(' < ');
}

/** The suit order as text: "Sup > Gon > Zok > Sin". */
export function suitOrderText(): string {
  return SUITS.map(hakkaSuitName).join(' > ');
}

/** A verdict in words. */
export interface VerdictText {
  readonly beats: boolean;
  /** "X beats Y." / "X does not beat Y." */
  readonly line: string;
  /** Why, naming the rule. */
  readonly why: string;
  /** A warning when lead and reply share a card, else `null`. */
  readonly overlap: string | null;
}

const suitOf = (id: string) => {
  const suit = cardInfo(id).suit;
  return suit === null ? '' : hakkaSuitName(suit);
};
const topOf = (cards: readonly string[]) => Math.max(...cards.map((c) => cardInfo(c).number));

/** The verdict on `reply` against `lead` in words (unknown ids throw `unknown-card`). */
export function verdictText(
  lang: Lang,
  lead: readonly CardId[],
  reply: readonly CardId[],
  options: HakkaOptions = DEFAULT_OPTIONS,
): VerdictText {
  const t = refT(lang);
  const v = explainBeats(lead, reply, options);
  const kindName = (cards: readonly CardId[]) => {
    const p = classifyPattern(cards, options);
    return t(p ? `pattern.${p.kind}` : 'pattern.none');
  };
  const l = lead[0] ?? '';
  const r = reply[0] ?? '';
  const params = {
    lead: cardList(lead, lang),
    reply: cardList(reply, lang),
    leadKind: kindName(lead),
    replyKind: kindName(reply),
    n: lead.length,
    leadSuit: l ? suitOf(l) : '',
    replySuit: r ? suitOf(r) : '',
    leadTop: lead.length ? topOf(lead) : 0,
    replyTop: reply.length ? topOf(reply) : 0,
    // "8s" / „Achten“: only set reasons use them, and a set's cards share a number.
    leadNumbers: l ? hakkaNumberPlural(cardInfo(l).number, lang) : '',
    replyNumbers: r ? hakkaNumberPlural(cardInfo(r).number, lang) : '',
    order: v.reason.startsWith('run') ? suitOrderText() : setOrderText(),
  };
  return {
    beats: v.beats,
    line: t(
      reply.length > 1
        ? v.beats
          ? 'beats.lineYesMany'
          : 'beats.lineNoMany'
        : v.beats
          ? 'beats.lineYes'
          : 'beats.lineNo',
      { reply: params.reply, lead: params.lead },
    ),
    why: t(`reason.${v.reason}`, params),
    overlap: v.overlap ? t('reason.overlap') : null,
  };
}
