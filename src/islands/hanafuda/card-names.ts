/**
 * The reader's card-names setting, shared by every island and the head script.
 *
 * Stored JSON: none — localStorage `cardNames` holds a bare string,
 * 'traditional' | 'mario-de' | 'mario-en' (the head script in
 * components/HeadScript.astro reads the same key before first paint and sets
 * `html[data-card-names]`; 'traditional' is the attribute's absence).
 * Lifecycle: read on mount, written by `setCardNameStyle`, which also updates
 * the attribute and tells every mounted hook in this tab; other tabs follow
 * through the `storage` event. An unknown stored value reads as
 * 'traditional' and is left alone until the reader chooses again.
 *
 * @example
 * import { useCardNameStyle } from './card-names';
 * function Names() {
 *   const [style, setStyle] = useCardNameStyle();
 *   return <button onClick={() => setStyle('mario-en')}>{style}</button>;
 * }
 */
import { useEffect, useState } from 'preact/hooks';
import { CARD_NAME_STYLES, type CardNameStyle } from '../../i18n/hanafuda-cards';

/** The localStorage key (shared with the head script). */
export const CARD_NAMES_KEY = 'cardNames';

/** The event this module dispatches on `window` when the style changes in this tab. */
const CHANGE_EVENT = 'hanafuda:card-names';

/** Narrows a stored value to a naming style. */
export function isCardNameStyle(value: unknown): value is CardNameStyle {
  return typeof value === 'string' && (CARD_NAME_STYLES as readonly string[]).includes(value);
}

/**
 * The current style: the stored value if valid, else the `<html>` attribute,
 * else 'traditional' (also outside the browser).
 */
export function readCardNameStyle(): CardNameStyle {
  if (typeof document === 'undefined') return 'traditional';
  try {
    const stored = localStorage.getItem(CARD_NAMES_KEY);
    if (isCardNameStyle(stored)) return stored;
  } catch {
    // Storage blocked: fall back to what the head script applied.
  }
  const attr = document.documentElement.dataset.cardNames;
  return isCardNameStyle(attr) ? attr : 'traditional';
}

/** Sets `html[data-card-names]` for a style ('traditional' removes it). */
export function applyCardNameStyle(style: CardNameStyle): void {
  const root = document.documentElement;
  if (style === 'traditional') delete root.dataset.cardNames;
  else root.dataset.cardNames = style;
}

/**
 * Chooses a style: stores it, applies it to the page and notifies hooks.
 * Throws a TypeError for anything that is not a naming style (nothing changes).
 */
export function setCardNameStyle(style: CardNameStyle): void {
  if (!isCardNameStyle(style)) throw new TypeError(`Unknown card name style: ${String(style)}`);
  try {
    localStorage.setItem(CARD_NAMES_KEY, style);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  applyCardNameStyle(style);
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: style }));
}

/**
 * A hook with the current style and its setter; re-renders when the style
 * changes here or in another tab.
 */
export function useCardNameStyle(): [CardNameStyle, (style: CardNameStyle) => void] {
  // 'traditional' on the server and the first client render, so hydration
  // matches the static HTML; the effect then reads the real value.
  const [style, setStyle] = useState<CardNameStyle>('traditional');
  useEffect(() => {
    setStyle(readCardNameStyle());
    const onChange = () => setStyle(readCardNameStyle());
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CARD_NAMES_KEY && event.key !== null) return;
      const next = readCardNameStyle();
      applyCardNameStyle(next);
      setStyle(next);
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return [style, setCardNameStyle];
}
