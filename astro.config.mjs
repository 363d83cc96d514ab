// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

/**
 * The site's public origin, used for canonical URLs, hreflang alternates and
 * the sitemap. Override it with the SITE_ORIGIN environment variable, e.g.
 * `SITE_ORIGIN=https://example.org npm run build`.
 */
export const DEFAULT_ORIGIN = 'https://hanafuda-hakka.org';
const site = (process.env.SITE_ORIGIN || DEFAULT_ORIGIN).replace(/\/+$/, '');

export default defineConfig({
  site,
  trailingSlash: 'always',
  build: { format: 'directory' },
  integrations: [
    mdx(),
    preact(),
    sitemap({
      // The language chooser and the 404 pages are not content.
      filter: (page) => /\/(en|de)\//.test(page) && !/\/404\/?$/.test(page),
      i18n: { defaultLocale: 'en', locales: { en: 'en', de: 'de' } },
    }),
  ],
  devToolbar: { enabled: false },
  vite: {
    build: {
      rolldownOptions: {
        // Astro's MDX pages carry the directive "use astro:head-inject", which
        // Rolldown warns about once per page (withastro/astro#18087). The
        // warning is harmless and buries the build's other messages.
        checks: { moduleLevelDirective: false },
      },
    },
  },
  prefetch: false,
});
