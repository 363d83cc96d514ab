/**
 * Whether the reader asked for reduced motion (`prefers-reduced-motion`):
 * the computer players then move without a pause, cards do not fly, and
 * scrolling jumps instead of gliding.
 *
 * @example
 * const wait = prefersReducedMotion() ? 0 : 450;
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
