/**
 * The three rule presets and their per-field sources.
 *
 * Our decision for all three presets, following FudaWiki's modern grouping
 * (the leaflets' "+1 for each additional card" wording fits it): the light
 * yaku exclude each other, the animal and the ribbon group each count only
 * their best yaku, and every further card of the group adds 1 point to it.
 */

import type { RuleSource, RulesetSources, SourceRef } from './rule-sources';
import type { Ruleset } from './ruleset';
import type { YakuId } from './yaku-ids';

/** Preset ids. */
export const PRESET_IDS = ['nintendo', 'fudawiki', 'multiplayer'] as const;

/** A preset id. */
export type PresetId = (typeof PRESET_IDS)[number];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const NINTENDO: Ruleset = {
  // "Koi-Koi ist ein Spiel für zwei Spieler" (000); "Players: 2" (001).
  playerCounts: [2],
  // "bis beide Spieler über jeweils acht verdeckte Karten verfügen und zwischen ihnen acht weitere Karten aufgedeckt liegen" (000).
  deal: { 2: { hand: 8, field: 8 } },
  fourPlayerTeams: false,
  // "Ein komplettes Spiel besteht aus 12 Partien" (000).
  rounds: 12,
  points: {
    goko: 10, // "Fünf Lichter (10 Punkte)" (000)
    shiko: 8, // "Vier Lichter (8 Punkte)" (000)
    'ame-shiko': 7, // "… enthält, ist sie nur 7 Punkte wert" (000)
    sanko: 5, // "Drei Lichter (5 Punkte)" (000)
    'hanami-zake': 5, // "Kirschblüten … (5 Punkte)" (000)
    'tsukimi-zake': 5, // "Vollmond … (5 Punkte)" (000)
    inoshikacho: 5, // ⑥ "(5 Punkte)" (000)
    akatan: 5, // "Rote Fahnen (5 Punkte)" (000)
    aotan: 5, // "Blaue Fahnen (5 Punkte)" (000)
    'akatan-aotan': 10, // "Rote & blaue Fahnen (10 Punkte)" (000)
    tane: 1, // "Tiere (1 Punkt)" (000)
    tanzaku: 1, // "Fahnen (1 Punkt)" (000)
    kasu: 1, // "Einfache (1 Punkt)" (000)
    tsukifuda: 4, // not in the leaflet (monthBonus is off); FudaWiki's value for custom rulesets
  },
  yakuGrouping: 'modern',
  // "can be used as a 10 or a 1 point card" (001): our reading, whichever scores more.
  sakeCup: 'either',
  // Counted, but "Die Kombinationen 4 und 5 können wegfallen" (000) makes 'never' a documented option.
  viewing: 'always',
  monthBonus: false,
  // "Erzielst du … 7 oder mehr Punkte …, werden sie verdoppelt" (000).
  doublingThreshold: 7,
  // "gewinnt dein Herausforderer und erhält für seine Kombination die doppelte Punktzahl" (000).
  koikoiMultiplier: 'opponent-once',
  // "„Koi-Koi“ kann nur einmal pro Partie gerufen werden" (000): one call per round in total, so
  // after a call the next set by either player ends the round.
  callLimit: { scope: 'round', max: 1 },
  // "wird die Partie als Unentschieden gewertet" (000): nobody scores.
  exhaustedRound: 'no-score',
  dealerPrivilegePoints: 0,
  luckyHands: {
    // "gewinnst du die Partie sofort automatisch mit 6 Punkten" (000).
    points: { teshi: 6, kuttsuki: 6 },
    playerCounts: [2],
    // The leaflet is silent on both players holding one: FudaWiki's draw.
    several: 'draw',
  },
  // The leaflet is silent on misdeals: FudaWiki's ("If either of these lucky hands are dealt to the table, then a misdeal is declared").
  redeal: { fieldFourOfMonth: true, fieldFourPairs: true, handFourOfMonthPlayerCounts: [] },
  // "eine neue Partie beginnt mit dem Gewinner als neuem Kartengeber … in der nächsten Partie wird der Herausforderer der Kartengeber" (000).
  dealer: { afterWin: 'winner', afterDraw: 'next' },
};

