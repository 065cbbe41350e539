import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
/** Component modules: they render styled-components (context) and most use hooks or events. */
const componentModules = globSync('{components,three}/**/*.tsx', { cwd: src })
  .filter((file) => !/\.(stories|test)\.tsx$/.test(file) && !file.endsWith('serveScenes.tsx'))
  .concat('theme/ThemeProvider.tsx', 'theme/GlobalStyle.ts');
const startsWithUseClient = (file: string) =>
  readFileSync(join(src, file), 'utf8').startsWith("'use client';");

// A React Server Components host (Next.js's App Router) renders these only as client components.
describe("'use client' boundaries", () => {
  it.each(componentModules)('%s is a client component module', (file) => {
    expect(startsWithUseClient(file)).toBe(true);
  });

  it('leaves the theme, rules and the worker server-safe', () => {
    const serverSafe = globSync('{theme,rules}/**/*.ts', { cwd: src })
      .filter((file) => !file.endsWith('GlobalStyle.ts'))
      .concat('three/offscreen/serveScenes.tsx');
    expect(serverSafe.filter(startsWithUseClient)).toEqual([]);
  });
});
