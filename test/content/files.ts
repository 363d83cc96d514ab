// The content tree, for the tests that read its MDX pages directly.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The `content/` directory. */
export const CONTENT = join(import.meta.dirname, '../../content');

/** Every file under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
