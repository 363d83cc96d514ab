/**
 * The Koi-Koi table as one seat sees it: the other seats (hand face down or
 * open, captured cards), the table and the stock, the card waiting for a
 * capture choice, and the viewer's captured cards and hand. Used by the
 * tutorial and the play island; draws from the engine's `zones` only.
 * Before the first deal there are no hands and no stock yet: the table shows
 * the cards drawn for the first dealer (`drawn`), if any, each under its
 * seat's name. The round line names the round, its month and the dealer.
 * Cards glide to their new places when the position changes (`useCardFlight`).
 *
 * @example
 * <Table state={state} names={names} seats={seats} viewer={0} open={[0]} highlight={new Set(['m03-light'])} />
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type CardId, cardById, type MatchState, seatsOfSide, sideOf, zones } from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { monthNames } from '../../i18n/hanafuda-cards';
import { gameT } from '../../i18n/koikoi-game';
import { arrowFocus } from '../game/arrow-focus';
import Heading, { type HeadingLevel } from '../game/Heading';
import { useCardFlight } from '../game/use-card-flight';
import type { Names, SeatName } from './names';
import type { PlayHint } from './play-model';
import TableCard, { CardBacks } from './TableCard';
import './table.css';

/** Props of {@link Table}. */
export interface TableProps {
  readonly state: MatchState;
  readonly names: Names;
  readonly seats: readonly SeatName[];
  /** The seat drawn at the bottom. */
  readonly viewer: number;
  /** Seats whose hands are face up. */
  readonly open: readonly number[];
  /** Cards involved in the last step. */
  readonly highlight?: ReadonlySet<CardId>;
  /** Hand cards the viewer may play now (they become buttons). */
  readonly playable?: readonly CardId[];
  readonly onPlay?: (card: CardId) => void;
  /** Field cards the pending card may take (they become buttons). */
  readonly choices?: readonly CardId[];
  readonly onChoose?: (card: CardId) => void;
  /**
   * Hint per playable card (what it would capture); marks the capturing ones
   * when given, and the table cards a card would take while the pointer or
   * the focus is on it.
   */
  readonly hints?: ReadonlyMap<CardId, PlayHint>;
  /** Extra content under the viewer's hand (decision buttons). */
  readonly children?: ComponentChildren;
  /**
   * Whether to show the round line ("Round 2 of 12 · month: February"); the
   * lessons play one round and leave it out.
   */
  readonly showRound?: boolean;
  /** Level of the zone headings ("Your hand", "Table"): 2 right under the page title, else 3. */
  readonly headingLevel?: HeadingLevel;
  /** Before the first deal: the cards drawn for the first dealer, face up on the table. */
  readonly drawn?: readonly CardId[];
}

const byKind = (cards: readonly CardId[]) => {
  const order = { light: 0, animal: 1, ribbon: 2, chaff: 3 } as const;
  return [...cards].sort((a, b) => order[cardById(a).kind] - order[cardById(b).kind]);
};

