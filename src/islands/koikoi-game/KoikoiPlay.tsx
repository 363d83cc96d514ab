/**
 * The Koi-Koi play island: set up a round or a match for 2–4 seats (people
 * or computer players), see who deals (the cards drawn for it stay on the
 * table until the reader deals), play it on the table, with switchable
 * hints (cards that capture, what each would take, the closest yaku,
 * Koi-Koi advice and, on request, the best moves from simulated
 * play-outs), undo, the round's outcome between rounds, a running score
 * sheet, narration for screen readers, and pass-and-play covers when
 * several people share the device.
 * The game is saved after every move (`{ setup, actions, log }`, replayed
 * on load, the log narrated again in the page's language); a corrupt save
 * is discarded with a message. Computer players run
 * in a Web Worker with a time limit per move (`bot-worker.ts`). A move the
 * engine refuses changes nothing and is explained in the page's language
 * (`koikoi.error.*`, `i18n/koikoi-game/errors.ts`).
 *
 * @example
 * <KoikoiPlay client:load lang="en" />
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  type Action,
  applyAction,
  BOT_IDS,
  type BotId,
  type CardId,
  currentSeat,
  type GameEvent,
  type MatchState,
  matchScores,
  seatsOfSide,
  sideOf,
  stopScore,
  viewFor,
} from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { gameT } from '../../i18n/koikoi-game';
import { koikoiErrorText } from '../../i18n/koikoi-game/errors';
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
import { useCardNameStyle } from '../hanafuda/card-names';
import { type KoikoiSetup, koikoiAdapter } from './adapter';
import { askAdvice, askBot, koikoiBotClient } from './bot-worker';
import HintsBox from './HintsBox';
import { dealerDrawCards, involvedCards } from './highlight';
import { isLoggedEvent, type LoggedEvent } from './logged-events';
import { namesFor, seatNames } from './names';
import { narrate, narrateEvent, roundOutcome } from './narrate';
import { defaultSetup, firstDealerDraw, playHints, undoActions } from './play-model';
import ScoreTable from './ScoreTable';
import SetupForm from './SetupForm';
import Table from './Table';
import TurnActions from './TurnActions';
import { turnPrompt } from './turn-prompt';
import './game.css';
import './play.css';
import PlayHeader from '../game/PlayHeader';
import PlayLog from '../game/PlayLog';
import { useRevealRequest } from '../game/reveal-region';
import SaveBanner from '../game/SaveBanner';
import { useAdvice } from '../game/use-advice';
import { useFocusRescue } from '../game/use-focus-rescue';
import { useResumeFocus } from '../game/use-resume-focus';

/** Props of {@link KoikoiPlay}. */
export interface KoikoiPlayProps {
  readonly lang: Lang;
}

interface Game {
  readonly setup: PlaySetup<KoikoiSetup>;
  readonly actions: readonly Action[];
  readonly state: MatchState;
  /** Events since the last action by a person or the last deal (what the live region reads). */
  readonly recent: readonly GameEvent[];
  /** Whether the last change was an undo (the live region then says so, and whose turn it is). */
  readonly undone?: boolean;
  /**
   * Per person's seat, the events since that seat's last action: read out
   * again in pass-and-play when that person takes the device.
   */
  readonly since?: Recap<GameEvent>;
  /** "What happened", saved with the game and narrated when shown. */
  readonly log: readonly LogEntry<LoggedEvent>[];
}

const rebuild = (
  setup: PlaySetup<KoikoiSetup>,
  actions: readonly Action[],
  log: readonly LogEntry<LoggedEvent>[] = [],
): Game => ({
  setup,
  actions,
  state: koikoiAdapter.replay(setup.game, actions).state,
  recent: [],
  log,
});

/**
 * Where the keyboard focus goes when the control just used is gone, most
 * pressing first: the pass-the-device cover, a capture choice on the field,
 * Koi-Koi or stop (or the next deal, or a new game once the match is over),
 * the reader's hand, a new game's form.
 */
const FOCUS_ORDER = [
  '[data-testid="cover"] button',
  '[data-zone="field"] button',
  '.kg-decide button',
  '[data-zone^="hand-"] button',
  '[data-testid="setup"] select',
] as const;

/** What a deal brings into view: the field down to the reader's hand. */
const DEALT_REGION = ['.kt-field', '.kt-viewer .kt-hand'] as const;

