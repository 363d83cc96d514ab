/**
 * Pure helpers of the play page: the default setup, undo (drop the actions
 * back to and including the last one a person took), the hints for the
 * cards in hand (what each would capture, from the engine's
 * `matchesOnField`), the dealer draw that opened the match, and a fresh seed.
 *
 * @example
 * undoActions(actions, seats); // actions without the last human move and the bot moves after it
 */
import {
  type Action,
  type CardId,
  currentSeat,
  fitPlayerCount,
  type GameEvent,
  type MatchState,
  matchesOnField,
  type PresetId,
  RULESETS,
  zones,
} from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import type { PlaySetup } from '../game/saved-game';
import type { SeatSetup } from '../game/seats';
import { undoLastHuman } from '../game/undo';
import { type KoikoiSetup, koikoiAdapter } from './adapter';
import type { Names } from './names';

/** Match lengths offered (rounds). */
export const ROUND_CHOICES = [1, 3, 6, 12] as const;

/** The setup the form starts with: you against the greedy computer, Nintendo rules, three rounds. */
export function defaultSetup(seed: string): PlaySetup<KoikoiSetup> {
  return {
    game: { preset: 'nintendo', players: 2, rounds: 3, seed },
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
    hints: true,
  };
}

/**
 * The setup adjusted to a preset: the player count falls back to the
 * preset's first allowed one, and the seats list grows or shrinks (new
 * seats are greedy computers).
 */
export function fitSetup(
  setup: PlaySetup<KoikoiSetup>,
  preset: PresetId,
  players: number,
): PlaySetup<KoikoiSetup> {
  const count = fitPlayerCount(RULESETS[preset], players);
  const seats: SeatSetup[] = Array.from(
    { length: count },
    (_, i) => setup.seats[i] ?? { kind: 'bot', bot: 'greedy' },
  );
  return { ...setup, game: { ...setup.game, preset, players: count as KoikoiSetup['players'] }, seats };
}

/** The event of the dealer draw. */
export type DealerDrawn = Extract<GameEvent, { type: 'dealer-drawn' }>;

/**
 * The dealer draw that opened the match (the first action's event), shown
 * until the first deal; `null` before the draw or when the setup names the
 * first dealer.
 */
export function firstDealerDraw(setup: KoikoiSetup, actions: readonly Action[]): DealerDrawn | null {
  if (actions[0]?.type !== 'draw-dealer') return null;
  const [events = []] = koikoiAdapter.replay(setup, actions.slice(0, 1)).events;
  return events.find((event): event is DealerDrawn => event.type === 'dealer-drawn') ?? null;
}

/** The actions with the last person's action (and everything after it) removed; `null` when there is none. */
export function undoActions(actions: readonly Action[], seats: readonly SeatSetup[]): Action[] | null {
  return undoLastHuman(actions, seats, (action) => ('seat' in action ? action.seat : undefined));
}

/** The hint for one card in hand: what it would do, as text, and the table cards it would take. */
export interface PlayHint {
  readonly text: string;
  readonly captures: boolean;
  readonly targets: readonly CardId[];
}

/** What each card in `seat`'s hand would capture, as hint text. */
export function playHints(state: MatchState, seat: number, names: Names): Map<CardId, PlayHint> {
  const t = gameT(names.lang);
  const z = zones(state);
  const hints = new Map<CardId, PlayHint>();
  if (state.phase !== 'play' || currentSeat(state) !== seat) return hints;
  for (const card of z.hands[seat] ?? []) {
    const matches = matchesOnField(z.field, card);
    // The card's accessible name says its month; the cards it takes share it.
    const name = names.label(card);
    const text =
      matches.length === 0
        ? t('card.lays', { card: name })
        : matches.length === 2
          ? t('card.choose', {
              card: name,
              a: names.card(matches[0] as CardId),
              b: names.card(matches[1] as CardId),
            })
          : t('card.takes', { card: name, captured: names.cards(matches) });
    hints.set(card, { text, captures: matches.length > 0, targets: matches });
  }
  return hints;
}
