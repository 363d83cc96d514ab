/**
 * The Koi-Koi score sheet for games with real cards: set up 2–4 players
 * (teams with four under the German sheet), 12, 6 or 3 rounds and a rule set;
 * record each round's result by points (worked out in the calculator) or by
 * picking yaku; see the dealer of every round and the running totals. Kept in
 * localStorage, printable, and exportable as a link.
 *
 * @example
 * <ScoreSheet lang="en" text={toolText('en')} months={monthLabels} client:load />
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { PRESET_IDS, type PresetId, RULESETS } from '../../engine/hanafuda/presets';
import { fitPlayerCount } from '../../engine/hanafuda/ruleset';
import { YAKU_DEFINITIONS } from '../../engine/hanafuda/yaku-definitions';
import { YAKU_IDS, type YakuId } from '../../engine/hanafuda/yaku-ids';
import { type Params, translator } from '../../i18n/format';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import type { Lang } from '../../i18n/locales';
import {
  addResult,
  dealers,
  isFinished,
  MATCH_LENGTHS,
  type MatchLength,
  NAME_MAX,
  playsInTeams,
  pointsFromBase,
  runningTotals,
  type SheetSetup,
  type SheetState,
  sheetFromQuery,
  sheetToQuery,
  sideCount,
  sideOf,
} from '../../utils/koikoi/score-sheet';
import BlankSheet from './BlankSheet';
import type { ToolText } from './calc-props';
import { SheetHead, SheetMeta } from './SheetHead';
import { seatName, sideName } from './sheet-names';
import { loadSheet, saveSheet } from './sheet-storage';
import './score-sheet.css';

/** Props of {@link ScoreSheet}. */
export interface ScoreSheetProps {
  lang: Lang;
  text: ToolText;
  /** Month names, index 0 = January (a round stands for a month). */
  months: readonly string[];
}

type Message = { kind: 'alert' | 'status'; text: string } | null;

const DEFAULT_SETUP: SheetSetup = {
  rules: 'nintendo',
  players: 2,
  names: ['', ''],
  rounds: 12,
  firstDealer: 0,
};

