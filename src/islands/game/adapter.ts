/**
 * The small interface a game gives the shared game islands (tutorial shell,
 * play shell, saved games, bot client), so Koi-Koi and Hakka share one of
 * each. Everything crossing it is plain JSON: a config, actions, states,
 * events and views.
 *
 * @example
 * const adapter: GameAdapter<KoikoiSetup, MatchState, Action, GameEvent, PlayerView> = koikoiAdapter;
 * const { state, events } = adapter.replay(setup, actions);
 */

/** The result of applying one action. */
export type AdapterApply<State, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly reason: string };

/** A game as the shared islands see it. */
export interface GameAdapter<Config, State, Action, Event, View> {
  /** The game's id (`koikoi`, `hakka`): storage keys and worker requests use it. */
  readonly id: string;
  /** Whether `value` is a well-formed config (saved games are checked with it). */
  isConfig(value: unknown): value is Config;
  /** Whether `value` has the shape of an action (the engine checks legality). */
  isAction(value: unknown): value is Action;
  /** Rebuilds a match from its config and actions; throws for a bad config or list. */
  replay(config: Config, actions: readonly Action[]): { state: State; events: readonly (readonly Event[])[] };
  /** Applies one action (the engine's reducer). */
  apply(state: State, action: Action): AdapterApply<State, Event>;
  /** Legal actions of the seat to act (or of nobody, e.g. a deal). */
  legal(state: State): readonly Action[];
  /** The seat to act, or `null` when no seat acts (a deal, the end). */
  toAct(state: State): number | null;
  /** Whether the match has ended. */
  isOver(state: State): boolean;
  /** What `seat` may see (for bots and pass-and-play). */
  view(state: State, seat: number): View;
  /** Number of seats. */
  seats(state: State): number;
}
