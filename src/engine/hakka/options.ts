/**
 * Every point where the seed (002) is terse or silent, as a named option.
 *
 * The Interpretations page is generated from {@link OPTION_LIST}: each entry
 * has a stable `id`, the allowed `values`, the `default`, and a `reasonKey`
 * (i18n key for the prose). `summary` is a short English note for developers.
 *
 * @example
 * const game = newGame({ seed: 7, options: { ...DEFAULT_OPTIONS, wanSinInSets: false } });
 */

/** The rule choices a game is played with. */
export interface HakkaOptions {
  /**
   * May Wan Sin join an ordinary set of 1s?
   * Seed: a set is "drei oder mehr Karten mit derselben Zahl" and Wan Sin "hat
   * den nummerischen Wert von 1". Silent on Wan Sin in sets. Default `true`:
   * the literal reading (same number) and Five Tigers treats it as a fifth 1.
   */
  readonly wanSinInSets: boolean;
  /**
   * Do face-down discards promote elders?
   * Seed: "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte".
   * Silent on discarded cards. Default `false`: only cards played face up are
   * known to the table, so only they change who is an elder.
   */
  readonly discardsPromoteElders: boolean;
  /**
   * What counts for declaring and for the payment table.
   * Seed: "falls die Gesamtanzahl der gewonnenen Stiche plus Anzahl der
   * Ältesten-Karten in Ihrem Blatt gleich oder größer 6 ist, können Sie den Sieg
   * erklären", then a payment table of "6 Stiche gewonnen - 1 Punkt" and so
   * on. Terse: it does not say whether the table's tricks are that same
   * count, so tricks plus elders always open the declaration, and this option
   * says what is paid. Default `'tricks-plus-elders'`: the same number is looked up in
   * the table (the elders are tricks the winner is sure to take);
   * `'tricks-only'`: the tricks won alone.
   */
  readonly declarationCount: 'tricks-plus-elders' | 'tricks-only';
  /**
   * Does calling stop at the first player who calls?
   * Seed: the dealer decides first, "entscheidet sich der Geber zu passen, ist
   * der nächste Spieler … an der Reihe". Silent on later players after a call.
   * Default `true`: the text hands the turn on only after a pass.
   */
  readonly callingEndsAtFirstCall: boolean;
  /**
   * Who may claim Five Tigers.
   * Seed: "wenn Sie die 1en aller Kartenfarben haben und die Wan Sin … können
   * Sie sofort … gewinnen". Silent on callers. Default `'any-active'`: the
   * sentence addresses any player holding the five cards.
   */
  readonly fiveTigersClaimant: 'any-active' | 'caller-only';
  /**
   * When Five Tigers may be claimed.
   * Seed: "Nach der Phase des Ansagens … sofort". Default `'after-calling'`:
   * once, right after calling and before the first lead; `'when-leading'` also
   * allows it whenever the holder leads a trick while still holding all five.
   */
  readonly fiveTigersTiming: 'after-calling' | 'when-leading';
  /**
   * What happens when all tricks are played and nobody declared.
   * Seed: silent. Default `'no-score'`: winning requires a declaration ("können
   * Sie den Sieg erklären"); `'most-tricks'` scores a lone player with 6 or more
   * tricks as if he had declared at the end.
   */
  readonly noDeclaration: 'no-score' | 'most-tricks';
  /**
   * Who deals after a redeal (nobody called).
   * Seed: "Entscheidet sich der Geber zu passen, ist der nächste Spieler gegen
   * den Uhrzeigersinn an der Reihe, und dieser Spieler wird der Geber in der
   * nächsten Runde." Default `'next'`: the dealer passed, so that sentence applies.
   */
  readonly redealDealer: 'next' | 'same';
  /**
   * Does a redeal use up one of the four rounds?
   * Seed: "wird die Runde abgebrochen und es beginnt eine neue Runde" and "Nach
   * vier Runden endet das Spiel." Default `true`: the aborted deal was a round,
   * which also guarantees that a game ends.
   */
  readonly redealCountsAsRound: boolean;
  /**
   * How a dealer who called and lost pays.
   * Seed: the double payment is stated only for "Wenn Sie nicht der Geber sind,
   * aber Sie haben angesagt". Default `'own-share'`: the dealer pays like any
   * loser; `'for-both'` treats him like the privileged player.
   */
  readonly dealerCallerPays: 'own-share' | 'for-both';
  /**
   * Who pays the dreamer when the privileged player loses.
   * Seed: the privileged player pays "für sich selbst und für den anderen
   * aktiven Spieler … wogegen der andere Spieler keine Punkte verliert". Default
   * `'privileged'`: "keine Punkte" means the other player pays nobody, so the
   * privileged player also covers the dreamer; `'each-loser'` pays only the
   * winner's share doubled.
   */
  readonly dreamerPaidBy: 'privileged' | 'each-loser';
  /**
   * Must the privileged player's early elder come from his highest suit?
   * Seed: "es sei denn, Sie sind der Privilegierte Spieler" and "kann … eine
   * Ältesten-Karte aus seinem Blatt als Einzel-Karte spielen". Default `false`:
   * the exception names any elder "aus seinem Blatt".
   */
  readonly privilegedElderFromHighestSuit: boolean;
  /**
   * Which "highest suit" binds a single lead.
   * Seed: "eine Karte von der Kartenfarbe mit dem höchsten Rang in Ihrem Blatt
   * muss gespielt werden" and "müssen Sie eine Nicht-Ältesten-Karte von der
   * höchsten Kartenfarbe spielen, bevor Sie eine Ältesten-Karte … spielen".
   * Default `'non-elders'`: the highest suit among the hand's non-elders (so an
   * elder never has to be led while non-elders remain); `'whole-hand'`: the
   * highest suit in the whole hand, its non-elders first, then its elders.
   */
  readonly singleLeadSuit: 'non-elders' | 'whole-hand';
}

