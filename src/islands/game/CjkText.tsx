/**
 * Text with each Chinese or Japanese run in a span with its `lang`, so the
 * browser picks a CJK font (and screen readers the language): the island
 * twin of `LangText.astro`. The other runs keep their names on one line
 * (`KeepNames`), as the middleware does for `LangText` in built pages.
 */
import { splitCjk } from '../../utils/cjk';
import KeepNames from './KeepNames';

export interface CjkTextProps {
  text: string;
  /** The language of the CJK runs in `text`. */
  cjk: 'ja' | 'zh-Hant';
}

export default function CjkText({ text, cjk }: CjkTextProps) {
  return (
    <>{splitCjk(text).map((s) => (s.cjk ? <span lang={cjk}>{s.text}</span> : <KeepNames text={s.text} />))}</>
  );
}