const FUDAWIKI: Ruleset = {
  // "A popular hanafuda game for 2 players".
  playerCounts: [2],
  // "eight cards are distributed to each player, and eight to the table".
  deal: { 2: { hand: 8, field: 8 } },
  fourPlayerTeams: false,
  // "12 rounds is traditional".
  rounds: 12,
  points: {
    goko: 15, // "15 is the most common value of this yaku"
    shiko: 8,
    'ame-shiko': 7,
    sanko: 6, // "6 is the most common value of this yaku"
    'hanami-zake': 5,
    'tsukimi-zake': 5,
    inoshikacho: 5,
    akatan: 5,
    aotan: 5,
    'akatan-aotan': 10,
    tane: 1,
    tanzaku: 1,
    kasu: 1,
    tsukifuda: 4, // "Cards of the Month … 4"
  },
  // "All of the yaku within each group … are mutually exclusive".
  yakuGrouping: 'modern',
  // Kasu: "the Sake Cup also counts as Chaff!"; it stays an animal for Tane.
  sakeCup: 'both',
  viewing: 'always',
  // Listed in the yaku table; "typically only used in full 12 round games", which the presets are.
  monthBonus: true,
  // "If the player's base score is greater than or equal to 7, then their score is doubled."
  doublingThreshold: 7,
  // "If their opponent called koi-koi … doubled. (The exact number of times … has no effect.)"
  koikoiMultiplier: 'opponent-once',
  // "In many rulesets, each player may call koi-koi as many times as they desire".
  callLimit: { scope: 'player', max: null },
  // "neither player earns any points".
  exhaustedRound: 'no-score',
  dealerPrivilegePoints: 0,
  luckyHands: {
    // "scoring 6 points"; for a hand with both, only one counts (the page leaves stacking to house rules).
    points: { teshi: 6, kuttsuki: 6 },
    playerCounts: [2],
    // "If both players hold a lucky hand, then the round is a draw."
    several: 'draw',
  },
  // "If either of these lucky hands are dealt to the table, then a misdeal is declared."
  redeal: { fieldFourOfMonth: true, fieldFourPairs: true, handFourOfMonthPlayerCounts: [] },
  // "The winner of each round becomes the dealer"; after an exhaustive draw "the same dealer".
  dealer: { afterWin: 'winner', afterDraw: 'same' },
};

