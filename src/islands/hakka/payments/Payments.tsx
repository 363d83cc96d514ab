/**
 * The Hakka payments island for games with real cards: enter the dealer, who
 * called, the winner, the winner's count, the dreamer's card and the winner's
 * matching cards; the engine's `settle` (through `settleRound`) says who pays
 * whom. Rounds go onto a four-round score sheet kept in localStorage
 * (utils/hakka/score-sheet.ts; a corrupt sheet is discarded with a message).
 * One status line says what each sheet button did. "Remove the last round"
 * disables itself with the last round gone; the focus then moves to the
 * round's first field, the dealer (the focus rescue of the play pages,
 * use-focus-rescue.ts).
 *
 * @example
 * <Payments lang="de" client:visible />
 */

import { useMemo, useRef, useState } from 'preact/hooks';
import {
  activeOrder,
  CARDS,
  type CardId,
  DEFAULT_OPTIONS,
  dreamerOf,
  dreamerTricks,
  type HakkaOptions,
  OPTION_LIST,
  ROUNDS_PER_GAME,
  SEATS,
  type Seat,
  SUITS,
} from '../../../engine/hakka';
import { interpretationTexts, pointsText, refT, tricksText } from '../../../i18n/hakka/ref';
import { hakkaCardName, hakkaSuitName } from '../../../i18n/hakka-cards';
import type { Lang } from '../../../i18n/locales';
import { countRange, matchingCards, type RoundEntry, settleRound } from '../../../utils/hakka/payments';
import { addRound, NAME_MAX } from '../../../utils/hakka/score-sheet';
import ChosenInFull from '../../game/ChosenInFull';
import { useFocusRescue } from '../../game/use-focus-rescue';
import { pointsLine } from './points-line';
import ScoreSheet from './ScoreSheet';
import { useSheet } from './use-sheet';
import './payments.css';

/** Props of {@link Payments}. */
export interface PaymentsProps {
  lang: Lang;
}

/** The engine options this tool lets the reader switch (the silent payment cases). */
const SWITCHABLE = ['dealerCallerPays', 'dreamerPaidBy'] as const;

const INITIAL: RoundEntry = {
  dealer: 0,
  caller: 0,
  winner: 0,
  count: countRange().min,
  dreamerCard: 'sup-2',
  matches: 0,
};

/** Where the focus goes when the control just used is gone: the round's first field. */
const FOCUS_ORDER = ['[data-testid="pay-dealer"]'] as const;

