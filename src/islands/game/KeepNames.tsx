/**
 * Text with Koi-Koi and the Hakka card names each kept on one line: the
 * island twin of the middleware's `keepTogether`, for narration that islands
 * write after the page is built.
 */
import { KEEP_CLASS, splitNames } from '../../utils/keep-together';

export interface KeepNamesProps {
  text: string;
}

export default function KeepNames({ text }: KeepNamesProps) {
  return <>{splitNames(text).map((p) => (p.keep ? <span class={KEEP_CLASS}>{p.text}</span> : p.text))}</>;
}
