// The source documents that tests quote: the rule sheets in ../shared/seeds,
// beside the repository, as on every machine of this project and in CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the source documents. */
const SEED_DIR = join(import.meta.dirname, '../../shared/seeds');

/**
 * The text of the source document whose file name starts with `prefix`
 * (`000_` the German leaflet, `001_` the English one, `002_` the Hakka
 * description). Throws, naming the folder, when it is not there.
 */
export function seedText(prefix: string): string {
  const file = existsSync(SEED_DIR) ? readdirSync(SEED_DIR).find((f) => f.startsWith(prefix)) : undefined;
  if (!file) throw new Error(`No source document ${prefix}… in ${SEED_DIR}`);
  return readFileSync(join(SEED_DIR, file), 'utf8');
}
