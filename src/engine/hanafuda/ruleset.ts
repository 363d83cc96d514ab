/**
 * The shape of a Koi-Koi ruleset: every point on which the rule sources
 * differ is one field here. A ruleset is plain, serialisable data; a custom
 * ruleset is a preset with some fields changed (see {@link customRuleset}).
 *
 * Rulesets are treated as immutable values: the engine caches derived data per
 * ruleset object, so change a copy, never a ruleset in use.
 */
import type { LuckyHandId, YakuId } from './yaku-ids';

/** Player counts the engine knows (the sheet 003 covers 2–4 players). */
export const PLAYER_COUNTS = [2, 3, 4] as const;

/** A number of players. */
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/**
 * How the sake cup (`m09-animal`) counts outside the viewing yaku:
 * - `both`: as an animal and as a chaff card at once (sheet 003: "Die
 *   Sakeschale ist zugleich ein Tier und eine Kasu-Karte!"; FudaWiki's main rules);
 * - `either`: as an animal or as chaff, whichever gives more points (our reading
 *   of leaflet 001: "can be used as a 10 or a 1 point card"; FudaWiki variation
 *   "can count as an Animal card or a Chaff card, but not both");
 * - `animal-only`: only as an animal (FudaWiki variation).
 */
export const SAKE_CUP_ROLES = ['both', 'either', 'animal-only'] as const;

/** The sake cup's role. */
export type SakeCupRole = (typeof SAKE_CUP_ROLES)[number];

/**
 * When Hanami-zake and Tsukimi-zake count:
 * - `always`;
 * - `never` (FudaWiki: "simply not recognised"; the leaflets allow it too);
 * - `with-other-yaku`: only if some non-viewing yaku also counts (FudaWiki);
 * - `weather`: Hanami-zake is rained off while a November card lies on the
 *   field and Tsukimi-zake fogged off while a December card does (FudaWiki).
 *   Needs the field in the evaluation context; without it nothing is cancelled.
 */
export const VIEWING_RULES = ['always', 'never', 'with-other-yaku', 'weather'] as const;

/** When the viewing yaku count. */
export type ViewingRule = (typeof VIEWING_RULES)[number];

/**
 * How the animal and ribbon yaku combine:
 * - `modern`: each group counts only its best yaku and every further card of
 *   the group adds 1 point to it (FudaWiki, "mutually exclusive"; the leaflets'
 *   "+1 for each additional card" wording);
 * - `older`: Inoshikacho, Akatan and Aotan earn no extra points but stack with
 *   each other and with Tane/Tanzaku; Akatan-Aotan is not a separate yaku
 *   (FudaWiki, "Older Yaku").
 * The light yaku exclude each other under both.
 */
export const YAKU_GROUPINGS = ['modern', 'older'] as const;

/** How the animal and ribbon yaku combine. */
export type YakuGrouping = (typeof YAKU_GROUPINGS)[number];

/**
 * The Koi-Koi multiplier for the player (or team) who ends the round:
 * - `opponent-once`: ×2 if any opponent called at least once (leaflets; FudaWiki);
 * - `own-once`: ×2 if the winner called at least once (FudaWiki variation);
 * - `anyone-once`: ×2 if anyone called (FudaWiki variation);
 * - `double-per-call`: ×2 for every call by anyone (sheet 003: "für jeden
 *   'Koi Koi' Ruf, egal ob vom Gewinner oder vom Gegner, ebenfalls verdoppelt");
 * - `calls-plus-one`: ×(all calls + 1) (FudaWiki variation).
 */
export const KOIKOI_MULTIPLIERS = [
  'opponent-once',
  'own-once',
  'anyone-once',
  'double-per-call',
  'calls-plus-one',
] as const;

/** A Koi-Koi multiplier rule. */
export type KoikoiMultiplier = (typeof KOIKOI_MULTIPLIERS)[number];

/** Whom a call limit counts: all calls in the round, or each player's own. */
export const CALL_LIMIT_SCOPES = ['round', 'player'] as const;

/** Scope of the call limit. */
export type CallLimitScope = (typeof CALL_LIMIT_SCOPES)[number];

/**
 * What an exhausted round (all hands played, nobody ended it) scores:
 * - `no-score`: nobody scores (all three sources);
 * - `dealer-privilege`: the dealer scores {@link Ruleset.dealerPrivilegePoints}
 *   (FudaWiki variation "oya-ken");
 * - `last-improver-scores`: the last player to form or improve a yaku scores
 *   it (FudaWiki variation).
 */
export const EXHAUSTED_ROUND_RULES = ['no-score', 'dealer-privilege', 'last-improver-scores'] as const;

/** Exhausted-round rule. */
export type ExhaustedRoundRule = (typeof EXHAUSTED_ROUND_RULES)[number];

/**
 * Who deals after a won round: `winner` (leaflets, FudaWiki) or
 * `dealer-stays-else-next`: the dealer keeps dealing if they ended the round,
 * otherwise the next player in turn order (the dealer's right) deals (sheet 003).
 */
