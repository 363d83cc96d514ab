/**
 * The hints box of the Hakka play island, for the person to act: while
 * playing, the best pattern on the table and every play that beats it (or
 * every lead), each a button that selects its cards; the computer's rating
 * of the options, on request, whenever there is a choice (calling, the Five
 * Tigers, declaring, playing); and the person's count towards declaring.
 *
 * @example
 * <HintsBox state={state} seat={0} hints={playHints(state, 0)} choices={2} names={names} seats={seats}
 *   advice={advice} onAsk={request} onPick={select} />
 */
import type { CardId } from '../../engine/hakka/cards';
import { declarationCount } from '../../engine/hakka/derived';
import { DECLARE_FROM } from '../../engine/hakka/scoring';
import type { Seat } from '../../engine/hakka/seats';
import type { HakkaState } from '../../engine/hakka/state';
import { capitalise, numberText } from '../../i18n/format';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { HakkaEstimate } from '../../workers/hakka-handlers';
import KeepNames from '../game/KeepNames';
import MoveAdvice from '../game/MoveAdvice';
import { hakkaAdviceLines, sameOutcome } from './move-advice';
import type { HakkaNames, SeatName } from './names';
import type { PlayHints } from './play-model';

/** Props of {@link HintsBox}. */
export interface HintsBoxProps {
  readonly state: HakkaState;
  /** The person to act. */
  readonly seat: Seat;
  /** The plays to show (while playing). */
  readonly hints: PlayHints | null;
  /** How many moves the person may choose from (the rating is offered from two on). */
  readonly choices: number;
  readonly names: HakkaNames;
  readonly seats: readonly SeatName[];
  /** The computer's rating: `'pending'` while it thinks, `null` before asking. */
  readonly advice: readonly HakkaEstimate[] | 'pending' | null;
  readonly onAsk: () => void;
  /** A play's button was used: select its cards. */
  readonly onPick: (cards: readonly CardId[]) => void;
}

/** The hints box (see the file comment). */
export default function HintsBox(props: HintsBoxProps) {
  const { state, seat, hints, choices, names, seats, advice, onAsk, onPick } = props;
  const t = hakkaGameT(names.lang);
  const phase = state.phase;
  const rated = Array.isArray(advice) ? advice : null;
  return (
    <section class="hg-box" aria-label={t('play.hint.heading')} data-testid="hints">
      <h2 class="hg-box-head">{t('play.hint.heading')}</h2>
      {phase === 'playing' && hints && (
        <>
          {hints.best && (
            <p class="hg-small">
              <KeepNames
                text={t('play.hint.best', {
                  cards: names.cards(hints.best.cards),
                  seat: capitalise(seats[hints.best.seat]?.name ?? ''),
                })}
              />
            </p>
          )}
          {hints.plays.length > 0 ? (
            <>
              <p class="hg-small">{hints.best ? t('play.hint.beats') : t('play.hint.legal')}</p>
              <ul class="hp-hints">
                {hints.plays.slice(0, 24).map((cards) => (
                  <li key={cards.join()}>
                    <button type="button" class="hp-hint" data-testid="hint" onClick={() => onPick(cards)}>
                      <KeepNames text={names.cards(cards)} />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p class="hg-small">{t('play.hint.none')}</p>
          )}
        </>
      )}
      {/* Calling, Five Tigers, declaring and playing: the computer can weigh each. */}
      {choices > 1 && (
        <MoveAdvice
          pending={advice === 'pending'}
          intro={t('play.suggest.intro', { n: rated?.[0]?.samples ?? 0 })}
          lines={rated ? hakkaAdviceLines(rated, names) : []}
          note={rated && sameOutcome(rated) ? t('play.suggest.same') : undefined}
          labels={{ ask: t('play.suggest'), pending: t('play.suggest.pending') }}
          onAsk={onAsk}
        />
      )}
      {(phase === 'playing' || phase === 'declaring') && (
        <p class="hg-small">
          {t('play.hint.count', {
            // The count is tricks plus elder cards in hand, not tricks: a number, named as the count.
            count: numberText(names.lang, declarationCount(state, seat)),
            need: numberText(names.lang, DECLARE_FROM),
          })}
        </p>
      )}
    </section>
  );
}
