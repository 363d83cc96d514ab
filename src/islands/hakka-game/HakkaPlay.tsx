/**
 * The Hakka play island: a four-round game for four seats (you against three
 * computer players, or people passing one device), with dealer and dreamer
 * changing as the engine says; switchable hints (the legal plays, what beats
 * the table, your count and, on request, the computer's rating of your
 * options), undo, a settlement after each round, a running
 * score sheet, narration for screen readers (a polite live region), and
 * covers between turns when several people share the device. The game is
 * saved after every move (`{ setup, actions, log }`, replayed on load, the
 * log narrated again in the page's language); a corrupt save is discarded
 * with a message. Computer players run in a Web Worker
 * with a time limit per move (`bot-worker.ts`).
 *
 * Cards are toggle buttons: select them with a click, a tap, or Tab and
 * Enter/Space, then play or discard them; the engine checks every move and
 * a refused move is explained (`hakka.error.*`).
 *
 * @example
 * <HakkaPlay client:load lang="en" />
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { BOT_IDS, type BotId } from '../../engine/hakka/bots/types';
import type { CardId } from '../../engine/hakka/cards';
import { leadingSeats } from '../../engine/hakka/derived';
import { applyAction } from '../../engine/hakka/game';
import type { Seat } from '../../engine/hakka/seats';
import type { HakkaAction, HakkaEvent, HakkaState } from '../../engine/hakka/state';
import { viewFor } from '../../engine/hakka/view';
import { capitalise } from '../../i18n/format';
import { hakkaErrorText } from '../../i18n/hakka/ref';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { Lang } from '../../i18n/locales';
import { lastSetupStore, rememberedSetup, withoutSeed } from '../game/last-setup';
import MatchRecordPanel, { recordLabels } from '../game/MatchRecordPanel';
import { matchRecordStore, outcomeOf, recordMatch } from '../game/match-record';
import { addToRecap, missedBy, type Recap } from '../game/recap';
import { type PlaySetup, savedGameStore } from '../game/saved-game';
import { addToLog, type LogEntry, logLines, UNDONE } from '../game/saved-log';
import { humanSeats, viewerSeat } from '../game/seats';
import { seedOrNew } from '../game/seed';
import { useBotClient, useBotTurn } from '../game/use-bot-turn';
import { usePlayedGame } from '../game/use-played-game';
import { type HakkaSetup, hakkaAdapter } from './adapter';
import { askHakkaAdvice, askHakkaBot, hakkaBotClient } from './bot-worker';
import HintsBox from './HintsBox';
import { isLoggedEvent, type LoggedEvent } from './logged-events';
import { hakkaNames, hakkaSeatNames, type SeatKind } from './names';
import { narrate, narrateEvent } from './narrate';
import { defaultSetup, playHints, undoHakka } from './play-model';
import RoundEnd from './RoundEnd';
import { isRoundEnd } from './review-steps';
import { resumedRoundEnd, type SettledRound } from './round-end';
import ScoreSheet from './ScoreSheet';
import SetupForm from './SetupForm';
import Table from './Table';
import TurnActions from './TurnActions';
import { type ShownTrick, shownTrick } from './trick';
import './game.css';
import './play.css';
import PlayHeader from '../game/PlayHeader';
import PlayLog from '../game/PlayLog';
import SaveBanner from '../game/SaveBanner';
import { useAdvice } from '../game/use-advice';
import { useFocusRescue } from '../game/use-focus-rescue';
import { useResumeFocus } from '../game/use-resume-focus';

/** Props of {@link HakkaPlay}. */
export interface HakkaPlayProps {
  readonly lang: Lang;
}

interface Game {
  readonly setup: PlaySetup<HakkaSetup>;
  readonly actions: readonly HakkaAction[];
  readonly state: HakkaState;
  /** Events since the last action by a person (what the live region reads). */
  readonly recent: readonly HakkaEvent[];
  /** The trick to show (the completed one right after it was won). */
  readonly trick: ShownTrick;
  /** A round just settled (play waits for "next round"); see `round-end.ts`. */
  readonly roundEnd: SettledRound | null;
  /** The last move was just taken back (the live region says so). */
  readonly undone: boolean;
  /** Pass and play: per person, what happened since their last move (read out when they take the device). */
  readonly since?: Recap<HakkaEvent>;
  /** "What happened", saved with the game and narrated when shown. */
  readonly log: readonly LogEntry<LoggedEvent>[];
}

