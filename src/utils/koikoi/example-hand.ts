/**
 * The data behind `<ExampleHand>`: an MDX author's props checked and scored by
 * the engine at build time.
 */
import {
  type CardId,
  callsPossible,
  EngineError,
  PRESET_IDS,
  type PresetId,
  type RoundScore,
  RULESETS,
  scoreRound,
} from '../../engine/hanafuda';
import { parseCardList } from './card-list';

/** Props of an example hand as written in MDX. */
export interface ExampleHandInput {
  /** Comma-separated card ids. */
  readonly cards: string;
  /** Preset id; default `nintendo`. */
  readonly rules?: string;
  /** Koi-Koi calls by the winner; default 0. */
  readonly own?: number;
  /** Koi-Koi calls by the opponents; default 0. */
  readonly opp?: number;
}

/** A scored example hand. */
export interface ExampleHandModel {
  readonly cards: readonly CardId[];
  readonly preset: PresetId;
  readonly own: number;
  readonly opp: number;
  /** The engine's score with its derivation. */
  readonly score: RoundScore;
  /** Cards that belong to at least one counting yaku. */
  readonly scoring: ReadonlySet<CardId>;
}

/**
 * Checks and scores an example hand. Bad props throw `EngineError`
 * (`'unknown-card'`, `'duplicate-card'`, `'unknown-preset'`,
 * `'invalid-calls'`, also for calls the rules do not allow, whose
 * calculator link would not open), so a typo in MDX fails the build instead
 * of showing a wrong number.
 *
 * @example
 * exampleHand({ cards: 'm01-light,m03-light,m08-light', rules: 'nintendo' }).score.points; // 5
 */
export function exampleHand(input: ExampleHandInput): ExampleHandModel {
  const cards = parseCardList(input.cards);
  const preset = input.rules ?? 'nintendo';
  if (!(PRESET_IDS as readonly string[]).includes(preset)) {
    throw new EngineError('unknown-preset', `Unknown preset: ${preset}`, { value: preset });
  }
  const own = input.own ?? 0;
  const opp = input.opp ?? 0;
  const rules = RULESETS[preset as PresetId];
  const score = scoreRound({ captured: cards, rules, koikoiCalls: { own, opponents: opp } });
  if (!callsPossible(rules, own, opp)) {
    throw new EngineError('invalid-calls', 'These rules do not allow these Koi-Koi calls', { own, opp });
  }
  const scoring = new Set<CardId>(score.steps[0]?.yaku?.flatMap((y) => y.cards) ?? []);
  return { cards, preset: preset as PresetId, own, opp, score, scoring };
}
