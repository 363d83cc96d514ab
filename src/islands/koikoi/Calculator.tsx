/**
 * The Koi-Koi score calculator island. Its state lives in the URL
 * (`?rules=…&cards=…&own=…&opp=…`, see utils/koikoi/url-state.ts): on the
 * calculator page (`syncUrl`) it reads `location.search` on mount and on
 * Back/Forward, and pushes every change, so a link reproduces the result. A
 * malformed link shows a message (role="alert") and an empty calculator; so
 * does a link whose Koi-Koi calls its rules do not allow. Calls typed in that
 * the rules do not allow show a message instead of the result, and such a
 * state is not written to the address (the link keeps the last possible one).
 * Embedded elsewhere, pass `initial` (a query string) and leave `syncUrl` off.
 * `data-ready` appears on the root once the island runs and has read the URL.
 * In one column a small total floats at the bottom of the screen while the
 * cards are in view and the result is not yet (use-floating-total.ts).
 * "Clear cards" goes once the cards are cleared; the focus then moves to the
 * card grid (the focus rescue of the play pages, use-focus-rescue.ts).
 * Pages use it through `components/koikoi/Calculator.astro`, which adds the
 * strings and card data as props (`calc-props.ts`) and the card sprite.
 *
 * @example
 * <CalculatorIsland lang="en" text={toolText('en')} cards={toolCards('en')} syncUrl client:load />
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { callsPossible, maxCalls } from '../../engine/hanafuda/calls-allowed';
import type { CardId } from '../../engine/hanafuda/card-ids';
import { PRESET_IDS, type PresetId, RULESETS } from '../../engine/hanafuda/presets';
import {
  KOIKOI_MULTIPLIERS,
  type PlayerCount,
  SAKE_CUP_ROLES,
  VIEWING_RULES,
} from '../../engine/hanafuda/ruleset';
import { translator } from '../../i18n/format';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { Lang } from '../../i18n/locales';
import {
  type CalcState,
  type CalcStateError,
  EMPTY_STATE,
  parseCalcState,
  type RuleOverrides,
  rulesOf,
  serialiseCalcState,
} from '../../utils/koikoi/url-state';
import ChosenInFull from '../game/ChosenInFull';
import { useFocusRescue } from '../game/use-focus-rescue';
import CalcResult from './CalcResult';
import CardPicker from './CardPicker';
import { calcResult } from './calc-model';
import type { ToolCards, ToolText } from './calc-props';
import { pointsPhrase } from './points-phrase';
import { useFloatingTotal } from './use-floating-total';
import './calculator.css';

/** Props of {@link Calculator}. */
export interface CalculatorProps {
  lang: Lang;
  /** Strings in `lang` (from `toolText(lang)`). */
  text: ToolText;
  /** Card names and search index (from `toolCards(lang)`). */
  cards: ToolCards;
  /** Initial state as a query string (embedded calculators). */
  initial?: string;
  /** Read and write the page URL (the calculator page itself). */
  syncUrl?: boolean;
  /** Prefix for element ids, unique per calculator on a page. */
  idPrefix?: string;
}

function initialState(initial: string | undefined): { state: CalcState; error: CalcStateError | null } {
  if (!initial) return { state: EMPTY_STATE, error: null };
  const parsed = parseCalcState(initial);
  return parsed.ok ? { state: parsed.state, error: null } : { state: EMPTY_STATE, error: parsed.error };
}

/** Where the focus goes when the control just used is gone: the grid's card in the tab order. */
const FOCUS_ORDER = ['[role="listbox"] [role="option"][tabindex="0"]'] as const;

