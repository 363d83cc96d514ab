/**
 * The Hakka pattern checker island. Pick cards for the pattern on the table
 * and for a reply: the engine's `classifyPattern` names each, `beats` decides
 * whether the reply wins, and the "why" line names the rule. The state lives
 * in the URL (`?lead=…&reply=…[&wansin=off]`, utils/hakka/checker-url.ts): read
 * on mount and on Back/Forward, pushed on every change, so a link reproduces
 * the comparison. A malformed link shows a role="alert" message and an empty
 * checker. A side's "Clear" disables itself; the focus then moves to the
 * card grid (the focus rescue of the play pages, use-focus-rescue.ts).
 *
 * @example
 * <PatternChecker lang="en" client:load />
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { CARDS, type CardId, sortCards } from '../../../engine/hakka';
import { refT } from '../../../i18n/hakka/ref';
import { hakkaCardName, hakkaSuitName } from '../../../i18n/hakka-cards';
import type { Lang } from '../../../i18n/locales';
import {
  type CheckerError,
  type CheckerState,
  checkerOptions,
  EMPTY_CHECKER,
  parseCheckerState,
  serialiseCheckerState,
} from '../../../utils/hakka/checker-url';
import { describeCards } from '../../../utils/hakka/pattern-info';
import { verdictText } from '../../../utils/hakka/verdict-text';
import KeepNames from '../../game/KeepNames';
import { useFocusRescue } from '../../game/use-focus-rescue';
import HakkaCard from '../HakkaCard';
import CardGrid from './CardGrid';
import './checker.css';

/** Props of {@link PatternChecker}. */
export interface PatternCheckerProps {
  lang: Lang;
  /** Initial state as a query string (server render and tests). */
  initial?: string;
  /** Read and write the page URL (the checker page itself). */
  syncUrl?: boolean;
}

type Target = 'lead' | 'reply';

function fromQuery(query: string | undefined): { state: CheckerState; error: CheckerError | null } {
  if (!query) return { state: EMPTY_CHECKER, error: null };
  const parsed = parseCheckerState(query);
  return parsed.ok ? { state: parsed.state, error: null } : { state: EMPTY_CHECKER, error: parsed.error };
}

/** Where the focus goes when the control just used is gone: the grid's card in the tab order. */
const FOCUS_ORDER = ['[role="listbox"] [role="option"][tabindex="0"]'] as const;

