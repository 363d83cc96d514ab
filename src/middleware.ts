// Runs on every page as it is rendered (at build time, since the site is
// static): keeps names such as Koi-Koi on one line (src/utils/keep-together.ts).
import { defineMiddleware } from 'astro:middleware';
import { keepTogether } from './utils/keep-together';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = keepTogether(await response.text());
  return new Response(html, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
