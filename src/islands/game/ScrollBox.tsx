/**
 * A box in which a table scrolls sideways when it is too wide for the
 * screen: a labelled region (`.table-wrap`) that is a tab stop while it
 * scrolls, so a keyboard can scroll it too (see `use-scroll-tab-stop.ts`).
 * The islands' score sheets and the Hakka settlement sit in one.
 *
 * @example
 * <ScrollBox label={t('play.sheet')}>
 *   <table>…</table>
 * </ScrollBox>
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { useScrollTabStop } from './use-scroll-tab-stop';

/** Props of {@link ScrollBox}. */
export interface ScrollBoxProps {
  /** The region's name for screen readers. */
  readonly label: string;
  /** Classes besides `table-wrap`. */
  readonly class?: string;
  /** The table: the box watches its first child's size. */
  readonly children: ComponentChildren;
}

/** The scrolling table box (see the file comment). */
export default function ScrollBox({ label, class: extra, children }: ScrollBoxProps) {
  const box = useRef<HTMLElement>(null);
  const stop = useScrollTabStop(box);
  return (
    <section
      ref={box}
      class={extra ? `table-wrap ${extra}` : 'table-wrap'}
      tabIndex={stop ? 0 : undefined}
      aria-label={label}
    >
      {children}
    </section>
  );
}
