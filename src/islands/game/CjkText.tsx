/**
 * Text with each Chinese or Japanese run in a span with its `lang`, so the
 * browser picks a CJK font (and screen readers the language): the island
 * twin of `LangText.astro`.
 */
import { splitCjk } from '../../utils/cjk';

export interface CjkTextProps {
  text: string;
  /** The language of the CJK runs in `text`. */
  cjk: 'ja' | 'zh-Hant';
}

export default function CjkText({ text, cjk }: CjkTextProps) {
  return <>{splitCjk(text).map((s) => (s.cjk ? <span lang={cjk}>{s.text}</span> : s.text))}</>;
}
