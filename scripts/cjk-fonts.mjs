/**
 * The CJK fallback fonts: every Japanese and Chinese character the site's
 * sources use, cut out of Noto Sans JP and Noto Sans TC (SIL Open Font
 * License 1.1, `src/fonts/OFL.txt`) into two small WOFF2 files in
 * `src/fonts/`. `global.css` lists them last in the Japanese and Chinese
 * font stacks, so a reader whose system has a CJK font never loads them; on
 * a system without one they replace empty boxes.
 *
 * Run it after adding Japanese or Chinese text (a test fails until you do):
 *   node_modules/.bin/node scripts/cjk-fonts.mjs
 * It fetches the full fonts with `npm pack` (about 70 MB, so they are not
 * dependencies of the project) and needs `tar`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FONT_DIR = join(ROOT, 'src/fonts');

/** The two fonts: the npm package holding the full font, the file in it, the subset written. */
export const CJK_FONTS = [
  {
    pkg: '@expo-google-fonts/noto-sans-jp@0.4.3',
    source: 'package/400Regular/NotoSansJP_400Regular.ttf',
    file: 'noto-sans-jp-subset.woff2',
  },
  {
    pkg: '@expo-google-fonts/noto-sans-tc@0.4.3',
    source: 'package/400Regular/NotoSansTC_400Regular.ttf',
    file: 'noto-sans-tc-subset.woff2',
  },
];

/** CJK punctuation, kana, the unified ideographs (with extension A), compatibility ideographs, full-width forms. */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/gu;
const SOURCE_DIRS = ['content', 'src'];
const SOURCE_FILE = /\.(mdx|md|ts|tsx|astro|json)$/;

/** The distinct CJK characters of `text`, sorted by code point. */
export function cjkChars(text) {
  return [...new Set(text.match(CJK) ?? [])].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)).join('');
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) ? [path] : [];
  });
}

/** Every CJK character in the pages and the code that renders them (`content/`, `src/`). */
export function sourceCjkChars(root = ROOT) {
  const text = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => readFileSync(path, 'utf8'))
    .join('');
  return cjkChars(text);
}

/** The characters a font file (TTF, WOFF or WOFF2) has glyphs for. */
export async function fontChars(path) {
  const sfnt = await fontverter.convert(readFileSync(path), 'sfnt');
  const face = new Face(new Blob(sfnt));
  const chars = new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
  face.destroy?.();
  return chars;
}

async function main() {
  const chars = sourceCjkChars();
  const work = mkdtempSync(join(tmpdir(), 'cjk-fonts-'));
  try {
    for (const font of CJK_FONTS) {
      const tarball = execFileSync('npm', ['pack', font.pkg, '--silent', '--pack-destination', work], {
        encoding: 'utf8',
      }).trim();
      execFileSync('tar', ['xzf', join(work, tarball), '-C', work, font.source]);
      const subset = await subsetFont(readFileSync(join(work, font.source)), chars, {
        targetFormat: 'woff2',
      });
      writeFileSync(join(FONT_DIR, font.file), subset);
      console.log(`${font.file}: ${chars.length} characters, ${subset.length} bytes`);
    }
    execFileSync('tar', [
      'xzf',
      join(
        work,
        readdirSync(work).find((f) => f.endsWith('.tgz')),
      ),
      '-C',
      work,
      'package/LICENSE_FONT',
    ]);
    writeFileSync(join(FONT_DIR, 'OFL.txt'), readFileSync(join(work, 'package/LICENSE_FONT')));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
