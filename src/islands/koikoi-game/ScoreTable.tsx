/**
 * The running score sheet of a played match: one row per finished round
 * (winner, points, why it ended), the totals and, with four players in
 * teams, the team totals below it, from `state.results` and
 * `matchScores` (the engine).
 *
 * @example
 * <ScoreTable state={state} names={names} seats={seats} />
 */
import { type MatchState, matchScores, seatsOfSide } from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { gameT } from '../../i18n/koikoi-game';
import ScrollBox from '../game/ScrollBox';
import { type Names, type SeatName, sideName } from './names';

/** Props of {@link ScoreTable}. */
export interface ScoreTableProps {
  readonly state: MatchState;
  readonly names: Names;
  readonly seats: readonly SeatName[];
}

/** The score sheet (see the file comment). */
export default function ScoreTable({ state, names, seats }: ScoreTableProps) {
  const t = gameT(names.lang);
  const totals = matchScores(state);
  if (state.results.length === 0) return <p>{t('play.sheet.empty')}</p>;
  return (
    <>
      <ScrollBox label={t('play.sheet')} class="kg-sheet-wrap">
        <table class="kg-sheet" data-testid="score-sheet">
          <thead>
            <tr>
              <th scope="col">{t('play.sheet.round')}</th>
              {seats.map((seat, i) => (
                <th scope="col" key={i}>
                  {capitalise(seat.name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.results.map((result) => (
              <tr key={result.round}>
                <th scope="row">{result.round}</th>
                {seats.map((_, seat) => (
                  <td key={seat}>
                    {result.winner === seat ? result.points : result.winner === null ? '–' : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('play.sheet.total')}</th>
              {totals.seats.map((score, seat) => (
                <td key={seat}>
                  <strong>{score}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
      {totals.teams && (
        // Below the table, not in a row of it, so a narrow sheet does not hide the totals in its
        // scrolled-off part.
        <ul class="kg-teams">
          {totals.teams.map((score, team) => (
            <li key={team} data-testid={`team-total-${team}`}>
              {sideName(names.lang, seats, seatsOfSide(state.config, team))}:{' '}
              <strong>{names.points(score)}</strong>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
