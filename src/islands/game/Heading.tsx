/**
 * A heading at the level its place on the page needs: the play islands sit
 * right under the page title (level 2), the lessons and reviews under a
 * section heading (level 3). Screen-reader users jump between these
 * headings to find the hands, the table and the score sheet.
 *
 * @example
 * <Heading level={2} class="kt-label">Your hand</Heading>
 */
import type { ComponentChildren } from 'preact';

/** The levels an island's headings use. */
export type HeadingLevel = 2 | 3;

/** Props of {@link Heading}. */
export interface HeadingProps {
  readonly level: HeadingLevel;
  readonly class?: string;
  readonly children: ComponentChildren;
}

/** See the file comment. */
export default function Heading({ level, class: className, children }: HeadingProps) {
  return level === 2 ? <h2 class={className}>{children}</h2> : <h3 class={className}>{children}</h3>;
}