const fresh = (
  setup: PlaySetup<HakkaSetup>,
  actions: readonly HakkaAction[],
  log: readonly LogEntry<LoggedEvent>[] = [],
): Game => {
  const state = hakkaAdapter.replay(setup.game, actions).state;
  // The settlement on show when the game was saved shows again (the last round's at the end).
  const roundEnd = resumedRoundEnd(setup.game, actions, log);
  return {
    setup,
    actions,
    state,
    recent: [],
    trick: { entries: state.table, winner: null },
    roundEnd,
    undone: false,
    log,
  };
};

/**
 * Where the keyboard focus goes when the control just used is gone, most
 * pressing first: the pass-the-device cover, the next round, the reader's
 * hand (while playing cards), the calling and declaring buttons, a new
 * game's form; at the end of the game, "New game" beside the final score
 * (the live region reads the score).
 */
const FOCUS_ORDER = [
  '[data-testid="cover"] button',
  '[data-testid="next-round"]',
  '[data-testid="final-new-game"]',
  '[data-zone^="hand-"] button',
  '[data-testid="actions"] button',
  '[data-testid="setup"] select',
] as const;

/** The play island (see the file comment). */
export default function HakkaPlay({ lang }: HakkaPlayProps) {
  const t = hakkaGameT(lang);
  const names = hakkaNames(lang);
  const store = useMemo(() => savedGameStore(hakkaAdapter, BOT_IDS, { isLogged: isLoggedEvent }), []);
  const [draft, setDraft] = useState<PlaySetup<HakkaSetup>>(() => defaultSetup(''));
  const lastSetup = useMemo(() => lastSetupStore(hakkaAdapter, BOT_IDS), []);
  const record = useMemo(() => matchRecordStore(hakkaAdapter.id, BOT_IDS), []);
  // After hydration (the server renders the defaults): the setup the reader last started with.
  useEffect(() => setDraft(rememberedSetup(lastSetup, defaultSetup(''))), [lastSetup]);
  const [seedText, setSeedText] = useState('');
  const { game, setGame, gameRef, message, setMessage, loaded } = usePlayedGame(store, fresh);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [selected, setSelected] = useState<CardId[]>([]);
  // A hint chose the cards: the focus goes to "Play the selected cards".
  const focusPlay = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusPlay.current) return;
    focusPlay.current = false;
    root.current?.querySelector<HTMLButtonElement>('[data-testid="play-cards"]:not(:disabled)')?.focus();
  });
  useFocusRescue(root, FOCUS_ORDER);
  useResumeFocus(root, FOCUS_ORDER, message === 'resumed' && game?.state.phase !== 'over');
  const client = useBotClient(hakkaBotClient);

  const kinds = (setup: PlaySetup<HakkaSetup>): SeatKind[] => setup.seats.map((seat) => seat.kind);
  const seats = game ? hakkaSeatNames(lang, kinds(game.setup)) : [];

  const apply = (action: HakkaAction) => {
    const current = gameRef.current;
    if (!current) return;
    const result = applyAction(current.state, action);
    if (!result.ok) {
      setNotice(t('play.error', { reason: hakkaErrorText(lang, result.reason) }));
      return;
    }
    const byHuman = current.setup.seats[action.seat]?.kind === 'human';
    const at = result.events.findIndex(isRoundEnd);
    const scored = result.events[at];
    const over = result.state.phase === 'over';
    const roundEnd =
      scored?.type === 'round-scored'
        ? { table: current.state, result: scored.result, later: over ? [] : result.events.slice(at + 1) }
        : null;
    // While a settled round is on show, the next deal is not told yet; the end of the game is.
    const told = roundEnd && !over ? result.events.slice(0, at + 1) : result.events;
    const recent = byHuman ? told : [...current.recent, ...told];
    setNotice(null);
    setSelected([]);
    clearAdvice();
    setGame({
      ...current,
      actions: [...current.actions, action],
      state: result.state,
      recent,
      since: addToRecap(current.since, current.setup.seats, told, action.seat),
      trick: shownTrick(current.state, action, result.events, result.state),
      roundEnd,
      undone: false,
      log: addToLog(current.log, told),
    });
  };

  // A finished game counts in the reader's record (once, also when its save is loaded again).
  useEffect(() => {
    if (game?.state.phase !== 'over') return;
    const leaders = leadingSeats(game.state);
    recordMatch(record, `${game.setup.game.seed}/${game.actions.length}`, game.setup.seats, (person) =>
      outcomeOf(leaders, [person]),
    );
  }, [game, record]);

  // Computer players (they wait while a settled round is on show).
  const toAct = game && !game.roundEnd ? game.state.toAct : null;
  const actingSeat = toAct === null ? undefined : game?.setup.seats[toAct];
  const botToAct = actingSeat?.kind === 'bot' ? (actingSeat.bot as BotId) : null;
  useBotTurn(
    {
      token: game?.actions.length ?? 0,
      // A completed trick stays on show a little longer.
      pauseMs: game?.trick.winner === null ? 450 : 1100,
      ask:
        game && toAct !== null && botToAct
          ? () =>
              askHakkaBot(
                client(),
                botToAct,
                viewFor(game.state, toAct),
                `${game.setup.game.seed}/${game.actions.length}`,
              )
          : null,
      isCurrent: (token) => gameRef.current?.actions.length === token && !gameRef.current.roundEnd,
      onMove: (action, fallback) => {
        apply(action);
        if (fallback) setNotice(t('play.fallback'));
      },
    },
    [game, toAct, botToAct],
  );

  // Move advice for the person to act, when asked for (hints box).
  const {
    advice,
    request: requestAdvice,
    clear: clearAdvice,
  } = useAdvice(gameRef, (current: Game) => {
    const seat = current.roundEnd ? null : current.state.toAct;
    if (seat === null) return null;
    return askHakkaAdvice(
      client(),
      viewFor(current.state, seat),
      `${current.setup.game.seed}/advice/${current.actions.length}`,
    );
  });

  const start = () => {
    lastSetup.save(withoutSeed(draft));
    const setup = { ...draft, game: { ...draft.game, seed: seedOrNew(seedText) } };
    setMessage(null);
    setRevealed(null);
    setSelected([]);
    clearAdvice();
    const started = fresh(setup, []);
    setGame({
      ...started,
      log: addToLog([], started.state.events),
      recent: started.state.events,
      since: addToRecap(undefined, setup.seats, started.state.events),
    });
  };

  const undo = () => {
    const current = gameRef.current;
    if (!current) return;
    const actions = undoHakka(current.actions, current.setup.seats);
    if (!actions) return;
    setSelected([]);
    setNotice(null);
    clearAdvice();
    setGame({ ...fresh(current.setup, actions, addToLog(current.log, [UNDONE])), undone: true });
  };

  const newGame = () => {
    const current = gameRef.current;
    if (current) setDraft(withoutSeed(current.setup));
    setMessage(null);
    setGame(null);
  };

  const banner = <SaveBanner message={message} corrupt={t('play.corrupt')} resumed={t('play.resumed')} />;

  if (!game) {
    return (
      <div ref={root} class="hg hp" data-testid="play" data-needs-js data-ready={loaded ? '' : undefined}>
        {banner}
        <SetupForm
          lang={lang}
          setup={draft}
          onChange={setDraft}
          onStart={start}
          seed={seedText}
          onSeed={setSeedText}
        />
        <MatchRecordPanel store={record} bots={BOT_IDS} labels={recordLabels(t)} />
      </div>
    );
  }

  const { state, setup, roundEnd } = game;
  const phase = state.phase;
  const people = humanSeats(setup.seats);
  const viewer = viewerSeat(setup.seats, toAct);
  const passAndPlay = people.length > 1;
  const covered = passAndPlay && actingSeat?.kind === 'human' && revealed !== toAct;
  const open = !passAndPlay || revealed === viewer ? [viewer] : [];
  const myTurn = !covered && !roundEnd && actingSeat?.kind === 'human' && toAct === viewer;
  const nameOf = (seat: number) => capitalise(seats[seat]?.name ?? '');
  const hints = myTurn && setup.hints ? playHints(state, viewer) : null;
  const legal = myTurn ? hakkaAdapter.legal(state) : [];
  const canDiscard = legal.some((a) => a.type === 'discard');
  const need =
    state.table.length > 0 ? (state.table[0]?.kind === 'play' ? state.table[0].cards.length : 0) : 0;
  const status = (() => {
    if (phase === 'over') return t('play.over');
    if (roundEnd) return t('play.roundOver', { round: roundEnd.result.round });
    if (toAct === null) return '';
    if (covered) return t('play.handOver', { seat: nameOf(toAct) });
    if (actingSeat?.kind === 'bot') return t('play.thinking', { seat: nameOf(toAct) });
    const prefix = seats[toAct]?.you ? '' : `${t('play.turn.other', { seat: nameOf(toAct) })} `;
    if (phase === 'calling') return prefix + t('play.turn.calling');
    if (phase === 'tigers') return prefix + t('play.turn.tigers');
    if (phase === 'declaring') return prefix + t('play.turn.declare');
    if (state.table.length === 0) return prefix + t('play.turn.lead');
    return (
      prefix + (canDiscard ? t('play.turn.discard', { cards: names.cardCount(need) }) : t('play.turn.beat'))
    );
  })();
  const toggle = (card: CardId) =>
    setSelected((old) => (old.includes(card) ? old.filter((c) => c !== card) : [...old, card]));
  // After an undo: that it happened and whose turn it is now.
  // Pass and play: the person who just took the device hears what happened since their last move.
  const someoneMoved = game.actions.some((a) => setup.seats[a.seat]?.kind === 'human');
  const missed =
    passAndPlay && !covered && toAct !== null && revealed === toAct
      ? missedBy(game.since, toAct, someoneMoved)
      : [];
  // When the reader's turn starts, the region ends with what the turn asks
  // ("You lead: …", "Call or pass?"), once: the line stays while the reader
  // chooses cards and goes with their move. Only the live region says it: the
  // status line above the table is not live, so it is not read twice.
  const turnLine = myTurn && status ? [status] : [];
  const liveLines = game.undone
    ? [t('play.undone'), status]
    : missed.length > 0
      ? [t('play.since'), ...narrate(missed, { names, seats }), ...turnLine]
      : [...narrate(game.recent, { names, seats }), ...turnLine];
  const nextRound = () => {
    if (!roundEnd) return;
    setGame({
      ...game,
      log: addToLog(game.log, roundEnd.later),
      roundEnd: null,
      recent: roundEnd.later,
      since: addToRecap(game.since, setup.seats, roundEnd.later),
      trick: { entries: [], winner: null },
      undone: false,
    });
  };
  const seat = viewer as Seat;
  const marked = new Set<CardId>(hints?.plays.flat() ?? []);

  return (
    <div
      ref={root}
      class="hg hp"
      data-testid="play"
      data-needs-js
      data-phase={phase}
      data-ready={loaded ? '' : undefined}
    >
      {banner}
      <PlayHeader
        labels={{ undo: t('play.undo'), newGame: t('play.newGame'), hints: t('play.hints') }}
        canUndo={Boolean(undoHakka(game.actions, setup.seats))}
        onUndo={undo}
        onNewGame={newGame}
        hints={setup.hints}
        onHints={(on) => setGame({ ...game, setup: { ...setup, hints: on } })}
        status={status}
        notice={notice ? { text: notice, alert: true } : null}
        liveLines={liveLines}
        utterance={game.undone ? `undo-${game.actions.length}` : 'play'}
        hintsId="hp-hints"
      />
      <div class="hp-layout">
        <div class="hp-main">
          {covered && toAct !== null && (
            <div class="hp-cover" data-testid="cover">
              <p>{t('play.handOver', { seat: nameOf(toAct) })}</p>
              <button type="button" class="button button-primary" onClick={() => setRevealed(toAct)}>
                {t('play.handOverReady', { seat: nameOf(toAct) })}
              </button>
            </div>
          )}
          {roundEnd && (
            <RoundEnd
              result={roundEnd.result}
              scores={phase === 'over' ? state.scores : null}
              names={names}
              seats={seats}
              onNext={nextRound}
              onNewGame={newGame}
            />
          )}
          <Table
            headingLevel={2}
            playable
            state={roundEnd ? roundEnd.table : state}
            names={names}
            seats={seats}
            viewer={viewer}
            open={roundEnd ? [0, 1, 2, 3] : open}
            settled={roundEnd !== null}
            trick={roundEnd ? { entries: [], winner: null } : game.trick}
            selected={selected}
            marked={marked}
            {...(myTurn && phase === 'playing' ? { onToggle: toggle } : {})}
          >
            {myTurn && (
              <TurnActions
                phase={phase}
                seat={seat}
                names={names}
                selected={selected}
                canDiscard={canDiscard}
                onAct={apply}
                onClear={() => setSelected([])}
              />
            )}
          </Table>
        </div>
        <div class="hp-side">
          {setup.hints && myTurn && phase !== 'over' && (
            <HintsBox
              state={state}
              seat={seat}
              hints={hints}
              choices={legal.length}
              names={names}
              seats={seats}
              advice={advice}
              onAsk={requestAdvice}
              onPick={(cards) => {
                setSelected([...cards]);
                focusPlay.current = true;
              }}
            />
          )}
          <PlayLog
            label={t('play.log')}
            lines={logLines(game.log, (event) => narrateEvent(event, { names, seats }), t('play.undone'))}
            box="hg-box"
          />
          <div class="hg-box">
            <h2 class="hg-box-head">{t('play.sheet')}</h2>
            <ScoreSheet state={state} names={names} seats={seats} />
            {state.rounds.some((round) => round.outcome !== 'redeal') && (
              <p class="hg-small">
                <a href={`/${lang}/hakka/review/`} data-testid="review-link">
                  {t('play.review')}
                </a>
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