const MULTIPLAYER: Ruleset = {
  // "für zwei bis vier Spieler" (003).
  playerCounts: [2, 3, 4],
  // "2 Spieler: … 8 Karten, 8 Karten … 3 Spieler: … 7 Karten, 6 Karten … 4 Spieler: … 5 Karten, 6 Karten" (003).
  deal: { 2: { hand: 8, field: 8 }, 3: { hand: 7, field: 6 }, 4: { hand: 5, field: 6 } },
  // "spielen hier die jeweils gegenüber sitzenden Spieler als Team zusammen" (003).
  fourPlayerTeams: true,
  // "Das Spiel ist nach zwölf Runden zu Ende" (003).
  rounds: 12,
  points: {
    goko: 10, // "Goko 5 Lichter 10 Punkte" (003)
    shiko: 8, // "Shikoe 4 Lichter ohne November 8 Punkte"
    'ame-shiko': 7, // "Ame-Shiko 4 Lichter mit November 7 Punkte"
    sanko: 5, // "Sankoe 3 Lichter ohne November 5 Punkte"
    'hanami-zake': 5, // "Hanami-zake … Tsukimi-zake … 5 Punkte"
    'tsukimi-zake': 5,
    inoshikacho: 5, // "Ino-Shika-Cho … 5 Punkte Für jedes weitere Tier 1 Punkt mehr"
    akatan: 5, // "Akatan 3 beschriftete Fahnen 5 Punkte"
    aotan: 5, // "Aotan 3 purpurne Fahnen 5 Punkte"
    // The sheet lists no combined yaku. Site decision: both sets count as the one yaku
    // Akatan-Aotan (as in leaflet 000), worth Akatan plus Aotan (5 + 5), every further
    // ribbon counted once: 10 + ribbons beyond 6 (pages-*.ts 'note.both-ribbon-sets-…').
    'akatan-aotan': 10,
    tane: 1, // "Tane 5 Tiere 1 Punkt"
    tanzaku: 1, // "Tanzaku 5 Fahnen 1 Punkt"
    kasu: 1, // "Kasu 10 Kasu-Karten 1 Punkt"
    tsukifuda: 4, // not on the sheet (monthBonus is off); FudaWiki's value for custom rulesets
  },
  // "Für jede weitere Fahne 1 Punkt mehr (Tanzaku wird nicht dazu angerechnet)" (003).
  yakuGrouping: 'modern',
  // "Die Sakeschale ist zugleich ein Tier und eine Kasu-Karte!" (003).
  sakeCup: 'both',
  viewing: 'always',
  monthBonus: false,
  // "Sollten diese Punkte 7 oder mehr betragen, so werden alle Punkte verdoppelt" (003).
  doublingThreshold: 7,
  // "für jeden 'Koi Koi' Ruf, egal ob vom Gewinner oder vom Gegner, ebenfalls verdoppelt" (003).
  koikoiMultiplier: 'double-per-call',
  // "Dies kann auch nach Erreichen einer weiteren Gewinnkombination erneut erfolgen" (003).
  callLimit: { scope: 'player', max: null },
  // "so endet die Runde unentschieden und kein Spieler bekommt Punkte" (003).
  exhaustedRound: 'no-score',
  dealerPrivilegePoints: 0,
  luckyHands: {
    // "Im Spiel zu zweit … Teshi, 6 Punkte … Kuttsuki, 6 Punkte" (003).
    points: { teshi: 6, kuttsuki: 6 },
    playerCounts: [2],
    // The sheet is silent on both players holding one: FudaWiki's draw.
    several: 'draw',
  },
  // "alle 4 Karten eines Monats in der Mitte liegen … im Spiel mit drei oder vier Spielern ein
  // Spieler alle 4 Karten eines Monats auf der Hand hat" (003); four pairs on the field are no reason.
  redeal: { fieldFourOfMonth: true, fieldFourPairs: false, handFourOfMonthPlayerCounts: [3, 4] },
  // "Wenn der Geber die Runde beendet hat, bleibt er Geber, ansonsten wird der Spieler rechts von
  // ihm der neue Geber" (003), draws included.
  dealer: { afterWin: 'dealer-stays-else-next', afterDraw: 'next' },
};

/**
 * The rule presets. Each is frozen plain data; build a custom ruleset with
 * {@link customRuleset}.
 *
 * @example
 * evaluateYaku(captured, RULESETS.multiplayer);
 */
export const RULESETS: Readonly<Record<PresetId, Ruleset>> = deepFreeze({
  nintendo: NINTENDO,
  fudawiki: FUDAWIKI,
  multiplayer: MULTIPLAYER,
});

/**
 * A preset with some fields changed (a shallow merge; nested objects such as
 * `points` are replaced as a whole, so spread them yourself). The result is
 * frozen like the presets.
 *
 * @example
 * const noViewing = customRuleset('nintendo', { viewing: 'never' });
 * const goko15 = customRuleset('nintendo', { points: { ...RULESETS.nintendo.points, goko: 15 } });
 */
export function customRuleset(base: PresetId | Ruleset, changes: Partial<Ruleset>): Ruleset {
  const from = typeof base === 'string' ? RULESETS[base] : base;
  return deepFreeze(structuredClone({ ...from, ...changes }));
}

const LEAFLET: SourceRef = { source: 'nintendo-leaflet' };
const SHEET: SourceRef = { source: 'koikoi-sheet' };
const WIKI: SourceRef = { source: 'fudawiki' };
const sameFor = (ref: SourceRef): Record<YakuId, SourceRef> => ({
  goko: ref,
  shiko: ref,
  'ame-shiko': ref,
  sanko: ref,
  'hanami-zake': ref,
  'tsukimi-zake': ref,
  inoshikacho: ref,
  akatan: ref,
  aotan: ref,
  'akatan-aotan': ref,
  tane: ref,
  tanzaku: ref,
  kasu: ref,
  tsukifuda: ref,
});
const MONTH_BONUS_UNUSED: SourceRef = {
  source: 'site-decision',
  follows: 'fudawiki',
  note: 'month-bonus-value-unused',
};

/**
 * The source each preset is built on: its column on the variants page
 * follows it wherever a field's reference names no other source or note.
 */