/** The score sheet (see the file comment). */
export default function ScoreSheet({ lang, text, months }: ScoreSheetProps) {
  const t = translator(text.tools);
  const k = translator(text.core);
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [draft, setDraft] = useState<SheetSetup>(DEFAULT_SETUP);
  const [message, setMessage] = useState<Message>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const linked = sheetFromQuery(location.search);
    const loaded = loadSheet();
    if (linked?.ok) {
      setSheet(linked.state);
      saveSheet(linked.state);
      setMessage({ kind: 'status', text: t('sheet.imported') });
      history.replaceState(null, '', location.pathname + location.hash);
    } else {
      if (loaded.kind === 'sheet') setSheet(loaded.state);
      if (linked && !linked.ok) setMessage({ kind: 'alert', text: t('sheet.badLink') });
      else if (loaded.kind === 'corrupt') setMessage({ kind: 'alert', text: t('sheet.corrupt') });
    }
    setReady(true);
  }, []);

  function commit(next: SheetState | null) {
    setSheet(next);
    saveSheet(next);
  }

  const name = (setup: SheetSetup, seat: number) => seatName(setup, seat, t);

  if (!sheet) {
    const allowed = RULESETS[draft.rules].playerCounts;
    // The table fits the rules: a player count they allow, a name and a possible first dealer per seat.
    const setTable = (rules: PresetId, wanted: number) => {
      const players = fitPlayerCount(RULESETS[rules], wanted);
      setDraft({
        ...draft,
        rules,
        players,
        names: Array.from({ length: players }, (_, i) => draft.names[i] ?? ''),
        firstDealer: Math.min(draft.firstDealer, players - 1),
      });
    };
    return (
      <>
        <form
          class="kk-sheet kk-sheet-setup"
          data-needs-js
          data-sheet-ready={ready ? '' : undefined}
          onSubmit={(e) => {
            e.preventDefault();
            commit({ v: 1, setup: draft, results: [] });
            setMessage(null);
          }}
        >
          {message && <p role={message.kind}>{message.text}</p>}
          <fieldset class="kk-fieldset">
            <legend>{t('sheet.setup')}</legend>
            <label class="kk-field">
              <span>{t('sheet.rules')}</span>
              <select
                value={draft.rules}
                data-testid="sheet-rules"
                onChange={(e) =>
                  setTable((e.currentTarget as HTMLSelectElement).value as PresetId, draft.players)
                }
              >
                {PRESET_IDS.map((id) => (
                  <option key={id} value={id}>
                    {k(`preset.${id}` as CoreKey)}
                  </option>
                ))}
              </select>
            </label>
            <label class="kk-field">
              <span>{t('sheet.players')}</span>
              <select
                value={String(draft.players)}
                data-testid="sheet-players"
                onChange={(e) => setTable(draft.rules, Number((e.currentTarget as HTMLSelectElement).value))}
              >
                {allowed.map((n) => (
                  <option key={n} value={String(n)}>
                    {playsInTeams({ rules: draft.rules, players: n })
                      ? t('sheet.teams', { n })
                      : t('sheet.playerCount', { n })}
                  </option>
                ))}
              </select>
            </label>
            <label class="kk-field">
              <span>{t('sheet.rounds')}</span>
              <select
                value={String(draft.rounds)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    rounds: Number((e.currentTarget as HTMLSelectElement).value) as MatchLength,
                  })
                }
              >
                {MATCH_LENGTHS.map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <fieldset class="kk-fieldset">
            <legend>{t('sheet.names')}</legend>
            {draft.names.map((value, seat) => (
              <label class="kk-field" key={seat}>
                <span>
                  {t('sheet.name', { n: seat + 1 })}
                  {playsInTeams(draft) ? ` (${t('sheet.team', { n: (seat % 2) + 1 })})` : ''}
                </span>
                <input
                  type="text"
                  value={value}
                  maxLength={NAME_MAX}
                  data-testid={`sheet-name-${seat}`}
                  onInput={(e) => {
                    const names = [...draft.names];
                    names[seat] = (e.currentTarget as HTMLInputElement).value;
                    setDraft({ ...draft, names });
                  }}
                />
              </label>
            ))}
            <label class="kk-field">
              <span>{t('sheet.firstDealer')}</span>
              <select
                value={String(draft.firstDealer)}
                onChange={(e) =>
                  setDraft({ ...draft, firstDealer: Number((e.currentTarget as HTMLSelectElement).value) })
                }
              >
                {draft.names.map((_, seat) => (
                  <option key={seat} value={String(seat)}>
                    {name(draft, seat)}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <div class="kk-sheet-actions">
            <button type="submit" class="button button-primary" data-testid="sheet-start">
              {t('sheet.start')}
            </button>
            <button type="button" class="button" onClick={() => window.print()}>
              {t('sheet.printBlank')}
            </button>
          </div>
        </form>
        <BlankSheet setup={draft} t={t} k={k} months={months} />
      </>
    );
  }
  return (
    <Sheet
      lang={lang}
      sheet={sheet}
      t={t}
      k={k}
      months={months}
      message={message}
      ready={ready}
      name={(seat) => name(sheet.setup, seat)}
      onChange={(next) => {
        setMessage(null);
        commit(next);
      }}
    />
  );
}

interface SheetProps {
  lang: Lang;
  sheet: SheetState;
  t: (key: ToolsKey, params?: Params) => string;
  k: (key: CoreKey) => string;
  months: readonly string[];
  message: Message;
  ready: boolean;
  name: (seat: number) => string;
  onChange: (next: SheetState | null) => void;
}

function Sheet({ lang, sheet, t, k, months, message, ready, name, onChange }: SheetProps) {
  const { setup } = sheet;
  const rules = RULESETS[setup.rules];
  const dealerList = useMemo(() => dealers(sheet), [sheet]);
  const totals = useMemo(() => runningTotals(sheet), [sheet]);
  const sides = sideCount(setup);
  const teams = playsInTeams(setup);
  const sideLabel = (side: number) => sideName(setup, side, t);
  const finished = isFinished(sheet);
  const round = sheet.results.length;
  const [winner, setWinner] = useState('');
  const [points, setPoints] = useState('');
  const [picked, setPicked] = useState<readonly YakuId[]>([]);
  const [own, setOwn] = useState(0);
  const [opp, setOpp] = useState(0);
  const [error, setError] = useState('');
  const last = totals[totals.length - 1] ?? new Array<number>(sides).fill(0);
  const best = Math.max(...last);
  const leaders = last.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const exportLink = `/${lang}/koikoi/score-sheet/${sheetToQuery(sheet)}`;
  const yakuBase = picked.reduce((sum, id) => sum + rules.points[id], 0);

  function record(e: Event) {
    e.preventDefault();
    if (winner === 'draw') {
      onChange(addResult(sheet, { winner: null, points: 0 }));
    } else {
      const value = Number(points);
      if (winner === '' || points.trim() === '' || !Number.isInteger(value) || value < 0) {
        setError(t('sheet.invalidPoints'));
        return;
      }
      onChange(addResult(sheet, { winner: Number(winner), points: value }));
    }
    setWinner('');
    setPoints('');
    setPicked([]);
    setOwn(0);
    setOpp(0);
    setError('');
  }

  return (
    <div class="kk-sheet" data-sheet-ready={ready ? '' : undefined}>
      {message && <p role={message.kind}>{message.text}</p>}
      <SheetMeta setup={setup} t={t} k={k} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard */}
      <section class="table-wrap" tabIndex={0} aria-label={t('sheet.running')}>
        <table class="kk-sheet-table" data-testid="sheet-table">
          <SheetHead setup={setup} t={t} />
          <tbody>
            {sheet.results.map((result, i) => (
              <tr key={i} data-round={i + 1}>
                <th scope="row">{i + 1}</th>
                <td>{months[i % 12]}</td>
                <td>{name(dealerList[i] ?? 0)}</td>
                <td>
                  {result.winner === null
                    ? t('sheet.drawn')
                    : t('sheet.won', { name: name(result.winner), points: result.points })}
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
                <td>{months[round % 12]}</td>
                <td data-testid="next-dealer">{name(dealerList[round] ?? 0)}</td>
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
      </section>
      {finished && (
        <p class="note" role="status">
          {leaders.length === 1
            ? t('sheet.finished', { leader: sideLabel(leaders[0] ?? 0), points: best })
            : t('sheet.tie')}
        </p>
      )}
      {!finished && (
        <form class="kk-sheet-entry" onSubmit={record}>
          <h2 class="kk-sheet-next">
            {t('sheet.nextRound', {
              n: round + 1,
              month: months[round % 12] ?? '',
              dealer: name(dealerList[round] ?? 0),
            })}
          </h2>
          <fieldset class="kk-fieldset">
            <legend>{t('sheet.winner')}</legend>
            {setup.names.map((_, seat) => (
              <label class="kk-radio" key={seat}>
                <input
                  type="radio"
                  name="kk-winner"
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
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={points}
                  data-testid="sheet-points"
                  aria-describedby="kk-sheet-points-hint"
                  onInput={(e) => setPoints((e.currentTarget as HTMLInputElement).value)}
                />
              </label>
              <p id="kk-sheet-points-hint" class="kk-hint">
                {t('sheet.pointsHint')}{' '}
                <a href={`/${lang}/koikoi/calculator/?rules=${setup.rules}`}>{t('sheet.openCalc')}</a>
              </p>
              <details class="kk-sheet-yaku">
                <summary>{t('sheet.byYaku')}</summary>
                <p class="kk-hint">{t('sheet.byYakuHint')}</p>
                <div class="kk-sheet-yaku-list">
                  {YAKU_IDS.filter((id) => id !== 'tsukifuda' || rules.monthBonus).map((id) => (
                    <label class="kk-radio" key={id} data-group={YAKU_DEFINITIONS[id].group}>
                      <input
                        type="checkbox"
                        checked={picked.includes(id)}
                        onChange={(e) => {
                          const on = (e.currentTarget as HTMLInputElement).checked;
                          const next = on ? [...picked, id] : picked.filter((p) => p !== id);
                          setPicked(next);
                          const base = next.reduce((sum, y) => sum + rules.points[y], 0);
                          setPoints(String(pointsFromBase(base, rules, { own, opponents: opp })));
                        }}
                      />{' '}
                      {k(`yaku.${id}` as CoreKey)} ({rules.points[id]})
                    </label>
                  ))}
                </div>
                <div class="kk-calls-row">
                  {(['own', 'opp'] as const).map((who) => (
                    <label class="kk-field kk-field-small" key={who}>
                      <span>{t(who === 'own' ? 'calc.own' : 'calc.opp')}</span>
                      <input
                        type="number"
                        min={0}
                        step={1}
                        value={who === 'own' ? own : opp}
                        onInput={(e) => {
                          const n = Number((e.currentTarget as HTMLInputElement).value);
                          if (!Number.isInteger(n) || n < 0) return;
                          const calls = who === 'own' ? { own: n, opponents: opp } : { own, opponents: n };
                          if (who === 'own') setOwn(n);
                          else setOpp(n);
                          if (picked.length > 0) setPoints(String(pointsFromBase(yakuBase, rules, calls)));
                        }}
                      />
                    </label>
                  ))}
                </div>
              </details>
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
