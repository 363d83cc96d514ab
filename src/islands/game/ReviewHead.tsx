/**
 * The head of a reviewed game (Koi-Koi or Hakka): the title (where the game
 * comes from), the line of facts about it, and a link to the other game
 * there is to review (`otherGame` in `review-source.ts`): the example
 * beside the reader's own game, the reader's own beside the example or a
 * link. The example opens in the fragment; the own game is the page without
 * one, so its link loads the page afresh.
 *
 * @example
 * <ReviewHead title="Your last match on this device" meta={['Nintendo leaflet', '2 players']} other={{ href: '#v=1&…', label: 'Watch the example match' }} />
 */
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
}

/** See the file comment. */
export default function ReviewHead({ title, meta, other }: ReviewHeadProps) {
  return (
    <>
      <h2 class="gt-review-title">{title}</h2>
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
