/**
 * The checker's 37-card grid: a multi-select listbox, one row per suit (Sup to
 * Sin) and Wan Sin last, with a roving tabindex (arrow keys move, Home/End
 * jump, Space or Enter picks or drops). Every option carries `data-card` and
 * the card's name; cards held by the other pattern are `aria-disabled`.
 *
 * @example
 * <CardGrid lang="en" label="All 37 cards" selected={lead} blocked={reply} onToggle={toggle} idPrefix="chk" />
 */
import { useRef, useState } from 'preact/hooks';
import { CARDS, type CardId, SUITS } from '../../../engine/hakka';
import { refT } from '../../../i18n/hakka/ref';
import { hakkaCardName, hakkaSuitName } from '../../../i18n/hakka-cards';
import type { Lang } from '../../../i18n/locales';
import HakkaCard from '../HakkaCard';

/** Props of {@link CardGrid}. */
export interface CardGridProps {
  lang: Lang;
  /** Visible label of the listbox. */
  label: string;
  /** Cards picked for the pattern being edited. */
  selected: readonly CardId[];
  /** Cards of the other pattern (cannot be picked). */
  blocked: readonly CardId[];
  onToggle: (id: CardId) => void;
  /** Prefix for element ids. */
  idPrefix: string;
}

/** Rows of the grid: the four suits, then Wan Sin alone. */
export const GRID_ROWS: readonly (readonly CardId[])[] = [
  ...SUITS.map((_, s) => CARDS.slice(s * 9, s * 9 + 9)),
  CARDS.slice(SUITS.length * 9),
];

/** Where a key moves from (row, col), clamped to the grid. */
export function gridMove(row: number, col: number, key: string): [number, number] | null {
  const last = GRID_ROWS.length - 1;
  const rowLen = (r: number) => GRID_ROWS[r]?.length ?? 0;
  switch (key) {
    case 'ArrowRight':
      return [row, Math.min(rowLen(row) - 1, col + 1)];
    case 'ArrowLeft':
      return [row, Math.max(0, col - 1)];
    case 'ArrowDown': {
      const r = Math.min(last, row + 1);
      return [r, Math.min(rowLen(r) - 1, col)];
    }
    case 'ArrowUp': {
      const r = Math.max(0, row - 1);
      return [r, Math.min(rowLen(r) - 1, col)];
    }
    case 'Home':
      return [row, 0];
    case 'End':
      return [row, rowLen(row) - 1];
    default:
      return null;
  }
}

/** The card grid (see the file comment). */
export default function CardGrid({ lang, label, selected, blocked, onToggle, idPrefix }: CardGridProps) {
  const t = refT(lang);
  const [active, setActive] = useState<CardId>(CARDS[0] as CardId);
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!blocked.includes(active)) onToggle(active);
      return;
    }
    const row = GRID_ROWS.findIndex((r) => r.includes(active));
    const col = GRID_ROWS[row]?.indexOf(active) ?? 0;
    const to = gridMove(row, col, event.key);
    if (!to) return;
    event.preventDefault();
    const next = GRID_ROWS[to[0]]?.[to[1]];
    if (!next) return;
    setActive(next);
    listRef.current?.querySelector<HTMLElement>(`[data-card="${next}"]`)?.focus();
  }

  return (
    <div class="hkc-gridwrap">
      <p id={`${idPrefix}-grid-label`} class="hkc-grid-label">
        <strong>{label}</strong>
      </p>
      <p id={`${idPrefix}-grid-help`} class="hkc-help">
        {t('checker.gridHelp')}
      </p>
      <div
        ref={listRef}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={`${idPrefix}-grid-label`}
        aria-describedby={`${idPrefix}-grid-help`}
        class="hkc-grid"
        onKeyDown={onKeyDown}
      >
        {GRID_ROWS.map((row) => {
          const first = row[0] as CardId;
          const suit = SUITS.find((s) => first.startsWith(`${s}-`));
          const rowName = suit ? hakkaSuitName(suit) : hakkaCardName(first, lang);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not a fieldset
            <div role="group" aria-label={rowName} class="hkc-row" key={first}>
              {row.map((id) => {
                const on = selected.includes(id);
                const off = blocked.includes(id);
                const name = hakkaCardName(id, lang);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys (roving tabindex, Space/Enter)
                  <div
                    key={id}
                    role="option"
                    aria-selected={on}
                    aria-disabled={off ? 'true' : undefined}
                    aria-label={off ? `${name}, ${t('checker.inOther')}` : name}
                    tabIndex={id === active ? 0 : -1}
                    data-card={id}
                    class={`hkc-option${on ? ' hkc-on' : ''}${off ? ' hkc-off' : ''}`}
                    onClick={() => {
                      setActive(id);
                      if (!off) onToggle(id);
                    }}
                    onFocus={() => setActive(id)}
                  >
                    <HakkaCard id={id} lang={lang} size="xs" caption />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
