/**
 * A hanafuda card inside the Koi-Koi tool islands, drawn by reference to the
 * page's card sprite (`components/koikoi/CardSprite.astro`) with
 * `<use href="#kk-card-<id>">`, so the island ships no card art. Same classes
 * as the site's card component (`hcard …`), `data-card` on the root and the
 * card's name for screen readers (`role="img"` + `aria-label`).
 *
 * @example
 * <SpriteCard id="m08-light" name="Full Moon" size="xs" highlight />
 */
import type { CardId } from '../../engine/hanafuda';
import '../../components/hanafuda/hcard.css';

/** The sprite element id of a card. */
export function spriteId(id: CardId): string {
  return `kk-card-${id}`;
}

/** The card art as an SVG that uses the sprite. */
export function SpriteArt({ id }: { id: CardId }) {
  return (
    <svg viewBox="0 0 100 160" class="hanafuda-card" aria-hidden="true" focusable="false">
      <use href={`#${spriteId(id)}`} />
    </svg>
  );
}

/** Props of {@link SpriteCard}. */
export interface SpriteCardProps {
  id: CardId;
  /** Accessible name (the card's name in the reader's naming style). */
  name: string;
  size?: 'xs' | 'sm' | 'md';
  highlight?: boolean;
}

/** The card kind encoded in the id ("m09-animal" → "animal"). */
export function kindOf(id: CardId): string {
  return id.slice(4).replace(/\d+$/, '');
}

/** A static card in an island (see the file comment). */
export default function SpriteCard({ id, name, size = 'sm', highlight = false }: SpriteCardProps) {
  const cls = `hcard hcard-${size} hcard-kind-${kindOf(id)}${highlight ? ' hcard-highlight' : ''}`;
  return (
    <span class={cls} data-card={id} role="img" aria-label={name}>
      <SpriteArt id={id} />
    </span>
  );
}
