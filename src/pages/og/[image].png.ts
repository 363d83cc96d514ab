/**
 * The link-preview pictures (`/og/site.png`, `/og/koikoi.png`,
 * `/og/hakka.png`): the SVG of `utils/og-image.ts` rendered to PNG when the
 * site is built. Pages name them in their Open Graph tags.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { OG_IMAGES, type OgImage, ogImageSvg } from '../../utils/og-image';

export const getStaticPaths = (() =>
  OG_IMAGES.map((image) => ({ params: { image } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const svg = ogImageSvg(params.image as OgImage);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
