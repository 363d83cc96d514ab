import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { pageSchema } from './schemas/page';

/**
 * All pages, loaded from the top-level `content/` folder. The id is the
 * path without extension and without a trailing `/index`:
 * `content/de/koikoi/index.mdx` → `de/koikoi`, `content/en/index.mdx` → `en`.
 */
const pages = defineCollection({
  loader: glob({
    base: './content',
    pattern: '{en,de}/**/*.mdx',
    generateId: ({ entry }) => entry.replace(/\.mdx$/, '').replace(/\/index$/, ''),
  }),
  schema: pageSchema,
});

export const collections = { pages };
