/**
 * Writes the 3D clock's font: the glyphs 0-9 and ':' of Noto Sans Bold as a three.js typeface
 * JSON (what `FontLoader().parse` reads), and the font's licence beside it.
 *
 *   npx tsx scripts/clock-font/subset-font.ts
 *
 * three's npm package no longer ships `examples/fonts`, so the outlines come from a font that is
 * already installed and self-hosted for `@portfolio/ui`: the Latin slice of Noto Sans Bold in
 * `@fontsource/noto-sans-myanmar` (a WOFF 1 file with TrueType outlines; SIL Open Font License
 * 1.1, which allows subsetting and redistribution with the licence). Coordinates stay in font
 * units, rounded to whole units. The output is deterministic: the same font writes the same JSON.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { boldTypeface } from './typeface';
import { readWoff } from './woff';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outputDir = resolve(root, 'packages/ui/src/three/Clock3D');
const PACKAGE = '@fontsource/noto-sans-myanmar';
const FONT_FILE = 'noto-sans-myanmar-latin-700-normal.woff';
const CHARACTERS = '0123456789:';

async function main() {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
  const table = readWoff(readFileSync(resolve(packageDir, 'files', FONT_FILE)));
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  const font = boldTypeface(table, CHARACTERS, {
    license: 'SIL Open Font License, Version 1.1 (clockFont.LICENSE.txt)',
    source: `${PACKAGE} ${version}: files/${FONT_FILE}, glyphs "${CHARACTERS}"`,
  });

  mkdirSync(outputDir, { recursive: true });
  const output = resolve(outputDir, 'clockFont.json');
  const options = await resolveConfig(output);
  writeFileSync(output, await format(JSON.stringify(font), { ...options, filepath: output }));
  copyFileSync(resolve(packageDir, 'LICENSE'), resolve(outputDir, 'clockFont.LICENSE.txt'));
  console.log(`Wrote ${output} (${readFileSync(output).length} bytes) and its licence.`);
}

await main();
