/**
 * One card on the Koi-Koi table, drawn from the page's card sprite (no card
 * art in the bundle): a face (`data-card`, the name for screen readers), a
 * button when it can be played or chosen, or a face-down stack.
 *
 * @example
 * <TableCard id="m03-light" name="“Curtain”" size="sm" highlight />
 * <TableCard id="m03-light" name="“Curtain”" onClick={() => play('m03-light')} hint="takes …" />
 *
 * A touch has no hover: when the card can be aimed at (`onAim`), a first tap
 * aims at it (its targets are marked) and a second tap plays it. A mouse, a
 * pen, the keyboard and a screen reader's activation play it at once.
 */
import { useRef } from 'preact/hooks';
import type { CardId } from '../../engine/hanafuda';
import { kindOf, SpriteArt } from '../koikoi/SpriteCard';

/** Props of {@link TableCard}. */
export interface TableCardProps {
  readonly id: CardId;
  /** Accessible name (quoted name in the reader's naming style). */
  readonly name: string;
  readonly size?: 'xs' | 'sm' | 'md';
  readonly highlight?: boolean;
  /** Marks a card the hints recommend looking at (playable, capturing). */
  readonly marked?: boolean;
  readonly onClick?: () => void;
  /** Extra description for the button (what the card would capture). */
  readonly hint?: string | undefined;
  /** Marks a table card the card in hand under the pointer or focus would take. */
  readonly target?: boolean;
  /**
   * Called when the pointer or the focus comes to the button (`true`) or
   * leaves it, and on a first tap by touch (`touch` is then `true`).
   */
  readonly onAim?: ((on: boolean, touch?: boolean) => void) | undefined;
  /** Whether this card is the one aimed at now (a second tap then plays it). */
  readonly aimed?: boolean;
}

/** A face-up card (see the file comment). */
export default function TableCard(props: TableCardProps) {
  const {
    id,
    name,
    size = 'sm',
    highlight = false,
    marked = false,
    onClick,
    hint,
    target,
    onAim,
    aimed,
  } = props;
  const cls = `hcard hcard-${size} hcard-kind-${kindOf(id)}${highlight ? ' hcard-highlight' : ''}${marked ? ' kt-marked' : ''}${target ? ' kt-target' : ''}${aimed ? ' kt-aimed' : ''}`;
  // Whether the click under way began with a touch (a click event does not say so everywhere).
  const touched = useRef(false);
  const aim = onAim
    ? {
        onPointerDown: (event: PointerEvent) => {
          touched.current = event.pointerType === 'touch';
        },
        // A touch "enters" and "leaves" around every tap: only a hovering pointer aims this way.
        onPointerEnter: (event: PointerEvent) => event.pointerType !== 'touch' && onAim(true),
        onPointerLeave: (event: PointerEvent) => event.pointerType !== 'touch' && onAim(false),
        // Only a visible focus (the keyboard's): after a click, the focus moved on to a card says nothing.
        onFocus: (event: FocusEvent) => onAim((event.currentTarget as HTMLElement).matches(':focus-visible')),
        onBlur: () => onAim(false),
      }
    : {};
  if (onClick) {
    const click = () => {
      const byTouch = touched.current;
      touched.current = false;
      if (byTouch && onAim && !aimed) onAim(true, true);
      else onClick();
    };
    return (
      <button type="button" class={cls} data-card={id} aria-label={hint ?? name} onClick={click} {...aim}>
        <SpriteArt id={id} />
      </button>
    );
  }
  return (
    <span class={cls} data-card={id} role="img" aria-label={name}>
      <SpriteArt id={id} />
    </span>
  );
}

/** A face-down stack of `count` cards with a text label. */
export function CardBacks({
  count,
  label,
  size = 'xs',
}: {
  count: number;
  label: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <span class={`kt-backs hcard hcard-${size}`} role="img" aria-label={label} data-count={count}>
      <svg viewBox="0 0 100 160" class="hanafuda-card" aria-hidden="true" focusable="false">
        <use href="#kk-card-back" />
      </svg>
      <span class="kt-backs-n" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
