/**
 * The score sheet as Preact state backed by localStorage (key and format in
 * utils/hakka/score-sheet.ts). The first render uses the empty sheet (same as
 * the server); after mount the stored sheet replaces it, or a corrupt one is
 * removed and reported through `error`.
 *
 * @example
 * const { sheet, setSheet, error } = useSheet(['Ann', 'Ben', 'Cai', 'Dee']);
 */
import { useEffect, useState } from 'preact/hooks';
import { emptySheet, parseSheet, type ScoreSheet, SHEET_KEY } from '../../../utils/hakka/score-sheet';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The sheet, a setter that also saves, and a load error (`'corrupt'`). */
export function useSheet(defaultNames: readonly [string, string, string, string]) {
  const [sheet, setState] = useState<ScoreSheet>(() => emptySheet(defaultNames));
  const [error, setError] = useState<'corrupt' | null>(null);

  useEffect(() => {
    const store = storage();
    if (!store) return;
    const { sheet: stored, error: err } = parseSheet(store.getItem(SHEET_KEY));
    if (err) {
      store.removeItem(SHEET_KEY);
      setError(err);
    } else if (stored) setState(stored);
  }, []);

  function setSheet(next: ScoreSheet) {
    setState(next);
    try {
      storage()?.setItem(SHEET_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the sheet still works for this visit.
    }
  }

  return { sheet, setSheet, error };
}
