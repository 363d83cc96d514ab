/**
 * The bar above a reviewed game (Koi-Koi or Hakka): a "Go to round" select
 * when the game has more than one round, the button that copies a link to
 * the step shown, and the status line saying whether that worked. Without
 * clipboard access the link goes into the address bar instead (by
 * `replaceState`: a `hashchange` would reload the review and drop the
 * message). Hidden in print (`gt-review-controls`).
 *
 * @example
 * <ReviewBar rounds={rounds} index={stepper.index} onGo={stepper.go} roundLabel={(s) => `Round ${s.round}`} link={link} texts={texts} statusClass="kg-small" />
 */
import { useState } from 'preact/hooks';
import { withStep } from './link-step';
import { currentRound, type RoundStart } from './review-rounds';

/** The bar's texts (already translated). */
export interface ReviewBarTexts {
  readonly round: string;
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
}

/** Props of {@link ReviewBar}. */
export interface ReviewBarProps {
  readonly rounds: readonly RoundStart[];
  /** The step shown (0-based). */
  readonly index: number;
  readonly onGo: (index: number) => void;
  readonly roundLabel: (start: RoundStart) => string;
  /** The game's link fragment, or `null` when the game cannot be linked (no button then). */
  readonly link: string | null;
  readonly texts: ReviewBarTexts;
  /** The game's class for small print (`kg-small`, `hg-small`). */
  readonly statusClass: string;
}

/** See the file comment. */
export default function ReviewBar({
  rounds,
  index,
  onGo,
  roundLabel,
  link,
  texts,
  statusClass,
}: ReviewBarProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    if (!link) return;
    const here = withStep(link, index);
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${window.location.pathname}#${here}`);
      setCopied(texts.copied);
    } catch {
      window.history.replaceState(null, '', `#${here}`);
      setCopied(texts.copyFailed);
    }
  };
  return (
    <div class="gt-review-bar gt-review-controls">
      {rounds.length > 1 && (
        <label>
          {texts.round}{' '}
          <select
            data-testid="review-round"
            value={String(currentRound(rounds, index)?.step ?? 0)}
            onChange={(e) => onGo(Number((e.target as HTMLSelectElement).value))}
          >
            {rounds.map((start) => (
              <option key={start.round} value={String(start.step)}>
                {roundLabel(start)}
              </option>
            ))}
          </select>
        </label>
      )}
      {link && (
        <button type="button" class="button" data-testid="review-copy" onClick={copy}>
          {texts.copy}
        </button>
      )}
      <p class={statusClass} role="status" data-testid="review-copied">
        {copied}
      </p>
    </div>
  );
}

/** The bar's texts from a review dictionary (both games share these keys, `i18n/review`). */
export function barTexts(
  r: (key: 'review.round' | 'review.copy' | 'review.copied' | 'review.copyFailed') => string,
): ReviewBarTexts {
  return {
    round: r('review.round'),
    copy: r('review.copy'),
    copied: r('review.copied'),
    copyFailed: r('review.copyFailed'),
  };
}