/** The pattern checker (see the file comment). */
export default function PatternChecker({ lang, initial, syncUrl = false }: PatternCheckerProps) {
  const t = refT(lang);
  const [{ state, error }, setAll] = useState(() => fromQuery(initial));
  const [target, setTarget] = useState<Target>('lead');
  const options = useMemo(() => checkerOptions(state), [state.wanSinInSets]);
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root, FOCUS_ORDER);

  useEffect(() => {
    if (!syncUrl) return;
    const read = () => setAll(fromQuery(location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [syncUrl]);

  function update(next: CheckerState) {
    setAll({ state: next, error: null });
    if (syncUrl)
      history.pushState(null, '', `${location.pathname}${serialiseCheckerState(next)}${location.hash}`);
  }

  const toggle = (id: CardId) => {
    const list = state[target];
    const changed = list.includes(id) ? list.filter((c) => c !== id) : sortCards([...list, id]);
    update({ ...state, [target]: changed });
  };

  const describe = (cards: readonly CardId[]) => {
    const info = describeCards(cards, options);
    if (!info.pattern) return t(`describe.none.${info.reason ?? 'mixed'}`);
    const { kind, size } = info.pattern;
    if (kind === 'single') return t('describe.single', { card: hakkaCardName(cards[0] as CardId, lang) });
    if (kind === 'run') {
      return t('describe.run', {
        n: size,
        suit: info.suit ? hakkaSuitName(info.suit) : '',
        low: info.low,
        high: info.high,
      });
    }
    return t('describe.set', { n: size, number: info.low });
  };

  const verdict =
    state.lead.length && state.reply.length ? verdictText(lang, state.lead, state.reply, options) : null;
  const query = serialiseCheckerState(state);
  const share = `/${lang}/hakka/checker/${query}`;

  const panel = (which: Target) => {
    const cards = state[which];
    const title = t(which === 'lead' ? 'checker.lead' : 'checker.reply');
    return (
      <section
        class={`hkc-panel${target === which ? ' hkc-current' : ''}`}
        aria-labelledby={`hkc-${which}-title`}
        data-panel={which}
      >
        <h2 id={`hkc-${which}-title`} class="hkc-panel-title">
          {title} <span class="hkc-count">{t('checker.selected', { n: cards.length })}</span>
        </h2>
        {cards.length === 0 ? (
          <p class="hkc-empty">{t('checker.empty')}</p>
        ) : (
          <ul class="hkc-cards" aria-label={title}>
            {cards.map((id) => (
              <li key={id}>
                <HakkaCard id={id} lang={lang} size="xs" caption />
              </li>
            ))}
          </ul>
        )}
        {cards.length > 0 && (
          <p class="hkc-forms" data-testid={`forms-${which}`}>
            <strong>{t('checker.forms')}:</strong> {describe(cards)}
          </p>
        )}
        <button
          type="button"
          class="button"
          disabled={cards.length === 0}
          data-testid={`clear-${which}`}
          onClick={() => update({ ...state, [which]: [] })}
        >
          {t('checker.clear')}
        </button>
      </section>
    );
  };

  return (
    <div ref={root} class="hkc" data-checker data-needs-js>
      {error && (
        <p role="alert" class="hkc-alert" data-testid="checker-error">
          {t('checker.error', { reason: t(`checker.error.${error.code}`, { value: error.value }) })}
        </p>
      )}
      <fieldset class="hkc-target">
        <legend>{t('checker.target')}</legend>
        {(['lead', 'reply'] as const).map((which) => (
          <label key={which} class="hkc-radio">
            <input
              type="radio"
              name="hkc-target"
              value={which}
              checked={target === which}
              onChange={() => setTarget(which)}
            />{' '}
            {t(which === 'lead' ? 'checker.lead' : 'checker.reply')}
          </label>
        ))}
      </fieldset>
      <div class="hkc-panels">
        {panel('lead')}
        {panel('reply')}
      </div>
      <section class="hkc-verdict" aria-labelledby="hkc-verdict-title">
        <h2 id="hkc-verdict-title" class="hkc-panel-title">
          {t('checker.verdict')}
        </h2>
        <div aria-live="polite" data-testid="verdict">
          {verdict ? (
            <>
              <p
                class={`hkc-line ${verdict.beats ? 'hkc-yes' : 'hkc-no'}`}
                data-beats={String(verdict.beats)}
              >
                {verdict.beats ? '✓' : '✗'} <KeepNames text={verdict.line} />
              </p>
              <p>
                <strong>{t('beats.why')}</strong> <KeepNames text={verdict.why} />
              </p>
              {verdict.overlap && (
                <p>
                  <KeepNames text={verdict.overlap} />
                </p>
              )}
            </>
          ) : (
            <p>{t('checker.needBoth')}</p>
          )}
        </div>
        <div class="hkc-actions">
          <button
            type="button"
            class="button"
            disabled={!state.lead.length && !state.reply.length}
            onClick={() => update({ ...state, lead: state.reply, reply: state.lead })}
          >
            {t('checker.swap')}
          </button>
          <label class="hkc-check">
            <input
              type="checkbox"
              checked={state.wanSinInSets}
              aria-describedby="hkc-option-help"
              onChange={(e) =>
                update({ ...state, wanSinInSets: (e.currentTarget as HTMLInputElement).checked })
              }
            />{' '}
            {t('checker.option')}
          </label>
          <small id="hkc-option-help" class="hkc-help">
            {t('checker.optionHelp')}
          </small>
        </div>
        <p>
          <a href={share} data-testid="share">
            {t('checker.share')}
          </a>
        </p>
      </section>
      <CardGrid
        lang={lang}
        label={`${t('checker.cards', { n: CARDS.length })} – ${t(target === 'lead' ? 'checker.lead' : 'checker.reply')}`}
        selected={state[target]}
        blocked={state[target === 'lead' ? 'reply' : 'lead']}
        onToggle={toggle}
        idPrefix="hkc"
      />
    </div>
  );
}