/** The defaults, each explained on its {@link HakkaOptions} member. */
export const DEFAULT_OPTIONS: HakkaOptions = Object.freeze({
  wanSinInSets: true,
  discardsPromoteElders: false,
  declarationCount: 'tricks-plus-elders',
  callingEndsAtFirstCall: true,
  fiveTigersClaimant: 'any-active',
  fiveTigersTiming: 'after-calling',
  noDeclaration: 'no-score',
  redealDealer: 'next',
  redealCountsAsRound: true,
  dealerCallerPays: 'own-share',
  dreamerPaidBy: 'privileged',
  privilegedElderFromHighestSuit: false,
  singleLeadSuit: 'non-elders',
});

/** Option ids. */
export type HakkaOptionId = keyof HakkaOptions;

/** One row of the Interpretations data. */
export interface OptionDescriptor {
  /** Key in {@link HakkaOptions}. */
  readonly id: HakkaOptionId;
  /** Whether the seed is terse (our reading) or silent (our decision). */
  readonly seed: 'terse' | 'silent';
  /** The allowed values, default first. */
  readonly values: readonly (string | boolean)[];
  /** The default value. */
  readonly default: string | boolean;
  /** i18n key of the explanation, e.g. `'hakka.interpretation.wanSinInSets'`. */
  readonly reasonKey: `hakka.interpretation.${HakkaOptionId}`;
  /** Short English note for developers (pages use `reasonKey`). */
  readonly summary: string;
}

function describe(
  id: HakkaOptionId,
  seed: 'terse' | 'silent',
  values: readonly (string | boolean)[],
  summary: string,
): OptionDescriptor {
  return { id, seed, values, default: DEFAULT_OPTIONS[id], reasonKey: `hakka.interpretation.${id}`, summary };
}

