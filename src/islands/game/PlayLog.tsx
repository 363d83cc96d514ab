/**
 * "What happened" beside a play table, for either game: the latest
 * narrated lines in a list that scrolls, so it also takes the keyboard
 * focus (a scrolling region must be reachable without a mouse).
 *
 * @example
 * <PlayLog label="What happened" lines={log} box="kg-box" />
 */
import './play-log.css';

/** Lines a play island keeps in its log. */
export const LOG_LINES = 40;

/** Lines the list shows (the latest). */
export const SHOWN_LINES = 12;

/** Props of {@link PlayLog}. */
export interface PlayLogProps {
  readonly label: string;
  readonly lines: readonly string[];
  /** The game's box class (`kg-box`, `hg-box`); its heading uses `<box>-head`. */
  readonly box: string;
}

/** See the file comment. */
export default function PlayLog({ label, lines, box }: PlayLogProps) {
  return (
    <section class={box} aria-label={label}>
      <p class={`${box}-head`}>{label}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
      <ol class="gp-log" data-testid="log" tabIndex={0} aria-label={label}>
        {lines.slice(-SHOWN_LINES).map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
