/**
 * The yaku panel beside the table: one seat's current yaku and, while the
 * round is being played, the closest missing ones (from `yaku-status.ts`,
 * i.e. the engine's `yakuProgress`). Once the round is scored nothing more
 * can be won in it, so the closest yaku are left out.
 *
 * @example
 * <YakuPanel state={state} seat={0} names={names} seats={seats} />
 */
import type { MatchState } from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import { capitalise, type Names, type SeatName } from './names';
import { yakuStatus } from './yaku-status';

/** Props of {@link YakuPanel}. */
export interface YakuPanelProps {
  readonly state: MatchState;
  readonly seat: number;
  readonly names: Names;
  readonly seats: readonly SeatName[];
}

/** The panel (see the file comment). */
export default function YakuPanel({ state, seat, names, seats }: YakuPanelProps) {
  const t = gameT(names.lang);
  if (!state.round) return null;
  const status = yakuStatus(state, seat, names);
  const playing = state.phase !== 'deal' && state.phase !== 'match-over';
  const s = seats[seat];
  return (
    <div class="kg-yaku" data-testid="yaku-panel">
      <p class="kg-yaku-head">
        <strong>
          {capitalise(t(s?.you ? 'status.heading.you' : 'status.heading.other', { seat: s?.name ?? '' }))}
        </strong>
      </p>
      {status.current.length === 0 ? (
        <p>{t('status.none')}</p>
      ) : (
        <ul>
          {status.current.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {playing && status.next.length > 0 && (
        <>
          <p class="kg-yaku-head">{t('status.next')}</p>
          <ul>
            {status.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
