/**
 * The Hakka table as one seat sees it: the three other seats (role badges,
 * hand face down or open, the dreamer's card, tricks and discards), the trick
 * in the middle, and the viewer's own hand, whose cards become toggle buttons
 * when the viewer may select them. Elder cards carry their star. Used by the
 * tutorial and the play island; draws from the engine's state only. Cards
 * glide to their new places when the state changes (`useCardFlight`).
 *
 * @example
 * <Table state={state} names={names} seats={seats} viewer={0} open={[0]} trick={{ entries: state.table, winner: null }} />
 */
import { type ComponentChildren, Fragment } from 'preact';
import { useRef } from 'preact/hooks';
import { hakkaCardBackSvg } from '../../cards/hakka/card';
import type { CardId } from '../../engine/hakka/cards';
import { currentElders, declarationCount } from '../../engine/hakka/derived';
import { activeOrder, type Seat } from '../../engine/hakka/seats';
import { type HakkaState, ROUNDS_PER_GAME } from '../../engine/hakka/state';
import { capitalise } from '../../i18n/format';
import { hakkaGameT } from '../../i18n/hakka-game';
import { arrowFocus } from '../game/arrow-focus';
import Heading, { type HeadingLevel } from '../game/Heading';
import KeepNames from '../game/KeepNames';
import { useCardFlight } from '../game/use-card-flight';
import HakkaCard from '../hakka/HakkaCard';
import type { HakkaNames, SeatName } from './names';
import type { ShownTrick } from './trick';
import './table.css';

/** Props of {@link Table}. */
export interface TableProps {
  readonly state: HakkaState;
  readonly names: HakkaNames;
  readonly seats: readonly SeatName[];
  /** The seat drawn at the bottom. */
  readonly viewer: number;
  /** Seats whose hands (and dream card) are face up. */
  readonly open: readonly number[];
  /** The trick to show in the middle. */
  readonly trick: ShownTrick;
  /** Cards to outline (the step's cards). */
  readonly highlight?: ReadonlySet<CardId>;
  /** Selected cards of the viewer's hand; with `onToggle` the hand becomes toggle buttons. */
  readonly selected?: readonly CardId[];
  readonly onToggle?: (card: CardId) => void;
  /** Cards of the viewer's hand to mark as part of a legal play (hints). */
  readonly marked?: ReadonlySet<CardId>;
  /** Content under the viewer's hand (action buttons). */
  readonly children?: ComponentChildren;
  /** The round on show is settled: nobody is to act, every hand is open. */
  readonly settled?: boolean;
  /** Level of the seat and trick headings: 2 right under the page title (play), else 3. */
  readonly headingLevel?: HeadingLevel;
  /** The viewer's hand turns into buttons on the viewer's turn (play): its rows allow for them (table.css). */
  readonly playable?: boolean;
}

const BACK = hakkaCardBackSvg();

