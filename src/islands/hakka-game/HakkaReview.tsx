/**
 * The Hakka review island: steps through a played game with every hand face
 * up, like a lesson, narrating each step from the engine's events. The game
 * comes from the link's fragment (`game-link.ts`) or, without one, from the
 * finished rounds of the game the play page saved on this device
 * (`game/review-source.ts`); a malformed link gets a message and nothing
 * else, and so does a corrupt save (`game/ReviewNotice.tsx`). The step shown
 * is kept across reloads (`game/use-review-source.ts`). Without a game it
 * offers the example game, whose link the page computes at build time
 * (`example-game.ts`); beside the saved game it offers the example, and
 * beside the example or a link the saved game (`game/ReviewHead.tsx`).
 *
 * @example
 * <HakkaReview client:load lang="en" example={exampleGameLink()} />
 */
import { BOT_IDS } from '../../engine/hakka/bots/types';
import type { HakkaAction } from '../../engine/hakka/state';
import { hakkaReviewT } from '../../i18n/hakka-review';
import type { Lang } from '../../i18n/locales';
import { otherLink } from '../game/ReviewHead';
import ReviewNotice from '../game/ReviewNotice';
import { gameKey, type ReviewLinkError, type ReviewRules } from '../game/review-source';
import { savedGameStore } from '../game/saved-game';
import { useReviewSource } from '../game/use-review-source';
import { type HakkaSetup, hakkaAdapter } from './adapter';
import { type GameLinkErrorCode, parseGameLink } from './game-link';
import HakkaReviewGame from './HakkaReviewGame';
import { finishedHakkaActions } from './review-steps';
import './game.css';

/** Props of {@link HakkaReview}. */
export interface HakkaReviewProps {
  readonly lang: Lang;
  /** The example game's link fragment (without `#`). */
  readonly example: string;
}

const RULES: ReviewRules<HakkaSetup, HakkaAction> = { parse: parseGameLink, finished: finishedHakkaActions };
const store = () => savedGameStore(hakkaAdapter, BOT_IDS);

/** The review island (see the file comment). */
export default function HakkaReview({ lang, example }: HakkaReviewProps) {
  const r = hakkaReviewT(lang);
  const { source, keepStep, other, followed, jump, refused } = useReviewSource(
    'hakka',
    store,
    RULES,
    example,
  );
  const error = ({ code, move }: ReviewLinkError) =>
    r('review.error', { reason: r(`review.error.${code as GameLinkErrorCode}`, { n: (move ?? 0) + 1 }) });
  if (source?.kind !== 'game') {
    return (
      <ReviewNotice
        source={source}
        texts={{
          none: r('review.none'),
          corrupt: r('review.corrupt'),
          error,
          example: r('review.example'),
          exampleOpen: r('review.exampleOpen'),
        }}
        example={example}
        playHref={`/${lang}/hakka/play/`}
        playLabel={r('review.toPlay')}
        gameClass="hg"
      />
    );
  }
  return (
    <HakkaReviewGame
      key={gameKey(source.game)}
      lang={lang}
      from={source.from}
      game={source.game}
      initialStep={source.step}
      onStep={keepStep}
      jump={jump}
      problem={refused && error(refused)}
      followed={followed}
      other={otherLink(
        other,
        { example, page: `/${lang}/hakka/review/` },
        { example: r('review.exampleOpen'), saved: r('review.toSaved') },
      )}
    />
  );
}
