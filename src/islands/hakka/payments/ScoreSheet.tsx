/**
 * The four-round score sheet of the payments tool: one row per round with the
 * engine's points per player, totals (on a phone repeated under the table),
 * and buttons to remove the last round, start a new game and print. Pure
 * view: the parent owns the sheet, and says what a button did (`said`).
 *
 * @example
 * <ScoreSheet lang="en" sheet={sheet} onChange={(next, said) => { setSheet(next); setAnnounce(said); }} />
 */
import { Fragment } from 'preact';
import { ROUNDS_PER_GAME, SEATS } from '../../../engine/hakka';
import { numberText } from '../../../i18n/format';
import { refT } from '../../../i18n/hakka/ref';
import type { Lang } from '../../../i18n/locales';
import {
  emptySheet,
  removeLastRound,
  type ScoreSheet as Sheet,
  sheetTotals,
} from '../../../utils/hakka/score-sheet';
import ScrollBox from '../../game/ScrollBox';
import { pointsLine } from './points-line';

/** Props of {@link ScoreSheet}. */
export interface ScoreSheetProps {
  lang: Lang;
  sheet: Sheet;
  /** A button changed the sheet; `said` tells what happened, for the status line. */
  onChange: (sheet: Sheet, said: string) => void;
}

/** The score sheet (see the file comment). */
export default function ScoreSheet({ lang, sheet, onChange }: ScoreSheetProps) {
  const t = refT(lang);
  const totals = sheetTotals(sheet);
  const full = sheet.rounds.length >= ROUNDS_PER_GAME;
  return (
    <section class="hkp-sheet" aria-labelledby="hkp-sheet-title" data-testid="score-sheet">
      <h2 id="hkp-sheet-title">{t('sheet.title')}</h2>
      <ScrollBox label={t('sheet.caption')}>
        <table>
          <caption class="visually-hidden">{t('sheet.caption')}</caption>{' '}
          <thead>
            <tr>
              {/* The spaces keep the heads apart in the search index. */}
              <th scope="col">{t('sheet.round')}</th> <th scope="col">{t('sheet.dealer')}</th>{' '}
              <th scope="col">{t('sheet.winner')}</th> <th scope="col">{t('sheet.count')}</th>
              {SEATS.map((s) => (
                <Fragment key={s}>
                  {' '}
                  <th scope="col">{sheet.names[s]}</th>
                </Fragment>
              ))}{' '}
            </tr>
          </thead>
          <tbody>
            {sheet.rounds.map((r, i) => (
              <tr key={i} data-round={i + 1}>
                <th scope="row">{i + 1}</th>
                <td>{sheet.names[r.dealer]}</td>
                <td>{r.winner === null ? '–' : sheet.names[r.winner]}</td>
                <td>{r.count}</td>
                {SEATS.map((s) => (
                  <td key={s} class="hkp-num">
                    {numberText(lang, r.deltas[s], { signed: true })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('sheet.total')}
              </th>
              {SEATS.map((s) => (
                <td key={s} class="hkp-num" data-testid={`total-${s}`}>
                  <strong>{numberText(lang, totals[s], { signed: true })}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
      {sheet.rounds.length > 0 && (
        // The totals again, for a narrow screen where the players' columns scroll out of sight.
        <p class="hkp-standings hkp-noprint" data-testid="sheet-standings">
          <strong>{t('sheet.standings', { n: sheet.rounds.length })}:</strong>{' '}
          {pointsLine(lang, sheet.names, totals)}
        </p>
      )}
      <p class="hkp-status">
        {sheet.rounds.length === 0
          ? t('sheet.empty', { rounds: ROUNDS_PER_GAME })
          : full
            ? t('sheet.full', { rounds: ROUNDS_PER_GAME })
            : t('sheet.saved')}
      </p>
      <div class="hkp-buttons hkp-noprint">
        <button
          type="button"
          class="button"
          disabled={sheet.rounds.length === 0}
          data-testid="sheet-undo"
          onClick={() => onChange(removeLastRound(sheet), t('sheet.removed', { n: sheet.rounds.length }))}
        >
          {t('sheet.undo')}
        </button>
        <button
          type="button"
          class="button"
          onClick={() => {
            if (sheet.rounds.length === 0 || window.confirm(t('sheet.confirmNew')))
              onChange(emptySheet(sheet.names), t('sheet.cleared'));
          }}
        >
          {t('sheet.new')}
        </button>
        <button type="button" class="button" onClick={() => window.print()}>
          {t('sheet.print')}
        </button>
      </div>
    </section>
  );
}
