/**
 * Loading and saving the score sheet in localStorage (format and lifecycle:
 * utils/koikoi/score-sheet.ts). Storage may be blocked; then the sheet still
 * works for the page's lifetime.
 */
import {
  parseSheet,
  SHEET_STORAGE_KEY,
  type SheetState,
  serialiseSheet,
} from '../../utils/koikoi/score-sheet';

/** What loading found: a sheet, nothing, or corrupt data (already discarded). */
export type Loaded = { kind: 'sheet'; state: SheetState } | { kind: 'none' } | { kind: 'corrupt' };

/** Reads the saved sheet; corrupt data is removed so it cannot fail again. */
export function loadSheet(): Loaded {
  let text: string | null = null;
  try {
    text = localStorage.getItem(SHEET_STORAGE_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  const parsed = parseSheet(text);
  if (parsed.ok) return { kind: 'sheet', state: parsed.state };
  try {
    localStorage.removeItem(SHEET_STORAGE_KEY);
  } catch {
    // Nothing more to do.
  }
  return { kind: 'corrupt' };
}

/** Saves the sheet, or removes it for `null`. */
export function saveSheet(state: SheetState | null): void {
  try {
    if (state === null) localStorage.removeItem(SHEET_STORAGE_KEY);
    else localStorage.setItem(SHEET_STORAGE_KEY, serialiseSheet(state));
  } catch {
    // Storage blocked or full: the sheet lives on in the page.
  }
}
