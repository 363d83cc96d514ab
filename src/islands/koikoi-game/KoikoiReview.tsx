/**
 * The Koi-Koi review island: steps through a played game with every hand
 * face up, like a lesson, narrating each action from the engine's events.
 * The game comes from the link's fragment (`game-link.ts`) or, without
 * one, from the finished rounds of the game the play page saved on this
 * device (`review-source.ts`); a malformed link gets a message and nothing
 * else, and so does a corrupt save. A round select jumps between rounds,
 * and a button copies a link to the game at the step shown. The step is
 * kept across reloads: in the fragment (`step=`) for a linked game, in this
 * tab's sessionStorage for the saved one. The server renders the "nothing
 * to review" text unseen, as a placeholder (it cannot see the fragment).
 *
 * @example
 * <KoikoiReview client:load lang="en" />
 */
import { useEffect, useState } from 'preact/hooks';
import { BOT_IDS } from '../../engine/hanafuda';
import { koikoiT } from '../../i18n/koikoi';
import { reviewT } from '../../i18n/koikoi-review';
import type { Lang } from '../../i18n/locales';
import { reviewPositions } from '../game/review-position';
import { savedGameStore } from '../game/saved-game';
import { useCardNameStyle } from '../hanafuda/card-names';
import { koikoiAdapter } from './adapter';
import { withStep } from './game-link';
import { ROUND_CHOICES } from './play-model';
import ReviewGame from './ReviewGame';
import { gameKey, type ReviewSource, reviewSource, sameGame } from './review-source';
import './game.css';
import './review.css';

/** Props of {@link KoikoiReview}. */
export interface KoikoiReviewProps {
  readonly lang: Lang;
}

/** The review island (see the file comment). */
export default function KoikoiReview({ lang }: KoikoiReviewProps) {
  const r = reviewT(lang);
  const [style] = useCardNameStyle();
  const [source, setSource] = useState<ReviewSource | null>(null);
  useEffect(() => {
    const store = savedGameStore(koikoiAdapter, BOT_IDS);
    // A fragment naming the game already shown (each step writes it) changes nothing.
    const read = () => {
      const next = reviewSource(window.location.hash, store, reviewPositions('koikoi'));
      setSource((shown) => (sameGame(shown, next) ? shown : next));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const toPlay = (
    <a class="button" href={`/${lang}/koikoi/play/`}>
      {r('review.toPlay')}
    </a>
  );
  // Before the fragment and the saved game are read (and on the server), the
  // "nothing to review" text holds its place unseen, so that the page does not
  // move when it turns out to be the answer (the usual one without a link).
  if (!source || source.kind === 'none') {
    return (
      <div
        class={`kg kg-review${source ? '' : ' kg-review-pending'}`}
        data-testid="review"
        data-state={source ? 'none' : 'loading'}
        data-needs-js
      >
        <p>{r('review.none')}</p>
        <p>{toPlay}</p>
      </div>
    );
  }
  if (source.kind === 'corrupt') {
    return (
      <div class="kg kg-review" data-testid="review" data-state="corrupt" data-needs-js>
        <p class="note" role="alert" data-testid="review-error">
          {r('review.corrupt')}
        </p>
        <p>{toPlay}</p>
      </div>
    );
  }
  if (source.kind === 'error') {
    const { code, move } = source.error;
    const choices = new Intl.ListFormat(lang, { type: 'disjunction' }).format(ROUND_CHOICES.map(String));
    const reason = r(`review.error.${code}`, { n: (move ?? 0) + 1, choices });
    return (
      <div class="kg kg-review" data-testid="review" data-state="error" data-needs-js>
        <p class="note" role="alert" data-testid="review-error">
          {r('review.error', { reason })}
        </p>
        <p>{toPlay}</p>
      </div>
    );
  }
  const key = gameKey(source.game);
  // Where a reload finds the step: in the link (no `hashchange` fires), or in this tab's storage.
  const keepStep = (index: number) => {
    if (source.from === 'link') {
      window.history.replaceState(null, '', `#${withStep(window.location.hash.slice(1), index)}`);
    } else reviewPositions('koikoi').save(key, index);
  };
  return (
    <ReviewGame
      key={key}
      lang={lang}
      style={style}
      from={source.from}
      game={source.game}
      initialStep={source.step}
      onStep={keepStep}
      rulesName={koikoiT(lang)(`preset.${source.game.setup.game.preset}`)}
    />
  );
}
