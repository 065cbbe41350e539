// The package's entries, read from one list: package.json's `exports`. The build makes a module
// of every JavaScript file an export condition names, and the declarations start from every
// `types` condition, so adding an entry is one line there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pkg from '../package.json' with { type: 'json' };

type Conditions = { types: string } & Record<string, string>;

const root = join(import.meta.dirname, '..');
const conditions = Object.values(pkg.exports).filter(
  (target) => typeof target === 'object',
) as Conditions[];

/** `./dist/theme/fonts.js` (or `.d.ts`) is built from `src/theme/fonts.ts`. */
function sourceOf(built: string): string {
  const source = built.replace(/^\.\/dist\//, 'src/').replace(/(\.d\.ts|\.js)$/, '.ts');
  if (!existsSync(join(root, source))) throw new Error(`exports name ${built}: no ${source}`);
  return join(root, source);
}

/** The build's entries: each file's name under `dist/` (no extension) and its source. */
export const buildEntries: Record<string, string> = Object.fromEntries(
  conditions.flatMap((target) =>
    Object.entries(target)
      .filter(([condition]) => condition !== 'types' && condition !== '@portfolio/source')
      .map(([, built]) => [built.replace(/^\.\/dist\/|\.js$/g, ''), sourceOf(built)]),
  ),
);

/** The sources the declarations are written from. */
export const declarationRoots: string[] = conditions.map((target) => sourceOf(target.types));
