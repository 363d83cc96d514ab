/**
 * "What happened" beside a play table, for either game: the latest
 * narrated lines in a list that scrolls. While it scrolls it also takes the
 * keyboard focus (a scrolling region must be reachable without a mouse);
 * while its lines fit, it is no extra stop on the way through the game
 * (`use-scroll-tab-stop.ts`). New lines
 * come at the bottom and the list scrolls down to them; the numbers count
 * from the first line kept ({@link LOG_LINES}), not from the first shown.
 *
 * @example
 * <PlayLog label="What happened" lines={log} box="kg-box" />
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import KeepNames from './KeepNames';
import { useScrollTabStop } from './use-scroll-tab-stop';
import './play-log.css';

/** Lines a play island keeps in its log (kept with the saved game, `saved-log.ts`). */
export { LOG_LINES } from './saved-log';

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
  const list = useRef<HTMLOListElement>(null);
  const shown = lines.slice(-SHOWN_LINES);
  const last = lines[lines.length - 1];
  const stop = useScrollTabStop(list, `${lines.length} ${last}`);
  useLayoutEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length, last]);
  return (
    <section class={box} aria-label={label}>
      <h2 class={`${box}-head`}>{label}</h2>
      <ol
        ref={list}
        class="gp-log"
        data-testid="log"
        tabIndex={stop ? 0 : undefined}
        aria-label={label}
        start={lines.length - shown.length + 1}
      >
        {shown.map((line, i) => (
          <li key={`${lines.length - shown.length + i}-${line}`}>
            <KeepNames text={line} />
          </li>
        ))}
      </ol>
    </section>
  );
}