/** The table (see the file comment). */
export default function Table(props: TableProps) {
  const {
    state,
    names,
    seats,
    viewer,
    open,
    highlight,
    playable = [],
    onPlay,
    choices = [],
    onChoose,
    hints,
    showRound = true,
    headingLevel = 3,
    drawn = [],
  } = props;
  const t = gameT(names.lang);
  const root = useRef<HTMLElement>(null);
  useCardFlight(root, state, viewer);
  // The card in hand under the pointer or the focus, or tapped once: its targets on the table are marked.
  const [aim, setAim] = useState<{ readonly id: CardId; readonly touch: boolean } | null>(null);
  // A pointer leaving or the focus moving ends a hover or keyboard aim, but not a tap's: the game may move
  // the focus by itself (after a deal, when a browser leaves a tapped button unfocused), and the reader would
  // then have to tap again. A tap's aim ends with another tap, another aim or a new position.
  const aimAt =
    (id: CardId) =>
    (on: boolean, touch = false) =>
      setAim((current) => (on ? { id, touch } : current?.touch ? current : null));
  // A new position (a card played, a new round) ends the aim.
  useEffect(() => setAim(null), [state]);
  const aimHint = aim ? hints?.get(aim.id) : undefined;
  const targets = aimHint?.targets ?? [];
  const z = zones(state);
  const round = state.round;
  const hl = (id: CardId) => highlight?.has(id) ?? false;
  const seatText = (seat: number, key: 'table.hand' | 'table.captured' | 'status.heading') => {
    const s = seats[seat];
    return capitalise(t(`${key}.${s?.you ? 'you' : 'other'}`, { seat: s?.name ?? '' }));
  };
  const others = seats.map((_, seat) => seat).filter((seat) => seat !== viewer);
  // With four-player teams, the viewer's partner: their captures count with the viewer's.
  const partner = seatsOfSide(state.config, sideOf(state.config, viewer)).find((seat) => seat !== viewer);
  const partnerText = () => {
    const s = seats[viewer];
    return s?.you ? t('table.partner.you') : t('table.partner.other', { seat: capitalise(s?.name ?? '') });
  };
  const captured = (seat: number) => {
    const pile = z.captured[seat] ?? [];
    return (
      <div class="kt-zone kt-captured">
        <Heading level={headingLevel} class="kt-label">
          {seatText(seat, 'table.captured')}
          <span class="kt-count"> ({pile.length})</span>
        </Heading>
        <div class="kt-cards kt-pile" data-zone={`captured-${seat}`}>
          {pile.length === 0 ? <span class="kt-none">{t('table.none')}</span> : null}
          {byKind(pile).map((id) => (
            <TableCard key={id} id={id} name={names.label(id)} size="xs" highlight={hl(id)} />
          ))}
        </div>
      </div>
    );
  };
  const hand = (seat: number, size: 'xs' | 'sm' | 'md') => {
    const cards = z.hands[seat] ?? [];
    const isOpen = open.includes(seat);
    const canPlay = seat === viewer && onPlay;
    return (
      <div class="kt-zone kt-hand">
        <Heading level={headingLevel} class="kt-label">
          {seatText(seat, 'table.hand')}
        </Heading>
        {/* --cards: the number of cards in the hand, for even rows (table.css). */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys delegated from the card buttons inside */}
        <div
          class={isOpen && seat !== viewer ? 'kt-cards card-row' : 'kt-cards'}
          data-zone={`hand-${seat}`}
          style={`--cards: ${cards.length}`}
          onKeyDown={arrowFocus}
        >
          {!round ? (
            <span class="kt-none">{t('table.none')}</span>
          ) : cards.length === 0 ? (
            <span class="kt-none">{t('table.handEmpty')}</span>
          ) : isOpen ? (
            cards.map((id) => {
              const hint = hints?.get(id);
              const clickable = canPlay && playable.includes(id);
              return (
                <TableCard
                  key={id}
                  id={id}
                  name={names.label(id)}
                  size={size}
                  highlight={hl(id)}
                  marked={hint?.captures ?? false}
                  hint={hint?.text}
                  {...(clickable ? { onClick: () => onPlay(id) } : {})}
                  {...(clickable && hint
                    ? {
                        onAim: aimAt(id),
                        aimed: aim?.id === id,
                      }
                    : {})}
                />
              );
            })
          ) : (
            <CardBacks
              count={cards.length}
              label={t(cards.length === 1 ? 'table.hidden.one' : 'table.hidden', { n: cards.length })}
            />
          )}
        </div>
        {canPlay && (
          // A live region from the start, so that a screen reader whose tap counts as a touch hears it.
          <p class="kt-aim-note" role="status" data-testid="aim-note">
            {aim?.touch && aimHint ? t('table.tapAgain', { hint: aimHint.text }) : ''}
          </p>
        )}
      </div>
    );
  };
  const month = round ? monthNames(round.month)?.monthName[names.lang] : undefined;
  const dealerText = (seat: number) => {
    const s = seats[seat];
    return s?.you ? t('table.dealer.you') : t('table.dealer.other', { seat: s?.name ?? '' });
  };
  const drawing = !round && drawn.length > 0;
  return (
    <section class={onPlay ? 'kt kt-plays' : 'kt'} aria-label={t('table.label')} ref={root}>
      {round && showRound && (
        <p class="kt-round">
          {t('table.round', { n: round.number, total: state.config.rounds })}
          {month ? ` · ${t('table.month', { month })}` : ''}
          {` · ${dealerText(round.dealer)}`}
        </p>
      )}
      <div class="kt-others">
        {others.map((seat) => (
          <div class="kt-seat" key={seat} data-seat={seat} data-partner={seat === partner ? '' : undefined}>
            {hand(seat, 'xs')}
            {captured(seat)}
            {seat === partner && (
              <p class="kt-partner" data-testid="partner">
                {partnerText()}
              </p>
            )}
          </div>
        ))}
      </div>
      <div class="kt-middle">
        <div class="kt-zone kt-field">
          <Heading level={headingLevel} class="kt-label">
            {t(drawing ? 'table.draw' : 'table.field')}
          </Heading>
          {/* --cards: the number of cards on the table, for even rows (table.css); none while drawing for the deal. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys delegated from the card buttons inside */}
          <div
            class="kt-cards"
            data-zone="field"
            style={drawing ? undefined : `--cards: ${z.field.length}`}
            onKeyDown={arrowFocus}
          >
            {drawing
              ? // The last attempt of the dealer draw: one card per seat, in seat order, named by its seat.
                drawn.map((id, seat) => (
                  <figure class="kt-drawn" key={id}>
                    <TableCard id={id} name={names.label(id)} size="sm" highlight={hl(id)} />
                    {/* The trailing space keeps the names apart in the search index. */}
                    <figcaption>{capitalise(seats[seat]?.name ?? '')} </figcaption>
                  </figure>
                ))
              : z.field.map((id) => (
                  <TableCard
                    key={id}
                    id={id}
                    name={names.label(id)}
                    size="sm"
                    highlight={hl(id)}
                    target={targets.includes(id)}
                    {...(onChoose && choices.includes(id) ? { onClick: () => onChoose(id) } : {})}
                  />
                ))}
          </div>
        </div>
        {round && (
          <div class="kt-zone kt-stock">
            <Heading level={headingLevel} class="kt-label">
              {t('table.stock')}
            </Heading>
            <CardBacks
              count={z.stock.length}
              label={t(z.stock.length === 1 ? 'table.stockCount.one' : 'table.stockCount', {
                n: z.stock.length,
              })}
              size="sm"
            />
          </div>
        )}
        {z.pending.length > 0 && (
          <div class="kt-zone kt-pending">
            <Heading level={headingLevel} class="kt-label">
              {t('table.pending')}
            </Heading>
            {z.pending.map((id) => (
              <TableCard key={id} id={id} name={names.label(id)} size="sm" highlight />
            ))}
          </div>
        )}
      </div>
      <div class="kt-seat kt-viewer" data-seat={viewer}>
        {hand(viewer, 'md')}
        {props.children}
        {captured(viewer)}
      </div>
    </section>
  );
}
