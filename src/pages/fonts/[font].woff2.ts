/**
 * The CJK fallback fonts (`src/fonts/`), cut when the site is built:
 * `/fonts/noto-sans-jp-subset.woff2` and `/fonts/noto-sans-tc-subset.woff2`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { CJK_FONTS } from '../../fonts/cjk-fonts';
import { cjkSubset, sourceCjkChars } from '../../fonts/cjk-subset';

export const getStaticPaths = (() =>
  CJK_FONTS.map((font) => ({
    params: { font: font.file.replace(/\.woff2$/, '') },
    props: { font },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const woff2 = await cjkSubset(props.font, sourceCjkChars());
  return new Response(new Uint8Array(woff2), { headers: { 'Content-Type': 'font/woff2' } });
};
