/**
 * What a review island (Koi-Koi or Hakka) shows when it has no game to show:
 * "nothing to review yet" (also, unseen and inert, while the source is still unread,
 * so the page does not move when that turns out to be the answer), a corrupt
 * saved game, or why a link cannot be read; each with a link to the play
 * page and one to the page's example game (`example-game.ts` of each game).
 *
 * @example
 * <ReviewNotice source={source} texts={{ none, corrupt, error: (e) => '…', example, exampleOpen }} example="v=1&…" playHref="/en/koikoi/play/" playLabel="Play Koi-Koi" />
 */
import type { ReviewLinkError, ReviewSource } from './review-source';
import './review.css';

/** The notice's texts. */
export interface ReviewNoticeTexts {
  readonly none: string;
  readonly corrupt: string;
  /** The whole message for a link that cannot be read. */
  readonly error: (error: ReviewLinkError) => string;
  /** What the example game is. */
  readonly example: string;
  /** The link to it. */
  readonly exampleOpen: string;
}

/** Props of {@link ReviewNotice}. */
export interface ReviewNoticeProps {
  /** The source (`null` while unread); a game source renders nothing. */
  readonly source: ReviewSource<unknown, unknown> | null;
  readonly texts: ReviewNoticeTexts;
  /** The example game's link fragment (without `#`). */
  readonly example: string;
  readonly playHref: string;
  readonly playLabel: string;
  /** The game's class (`kg`, `hg`) for its styles. */
  readonly gameClass: string;
}

/** See the file comment. */
export default function ReviewNotice({
  source,
  texts,
  example,
  playHref,
  playLabel,
  gameClass,
}: ReviewNoticeProps) {
  if (source?.kind === 'game') return null;
  const state = source?.kind ?? 'loading';
  const problem =
    source?.kind === 'error' ? texts.error(source.error) : source?.kind === 'corrupt' ? texts.corrupt : null;
  return (
    <div
      class={`${gameClass} gt-review-notice${source ? '' : ' gt-review-pending'}`}
      data-testid="review"
      data-state={state}
      data-needs-js
      inert={!source}
    >
      {problem ? (
        <p class="note" role="alert" data-testid="review-error">
          {problem}
        </p>
      ) : (
        <p>{texts.none}</p>
      )}
      <p>
        <a class="button" href={playHref}>
          {playLabel}
        </a>
      </p>
      <p>{texts.example}</p>
      <p>
        <a class="button" href={`#${example}`} data-testid="review-example">
          {texts.exampleOpen}
        </a>
      </p>
    </div>
  );
}
