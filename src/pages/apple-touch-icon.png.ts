/**
 * The icon a phone shows for the site on its home screen (iOS asks for
 * `/apple-touch-icon.png`, 180 × 180, and rounds the corners itself): the
 * favicon's red card, drawn on the site's paper colour, rendered to PNG when
 * the site is built (from the project folder, where the build runs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { PAPER } from '../styles/palette';

const SIZE = 180;

export const GET: APIRoute = async () => {
  const favicon = readFileSync(join(process.cwd(), 'public', 'favicon.svg'), 'utf8');
  // The favicon (32 × 32) nested in the middle, three quarters of the icon high.
  const inner = favicon.replace(/^<svg /, '<svg x="22.5" y="22.5" width="135" height="135" ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="100%" height="100%" fill="${PAPER.light}"/>${inner}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