/** The payments tool (see the file comment). */
export default function Payments({ lang }: PaymentsProps) {
  const t = refT(lang);
  const interp = interpretationTexts(lang);
  const defaults = SEATS.map((s) => t(`seat.${s}`)) as [string, string, string, string];
  const { sheet, setSheet, error: sheetError } = useSheet(defaults);
  const [entry, setEntry] = useState<RoundEntry>(INITIAL);
  const [options, setOptions] = useState<HakkaOptions>(DEFAULT_OPTIONS);
  const [announce, setAnnounce] = useState('');
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root, FOCUS_ORDER);
  const names = sheet.names;
  const dreamer = dreamerOf(entry.dealer);
  const active = activeOrder(entry.dealer, dreamer);
  const { min, max } = countRange();
  const maxMatches = matchingCards(entry.dreamerCard).length;
  const result = useMemo(() => settleRound(entry, options), [entry, options]);

  function change(next: Partial<RoundEntry>) {
    const merged = { ...entry, ...next };
    // A new dealer may make the old caller or winner the dreamer: move them to the dealer.
    const d = dreamerOf(merged.dealer);
    if (merged.caller === d) merged.caller = merged.dealer;
    if (merged.winner === d) merged.winner = merged.dealer;
    merged.matches = Math.min(merged.matches, matchingCards(merged.dreamerCard).length);
    setEntry(merged);
  }

  const seatSelect = (
    label: string,
    field: 'dealer' | 'caller' | 'winner',
    seats: readonly Seat[],
    note?: (s: Seat) => string,
    help?: string,
  ) => (
    // Caller and winner lists change with the dealer: a fresh select keeps the choice shown right.
    <label class="hkp-field" key={field === 'dealer' ? field : `${field}-${entry.dealer}`}>
      <span>{label}</span>
      <select
        value={entry[field]}
        data-testid={`pay-${field}`}
        {...(help ? { 'aria-describedby': `hkp-${field}-help` } : {})}
        onChange={(e) => change({ [field]: Number((e.currentTarget as HTMLSelectElement).value) as Seat })}
      >
        {seats.map((s) => (
          <option key={s} value={s} selected={s === entry[field]}>
            {note ? note(s) : names[s]}
          </option>
        ))}
      </select>
      {help && (
        <small id={`hkp-${field}-help`} data-testid={`pay-${field}-help`}>
          {help}
        </small>
      )}
    </label>
  );

  const full = sheet.rounds.length >= ROUNDS_PER_GAME;

  return (
    <div ref={root} class="hkp" data-payments data-needs-js>
      {sheetError && (
        <p role="alert" class="hkp-alert" data-testid="sheet-error">
          {t('sheet.corrupt')}
        </p>
      )}
      <div class="hkp-form hkp-noprint">
        <fieldset class="hkp-fieldset">
          <legend>{t('pay.players')}</legend>
          {SEATS.map((s) => (
            <label class="hkp-field hkp-name" key={s}>
              <span>{t('pay.name', { n: s + 1 })}</span>
              <input
                type="text"
                value={names[s]}
                maxLength={NAME_MAX}
                data-testid={`pay-name-${s}`}
                onChange={(e) => {
                  const value =
                    (e.currentTarget as HTMLInputElement).value.trim().slice(0, NAME_MAX) || defaults[s];
                  const next = [...names] as [string, string, string, string];
                  next[s] = value;
                  setSheet({ ...sheet, names: next });
                }}
              />
            </label>
          ))}
        </fieldset>
        <fieldset class="hkp-fieldset">
          <legend>{t('pay.round')}</legend>
          {seatSelect(t('pay.dealer'), 'dealer', SEATS)}
          {/* Not a choice: the dreamer follows from the dealer, shown where a field's value would be. */}
          <div class="hkp-field hkp-dreamer" data-testid="pay-dreamer">
            <span>{t('pay.dreamer')}</span>
            <span class="hkp-value">{names[dreamer]}</span>
          </div>
          {/* The options stay short (a phone shows the closed select whole); the line under it says
              what the choice means: a caller other than the dealer becomes the privileged player. */}
          {seatSelect(
            t('pay.caller'),
            'caller',
            active,
            (s) => (s === entry.dealer ? t('pay.callerDealer', { name: names[s] }) : names[s]),
            entry.caller === entry.dealer
              ? t('pay.callerDealerHelp')
              : t('pay.callerPrivileged', { name: names[entry.caller] }),
          )}
          {seatSelect(t('pay.winner'), 'winner', active)}
          <label class="hkp-field">
            <span>{t('pay.count')}</span>
            <select
              value={entry.count}
              aria-describedby="hkp-count-help"
              data-testid="pay-count"
              onChange={(e) => change({ count: Number((e.currentTarget as HTMLSelectElement).value) })}
            >
              {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <small id="hkp-count-help">{t('pay.countHelp', { min, max })}</small>
          </label>
          <label class="hkp-field">
            <span>{t('pay.dreamerCard')}</span>
            <select
              value={entry.dreamerCard}
              data-testid="pay-dreamer-card"
              onChange={(e) =>
                change({ dreamerCard: (e.currentTarget as HTMLSelectElement).value as CardId })
              }
            >
              {SUITS.map((suit) => (
                <optgroup key={suit} label={hakkaSuitName(suit)}>
                  {CARDS.filter((c) => c.startsWith(`${suit}-`)).map((c) => (
                    <option key={c} value={c}>
                      {hakkaCardName(c, lang)}
                    </option>
                  ))}
                </optgroup>
              ))}
              {CARDS.filter((c) => !SUITS.some((s) => c.startsWith(`${s}-`))).map((c) => (
                <option key={c} value={c}>
                  {hakkaCardName(c, lang)}
                </option>
              ))}
            </select>
          </label>
          <label class="hkp-field">
            <span>{t('pay.matches')}</span>
            <select
              value={entry.matches}
              aria-describedby="hkp-matches-help"
              data-testid="pay-matches"
              onChange={(e) => change({ matches: Number((e.currentTarget as HTMLSelectElement).value) })}
            >
              {Array.from({ length: maxMatches + 1 }, (_, i) => i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <small id="hkp-matches-help">
              {t('pay.matchesHelp', {
                max: maxMatches,
                base: tricksText(lang, dreamerTricks(entry.dreamerCard, [])),
              })}
            </small>
          </label>
        </fieldset>
        <details class="hkp-fieldset hkp-rules">
          <summary>{t('pay.rules')}</summary>
          {SWITCHABLE.map((id) => {
            const desc = OPTION_LIST.find((o) => o.id === id);
            if (!desc) return null;
            const text = interp.options[desc.reasonKey];
            const optionText = (v: unknown) =>
              `${text.values[String(v)]}${v === desc.default ? ` (${t('interp.default')})` : ''}`;
            return (
              <label class="hkp-field" key={id}>
                <span>{text.title}</span>
                <select
                  value={String(options[id])}
                  data-testid={`pay-option-${id}`}
                  onChange={(e) =>
                    setOptions({
                      ...options,
                      [id]: (e.currentTarget as HTMLSelectElement).value,
                    } as HakkaOptions)
                  }
                >
                  {desc.values.map((v) => (
                    <option key={String(v)} value={String(v)}>
                      {optionText(v)}
                    </option>
                  ))}
                </select>
                <ChosenInFull text={optionText(options[id])} />
              </label>
            );
          })}
        </details>
      </div>
      <section class="hkp-result hkp-noprint" aria-labelledby="hkp-result-title">
        <h2 id="hkp-result-title">{t('pay.result')}</h2>
        <div aria-live="polite" data-testid="pay-result">
          {result.ok ? (
            <>
              <p>
                {t('pay.summary', {
                  winner: pointsText(lang, result.settlement.winnerPayout),
                  dreamer: pointsText(lang, result.settlement.dreamerPayout),
                  tricks: tricksText(lang, result.settlement.dreamerTricks),
                })}
              </p>
              {result.settlement.payments.length === 0 ? (
                <p>{t('example.nobody')}</p>
              ) : (
                <ul>
                  {result.settlement.payments.map((p, i) => (
                    <li key={i} data-testid="payment">
                      {`${t('example.pays', { from: names[p.from], to: names[p.to], points: pointsText(lang, p.amount) })} (${t(`example.for.${p.for}`)})`}
                    </li>
                  ))}
                </ul>
              )}
              <p data-testid="pay-net">
                <strong>{t('pay.net')}:</strong> {pointsLine(lang, names, result.settlement.deltas)}
              </p>
            </>
          ) : (
            <p role="alert">
              {t(
                `pay.error.${result.error}`,
                result.error === 'matches-range' ? { max: maxMatches } : { min, max },
              )}
            </p>
          )}
        </div>
        <button
          type="button"
          class="button button-primary"
          disabled={!result.ok || full}
          data-testid="pay-add"
          onClick={() => {
            if (!result.ok) return;
            const d = result.settlement.deltas;
            setSheet(
              addRound(sheet, {
                dealer: entry.dealer,
                winner: entry.winner,
                count: entry.count,
                deltas: [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0, d[3] ?? 0],
              }),
            );
            setAnnounce(t('pay.added', { n: sheet.rounds.length + 1 }));
          }}
        >
          {t('pay.add')}
        </button>
        <p role="status" class="hkp-announce">
          {announce}
        </p>
      </section>
      <ScoreSheet
        lang={lang}
        sheet={sheet}
        onChange={(next, said) => {
          setSheet(next);
          setAnnounce(said);
        }}
      />
    </div>
  );
}
