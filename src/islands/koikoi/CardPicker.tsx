/**
 * The calculator's 48-card picker: a multi-select listbox grouped by month,
 * with a roving tabindex (arrow keys move, Home/End jump, Space or Enter
 * toggles) and a filter box that matches card names in either language,
 * romaji and kanji. Each option carries `data-card` and the card's name.
 *
 * @example
 * <CardPicker t={t} cards={cards} label="Captured cards" selected={ids} onToggle={toggle} idPrefix="calc" />
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { CARD_IDS, type CardId } from '../../engine/hanafuda/card-ids';
import type { Params } from '../../i18n/format';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import type { ToolCards } from './calc-props';
import { searchCards } from './card-search';
import { useNameStyle } from './name-style';
import { kindOf, SpriteArt } from './SpriteCard';

/** Props of {@link CardPicker}. */
export interface CardPickerProps {
  t: (key: ToolsKey, params?: Params) => string;
  cards: ToolCards;
  /** Visible label of the listbox. */
  label: string;
  selected: readonly CardId[];
  onToggle: (id: CardId) => void;
  /** Prefix for element ids (several calculators on one page). */
  idPrefix: string;
}

const MOVE_KEYS = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** The option to move to from option `from` for a key, by on-screen layout. */
export function moveTarget(options: readonly HTMLElement[], from: number, key: string): number {
  const last = options.length - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'ArrowRight') return Math.min(last, from + 1);
  if (key === 'ArrowLeft') return Math.max(0, from - 1);
  const current = options[from]?.getBoundingClientRect();
  const down = key === 'ArrowDown';
  if (!current || (current.width === 0 && current.height === 0)) {
    // No layout (tests, print): a month is a row of four.
    return Math.max(0, Math.min(last, from + (down ? 4 : -4)));
  }
  // The closest option horizontally in the nearest row below (or above).
  let best = from;
  let bestDy = Number.POSITIVE_INFINITY;
  let bestDx = Number.POSITIVE_INFINITY;
  options.forEach((el, i) => {
    const r = el.getBoundingClientRect();
    const dy = down ? r.top - current.top : current.top - r.top;
    if (dy <= current.height / 2) return;
    const dx = Math.abs(r.left - current.left);
    if (dy < bestDy - 2 || (Math.abs(dy - bestDy) <= 2 && dx < bestDx)) {
      bestDy = dy;
      bestDx = dx;
      best = i;
    }
  });
  return best;
}

/** The card picker (see the file comment). */
export default function CardPicker({ t, cards, label, selected, onToggle, idPrefix }: CardPickerProps) {
  const style = useNameStyle();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<CardId>(CARD_IDS[0]);
  const listRef = useRef<HTMLDivElement>(null);
  const visible = useMemo(() => new Set(searchCards(query, cards.search)), [query, cards.search]);
  const picked = new Set(selected);
  const order = CARD_IDS.filter((id) => visible.has(id));
  const focusId = visible.has(active) ? active : order[0];

  function onKeyDown(event: KeyboardEvent) {
    const list = listRef.current;
    if (!list || !focusId) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(focusId);
      return;
    }
    if (!MOVE_KEYS.includes(event.key)) return;
    event.preventDefault();
    const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    const from = Math.max(
      0,
      options.findIndex((el) => el.dataset['card'] === focusId),
    );
    const to = options[moveTarget(options, from, event.key)];
    const next = to?.dataset['card'] as CardId | undefined;
    if (to && next) {
      setActive(next);
      to.focus();
    }
  }

  const listId = `${idPrefix}-cards`;
  return (
    <div class="kk-picker">
      <label class="kk-field">
        <span>{t('calc.filter')}</span>
        <input
          type="search"
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
          aria-describedby={`${idPrefix}-filter-hint`}
          aria-controls={listId}
          autocomplete="off"
          data-testid="card-filter"
        />
        <small id={`${idPrefix}-filter-hint`}>{t('calc.filterHint')}</small>
      </label>
      <p id={`${idPrefix}-cards-label`} class="kk-picker-label">
        <strong>{label}</strong> <span aria-live="polite">{t('calc.selected', { n: selected.length })}</span>
      </p>
      <p id={`${idPrefix}-cards-help`} class="kk-picker-help">
        {t('calc.gridHelp')}
      </p>
      {order.length === 0 && <p role="status">{t('calc.filterNone', { query })}</p>}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={`${idPrefix}-cards-label`}
        aria-describedby={`${idPrefix}-cards-help`}
        class="kk-picker-grid"
        onKeyDown={onKeyDown}
      >
        {cards.months.map((monthLabel, m) => {
          const ids = CARD_IDS.slice(m * 4, m * 4 + 4).filter((id) => visible.has(id));
          if (ids.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox; <fieldset> is no option container
            <div role="group" aria-label={monthLabel} class="kk-picker-month" key={monthLabel}>
              <span class="kk-picker-month-name" aria-hidden="true">
                {monthLabel}
              </span>
              <div class="kk-picker-row">
                {ids.map((id) => {
                  const on = picked.has(id);
                  const names = cards.names[id];
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles Space/Enter and the arrow keys for all options (roving tabindex)
                    <div
                      key={id}
                      role="option"
                      aria-selected={on}
                      aria-label={names[style] ?? names.traditional}
                      tabIndex={id === focusId ? 0 : -1}
                      data-card={id}
                      class={`kk-option hcard hcard-sm hcard-kind-${kindOf(id)}${on ? ' kk-on' : ''}`}
                      onClick={() => {
                        setActive(id);
                        onToggle(id);
                      }}
                      onFocus={() => setActive(id)}
                    >
                      <SpriteArt id={id} />
                    </div>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
