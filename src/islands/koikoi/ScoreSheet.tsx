/**
 * The Koi-Koi score sheet for games with real cards: set up 2–4 players
 * (teams with four under the German sheet), 12, 6 or 3 rounds and a rule set;
 * record each round's result by points (worked out in the calculator) or by
 * picking yaku; see the dealer of every round and the running totals. Kept in
 * localStorage, printable, and exportable as a link.
 *
 * This file keeps the state (the saved match, a match from a link, the
 * set-up draft); `SheetSetupForm` and `RunningSheet` draw the two stages.
 *
 * @example
 * <ScoreSheet lang="en" text={toolText('en')} months={monthLabels} client:load />
 */
import { useEffect, useState } from 'preact/hooks';
import { translator } from '../../i18n/format';
import type { Lang } from '../../i18n/locales';
import { type SheetSetup, type SheetState, sheetFromQuery } from '../../utils/koikoi/score-sheet';
import type { ToolText } from './calc-props';
import RunningSheet from './RunningSheet';
import type { SheetMessage } from './SheetHead';
import SheetSetupForm from './SheetSetupForm';
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

/** The score sheet (see the file comment). */
export default function ScoreSheet({ lang, text, months }: ScoreSheetProps) {
  const t = translator(text.tools);
  const k = translator(text.core);
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [draft, setDraft] = useState<SheetSetup>(DEFAULT_SETUP);
  const [message, setMessage] = useState<SheetMessage>(null);
  const [ready, setReady] = useState(false);

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
    setSheet(next);
    saveSheet(next);
  }

  if (!sheet) {
    return (
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
    );
  }
  return (
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
}
