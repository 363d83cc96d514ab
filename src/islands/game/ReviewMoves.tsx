/**
 * Every step of the reviewed game as a list, round by round, numbered as the
 * step counter counts: each entry is that step's narration and a button
 * that goes there; the step shown is marked (`aria-current`) and kept in
 * sight inside the list. The list folds away (a closed `<details>`) and
 * opens for printing, so a printed review carries the whole game, not only
 * the table of one step. Inside the list the arrow keys go to the next or
 * previous step and Home/End to the first or last, moving the focus along
 * (Tab still leaves the list). Shared by the Koi-Koi and Hakka reviews; an
 * element with class `gt-review` around the review gets the print rules
 * (controls hidden; `gt-review-controls` marks more of them).
 *
 * @example
 * <ReviewMoves narrations={lines} groups={[{ label: 'Round 1, January', from: 0 }]} current={4} onGo={stepper.go} heading="Every move" />
 */
import { useEffect, useRef } from 'preact/hooks';
import KeepNames from './KeepNames';
import './review.css';

/** A run of steps under one heading (a round), from step `from` to the next group's start. */
export interface MoveGroup {
  readonly label: string;
  readonly from: number;
}

/** Props of {@link ReviewMoves}. */
export interface ReviewMovesProps {
  /** The narration of each step (sentences). */
  readonly narrations: readonly (readonly string[])[];
  /** The groups, in step order; the first one takes the steps before its start too. */
  readonly groups: readonly MoveGroup[];
  /** The step shown (0-based). */
  readonly current: number;
  readonly onGo: (index: number) => void;
  readonly heading: string;
}

/** See the file comment. */
export default function ReviewMoves({ narrations, groups, current, onGo, heading }: ReviewMovesProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // Printing opens the list (and closes it again afterwards if the reader had not opened it).
  useEffect(() => {
    let wasOpen = true;
    const before = () => {
      wasOpen = details.current?.open ?? true;
      if (details.current) details.current.open = true;
    };
    const after = () => {
      if (details.current && !wasOpen) details.current.open = false;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  // The step shown stays in sight inside the list (the page itself does not scroll).
  const keepInSight = () => {
    const box = list.current;
    const entry = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!box || !entry || !details.current?.open) return;
    const top = entry.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + entry.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 3;
    }
  };
  // When the step shown changes.
  useEffect(keepInSight, [current]);

  // Arrow keys, Home and End on an entry: go to that step and focus its entry.
  const onKeyDown = (event: KeyboardEvent, from: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const last = narrations.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: from + 1,
      ArrowRight: from + 1,
      ArrowUp: from - 1,
      ArrowLeft: from - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(to, 0), last);
    if (next !== from) onGo(next);
    list.current?.querySelector<HTMLElement>(`[data-step="${next}"]`)?.focus();
  };

  const spans = groups.map((group, index) => ({
    label: group.label,
    from: index === 0 ? 0 : group.from,
    to: groups[index + 1]?.from ?? narrations.length,
  }));
  return (
    <details class="gt-moves" ref={details} onToggle={keepInSight} data-testid="review-moves">
      <summary>{heading}</summary>
      <div class="gt-moves-list" ref={list}>
        {spans.map((span) => (
          <div key={span.from}>
            <h3 class="gt-moves-round">{span.label}</h3>
            <ol start={span.from + 1}>
              {narrations.slice(span.from, span.to).map((lines, offset) => {
                const index = span.from + offset;
                return (
                  <li key={index}>
                    <button
                      type="button"
                      data-step={index}
                      aria-current={index === current ? 'step' : undefined}
                      onClick={() => onGo(index)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <KeepNames text={lines.join(' ')} />
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </div>
    </details>
  );
}