/** The play island (see the file comment). */
export default function KoikoiPlay({ lang }: KoikoiPlayProps) {
  const t = gameT(lang);
  const [style] = useCardNameStyle();
  const names = namesFor(lang, style);
  const store = useMemo(() => savedGameStore(koikoiAdapter, BOT_IDS, { isLogged: isLoggedEvent }), []);
  const [draft, setDraft] = useState<PlaySetup<KoikoiSetup>>(() => defaultSetup(''));
  const lastSetup = useMemo(() => lastSetupStore(koikoiAdapter, BOT_IDS), []);
  const record = useMemo(() => matchRecordStore(koikoiAdapter.id, BOT_IDS), []);
  // After hydration (the server renders the defaults): the setup the reader last started with.
  useEffect(() => setDraft(rememberedSetup(lastSetup, defaultSetup(''))), [lastSetup]);
  const [seedText, setSeedText] = useState('');
  const { game, setGame, gameRef, message, setMessage, loaded } = usePlayedGame(store, rebuild);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const client = useBotClient(koikoiBotClient);

  const seatKinds = (setup: PlaySetup<KoikoiSetup>) => setup.seats.map((seat) => seat.kind);
  const seats = game ? seatNames(lang, seatKinds(game.setup)) : [];

  const apply = (action: Action) => {
    const current = gameRef.current;
    if (!current) return;
    const result = applyAction(current.state, action);
    if (!result.ok) {
      setNotice(t('play.error', { reason: koikoiErrorText(lang, result.reason) }));
      return;
    }
    const seat = 'seat' in action ? action.seat : undefined;
    const byHuman = seat !== undefined && current.setup.seats[seat]?.kind === 'human';
    // Only the reader's button deals: what came before (the dealer draw, the last round) is done with.
    const recent = byHuman || action.type === 'deal' ? result.events : [...current.recent, ...result.events];
    const since = addToRecap(current.since, current.setup.seats, result.events, seat);
    setNotice(null);
    clearAdvice();
    // Only the reader deals; the new table may be above or below the button.
    if (action.type === 'deal') reveal();
    setGame({
      ...current,
      actions: [...current.actions, action],
      state: result.state,
      recent,
      since,
      undone: false,
      log: addToLog(current.log, result.events),
    });
  };

  // The dealer draw happens by itself; its cards stay on the table until the reader deals.
  useEffect(() => {
    if (game?.state.phase === 'dealer-draw') apply({ type: 'draw-dealer' });
  }, [game]);

  // A finished match counts in the reader's record (once, also when its save is loaded again).
  useEffect(() => {
    if (game?.state.phase !== 'match-over') return;
    const { state } = game;
    recordMatch(record, `${game.setup.game.seed}/${game.actions.length}`, game.setup.seats, (person) => {
      // With four players the partners win or lose together.
      const side = seatsOfSide(state.config, sideOf(state.config, person));
      return outcomeOf(matchScores(state).leaders, side);
    });
  }, [game, record]);

  // Computer players.
  const toAct = game ? currentSeat(game.state) : null;
  const actingSeat = toAct === null ? undefined : game?.setup.seats[toAct];
  const botToAct = actingSeat?.kind === 'bot' ? (actingSeat.bot as BotId) : null;
  useBotTurn(
    {
      token: game?.actions.length ?? 0,
      pauseMs: 450,
      ask:
        game && toAct !== null && botToAct
          ? () =>
              askBot(
                client(),
                botToAct,
                viewFor(game.state, toAct),
                `${game.setup.game.seed}/${game.actions.length}`,
              )
          : null,
      isCurrent: (token) => gameRef.current?.actions.length === token,
      onMove: (action, fallback) => {
        apply(action);
        if (fallback) setNotice(t('play.fallback'));
      },
    },
    [game, toAct, botToAct],
  );

  // Advice from the worker for the person to act: asked for on a play or
  // capture choice (`MoveAdvice`), by itself on a Koi-Koi decision.
  const {
    advice,
    request: requestAdvice,
    clear: clearAdvice,
  } = useAdvice(gameRef, (current: Game) => {
    const seat = currentSeat(current.state);
    if (seat === null) return null;
    return askAdvice(
      client(),
      viewFor(current.state, seat),
      `${current.setup.game.seed}/advice/${current.actions.length}`,
    );
  });
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root, FOCUS_ORDER);
  useResumeFocus(
    root,
    FOCUS_ORDER,
    message === 'resumed' && game?.state.phase !== 'match-over',
    DEALT_REGION,
  );
  const reveal = useRevealRequest(root, DEALT_REGION);
  const humanDeciding = !!game && game.state.phase === 'decide' && actingSeat?.kind === 'human';
  useEffect(() => {
    if (game && humanDeciding && game.setup.hints) requestAdvice();
  }, [game, humanDeciding]);

  const start = () => {
    lastSetup.save(withoutSeed(draft));
    const setup = { ...draft, game: { ...draft.game, seed: seedOrNew(seedText) } };
    setMessage(null);
    setRevealed(null);
    setGame(rebuild(setup, []));
  };

  const undo = () => {
    const current = gameRef.current;
    if (!current) return;
    const actions = undoActions(current.actions, current.setup.seats);
    if (!actions) return;
    clearAdvice();
    setGame({ ...rebuild(current.setup, actions, addToLog(current.log, [UNDONE])), undone: true });
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
      <div
        ref={root}
        class="kg kg-play"
        data-testid="play"
        data-needs-js
        data-ready={loaded ? '' : undefined}
      >
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

  const { state, setup } = game;
  const people = humanSeats(setup.seats);
  const viewer = viewerSeat(setup.seats, toAct);
  const passAndPlay = people.length > 1;
  const covered = passAndPlay && actingSeat?.kind === 'human' && revealed !== toAct;
  const open = !passAndPlay || revealed === viewer ? [viewer] : [];
  const myTurn = !covered && actingSeat?.kind === 'human' && toAct === viewer;
  const phase = state.phase;
  const hints = setup.hints && myTurn ? playHints(state, viewer, names) : undefined;
  const legal = myTurn ? koikoiAdapter.legal(state) : [];
  const playable = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const choices = legal.flatMap((a) => (a.type === 'capture-choice' ? [a.card] : []));
  const seatName = (seat: number) => capitalise(seats[seat]?.name ?? '');
  const firstDeal = phase === 'deal' && state.results.length === 0;
  const draw = firstDeal ? firstDealerDraw(setup.game, game.actions) : null;
  const status = (() => {
    if (phase === 'match-over') return t('play.matchOver');
    if (firstDeal) return draw ? (narrateEvent(draw, { names, seats }) ?? '') : '';
    const last = state.results[state.results.length - 1];
    if (phase === 'deal' && last) return roundOutcome(last, { names, seats });
    if (toAct === null) return '';
    if (covered) return t('play.handOver', { seat: seats[toAct]?.name ?? '' });
    if (actingSeat?.kind === 'bot') return t('play.thinking', { seat: seatName(toAct) });
    return turnPrompt(lang, phase, seats[toAct] ?? { name: '', you: false });
  })();
  // After an undo: that it happened, and the position it went back to.
  // Pass-and-play: the person who just took the device hears what happened since their last turn.
  const someoneMoved = game.actions.some(
    (a) => 'seat' in a && a.seat !== undefined && setup.seats[a.seat]?.kind === 'human',
  );
  const missed =
    passAndPlay && !covered && toAct !== null && revealed === toAct
      ? missedBy(game.since, toAct, someoneMoved)
      : [];
  const liveLines = game.undone
    ? [t('play.undone'), status]
    : missed?.length
      ? [t('play.since'), ...narrate(missed, { names, seats })]
      : narrate(game.recent, { names, seats });
  // What stopping scores now (doubling and Koi-Koi multiplier included), from the state: also after a reload.
  const stopPoints = stopScore(state)?.points ?? null;

  return (
    <div
      ref={root}
      class="kg kg-play"
      data-testid="play"
      data-needs-js
      data-phase={phase}
      data-ready={loaded ? '' : undefined}
    >
      {banner}
      <PlayHeader
        labels={{ undo: t('play.undo'), newGame: t('play.newGame'), hints: t('play.hints') }}
        canUndo={Boolean(undoActions(game.actions, setup.seats))}
        onUndo={undo}
        onNewGame={newGame}
        hints={setup.hints}
        onHints={(on) => setGame({ ...game, setup: { ...setup, hints: on } })}
        status={status}
        notice={notice ? { text: notice, alert: false } : null}
        liveLines={liveLines}
        utterance={game.undone ? `undo-${game.actions.length}` : 'play'}
        hintsId="kg-hints"
      />
      <div class={`kg-layout${seats.length === 2 ? ' kg-layout-side' : ''}`}>
        <div class="kg-main">
          {covered && toAct !== null ? (
            <div class="kg-cover" data-testid="cover">
              <p>{t('play.handOver', { seat: seats[toAct]?.name ?? '' })}</p>
              <button type="button" class="button button-primary" onClick={() => setRevealed(toAct)}>
                {t('play.handOverReady', { seat: seatName(toAct) })}
              </button>
            </div>
          ) : null}
          <Table
            state={state}
            names={names}
            seats={seats}
            viewer={viewer}
            headingLevel={2}
            open={open}
            highlight={involvedCards(game.recent) as ReadonlySet<CardId>}
            drawn={draw ? dealerDrawCards([draw]) : []}
            playable={playable}
            onPlay={(card) => apply({ type: 'play', seat: viewer, card })}
            choices={choices}
            onChoose={(card) => apply({ type: 'capture-choice', seat: viewer, card })}
            {...(hints ? { hints } : {})}
          >
            <TurnActions
              state={state}
              viewer={viewer}
              deciding={myTurn && phase === 'decide'}
              canKoikoi={legal.some((a) => a.type === 'koikoi')}
              names={names}
              seats={seats}
              onAct={apply}
              onNewGame={newGame}
            />
          </Table>
        </div>
        <div class="kg-side">
          {/* Between rounds and after the match there is nothing to hint at. */}
          {setup.hints && !covered && phase !== 'deal' && phase !== 'match-over' && (
            <HintsBox
              state={state}
              viewer={viewer}
              myTurn={myTurn}
              deciding={humanDeciding}
              advice={advice}
              stopPoints={stopPoints}
              names={names}
              seats={seats}
              onAsk={requestAdvice}
            />
          )}
          <PlayLog
            label={t('play.log')}
            lines={logLines(game.log, (event) => narrateEvent(event, { names, seats }), t('play.undone'))}
            box="kg-box"
          />
          <div class="kg-box">
            <h2 class="kg-box-head">{t('play.sheet')}</h2>
            <ScoreTable state={state} names={names} seats={seats} />
            {state.results.length > 0 && (
              <p class="kg-small">
                <a href={`/${lang}/koikoi/review/`} data-testid="review-link">
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
