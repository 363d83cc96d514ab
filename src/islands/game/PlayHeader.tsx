/**
 * The top of a play page, the same for every game: undo, new game, the hints
 * switch, the status line, an optional notice and the polite live region
 * that tells screen readers what happened (empty for a moment when it
 * appears and after an undo, so that the same words are read again).
 *
 * @example
 * <PlayHeader labels={{ undo: t('play.undo'), newGame: t('play.newGame'), hints: t('play.hints') }}
 *   canUndo onUndo={undo} onNewGame={reset} hints={setup.hints} onHints={setHints}
 *   status={status} liveLines={lines} />
 */
import LiveRegion from './LiveRegion';
import './play-header.css';

/** Props of {@link PlayHeader}. */
export interface PlayHeaderProps {
  readonly labels: { readonly undo: string; readonly newGame: string; readonly hints: string };
  readonly canUndo: boolean;
  readonly onUndo: () => void;
  readonly onNewGame: () => void;
  readonly hints: boolean;
  readonly onHints: (on: boolean) => void;
  /** Whose turn it is and what to do, in one sentence. */
  readonly status: string;
  /** A passing message (e.g. a refused move); `alert` makes it a role="alert". */
  readonly notice?: { readonly text: string; readonly alert: boolean } | null;
  /** The latest narration lines, read out by screen readers. */
  readonly liveLines: readonly string[];
  /** Changes when the live lines must be read again, e.g. `undo-<moves>` (see {@link LiveRegion}). */
  readonly utterance?: string | number;
  /** Id of the hints checkbox (unique per page). */
  readonly hintsId: string;
}

/** See the file comment. */
export default function PlayHeader(props: PlayHeaderProps) {
  const { labels, notice } = props;
  return (
    <>
      <div class="gp-toolbar">
        <button
          type="button"
          class="button"
          onClick={props.onUndo}
          disabled={!props.canUndo}
          data-testid="undo"
        >
          {labels.undo}
        </button>
        <button type="button" class="button" data-testid="new-game" onClick={props.onNewGame}>
          {labels.newGame}
        </button>
        <p class="gp-check">
          <input
            id={props.hintsId}
            type="checkbox"
            checked={props.hints}
            onChange={(e) => props.onHints((e.target as HTMLInputElement).checked)}
          />
          <label for={props.hintsId}>{labels.hints}</label>
        </p>
      </div>
      <p class="gp-status" data-testid="status">
        {props.status}
      </p>
      {notice && (
        <p
          class={notice.alert ? 'gp-notice gp-alert' : 'gp-notice'}
          role={notice.alert ? 'alert' : undefined}
          data-testid="notice"
        >
          {notice.text}
        </p>
      )}
      <LiveRegion lines={props.liveLines} utterance={props.utterance} />
    </>
  );
}
