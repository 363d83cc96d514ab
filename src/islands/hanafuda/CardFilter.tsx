/**
 * Filter controls for the static card catalog (components/hanafuda/
 * CardCatalog.astro): a month select and a kind radio group. The catalog
 * stays static HTML; this island only toggles `hidden` on its items and
 * month sections, so the page reads in full without JavaScript (the
 * controls are disabled until the island runs). The filter is kept in the
 * URL (`?month=3&kind=light`), so it survives reloads and can be linked; a
 * malformed parameter shows a message and is ignored. The kinds are named
 * as the reader's card-names setting says (the Mario edition's words where
 * it is the page language's edition).
 *
 * For the keyboard and screen readers: the status line is a live region that
 * says every change, also one that leaves the count as it was (January, then
 * February: 4 of 48 each), as it is emptied for a moment first; after "Show
 * all cards" it says that all are shown. That button disables itself, so
 * the focus then moves to the month (the focus rescue of the play pages).
 *
 * @example
 * <CardFilter client:visible lang="en" />
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CARD_KINDS, type CardKind, MONTHS, type Month } from '../../engine/hanafuda/card-ids';
import { cardsT } from '../../i18n/cards-pages';
import { HANAFUDA_MONTHS, kindTerm } from '../../i18n/hanafuda-cards';
import type { Lang } from '../../i18n/locales';
import { useLiveReady } from '../game/LiveRegion';
import { useFocusRescue } from '../game/use-focus-rescue';
import { useCardNameStyle } from './card-names';
import { type CardFilterState, filterSearch, matchesFilter, parseFilterParams } from './filter-params';
import './CardFilter.css';

/** Props of {@link CardFilter}. */
export interface CardFilterProps {
  lang: Lang;
}

const ALL: CardFilterState = { month: null, kind: null };

/** Where the focus goes when "Show all cards" disables itself: the first control. */
const FOCUS_ORDER = ['select'] as const;

/** Applies a filter to the catalog in the page; returns how many cards show. */
function applyToCatalog(filter: CardFilterState): { shown: number; total: number } {
  const items = document.querySelectorAll<HTMLElement>('[data-card-catalog] li[data-kind]');
  let shown = 0;
  for (const item of items) {
    const visible = matchesFilter(filter, Number(item.dataset.month), item.dataset.kind ?? '');
    item.hidden = !visible;
    if (visible) shown += 1;
  }
  for (const section of document.querySelectorAll<HTMLElement>('[data-card-catalog] section[data-month]')) {
    section.hidden = section.querySelector('li[data-kind]:not([hidden])') === null;
  }
  return { shown, total: items.length };
}

/** The catalog's filter controls (see the file comment). */
export default function CardFilter({ lang }: CardFilterProps) {
  const t = cardsT(lang);
  const [style] = useCardNameStyle();
  const [ready, setReady] = useState(false);
  const [filter, setFilter] = useState<CardFilterState>(ALL);
  const [count, setCount] = useState<{ shown: number; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // Changes made by the reader: each one is said again, even with the same words.
  const [changes, setChanges] = useState(0);
  const spoken = useLiveReady(changes);
  const root = useRef<HTMLFormElement>(null);
  useFocusRescue(root, FOCUS_ORDER);

  useEffect(() => {
    const parsed = parseFilterParams(location.search);
    setErrors(
      parsed.errors.map((e) =>
        t(e.code === 'invalid-month' ? 'filter.badMonth' : 'filter.badKind', { value: e.value }),
      ),
    );
    setFilter(parsed.filter);
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    setCount(applyToCatalog(filter));
    const search = filterSearch(location.search, filter);
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [filter, ready]);

  const change = (next: CardFilterState) => {
    setErrors([]);
    setFilter(next);
    setChanges((n) => n + 1);
  };
  // All cards show: nothing to say on load, "All 48 cards shown." after a change.
  const all = count !== null && count.shown === count.total;
  const status =
    count === null
      ? ''
      : !all
        ? t('filter.count', { shown: count.shown, total: count.total })
        : changes > 0
          ? t('filter.countAll', { total: count.total })
          : '';
  const kinds: (CardKind | null)[] = [null, ...CARD_KINDS];

  return (
    <form
      ref={root}
      class="cfilter"
      data-needs-js
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('filter.legend')}
    >
      <fieldset class="cfilter-fields" disabled={!ready}>
        <div class="cfilter-month">
          <label for={`cfilter-month-${lang}`}>{t('filter.month')}</label>
          <select
            id={`cfilter-month-${lang}`}
            value={filter.month === null ? '' : String(filter.month)}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              change({ ...filter, month: v === '' ? null : (Number(v) as Month) });
            }}
          >
            <option value="">{t('filter.allMonths')}</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {HANAFUDA_MONTHS[m - 1]?.monthName[lang]} – {HANAFUDA_MONTHS[m - 1]?.plant[lang]}
              </option>
            ))}
          </select>
        </div>
        <fieldset class="cfilter-kind">
          <legend>{t('filter.kind')}</legend>
          {kinds.map((k) => (
            <label key={k ?? 'all'} class="cfilter-radio">
              <input
                type="radio"
                name={`cfilter-kind-${lang}`}
                value={k ?? ''}
                checked={filter.kind === k}
                onChange={() => change({ ...filter, kind: k })}
              />
              {k === null ? t('filter.allKinds') : kindTerm(k, lang, style).many}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          class="button"
          onClick={() => change(ALL)}
          disabled={filter.month === null && filter.kind === null}
        >
          {t('filter.reset')}
        </button>
      </fieldset>
      <p class="cfilter-status" role="status" data-all={all ? '' : undefined}>
        {spoken ? status : ''}
      </p>
      {errors.length > 0 && (
        <div class="note cfilter-error" role="alert">
          {errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      )}
    </form>
  );
}
