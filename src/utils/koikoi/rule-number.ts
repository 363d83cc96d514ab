/**
 * Numbers that prose on the Koi-Koi pages mentions, looked up in the engine
 * so no page types them by hand (`<RuleNumber of="yaku:goko" rules="fudawiki" />`).
 */
import {
  CARD_KINDS,
  CARDS,
  type CardKind,
  cardsOfMonth,
  EngineError,
  KIND_POINTS,
  LUCKY_HAND_IDS,
  type LuckyHandId,
  MONTHS,
  PLAYER_COUNTS,
  type PlayerCount,
  RIBBON_COLOURS,
  type RibbonColour,
  type Ruleset,
  YAKU_DEFINITIONS,
  YAKU_IDS,
  type YakuId,
} from '../../engine/hanafuda';

/**
 * What to look up:
 * - `yaku:<id>`: a yaku's base points; `lucky:<id>`: a lucky hand's points;
 * - `yaku-cards:<id>`: how many cards a yaku needs (required plus pool minimum);
 * - `threshold`: the doubling threshold (0 when off); `rounds`: rounds in a match;
 * - `hand:<players>` / `field:<players>`: deal sizes; `stock:<players>`: cards left to draw;
 * - `deck`: cards in the deck; `months`: months; `month-cards`: cards per month.
 */
export type RuleNumberKey =
  | `yaku:${YakuId}`
  | `lucky:${LuckyHandId}`
  | `yaku-cards:${YakuId}`
  | 'threshold'
  | 'rounds'
  | `hand:${PlayerCount}`
  | `field:${PlayerCount}`
  | `stock:${PlayerCount}`
  | 'deck'
  | 'months'
  | 'month-cards'
  | `kind:${CardKind}`
  | `ribbon:${RibbonColour}`
  | `kind-points:${CardKind}`;

/**
 * Cards a yaku needs: its required cards plus the pool minimum (Tsukifuda: a
 * month's cards).
 *
 * @example
 * yakuCardCount('tane'); // 5
 */
export function yakuCardCount(id: YakuId): number {
  const def = YAKU_DEFINITIONS[id];
  if (def.monthCards) return cardsOfMonth(1).length;
  return def.required.length + def.poolMin;
}

function dealOf(rules: Ruleset, players: string) {
  const count = Number(players) as PlayerCount;
  const deal = (PLAYER_COUNTS as readonly number[]).includes(count) ? rules.deal[count] : undefined;
  if (!deal) throw new EngineError('invalid-players', `No deal for ${players} players`, { value: players });
  return { deal, count };
}

/**
 * The number behind a key under a ruleset. Throws `EngineError` code
 * `'unknown-number'` for an unknown key and `'invalid-players'` for a player
 * count the ruleset does not deal for.
 *
 * @example
 * ruleNumber(RULESETS.fudawiki, 'yaku:goko'); // 15
 * ruleNumber(RULESETS.multiplayer, 'hand:3');  // 7
 */
export function ruleNumber(rules: Ruleset, key: RuleNumberKey): number {
  const [kind, arg = ''] = key.split(':') as [string, string?];
  switch (kind) {
    case 'yaku':
      if ((YAKU_IDS as readonly string[]).includes(arg)) return rules.points[arg as YakuId];
      break;
    case 'lucky':
      if ((LUCKY_HAND_IDS as readonly string[]).includes(arg))
        return rules.luckyHands.points[arg as LuckyHandId];
      break;
    case 'yaku-cards':
      if ((YAKU_IDS as readonly string[]).includes(arg)) return yakuCardCount(arg as YakuId);
      break;
    case 'threshold':
      return rules.doublingThreshold ?? 0;
    case 'rounds':
      return rules.rounds;
    case 'hand':
      return dealOf(rules, arg).deal.hand;
    case 'field':
      return dealOf(rules, arg).deal.field;
    case 'stock': {
      const { deal, count } = dealOf(rules, arg);
      return CARDS.length - deal.field - deal.hand * count;
    }
    case 'deck':
      return CARDS.length;
    case 'months':
      return MONTHS.length;
    case 'month-cards':
      return cardsOfMonth(1).length;
    case 'kind':
      if ((CARD_KINDS as readonly string[]).includes(arg)) return CARDS.filter((c) => c.kind === arg).length;
      break;
    case 'ribbon':
      if ((RIBBON_COLOURS as readonly string[]).includes(arg))
        return CARDS.filter((c) => c.ribbon === arg).length;
      break;
    case 'kind-points':
      if ((CARD_KINDS as readonly string[]).includes(arg)) return KIND_POINTS[arg as CardKind];
      break;
  }
  throw new EngineError('unknown-number', `Unknown rule number: ${key}`, { value: key });
}
