/**
 * Cutting the CJK fallback fonts (`cjk-fonts.ts`) when the site is built:
 * every Japanese and Chinese character of the site's sources (`content/`,
 * `src/`), taken from Noto Sans JP and Noto Sans TC (SIL Open Font License
 * 1.1; the full fonts come from npm packages) into WOFF2 files of about
 * 20 kB. Build-time code (Node).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { cjkChars } from '../utils/cjk';
import type { CjkFont } from './cjk-fonts';

const SOURCE_DIRS = ['content', 'src'];
const SOURCE_FILE = /\.(mdx|md|ts|tsx|astro|json)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) ? [path] : [];
  });
}

/** Every CJK character in the pages and in the code that renders them, islands included. */
export function sourceCjkChars(root: string = process.cwd()): string {
  const text = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => readFileSync(path, 'utf8'))
    .join('');
  return cjkChars(text);
}

/** The WOFF2 subset of `font` with `chars`. */
export async function cjkSubset(font: CjkFont, chars: string, root: string = process.cwd()): Promise<Buffer> {
  const path = createRequire(join(root, 'package.json')).resolve(font.source);
  return subsetFont(readFileSync(path), chars, { targetFormat: 'woff2' });
}
