import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const read = (file: string) => readFileSync(join(src, file), 'utf8');
/**
 * Component modules: React components and the styled components the package exports. They read
 * the theme from React context (and most use hooks or events). `.styles.ts` files are internal:
 * only client component modules import them.
 */
const componentModules = globSync('{components,scene,three,theme}/**/*.{ts,tsx}', {
  cwd: src,
}).filter(
  (file) =>
    !/\.(stories|test)\.tsx?$|\.styles\.ts$|serveScenes\.tsx$/.test(file) &&
    (file.endsWith('.tsx') || /\bstyled[.(]|createGlobalStyle/.test(read(file))),
);
const startsWithUseClient = (file: string) => read(file).startsWith("'use client';");

// A React Server Components host (Next.js's App Router) renders these only as client components.
describe("'use client' boundaries", () => {
  it.each(componentModules)('%s is a client component module', (file) => {
    expect(startsWithUseClient(file)).toBe(true);
  });

  it('leaves the theme, rules and the worker server-safe', () => {
    const serverSafe = [
      'theme/tokens.ts',
      'theme/themes.ts',
      'theme/sharedColors.ts',
      'components/ToastMessage/toastTones.ts',
      'scene/webgl.ts',
      'scene/sceneSizes.ts',
    ]
      .concat(globSync('{rules,fill}/**/*.ts', { cwd: src }))
      .concat(globSync('components/*/fill*.ts', { cwd: src }))
      .concat('three/offscreen/serveScenes.tsx');
    expect(serverSafe.filter(startsWithUseClient)).toEqual([]);
  });
});

/** The source file a relative import from `file` names, or undefined for a package or an asset. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(file), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => existsSync(join(src, candidate)));
}

/** `import`/`export … from 'x'` and `import 'x'` (not `import type`), or `import('x')`. */
const IMPORTS = new RegExp(
  [
    String.raw`^(?:import|export)(?!\s+type\s)(?:[^'";]*?\sfrom)?\s*['"]([^'"]+)['"]`,
    String.raw`\bimport\(\s*['"]([^'"]+)['"]`,
  ].join('|'),
  'gm',
);

/** Every package that the modules reachable from `entry` import at run time (not `import type`). */
function packagesImportedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, from, lazy] of read(file).matchAll(IMPORTS)) {
      const specifier = from ?? lazy ?? '';
      const module = resolveImport(file, specifier);
      if (module) visit(module);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('the fill entry', () => {
  it('imports no package: a page takes it in its first, small script', () => {
    expect([...packagesImportedFrom('fill/index.ts')]).toEqual([]);
  });
});

// `@portfolio/ui/three` is the only way into three.js: the main entry holds the fallbacks and
// the WebGL checks that decide whether to load it.
describe('the main entry', () => {
  it('imports no three.js', () => {
    const packages = [...packagesImportedFrom('index.ts')];
    expect(packages).toContain('styled-components');
    expect(packages.filter((name) => /^(three|@react-three\/fiber)(\/|$)/.test(name))).toEqual([]);
  });
});
