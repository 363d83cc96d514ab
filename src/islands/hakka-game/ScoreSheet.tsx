/**
 * The running score sheet of a Hakka game: one row per finished round (its
 * number and who won with what count (tricks plus elder cards, so named as
 * the count, never as tricks), or a redeal / no declaration, in one
 * cell so that the sheet fits a side column) with every seat's points, and
 * the totals, all from the engine's round results.
 *
 * @example
 * <ScoreSheet state={state} names={names} seats={seats} />
 */
import type { HakkaState } from '../../engine/hakka/state';
import { capitalise, numberText } from '../../i18n/format';
import { hakkaGameT } from '../../i18n/hakka-game';
import ScrollBox from '../game/ScrollBox';
import type { HakkaNames, SeatName } from './names';

/** Props of {@link ScoreSheet}. */
export interface ScoreSheetProps {
  readonly state: HakkaState;
  readonly names: HakkaNames;
  readonly seats: readonly SeatName[];
}

/** The score sheet (see the file comment). */
export default function ScoreSheet({ state, names, seats }: ScoreSheetProps) {
  const t = hakkaGameT(names.lang);
  const nameOf = (seat: number) => capitalise(seats[seat]?.name ?? String(seat));
  if (state.rounds.length === 0) return <p class="hg-small">{t('play.sheet.empty')}</p>;
  return (
    <ScrollBox label={t('play.sheet')}>
      <table class="hg-table hg-sheet" data-testid="score-sheet">
        <thead>
          <tr>
            <th scope="col">{t('play.sheet.round')}</th>
            {seats.map((_, seat) => (
              <th scope="col" key={seat}>
                {nameOf(seat)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.rounds.map((r) => (
            <tr key={r.round}>
              <th scope="row">
                <span class="hg-sheet-round">{r.round}</span>{' '}
                {r.winner !== null
                  ? t('play.sheet.won', { seat: nameOf(r.winner), count: numberText(names.lang, r.count) })
                  : t(r.outcome === 'redeal' ? 'play.sheet.redeal' : 'play.sheet.none')}
              </th>
              {r.deltas.map((d, seat) => (
                <td key={seat}>{numberText(names.lang, d, { signed: true })}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('play.sheet.total')}</th>
            {state.scores.map((s, seat) => (
              <td key={seat}>{numberText(names.lang, s, { signed: true })}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}