/** The calculator (see the file comment). */
export default function Calculator(props: CalculatorProps) {
  const { lang, text, cards, initial, syncUrl = false, idPrefix = 'calc' } = props;
  const t = translator(text.tools);
  const k = translator(text.core);
  const p = (key: string) => text.values[key] ?? key;
  const [{ state, error }, setAll] = useState(() => initialState(initial));
  // Set once the island runs in the browser and (on the calculator page) has read the URL.
  const [ready, setReady] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const outputRef = useRef<HTMLElement>(null);
  const floating = useFloatingTotal(rootRef, outputRef);
  useFocusRescue(rootRef, FOCUS_ORDER);

  useEffect(() => {
    setReady(true);
    if (!syncUrl) return;
    const read = () => {
      const parsed = parseCalcState(location.search);
      setAll(parsed.ok ? { state: parsed.state, error: null } : { state: EMPTY_STATE, error: parsed.error });
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [syncUrl]);

  function update(change: Partial<CalcState>, replace = false) {
    const next: CalcState = { ...state, ...change };
    setAll({ state: next, error: null });
    // A link never holds calls its rules do not allow (it would read as malformed).
    if (syncUrl && callsPossible(rulesOf(next), next.own, next.opp)) {
      const url = `${location.pathname}${serialiseCalcState(next)}${location.hash}`;
      if (replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
    }
  }
  const setOverride = (change: RuleOverrides) => {
    const overrides: Record<string, unknown> = { ...state.overrides, ...change };
    for (const key of Object.keys(overrides)) if (overrides[key] === undefined) delete overrides[key];
    update({ overrides: overrides as RuleOverrides });
  };

  const rules = useMemo(() => rulesOf(state), [state.rules, state.overrides]);
  const result = useMemo(() => calcResult(state, rules), [state, rules]);
  const preset = RULESETS[state.rules];
  const floatingTotal = pointsPhrase(k, lang, result.total);
  const toggle = (id: CardId) =>
    update({ cards: state.cards.includes(id) ? state.cards.filter((c) => c !== id) : [...state.cards, id] });
  const possible = callsPossible(rules, state.own, state.opp);
  const share = syncUrl || !possible ? null : `/${lang}/koikoi/calculator/${serialiseCalcState(state)}`;
  const most = maxCalls(rules);
  const errorText = error
    ? t('calc.error', { reason: k(`error.${error.code}` as CoreKey, { value: error.value }) })
    : null;

  const callInput = (name: 'own' | 'opp') => (
    <label class="kk-field kk-field-small">
      <span>{t(name === 'own' ? 'calc.own' : 'calc.opp')}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={name === 'own' ? most.own : most.opp}
        step={1}
        value={state[name]}
        data-testid={`calls-${name}`}
        aria-invalid={possible ? undefined : 'true'}
        aria-describedby={possible ? undefined : `${idPrefix}-calls-error`}
        onInput={(e) => {
          const value = Number((e.currentTarget as HTMLInputElement).value);
          if (Number.isInteger(value) && value >= 0 && value <= 999) update({ [name]: value }, true);
        }}
      />
    </label>
  );

  const optionSelect = (
    label: string,
    field: 'sakeCup' | 'viewing' | 'koikoiMultiplier',
    values: readonly string[],
    presetValue: string,
    prefix: string,
  ) => (
    <label class="kk-field">
      <span>{label}</span>
      <select
        value={state.overrides[field] ?? ''}
        data-testid={`option-${field}`}
        onChange={(e) => {
          const value = (e.currentTarget as HTMLSelectElement).value;
          setOverride({ [field]: value === '' ? undefined : value });
        }}
      >
        <option value="">
          {t('calc.asPreset')}: {p(`${prefix}.${presetValue}`)}
        </option>
        {values.map((v) => (
          <option key={v} value={v}>
            {p(`${prefix}.${v}`)}
          </option>
        ))}
      </select>
      <ChosenInFull
        text={
          state.overrides[field] === undefined
            ? `${t('calc.asPreset')}: ${p(`${prefix}.${presetValue}`)}`
            : p(`${prefix}.${state.overrides[field]}`)
        }
      />
    </label>
  );

  return (
    <div class="kk-calc" ref={rootRef} data-calculator data-needs-js data-ready={ready ? '' : undefined}>
      {errorText && (
        <p role="alert" class="kk-alert" data-testid="calc-error">
          {errorText}
        </p>
      )}
      <div class="kk-calc-layout">
        <div class="kk-calc-input">
          <fieldset class="kk-fieldset">
            <legend>{t('calc.mode')}</legend>
            {(['score', 'lucky'] as const).map((mode) => (
              <label key={mode} class="kk-radio">
                <input
                  type="radio"
                  name={`${idPrefix}-mode`}
                  value={mode}
                  checked={state.mode === mode}
                  onChange={() => update({ mode })}
                />{' '}
                {t(mode === 'score' ? 'calc.mode.score' : 'calc.mode.lucky')}
              </label>
            ))}
          </fieldset>
          <fieldset class="kk-fieldset">
            <legend>{t('calc.rules')}</legend>
            <label class="kk-field">
              <span>{t('calc.preset')}</span>
              <select
                value={state.rules}
                data-testid="preset"
                onChange={(e) => update({ rules: (e.currentTarget as HTMLSelectElement).value as PresetId })}
              >
                {PRESET_IDS.map((id) => (
                  <option key={id} value={id}>
                    {k(`preset.${id}` as CoreKey)}
                  </option>
                ))}
              </select>
            </label>
            {state.mode === 'lucky' && rules.playerCounts.length > 1 && (
              <label class="kk-field">
                <span>{t('calc.players')}</span>
                <select
                  value={String(result.players ?? 2)}
                  data-testid="lucky-players"
                  onChange={(e) =>
                    update({ players: Number((e.currentTarget as HTMLSelectElement).value) as PlayerCount })
                  }
                >
                  {rules.playerCounts.map((n) => (
                    <option key={n} value={String(n)}>
                      {t('calc.players.n', { n })}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {state.mode === 'score' && (
              <details class="kk-options" open={Object.keys(state.overrides).length > 0}>
                <summary>{t('calc.options')}</summary>
                {optionSelect(
                  t('calc.option.sakeCup'),
                  'sakeCup',
                  SAKE_CUP_ROLES,
                  preset.sakeCup,
                  'value.sakeCup',
                )}
                {optionSelect(
                  t('calc.option.viewing'),
                  'viewing',
                  VIEWING_RULES,
                  preset.viewing,
                  'value.viewing',
                )}
                {optionSelect(
                  t('calc.option.multiplier'),
                  'koikoiMultiplier',
                  KOIKOI_MULTIPLIERS,
                  preset.koikoiMultiplier,
                  'value.koikoiMultiplier',
                )}
                <label class="kk-field">
                  <span>{t('calc.option.doubling')}</span>
                  <select
                    value={
                      state.overrides.doubling === undefined ? '' : state.overrides.doubling ? 'on' : 'off'
                    }
                    data-testid="option-doubling"
                    onChange={(e) => {
                      const v = (e.currentTarget as HTMLSelectElement).value;
                      setOverride({ doubling: v === '' ? undefined : v === 'on' });
                    }}
                  >
                    <option value="">
                      {t('calc.asPreset')}:{' '}
                      {t(preset.doublingThreshold === null ? 'calc.doubling.off' : 'calc.doubling.on')}
                    </option>
                    <option value="on">{t('calc.doubling.on')}</option>
                    <option value="off">{t('calc.doubling.off')}</option>
                  </select>
                </label>
              </details>
            )}
          </fieldset>
          {state.mode === 'score' && (rules.monthBonus || rules.viewing === 'weather') && (
            <fieldset class="kk-fieldset" data-testid="round-context">
              <legend>{t('calc.round')}</legend>
              {rules.monthBonus && (
                <label class="kk-field">
                  <span>{t('calc.month')}</span>
                  <select
                    value={String(state.month)}
                    data-testid="round-month"
                    onChange={(e) => update({ month: Number((e.currentTarget as HTMLSelectElement).value) })}
                  >
                    <option value="0">{t('calc.month.unknown')}</option>
                    {cards.months.map((label, index) => (
                      <option key={label} value={String(index + 1)}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {rules.viewing === 'weather' &&
                (['rain', 'fog'] as const).map((name) => (
                  <label key={name} class="kk-radio">
                    <input
                      type="checkbox"
                      checked={state[name]}
                      data-testid={`round-${name}`}
                      onChange={(e) => update({ [name]: (e.currentTarget as HTMLInputElement).checked })}
                    />{' '}
                    {t(name === 'rain' ? 'calc.rain' : 'calc.fog')}
                  </label>
                ))}
            </fieldset>
          )}
          {state.mode === 'score' && (
            <fieldset class="kk-fieldset kk-calls">
              <legend>{t('calc.calls')}</legend>
              {callInput('own')}
              {callInput('opp')}
              {result.impossibleCalls && (
                <p
                  role="alert"
                  class="kk-alert"
                  id={`${idPrefix}-calls-error`}
                  data-testid="calls-impossible"
                >
                  {result.impossibleCalls.roundLimit === 1
                    ? t('calc.calls.impossible.one')
                    : result.impossibleCalls.roundLimit !== null
                      ? t('calc.calls.impossible.round', { max: result.impossibleCalls.roundLimit })
                      : t('calc.calls.impossible.sides', {
                          own: result.impossibleCalls.own,
                          opp: result.impossibleCalls.opp,
                        })}
                </p>
              )}
            </fieldset>
          )}
          <CardPicker
            t={t}
            cards={cards}
            label={t(state.mode === 'lucky' ? 'calc.hand' : 'calc.cards')}
            selected={state.cards}
            onToggle={toggle}
            idPrefix={idPrefix}
          />
          {state.cards.length > 0 && (
            <button
              type="button"
              class="button"
              data-testid="calc-clear"
              onClick={() => update({ cards: [] })}
            >
              {t('calc.clear')}
            </button>
          )}
        </div>
        <section class="kk-calc-output" ref={outputRef} aria-labelledby={`${idPrefix}-result`}>
          <h2 id={`${idPrefix}-result`} class="kk-result-title">
            {t('calc.result')}
          </h2>
          <CalcResult lang={lang} k={k} t={t} cards={cards} result={result} rules={rules} />
          {share && (
            <p>
              <a href={share}>{t('calc.share')}</a>
            </p>
          )}
        </section>
      </div>
      {floating && !result.impossibleCalls && (
        <p class="kk-sticky-total" aria-hidden="true" data-testid="floating-total">
          {t('calc.total')}: {floatingTotal.before}
          <strong>{floatingTotal.number}</strong>
          {floatingTotal.after}
        </p>
      )}
    </div>
  );
}
