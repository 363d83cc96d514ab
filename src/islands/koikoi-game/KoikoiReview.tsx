/**
 * The Koi-Koi review island: steps through a played game with every hand
 * face up, like a lesson, narrating each action from the engine's events.
 * The game comes from the link's fragment (`game-link.ts`) or, without
 * one, from the finished rounds of the game the play page saved on this
 * device (`review-source.ts`); a malformed link gets a message and nothing
 * else. A round select jumps between rounds, and a button copies a link to
 * the game. The server renders the "nothing to review" text unseen, as a
 * placeholder (it cannot see the fragment).
 *
 * @example
 * <KoikoiReview client:load lang="en" />
 */
import { useEffect, useState } from 'preact/hooks';
import { BOT_IDS } from '../../engine/hanafuda';
import { koikoiT } from '../../i18n/koikoi';
import { reviewT } from '../../i18n/koikoi-review';
import type { Lang } from '../../i18n/locales';
import { savedGameStore } from '../game/saved-game';
import { useCardNameStyle } from '../hanafuda/card-names';
import { koikoiAdapter } from './adapter';
import type { LinkedGame } from './game-link';
import { ROUND_CHOICES } from './play-model';
import ReviewGame from './ReviewGame';
import { type ReviewSource, reviewSource } from './review-source';
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
    // A fragment naming the game already shown (the copy button's fallback writes it) changes nothing.
    const read = () => {
      const next = reviewSource(window.location.hash, store);
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
  return (
    <ReviewGame
      key={gameKey(source.game)}
      lang={lang}
      style={style}
      from={source.from}
      game={source.game}
      rulesName={koikoiT(lang)(`preset.${source.game.setup.game.preset}`)}
    />
  );
}

/** What makes a game the same game: its config, seats and moves (not the hints flag a saved game keeps). */
function gameKey({ setup, actions }: LinkedGame): string {
  return JSON.stringify([setup.game, setup.seats, actions]);
}

/** Whether two sources show the same game (wherever it came from). */
function sameGame(a: ReviewSource | null, b: ReviewSource): boolean {
  return a?.kind === 'game' && b.kind === 'game' && gameKey(a.game) === gameKey(b.game);
}
