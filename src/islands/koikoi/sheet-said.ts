/**
 * The score sheet's sentences about the match as a whole: the heading of the
 * next round's form, the result at the end, and what the live region says
 * after each change (one sentence per action: a match begun, a round
 * recorded or taken back, the match deleted).
 *
 * @example
 * nextRoundText(sheet, t, months); // "Round 2: February. Dealer: Aiko."
 * changeText(before, after, t, months); // "Round 1 recorded: Aiko +6. Round 2: February. Dealer: Aiko."
 */
import { readsAsOne } from '../../i18n/format';
import { dealers, isFinished, runningTotals, type SheetState } from '../../utils/koikoi/score-sheet';
import type { SheetT } from './SheetHead';
import { roundMonthName, seatName, sideName } from './sheet-names';

/** The next round to record: its number, month and dealer. */
export function nextRoundText(sheet: SheetState, t: SheetT, months: readonly string[]): string {
  const round = sheet.results.length;
  return t('sheet.nextRound', {
    n: round + 1,
    month: roundMonthName(months, round),
    dealer: seatName(sheet.setup, dealers(sheet)[round] ?? 0, t),
  });
}

/** The end of the match: who wins with how many points, or a tie. */
export function finishedText(sheet: SheetState, t: SheetT): string {
  const last = runningTotals(sheet).at(-1) ?? [];
  const best = Math.max(...last);
  const leaders = last.flatMap((points, side) => (points === best ? [side] : []));
  return leaders.length === 1
    ? t(readsAsOne(String(best)) ? 'sheet.finished.one' : 'sheet.finished', {
        leader: sideName(sheet.setup, leaders[0] ?? 0, t),
        points: best,
      })
    : t('sheet.tie');
}

/**
 * What the live region says when the sheet goes from `before` to `after`
 * (`null`: no match, the set-up form): the action, then what comes next (the
 * next round, or the end of the match). Empty when nothing changed.
 */
export function changeText(
  before: SheetState | null,
  after: SheetState | null,
  t: SheetT,
  months: readonly string[],
): string {
  if (after === null) return before === null ? '' : t('sheet.said.reset');
  const next = isFinished(after) ? finishedText(after, t) : nextRoundText(after, t, months);
  if (before === null) return `${t('sheet.said.started')} ${next}`;
  const count = after.results.length;
  if (count > before.results.length) {
    const result = after.results[count - 1];
    const what =
      !result || result.winner === null
        ? t('sheet.drawn')
        : t('sheet.won', { name: seatName(after.setup, result.winner, t), points: result.points });
    return `${t('sheet.said.recorded', { n: count, result: what })} ${next}`;
  }
  if (count < before.results.length) return `${t('sheet.said.undone', { n: count + 1 })} ${next}`;
  return '';
}