/** A face-down pile: one card back with the count, named for screen readers. */
function Backs({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span class="ht-backs" role="img" aria-label={label}>
      <span class="ht-back" aria-hidden="true" dangerouslySetInnerHTML={{ __html: BACK }} />
      <span class="ht-backs-n" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}

/** The table (see the file comment). */
export default function Table(props: TableProps) {
  const {
    state,
    names,
    seats,
    viewer,
    open,
    trick,
    highlight,
    selected = [],
    onToggle,
    marked,
    settled,
    headingLevel = 3,
  } = props;
  const lang = names.lang;
  const t = hakkaGameT(lang);
  const root = useRef<HTMLElement>(null);
  useCardFlight(root, state, viewer);
  const elders = currentElders(state);
  const isElder = (id: CardId) => elders.includes(id);
  const hl = (id: CardId) => highlight?.has(id) ?? false;
  const nameOf = (seat: number) => capitalise(seats[seat]?.name ?? String(seat));
  const over = state.phase === 'over' || settled === true;
  const discards = [0, 0, 0, 0];
  for (const owner of state.discardOwners) discards[owner] = (discards[owner] ?? 0) + 1;

  const badges = (seat: number) => {
    const list: { key: string; text: string }[] = [];
    if (seat === state.dealer) list.push({ key: 'dealer', text: t('role.dealer') });
    if (seat === state.dreamer) list.push({ key: 'dreamer', text: t('role.dreamer') });
    if (seat === state.privileged) list.push({ key: 'privileged', text: t('role.privileged') });
    if (seat === state.toAct && !over) list.push({ key: 'act', text: t('role.toAct') });
    return list;
  };

  // A seat's numbers: tricks, the count (when its hand is open) and discards.
  const stats = (seat: number, isOpen: boolean) => {
    const list: { key: string; text: string; title?: string }[] = [
      { key: 'tricks', text: t('table.tricks', { n: state.tricks[seat] ?? 0 }) },
    ];
    if (isOpen) {
      const n = declarationCount(state, seat as Seat);
      list.push({ key: 'count', text: t('table.count', { n }), title: t('table.countHelp') });
    }
    const thrown = discards[seat] ?? 0;
    if (thrown > 0) list.push({ key: 'discards', text: t('table.discards', { n: thrown }) });
    return list;
  };

  const seatPanel = (seat: number) => {
    const you = seats[seat]?.you === true;
    const isViewer = seat === viewer;
    const dreamer = seat === state.dreamer;
    const hand = state.hands[seat] ?? [];
    const isOpen = open.includes(seat) || over;
    const person = you ? 'you' : 'other';
    return (
      <div
        class={`ht-seat${isViewer ? ' ht-viewer' : ''}${seat === state.toAct && !over ? ' ht-acting' : ''}`}
        data-seat={seat}
        key={seat}
      >
        <div class="ht-seat-head">
          {/* Read as "Computer 1, dealer, to act" and "Tricks: 2, count: 3": the
              hidden commas keep the badges and numbers apart. */}
          <Heading level={headingLevel} class="ht-seat-name">
            {nameOf(seat)}
            {badges(seat).map((b) => (
              <Fragment key={b.key}>
                <span class="visually-hidden">, </span>
                <span class={`ht-badge ht-badge-${b.key}`}>{b.text}</span>
              </Fragment>
            ))}
          </Heading>
          {!dreamer && (
            <p class="ht-stats">
              {stats(seat, isOpen).map((stat, i) => (
                <Fragment key={stat.key}>
                  {i > 0 && <span class="visually-hidden">, </span>}
                  <span {...(stat.title ? { title: stat.title } : {})}>{stat.text}</span>
                </Fragment>
              ))}
            </p>
          )}
        </div>
        {dreamer ? (
          <div class="ht-cards" data-zone={`dream-${seat}`}>
            <span class="visually-hidden">{t(`table.dream.${person}`, { seat: nameOf(seat) })}: </span>
            {isOpen || (isViewer && you) ? (
              state.dreamerCard.map((id) => (
                <HakkaCard key={id} id={id} lang={lang} size="xs" caption highlight={hl(id)} />
              ))
            ) : (
              <Backs count={state.dreamerCard.length} label={t('table.dreamHidden')} />
            )}
          </div>
        ) : (
          <>
            <p class="visually-hidden">{t(`table.hand.${person}`, { seat: nameOf(seat) })}</p>
            {/* --cards: the number of cards in the hand, for even rows (table.css). */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys delegated from the card buttons inside */}
            <div
              class={isViewer || !isOpen ? 'ht-cards' : 'ht-cards card-row'}
              data-zone={`hand-${seat}`}
              style={`--cards: ${hand.length}`}
              onKeyDown={arrowFocus}
            >
              {isOpen ? (
                hand.map((id) =>
                  isViewer && onToggle ? (
                    <HakkaCard
                      key={id}
                      id={id}
                      lang={lang}
                      size="sm"
                      caption
                      elder={isElder(id)}
                      highlight={hl(id)}
                      pressed={selected.includes(id)}
                      class={marked?.has(id) ? 'ht-marked' : ''}
                      onClick={() => onToggle(id)}
                    />
                  ) : (
                    <HakkaCard
                      key={id}
                      id={id}
                      lang={lang}
                      size={isViewer ? 'sm' : 'xs'}
                      caption
                      elder={isElder(id)}
                      highlight={hl(id)}
                    />
                  ),
                )
              ) : (
                <Backs
                  count={hand.length}
                  label={t(hand.length === 1 ? 'table.hidden.one' : 'table.hidden', { n: hand.length })}
                />
              )}
            </div>
          </>
        )}
        {isViewer && props.children}
      </div>
    );
  };

  // The other seats counter-clockwise from the viewer.
  const others = activeOrder(((viewer + 1) % 4) as Seat, viewer as Seat).filter((s) => s !== viewer);
  const winnerName = trick.winner === null ? null : nameOf(trick.winner);
  return (
    <section class={props.playable ? 'ht ht-plays' : 'ht'} aria-label={t('table.label')} ref={root}>
      <p class="ht-round">
        {t('table.round', { n: state.round, total: ROUNDS_PER_GAME })}
        {' · '}
        <KeepNames text={t('table.elders', { cards: names.cards(elders) })} />
      </p>
      <div class="ht-others">{others.map(seatPanel)}</div>
      <div class="ht-trick" data-zone="trick">
        <Heading level={headingLevel} class="ht-label">
          {t('table.trick')}
        </Heading>
        {trick.entries.length === 0 ? (
          <p class="ht-none">
            {t(over ? 'table.settled' : state.phase === 'calling' ? 'table.calling' : 'table.empty')}
          </p>
        ) : (
          <ol class="ht-entries">
            {trick.entries.map((entry) => (
              <li
                key={entry.seat}
                class={`ht-entry${trick.winner === entry.seat ? ' ht-entry-won' : ''}`}
                data-seat={entry.seat}
              >
                <span class="ht-entry-who">{nameOf(entry.seat)}</span>
                <span class="ht-cards">
                  {entry.kind === 'play' ? (
                    entry.cards.map((id) => (
                      <HakkaCard key={id} id={id} lang={lang} size="sm" caption highlight={hl(id)} />
                    ))
                  ) : (
                    <Backs
                      count={entry.count}
                      label={t('table.facedown', { cards: names.cardCount(entry.count) })}
                    />
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
        {winnerName && (
          <p class="ht-won" data-testid="trick-winner">
            {seats[trick.winner ?? 0]?.you ? t('table.won.you') : t('table.won.other', { seat: winnerName })}
          </p>
        )}
      </div>
      {seatPanel(viewer)}
    </section>
  );
}
