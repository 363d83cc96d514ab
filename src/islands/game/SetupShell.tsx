/**
 * The frame both play pages' setup forms share: the game's own fields
 * (children), then who sits at each seat (a person or a computer player of
 * a chosen strength), the pass-and-play note, hints on or off, the optional
 * deal number and the start button. Native form controls, so mouse, touch,
 * keyboard and screen readers work without extra code. Strings come from
 * the game's dictionary.
 *
 * @example
 * <SetupShell idPrefix="kg" labels={labels} bots={BOT_IDS} seats={setup.seats} … >{rulesFields}</SetupShell>
 */
import type { ComponentChildren } from 'preact';
import { type SeatSetup, seatChoice, withSeatChoice } from './seats';
import './setup-shell.css';

/** The texts of the frame, in the page's language. */
export interface SetupShellLabels {
  /** Heading above the form, if the page has none of its own. */
  readonly heading?: string;
  /** Label of seat `index`'s select box. */
  readonly seatKind: (index: number) => string;
  readonly human: string;
  /** Name of a computer player's strength. */
  readonly bot: (id: string) => string;
  readonly seatsHumans: string;
  /** What the computer players' strengths mean (the select boxes name them only). */
  readonly botsHelp: string;
  readonly hints: string;
  readonly seed: string;
  /** What the deal number does. */
  readonly seedHelp: string;
  readonly start: string;
}

/** The dictionary keys both games' setup forms fill the frame from. */
export type SetupShellKey =
  | 'play.setup'
  | 'play.human'
  | 'play.bot.random'
  | 'play.bot.greedy'
  | 'play.bot.strong'
  | 'play.seatsHumans'
  | 'play.botsHelp'
  | 'play.hints'
  | 'play.seed'
  | 'play.seedHelp'
  | 'play.start';

/**
 * The frame's texts from a game's dictionary (the keys above); the seat
 * labels are the game's own.
 *
 * @example
 * shellLabels(gameT('de'), (index) => t('play.seatKind', { n: index + 1 }));
 */
export function shellLabels(
  t: (key: SetupShellKey) => string,
  seatKind: (index: number) => string,
): SetupShellLabels {
  return {
    heading: t('play.setup'),
    seatKind,
    human: t('play.human'),
    bot: (id) => t(`play.bot.${id}` as 'play.bot.random'),
    seatsHumans: t('play.seatsHumans'),
    botsHelp: t('play.botsHelp'),
    hints: t('play.hints'),
    seed: t('play.seed'),
    seedHelp: t('play.seedHelp'),
    start: t('play.start'),
  };
}

/** Props of {@link SetupShell}. */
export interface SetupShellProps {
  /** Prefix of the form's element ids, unique on the page. */
  readonly idPrefix: string;
  readonly labels: SetupShellLabels;
  /** The computer players' ids, weakest first. */
  readonly bots: readonly string[];
  readonly seats: readonly SeatSetup[];
  readonly onSeats: (seats: SeatSetup[]) => void;
  readonly hints: boolean;
  readonly onHints: (on: boolean) => void;
  /** The optional deal number typed by the reader. */
  readonly seed: string;
  readonly onSeed: (seed: string) => void;
  readonly onStart: () => void;
  /** The game's own fields (rules, players, length), shown first. */
  readonly children?: ComponentChildren;
}

/** The frame (see the file comment). */
export default function SetupShell(props: SetupShellProps) {
  const { idPrefix, labels, bots, seats, seed } = props;
  return (
    <form
      class="gs-setup"
      data-testid="setup"
      onSubmit={(e) => {
        e.preventDefault();
        props.onStart();
      }}
    >
      {labels.heading && <h2 class="gs-head">{labels.heading}</h2>}
      {props.children}
      <div class="gs-fields gs-seats">
        {seats.map((seat, index) => (
          <label key={index}>
            {labels.seatKind(index)}
            <select
              data-testid={`seat-${index}`}
              aria-describedby={`${idPrefix}-seats-help`}
              value={seatChoice(seat)}
              onChange={(e) =>
                props.onSeats(withSeatChoice(seats, index, (e.target as HTMLSelectElement).value))
              }
            >
              <option value="human">{labels.human}</option>
              {bots.map((bot) => (
                <option key={bot} value={bot}>
                  {labels.bot(bot)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div id={`${idPrefix}-seats-help`} class="gs-help">
        <p class="gs-small">{labels.seatsHumans}</p>
        <p class="gs-small">{labels.botsHelp}</p>
      </div>
      <p class="gs-check">
        <input
          id={`${idPrefix}-hints-setup`}
          type="checkbox"
          checked={props.hints}
          onChange={(e) => props.onHints((e.target as HTMLInputElement).checked)}
        />
        <label for={`${idPrefix}-hints-setup`}>{labels.hints}</label>
      </p>
      <p class="gs-seed">
        <label for={`${idPrefix}-seed`}>{labels.seed}</label>
        <input
          id={`${idPrefix}-seed`}
          data-testid="seed"
          value={seed}
          maxLength={40}
          aria-describedby={`${idPrefix}-seed-help`}
          onInput={(e) => props.onSeed((e.target as HTMLInputElement).value)}
        />
        <span id={`${idPrefix}-seed-help`} class="gs-small">
          {labels.seedHelp}
        </span>
      </p>
      <button type="submit" class="button button-primary" data-testid="start">
        {labels.start}
      </button>
    </form>
  );
}
