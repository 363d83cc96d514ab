/**
 * The reader's record on this device, under a play page's setup form: per
 * strength of computer player, the matches won, lost and drawn
 * (`match-record.ts`), and a button to forget them. Shows nothing before
 * the first counted match. Read after hydration (the server knows no
 * record); a record that cannot be read is discarded with a message.
 *
 * @example
 * <MatchRecordPanel store={matchRecordStore('koikoi', BOT_IDS)} bots={BOT_IDS} labels={recordLabels(t)} />
 */
import { useEffect, useState } from 'preact/hooks';
import type { MatchRecord } from './match-record';
import type { VersionedStore } from './store';

/** The dictionary keys both games fill the panel from. */
export type MatchRecordKey =
  | 'play.record'
  | 'play.record.line'
  | 'play.record.note'
  | 'play.record.forget'
  | 'play.record.corrupt'
  | 'play.bot.random'
  | 'play.bot.greedy'
  | 'play.bot.strong';

/** The panel's texts, in the page's language. */
export interface MatchRecordLabels {
  readonly heading: string;
  /** "2 won, 1 lost, 0 drawn". */
  readonly line: (tally: { won: number; lost: number; drawn: number }) => string;
  readonly note: string;
  readonly forget: string;
  readonly corrupt: string;
  /** Name of a computer player's strength. */
  readonly bot: (id: string) => string;
}

/** The panel's texts from a game's dictionary (the computer players named as in the setup form). */
export function recordLabels(
  t: (key: MatchRecordKey, params?: Record<string, string | number>) => string,
): MatchRecordLabels {
  return {
    heading: t('play.record'),
    line: (tally) => t('play.record.line', tally),
    note: t('play.record.note'),
    forget: t('play.record.forget'),
    corrupt: t('play.record.corrupt'),
    bot: (id) => t(`play.bot.${id}` as 'play.bot.random'),
  };
}

/** Props of {@link MatchRecordPanel}. */
export interface MatchRecordPanelProps {
  readonly store: VersionedStore<MatchRecord>;
  /** The computer players' ids, weakest first (the order of the lines). */
  readonly bots: readonly string[];
  readonly labels: MatchRecordLabels;
}

/** The panel (see the file comment). */
export default function MatchRecordPanel({ store, bots, labels }: MatchRecordPanelProps) {
  const [record, setRecord] = useState<MatchRecord | null>(null);
  const [corrupt, setCorrupt] = useState(false);
  useEffect(() => {
    const loaded = store.load();
    if (loaded.kind === 'value') setRecord(loaded.value);
    setCorrupt(loaded.kind === 'corrupt');
  }, [store]);
  const played = bots.filter((bot) => record?.tallies[bot] !== undefined);
  if (played.length === 0 && !corrupt) return null;
  return (
    <section class="gs-record" data-testid="match-record" aria-labelledby="gs-record-head">
      <h2 id="gs-record-head" class="gs-head">
        {labels.heading}
      </h2>
      {corrupt && <p data-testid="record-corrupt">{labels.corrupt}</p>}
      {played.length > 0 && (
        <>
          <dl class="gs-record-list">
            {played.map((bot) => (
              <div key={bot} data-bot={bot}>
                <dt>{labels.bot(bot)}</dt>
                <dd>{labels.line(record?.tallies[bot] ?? { won: 0, lost: 0, drawn: 0 })}</dd>
              </div>
            ))}
          </dl>
          <p class="gs-small">{labels.note}</p>
          <button
            type="button"
            class="button"
            data-testid="record-forget"
            onClick={() => {
              store.clear();
              setRecord(null);
              setCorrupt(false);
            }}
          >
            {labels.forget}
          </button>
        </>
      )}
    </section>
  );
}
