/**
 * A blank score sheet for pen and paper, shown only in print: the rounds of
 * the match with their months, the first dealer, and an empty column per
 * scoring side. It follows the set-up form's choices (rules, players, names,
 * rounds), and without JavaScript it prints the form's defaults.
 *
 * @example
 * <BlankSheet setup={draft} t={t} k={k} months={months} />
 */
import type { Params } from '../../i18n/format';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import { type SheetSetup, sideCount } from '../../utils/koikoi/score-sheet';
import { SheetHead, SheetMeta } from './SheetHead';
import { roundMonthName, seatName } from './sheet-names';

/** Props of {@link BlankSheet}. */
export interface BlankSheetProps {
  readonly setup: SheetSetup;
  readonly t: (key: ToolsKey, params?: Params) => string;
  readonly k: (key: CoreKey) => string;
  /** Month names, index 0 = January. */
  readonly months: readonly string[];
}

/** The print-only blank sheet (see the file comment). */
export default function BlankSheet({ setup, t, k, months }: BlankSheetProps) {
  const sides = Array.from({ length: sideCount(setup) }, (_, side) => side);
  return (
    <section class="kk-blank-sheet" data-testid="blank-sheet">
      <SheetMeta setup={setup} t={t} k={k} />
      <table class="kk-sheet-table">
        <SheetHead setup={setup} t={t} />
        <tbody>
          {Array.from({ length: setup.rounds }, (_, round) => (
            <tr key={round}>
              <th scope="row">{round + 1}</th>
              <td>{roundMonthName(months, round)}</td>
              <td>{round === 0 ? seatName(setup, setup.firstDealer, t) : ''}</td>
              <td />
              {sides.map((side) => (
                <td key={side} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('sheet.total')}
            </th>
            {sides.map((side) => (
              <td key={side} />
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
