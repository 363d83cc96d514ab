/**
 * The Koi-Koi review island: steps through a played game with every hand
 * face up, like a lesson, narrating each action from the engine's events.
 * The game comes from the link's fragment (`game-link.ts`) or, without
 * one, from the finished rounds of the game the play page saved on this
 * device (`game/review-source.ts`); a malformed link gets a message and
 * nothing else, and so does a corrupt save (`game/ReviewNotice.tsx`). The
 * step shown is kept across reloads (`game/use-review-source.ts`). Without
 * a game it offers the example match, whose link the page computes at
 * build time (`example-game.ts`); beside the saved match it offers the
 * example, and beside the example or a link the saved match
 * (`game/ReviewHead.tsx`).
 *
 * @example
 * <KoikoiReview client:load lang="en" example={exampleGameLink()} />
 */
import type { Action } from '../../engine/hanafuda';
import { BOT_IDS } from '../../engine/hanafuda';
import { countWord } from '../../i18n/format';
import { koikoiT } from '../../i18n/koikoi';
import { reviewT } from '../../i18n/koikoi-review';
import type { Lang } from '../../i18n/locales';
import { otherLink } from '../game/ReviewHead';
import ReviewNotice from '../game/ReviewNotice';
import { gameKey, type ReviewLinkError, type ReviewRules } from '../game/review-source';
import { savedGameStore } from '../game/saved-game';
import { useReviewSource } from '../game/use-review-source';
import { useCardNameStyle } from '../hanafuda/card-names';
import { type KoikoiSetup, koikoiAdapter } from './adapter';
import { type GameLinkErrorCode, parseGameLink } from './game-link';
import { ROUND_CHOICES } from './play-model';
import ReviewGame from './ReviewGame';
import { finishedActions } from './review-steps';
import './game.css';

/** Props of {@link KoikoiReview}. */
export interface KoikoiReviewProps {
  readonly lang: Lang;
  /** The example match's link fragment (without `#`). */
  readonly example: string;
}

const RULES: ReviewRules<KoikoiSetup, Action> = { parse: parseGameLink, finished: finishedActions };
const store = () => savedGameStore(koikoiAdapter, BOT_IDS);

/** The number of rounds of the example match (0 if its link cannot be read, which the tests rule out). */
function exampleRounds(example: string): number {
  const read = parseGameLink(example);
  return read.ok ? read.game.setup.game.rounds : 0;
}

/** The review island (see the file comment). */
export default function KoikoiReview({ lang, example }: KoikoiReviewProps) {
  const r = reviewT(lang);
  const [style] = useCardNameStyle();
  const { source, keepStep, other, followed, jump, refused } = useReviewSource(
    'koikoi',
    store,
    RULES,
    example,
  );
  const error = ({ code, move }: ReviewLinkError) =>
    r('review.error', {
      reason: r(`review.error.${code as GameLinkErrorCode}`, {
        n: (move ?? 0) + 1,
        choices: new Intl.ListFormat(lang, { type: 'disjunction' }).format(ROUND_CHOICES.map(String)),
      }),
    });
  if (source?.kind !== 'game') {
    return (
      <ReviewNotice
        source={source}
        texts={{
          none: r('review.none'),
          corrupt: r('review.corrupt'),
          error,
          example: r('review.example', { n: countWord(lang, exampleRounds(example), 'f') }),
          exampleOpen: r('review.exampleOpen'),
        }}
        example={example}
        playHref={`/${lang}/koikoi/play/`}
        playLabel={r('review.toPlay')}
        gameClass="kg"
      />
    );
  }
  return (
    <ReviewGame
      key={gameKey(source.game)}
      lang={lang}
      style={style}
      from={source.from}
      game={source.game}
      initialStep={source.step}
      onStep={keepStep}
      jump={jump}
      problem={refused && error(refused)}
      followed={followed}
      other={otherLink(
        other,
        { example, page: `/${lang}/koikoi/review/` },
        { example: r('review.exampleOpen'), saved: r('review.toSaved') },
      )}
      rulesName={koikoiT(lang)(`preset.${source.game.setup.game.preset}`)}
    />
  );
}
