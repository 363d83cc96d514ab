/**
 * One hanafuda card inside a Preact island: the same markup as
 * components/hanafuda/HanafudaCard.astro, built by the same function
 * (`cardInnerHtml`) from the same `cardSvg` source. The name follows the
 * reader's card-names setting through CSS, like the static card.
 *
 * With `onClick` the card is a `<button>` (with `aria-pressed` when `pressed`
 * is given); otherwise a `<span>`. `label` replaces the accessible name
 * (for a quiz that must not give the answer away).
 *
 * @example
 * import HanafudaCard from './HanafudaCard';
 * <HanafudaCard id="m08-light" lang="de" size="sm" caption />
 * <HanafudaCard id="m03-ribbon" lang="en" pressed={picked} onClick={() => toggle('m03-ribbon')} />
 */
import { useId } from 'preact/hooks';
import { UnknownCardError } from '../../cards/hanafuda/card';
import { isHanafudaCardId } from '../../cards/hanafuda/ids';
import { type CardSize, cardInnerHtml, cardRootClass } from '../../components/hanafuda/card-markup';
import type { Lang } from '../../i18n/locales';
import '../../components/hanafuda/hcard.css';

/** Props of {@link HanafudaCard}. */
export interface HanafudaCardProps {
  /** Card id such as `m03-light`; an unknown id throws `UnknownCardError`. */
  id: string;
  lang: Lang;
  size?: CardSize;
  /** Show the name under the card. */
  caption?: boolean;
  /** Accent ring around the card. */
  highlight?: boolean;
  /** Accessible name instead of the card's name. */
  label?: string;
  /** Makes the card a button. */
  onClick?: () => void;
  /** Toggle state of the button (`aria-pressed`). */
  pressed?: boolean;
  /** Extra classes on the root. */
  class?: string;
}

/** A hanafuda card for islands (see the file comment). */
export default function HanafudaCard(props: HanafudaCardProps) {
  const { id, lang, size = 'md', caption = false, highlight = false, label, onClick, pressed } = props;
  const nameId = `hcn${useId()}`;
  if (!isHanafudaCardId(id)) throw new UnknownCardError(id);
  const className = cardRootClass(id, { size, caption, highlight, extra: props.class ?? '' });
  const html = {
    __html: cardInnerHtml(
      id,
      label === undefined ? { lang, nameId, caption } : { lang, nameId, caption, label },
    ),
  };
  if (onClick) {
    return (
      <button
        type="button"
        class={className}
        data-card={id}
        aria-pressed={pressed === undefined ? undefined : pressed}
        onClick={onClick}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  return (
    <span
      class={className}
      data-card={id}
      role="img"
      aria-labelledby={nameId}
      dangerouslySetInnerHTML={html}
    />
  );
}
