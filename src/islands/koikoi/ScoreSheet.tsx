/**
 * The Koi-Koi score sheet for games with real cards: set up 2–4 players
 * (teams with four under the German sheet), 12, 6 or 3 rounds and a rule set;
 * record each round's result by points (worked out in the calculator) or by
 * picking yaku; see the dealer of every round and the running totals. Kept in
 * localStorage, printable, and exportable as a link.
 *
 * This file keeps the state (the saved match, a match from a link, the
 * set-up draft); `SheetSetupForm` and `RunningSheet` draw the two stages.
 * Around both: a polite live region that says each change in one sentence
 * (`sheet-said.ts`), and the focus rescue of the play pages
 * (`use-focus-rescue.ts`): when the control just used goes (the start
 * button, the form after the last round, "Undo last round" with one round
 * left, the whole sheet after "New match"), the focus moves to the next
 * round's first choice, else to "New match" at the end of the match, else to
 * the set-up form's first field.
 *
 * @example
 * <ScoreSheet lang="en" text={toolText('en')} months={monthLabels} client:load />
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { translator } from '../../i18n/format';
import type { Lang } from '../../i18n/locales';
import { type SheetSetup, type SheetState, sheetFromQuery } from '../../utils/koikoi/score-sheet';
import LiveRegion from '../game/LiveRegion';
import { useFocusRescue } from '../game/use-focus-rescue';
import type { ToolText } from './calc-props';
import RunningSheet from './RunningSheet';
import type { SheetMessage } from './SheetHead';
import SheetSetupForm from './SheetSetupForm';
import { changeText } from './sheet-said';
import { loadSheet, saveSheet } from './sheet-storage';
import './score-sheet.css';

/** Props of {@link ScoreSheet}. */
export interface ScoreSheetProps {
  lang: Lang;
  text: ToolText;
  /** Month names, index 0 = January (a round stands for a month). */
  months: readonly string[];
}

const DEFAULT_SETUP: SheetSetup = {
  rules: 'nintendo',
  players: 2,
  names: ['', ''],
  rounds: 12,
  firstDealer: 0,
};

/** Where the focus goes when the control just used is gone (see the file comment). */
const FOCUS_ORDER = [
  '.kk-sheet-entry input[name="kk-winner"]',
  '[data-testid="sheet-reset"]',
  '[data-testid="sheet-rules"]',
] as const;

/** The score sheet (see the file comment). */
export default function ScoreSheet({ lang, text, months }: ScoreSheetProps) {
  const t = translator(text.tools);
  const k = translator(text.core);
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [draft, setDraft] = useState<SheetSetup>(DEFAULT_SETUP);
  const [message, setMessage] = useState<SheetMessage>(null);
  const [ready, setReady] = useState(false);
  // The live region's sentence, and a count that makes the same words read again.
  const [said, setSaid] = useState({ text: '', n: 0 });
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root, FOCUS_ORDER);

  useEffect(() => {
    const linked = sheetFromQuery(location.search);
    const loaded = loadSheet();
    if (linked?.ok) {
      setSheet(linked.state);
      saveSheet(linked.state);
      setMessage({ kind: 'status', text: t('sheet.imported') });
      history.replaceState(null, '', location.pathname + location.hash);
    } else {
      if (loaded.kind === 'sheet') setSheet(loaded.state);
      if (linked && !linked.ok) setMessage({ kind: 'alert', text: t('sheet.badLink') });
      else if (loaded.kind === 'corrupt') setMessage({ kind: 'alert', text: t('sheet.corrupt') });
    }
    setReady(true);
  }, []);

  function commit(next: SheetState | null) {
    const text = changeText(sheet, next, t, months);
    if (text) setSaid((old) => ({ text, n: old.n + 1 }));
    setSheet(next);
    saveSheet(next);
  }

  const stage = !sheet ? (
    <SheetSetupForm
      draft={draft}
      onDraft={setDraft}
      onStart={() => {
        commit({ v: 1, setup: draft, results: [] });
        setMessage(null);
      }}
      message={message}
      ready={ready}
      t={t}
      k={k}
      months={months}
    />
  ) : (
    <RunningSheet
      lang={lang}
      sheet={sheet}
      t={t}
      k={k}
      months={months}
      message={message}
      ready={ready}
      onChange={(next) => {
        setMessage(null);
        commit(next);
      }}
    />
  );
  return (
    <div ref={root}>
      {stage}
      <LiveRegion lines={said.text ? [said.text] : []} utterance={said.n} />
    </div>
  );
}
