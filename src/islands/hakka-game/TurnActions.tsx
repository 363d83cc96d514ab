/**
 * The buttons of a person's turn in the Hakka play island, by phase: call or
 * pass, claim the Five Tigers or not, declare or play on; while playing, the
 * cards selected so far (a polite live region, empty until a card is
 * selected, so that it adds nothing to the announcement of the turn),
 * "Play" (or "Discard" when nothing beats the table) and "Clear the
 * selection". The engine checks every move the island applies.
 *
 * @example
 * <TurnActions phase="calling" seat={0} names={names} selected={[]} canDiscard={false} onAct={apply} onClear={clear} />
 */
import type { CardId } from '../../engine/hakka/cards';
import type { Seat } from '../../engine/hakka/seats';
import type { HakkaAction, HakkaState } from '../../engine/hakka/state';
import { hakkaGameT } from '../../i18n/hakka-game';
import KeepNames from '../game/KeepNames';
import type { HakkaNames } from './names';

/** Props of {@link TurnActions}. */
export interface TurnActionsProps {
  readonly phase: HakkaState['phase'];
  /** The person to act. */
  readonly seat: Seat;
  readonly names: HakkaNames;
  readonly selected: readonly CardId[];
  /** Nothing beats the table: the selected cards are laid face down. */
  readonly canDiscard: boolean;
  readonly onAct: (action: HakkaAction) => void;
  readonly onClear: () => void;
}

/** The action bar (see the file comment). */
export default function TurnActions(props: TurnActionsProps) {
  const { phase, seat, names, selected, canDiscard, onAct, onClear } = props;
  const t = hakkaGameT(names.lang);
  const button = (action: HakkaAction, label: string, primary = false) => (
    <button
      type="button"
      class={`button${primary ? ' button-primary' : ''}`}
      data-testid={`act-${action.type}`}
      onClick={() => onAct(action)}
    >
      {label}
    </button>
  );
  return (
    <div class="hp-actions" data-testid="actions">
      {phase === 'calling' && (
        <>
          {button({ type: 'call', seat }, t('play.call'), true)}
          {button({ type: 'pass', seat }, t('play.pass'))}
        </>
      )}
      {phase === 'tigers' && (
        <>
          {button({ type: 'claim-tigers', seat }, t('play.claimTigers'), true)}
          {button({ type: 'decline-tigers', seat }, t('play.declineTigers'))}
        </>
      )}
      {phase === 'declaring' && (
        <>
          {button({ type: 'declare', seat }, t('play.declare'), true)}
          {button({ type: 'continue', seat }, t('play.continue'))}
        </>
      )}
      {phase === 'playing' && (
        <>
          {/* Only the selection is live: "Select cards in your hand." is shown when the turn
              starts, when the play island's live region already says what the turn asks. */}
          <p class="hp-selected">
            <span data-testid="selected" aria-live="polite">
              {selected.length > 0 && (
                <KeepNames text={t('play.selected', { cards: names.cards(selected) })} />
              )}
            </span>
            {selected.length === 0 && t('play.selectedNone')}
          </p>
          <button
            type="button"
            class="button button-primary"
            data-testid="play-cards"
            disabled={selected.length === 0}
            onClick={() => onAct({ type: canDiscard ? 'discard' : 'play', seat, cards: selected })}
          >
            {canDiscard ? t('play.discardCards') : t('play.playCards')}
          </button>
          <button type="button" class="button" disabled={selected.length === 0} onClick={onClear}>
            {t('play.clear')}
          </button>
        </>
      )}
    </div>
  );
}
