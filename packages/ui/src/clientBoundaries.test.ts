import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const read = (file: string) => readFileSync(join(src, file), 'utf8');
/**
 * Component modules: React components and the styled components the package exports. They read
 * the theme from React context (and most use hooks or events). `.styles.ts` files are internal:
 * only client component modules import them.
 */
const componentModules = globSync('{components,three,theme}/**/*.{ts,tsx}', { cwd: src }).filter(
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
      'components/ToastMessage/toastTones.ts',
    ]
      .concat(globSync('rules/**/*.ts', { cwd: src }))
      .concat('three/offscreen/serveScenes.tsx');
    expect(serverSafe.filter(startsWithUseClient)).toEqual([]);
  });
});
