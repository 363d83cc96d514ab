/**
 * The reader's card-names setting for the Koi-Koi tool islands, read from
 * `html[data-card-names]` (set before first paint by the head script and by
 * `setCardNameStyle` in islands/hanafuda/card-names.ts, whose change event and
 * storage key this hook follows). A lean twin of `useCardNameStyle`: that
 * module pulls the whole card-name table into the bundle, which the
 * calculator page's 30 KB budget cannot carry.
 */
import { useEffect, useState } from 'preact/hooks';

/** A naming style, as in `CARD_NAME_STYLES`. */
export type NameStyle = 'traditional' | 'mario-de' | 'mario-en';

/** The style the page shows now ('traditional' outside the browser). */
export function currentNameStyle(): NameStyle {
  if (typeof document === 'undefined') return 'traditional';
  let value: string | null | undefined = document.documentElement.dataset['cardNames'];
  try {
    value = localStorage.getItem('cardNames') ?? value;
  } catch {
    // Storage blocked: the attribute is all we have.
  }
  return value === 'mario-de' || value === 'mario-en' ? value : 'traditional';
}

/**
 * The current naming style; 'traditional' on the server and the first client
 * render (so hydration matches), then the real one, following changes.
 */
export function useNameStyle(): NameStyle {
  const [style, setStyle] = useState<NameStyle>('traditional');
  useEffect(() => {
    const update = () => setStyle(currentNameStyle());
    update();
    window.addEventListener('hanafuda:card-names', update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener('hanafuda:card-names', update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return style;
}
