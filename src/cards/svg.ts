/**
 * Tiny string builders for SVG elements. The card art is plain markup so the
 * same string serves Astro (`set:html`) and Preact (`dangerouslySetInnerHTML`)
 * without a DOM.
 */

/** Rounds to one decimal so generated coordinates stay short. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A `<path>`. `fill` `none` is written out; extra attributes are appended raw.
 * @example path('M0 0h10v10z', '#f00') // '<path d="M0 0h10v10z" fill="#f00"/>'
 */
export function path(d: string, fill: string, attrs = ''): string {
  return `<path d="${d}" fill="${fill}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** A `<circle>`. */
export function circle(cx: number, cy: number, r: number, fill: string, attrs = ''): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** An `<ellipse>`. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, attrs = ''): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** A `<g>` with attributes around content. */
export function group(attrs: string, content: string): string {
  return `<g ${attrs}>${content}</g>`;
}

/** An unfilled stroke path (branches, stems, brush writing). */
export function stroke(d: string, colour: string, width: number, attrs = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(width)}"${attrs ? ` ${attrs}` : ''}/>`;
}

/** Moves and scales content: `translate(x y) scale(s)` (and optional rotation). */
export function place(x: number, y: number, scale: number, content: string, rotate = 0): string {
  const rot = rotate ? ` rotate(${num(rotate)})` : '';
  const sc = scale === 1 ? '' : ` scale(${num(scale)})`;
  return `<g transform="translate(${num(x)} ${num(y)})${rot}${sc}">${content}</g>`;
}

/**
 * A star or rosette outline around (cx, cy): `points` tips alternating
 * between the outer and inner radius. Used for chrysanthemums, maple leaves
 * and the light mark.
 */
export function starPath(
  cx: number,
  cy: number,
  points: number,
  outer: number,
  inner: number,
  turn = 0,
): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((i / (points * 2)) * 360 + turn - 90) * (Math.PI / 180);
    parts.push(`${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`);
  }
  return `M${parts.join('L')}Z`;
}

/** Escapes text for an SVG text node or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
