/**
 * The head of a reviewed game (Koi-Koi or Hakka): the title (where the game
 * comes from), the line of facts about it, and a link to the other game
 * there is to review (`otherGame` in `review-source.ts`): the example
 * beside the reader's own game, the reader's own beside the example or a
 * link. The example opens in the fragment; the own game is the page without
 * one, so its link loads the page afresh. A game that replaces the one shown
 * (or the notice) after a link on the page was followed takes the focus on
 * its title, so a keyboard or screen-reader user lands on what they opened
 * instead of the page's start; on load it leaves the focus alone.
 *
 * @example
 * <ReviewHead title="Your last match on this device" meta={['Nintendo leaflet', '2 players']} other={{ href: '#v=1&…', label: 'Watch the example match' }} />
 */
import { useEffect, useRef } from 'preact/hooks';
import type { OtherGame } from './review-source';

/** A link to the other game: where it goes and what it says. */
export interface OtherLink {
  readonly href: string;
  readonly label: string;
}

/**
 * The link to `other`: the example's fragment on this page, or `page` (the
 * review page's own path) for the saved game; `null` for none.
 */
export function otherLink(
  other: OtherGame | null,
  places: { readonly example: string; readonly page: string },
  labels: { readonly example: string; readonly saved: string },
): OtherLink | null {
  if (other === 'example') return { href: `#${places.example}`, label: labels.example };
  if (other === 'saved') return { href: places.page, label: labels.saved };
  return null;
}

/** Props of {@link ReviewHead}. */
export interface ReviewHeadProps {
  readonly title: string;
  /** Facts about the game, shown as one line. */
  readonly meta: readonly string[];
  /** The link to the other game, or `null` for none. */
  readonly other: OtherLink | null;
  /** Move the focus to the title when shown, unless the reader has it somewhere. */
  readonly focusTitle?: boolean;
}

/** See the file comment. */
export default function ReviewHead({ title, meta, other, focusTitle = false }: ReviewHeadProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (focusTitle && (!active || active === document.body)) heading.current?.focus();
  }, []);
  return (
    <>
      <h2 class="gt-review-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p class="gt-review-meta" data-testid="review-meta">
        {meta.join(' · ')}
      </p>
      {other && (
        <p class="gt-review-other no-print">
          <a href={other.href} data-testid="review-other">
            {other.label}
          </a>
        </p>
      )}
    </>
  );
}