/** All options in the order the Interpretations page lists them. */
export const OPTION_LIST: readonly OptionDescriptor[] = Object.freeze([
  describe('wanSinInSets', 'silent', [true, false], 'Wan Sin (value 1) may complete a set of 1s.'),
  describe('discardsPromoteElders', 'silent', [false, true], 'Only face-up plays promote elders.'),
  describe(
    'declarationCount',
    'terse',
    ['tricks-plus-elders', 'tricks-only'],
    'Tricks plus elders in hand both open the declaration and are paid.',
  ),
  describe('callingEndsAtFirstCall', 'silent', [true, false], 'Calling stops at the first call.'),
  describe(
    'fiveTigersClaimant',
    'silent',
    ['any-active', 'caller-only'],
    'Any active holder may claim Five Tigers.',
  ),
  describe(
    'fiveTigersTiming',
    'silent',
    ['after-calling', 'when-leading'],
    'Five Tigers is claimed right after calling, before the first lead.',
  ),
  describe('noDeclaration', 'silent', ['no-score', 'most-tricks'], 'No declaration: nobody scores.'),
  describe(
    'redealDealer',
    'silent',
    ['next', 'same'],
    'After a redeal the next player counter-clockwise deals.',
  ),
  describe('redealCountsAsRound', 'silent', [true, false], 'A redeal uses up one of the four rounds.'),
  describe(
    'dealerCallerPays',
    'silent',
    ['own-share', 'for-both'],
    'A dealer who called and lost pays his own share.',
  ),
  describe(
    'dreamerPaidBy',
    'silent',
    ['privileged', 'each-loser'],
    "A losing privileged player also pays the dreamer's share of the other player.",
  ),
  describe(
    'privilegedElderFromHighestSuit',
    'silent',
    [false, true],
    'The privileged player may lead any elder early.',
  ),
  describe(
    'singleLeadSuit',
    'terse',
    ['non-elders', 'whole-hand'],
    'A led single comes from the highest suit among the non-elders in hand.',
  ),
]);

/** Fills missing options with the defaults. */
export function resolveOptions(options?: Partial<HakkaOptions>): HakkaOptions {
  return options === undefined ? DEFAULT_OPTIONS : { ...DEFAULT_OPTIONS, ...options };
}

/** A reading of a terse sentence that is fixed (not an option), for the Interpretations page. */
export interface FixedReading {
  /** Stable id. */
  readonly id:
    | 'singleSameSuit'
    | 'leadSuitBindsLeader'
    | 'followerMustBeat'
    | 'beatTheBest'
    | 'setOrder'
    | 'fiveTigersScoring';
  /** i18n key of the explanation. */
  readonly reasonKey: `hakka.reading.${FixedReading['id']}`;
  /** Short English note for developers. */
  readonly summary: string;
}

/** Readings of terse seed sentences that the engine applies without an option. */
export const FIXED_READINGS: readonly FixedReading[] = Object.freeze([
  {
    id: 'singleSameSuit',
    reasonKey: 'hakka.reading.singleSameSuit',
    summary:
      'A single is beaten only by a higher card of the same suit (Sup-8 is unbeatable once Sup-9 is gone).',
  },
  {
    id: 'leadSuitBindsLeader',
    reasonKey: 'hakka.reading.leadSuitBindsLeader',
    summary:
      'The highest-suit and non-elders-first rules bind the player who leads a single; followers only have to beat.',
  },
  {
    id: 'followerMustBeat',
    reasonKey: 'hakka.reading.followerMustBeat',
    summary: 'A follower who can beat the table must; only a player who cannot beat it discards face down.',
  },
  {
    id: 'beatTheBest',
    reasonKey: 'hakka.reading.beatTheBest',
    summary: 'A follower has to beat the best pattern on the table so far, not only the lead.',
  },
  {
    id: 'setOrder',
    reasonKey: 'hakka.reading.setOrder',
    summary: 'Sets rank 2 < 3 < … < 8 < 1 < 9: a set of 1s beats a set of 8s, and only 9s beat 1s.',
  },
  {
    id: 'fiveTigersScoring',
    reasonKey: 'hakka.reading.fiveTigersScoring',
    summary:
      'Five Tigers is scored as a declaration with 8 tricks (4 points): the dreamer wakes and the privileged rules apply.',
  },
]);
