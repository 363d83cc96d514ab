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
 * One polite live region says each change once: the verdict when both sides
 * have cards, otherwise what the changed side forms ("Table (lead). Forms: a
 * run of 3 in Sup, 1 to 3") or that it is empty. The verdict box shows the
 * same words but is not live itself, so nothing is read twice.
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
import LiveRegion from '../../game/LiveRegion';
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
  // What the live region says, and a count that makes the same words read again.
  const [said, setSaid] = useState<{ lines: readonly string[]; n: number }>({ lines: [], n: 0 });

  useEffect(() => {
    if (!syncUrl) return;
    const read = () => setAll(fromQuery(location.search));
    read();
    // Back and Forward change the comparison too: say it (not on load).
    const back = () => {
      const next = fromQuery(location.search);
      setAll(next);
      say(next.state, null);
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [syncUrl]);

  /**
   * Says `next` once: the verdict when both sides have cards; else what the
   * side that changed forms (`changed`, or the side with cards), or that it has none.
   */
  function say(next: CheckerState, changed: Target | null) {
    const nextOptions = checkerOptions(next);
    const found =
      next.lead.length && next.reply.length ? verdictText(lang, next.lead, next.reply, nextOptions) : null;
    let lines: string[];
    if (found) {
      lines = [found.line, `${t('beats.why')} ${found.why}`, ...(found.overlap ? [found.overlap] : [])];
    } else {
      const side = changed ?? (next.reply.length && !next.lead.length ? 'reply' : 'lead');
      const cards = next[side];
      const title = t(side === 'lead' ? 'checker.lead' : 'checker.reply');
      lines = [
        cards.length
          ? `${title}. ${t('checker.forms')}: ${describe(cards, nextOptions)}`
          : `${title}. ${t('checker.empty')}`,
      ];
    }
    setSaid((old) => ({ lines, n: old.n + 1 }));
  }

  function update(next: CheckerState, changed: Target | null = null) {
    setAll({ state: next, error: null });
    say(next, changed);
    if (syncUrl)
      history.pushState(null, '', `${location.pathname}${serialiseCheckerState(next)}${location.hash}`);
  }

  const toggle = (id: CardId) => {
    const list = state[target];
    const changed = list.includes(id) ? list.filter((c) => c !== id) : sortCards([...list, id]);
    update({ ...state, [target]: changed }, target);
  };

  const describe = (cards: readonly CardId[], rules = options) => {
    const info = describeCards(cards, rules);
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
          onClick={() => update({ ...state, [which]: [] }, which)}
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
        <div data-testid="verdict">
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
      <LiveRegion lines={said.lines} utterance={said.n} />
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
