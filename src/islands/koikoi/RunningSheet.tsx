/**
 * The score sheet of a match in play: the table of rounds (month, dealer,
 * result, running totals per player or team), the form for the next round's
 * result (points, or picked yaku and Koi-Koi calls worked out by the
 * engine), the winner at the end, and the link, print and new-match buttons.
 * After a round is recorded, the focus goes to the next round's first
 * choice (who ended it), so that the form is in view again; the parent's
 * live region says what was recorded.
 *
 * @example
 * <RunningSheet lang="en" sheet={sheet} t={t} k={k} months={months} message={null} ready onChange={commit} />
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { baseOfPickedYaku, type PickedYaku } from '../../engine/hanafuda/picked-yaku';
import { RULESETS } from '../../engine/hanafuda/presets';
import type { PlayerCount } from '../../engine/hanafuda/ruleset';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { Lang } from '../../i18n/locales';
import {
  addResult,
  dealers,
  isFinished,
  POINTS_MAX,
  playsInTeams,
  pointsFromBase,
  runningTotals,
  type SheetState,
  sheetToQuery,
  sideCount,
  sideOf,
  WIN_POINTS_MIN,
} from '../../utils/koikoi/score-sheet';
import ScrollBox from '../game/ScrollBox';
import SheetCalls, { type CallsDraft, callsMessage, NO_CALLS_DRAFT, parseCalls } from './SheetCalls';
import { keepNumbers, SheetHead, type SheetMessage, SheetMeta, SheetNotice, type SheetT } from './SheetHead';
import SheetYakuPicker from './SheetYakuPicker';
import { roundMonthName, seatName, sideName } from './sheet-names';
import { finishedText, nextRoundText } from './sheet-said';

/** Props of {@link RunningSheet}. */
export interface RunningSheetProps {
  lang: Lang;
  sheet: SheetState;
  t: SheetT;
  k: (key: CoreKey) => string;
  months: readonly string[];
  message: SheetMessage;
  ready: boolean;
  onChange: (next: SheetState | null) => void;
}

