/**
 * The yaku panel beside the table: the current yaku of one seat's side
 * (with four-player teams, the team's) and, while the round is being
 * played, the closest missing ones and the yaku the other sides are one
 * card from (from `yaku-status.ts`, i.e. the engine's `yakuProgress`), and
 * the table cards only this seat can still take (the engine's
 * `onlyYoursOnField`; chaff left out). Once the round is scored nothing more
 * can be won in it, so those are left out.
 *
 * @example
 * <YakuPanel state={state} seat={0} names={names} seats={seats} />
 */
import { cardById, hasTeams, type MatchState, onlyYoursOnField, viewFor } from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { gameT } from '../../i18n/koikoi-game';
import { type Names, type SeatName, sideName } from './names';
import { threats, yakuStatus } from './yaku-status';

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
  const name = (other: number) => seats[other]?.name ?? '';
  const label = (other: number) => capitalise(name(other));
  const heading = hasTeams(state.config)
    ? t(s?.you ? 'status.heading.team.you' : 'status.heading.team.other', { seat: name(seat) })
    : t(s?.you ? 'status.heading.you' : 'status.heading.other', { seat: name(seat) });
  const danger = playing ? threats(state, seat, names, (side) => sideName(names.lang, seats, side)) : [];
  const yours = playing
    ? onlyYoursOnField(viewFor(state, seat)).filter((card) => cardById(card).kind !== 'chaff')
    : [];
  return (
    <div class="kg-yaku" data-testid="yaku-panel">
      <p class="kg-yaku-head">
        <strong>{capitalise(heading)}</strong>
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
      {danger.length > 0 && (
        <div data-testid="threats">
          <p class="kg-yaku-head">{t('threat.heading')}</p>
          <ul>
            {danger.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {yours.length > 0 && (
        <div data-testid="only-yours">
          <p class="kg-yaku-head">
            {s?.you ? t('yours.heading.you') : t('yours.heading.other', { seat: label(seat) })}
          </p>
          <ul>
            {yours.map((card) => (
              <li key={card}>{names.card(card)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
