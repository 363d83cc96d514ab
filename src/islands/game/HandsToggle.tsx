/**
 * The checkbox above a step-through table that turns the other hands face
 * up or down (the lessons and reviews of both games).
 *
 * @example
 * <HandsToggle id="kg-hands-turn" label="Show the opponent’s hand" checked={open} onChange={setOpen} />
 */

import './hands-toggle.css';

/** Props of {@link HandsToggle}. */
export interface HandsToggleProps {
  /** Unique on the page (the label points at it). */
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** See the file comment. */
export default function HandsToggle({ id, label, checked, onChange }: HandsToggleProps) {
  return (
    <p class="gt-hands">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange((e.target as HTMLInputElement).checked)}
      />
      <label for={id}>{label}</label>
    </p>
  );
}