export const PRESET_SOURCE: Readonly<Record<PresetId, Exclude<RuleSource, 'site-decision'>>> = Object.freeze({
  nintendo: 'nintendo-leaflet',
  fudawiki: 'fudawiki',
  multiplayer: 'koikoi-sheet',
});

/**
 * Where every preset field comes from, for the variants page.
 *
 * @example
 * RULESET_SOURCES.nintendo.sakeCup; // { source: 'site-decision', follows: 'nintendo-leaflet', note: 'sake-cup-whichever-scores-more' }
 */
export const RULESET_SOURCES: Readonly<Record<PresetId, RulesetSources>> = deepFreeze({
  nintendo: {
    playerCounts: LEAFLET,
    deal: LEAFLET,
    fourPlayerTeams: LEAFLET,
    rounds: LEAFLET,
    points: { ...sameFor(LEAFLET), tsukifuda: MONTH_BONUS_UNUSED },
    yakuGrouping: {
      source: 'site-decision',
      follows: 'fudawiki',
      note: 'modern-grouping-fits-extra-card-wording',
    },
    sakeCup: { source: 'site-decision', follows: 'nintendo-leaflet', note: 'sake-cup-whichever-scores-more' },
    viewing: { source: 'nintendo-leaflet', note: 'viewing-yaku-optional' },
    monthBonus: { source: 'nintendo-leaflet', note: 'not-listed' },
    doublingThreshold: LEAFLET,
    koikoiMultiplier: LEAFLET,
    callLimit: { source: 'nintendo-leaflet', note: 'once-per-round-next-set-ends' },
    exhaustedRound: LEAFLET,
    dealerPrivilegePoints: { source: 'site-decision', note: 'unused-without-dealer-privilege' },
    luckyHands: { source: 'nintendo-leaflet', note: 'several-lucky-hands-follow-fudawiki' },
    redeal: { source: 'site-decision', follows: 'fudawiki', note: 'leaflet-silent-on-misdeals' },
    dealer: LEAFLET,
  },
  fudawiki: {
    playerCounts: WIKI,
    deal: WIKI,
    fourPlayerTeams: WIKI,
    rounds: WIKI,
    points: sameFor(WIKI),
    yakuGrouping: WIKI,
    sakeCup: WIKI,
    viewing: WIKI,
    monthBonus: { source: 'fudawiki', note: 'twelve-round-games' },
    doublingThreshold: WIKI,
    koikoiMultiplier: WIKI,
    callLimit: WIKI,
    exhaustedRound: WIKI,
    dealerPrivilegePoints: { source: 'site-decision', note: 'unused-without-dealer-privilege' },
    luckyHands: { source: 'fudawiki', note: 'hand-with-both-scores-once' },
    redeal: WIKI,
    dealer: WIKI,
  },
  multiplayer: {
    playerCounts: SHEET,
    deal: SHEET,
    // "spielen hier die jeweils gegenüber sitzenden Spieler als Team zusammen" (003); how a
    // team scores is our reading (one pile of captures per team, the seat that stops scores).
    fourPlayerTeams: { source: 'koikoi-sheet', note: 'team-scoring-our-reading' },
    rounds: SHEET,
    points: {
      ...sameFor(SHEET),
      'akatan-aotan': { source: 'site-decision', note: 'both-ribbon-sets-score-akatan-plus-aotan' },
      tsukifuda: MONTH_BONUS_UNUSED,
    },
    // The sheet only keeps Tanzaku out next to the ribbon sets; the rest follows FudaWiki.
    yakuGrouping: { source: 'site-decision', follows: 'fudawiki', note: 'sheet-excludes-only-tanzaku' },
    sakeCup: SHEET,
    viewing: SHEET,
    monthBonus: { source: 'koikoi-sheet', note: 'not-listed' },
    doublingThreshold: SHEET,
    koikoiMultiplier: SHEET,
    callLimit: SHEET,
    exhaustedRound: SHEET,
    dealerPrivilegePoints: { source: 'site-decision', note: 'unused-without-dealer-privilege' },
    luckyHands: { source: 'koikoi-sheet', note: 'several-lucky-hands-follow-fudawiki' },
    redeal: SHEET,
    dealer: SHEET,
  },
});