export const DEALER_AFTER_WIN = ['winner', 'dealer-stays-else-next'] as const;

/** Dealer succession after a win. */
export type DealerAfterWin = (typeof DEALER_AFTER_WIN)[number];

/** Who deals after a drawn round: the `same` dealer or the `next` player. */
export const DEALER_AFTER_DRAW = ['same', 'next'] as const;

/** Dealer succession after a draw. */
export type DealerAfterDraw = (typeof DEALER_AFTER_DRAW)[number];

/**
 * What happens when several players hold lucky hands: `draw` (nobody scores,
 * FudaWiki) or `redeal` (the cards are dealt again).
 */
export const SEVERAL_LUCKY_HANDS = ['draw', 'redeal'] as const;

/** Rule for several lucky hands at once. */
export type SeveralLuckyHands = (typeof SEVERAL_LUCKY_HANDS)[number];

/** Cards dealt to each hand and face up to the field. */
export interface DealSize {
  /** Cards in each player's hand. */
  readonly hand: number;
  /** Cards face up on the field. */
  readonly field: number;
}

/** Lucky hands (teyaku) checked right after the deal. */
export interface LuckyHandRules {
  /** Points of each lucky hand; where both apply only the higher counts (Teshi on a tie). */
  readonly points: Readonly<Record<LuckyHandId, number>>;
  /** Player counts with lucky hands; empty = no lucky hands. */
  readonly playerCounts: readonly PlayerCount[];
  /** What happens if more than one player holds a lucky hand. */
  readonly several: SeveralLuckyHands;
}

/** When the cards are thrown in and dealt again by the same dealer. */
export interface RedealRules {
  /** All four cards of a month lie face up on the field. */
  readonly fieldFourOfMonth: boolean;
  /** The field shows four pairs of months (FudaWiki: Kuttsuki dealt to the table). */
  readonly fieldFourPairs: boolean;
  /** Player counts in which one player holding all four cards of a month forces a redeal. */
  readonly handFourOfMonthPlayerCounts: readonly PlayerCount[];
}

/** The Koi-Koi call limit. */
export interface CallLimit {
  /** Whether {@link max} counts all calls in the round or each player's own. */
  readonly scope: CallLimitScope;
  /** Most calls allowed in that scope; `null` = unlimited. */
  readonly max: number | null;
}

/** Who deals the next round. */
export interface DealerSuccession {
  /** After a round somebody won (by yaku or by a lucky hand). */
  readonly afterWin: DealerAfterWin;
  /** After a drawn round (exhausted, or several lucky hands). */
  readonly afterDraw: DealerAfterDraw;
}

/**
 * A complete Koi-Koi ruleset. Every field is plain data; the presets in
 * `RULESETS` carry a source reference per field in `RULESET_SOURCES`.
 */
export interface Ruleset {
  /** Player counts this ruleset is for. */
  readonly playerCounts: readonly PlayerCount[];
  /** Deal sizes per supported player count. */
  readonly deal: Readonly<Partial<Record<PlayerCount, DealSize>>>;
  /** With four players, partners sitting opposite each other form a team (sheet 003). */
  readonly fourPlayerTeams: boolean;
  /** Rounds in a full game. */
  readonly rounds: number;
  /** Base points of each yaku before extra-card bonuses. */
  readonly points: Readonly<Record<YakuId, number>>;
  /** Whether the animal and ribbon groups count only their best yaku (with extras) or stack. */
  readonly yakuGrouping: YakuGrouping;
  /** How the sake cup counts for animal and chaff yaku. */
  readonly sakeCup: SakeCupRole;
  /** When the viewing yaku count. */
  readonly viewing: ViewingRule;
  /** Whether Tsukifuda (all four cards of the round's month) is a yaku. */
  readonly monthBonus: boolean;
  /** A base of at least this many points doubles; `null` = no doubling. */
  readonly doublingThreshold: number | null;
  /** How Koi-Koi calls multiply the winner's points. */
  readonly koikoiMultiplier: KoikoiMultiplier;
  /** How often Koi-Koi may be called. */
  readonly callLimit: CallLimit;
  /** What an exhausted round scores. */
  readonly exhaustedRound: ExhaustedRoundRule;
  /** Points for the dealer under `exhaustedRound: 'dealer-privilege'` (otherwise unused). */
  readonly dealerPrivilegePoints: number;
  /** Lucky hands. */
  readonly luckyHands: LuckyHandRules;
  /** Redeal conditions. */
  readonly redeal: RedealRules;
  /** Dealer succession. */
  readonly dealer: DealerSuccession;
}

/**
 * `players` when the ruleset deals for that many, else the first player
 * count it allows (what a form falls back to when the rules change).
 *
 * @example
 * fitPlayerCount(RULESETS.nintendo, 4); // 2 (the leaflet is for two)
 */
export function fitPlayerCount(rules: Ruleset, players: number): PlayerCount {
  return rules.playerCounts.find((n) => n === players) ?? rules.playerCounts[0] ?? 2;
}
