import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from './compileHint';
import { LIBRARIES_CHUNK, REACT_CHUNK } from './librariesChunk';

type Chunk = { type: 'chunk'; name: string; code: string };
const { augmentChunkHash, generateBundle } = compileHint() as unknown as {
  augmentChunkHash: (chunk: { name: string }) => string | undefined;
  generateBundle: (options: object, bundle: Record<string, Chunk>) => void;
};
const chunk = (name: string): Chunk => ({ type: 'chunk', name, code: 'import"./a.js";f();' });

describe('compileHint', () => {
  it('opens the library chunks with the hint, on a line of its own, and no other chunk', () => {
    const react = chunk(REACT_CHUNK);
    const framework = chunk(LIBRARIES_CHUNK);
    const start = chunk('start');
    const page = chunk('HeartPage');
    generateBundle({}, { react, framework, start, page });
    expect(react.code).toBe(`${COMPILE_HINT}\nimport"./a.js";f();`);
    expect(framework.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(start.code).toBe('import"./a.js";f();');
    expect(page.code).toBe('import"./a.js";f();');
  });

  it("counts the hint in a hinted chunk's hash only", () => {
    expect(augmentChunkHash({ name: REACT_CHUNK })).toBe(COMPILE_HINT);
    expect(augmentChunkHash({ name: 'start' })).toBeUndefined();
  });
});