/** The match in play (see the file comment). */
export default function RunningSheet({
  lang,
  sheet,
  t,
  k,
  months,
  message,
  ready,
  onChange,
}: RunningSheetProps) {
  const { setup } = sheet;
  const rules = RULESETS[setup.rules];
  const dealerList = useMemo(() => dealers(sheet), [sheet]);
  const totals = useMemo(() => runningTotals(sheet), [sheet]);
  const sides = sideCount(setup);
  const teams = playsInTeams(setup);
  const name = (seat: number) => seatName(setup, seat, t);
  const sideLabel = (side: number) => sideName(setup, side, t);
  const finished = isFinished(sheet);
  const round = sheet.results.length;
  const [winner, setWinner] = useState('');
  const [points, setPoints] = useState('');
  const [picked, setPicked] = useState<readonly PickedYaku[]>([]);
  const [calls, setCalls] = useState<CallsDraft>(NO_CALLS_DRAFT);
  const [error, setError] = useState('');
  const firstWinner = useRef<HTMLInputElement>(null);
  const pointsInput = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLDetailsElement>(null);
  const callsInput = useRef<HTMLInputElement>(null);
  const players = setup.players as PlayerCount;
  const callsRefused = callsMessage(rules, players, calls, t) !== null;
  const last = totals[totals.length - 1] ?? new Array<number>(sides).fill(0);
  const exportLink = `/${lang}/koikoi/score-sheet/${sheetToQuery(sheet)}`;
  // A round was recorded and another follows: the focus goes to its first choice.
  const focusEntry = useRef(false);
  useEffect(() => {
    if (!focusEntry.current) return;
    focusEntry.current = false;
    firstWinner.current?.focus();
  });

  // The points of picked yaku and calls, worked out by the engine (empty when nothing is
  // picked or the calls cannot have happened: the call fields say why).
  function pickedPoints(picks: readonly PickedYaku[], draft: CallsDraft): string {
    if (picks.length === 0 || callsMessage(rules, players, draft, t) !== null) return '';
    return String(pointsFromBase(baseOfPickedYaku(picks, rules), rules, parseCalls(draft)));
  }

  function record(e: Event) {
    e.preventDefault();
    let next: SheetState;
    if (winner === 'draw') {
      next = addResult(sheet, { winner: null, points: 0 });
    } else {
      const value = Number(points);
      if (winner === '') {
        setError(t('sheet.noWinner'));
        firstWinner.current?.focus();
        return;
      }
      if (callsRefused) {
        // The call fields show why; open "Pick yaku" if it was closed, so focus lands there.
        if (picker.current) picker.current.open = true;
        callsInput.current?.focus();
        setError('');
        return;
      }
      if (points.trim() === '' || !Number.isInteger(value) || value < 0 || value > POINTS_MAX) {
        setError(t('sheet.invalidPoints'));
        pointsInput.current?.focus();
        return;
      }
      if (value < WIN_POINTS_MIN) {
        setError(t('sheet.zeroPoints'));
        pointsInput.current?.focus();
        return;
      }
      next = addResult(sheet, { winner: Number(winner), points: value });
    }
    // At the end of the match the form goes; the parent's focus rescue takes over.
    focusEntry.current = !isFinished(next);
    onChange(next);
    setWinner('');
    setPoints('');
    setPicked([]);
    setCalls(NO_CALLS_DRAFT);
    setError('');
  }

  return (
    <div class="kk-sheet" data-sheet-ready={ready ? '' : undefined}>
      <SheetNotice message={message} />
      <SheetMeta setup={setup} t={t} k={k} />
      <ScrollBox label={t('sheet.running')}>
        <table class="kk-sheet-table" data-testid="sheet-table">
          <SheetHead setup={setup} t={t} />
          <tbody>
            {sheet.results.map((result, i) => (
              <tr key={i} data-round={i + 1}>
                <th scope="row">{i + 1}</th>
                <td>{roundMonthName(months, i)}</td>
                <td>{keepNumbers(name(dealerList[i] ?? 0))}</td>
                <td>
                  {result.winner === null
                    ? t('sheet.drawn')
                    : keepNumbers(t('sheet.won', { name: name(result.winner), points: result.points }))}
                </td>
                {(totals[i] ?? []).map((v, side) => (
                  <td key={side} class="kk-num" data-side={side}>
                    {v}
                  </td>
                ))}
              </tr>
            ))}
            {!finished && (
              <tr class="kk-next-round">
                <th scope="row">{round + 1}</th>
                <td>{roundMonthName(months, round)}</td>
                <td data-testid="next-dealer">{keepNumbers(name(dealerList[round] ?? 0))}</td>
                <td colSpan={sides + 1}>…</td>
              </tr>
            )}
          </tbody>
          {sheet.results.length > 0 && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('sheet.total')}
                </th>
                {last.map((v, side) => (
                  <td key={side} class="kk-num" data-testid={`sheet-total-${side}`}>
                    <strong>{v}</strong>
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollBox>
      {sheet.results.length > 0 && (
        // The totals again, one line a side, for a narrow screen where the table's last columns scroll out of sight.
        <div class="kk-standings kk-no-print" data-testid="sheet-standings">
          <p>{t('sheet.standings', { n: round })}</p>
          <ul>
            {last.map((v, side) => (
              <li key={side}>
                <span>{sideLabel(side)}</span> <strong>{v}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      {finished && (
        // Not a live region of its own: the parent's live region says it as the last round is recorded.
        <p class="note" data-testid="sheet-finished">
          {finishedText(sheet, t)}
        </p>
      )}
      {!finished && (
        // noValidate: the form's own messages (both languages, focus on the field) replace the
        // browser's bubbles, which would otherwise stop a win of 0 points before record() sees it.
        <form class="kk-sheet-entry" onSubmit={record} noValidate>
          <h2 class="kk-sheet-next">{nextRoundText(sheet, t, months)}</h2>
          <fieldset class="kk-fieldset">
            <legend>{t('sheet.winner')}</legend>
            {setup.names.map((_, seat) => (
              <label class="kk-radio" key={seat}>
                <input
                  type="radio"
                  name="kk-winner"
                  ref={seat === 0 ? firstWinner : undefined}
                  value={String(seat)}
                  checked={winner === String(seat)}
                  onChange={() => setWinner(String(seat))}
                />{' '}
                {name(seat)}
                {teams ? ` (${t('sheet.team', { n: sideOf(setup, seat) + 1 })})` : ''}
              </label>
            ))}
            <label class="kk-radio">
              <input
                type="radio"
                name="kk-winner"
                value="draw"
                checked={winner === 'draw'}
                onChange={() => setWinner('draw')}
              />{' '}
              {t('sheet.draw')}
            </label>
          </fieldset>
          {winner !== 'draw' && (
            <>
              <label class="kk-field kk-field-small">
                <span>{t('sheet.points')}</span>
                <input
                  type="number"
                  min={WIN_POINTS_MIN}
                  max={POINTS_MAX}
                  step={1}
                  inputMode="numeric"
                  value={points}
                  ref={pointsInput}
                  data-testid="sheet-points"
                  aria-describedby="kk-sheet-points-hint"
                  onInput={(e) => setPoints((e.currentTarget as HTMLInputElement).value)}
                />
              </label>
              <p id="kk-sheet-points-hint" class="kk-hint">
                {t('sheet.pointsHint')}{' '}
                <a href={`/${lang}/koikoi/calculator/?rules=${setup.rules}`}>{t('sheet.openCalc')}</a>
              </p>
              <SheetYakuPicker
                detailsRef={picker}
                rules={rules}
                t={t}
                k={k}
                picks={picked}
                onPicks={(next) => {
                  setPicked(next);
                  setPoints(pickedPoints(next, calls));
                }}
              >
                <SheetCalls
                  rules={rules}
                  players={players}
                  draft={calls}
                  t={t}
                  inputRef={callsInput}
                  onDraft={(next) => {
                    setCalls(next);
                    if (picked.length > 0) setPoints(pickedPoints(picked, next));
                  }}
                />
              </SheetYakuPicker>
            </>
          )}
          {error && (
            <p role="alert" class="kk-alert">
              {error}
            </p>
          )}
          <button type="submit" class="button button-primary" data-testid="sheet-add">
            {t('sheet.add')}
          </button>
        </form>
      )}
      <div class="kk-sheet-actions">
        {sheet.results.length > 0 && (
          <button
            type="button"
            class="button"
            data-testid="sheet-undo"
            onClick={() => onChange({ ...sheet, results: sheet.results.slice(0, -1) })}
          >
            {t('sheet.undo')}
          </button>
        )}
        <button type="button" class="button" onClick={() => window.print()}>
          {t('sheet.print')}
        </button>
        <a class="button" href={exportLink} data-testid="sheet-export">
          {t('sheet.export')}
        </a>
        <button
          type="button"
          class="button"
          data-testid="sheet-reset"
          onClick={() => {
            if (window.confirm(t('sheet.resetConfirm'))) onChange(null);
          }}
        >
          {t('sheet.reset')}
        </button>
      </div>
      <p class="kk-hint kk-no-print">{t('sheet.saved')}</p>
    </div>
  );
}
